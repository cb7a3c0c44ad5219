import type { Db } from "#platform/db.server";
import { loadAnalytics } from "~/features/analytics-console/analytics.server";
import { parseAnalyticsQuery } from "~/features/analytics-console/range";
import { rollupDay } from "~/features/analytics/rollup.server";

/**
 * What the owner's /admin/analytics shows for one UTC day, once "Update now" has rolled it up:
 * the same roll-up and the same queries as the page's loader, read into plain numbers.
 */
export async function consoleFigures(db: Db, day: string) {
  await rollupDay(db, day);
  const parsed = parseAnalyticsQuery(
    new URLSearchParams({ range: "custom", from: day, to: day }),
    new Date(`${day}T12:00:00Z`),
  );
  if (!parsed.ok) throw new Error(parsed.message);
  const page = await loadAnalytics(db, parsed.query);
  const metric = (key: string) => page.summary.find((m) => m.key === key)!.current;
  if (!page.hasData) return null;
  const all = page.vitals.find((v) => v.path === "*");
  return {
    visitors: metric("visitors"),
    pageviews: metric("pageviews"),
    funnel: Object.fromEntries(page.funnel.map((s) => [s.key, s.count])) as Record<
      "visit" | "cta" | "lead" | "checkout" | "paid",
      number
    >,
    sources: Object.fromEntries(page.sources.map((s) => [s.source, s.visits])),
    campaigns: Object.fromEntries(page.campaigns.map((c) => [c.campaign, c.visits])),
    partners: Object.fromEntries(page.affiliates.map((a) => [a.affiliate, a.visits])),
    /** p75 over all pages, as the speed table's first row shows it (null: no sample). */
    vitals: all ? { lcp: all.lcp, inp: all.inp, cls: all.cls, ttfb: all.ttfb, samples: all.samples } : null,
    /** The largest p75 on any row of the speed table. */
    worst: {
      lcp: Math.max(0, ...page.vitals.map((v) => v.lcp ?? 0)),
      inp: Math.max(0, ...page.vitals.map((v) => v.inp ?? 0)),
      cls: Math.max(0, ...page.vitals.map((v) => v.cls ?? 0)),
      ttfb: Math.max(0, ...page.vitals.map((v) => v.ttfb ?? 0)),
    },
  };
}

export type ConsoleFigures = NonNullable<Awaited<ReturnType<typeof consoleFigures>>>;

const sum = (values: Record<string, number>) => Object.values(values).reduce((a, b) => a + b, 0);
/** Visits over every source (or campaign) row together. */
export const totalVisits = sum;
