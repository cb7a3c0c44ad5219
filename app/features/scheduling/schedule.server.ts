import { eq } from "drizzle-orm";
import { schedulingSettings, type BookingKind, type StoredWeekly } from "#db/schema";
import type { Db } from "#platform/db.server";
import { callLength, defaultAvailability } from "~/content/scheduling";
import { scheduleErrors } from "~/content/scheduling-console";
import { ValidationFailed } from "~/lib/errors";
import { scheduleOf, scheduleSettingsSchema, settingsFieldErrors, settingsOf, type ScheduleSettings } from "./settings";
import type { Availability } from "./slots";
import { slotsChanged } from "./slots-version";

/**
 * When the team takes calls and how long each kind lasts (issue 17, decisions 062 and 063): the
 * owner's saved settings from the console (/admin/scheduling), or the defaults in
 * app/content/scheduling.ts while none are saved.
 */
export type Schedule = {
  availability: Availability;
  /** Minutes per kind of call. */
  lengths: Record<BookingKind, number>;
};

export const defaultSchedule: Schedule = { availability: defaultAvailability, lengths: { ...callLength } };

/** A database or a transaction of it. */
type Q = Pick<Db, "select">;

const ROW_ID = "default";

function toSettings(row: typeof schedulingSettings.$inferSelect): ScheduleSettings {
  const weekly = Array.from({ length: 7 }, (_, day) => row.weekly[String(day) as keyof StoredWeekly] ?? []);
  return {
    timeZone: row.timeZone,
    weekly,
    minNoticeMinutes: row.minNoticeMinutes,
    bufferMinutes: row.bufferMinutes,
    blackoutDates: row.blackoutDates,
    daysAhead: row.daysAhead,
    callMinutes: row.callMinutes,
    sessionMinutes: row.sessionMinutes,
  };
}

/** The saved settings with who saved them when, or null while the defaults are in force. */
export async function loadScheduleRow(db: Q) {
  const [row] = await db.select().from(schedulingSettings).where(eq(schedulingSettings.id, ROW_ID)).limit(1);
  return row ? { settings: toSettings(row), updatedAt: row.updatedAt, updatedBy: row.updatedBy } : null;
}

/** The schedule in force now. */
export async function loadSchedule(db: Q): Promise<Schedule> {
  const saved = await loadScheduleRow(db);
  return saved ? scheduleOf(saved.settings) : defaultSchedule;
}

/** The business's time zone, as its calendar settings give it (the owner's digest is sent in it). */
export const businessTimeZone = async (db: Q) => (await loadSchedule(db)).availability.timeZone;

/**
 * Validates and stores the owner's settings (the one row, replaced whole). Bad input throws
 * ValidationFailed with one clear message per field and changes nothing. Returns the settings
 * before (null: the defaults were in force) and after, for the audit log.
 */
export async function saveSchedule(db: Pick<Db, "select" | "insert">, input: unknown, actorUserId: string | null, now = new Date()) {
  const parsed = scheduleSettingsSchema.safeParse(input);
  if (!parsed.success) throw new ValidationFailed(scheduleErrors.summary, settingsFieldErrors(parsed.error));
  const s = parsed.data;
  const before = await loadScheduleRow(db);
  const weekly: StoredWeekly = {};
  s.weekly.forEach((windows, day) => {
    if (windows.length) weekly[String(day) as keyof StoredWeekly] = windows;
  });
  const values = {
    timeZone: s.timeZone,
    weekly,
    minNoticeMinutes: s.minNoticeMinutes,
    bufferMinutes: s.bufferMinutes,
    blackoutDates: s.blackoutDates,
    daysAhead: s.daysAhead,
    callMinutes: s.callMinutes,
    sessionMinutes: s.sessionMinutes,
    updatedAt: now,
    updatedBy: actorUserId,
  };
  await db
    .insert(schedulingSettings)
    .values({ id: ROW_ID, ...values })
    .onConflictDoUpdate({ target: schedulingSettings.id, set: values });
  slotsChanged(db);
  return { before: before?.settings ?? settingsOf(defaultSchedule), after: s, wasDefault: !before };
}
