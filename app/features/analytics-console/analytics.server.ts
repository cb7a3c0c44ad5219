import { sql, type SQL } from "drizzle-orm";
import { data } from "react-router";
import type { Db } from "#platform/db.server";
import { analyticsCopy } from "~/content/analytics-console";
import { csvStream } from "~/lib/csv";
import {
  daysOf,
  filterKeys,
  parseAnalyticsQuery,
  type AnalyticsQuery,
  type AnalyticsRange,
  type FunnelFilters,
} from "./range";
import { revenue, revenueBy, type Period, type Revenue, type RevenueKey } from "./revenue.server";
import { rateVital, type VitalRating } from "./vitals";

/**
 * The console's analytics (issue 20, decisions 073 and 112). Visits and conversions come from the
 * hourly roll-ups in analytics_daily (decision 070): the all-"*" rows for totals, the per-page rows
 * (path set, the rest "*") for pages and speed, the single-dimension rows (one first-touch
 * dimension set, the rest "*") for anything by first touch, whose `visitors` are exact per day
 * (a visitor on six pages is one visit of its source, never six), and the funnel's rows. Money
 * (paid orders, revenue, test orders apart) comes from the orders themselves, through the one
 * function the overview uses too (revenue.server.ts).
 */

const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? result) as T[];
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/** The query of this request, or a thrown 400 with the reason (never a 500 for a bad link). */
export function analyticsQueryFrom(request: Request, now = new Date()): AnalyticsQuery {
  const parsed = parseAnalyticsQuery(new URL(request.url).searchParams, now);
  if (!parsed.ok)
    throw data(parsed.message, {
      status: 400,
      statusText: "Bad range",
      headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" },
    });
  return parsed.query;
}

const inDays = (from: string, to: string) => sql`day between ${from}::date and ${to}::date`;
const totalsRow = sql`path = '*' and landing = '*' and source = '*' and medium = '*' and campaign = '*' and affiliate = '*'`;
const pageRow = sql`path <> '*' and landing = '*' and source = '*' and medium = '*' and campaign = '*' and affiliate = '*'`;
const DIMENSIONS = ["path", "landing", "source", "medium", "campaign", "affiliate"] as const;
/** The rows by one first-touch dimension: that one set, every other "*". */
const singleRow = (dim: (typeof DIMENSIONS)[number]) =>
  sql.join(
    DIMENSIONS.map((d) => (d === dim ? sql`${sql.identifier(d)} <> '*'` : sql`${sql.identifier(d)} = '*'`)),
    sql` and `,
  );
/** The funnel's per-visitor rows: every first-touch dimension set, no page. */
const funnelDetailRow = sql`path = '*' and landing <> '*' and source <> '*' and medium <> '*' and campaign <> '*' and affiliate <> '*'`;
const funnelNames = sql`name in ('funnel_visit', 'funnel_cta', 'funnel_lead', 'funnel_checkout', 'funnel_paid')`;
const period = (range: AnalyticsRange, previous = false): Period =>
  previous ? { from: range.prevFrom, to: range.prevTo } : { from: range.from, to: range.to };

function filterSql(filters: FunnelFilters): SQL {
  const parts = filterKeys
    .filter((k) => filters[k] !== undefined)
    .map((k) => sql`${sql.identifier(k)} = ${filters[k]!}`);
  return parts.length ? sql.join([sql``, ...parts], sql` and `) : sql``;
}

type Sums = Record<string, { visitors: number; events: number; cents: number }>;

async function sumsByName(db: Db, from: string, to: string, where: SQL): Promise<Sums> {
  const rows = rowsOf<{ name: string; visitors: unknown; events: unknown; cents: unknown }>(
    await db.execute(sql`
      select name, sum(visitors) as visitors, sum(events) as events, sum(value_cents) as cents
      from analytics_daily where ${inDays(from, to)} and ${where}
      group by name`),
  );
  const out: Sums = {};
  for (const r of rows) out[r.name] = { visitors: num(r.visitors), events: num(r.events), cents: num(r.cents) };
  return out;
}

const pick = (s: Sums, name: string) => s[name] ?? { visitors: 0, events: 0, cents: 0 };

export type MetricKey = keyof typeof analyticsCopy.metrics;
export type Metric = {
  key: MetricKey;
  label: string;
  kind: "count" | "cents" | "rate";
  current: number;
  previous: number;
  /** (current − previous) / previous; null when there was nothing before. */
  change: number | null;
};

/** Visits and conversions from the roll-ups; paid orders and revenue from the orders (test orders apart). */
function metricsOf(s: Sums, money: Revenue) {
  const visitors = pick(s, "pageview").visitors;
  const leads = pick(s, "lead").events;
  const paid = money.live.orders;
  return {
    visitors,
    pageviews: pick(s, "pageview").events,
    leads,
    signups: pick(s, "signup").events,
    checkouts: pick(s, "checkout").events,
    paid,
    revenue: money.live.netCents,
    leadRate: visitors ? leads / visitors : 0,
    paidRate: visitors ? paid / visitors : 0,
  } satisfies Record<MetricKey, number>;
}

export const changeOf = (current: number, previous: number) => (previous ? (current - previous) / previous : null);

export async function summary(db: Db, range: AnalyticsRange, money?: Revenue): Promise<Metric[]> {
  const [cur, prev, curMoney, prevMoney] = await Promise.all([
    sumsByName(db, range.from, range.to, totalsRow),
    sumsByName(db, range.prevFrom, range.prevTo, totalsRow),
    money ?? revenue(db, period(range)),
    revenue(db, period(range, true)),
  ]);
  const a = metricsOf(cur, curMoney);
  const b = metricsOf(prev, prevMoney);
  return (Object.keys(analyticsCopy.metrics) as MetricKey[]).map((key) => ({
    key,
    label: analyticsCopy.metrics[key],
    kind: key === "revenue" ? "cents" : key.endsWith("Rate") ? "rate" : "count",
    current: a[key],
    previous: b[key],
    change: changeOf(a[key], b[key]),
  }));
}

export type FunnelStep = {
  key: keyof typeof analyticsCopy.funnel.steps;
  label: string;
  count: number;
  rate: number | null;
};

/**
 * visit → CTA click → lead or sign-up → checkout started → paid, each step the visitors (daily
 * visitors, summed over the days) who reached it and every step before it, so a step is never
 * larger than the one before (as Plausible's funnels). Unfiltered from the funnel's totals rows;
 * with a filter, from its per-visitor rows that match it, summed (each visitor-day is in one).
 */
export async function funnel(db: Db, range: AnalyticsRange, filters: FunnelFilters): Promise<FunnelStep[]> {
  const filtered = filterKeys.some((k) => filters[k] !== undefined);
  const s = await sumsByName(
    db,
    range.from,
    range.to,
    sql`${funnelNames} and ${filtered ? sql`${funnelDetailRow}${filterSql(filters)}` : totalsRow}`,
  );
  const counts = {
    visit: pick(s, "funnel_visit").visitors,
    cta: pick(s, "funnel_cta").visitors,
    lead: pick(s, "funnel_lead").visitors,
    checkout: pick(s, "funnel_checkout").visitors,
    paid: pick(s, "funnel_paid").visitors,
  };
  const steps = analyticsCopy.funnel.steps;
  let before: number | null = null;
  return (Object.keys(steps) as FunnelStep["key"][]).map((key) => {
    const count = counts[key];
    const rate = before === null ? null : before ? count / before : 0;
    before = count;
    return { key, label: steps[key], count, rate };
  });
}

/** The values the funnel's selects offer: the first touches of the range's visitors, busiest first. */
export async function filterOptions(db: Db, range: AnalyticsRange) {
  const out = {} as Record<(typeof filterKeys)[number], string[]>;
  for (const k of filterKeys) {
    const rows = rowsOf<{ v: string }>(
      await db.execute(sql`
        select ${sql.identifier(k)} as v from analytics_daily
        where ${inDays(range.from, range.to)} and name = 'funnel_visit' and ${funnelDetailRow}
        group by 1 order by sum(visitors) desc, 1 limit 200`),
    );
    out[k] = rows.map((r) => String(r.v));
  }
  return out;
}

export type Attributed = { visits: number; leads: number; paid: number; revenueCents: number };
export type PageRow = {
  path: string;
  views: number;
  visitors: number;
  leads: number;
  paid: number;
  revenueCents: number;
};

/**
 * By one first-touch dimension: visits (the visitors of that value, exact per day, summed over the
 * days), leads (lead events), and paid orders and revenue from the orders' own first touch.
 */
async function byDimension(
  db: Db,
  range: AnalyticsRange,
  dim: "landing" | "source" | "campaign" | "affiliate",
  where: SQL = sql``,
): Promise<(Attributed & { key: string })[]> {
  const [rows, money] = await Promise.all([
    db.execute(sql`
      select ${sql.identifier(dim)} as key,
        sum(case when name = 'pageview' then visitors else 0 end) as visits,
        sum(case when name = 'lead' then events else 0 end) as leads
      from analytics_daily
      where ${inDays(range.from, range.to)} and ${singleRow(dim)} and name in ('pageview', 'lead')${where}
      group by 1`),
    revenueBy(db, period(range), dim satisfies RevenueKey),
  ]);
  const out = new Map<string, Attributed & { key: string }>();
  const get = (key: string) => {
    let row = out.get(key);
    if (!row) out.set(key, (row = { key, visits: 0, leads: 0, paid: 0, revenueCents: 0 }));
    return row;
  };
  for (const r of rowsOf<Record<string, unknown>>(rows)) {
    const row = get(String(r.key));
    row.visits = num(r.visits);
    row.leads = num(r.leads);
  }
  for (const [key, m] of money) {
    if (dim === "affiliate" && key === "") continue;
    const row = get(key);
    row.paid = m.orders;
    row.revenueCents = m.netCents;
  }
  return [...out.values()]
    .filter((r) => r.visits || r.leads || r.paid || r.revenueCents)
    .sort(
      (a, b) =>
        b.visits - a.visits || b.revenueCents - a.revenueCents || b.leads - a.leads || a.key.localeCompare(b.key),
    );
}

/** Views and visitors from the per-page rows; leads, paid orders and revenue by first touch (landing). */
export async function topPages(db: Db, range: AnalyticsRange): Promise<PageRow[]> {
  const [views, firstTouch] = await Promise.all([
    db.execute(sql`
      select path, sum(events) as views, sum(visitors) as visitors from analytics_daily
      where ${inDays(range.from, range.to)} and ${pageRow} and name = 'pageview'
      group by path`),
    byDimension(db, range, "landing"),
  ]);
  const pages = new Map<string, PageRow>();
  const get = (path: string) => {
    let row = pages.get(path);
    if (!row) pages.set(path, (row = { path, views: 0, visitors: 0, leads: 0, paid: 0, revenueCents: 0 }));
    return row;
  };
  for (const r of rowsOf<{ path: string; views: unknown; visitors: unknown }>(views)) {
    const row = get(String(r.path));
    row.views = num(r.views);
    row.visitors = num(r.visitors);
  }
  for (const t of firstTouch) {
    if (!t.key || (!t.leads && !t.paid)) continue;
    const row = get(t.key);
    row.leads = t.leads;
    row.paid = t.paid;
    row.revenueCents = t.revenueCents;
  }
  return [...pages.values()].sort(
    (a, b) => b.views - a.views || b.revenueCents - a.revenueCents || b.leads - a.leads || a.path.localeCompare(b.path),
  );
}

export type SourceRow = Attributed & { source: string };
export type CampaignRow = Attributed & { campaign: string };
export type AffiliateRow = Attributed & { affiliate: string };

export async function topSources(db: Db, range: AnalyticsRange): Promise<SourceRow[]> {
  return (await byDimension(db, range, "source")).map(({ key, ...r }) => ({ source: key, ...r }));
}

export async function topCampaigns(db: Db, range: AnalyticsRange): Promise<CampaignRow[]> {
  return (await byDimension(db, range, "campaign")).map(({ key, ...r }) => ({ campaign: key, ...r }));
}

/** Partners' ref codes; visits without one ("") are not a partner's. */
export async function affiliateStats(db: Db, range: AnalyticsRange): Promise<AffiliateRow[]> {
  return (await byDimension(db, range, "affiliate", sql` and affiliate <> ''`)).map(({ key, ...r }) => ({
    affiliate: key,
    ...r,
  }));
}

export type VitalsRow = {
  /** The page, or "*" for all pages. */
  path: string;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  ttfb: number | null;
  samples: number;
  ratings: { lcp: VitalRating | null; inp: VitalRating | null; cls: VitalRating | null; ttfb: VitalRating | null };
};

/** p75 per page over the range: the mean of the daily p75s weighted by each day's samples. */
export async function vitals(db: Db, range: AnalyticsRange): Promise<VitalsRow[]> {
  const weighted = (col: string) =>
    sql`sum(${sql.identifier(col)} * samples) filter (where ${sql.identifier(col)} is not null) / nullif(sum(samples) filter (where ${sql.identifier(col)} is not null), 0)`;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select path, ${weighted("lcp_p75")} as lcp, ${weighted("inp_p75")} as inp, ${weighted("cls_p75")} as cls,
        ${weighted("ttfb_p75")} as ttfb, sum(samples) as samples
      from analytics_daily
      where ${inDays(range.from, range.to)} and name = 'vitals' and landing = '*' and source = '*' and medium = '*'
        and campaign = '*' and affiliate = '*'
      group by path having sum(samples) > 0`),
  );
  const value = (v: unknown, digits: number) =>
    v === null || v === undefined ? null : Number(Number(v).toFixed(digits));
  return rows
    .map((r) => {
      const lcp = value(r.lcp, 0);
      const inp = value(r.inp, 0);
      const cls = value(r.cls, 3);
      const ttfb = value(r.ttfb, 0);
      return {
        path: String(r.path),
        lcp,
        inp,
        cls,
        ttfb,
        samples: num(r.samples),
        ratings: {
          lcp: rateVital("lcp", lcp),
          inp: rateVital("inp", inp),
          cls: rateVital("cls", cls),
          ttfb: rateVital("ttfb", ttfb),
        },
      };
    })
    .sort((a, b) => (a.path === "*" ? -1 : b.path === "*" ? 1 : b.samples - a.samples || a.path.localeCompare(b.path)));
}

export type Daily = { days: string[]; visitors: number[]; leads: number[] };

export async function daily(db: Db, range: AnalyticsRange): Promise<Daily> {
  const days = daysOf(range.from, range.to);
  const rows = rowsOf<{ day: unknown; name: string; visitors: unknown; events: unknown }>(
    await db.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as day, name, sum(visitors) as visitors, sum(events) as events
      from analytics_daily
      where ${inDays(range.from, range.to)} and ${totalsRow} and name in ('pageview', 'lead')
      group by 1, 2`),
  );
  const index = new Map(days.map((d, i) => [d, i]));
  const visitors = Array<number>(days.length).fill(0);
  const leads = Array<number>(days.length).fill(0);
  for (const r of rows) {
    const i = index.get(String(r.day));
    if (i === undefined) continue;
    if (r.name === "pageview") visitors[i] = num(r.visitors);
    else leads[i] = num(r.events);
  }
  return { days, visitors, leads };
}

/** Whether the range holds anything at all (else the page shows how data arrives). */
export async function hasData(db: Db, range: AnalyticsRange) {
  const rows = rowsOf(
    await db.execute(sql`select 1 from analytics_daily where ${inDays(range.from, range.to)} limit 1`),
  );
  return rows.length > 0;
}

export async function loadAnalytics(db: Db, query: AnalyticsQuery) {
  const { range, filters } = query;
  const [rolledUp, money] = await Promise.all([hasData(db, range), revenue(db, period(range))]);
  const metrics = await summary(db, range, money);
  const any = rolledUp || money.live.orders > 0 || money.test.orders > 0;
  if (!any) return { query, hasData: false as const, summary: metrics, money };
  const [funnelSteps, options, pages, sources, campaigns, affiliates, speed, chart] = await Promise.all([
    funnel(db, range, filters),
    filterOptions(db, range),
    topPages(db, range),
    topSources(db, range),
    topCampaigns(db, range),
    affiliateStats(db, range),
    vitals(db, range),
    daily(db, range),
  ]);
  return {
    query,
    hasData: true as const,
    summary: metrics,
    money,
    funnel: funnelSteps,
    options,
    pages,
    sources,
    campaigns,
    affiliates,
    vitals: speed,
    daily: chart,
  };
}

// --- CSV ---------------------------------------------------------------------------------------

export const csvTables = [
  "summary",
  "funnel",
  "pages",
  "sources",
  "campaigns",
  "affiliates",
  "vitals",
  "daily",
] as const;
export type CsvTable = (typeof csvTables)[number];

const dollars = (cents: number) => (cents / 100).toFixed(2);
/** The three columns every first-touch table ends with (as outcomeColumns on the page). */
const outcomeCells = (r: { leads: number; paid: number; revenueCents: number }) => [r.leads, r.paid, dollars(r.revenueCents)];
// Numbers, not text: a negative change must not be taken for a formula (csv.ts quotes those).
const ratio = (f: number | null) => (f === null ? "" : Number(f.toFixed(4)));

/** Header and rows of one of the page's tables, as the CSV export writes them (raw numbers, dollars with cents). */
export async function csvTable(
  db: Db,
  query: AnalyticsQuery,
  table: CsvTable,
): Promise<{ header: string[]; rows: unknown[][] }> {
  const { range, filters } = query;
  switch (table) {
    case "summary": {
      const metrics = await summary(db, range);
      const cell = (m: Metric, v: number) => (m.kind === "cents" ? dollars(v) : m.kind === "rate" ? v.toFixed(4) : v);
      return {
        header: ["Metric", "This period", "Previous period", "Change"],
        rows: metrics.map((m) => [m.label, cell(m, m.current), cell(m, m.previous), ratio(m.change)]),
      };
    }
    case "funnel":
      return {
        header: ["Step", "Count", "Rate from the step before"],
        rows: (await funnel(db, range, filters)).map((s) => [s.label, s.count, ratio(s.rate)]),
      };
    case "pages":
      return {
        header: [
          "Page",
          "Views",
          "Visitors",
          "Leads (first touch)",
          "Paid (first touch)",
          "Revenue (first touch, USD)",
        ],
        rows: (await topPages(db, range)).map((p) => [p.path, p.views, p.visitors, ...outcomeCells(p)]),
      };
    case "sources":
      return {
        header: ["Source", "Visits", "Leads", "Paid", "Revenue (USD)"],
        rows: (await topSources(db, range)).map((s) => [s.source, s.visits, ...outcomeCells(s)]),
      };
    case "campaigns":
      return {
        header: ["Campaign", "Visits", "Leads", "Paid", "Revenue (USD)"],
        rows: (await topCampaigns(db, range)).map((s) => [s.campaign, s.visits, ...outcomeCells(s)]),
      };
    case "affiliates":
      return {
        header: ["Affiliate code", "Visits sent", "Leads", "Paid", "Revenue (USD)"],
        rows: (await affiliateStats(db, range)).map((s) => [s.affiliate, s.visits, ...outcomeCells(s)]),
      };
    case "vitals":
      return {
        header: [
          "Page",
          "LCP p75 (ms)",
          "LCP rating",
          "INP p75 (ms)",
          "INP rating",
          "CLS p75",
          "CLS rating",
          "TTFB p75 (ms)",
          "TTFB rating",
          "Samples",
        ],
        rows: (await vitals(db, range)).map((v) => [
          v.path === "*" ? analyticsCopy.vitals.allPages : v.path,
          v.lcp,
          ratingLabel(v.ratings.lcp),
          v.inp,
          ratingLabel(v.ratings.inp),
          v.cls,
          ratingLabel(v.ratings.cls),
          v.ttfb,
          ratingLabel(v.ratings.ttfb),
          v.samples,
        ]),
      };
    case "daily": {
      const d = await daily(db, range);
      return { header: ["Day", "Visitors", "Leads"], rows: d.days.map((day, i) => [day, d.visitors[i], d.leads[i]]) };
    }
  }
}

const ratingLabel = (r: VitalRating | null) => (r ? analyticsCopy.vitals.ratings[r] : "");

export function csvTableFrom(params: URLSearchParams): CsvTable | null {
  const t = params.get("table");
  return (csvTables as readonly string[]).includes(t ?? "") ? (t as CsvTable) : null;
}

export function csvFilename(query: AnalyticsQuery, table: CsvTable) {
  return `analytics-${table}-${query.range.from}-to-${query.range.to}.csv`;
}

/** The CSV body: the header row, then every row in one batch (the tables are aggregates, never long). */
export async function analyticsCsv(db: Db, query: AnalyticsQuery, table: CsvTable) {
  const { header, rows } = await csvTable(db, query, table);
  let sent = false;
  return csvStream(header, async () => {
    if (sent) return null;
    sent = true;
    return rows;
  });
}
