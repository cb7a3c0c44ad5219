import { sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { rowsOf, type Db } from "#platform/db.server";
import { utcDay, visitorFor, type VisitorSource } from "./visitor.server";

/**
 * The owner's and admins' own visits are not the site's traffic (issue 43, decision 112).
 *
 * An admin is recognised twice, never on the beacon's own time:
 * - a console request (the /admin layout's loader) marks its visitor of the day as the owner's;
 * - a beacon that carries a session cookie hands its token to the event buffer, which asks the
 *   database once per token (cached) whether it is a confirmed admin's, when it writes the batch
 *   (every ~250 ms), and marks that visitor of the day.
 *
 * A mark is a row of `rate_limit` keyed `analytics-owner:<day>:<visitor>` (shared by every
 * instance, kept until the day's last roll-up). The roll-up deletes the marked visitors' events of
 * the day before it counts, so the owner's browsing before signing in on that browser, the same
 * day, goes too; the buffer drops an admin's beacon events instead of writing them.
 *
 * The visitor is the day's hash of address and user agent: another person on the owner's network
 * with the very same browser is the same visitor for the analytics already, and is left out with
 * the owner. Only the beacon reads the cookie, as a string: no database round trip on its path.
 */

export const OWNER_KEY = "analytics-owner";
const ownerKey = (day: string, visitor: string) => `${OWNER_KEY}:${day}:${visitor}`;

/**
 * The better-auth session token in a Cookie header ("voxa.session_token", the cookiePrefix of
 * platform/auth.server.ts; "__Secure-" on https), without its signature: the session table's token.
 */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?voxa\.session_token=([A-Za-z0-9_-]{16,128})/;
export function sessionTokenOf(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader || !cookieHeader.includes("session_token")) return undefined;
  return SESSION_COOKIE.exec(cookieHeader)?.[1];
}

/** Marks already written by this process (a mark is written once per visitor and day). */
const marked = new Map<Db, Set<string>>();
const MARKED_MAX = 10_000;

/** Marks these visitors of these days as the owner's (idempotent; one statement). */
export async function markOwnerVisitors(
  db: Pick<Db, "execute">,
  visits: { day: string; visitor: string }[],
  cacheFor?: Db,
) {
  const seen = cacheFor ? (marked.get(cacheFor) ?? new Set<string>()) : new Set<string>();
  if (cacheFor && !marked.has(cacheFor)) marked.set(cacheFor, seen);
  const keys = [...new Set(visits.filter((v) => v.visitor).map((v) => ownerKey(v.day, v.visitor)))].filter(
    (k) => !seen.has(k),
  );
  if (!keys.length) return;
  const rows = keys.map((key) => ({ id: randomUUID(), key }));
  await db.execute(sql`
    insert into rate_limit (id, key, count, last_request)
    select r.id, r.key, 1, ${Date.now()}::bigint from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id text, key text)
    on conflict (key) do nothing`);
  if (seen.size > MARKED_MAX) seen.clear();
  for (const key of keys) seen.add(key);
}

/**
 * The console was opened: this request's visitor of today is the owner's. Never throws (the
 * console does not depend on its analytics); null source (Do Not Track, GPC, a crawler) has
 * nothing to leave out.
 */
export async function markOwnerRequest(
  db: Db,
  source: VisitorSource | null,
  logger?: { warn: (o: object, m: string) => void },
  now = new Date(),
) {
  if (!source) return;
  try {
    await markOwnerVisitors(db, [{ day: utcDay(now), visitor: await visitorFor(db, source, now) }], db);
  } catch (err) {
    logger?.warn({ err }, "the owner's visit could not be marked");
  }
}

/** Which session tokens are a confirmed admin's live session, per process, for a few minutes. */
type Known = { admin: boolean; until: number };
const sessions = new Map<Db, Map<string, Known>>();
const SESSION_TTL_MS = 5 * 60_000;

/** Of `tokens`, those of a live session of a confirmed account whose email is in `adminEmails`. */
export async function adminTokens(
  db: Db,
  tokens: string[],
  adminEmails: readonly string[],
  now = Date.now(),
): Promise<Set<string>> {
  const out = new Set<string>();
  if (!tokens.length || !adminEmails.length) return out;
  let cache = sessions.get(db);
  if (!cache) sessions.set(db, (cache = new Map()));
  const unknown: string[] = [];
  for (const token of new Set(tokens)) {
    const known = cache.get(token);
    if (known && known.until > now) {
      if (known.admin) out.add(token);
    } else unknown.push(token);
  }
  if (unknown.length) {
    const found = rowsOf<{ token: string }>(
      await db.execute(sql`
        select s.token from session s join "user" u on u.id = s.user_id
        where s.token in (${sql.join(
          unknown.map((t) => sql`${t}`),
          sql`, `,
        )}) and s.expires_at > now() and u.email_verified
          and lower(u.email) in (${sql.join(
            adminEmails.map((e) => sql`${e.toLowerCase()}`),
            sql`, `,
          )})`),
    );
    const admins = new Set(found.map((r) => r.token));
    if (cache.size > MARKED_MAX) cache.clear();
    for (const token of unknown) {
      cache.set(token, { admin: admins.has(token), until: now + SESSION_TTL_MS });
      if (admins.has(token)) out.add(token);
    }
  }
  return out;
}

/**
 * The roll-up's first step for `day`: the owner's marked visitors' events of that day are deleted
 * (beacon events and the conversions recorded with the same visitor). Returns how many.
 */
export async function deleteOwnerEvents(db: Pick<Db, "execute">, day: string) {
  const result = await db.execute(sql`
    delete from analytics_events e
    where e.day = ${day}::date and e.visitor <> ''
      and exists (select 1 from rate_limit o where o.key = ${`${OWNER_KEY}:${day}:`} || e.visitor)`);
  return Number(
    (result as { affectedRows?: number; rowCount?: number }).affectedRows ??
      (result as { rowCount?: number }).rowCount ??
      0,
  );
}
