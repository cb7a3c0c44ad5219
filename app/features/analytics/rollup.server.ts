/**
 * The daily roll-up (decision 071): `rollupDay(db, day)` turns the raw events of one UTC day into
 * `analytics_daily` rows, replacing that day's rows in one transaction (re-running is harmless).
 * Per (day, name) it writes:
 *   - one row per distinct (path, landing, source, medium, campaign, affiliate) seen;
 *   - one row per value of each single dimension, the other five "*" (e.g. per page: path set,
 *     landing = source = medium = campaign = affiliate = "*");
 *   - one totals row, every dimension "*".
 * In every row `visitors` is exact: the distinct non-empty visitor hashes of that group (not a
 * sum of other rows); `events` the count; `value_cents` the sum; the vitals p75
 * (percentile_cont(0.75) over the non-null values) and `samples` the events carrying a vital.
 * Raw values of "*" never occur ("(*)" at ingestion), so "*" always means "summed over".
 * A visitor's beacon events all count under the first touch of its first event of the day (the
 * browser says where a visit came from, and a forger said something new on every event, issue
 * 40), so the visits of all sources together are never more than the visitors; conversions keep
 * the first touch stored with their lead or order. Vitals outside their plausible range
 * (bounds.server.ts VITAL_MAX), stored before that range was checked, are left out.
 * Before counting, the events of the owner's and admins' own visitors of the day are deleted
 * (owner.server.ts). After the rows above, the funnel's rows (decision 112): per step, the
 * visitors of the day who reached that step and every step before it (visit → CTA click → lead or
 * sign-up → checkout started → paid), so no step is ever larger than the one before. A visitor's
 * funnel rows carry its first touch of the day and the first partner code its events carried, one
 * row per (landing, source, medium, campaign, affiliate) with path "*", and a totals row: each
 * visitor is in exactly one detail row, so any filter sums them exactly. "Paid" is a checkout of
 * that visitor's whose order was paid for real (not in test mode): the checkout event's label is its
 * order's id.
 * `runAnalyticsMaintenance` rolls up yesterday and today (hourly job) and applies retention.
 */
import { lt, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { analyticsDaily, analyticsEvents } from "#db/schema";
import { rowsOf, type Db } from "#platform/db.server";
import type { AppServices } from "#platform/context";
import { beaconEventNames } from "#db/schema/analytics";
import { deleteOldSalts, utcDay } from "./visitor.server";
import { flushAnalytics } from "./buffer.server";
import { deleteOldCounts, VITAL_MAX } from "./bounds.server";
import { deleteOwnerEvents } from "./owner.server";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The dimensions a single-dimension breakdown row keeps (the others are "*"). */
export const ROLLUP_DIMENSIONS = ["path", "landing", "source", "medium", "campaign", "affiliate"] as const;

const dimension = (col: string) => sql.raw(`case when grouping(${col}) = 1 then '*' else ${col} end`);
const beaconNames = sql.raw(beaconEventNames.map((n) => `'${n}'`).join(", "));
const plausible = (col: keyof typeof VITAL_MAX) =>
  sql.raw(`case when ${col} between 0 and ${VITAL_MAX[col]} then ${col} end as ${col}`);

/**
 * `day`'s events as the roll-up counts them: a beacon event carries its visitor's first touch of
 * the day, and implausible vitals are null.
 */
const countedEvents = (day: string) => sql`(
  with e as (select * from analytics_events where day = ${day}::date),
  first_touch as (
    select distinct on (visitor) visitor, landing, source, medium, campaign
    from e where visitor <> '' and name in (${beaconNames})
    order by visitor, at, id
  )
  select e.name, e.path, e.visitor, e.affiliate, e.value_cents,
    case when f.visitor is null then e.landing else f.landing end as landing,
    case when f.visitor is null then e.source else f.source end as source,
    case when f.visitor is null then e.medium else f.medium end as medium,
    case when f.visitor is null then e.campaign else f.campaign end as campaign,
    ${plausible("lcp")}, ${plausible("inp")}, ${plausible("cls")}, ${plausible("ttfb")}
  from e left join first_touch f on f.visitor = e.visitor and e.name in (${beaconNames})
) as counted`;

/**
 * The funnel's rows of `day` (see the top of this file): one row per visitor and step reached,
 * grouped by the visitor's first touch, and the totals per step.
 */
const funnelRows = (day: string) => sql`
  insert into analytics_daily
    (day, name, path, landing, source, medium, campaign, affiliate, visitors, events, value_cents, samples)
  select ${day}::date, name, '*',
    ${dimension("landing")}, ${dimension("source")}, ${dimension("medium")}, ${dimension("campaign")}, ${dimension("affiliate")},
    count(*)::int, count(*)::int, 0, 0
  from (
    with e as (
      select ev.*, (ev.name = 'checkout' and o.id is not null) as paid_checkout
      from analytics_events ev
      left join orders o on ev.name = 'checkout' and o.id::text = ev.label and o.paid_at is not null and not o.test_mode
      where ev.day = ${day}::date and ev.visitor <> ''
    ),
    touch as (
      select distinct on (visitor) visitor, landing, source, medium, campaign
      from e where name in (${beaconNames}) order by visitor, at, id
    ),
    partner as (
      select distinct on (visitor) visitor, affiliate from e where affiliate <> '' order by visitor, at, id
    ),
    reached as (
      select visitor,
        bool_or(name = 'pageview') as visit,
        bool_or(name = 'cta') as cta,
        bool_or(name in ('lead', 'signup')) as lead,
        bool_or(name = 'checkout') as checkout,
        bool_or(paid_checkout) as paid
      from e group by visitor
    )
    select step.name, t.landing, t.source, t.medium, t.campaign, coalesce(p.affiliate, '') as affiliate
    from reached r
    join touch t on t.visitor = r.visitor
    left join partner p on p.visitor = r.visitor
    cross join lateral (values
      ('funnel_visit', r.visit),
      ('funnel_cta', r.visit and r.cta),
      ('funnel_lead', r.visit and r.cta and r.lead),
      ('funnel_checkout', r.visit and r.cta and r.lead and r.checkout),
      ('funnel_paid', r.visit and r.cta and r.lead and r.checkout and r.paid)
    ) as step(name, reached)
    where step.reached
  ) as steps
  group by grouping sets ((name, landing, source, medium, campaign, affiliate), (name))`;

/** Replaces `day`'s roll-up rows with ones computed from its raw events; returns how many rows it wrote. */
export async function rollupDay(db: Db, day: string): Promise<number> {
  if (!DAY.test(day)) throw new Error(`rollupDay: "${day}" is not a YYYY-MM-DD day`);
  const all = ROLLUP_DIMENSIONS.join(", ");
  const sets = sql.raw(
    [`(name, ${all})`, ...ROLLUP_DIMENSIONS.map((d) => `(name, ${d})`), "(name)"].join(", "),
  );
  return db.transaction(async (tx) => {
    // The owner's own visits of the day are not the site's traffic (decision 112).
    await deleteOwnerEvents(tx, day);
    await tx.delete(analyticsDaily).where(sql`${analyticsDaily.day} = ${day}::date`);
    const result = await tx.execute(sql`
      insert into analytics_daily
        (day, name, path, landing, source, medium, campaign, affiliate,
         visitors, events, value_cents, lcp_p75, inp_p75, cls_p75, ttfb_p75, samples)
      select ${day}::date, name,
        ${dimension("path")}, ${dimension("landing")}, ${dimension("source")},
        ${dimension("medium")}, ${dimension("campaign")}, ${dimension("affiliate")},
        count(distinct nullif(visitor, ''))::int,
        count(*)::int,
        coalesce(sum(value_cents), 0)::bigint,
        percentile_cont(0.75) within group (order by lcp),
        percentile_cont(0.75) within group (order by inp),
        percentile_cont(0.75) within group (order by cls),
        percentile_cont(0.75) within group (order by ttfb),
        (count(*) filter (where lcp is not null or inp is not null or cls is not null or ttfb is not null))::int
      from ${countedEvents(day)}
      group by grouping sets (${sets})
    `);
    const funnel = await tx.execute(funnelRows(day));
    return affected(result) + affected(funnel);
  });
}

const affected = (result: unknown) =>
  Number((result as { affectedRows?: number; rowCount?: number }).affectedRows ?? (result as { rowCount?: number }).rowCount ?? 0);

function daysBefore(day: string, n: number) {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000));
}

/**
 * Retention: raw events older than `rawDays` days, daily rows older than two years, and every
 * salt and every bound's count but today's. Returns what was deleted.
 */
export async function applyRetention(db: Db, rawDays: number, now = new Date()) {
  const today = utcDay(now);
  const raw = await db
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.day, sql`${daysBefore(today, rawDays)}::date`))
    .returning({ id: analyticsEvents.id });
  const daily = await db
    .delete(analyticsDaily)
    .where(lt(analyticsDaily.day, sql`(${today}::date - interval '2 years')::date`))
    .returning({ day: analyticsDaily.day });
  await deleteOldSalts(db, today);
  await deleteOldCounts(db, today);
  return { rawEvents: raw.length, dailyRows: daily.length };
}

/**
 * Days rolled up before the funnel's rows existed (decision 112) whose raw events are still kept:
 * rolled up again once, so a range's funnel covers the same days as its visitors.
 */
export async function daysWithoutFunnel(db: Db, before: string): Promise<string[]> {
  const rows = rowsOf<{ day: string }>(
    await db.execute(sql`
      select to_char(d.day, 'YYYY-MM-DD') as day from analytics_daily d
      where d.day < ${before}::date and d.name = 'pageview' and d.visitors > 0
        and d.path = '*' and d.landing = '*' and d.source = '*' and d.medium = '*' and d.campaign = '*' and d.affiliate = '*'
        and exists (select 1 from analytics_events e where e.day = d.day)
        and not exists (select 1 from analytics_daily f where f.day = d.day and f.name = 'funnel_visit')
      order by 1`),
  );
  return rows.map((r) => String(r.day));
}

/** The "analytics-rollup" job: yesterday (final) and today (so far), then retention. */
export async function runAnalyticsMaintenance(db: Db, rawDays: number, now = new Date()) {
  // Events still in this process's buffer count too.
  await flushAnalytics(db);
  const today = utcDay(now);
  const rows = { [daysBefore(today, 1)]: await rollupDay(db, daysBefore(today, 1)), [today]: await rollupDay(db, today) };
  const deleted = await applyRetention(db, rawDays, now);
  for (const day of await daysWithoutFunnel(db, daysBefore(today, 1))) rows[day] = await rollupDay(db, day);
  return { rows, deleted };
}

let running: Promise<unknown> | null = null;

/**
 * The owner's "Update now" on the console: the hourly job's work, at once. Presses that arrive
 * while one runs wait for that run instead of starting another.
 */
export function refreshAnalyticsNow(db: Db, rawDays: number) {
  running ??= runAnalyticsMaintenance(db, rawDays).finally(() => {
    running = null;
  });
  return running;
}

export type AnalyticsRollupJob = { at?: string };

export function analyticsRollupJob(services: Pick<AppServices, "database" | "env">) {
  return async (data: AnalyticsRollupJob, { logger }: { logger: Logger }) => {
    const result = await runAnalyticsMaintenance(services.database.db, services.env.ANALYTICS_RAW_DAYS, data?.at ? new Date(data.at) : new Date());
    logger.info(result, "analytics rolled up");
    return result;
  };
}

/** Hourly: the console is at most an hour behind. One job per hour however many instances run (singleton key). */
export function scheduleAnalyticsRollup(services: Pick<AppServices, "jobs" | "logger">) {
  const enqueue = async () => {
    const hour = new Date().toISOString().slice(0, 13);
    try {
      await services.jobs.send("analytics-rollup", {} satisfies AnalyticsRollupJob, { singletonKey: `analytics-rollup:${hour}` });
    } catch (err) {
      services.logger.warn({ err }, "analytics roll-up not scheduled; will retry next hour");
    }
  };
  void enqueue();
  const timer = setInterval(enqueue, 3600_000);
  timer.unref();
  return () => clearInterval(timer);
}

/** This feature's queues and what their jobs carry (platform/jobs.server.ts, JobPayloads). */
declare module "#platform/jobs.server" {
  interface JobPayloads {
    "analytics-rollup": AnalyticsRollupJob;
  }
}
