/** How the analytics page writes its numbers (the same on the server and in the browser). */

const MINUS = "\u2212";

export const formatCount = (n: number) => new Intl.NumberFormat("en-US").format(n);

/** A fraction as a percentage: one decimal under 10%, whole above. */
export function formatRate(f: number | null) {
  if (f === null) return "—";
  const pct = f * 100;
  const text = pct > 0 && pct < 10 ? pct.toFixed(1) : Math.round(pct).toString();
  return `${text}%`;
}

export type ChangeDirection = "up" | "down" | "same" | "new" | "none";

/** A change on the previous period: "+12%", "−3%", "0%"; "New" when there was nothing before. */
export function formatChange(change: number | null, current: number): { text: string; direction: ChangeDirection } {
  if (change === null) return current ? { text: "New", direction: "new" } : { text: "—", direction: "none" };
  const pct = Math.round(change * 100);
  if (pct === 0) return { text: "0%", direction: "same" };
  return pct > 0 ? { text: `+${pct}%`, direction: "up" } : { text: `${MINUS}${Math.abs(pct)}%`, direction: "down" };
}
