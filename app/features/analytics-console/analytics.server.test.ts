import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsDaily, orders } from "#db/schema";
import { parseCsv } from "~/lib/csv";
import { startAdminTestKit, statusOf, thrownStatus, type AdminTestKit } from "#tests/support/admin-kit";
import { loader as exportLoader } from "~/routes/_admin/analytics-export";
import { loader as pageLoader } from "~/routes/_admin/analytics";
import {
  affiliateStats,
  csvTable,
  daily,
  filterOptions,
  funnel,
  summary,
  topCampaigns,
  topPages,
  topSources,
  vitals,
} from "./analytics.server";
import { formatChange, formatRate } from "./format";
import { parseAnalyticsQuery, type AnalyticsQuery } from "./range";
import { rateVital } from "./vitals";

let kit: AdminTestKit;
const NOW = new Date("2025-06-30T12:00:00Z");
const STAR = { path: "*", landing: "*", source: "*", medium: "*", campaign: "*", affiliate: "*" };
type Dims = typeof STAR;
type Row = typeof analyticsDaily.$inferInsert;

const totals = (day: string, name: Row["name"], visitors: number, events: number, extra: Partial<Row> = {}): Row => ({
  day,
  name,
  ...STAR,
  visitors,
  events,
  ...extra,
});
const page = (
  day: string,
  name: Row["name"],
  path: string,
  visitors: number,
  events: number,
  extra: Partial<Row> = {},
): Row => ({
  ...totals(day, name, visitors, events, extra),
  path,
});
/** A row by one first-touch dimension: that one set, the rest "*" (decision 070's second kind). */
const by = (
  dim: "landing" | "source" | "campaign" | "affiliate",
  value: string,
  day: string,
  name: Row["name"],
  visitors: number,
  events: number,
): Row => ({ ...totals(day, name, visitors, events), [dim]: value });
/** The funnel's rows (decision 112): per step, one row per first touch (path "*"), and the day's totals. */
const funnelRows = (dims: Omit<Dims, "path"> | null, day: string, counts: number[]): Row[] =>
  (["funnel_visit", "funnel_cta", "funnel_lead", "funnel_checkout", "funnel_paid"] as const).flatMap((name, i) =>
    counts[i] ? [{ ...totals(day, name, counts[i]!, counts[i]!), ...(dims ?? {}) }] : [],
  );

// First-touch combinations of the fixture's visitors.
const A = { landing: "/", source: "google", medium: "cpc", campaign: "spring", affiliate: "" };
const C = { landing: "/", source: "", medium: "", campaign: "", affiliate: "" };
const D = { landing: "/pricing", source: "partner.example", medium: "referral", campaign: "", affiliate: "ANN123" };
const OLD = { landing: "/old", source: "bing", medium: "cpc", campaign: "winter", affiliate: "BOB" };

const query = (from = "2025-06-24", to = "2025-06-30", filters: AnalyticsQuery["filters"] = {}): AnalyticsQuery => {
  const parsed = parseAnalyticsQuery(new URLSearchParams({ from, to }), NOW);
  if (!parsed.ok) throw new Error(parsed.message);
  return { ...parsed.query, filters };
};

const selection = { priceId: "main-offer", upsellPriceIds: [] };
const paidOn = (at: string) => ({ status: "paid" as const, paidAt: new Date(at), createdAt: new Date(at), selection });

beforeAll(async () => {
  kit = await startAdminTestKit();
  await kit.db.insert(analyticsDaily).values([
    // This period (2025-06-24 to 2025-06-30): the day's totals.
    totals("2025-06-29", "pageview", 40, 150),
    totals("2025-06-30", "pageview", 40, 90),
    totals("2025-06-29", "cta", 10, 12),
    totals("2025-06-30", "cta", 5, 5),
    totals("2025-06-29", "lead", 3, 3),
    totals("2025-06-30", "lead", 5, 5),
    totals("2025-06-30", "signup", 2, 2),
    totals("2025-06-30", "checkout", 4, 4),
    // The paid events' values are not the money: the orders are (test orders included here).
    totals("2025-06-30", "paid", 3, 3, { valueCents: 249_400 }),
    totals("2025-06-29", "vitals", 30, 30, { lcpP75: 2000, inpP75: 150, clsP75: 0.05, ttfbP75: 500, samples: 30 }),
    totals("2025-06-30", "vitals", 10, 10, { lcpP75: 3000, inpP75: 250, clsP75: 0.15, ttfbP75: 900, samples: 10 }),
    // Per page.
    page("2025-06-29", "pageview", "/", 50, 100),
    page("2025-06-30", "pageview", "/", 30, 60),
    page("2025-06-29", "pageview", "/pricing", 20, 50),
    page("2025-06-30", "pageview", "/pricing", 15, 30),
    page("2025-06-29", "vitals", "/", 20, 20, { lcpP75: 2000, inpP75: 150, clsP75: 0.05, ttfbP75: 500, samples: 20 }),
    page("2025-06-30", "vitals", "/", 20, 20, { lcpP75: 3000, inpP75: 300, clsP75: 0.3, ttfbP75: 900, samples: 20 }),
    page("2025-06-29", "vitals", "/pricing", 5, 5, {
      lcpP75: 1000,
      inpP75: null,
      clsP75: 0.3,
      ttfbP75: 2000,
      samples: 5,
    }),
    page("2025-06-30", "vitals", "/pricing", 5, 5, {
      lcpP75: 4500,
      inpP75: 600,
      clsP75: 0.3,
      ttfbP75: 2000,
      samples: 5,
    }),
    // By first touch: a visitor is counted once under its value, whatever pages it saw.
    by("source", "google", "2025-06-29", "pageview", 40, 150),
    by("source", "google", "2025-06-29", "lead", 3, 3),
    by("source", "", "2025-06-30", "pageview", 20, 40),
    by("source", "", "2025-06-30", "lead", 2, 2),
    by("source", "partner.example", "2025-06-30", "pageview", 20, 50),
    by("source", "partner.example", "2025-06-30", "lead", 3, 3),
    by("campaign", "spring", "2025-06-29", "pageview", 40, 150),
    by("campaign", "spring", "2025-06-29", "lead", 3, 3),
    by("campaign", "", "2025-06-30", "pageview", 40, 90),
    by("campaign", "", "2025-06-30", "lead", 5, 5),
    by("landing", "/", "2025-06-29", "pageview", 40, 150),
    by("landing", "/", "2025-06-29", "lead", 3, 3),
    by("landing", "/", "2025-06-30", "pageview", 20, 40),
    by("landing", "/", "2025-06-30", "lead", 2, 2),
    by("landing", "/pricing", "2025-06-30", "pageview", 20, 50),
    by("landing", "/pricing", "2025-06-30", "lead", 3, 3),
    by("affiliate", "", "2025-06-29", "pageview", 40, 150),
    by("affiliate", "", "2025-06-30", "pageview", 20, 40),
    by("affiliate", "ANN123", "2025-06-30", "pageview", 20, 50),
    by("affiliate", "ANN123", "2025-06-30", "lead", 3, 3),
    // The funnel: visit → CTA → lead or sign-up → checkout → paid, each within the step before.
    ...funnelRows(A, "2025-06-29", [40, 10, 3, 2, 1]),
    ...funnelRows(null, "2025-06-29", [40, 10, 3, 2, 1]),
    ...funnelRows(C, "2025-06-30", [20]),
    ...funnelRows(D, "2025-06-30", [20, 5, 4, 2, 1]),
    ...funnelRows(null, "2025-06-30", [40, 5, 4, 2, 1]),
    // The previous period (2025-06-17 to 2025-06-23).
    totals("2025-06-20", "pageview", 50, 120),
    totals("2025-06-23", "pageview", 14, 80),
    totals("2025-06-20", "cta", 16, 16),
    totals("2025-06-20", "lead", 10, 10),
    totals("2025-06-21", "checkout", 2, 2),
    totals("2025-06-22", "paid", 1, 1, { valueCents: 24_700 }),
    by("source", "bing", "2025-06-20", "pageview", 50, 120),
    by("source", "bing", "2025-06-20", "lead", 10, 10),
    by("campaign", "winter", "2025-06-20", "pageview", 50, 120),
    by("landing", "/old", "2025-06-20", "pageview", 50, 120),
    by("affiliate", "BOB", "2025-06-20", "pageview", 50, 120),
    by("affiliate", "BOB", "2025-06-20", "lead", 10, 10),
    ...funnelRows(OLD, "2025-06-20", [50, 16, 8, 2, 1]),
    ...funnelRows(null, "2025-06-20", [50, 16, 8, 2, 1]),
    ...funnelRows(null, "2025-06-23", [14]),
    // Outside both periods: never counted.
    totals("2025-06-16", "pageview", 999, 999),
    totals("2025-07-01", "pageview", 999, 999),
    totals("2025-07-01", "lead", 999, 999),
    ...funnelRows(null, "2025-07-01", [999, 999, 999]),
  ]);
  await kit.db.insert(orders).values([
    // This period: three real orders (one partly refunded) and a test order that is never revenue.
    {
      ...paidOn("2025-06-29T10:00:00Z"),
      amountTotal: 300_000,
      amountRefunded: 50_000,
      firstTouch: { landing: "/", utmSource: "google", utmMedium: "cpc", utmCampaign: "spring" },
    },
    {
      ...paidOn("2025-06-30T10:00:00Z"),
      amountTotal: 24_700,
      firstTouch: { landing: "/", utmSource: "google", utmMedium: "cpc", utmCampaign: "spring" },
    },
    {
      ...paidOn("2025-06-30T11:00:00Z"),
      amountTotal: 24_700,
      refCode: "ANN123",
      firstTouch: { landing: "/pricing", referrerHost: "partner.example", utmMedium: "referral" },
    },
    {
      ...paidOn("2025-06-30T12:00:00Z"),
      amountTotal: 224_700,
      testMode: true,
      firstTouch: { landing: "/", utmSource: "google" },
    },
    // The previous period.
    {
      ...paidOn("2025-06-22T10:00:00Z"),
      amountTotal: 24_700,
      refCode: "BOB",
      firstTouch: { landing: "/old", utmSource: "bing", utmCampaign: "winter" },
    },
    // Outside both.
    { ...paidOn("2025-07-01T00:00:00Z"), amountTotal: 99_900 },
  ]);
}, 60_000);

afterAll(async () => {
  await kit?.close();
});

describe("the range in the query string", () => {
  it("reads presets on the UTC day, custom ranges, and the previous period of the same length", () => {
    const range = (qs: string) => {
      const p = parseAnalyticsQuery(new URLSearchParams(qs), NOW);
      if (!p.ok) throw new Error(p.message);
      return p.query.range;
    };
    expect(range("")).toMatchObject({
      preset: "30d",
      from: "2025-06-01",
      to: "2025-06-30",
      days: 30,
      prevFrom: "2025-05-02",
      prevTo: "2025-05-31",
    });
    expect(range("range=7d")).toMatchObject({
      from: "2025-06-24",
      to: "2025-06-30",
      days: 7,
      prevFrom: "2025-06-17",
      prevTo: "2025-06-23",
    });
    expect(range("range=90d")).toMatchObject({ from: "2025-04-02", to: "2025-06-30", days: 90 });
    expect(range("range=month")).toMatchObject({ from: "2025-06-01", to: "2025-06-30", days: 30 });
    expect(range("range=last-month")).toMatchObject({
      from: "2025-05-01",
      to: "2025-05-31",
      days: 31,
      prevFrom: "2025-03-31",
      prevTo: "2025-04-30",
    });
    // A preset ignores stale dates from the custom fields.
    expect(range("range=7d&from=2020-01-01&to=2020-01-02")).toMatchObject({ preset: "7d", from: "2025-06-24" });
    expect(range("from=2024-02-28&to=2024-03-01")).toMatchObject({
      preset: "custom",
      days: 3,
      prevFrom: "2024-02-25",
      prevTo: "2024-02-27",
    });
    expect(range("range=custom&from=2025-06-10&to=2025-06-10")).toMatchObject({
      days: 1,
      prevFrom: "2025-06-09",
      prevTo: "2025-06-09",
    });
  });

  it("reads the funnel's filters, (none) meaning the empty value", () => {
    const p = parseAnalyticsQuery(
      new URLSearchParams("range=7d&source=(none)&campaign=spring&landing=&affiliate=ANN123"),
      NOW,
    );
    expect(p.ok && p.query.filters).toEqual({ source: "", campaign: "spring", affiliate: "ANN123" });
  });

  it("refuses bad dates and ranges with a clear message", () => {
    const message = (qs: string) => {
      const p = parseAnalyticsQuery(new URLSearchParams(qs), NOW);
      return p.ok ? null : p.message;
    };
    expect(message("from=2025-02-30&to=2025-03-01")).toBe(
      "Dates must be real days written YYYY-MM-DD, from 2000-01-01 on.",
    );
    expect(message("from=30/06/2025&to=2025-07-01")).toBe(
      "Dates must be real days written YYYY-MM-DD, from 2000-01-01 on.",
    );
    expect(message("from=1999-12-31&to=2000-01-02")).toBe(
      "Dates must be real days written YYYY-MM-DD, from 2000-01-01 on.",
    );
    expect(message("from=2025-07-01&to=2025-06-01")).toBe("The start date must be on or before the end date.");
    expect(message("from=2020-01-01&to=2025-06-01")).toBe("A range can cover at most 731 days.");
    expect(message("range=custom&from=2025-06-01")).toBe(
      "A custom range needs both a start and an end date (YYYY-MM-DD).",
    );
    expect(message("range=yesterday")).toBe("Unknown range. Use 7d, 30d, 90d, month, last-month or custom.");
    expect(message(`range=7d&source=${"x".repeat(301)}`)).toBe("A filter value can be at most 300 characters.");
  });
});

describe("the numbers", () => {
  it("totals this period against the previous one, with changes and conversion rates; money from the orders, test ones apart", async () => {
    const metrics = await summary(kit.db, query().range);
    const byKey = Object.fromEntries(metrics.map((m) => [m.key, m]));
    expect(metrics.map((m) => [m.label, m.current, m.previous])).toEqual([
      ["Visitors", 80, 64],
      ["Page views", 240, 200],
      ["Leads", 8, 10],
      ["Sign-ups", 2, 0],
      ["Checkouts started", 4, 2],
      ["Paid orders", 3, 1],
      // $3,000 − $500 refunded + $247 + $247; the $2,247 test order is not revenue.
      ["Revenue", 299_400, 24_700],
      ["Visitor → lead", 0.1, 0.15625],
      ["Visitor → paid", 0.0375, 0.015625],
    ]);
    const shown = Object.fromEntries(metrics.map((m) => [m.key, formatChange(m.change, m.current).text]));
    expect(shown).toEqual({
      visitors: "+25%",
      pageviews: "+20%",
      leads: "−20%",
      signups: "New",
      checkouts: "+100%",
      paid: "+200%",
      revenue: "+1112%",
      leadRate: "−36%",
      paidRate: "+140%",
    });
    expect(formatRate(byKey.leadRate.current)).toBe("10%");
    expect(formatRate(byKey.paidRate.previous)).toBe("1.6%");
    expect(formatChange(null, 0)).toEqual({ text: "—", direction: "none" });
    expect(formatChange(0.004, 5)).toEqual({ text: "0%", direction: "same" });
  });

  it("the funnel: visitors per step and step rates, unfiltered from its totals, filtered from its first-touch rows", async () => {
    const steps = async (filters: AnalyticsQuery["filters"]) =>
      (await funnel(kit.db, query().range, filters)).map((s) => [s.label, s.count, s.rate]);
    expect(await steps({})).toEqual([
      ["Visit", 80, null],
      ["CTA click", 15, 0.1875],
      ["Lead or sign-up", 7, 7 / 15],
      ["Checkout started", 4, 4 / 7],
      ["Paid", 2, 0.5],
    ]);
    expect(await steps({ source: "google" })).toEqual([
      ["Visit", 40, null],
      ["CTA click", 10, 0.25],
      ["Lead or sign-up", 3, 0.3],
      ["Checkout started", 2, 2 / 3],
      ["Paid", 1, 0.5],
    ]);
    expect(await steps({ affiliate: "ANN123", landing: "/pricing" })).toEqual([
      ["Visit", 20, null],
      ["CTA click", 5, 0.25],
      ["Lead or sign-up", 4, 0.8],
      ["Checkout started", 2, 0.5],
      ["Paid", 1, 0.5],
    ]);
    // Direct: no source at all.
    expect(await steps({ source: "" })).toEqual([
      ["Visit", 20, null],
      ["CTA click", 0, 0],
      ["Lead or sign-up", 0, 0],
      ["Checkout started", 0, 0],
      ["Paid", 0, 0],
    ]);
    expect(await steps({ campaign: "winter" })).toEqual([
      ["Visit", 0, null],
      ["CTA click", 0, 0],
      ["Lead or sign-up", 0, 0],
      ["Checkout started", 0, 0],
      ["Paid", 0, 0],
    ]);
  });

  it("offers the range's own values in the funnel's selects, busiest first", async () => {
    expect(await filterOptions(kit.db, query().range)).toEqual({
      landing: ["/", "/pricing"],
      source: ["google", "", "partner.example"],
      campaign: ["", "spring"],
      affiliate: ["", "ANN123"],
    });
  });

  it("top pages: views and visitors per page, leads and revenue by first touch", async () => {
    expect(await topPages(kit.db, query().range)).toEqual([
      { path: "/", views: 160, visitors: 80, leads: 5, paid: 2, revenueCents: 274_700 },
      { path: "/pricing", views: 80, visitors: 35, leads: 3, paid: 1, revenueCents: 24_700 },
    ]);
  });

  it("sources, campaigns and affiliates (no ref code left out)", async () => {
    const range = query().range;
    expect(await topSources(kit.db, range)).toEqual([
      { source: "google", visits: 40, leads: 3, paid: 2, revenueCents: 274_700 },
      { source: "partner.example", visits: 20, leads: 3, paid: 1, revenueCents: 24_700 },
      { source: "", visits: 20, leads: 2, paid: 0, revenueCents: 0 },
    ]);
    expect(await topCampaigns(kit.db, range)).toEqual([
      { campaign: "spring", visits: 40, leads: 3, paid: 2, revenueCents: 274_700 },
      { campaign: "", visits: 40, leads: 5, paid: 1, revenueCents: 24_700 },
    ]);
    expect(await affiliateStats(kit.db, range)).toEqual([
      { affiliate: "ANN123", visits: 20, leads: 3, paid: 1, revenueCents: 24_700 },
    ]);
    expect(await affiliateStats(kit.db, query("2025-06-17", "2025-06-23").range)).toEqual([
      { affiliate: "BOB", visits: 50, leads: 10, paid: 1, revenueCents: 24_700 },
    ]);
  });

  it("real-user speed: sample-weighted p75 per page with Google's ratings", async () => {
    expect(await vitals(kit.db, query().range)).toEqual([
      {
        path: "*",
        lcp: 2250,
        inp: 175,
        cls: 0.075,
        ttfb: 600,
        samples: 40,
        ratings: { lcp: "good", inp: "good", cls: "good", ttfb: "good" },
      },
      {
        path: "/",
        lcp: 2500,
        inp: 225,
        cls: 0.175,
        ttfb: 700,
        samples: 40,
        ratings: { lcp: "good", inp: "needs-improvement", cls: "needs-improvement", ttfb: "good" },
      },
      {
        path: "/pricing",
        lcp: 2750,
        inp: 600,
        cls: 0.3,
        ttfb: 2000,
        samples: 10,
        ratings: { lcp: "needs-improvement", inp: "poor", cls: "poor", ttfb: "poor" },
      },
    ]);
    expect([rateVital("lcp", 4000), rateVital("lcp", 4001), rateVital("inp", 200), rateVital("inp", 501)]).toEqual([
      "needs-improvement",
      "poor",
      "good",
      "poor",
    ]);
    expect([rateVital("cls", 0.1), rateVital("cls", 0.25), rateVital("cls", 0.26), rateVital("cls", null)]).toEqual([
      "good",
      "needs-improvement",
      "poor",
      null,
    ]);
  });

  it("visitors and leads per day, every day of the range", async () => {
    expect(await daily(kit.db, query().range)).toEqual({
      days: ["2025-06-24", "2025-06-25", "2025-06-26", "2025-06-27", "2025-06-28", "2025-06-29", "2025-06-30"],
      visitors: [0, 0, 0, 0, 0, 40, 40],
      leads: [0, 0, 0, 0, 0, 3, 5],
    });
  });

  it("CSV tables: the header and the rows", async () => {
    const q = query();
    expect(await csvTable(kit.db, q, "pages")).toEqual({
      header: ["Page", "Views", "Visitors", "Leads (first touch)", "Paid (first touch)", "Revenue (first touch, USD)"],
      rows: [
        ["/", 160, 80, 5, 2, "2747.00"],
        ["/pricing", 80, 35, 3, 1, "247.00"],
      ],
    });
    expect((await csvTable(kit.db, q, "summary")).rows).toEqual([
      ["Visitors", 80, 64, 0.25],
      ["Page views", 240, 200, 0.2],
      ["Leads", 8, 10, -0.2],
      ["Sign-ups", 2, 0, ""],
      ["Checkouts started", 4, 2, 1],
      ["Paid orders", 3, 1, 2],
      ["Revenue", "2994.00", "247.00", 11.1215],
      ["Visitor → lead", "0.1000", "0.1563", -0.36],
      ["Visitor → paid", "0.0375", "0.0156", 1.4],
    ]);
    expect((await csvTable(kit.db, { ...q, filters: { source: "google" } }, "funnel")).rows).toEqual([
      ["Visit", 40, ""],
      ["CTA click", 10, 0.25],
      ["Lead or sign-up", 3, 0.3],
      ["Checkout started", 2, 0.6667],
      ["Paid", 1, 0.5],
    ]);
    expect((await csvTable(kit.db, q, "vitals")).rows[2]).toEqual([
      "/pricing",
      2750,
      "Needs improvement",
      600,
      "Poor",
      0.3,
      "Poor",
      2000,
      "Poor",
      10,
    ]);
  });
});

describe("the routes", () => {
  const status400 = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (err) {
      return { status: thrownStatus(err), message: (err as { data?: unknown }).data };
    }
    return null;
  };

  it("the page's loader: everything for the range, and an empty state for a range without data", async () => {
    const ctx = { context: kit.context(), params: {} };
    const d = (await pageLoader({
      request: kit.request("admin", "/admin/analytics?from=2025-06-24&to=2025-06-30&source=google"),
      ...ctx,
    } as never)) as Awaited<ReturnType<typeof pageLoader>>;
    expect(d.hasData).toBe(true);
    if (!d.hasData) return;
    expect(d.query.range).toMatchObject({
      from: "2025-06-24",
      to: "2025-06-30",
      prevFrom: "2025-06-17",
      prevTo: "2025-06-23",
    });
    expect(d.summary.find((m) => m.key === "visitors")).toMatchObject({ current: 80, previous: 64, change: 0.25 });
    expect(d.funnel.map((s) => s.count)).toEqual([40, 10, 3, 2, 1]);
    expect(d.money).toEqual({
      live: { orders: 3, refunded: 0, grossCents: 349_400, refundedCents: 50_000, netCents: 299_400 },
      test: { orders: 1, refunded: 0, grossCents: 224_700, refundedCents: 0, netCents: 224_700 },
    });
    expect(d.pages.map((p) => p.path)).toEqual(["/", "/pricing"]);
    const empty = await pageLoader({
      request: kit.request("admin", "/admin/analytics?from=2001-01-01&to=2001-01-31"),
      ...ctx,
    } as never);
    expect(empty.hasData).toBe(false);
    expect(empty.summary.every((m) => m.current === 0 && m.previous === 0)).toBe(true);
  });

  it("answers 400 with the reason for a bad range or table, never 500", async () => {
    const ctx = { context: kit.context(), params: {} };
    expect(
      await status400(() =>
        pageLoader({
          request: kit.request("admin", "/admin/analytics?from=2025-02-30&to=2025-03-01"),
          ...ctx,
        } as never),
      ),
    ).toEqual({
      status: 400,
      message: "Dates must be real days written YYYY-MM-DD, from 2000-01-01 on.",
    });
    expect(
      await status400(() =>
        pageLoader({
          request: kit.request("admin", "/admin/analytics?from=2025-07-01&to=2025-06-01"),
          ...ctx,
        } as never),
      ),
    ).toEqual({
      status: 400,
      message: "The start date must be on or before the end date.",
    });
    expect(
      await status400(() =>
        exportLoader({
          request: kit.request("admin", "/admin/analytics/export?table=pages&from=x&to=y"),
          ...ctx,
        } as never),
      ),
    ).toEqual({
      status: 400,
      message: "Dates must be real days written YYYY-MM-DD, from 2000-01-01 on.",
    });
    expect(
      await status400(() =>
        exportLoader({
          request: kit.request("admin", "/admin/analytics/export?table=secrets&range=7d"),
          ...ctx,
        } as never),
      ),
    ).toEqual({
      status: 400,
      message: "Unknown table. Use summary, funnel, pages, sources, campaigns, affiliates, vitals or daily.",
    });
    // Nobody but the admin learns any of this, bad range or not.
    expect(
      await statusOf(() =>
        exportLoader({ request: kit.request("member", "/admin/analytics/export?table=pages&from=x"), ...ctx } as never),
      ),
    ).toBe(404);
    expect(
      await statusOf(() =>
        pageLoader({ request: kit.request("anonymous", "/admin/analytics?from=x"), ...ctx } as never),
      ),
    ).toBe(404);
  });

  it("exports a table as CSV named after its range, logged as an admin action", async () => {
    const res = (await exportLoader({
      request: kit.request("admin", "/admin/analytics/export?table=sources&from=2025-06-24&to=2025-06-30"),
      context: kit.context(),
      params: {},
    } as never)) as Response;
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8; header=present");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="analytics-sources-2025-06-24-to-2025-06-30.csv"',
    );
    expect(parseCsv(await res.text())).toEqual([
      ["Source", "Visits", "Leads", "Paid", "Revenue (USD)"],
      ["google", "40", "3", "2", "2747.00"],
      ["partner.example", "20", "3", "1", "247.00"],
      ["", "20", "2", "0", "0.00"],
    ]);
    const logged = kit.logLines.filter((l) => l.msg === "admin action" && l.action === "analytics.export");
    expect(logged.at(-1)).toMatchObject({ adminId: kit.owner.id, target: "analytics:sources" });
  });
});
