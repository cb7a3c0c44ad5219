import { lt, eq, sql } from "drizzle-orm";
import { isbot } from "isbot";
import { createHash, randomBytes } from "node:crypto";
import { analyticsSalts } from "#db/schema";
import type { Db } from "#platform/db.server";
import { addressGroup } from "#platform/ip-address";

/** The UTC day of a moment, "YYYY-MM-DD" (the salt's day and the events' `day`). */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

type CachedSalt = { day: string; salt: Promise<string> };
/** Today's salt per database (tests open several); one lookup per process per day. */
const cache = new WeakMap<object, CachedSalt>();

/**
 * The salt of `at`'s UTC day: created on first use by whichever instance comes first (insert …
 * on conflict do nothing, then read: two instances at midnight end up with the same salt), and
 * every earlier day's salt deleted, so yesterday's hashes can no longer be recomputed.
 */
export function daySalt(db: Db, at: Date): Promise<string> {
  const day = utcDay(at);
  const cached = cache.get(db);
  if (cached?.day === day) return cached.salt;
  const salt = (async () => {
    await db
      .insert(analyticsSalts)
      .values({ day, salt: randomBytes(32).toString("hex") })
      .onConflictDoNothing({ target: analyticsSalts.day });
    const [row] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
    await deleteOldSalts(db, day);
    if (!row) throw new Error(`the analytics salt of ${day} could not be read`);
    return row.salt;
  })();
  cache.set(db, { day, salt });
  // A failed lookup (database down) is tried again next time instead of being remembered.
  salt.catch(() => {
    if (cache.get(db)?.salt === salt) cache.delete(db);
  });
  return salt;
}

/** Deletes the salts of the days before `today` (on rollover and by the daily job). */
export async function deleteOldSalts(db: Db, today: string) {
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, sql`${today}::date`));
}

/** Forgets the cached salt (tests that delete salts behind the cache's back). */
export function forgetSalt(db: Db) {
  cache.delete(db);
}

/** Who is counted: the client's address (as TRUST_PROXY resolves it), its user agent and the site's host. */
export type VisitorSource = { ip: string; userAgent: string; host: string };

/**
 * hex(sha256(salt, address, user agent, host)), first 32 characters: one visitor on one day. The
 * address is its network (an IPv6 /64, as every per-address count: issue 40), so a browser whose
 * IPv6 privacy address rotates during the day stays one visitor.
 */
export function visitorHash(salt: string, source: VisitorSource): string {
  return createHash("sha256")
    .update(`${salt}\n${addressGroup(source.ip)}\n${source.userAgent}\n${source.host}`)
    .digest("hex")
    .slice(0, 32);
}

/** The visitor hash for `at`'s day. */
export async function visitorFor(db: Db, source: VisitorSource, at: Date): Promise<string> {
  return visitorHash(await daySalt(db, at), source);
}

export type IgnoredReason = "bot" | "dnt" | "gpc";

/** Request headers by name: a web Headers, or a small view of Node's (the beacon's fast path). */
export type HeaderLookup = { get(name: string): string | null };

/** Nothing is stored for crawlers (no user agent counts as one) and for browsers that ask not to be tracked (DNT, Global Privacy Control). */
export function notTracked(headers: HeaderLookup): IgnoredReason | null {
  const ua = headers.get("user-agent") ?? "";
  if (!ua || isbot(ua)) return "bot";
  if (headers.get("dnt")?.trim() === "1") return "dnt";
  if (headers.get("sec-gpc")?.trim() === "1") return "gpc";
  return null;
}
