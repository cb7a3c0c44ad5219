import { sql } from "drizzle-orm";
import type { Db } from "#platform/db.server";
import { presetRange } from "~/features/analytics-console/range";
import { revenue, revenueBy, type Revenue } from "~/features/analytics-console/revenue.server";
import { countJobs } from "./deliveries.server";

export const CHART_DAYS = 90;

const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? result) as T[];
const dayKey = (d: Date) => d.toISOString().slice(0, 10);

/** The UTC days from `days - 1` days ago to today, oldest first. */
export function lastDays(days: number, now = new Date()) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => dayKey(new Date(today - (days - 1 - i) * 86_400_000)));
}

/** Monday of the UTC week holding `d` (Postgres' date_trunc('week') convention). */
export function weekStart(d: Date) {
  const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  const dow = (new Date(day).getUTCDay() + 6) % 7;
  return dayKey(new Date(day - dow * 86_400_000));
}

export type LeadsPerDay = { days: string[]; series: { formType: string; counts: number[] }[] };
export type RevenuePerWeek = { weeks: { start: string; cents: number }[] };

/** New (non-duplicate) leads per UTC day and form type, for the last `days` days, zero-filled. */
export async function leadsPerDay(db: Db, days = CHART_DAYS, now = new Date()): Promise<LeadsPerDay> {
  const axis = lastDays(days, now);
  const since = new Date(`${axis[0]}T00:00:00Z`);
  const rows = rowsOf<{ day: string | Date; form_type: string; n: number }>(
    await db.execute(sql`
      select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, form_type, count(*)::int as n
      from form_submissions
      where created_at >= ${since.toISOString()}::timestamptz and duplicate_of is null
      group by 1, 2`),
  );
  const index = new Map(axis.map((d, i) => [d, i]));
  const byType = new Map<string, number[]>();
  for (const r of rows) {
    const i = index.get(String(r.day));
    if (i === undefined) continue;
    const counts = byType.get(r.form_type) ?? Array<number>(axis.length).fill(0);
    counts[i] += Number(r.n);
    byType.set(r.form_type, counts);
  }
  const series = [...byType.entries()]
    .map(([formType, counts]) => ({ formType, counts }))
    .sort((a, b) => b.counts.reduce((s, n) => s + n, 0) - a.counts.reduce((s, n) => s + n, 0));
  return { days: axis, series };
}

/**
 * Net paid revenue (charged minus refunded) per UTC week, by the day the order was paid, zero-filled:
 * the analytics page's revenue, by week (revenue.server.ts). Test-mode orders charged nothing and are
 * never revenue (here, in the money figures and in conversion).
 */
export async function revenuePerWeek(db: Db, days = CHART_DAYS, now = new Date()): Promise<RevenuePerWeek> {
  const axis = lastDays(days, now);
  const starts: string[] = [];
  for (const d of axis) {
    const w = weekStart(new Date(`${d}T00:00:00Z`));
    if (starts.at(-1) !== w) starts.push(w);
  }
  const byWeek = await revenueBy(db, { from: axis[0]!, to: axis.at(-1)! }, "week");
  return { weeks: starts.map((start) => ({ start, cents: byWeek.get(start)?.netCents ?? 0 })) };
}

/** The overview's money figures cover the analytics page's default range, so the two agree to the cent. */
export const MONEY_RANGE = "30d" as const;

/**
 * Paid orders, revenue (paid minus refunded) and the test orders apart, over the last 30 UTC days:
 * the very figures the analytics page shows for that range (one function, revenue.server.ts).
 */
export async function overviewMoney(db: Db, now = new Date()): Promise<{ from: string; to: string; money: Revenue }> {
  const period = presetRange(MONEY_RANGE, now);
  return { ...period, money: await revenue(db, period) };
}

/**
 * Lead → order conversion over the window: distinct lead emails, and how many of them later
 * paid for an order under the same email (the order's email or its account's).
 */
export async function conversion(db: Db, days = CHART_DAYS, now = new Date()) {
  const since = new Date(now.getTime() - days * 86_400_000);
  const [row] = rowsOf<{ leads: number; converted: number; revenue: number }>(
    await db.execute(sql`
      with lead_emails as (
        select email, min(created_at) as first_at from form_submissions
        where email is not null and created_at >= ${since.toISOString()}::timestamptz
        group by email
      ),
      paid as (
        select lower(coalesce(o.email, u.email)) as email, o.created_at, o.amount_total - o.amount_refunded as net
        from orders o left join "user" u on u.id = o.user_id
        where o.status = 'paid' and not o.test_mode
      ),
      converted as (
        select l.email, sum(p.net) as net from lead_emails l join paid p on p.email = l.email and p.created_at >= l.first_at group by l.email
      )
      select (select count(*)::int from lead_emails) as leads,
             (select count(*)::int from converted) as converted,
             (select coalesce(sum(net), 0)::int from converted) as revenue`),
  );
  const leads = Number(row?.leads ?? 0);
  const converted = Number(row?.converted ?? 0);
  return { leads, converted, revenue: Number(row?.revenue ?? 0), rate: leads ? converted / leads : 0 };
}

export async function overviewCounts(db: Db, now = new Date()) {
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(sql`select
      (select count(*)::int from form_submissions where duplicate_of is null) as leads,
      (select count(*)::int from form_submissions where duplicate_of is null and status = 'new') as new_leads,
      (select count(*)::int from form_submissions where duplicate_of is null and created_at >= ${weekAgo}::timestamptz) as leads_week,
      (select count(*)::int from orders where status = 'pending' and not test_mode) as pending_orders,
      (select count(*)::int from payment_rejections) as payments_not_applied,
      (select count(*)::int from affiliates) as affiliates,
      (select coalesce(sum(commission_amount), 0)::int from referrals where status = 'pending') as commissions_pending,
      (select coalesce(sum(commission_amount), 0)::int from referrals where status = 'approved') as commissions_approved,
      (select count(*)::int from "user") as customers`),
  );
  const jobs = await countJobs(db);
  const n = (k: string) => Number(row?.[k] ?? 0);
  return {
    leads: n("leads"),
    newLeads: n("new_leads"),
    leadsWeek: n("leads_week"),
    pendingOrders: n("pending_orders"),
    /** Signed Stripe payments that did not match the order they named (docs/decisions/042). */
    paymentsNotApplied: n("payments_not_applied"),
    affiliates: n("affiliates"),
    commissionsPending: n("commissions_pending"),
    commissionsApproved: n("commissions_approved"),
    customers: n("customers"),
    failedJobs: jobs.failed,
    retryingJobs: jobs.retrying,
  };
}
