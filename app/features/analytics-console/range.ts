import { z } from "zod";
import { analyticsCopy, NONE_VALUE, rangePresets, type RangePreset } from "~/content/analytics-console";

/**
 * The analytics page's query string: a range (a preset, or custom from–to in UTC days, both
 * ends included), the previous period of the same length, and the funnel's filters. Parsed with
 * zod; anything malformed is refused with one clear message (the route answers 400).
 */

const DAY_MS = 86_400_000;
const MAX_DAYS = 731;
const errors = analyticsCopy.errors;

export const dayKey = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (key: string) => Date.parse(`${key}T00:00:00Z`);

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, errors.date)
  .refine((s) => !Number.isNaN(dayMs(s)) && dayKey(dayMs(s)) === s && s >= "2000-01-01", errors.date);

const filterValue = z
  .string()
  .max(300, errors.filter)
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : v === NONE_VALUE ? "" : v));

const querySchema = z
  .object({
    range: z
      .enum(["custom", ...rangePresets.map((p) => p.key)] as [RangePreset, ...RangePreset[]], {
        message: errors.preset,
      })
      .optional(),
    from: day.optional(),
    to: day.optional(),
    landing: filterValue,
    source: filterValue,
    campaign: filterValue,
    affiliate: filterValue,
  })
  .superRefine((q, ctx) => {
    const custom = q.range === "custom" || (!q.range && (q.from || q.to));
    if (!custom) return;
    if (!q.from || !q.to) ctx.addIssue({ code: "custom", message: errors.customNeedsDates });
    else if (q.from > q.to) ctx.addIssue({ code: "custom", message: errors.order });
    else if ((dayMs(q.to) - dayMs(q.from)) / DAY_MS + 1 > MAX_DAYS)
      ctx.addIssue({ code: "custom", message: errors.span });
  });

export type FunnelFilters = { landing?: string; source?: string; campaign?: string; affiliate?: string };
export const filterKeys = ["landing", "source", "campaign", "affiliate"] as const;

export type AnalyticsRange = {
  preset: RangePreset;
  from: string;
  to: string;
  days: number;
  prevFrom: string;
  prevTo: string;
};

export type AnalyticsQuery = { range: AnalyticsRange; filters: FunnelFilters };

/** The range a preset names on the UTC day of `now`. */
export function presetRange(preset: Exclude<RangePreset, "custom">, now: Date): { from: string; to: string } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  switch (preset) {
    case "7d":
    case "30d":
    case "90d":
      return { from: dayKey(today - (Number.parseInt(preset, 10) - 1) * DAY_MS), to: dayKey(today) };
    case "month":
      return { from: dayKey(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)), to: dayKey(today) };
    case "last-month":
      return {
        from: dayKey(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)),
        to: dayKey(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)),
      };
  }
}

export function rangeOf(preset: RangePreset, from: string, to: string): AnalyticsRange {
  const days = Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1;
  return {
    preset,
    from,
    to,
    days,
    prevFrom: dayKey(dayMs(from) - days * DAY_MS),
    prevTo: dayKey(dayMs(from) - DAY_MS),
  };
}

/** Every UTC day from `from` to `to`, both included. */
export function daysOf(from: string, to: string) {
  const out: string[] = [];
  for (let t = dayMs(from); t <= dayMs(to); t += DAY_MS) out.push(dayKey(t));
  return out;
}

export type ParsedQuery = { ok: true; query: AnalyticsQuery } | { ok: false; message: string };

export function parseAnalyticsQuery(params: URLSearchParams, now = new Date()): ParsedQuery {
  const raw = Object.fromEntries(
    ["range", "from", "to", ...filterKeys]
      .map((k) => [k, params.get(k) ?? undefined] as const)
      .filter(([, v]) => v !== undefined),
  );
  // An empty from/to (a cleared date field) is the same as none.
  if (raw.from === "") delete raw.from;
  if (raw.to === "") delete raw.to;
  if (raw.range === "") delete raw.range;
  const parsed = querySchema.safeParse(raw);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? errors.date };
  const q = parsed.data;
  const custom = q.range === "custom" || (!q.range && q.from && q.to);
  const range = custom
    ? rangeOf("custom", q.from!, q.to!)
    : (() => {
        const preset = (q.range ?? "30d") as Exclude<RangePreset, "custom">;
        const { from, to } = presetRange(preset, now);
        return rangeOf(preset, from, to);
      })();
  const filters: FunnelFilters = {};
  for (const k of filterKeys) if (q[k] !== undefined) filters[k] = q[k];
  return { ok: true, query: { range, filters } };
}

/** The query string that names this range (and filters): what the page's links and exports carry. */
export function queryParams(query: AnalyticsQuery, extra: Record<string, string> = {}) {
  const p = new URLSearchParams();
  if (query.range.preset === "custom") {
    p.set("range", "custom");
    p.set("from", query.range.from);
    p.set("to", query.range.to);
  } else p.set("range", query.range.preset);
  for (const k of filterKeys) {
    const v = query.filters[k];
    if (v !== undefined) p.set(k, v === "" ? NONE_VALUE : v);
  }
  for (const [k, v] of Object.entries(extra)) p.set(k, v);
  return p;
}
