/**
 * Google's Core Web Vitals thresholds (web.dev/articles/vitals): good up to the first number,
 * poor above the second, "needs improvement" between. LCP, INP and TTFB in ms; CLS unitless.
 */
export const vitalThresholds = {
  lcp: { good: 2500, poor: 4000 },
  inp: { good: 200, poor: 500 },
  cls: { good: 0.1, poor: 0.25 },
  ttfb: { good: 800, poor: 1800 },
} as const;

export type VitalName = keyof typeof vitalThresholds;
/** The four, in the order the console shows them. */
export const vitalNames = Object.keys(vitalThresholds) as VitalName[];
export type VitalRating = "good" | "needs-improvement" | "poor";

export function rateVital(name: VitalName, value: number | null | undefined): VitalRating | null {
  if (value === null || value === undefined || Number.isNaN(value)) return null;
  const t = vitalThresholds[name];
  return value <= t.good ? "good" : value > t.poor ? "poor" : "needs-improvement";
}

/** A vital as the owner reads it: LCP and TTFB in seconds, INP in ms, CLS as is. */
export function formatVital(name: VitalName, value: number | null): string {
  if (value === null) return "—";
  if (name === "cls") return value.toFixed(2);
  if (name === "inp") return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(2)} s`;
}
