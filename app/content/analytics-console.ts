/**
 * Copy of the console's analytics page (/admin/analytics, issue 20). Operational wording: what
 * each number is, where it comes from, and how far behind it may be.
 */

export const rangePresets = [
  { key: "7d", label: "Last 7 days" },
  { key: "30d", label: "Last 30 days" },
  { key: "90d", label: "Last 90 days" },
  { key: "month", label: "This month" },
  { key: "last-month", label: "Last month" },
] as const;
export type RangePreset = (typeof rangePresets)[number]["key"] | "custom";

/** What a filter value of "" (no source, no campaign, no partner) is called in the selects and tables. */
export const NONE_VALUE = "(none)";

export const analyticsCopy = {
  title: "Analytics",
  description: "What converts: visits, leads and sales by page, source, campaign and partner, and real-user speed.",
  freshness:
    "Updated every hour from the site's own cookieless counts, so the latest hour may not show yet. Days are UTC.",
  refresh: {
    button: "Update now",
    busy: "Updating…",
    done: "Updated: today's and yesterday's totals now include every visit received so far.",
    unknown: "Unknown action. The only action on this page is intent=refresh.",
  },
  range: {
    legend: "Range",
    presetsLabel: "Quick ranges",
    from: "From (UTC)",
    to: "To (UTC)",
    apply: "Show range",
    custom: "Custom range",
    showing: (from: string, to: string, days: number) => `${from} to ${to} (${days} ${days === 1 ? "day" : "days"})`,
    compared: (from: string, to: string) => `compared with ${from} to ${to}`,
  },
  errors: {
    date: "Dates must be real days written YYYY-MM-DD, from 2000-01-01 on.",
    order: "The start date must be on or before the end date.",
    span: "A range can cover at most 731 days.",
    customNeedsDates: "A custom range needs both a start and an end date (YYYY-MM-DD).",
    preset: "Unknown range. Use 7d, 30d, 90d, month, last-month or custom.",
    filter: "A filter value can be at most 300 characters.",
    table: "Unknown table. Use summary, funnel, pages, sources, campaigns, affiliates, vitals or daily.",
  },
  summary: {
    heading: "This period against the one before",
    visitorsNote: "Visitors are daily visitors, summed: someone who comes back on another day counts again.",
    change: {
      up: "up",
      down: "down",
      same: "no change",
      new: "new",
      none: "no data before",
      vs: "on the previous period",
    },
  },
  /** How revenue is counted, and the test orders apart (the overview says the same, decision 112). */
  money: {
    live: (gross: string, refunded: string, orders: number, over = "") =>
      `Revenue${over ? ` ${over}` : ""} is paid minus refunded: ${gross} paid in ${orders} ${orders === 1 ? "order" : "orders"}, ${refunded} refunded.`,
    over: (from: string, to: string) => `over the last 30 days (${from} to ${to})`,
    test: (orders: number, gross: string, refunded: string) =>
      `Test orders (not counted): ${orders}, ${gross} paid, ${refunded} refunded.`,
  },
  metrics: {
    visitors: "Visitors",
    pageviews: "Page views",
    leads: "Leads",
    signups: "Sign-ups",
    checkouts: "Checkouts started",
    paid: "Paid orders",
    revenue: "Revenue",
    leadRate: "Visitor → lead",
    paidRate: "Visitor → paid",
  },
  funnel: {
    heading: "Funnel",
    filtersLabel: "Filter the funnel",
    steps: {
      visit: "Visit",
      cta: "CTA click",
      lead: "Lead or sign-up",
      checkout: "Checkout started",
      paid: "Paid",
    },
    stepRate: "From the step before",
    filters: { landing: "Landing page", source: "Source", campaign: "Campaign", affiliate: "Affiliate code" },
    any: "Any",
    apply: "Filter",
    reset: "Clear filters",
    note: "Each step counts the visitors who reached it and every step before it on the same day (daily visitors, summed over the days), so no step is larger than the one before. Paid means paid for real: test orders are not counted.",
    filteredNote: "Filtered by the visitors' first touch of the day.",
  },
  pages: {
    heading: "Top pages",
    note: "Views and visitors per page. Leads, paid orders and revenue go to the page where the visitor first landed (first touch).",
    cols: {
      path: "Page",
      views: "Views",
      visitors: "Visitors",
      leads: "Leads (first touch)",
      paid: "Paid (first touch)",
      revenue: "Revenue (first touch)",
    },
  },
  sources: {
    heading: "Top sources",
    cols: { source: "Source", visits: "Visits", leads: "Leads", paid: "Paid", revenue: "Revenue" },
    direct: "Direct / none",
  },
  campaigns: {
    heading: "Campaigns",
    cols: { campaign: "Campaign", visits: "Visits", leads: "Leads", paid: "Paid", revenue: "Revenue" },
    none: "No campaign",
  },
  affiliates: {
    heading: "Affiliates",
    cols: { affiliate: "Affiliate code", visits: "Visits sent", leads: "Leads", paid: "Paid", revenue: "Revenue" },
    empty: "No visits came with a partner's ref code in this range.",
  },
  vitals: {
    heading: "Real-user speed",
    note: "The 75th percentile of what visitors' browsers measured, per page: the range's value is the mean of the daily p75s weighted by each day's samples. Thresholds are Google's Core Web Vitals.",
    cols: {
      path: "Page",
      lcp: "LCP (p75)",
      inp: "INP (p75)",
      cls: "CLS (p75)",
      ttfb: "TTFB (p75)",
      samples: "Samples",
    },
    allPages: "All pages",
    empty: "No speed samples in this range.",
    ratings: { good: "Good", "needs-improvement": "Needs improvement", poor: "Poor" },
  },
  chart: {
    heading: "Visitors and leads per day",
    visitors: "Visitors per day",
    leads: "Leads per day",
  },
  empty: {
    heading: "No analytics for this range yet",
    body: "Numbers arrive by themselves: every page of the site sends a cookieless page view (and its speed) when it is seen, forms and checkouts record leads, sign-ups and payments on the server, and once an hour those events are added up into daily totals that this page reads. Check back an hour after the site's first visits, or pick a longer range.",
  },
  showing: (shown: number, total: number) => `Showing the top ${shown} of ${total}; the CSV has them all.`,
  export: "Export CSV",
  /** After "Export CSV", for screen readers: which table. */
  exportOf: (table: string) => `of ${table}`,
} as const;
