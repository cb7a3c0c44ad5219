import { TZDate } from "@date-fns/tz";
import { sql } from "drizzle-orm";
import { brandedEmail } from "#platform/auth-emails";
import type { AppServices } from "#platform/context";
import type { Db } from "#platform/db.server";
import { DIGEST_HOUR, noticeCounts, ownerEmails, type NoticeKind } from "~/content/owner-notifications";
import { siteBase, type OwnerNotice } from "./deliver.server";
import type { OwnerDigestJob } from "./queue.server";
import { ownerAddress, ownerInbox } from "./recipients";

/**
 * The daily digest (decision 106). While the owner has chosen it, every notice job completes
 * with the notice as its output instead of an email (deliver.server.ts); once a day, at
 * DIGEST_HOUR in the owner's zone (the scheduling settings' zone), one "owner-digest" job
 * collects the notices completed since the previous digest and sends them as one email. Windows
 * follow each other without gap or overlap (each starts where the last one ended), so a notice is
 * in exactly one digest, and a day the server was down is caught up by the next one. A day with
 * nothing to report sends nothing.
 */

/** The queues whose jobs complete with `{ digest: notice }` while the digest is on. */
/**
 * The business's time zone (the scheduling feature's calendar settings), passed in by the job
 * registry and the background start (app/flows), so notifications never import scheduling.
 */
export type TimeZoneOf = (db: Db) => Promise<string>;

export const NOTICE_QUEUES = ["lead-notify", "call-email", "owner-notify"] as const;
/** How far back a digest looks when no earlier digest is known (a week's notices at most). */
const MAX_LOOKBACK_MS = 7 * 86_400_000;
const DAY_MS = 86_400_000;

/** The digest instants around `now` in `timeZone`: the latest one that has come (`due`) and the next. */
export function digestTimes(now: Date, timeZone: string) {
  const here = new TZDate(now.getTime(), timeZone);
  const at = (offset: number) =>
    new Date(
      new TZDate(here.getFullYear(), here.getMonth(), here.getDate() + offset, DIGEST_HOUR, 0, timeZone).getTime(),
    );
  const today = at(0);
  return now.getTime() >= today.getTime() ? { due: today, next: at(1) } : { due: at(-1), next: today };
}

/** "8:00 AM" */
export const digestHourLabel = () => `${DIGEST_HOUR % 12 || 12}:00 ${DIGEST_HOUR < 12 ? "AM" : "PM"}`;

const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? result) as T[];

/**
 * Makes sure the digest that has come due and the next one are queued, once each however many
 * instances ask (an advisory lock, then a look in the queue: pg-boss's singleton keys do not hold
 * on our standard queues, decision 064).
 */
export async function ensureDigestsQueued(
  services: Pick<AppServices, "database" | "jobs">,
  timeZoneOf: TimeZoneOf,
  now = new Date(),
) {
  const { db } = services.database;
  const { due, next } = digestTimes(now, await timeZoneOf(db));
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('owner-digest'))`);
    for (const until of [due, next]) {
      const iso = until.toISOString();
      const known = rowsOf<{ id: string }>(
        await tx.execute(
          sql`select id from pgboss.job where name = 'owner-digest' and data->>'until' = ${iso} limit 1`,
        ),
      );
      if (!known.length)
        await services.jobs.send("owner-digest", { until: iso } satisfies OwnerDigestJob, { tx, startAfter: until });
    }
  });
}

/** Where this digest's window starts: where the previous digest's ended, at most a week back. */
async function windowStart(db: Db, until: Date) {
  const [row] = rowsOf<{ until: string | null }>(
    await db.execute(
      sql`select max(data->>'until') as until from pgboss.job
        where name = 'owner-digest' and data->>'until' < ${until.toISOString()} and state <> 'cancelled'`,
    ),
  );
  const previous = row?.until ? new Date(row.until) : null;
  const floor = new Date(until.getTime() - MAX_LOOKBACK_MS);
  if (!previous) return new Date(until.getTime() - DAY_MS);
  return previous.getTime() < floor.getTime() ? floor : previous;
}

/** The notices deferred in [from, until), oldest first. */
export async function deferredNotices(db: Db, from: Date, until: Date): Promise<OwnerNotice[]> {
  const queues = sql.join(
    NOTICE_QUEUES.map((q) => sql`${q}`),
    sql`, `,
  );
  const rows = rowsOf<{ notice: OwnerNotice }>(
    await db.execute(
      sql`select output->'digest' as notice from pgboss.job
        where name in (${queues}) and state = 'completed' and output ? 'digest'
          and completed_on >= ${from.toISOString()}::timestamptz and completed_on < ${until.toISOString()}::timestamptz
        order by completed_on, id`,
    ),
  );
  return rows.map((r) => r.notice).sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

const DIGEST_ROWS = 50;

function when(at: Date, timeZone: string, zoneName = false) {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    ...(zoneName ? { timeZoneName: "short" as const } : {}),
  })
    .format(at)
    .replace(/\s+/g, " ");
}

/** The digest email: one line per notice (time in the owner's zone, what happened), counts in the subject. */
export function digestEmail(
  env: Pick<AppServices["env"], "PUBLIC_SITE_URL" | "LEADS_NOTIFY_EMAIL" | "ADMIN_EMAILS">,
  notices: OwnerNotice[],
  window: { from: Date; until: Date; timeZone: string },
) {
  const counts = new Map<NoticeKind, number>();
  for (const n of notices) counts.set(n.kind, (counts.get(n.kind) ?? 0) + 1);
  const order: NoticeKind[] = [
    "lead",
    "call",
    "order-paid",
    "refund",
    "dispute",
    "payment-rejected",
    "delivery-failed",
  ];
  const parts = order.filter((k) => counts.has(k)).map((k) => noticeCounts[k](counts.get(k)!));
  const copy = ownerEmails.digest;
  const base = siteBase(env);
  const shown = notices.slice(0, DIGEST_ROWS);
  return brandedEmail("owner-digest", ownerAddress(ownerInbox(env)), copy.subject(parts).slice(0, 200), {
    heading: copy.heading,
    intro: copy.intro(
      when(window.from, window.timeZone, true),
      when(window.until, window.timeZone, true),
      notices.length,
    ),
    action: { label: copy.open, url: `${base}/admin` },
    details: shown.map((n): [string, string] => [when(new Date(n.at), window.timeZone), n.subject]),
    links: shown
      .slice(0, 10)
      .map((n) => ({ label: n.subject.length > 60 ? `${n.subject.slice(0, 57)}…` : n.subject, url: n.action.url })),
    after: [...(notices.length > DIGEST_ROWS ? [copy.more(notices.length - DIGEST_ROWS)] : []), copy.footer],
  });
}

/** The "owner-digest" queue's worker: one email with what was deferred since the previous digest, or nothing. */
export function ownerDigestJob(services: Pick<AppServices, "env" | "database" | "mailer">, timeZoneOf: TimeZoneOf) {
  return async (data: OwnerDigestJob) => {
    const { db } = services.database;
    const until = new Date(data.until);
    const from = await windowStart(db, until);
    const notices = await deferredNotices(db, from, until);
    if (!notices.length) return { empty: true, from: from.toISOString() };
    const mail = digestEmail(services.env, notices, { from, until, timeZone: await timeZoneOf(db) });
    await services.mailer.send(mail);
    return { sent: mail.kind, notices: notices.length, from: from.toISOString() };
  };
}
