import { z } from "zod";
import { NONE_VALUE } from "~/content/analytics-console";

/**
 * The console's filters of leads and orders by where their visit began (issue 43, decision 112):
 * their keys, values and choices. The SQL is in first-touch-filters.server.ts.
 */

export const touchFilterKeys = ["source", "campaign", "partner"] as const;
export type TouchFilterKey = (typeof touchFilterKeys)[number];
export type TouchFilters = Partial<Record<TouchFilterKey, string>>;

/** A filter's value from the query string: "(none)" is "" (not recorded), as on the analytics page. */
export const touchFilterValue = z
  .string()
  .max(300)
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : v === NONE_VALUE ? "" : v))
  .catch(undefined);

export function touchFiltersFrom(params: URLSearchParams): TouchFilters {
  const out: TouchFilters = {};
  for (const k of touchFilterKeys) {
    const v = touchFilterValue.parse(params.get(k) ?? undefined);
    if (v !== undefined) out[k] = v;
  }
  return out;
}

/** A filter's choices for FilterSelect: the records' own values, "" (not recorded) as "(none)". */
export function touchChoices(values: string[], current: string | undefined) {
  const list = current !== undefined && !values.includes(current) ? [current, ...values] : values;
  const keys = list.map((v) => (v === "" ? NONE_VALUE : v));
  return {
    values: keys,
    labels: Object.fromEntries(keys.map((k) => [k, k === NONE_VALUE ? "Not recorded" : k])) as Record<string, string>,
    value: current === undefined ? undefined : current === "" ? NONE_VALUE : current,
  };
}
