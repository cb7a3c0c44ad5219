import { calendarFeedCopy, calendarSyncCopy } from "~/content/scheduling-console";
import { createFeedToken, feedUrl, loadFeed, revokeFeed } from "~/features/scheduling/calendar-feed.server";
import { loadCalendarSource, removeCalendarSource, saveCalendarSource, syncOwnerCalendar } from "~/features/scheduling/calendar-sync.server";
import { defaultSchedule, loadScheduleRow, saveSchedule } from "~/features/scheduling/schedule.server";
import { draftOf, settingsOf, type ScheduleSettings } from "~/features/scheduling/settings";
import type { AppServices } from "#platform/context";
import type { Db } from "#platform/db.server";
import { logAdminAction, type AdminUser } from "./access.server";

/** Which settings changed, each with its value before and after (what the audit log keeps). */
export function settingsChanges(before: ScheduleSettings, after: ScheduleSettings) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof ScheduleSettings)[])
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = { from: before[key], to: after[key] };
  return changes;
}

/**
 * The owner saves the availability settings (/admin/scheduling, decision 063): validated, stored
 * and recorded in the audit log in one transaction; bad input throws ValidationFailed and
 * changes nothing.
 */
export async function saveScheduleSettings(
  services: Pick<AppServices, "database" | "logger">,
  admin: AdminUser,
  input: unknown,
  now = new Date(),
) {
  return services.database.db.transaction(async (tx) => {
    const saved = await saveSchedule(tx, input, admin.id, now);
    await logAdminAction(
      services,
      admin,
      {
        action: "schedule.save",
        targetType: "schedule",
        targetId: "default",
        details: { changes: settingsChanges(saved.before, saved.after), ...(saved.wasDefault ? { firstSave: true } : {}) },
      },
      tx,
    );
    return saved;
  });
}

/** What /admin/scheduling shows: the saved settings (or the defaults) as a form draft, and the time zones to choose from. */
export async function loadSchedulingPage(db: Db) {
  const saved = await loadScheduleRow(db);
  const settings = saved?.settings ?? settingsOf(defaultSchedule);
  const zones = Intl.supportedValuesOf("timeZone");
  // The list may lack UTC or an alias saved earlier; both stay choosable.
  for (const extra of ["UTC", settings.timeZone]) if (!zones.includes(extra)) zones.push(extra);
  return {
    draft: draftOf(settings),
    savedAt: saved?.updatedAt.toISOString() ?? null,
    zones: zones.sort(),
  };
}

// --- The owner's calendar, both ways (decision 108) ------------------------------------------------

/** "just now", "2 minutes ago", "3 hours ago", "4 days ago": how long since `then`, said on the server. */
export function agoText(then: Date, now: Date) {
  const seconds = Math.max(0, Math.round((now.getTime() - then.getTime()) / 1000));
  const say = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"} ago`;
  if (seconds < 60) return "just now";
  if (seconds < 3600) return say(Math.floor(seconds / 60), "minute");
  if (seconds < 86_400) return say(Math.floor(seconds / 3600), "hour");
  return say(Math.floor(seconds / 86_400), "day");
}

/** The calendar address as the page shows it: host and the end of the path, never the whole secret. */
export function shortAddress(url: string) {
  const u = new URL(url);
  const path = u.pathname.length > 24 ? `…${u.pathname.slice(-16)}` : u.pathname;
  return `${u.host}${path}`;
}

/** What the last read of the owner's calendar came to, in one or two sentences. */
export function readStatus(source: NonNullable<Awaited<ReturnType<typeof loadCalendarSource>>>, now: Date) {
  const c = calendarSyncCopy;
  if (!source.fetchedAt) return { ok: null, text: c.never };
  if (!source.lastError) return { ok: true, text: c.readOk(source.busyCount ?? 0, agoText(source.succeededAt ?? source.fetchedAt, now)) };
  const failed = c.readFailed(agoText(source.fetchedAt, now), source.lastError);
  return { ok: false, text: source.succeededAt ? `${failed} ${c.stale(source.busyCount ?? 0, agoText(source.succeededAt, now))}` : failed };
}

/** What the scheduling page shows of the feed and of the owner's calendar. */
export async function loadCalendarPanels(db: Db, now = new Date()) {
  const [feed, source] = await Promise.all([loadFeed(db), loadCalendarSource(db)]);
  return {
    feed: feed ? { since: feed.createdAt.toISOString(), lastRead: calendarFeedCopy.lastRead(feed.lastReadAt ? agoText(feed.lastReadAt, now) : null) } : null,
    source: source ? { address: shortAddress(source.url), status: readStatus(source, now) } : null,
  };
}

type CalendarServices = Pick<AppServices, "database" | "env" | "logger">;

/** Makes the feed's address (or a new one, which retires the old); returned once, for the page to show. */
export async function makeFeed(services: CalendarServices, admin: AdminUser, now = new Date()) {
  return services.database.db.transaction(async (tx) => {
    const existed = Boolean(await loadFeed(tx));
    const token = await createFeedToken(tx, admin.id, now);
    await logAdminAction(services, admin, { action: existed ? "calendar-feed.regenerate" : "calendar-feed.create", targetType: "schedule", targetId: "calendar-feed", details: {} }, tx);
    return { url: feedUrl(services.env, token), message: existed ? calendarFeedCopy.regenerated : calendarFeedCopy.created };
  });
}

export async function turnFeedOff(services: CalendarServices, admin: AdminUser) {
  return services.database.db.transaction(async (tx) => {
    if (await revokeFeed(tx))
      await logAdminAction(services, admin, { action: "calendar-feed.revoke", targetType: "schedule", targetId: "calendar-feed", details: {} }, tx);
    return calendarFeedCopy.revoked;
  });
}

/** Saves the owner's calendar address and reads it at once (at most 5 s), so the page says what it found. */
export async function saveOwnerCalendar(services: CalendarServices, admin: AdminUser, input: unknown, now = new Date()) {
  const url = await saveCalendarSource(services, input, admin.id, now);
  await logAdminAction(services, admin, { action: "calendar-source.save", targetType: "schedule", targetId: "calendar-source", details: { host: new URL(url).host } });
  // The page's status line then says what the read found, or why it failed.
  await syncOwnerCalendar(services, now, { force: true });
  return calendarSyncCopy.saved;
}

export async function readOwnerCalendarNow(services: CalendarServices, now = new Date()) {
  return syncOwnerCalendar(services, now, { force: true });
}

export async function stopReadingOwnerCalendar(services: CalendarServices, admin: AdminUser) {
  await removeCalendarSource(services.database.db);
  await logAdminAction(services, admin, { action: "calendar-source.remove", targetType: "schedule", targetId: "calendar-source", details: {} });
  return calendarSyncCopy.removed;
}
