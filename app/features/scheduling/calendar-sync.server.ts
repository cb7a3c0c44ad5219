import { TZDate } from "@date-fns/tz";
import { eq, gt } from "drizzle-orm";
import type ICALModule from "ical.js";
import { calendarBusyTimes, calendarSources } from "#db/schema";
import type { AppServices } from "#platform/context";
import type { Db } from "#platform/db.server";
import { calendarSyncCopy as copy } from "~/content/scheduling-console";
import { ValidationFailed } from "~/lib/errors";
import { CalendarFetchError, calendarUrlSchema, fetchCalendarText, type FetchOptions } from "./calendar-fetch.server";
import { loadSchedule } from "./schedule.server";
import type { Busy } from "./slots";
import { slotsChanged } from "./slots-version";
import { isTimeZone } from "./zone";

/**
 * The owner's own calendar blocks slots (issue 43, decision 108). Every 15 minutes a job reads the
 * calendar's private iCal address (calendar-fetch.server.ts: the allow-list), expands it with
 * ical.js (recurring events with their exceptions and EXDATEs, VTIMEZONE definitions, all-day
 * events) into the busy intervals of the booking window, and replaces the stored ones; the slot
 * maths adds them to its busy list. A failed read keeps the last good busy times and says why.
 */

const SOURCE = "default";
const DAY = 86_400_000;
/** Past the booking window by a day, so a slot at its edge still sees what follows it. */
const windowEnd = (now: Date, daysAhead: number) => new Date(now.getTime() + (daysAhead + 1) * DAY);
/** At most this many occurrences are walked per recurring event, and this many busy times kept. */
const MAX_OCCURRENCES = 20_000;
const MAX_BUSY = 2_000;
/** The queue's jobs come this often; a read fresher than the margin below is not repeated by another instance. */
export const SYNC_EVERY_MS = 15 * 60_000;
const FRESH_MS = SYNC_EVERY_MS - 60_000;

type ICAL = typeof ICALModule;
let loaded: Promise<ICAL> | null = null;
/** ical.js is loaded with the first read, not at start (decision 091). */
const ical = () => (loaded ??= import("ical.js").then((m) => m.default));

type Time = InstanceType<ICAL["Time"]>;
type Component = InstanceType<ICAL["Component"]>;

/**
 * An instant for an iCalendar time: UTC and zones defined in the file (VTIMEZONE) by ical.js; a
 * floating time (no zone, or a TZID the file does not define) on the wall clock of the TZID when it
 * is a zone we know, else of the owner's zone; an all-day date from midnight in the owner's zone.
 */
function instantOf(t: Time, wallZone: string, ownerZone: string): Date {
  if (t.isDate) return new Date(new TZDate(t.year, t.month - 1, t.day, 0, 0, 0, ownerZone).getTime());
  const tzid = t.zone?.tzid;
  if (!tzid || tzid === "floating") return new Date(new TZDate(t.year, t.month - 1, t.day, t.hour, t.minute, t.second, wallZone).getTime());
  return new Date(t.toUnixTime() * 1000);
}

/** Cancelled, or shown as free (TRANSP:TRANSPARENT): not busy. */
function isFree(c: Component) {
  const status = String(c.getFirstPropertyValue("status") ?? "").toUpperCase();
  const transp = String(c.getFirstPropertyValue("transp") ?? "").toUpperCase();
  return status === "CANCELLED" || transp === "TRANSPARENT";
}

/** The zone a floating DTSTART means: its TZID when it names a zone we know, else the owner's. */
function wallZoneOf(c: Component, ownerZone: string) {
  const tzid = c.getFirstProperty("dtstart")?.getParameter("tzid");
  const id = Array.isArray(tzid) ? tzid[0] : tzid;
  return typeof id === "string" && isTimeZone(id) ? id : ownerZone;
}

export type BusyRead = { busy: Busy[] };

/**
 * The busy intervals of an iCalendar file that meet [from, to), in time order. Events whose UID
 * ends with `@<ownHost>` are this site's own calls (invites the owner accepted), already counted
 * from the bookings, and are left out. Throws CalendarFetchError when the file cannot be read.
 */
export async function busyFromIcs(text: string, window: { from: Date; to: Date; ownerZone: string; ownHost?: string }): Promise<Busy[]> {
  const ICAL = await ical();
  let root: Component;
  try {
    root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch (err) {
    throw new CalendarFetchError(copy.unreadable(err instanceof Error ? err.message : String(err)));
  }
  if (root.name !== "vcalendar") throw new CalendarFetchError(copy.notCalendar);
  const { from, to, ownerZone } = window;
  const own = window.ownHost ? `@${window.ownHost}`.toLowerCase() : null;
  const busy: Busy[] = [];
  const add = (start: Date, end: Date) => {
    if (end > from && start < to && end > start) busy.push({ start, end });
  };

  const events = root.getAllSubcomponents("vevent");
  const uidOf = (c: Component) => String(c.getFirstPropertyValue("uid") ?? "");
  const exceptions = new Map<string, Component[]>();
  const masters: Component[] = [];
  for (const c of events) {
    if (own && uidOf(c).toLowerCase().endsWith(own)) continue;
    if (c.hasProperty("recurrence-id")) exceptions.set(uidOf(c), [...(exceptions.get(uidOf(c)) ?? []), c]);
    else masters.push(c);
  }
  const withMaster = new Set(masters.map(uidOf));

  for (const master of masters) {
    const wall = wallZoneOf(master, ownerZone);
    const event = new ICAL.Event(master, { exceptions: exceptions.get(uidOf(master)) ?? [] });
    if (!event.startDate) continue;
    if (!event.isRecurring()) {
      if (!isFree(master)) add(instantOf(event.startDate, wall, ownerZone), instantOf(event.endDate ?? event.startDate, wall, ownerZone));
      continue;
    }
    const it = event.iterator();
    for (let n = 0, next = it.next(); next && n < MAX_OCCURRENCES; n++, next = it.next()) {
      const occurrence = event.getOccurrenceDetails(next);
      const item = occurrence.item.component;
      const itemWall = item === master ? wall : wallZoneOf(item, ownerZone);
      const start = instantOf(occurrence.startDate, itemWall, ownerZone);
      // An exception moved into the window counts even when its series slot is past it.
      if (instantOf(next, wall, ownerZone) >= to && start >= to) break;
      if (!isFree(item)) add(start, instantOf(occurrence.endDate, itemWall, ownerZone));
    }
  }
  // An exception whose series is not in the file stands alone.
  for (const [uid, list] of exceptions)
    if (!withMaster.has(uid))
      for (const c of list) {
        const e = new ICAL.Event(c);
        const wall = wallZoneOf(c, ownerZone);
        if (e.startDate && !isFree(c)) add(instantOf(e.startDate, wall, ownerZone), instantOf(e.endDate ?? e.startDate, wall, ownerZone));
      }
  return busy.sort((a, b) => a.start.getTime() - b.start.getTime()).slice(0, MAX_BUSY);
}

// --- The stored source and its busy times -----------------------------------------------------------

type Services = Pick<AppServices, "database" | "env" | "logger">;
const fetchOptions = (env: AppServices["env"]): FetchOptions => ({ allowLoopback: env.CALENDAR_FETCH_ALLOW_LOOPBACK });

/** The owner's calendar address as saved (null: none), with the last read's outcome. */
export async function loadCalendarSource(db: Pick<Db, "select">) {
  const [row] = await db.select().from(calendarSources).where(eq(calendarSources.id, SOURCE)).limit(1);
  return row ?? null;
}

/** The stored busy times that end after `now` (the slot maths adds them to the bookings'). */
export async function calendarBusy(db: Pick<Db, "select">, now: Date): Promise<Busy[]> {
  return db.select({ start: calendarBusyTimes.start, end: calendarBusyTimes.end }).from(calendarBusyTimes).where(gt(calendarBusyTimes.end, now));
}

/** Saves the owner's calendar address (checked by the allow-list's schema); its busy times are read next. */
export async function saveCalendarSource(services: Pick<AppServices, "database" | "env">, input: unknown, userId: string | null, now = new Date()) {
  const parsed = calendarUrlSchema(services.env.CALENDAR_FETCH_ALLOW_LOOPBACK).safeParse(input);
  if (!parsed.success) throw new ValidationFailed(parsed.error.issues[0]!.message, { calendarUrl: parsed.error.issues[0]!.message });
  const values = { url: parsed.data, fetchedAt: null, succeededAt: null, lastError: null, busyCount: null, updatedAt: now, updatedBy: userId };
  await services.database.db.transaction(async (tx) => {
    // A new address starts clean: the old calendar's busy times go with it.
    await tx.delete(calendarBusyTimes);
    await tx.insert(calendarSources).values({ id: SOURCE, ...values }).onConflictDoUpdate({ target: calendarSources.id, set: values });
    slotsChanged(tx);
  });
  return parsed.data;
}

/** Stops reading the owner's calendar: the address and its busy times are removed. */
export async function removeCalendarSource(db: Db) {
  await db.transaction(async (tx) => {
    const removed = await tx.delete(calendarSources).returning({ id: calendarSources.id }); // busy times go with it (cascade)
    if (removed.length) slotsChanged(tx);
  });
}

export type SyncOutcome = { skipped: string } | { read: number } | { failed: string };

/**
 * Reads the owner's calendar now and replaces its busy times in the booking window. A failure is
 * recorded in words (the last good busy times stay); it does not throw, so the queue does not retry
 * what the next run in 15 minutes will try anyway. `force`: read even if another instance just did.
 */
export async function syncOwnerCalendar(services: Services, now = new Date(), opts: { force?: boolean; fetch?: FetchOptions } = {}): Promise<SyncOutcome> {
  const { db } = services.database;
  const source = await loadCalendarSource(db);
  if (!source) return { skipped: "no calendar address" };
  if (!opts.force && source.fetchedAt && now.getTime() - source.fetchedAt.getTime() < FRESH_MS) return { skipped: "read recently" };
  await db.update(calendarSources).set({ fetchedAt: now }).where(eq(calendarSources.id, SOURCE));
  const { availability } = await loadSchedule(db);
  try {
    const text = await fetchCalendarText(source.url, { ...fetchOptions(services.env), ...opts.fetch });
    const busy = await busyFromIcs(text, {
      from: now,
      to: windowEnd(now, availability.daysAhead),
      ownerZone: availability.timeZone,
      ownHost: new URL(services.env.PUBLIC_SITE_URL).hostname,
    });
    await db.transaction(async (tx) => {
      // Only if the address is still the one read (the owner may have changed it meanwhile).
      const [still] = await tx.select({ url: calendarSources.url }).from(calendarSources).where(eq(calendarSources.id, SOURCE)).for("update");
      if (still?.url !== source.url) return;
      await tx.delete(calendarBusyTimes).where(eq(calendarBusyTimes.sourceId, SOURCE));
      for (let i = 0; i < busy.length; i += 500)
        await tx.insert(calendarBusyTimes).values(busy.slice(i, i + 500).map((b) => ({ sourceId: SOURCE, start: b.start, end: b.end })));
      await tx.update(calendarSources).set({ succeededAt: now, lastError: null, busyCount: busy.length }).where(eq(calendarSources.id, SOURCE));
      slotsChanged(tx);
    });
    return { read: busy.length };
  } catch (err) {
    if (!(err instanceof CalendarFetchError)) throw err;
    await db.update(calendarSources).set({ lastError: err.message }).where(eq(calendarSources.id, SOURCE));
    services.logger.warn({ reason: err.message }, "owner's calendar not read");
    return { failed: err.message };
  }
}

export type CalendarSyncJob = { at?: string };

/** The "calendar-sync" queue's worker; `clock` is the instant it runs at (a test's, or the real time). */
export function calendarSyncJob(services: Services, clock: () => Date = () => new Date()) {
  return async (data: CalendarSyncJob) => syncOwnerCalendar(services, data?.at ? new Date(data.at) : clock());
}

/** Every 15 minutes (and once at start) a read is queued; an instance whose peer just read skips its own. */
export function scheduleCalendarSync(services: Pick<AppServices, "jobs" | "logger">) {
  const enqueue = async () => {
    try {
      await services.jobs.send("calendar-sync", {} satisfies CalendarSyncJob);
    } catch (err) {
      services.logger.warn({ err }, "calendar read not queued; will retry in 15 minutes");
    }
  };
  void enqueue();
  const timer = setInterval(enqueue, SYNC_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** This feature's queues and what their jobs carry (platform/jobs.server.ts, JobPayloads). */
declare module "#platform/jobs.server" {
  interface JobPayloads {
    "calendar-sync": CalendarSyncJob;
  }
}
