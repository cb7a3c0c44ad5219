/**
 * The ROI estimate (spec §9): monthly savings = agents × 160 hours × hourly cost × 0.7,
 * shown in dollars with two decimals. Monthly call volume is required but not in the formula.
 * Computed in integer cents so the shown figure is exact.
 */
import { formatCents } from "~/lib/money";

export const HOURS_PER_AGENT_MONTH = 160;
export const AUTOMATED_SHARE = 0.7;
export const BASIC_PACKAGE_CENTS = 300_000;

export const ROI_LIMITS = { agents: 100_000, hourly: 10_000, calls: 100_000_000 } as const;

export type RoiInputs = { agents: number; hourly: number; calls: number };
export type RoiRaw = { agents?: string | null; hourly?: string | null; calls?: string | null };

export type RoiField = keyof RoiInputs;
export const ROI_FIELDS: readonly RoiField[] = ["agents", "hourly", "calls"];

/**
 * What is wrong with one field: empty ("missing": spec §5's "Missing Information"), not a
 * number, zero or negative (nothing to save, and a typo more often than not), or beyond the
 * calculator's range.
 */
export type RoiProblem = "missing" | "notNumber" | "notPositive" | "tooLarge";

function checkNumber(raw: string | null | undefined, max: number): { value: number } | { problem: RoiProblem } {
  const s = raw?.trim();
  if (!s) return { problem: "missing" };
  const n = Number(s);
  if (!Number.isFinite(n)) return { problem: "notNumber" };
  if (n <= 0) return { problem: "notPositive" };
  if (n > max) return { problem: "tooLarge" };
  return { value: n };
}

/** Each field's problem (absent when the field is fine), and the three numbers when all are. */
export function checkRoiInputs(raw: RoiRaw): { inputs: RoiInputs | null; problems: Partial<Record<RoiField, RoiProblem>> } {
  const problems: Partial<Record<RoiField, RoiProblem>> = {};
  const values: Partial<RoiInputs> = {};
  for (const field of ROI_FIELDS) {
    const r = checkNumber(raw[field], ROI_LIMITS[field]);
    if ("problem" in r) problems[field] = r.problem;
    else values[field] = r.value;
  }
  const ok = Object.keys(problems).length === 0;
  return { inputs: ok ? (values as RoiInputs) : null, problems };
}

/** The three numbers, or null when any is missing or not a sensible (positive) number. */
export function parseRoiInputs(raw: RoiRaw): RoiInputs | null {
  return checkRoiInputs(raw).inputs;
}

export type RoiResult = {
  monthlyCents: number;
  yearlyCents: number;
  /** Cumulative savings at the end of months 1..12. */
  cumulativeCents: number[];
  /** Days until the Basic package ($3,000) is paid back; null when nothing is saved. */
  paybackDays: number | null;
};

export function calculateRoi({ agents, hourly }: RoiInputs): RoiResult {
  const monthlyCents = Math.round(agents * HOURS_PER_AGENT_MONTH * hourly * AUTOMATED_SHARE * 100);
  const cumulativeCents = Array.from({ length: 12 }, (_, i) => monthlyCents * (i + 1));
  return {
    monthlyCents,
    yearlyCents: monthlyCents * 12,
    cumulativeCents,
    paybackDays: monthlyCents > 0 ? Math.max(1, Math.ceil((BASIC_PACKAGE_CENTS / monthlyCents) * 30)) : null,
  };
}

/** "$28,000.00": dollars, always two decimals. */
export function formatDollars(cents: number): string {
  return formatCents(cents, { decimals: "always" });
}

/**
 * Short axis labels: $0, $750, $28K, $1.5M. Written by hand: Intl's compact notation differs
 * between ICU versions (Node renders "$125.0K" where Chrome renders "$125K"), which would
 * break hydration of a server-rendered result.
 */
export function formatCompactDollars(cents: number): string {
  const dollars = cents / 100;
  const short = (n: number) => (Math.round(n * 10) / 10).toString();
  if (Math.abs(dollars) >= 1_000_000) return `$${short(dollars / 1_000_000)}M`;
  if (Math.abs(dollars) >= 1_000) return `$${short(dollars / 1_000)}K`;
  return `$${short(dollars)}`;
}
