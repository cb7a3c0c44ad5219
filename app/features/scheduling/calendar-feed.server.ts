import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, asc, eq, gt, inArray, or } from "drizzle-orm";
import { bookings, calendarFeeds } from "#db/schema";
import type { AppServices } from "#platform/context";
import type { Db } from "#platform/db.server";
import { ownerEventCopy } from "~/content/scheduling";
import { site } from "~/content/site";
import { feedIcs } from "./invite.server";
import { ownerEventOf } from "./owner-event.server";

/**
 * The owner's private feed of every booking (issue 43, decision 108): `GET /calendar/<token>.ics`,
 * which Google Calendar, Outlook and Apple Calendar subscribe to. The token is 32 random bytes;
 * only its SHA-256 is stored, so the address is shown once, when it is made. Deleting the row
 * revokes it; making a new one replaces the hash, and the old address answers 404.
 */

const FEED = "default";
/** 32 bytes in base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** Calls that ended up to this long ago stay in the feed, so the calendar keeps the recent past. */
const PAST_DAYS = 90;
const MAX_EVENTS = 2_000;

const hashOf = (token: string) => createHash("sha256").update(token).digest();

/** The feed's address for a token: https (as calendars want), and the path the route answers. */
export function feedUrl(env: Pick<AppServices["env"], "PUBLIC_SITE_URL">, token: string) {
  return `${env.PUBLIC_SITE_URL.replace(/\/$/, "")}/calendar/${token}.ics`;
}

/** Makes (or replaces) the feed's secret; returns the token, which is not stored and cannot be shown again. */
export async function createFeedToken(db: Pick<Db, "insert">, userId: string | null, now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  const values = { tokenHash: hashOf(token).toString("hex"), createdAt: now, createdBy: userId, lastReadAt: null };
  await db.insert(calendarFeeds).values({ id: FEED, ...values }).onConflictDoUpdate({ target: calendarFeeds.id, set: values });
  return token;
}

/** Turns the feed off: its address answers 404 from now on. True when there was one. */
export async function revokeFeed(db: Pick<Db, "delete">) {
  const removed = await db.delete(calendarFeeds).returning({ id: calendarFeeds.id });
  return removed.length > 0;
}

/** Whether the feed is on, since when, and when a calendar last read it. */
export async function loadFeed(db: Pick<Db, "select">) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.id, FEED)).limit(1);
  return row ? { createdAt: row.createdAt, lastReadAt: row.lastReadAt } : null;
}

/** Whether `token` is the feed's current secret (constant time on the hashes). */
async function tokenMatches(db: Pick<Db, "select">, token: string) {
  if (!TOKEN.test(token)) return false;
  const [row] = await db.select({ tokenHash: calendarFeeds.tokenHash }).from(calendarFeeds).where(eq(calendarFeeds.id, FEED)).limit(1);
  if (!row) return false;
  const stored = Buffer.from(row.tokenHash, "hex");
  const given = hashOf(token);
  return stored.length === given.length && timingSafeEqual(stored, given);
}

/**
 * The feed's text for a token, or null when the token is not the current one. Every call that is
 * on (booked, or held while its buyer pays) or took place in the last 90 days; cancelled and
 * lapsed ones leave the feed, so the subscribed calendar drops them at its next refresh.
 */
export async function feedForToken(services: Pick<AppServices, "database" | "env">, token: string, now = new Date()): Promise<string | null> {
  const { db } = services.database;
  if (!(await tokenMatches(db, token))) return null;
  const rows = await db
    .select()
    .from(bookings)
    .where(
      and(
        gt(bookings.slotEnd, new Date(now.getTime() - PAST_DAYS * 86_400_000)),
        or(inArray(bookings.status, ["booked", "done", "no_show"]), and(eq(bookings.status, "held"), gt(bookings.holdExpiresAt, now))),
      ),
    )
    .orderBy(asc(bookings.slotStart))
    .limit(MAX_EVENTS);
  await db.update(calendarFeeds).set({ lastReadAt: now }).where(eq(calendarFeeds.id, FEED));
  return feedIcs(
    ownerEventCopy.feedName(site.name),
    rows.map((b) => {
      const event = ownerEventOf(services.env, b);
      return {
        uid: event.uid,
        sequence: b.sequence,
        start: b.slotStart,
        end: b.slotEnd,
        summary: event.summary,
        description: event.description,
        url: event.url,
        tentative: b.status === "held",
        changed: b.updatedAt,
      };
    }),
  );
}
