import { sql, type SQL } from "drizzle-orm";
import { rowsOf, type Db } from "#platform/db.server";

/**
 * The one definition of the owner's money (issue 43, decision 112), read by the overview and the
 * analytics page alike, so the two agree to the cent:
 *
 * - an order counts when it was paid in the period (its `paid_at`, UTC days, both ends included),
 *   whatever happened to it afterwards;
 * - revenue is what it charged minus what was refunded of it (so far), never below zero;
 * - a test-mode order (no money moved, decision 042) is never revenue: it is counted apart, so the
 *   owner sees the test purchases without mistaking them for sales.
 *
 * Attribution (by source, campaign, landing page, partner) reads the order's own first touch and
 * its referral code, the same dimensions the analytics events carry (events.server.ts `dimsOf`).
 */

export type Period = { from: string; to: string };

export type Money = {
  /** Orders paid in the period. */
  orders: number;
  /** Of those, refunded in full. */
  refunded: number;
  /** Charged, in cents. */
  grossCents: number;
  /** Refunded of it, in cents. */
  refundedCents: number;
  /** Charged minus refunded. */
  netCents: number;
};

export type Revenue = { live: Money; test: Money };

/** What a revenue breakdown is keyed by. */
export type RevenueKey = "source" | "medium" | "campaign" | "landing" | "affiliate" | "week";

const NONE: Money = { orders: 0, refunded: 0, grossCents: 0, refundedCents: 0, netCents: 0 };

/** "*" means "summed over" in the roll-ups: a raw "*" is stored as "(*)" there, and here. */
const dim = (expr: SQL) => sql`(case when ${expr} = '*' then '(*)' else ${expr} end)`;
const touch = (field: string) => sql`coalesce(nullif(trim(o.first_touch->>${field}), ''), '')`;

const keys: Record<RevenueKey, SQL> = {
  // utm_source, else the referrer's host, else "" (direct): touchSource in first-touch.ts.
  source: dim(
    sql`coalesce(nullif(trim(o.first_touch->>'utmSource'), ''), nullif(trim(o.first_touch->>'referrerHost'), ''), '')`,
  ),
  medium: dim(touch("utmMedium")),
  campaign: dim(touch("utmCampaign")),
  landing: dim(touch("landing")),
  // The partner this server credited (the signed referral cookie), as the analytics events have it.
  affiliate: dim(sql`coalesce(o.ref_code, '')`),
  week: sql`to_char(date_trunc('week', o.paid_at at time zone 'UTC'), 'YYYY-MM-DD')`,
};

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

type Row = { key: string; test: boolean; orders: unknown; refunded: unknown; gross: unknown; refunded_cents: unknown };

async function moneyRows(db: Db, period: Period, key: SQL): Promise<Row[]> {
  return rowsOf<Row>(
    await db.execute(sql`
      select ${key} as key, o.test_mode as test,
        count(*)::int as orders,
        (count(*) filter (where o.status = 'refunded'))::int as refunded,
        coalesce(sum(o.amount_total), 0)::bigint as gross,
        coalesce(sum(least(o.amount_refunded, o.amount_total)), 0)::bigint as refunded_cents
      from orders o
      where o.paid_at >= ${`${period.from}T00:00:00.000Z`}::timestamptz and o.paid_at < ${dayAfter(period.to)}::timestamptz
        and o.status in ('paid', 'refunded')
      group by 1, 2`),
  );
}

function add(into: Money, r: Row): Money {
  const gross = Number(r.gross);
  const refunded = Number(r.refunded_cents);
  return {
    orders: into.orders + Number(r.orders),
    refunded: into.refunded + Number(r.refunded),
    grossCents: into.grossCents + gross,
    refundedCents: into.refundedCents + refunded,
    netCents: into.netCents + gross - refunded,
  };
}

/** The period's revenue: real orders, and test orders apart. */
export async function revenue(db: Db, period: Period): Promise<Revenue> {
  let live = NONE;
  let test = NONE;
  for (const r of await moneyRows(db, period, sql`''`)) {
    if (r.test) test = add(test, r);
    else live = add(live, r);
  }
  return { live, test };
}

/** The period's real revenue (test orders left out) by one key, e.g. per source or per week. */
export async function revenueBy(db: Db, period: Period, by: RevenueKey): Promise<Map<string, Money>> {
  const out = new Map<string, Money>();
  for (const r of await moneyRows(db, period, keys[by])) {
    if (r.test) continue;
    const key = String(r.key);
    out.set(key, add(out.get(key) ?? NONE, r));
  }
  return out;
}
