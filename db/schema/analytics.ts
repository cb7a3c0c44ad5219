import { bigint, date, index, integer, pgTable, primaryKey, real, text, timestamp } from "drizzle-orm/pg-core";

/**
 * First-party, cookieless analytics (issue 20). Raw events for a short while, daily roll-ups for
 * two years, and the day's salt for counting visitors without storing who they are.
 */

/** Events the browser's beacon may send. */
export const beaconEventNames = ["pageview", "cta", "form_start", "vitals"] as const;
/** Conversions the server records when they happen. */
export const serverEventNames = ["lead", "signup", "checkout", "paid", "booking"] as const;
export const analyticsEventNames = [...beaconEventNames, ...serverEventNames] as const;
export type AnalyticsEventName = (typeof analyticsEventNames)[number];
/**
 * The funnel's roll-up rows (decision 107): per step, the visitors of the day who reached it and
 * every step before it. Not events: only `analytics_daily` holds them.
 */
export const funnelRowNames = ["funnel_visit", "funnel_cta", "funnel_lead", "funnel_checkout", "funnel_paid"] as const;
export type FunnelRowName = (typeof funnelRowNames)[number];

/**
 * Where a visit came from, taken on its first page and carried with it (sessionStorage, sent with
 * the forms): the landing path, the referrer's host, the UTM parameters and a partner's ref code.
 */
export type FirstTouch = {
  landing: string;
  referrerHost?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  ref?: string;
};

/** Raw events, kept ANALYTICS_RAW_DAYS (30) days. No address, user agent or cookie is stored. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The UTC day of `at`: the salt's day and the roll-up's key. */
    day: date("day").notNull(),
    name: text("name").$type<AnalyticsEventName>().notNull(),
    /** The page's path (no query string). */
    path: text("path").notNull(),
    /** hash(day's salt, address, user agent, site), hex: one visitor for one day, never stored in the clear. */
    visitor: text("visitor").notNull(),
    /** First touch: utm_source, else the referrer's host, else "" (direct). */
    source: text("source").notNull().default(""),
    medium: text("medium").notNull().default(""),
    campaign: text("campaign").notNull().default(""),
    landing: text("landing").notNull().default(""),
    /** The partner's ref code of the first touch, "" when none. */
    affiliate: text("affiliate").notNull().default(""),
    /** The CTA's label, the form's id, the lead's type or the order's item. */
    label: text("label").notNull().default(""),
    /** Revenue in cents ("paid" only). */
    valueCents: integer("value_cents").notNull().default(0),
    /** Core Web Vitals ("vitals" only): LCP, INP and TTFB in ms, CLS unitless. */
    lcp: real("lcp"),
    inp: real("inp"),
    cls: real("cls"),
    ttfb: real("ttfb"),
  },
  (t) => [index("analytics_events_day_name_idx").on(t.day, t.name), index("analytics_events_at_idx").on(t.at)],
);

/**
 * Per-day roll-ups, kept two years. One row per (day, event, page, first touch); a dimension
 * that is "*" is summed over (the row with every dimension "*" holds the day's totals, where
 * `visitors` is the day's distinct visitors for that event).
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day").notNull(),
    name: text("name").$type<AnalyticsEventName | FunnelRowName>().notNull(),
    path: text("path").notNull(),
    landing: text("landing").notNull(),
    source: text("source").notNull(),
    medium: text("medium").notNull(),
    campaign: text("campaign").notNull(),
    affiliate: text("affiliate").notNull(),
    visitors: integer("visitors").notNull(),
    events: integer("events").notNull(),
    valueCents: bigint("value_cents", { mode: "number" }).notNull().default(0),
    /** p75 of the vitals over the day's samples, and how many samples. */
    lcpP75: real("lcp_p75"),
    inpP75: real("inp_p75"),
    clsP75: real("cls_p75"),
    ttfbP75: real("ttfb_p75"),
    samples: integer("samples").notNull().default(0),
  },
  (t) => [
    primaryKey({ name: "analytics_daily_pk", columns: [t.day, t.name, t.path, t.landing, t.source, t.medium, t.campaign, t.affiliate] }),
    index("analytics_daily_day_idx").on(t.day),
  ],
);

/** The day's random salt; deleted once the day is over, so yesterday's hashes can no longer be recomputed. */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day").primaryKey(),
  salt: text("salt").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
