import { TZDate } from "@date-fns/tz";
import { canonicalTimeZone, isTimeZone } from "./zone";

export { isTimeZone };

/**
 * Open call slots from the owner's weekly availability (issue 17, decision 062). Pure: the
 * caller passes the time and the bookings that hold time. Slots are computed in the owner's
 * time zone (so 9:00 stays 9:00 across a daylight-saving change) and are instants (UTC), which
 * the picker shows in the visitor's zone.
 */

/** "HH:MM", 24-hour, in the owner's zone. */
export type ClockTime = `${number}:${number}`;

export type Availability = {
  /** The owner's IANA zone, e.g. America/New_York. */
  timeZone: string;
  /** Opening windows per weekday (0 = Sunday … 6 = Saturday), each [start, end) in the owner's zone. */
  weekly: Partial<Record<0 | 1 | 2 | 3 | 4 | 5 | 6, ReadonlyArray<readonly [ClockTime, ClockTime]>>>;
  /** No slot starts sooner than this after now. */
  minNoticeMinutes: number;
  /** Free time kept after every call before the next may start. */
  bufferMinutes: number;
  /** Whole days off, as YYYY-MM-DD in the owner's zone. */
  blackoutDates: readonly string[];
  /** How many days ahead the picker offers, today included. */
  daysAhead: number;
};

/** Time a booking holds: [start, end), the buffer is added here. */
export type Busy = { start: Date; end: Date };

const MINUTE = 60_000;

function parseClock(t: string): [number, number] {
  const m = /^(\d{1,2}):(\d{2})$/.exec(t);
  if (!m) throw new Error(`Not a clock time: ${t}`);
  return [Number(m[1]), Number(m[2])];
}

/** YYYY-MM-DD of an instant in a zone. */
export function dayKey(at: Date, timeZone: string): string {
  const d = new TZDate(at.getTime(), timeZone);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** Every slot start the availability offers from `now`, before bookings are taken out. */
export function candidateSlots(availability: Availability, lengthMinutes: number, now: Date): Date[] {
  const { timeZone } = availability;
  const today = new TZDate(now.getTime(), timeZone);
  const earliest = now.getTime() + availability.minNoticeMinutes * MINUTE;
  const blackout = new Set(availability.blackoutDates);
  const slots: Date[] = [];
  for (let offset = 0; offset < availability.daysAhead; offset++) {
    // Noon avoids landing on the wrong date when a day is 23 or 25 hours long.
    const day = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + offset, 12, 0, timeZone);
    const weekday = day.getDay() as 0 | 1 | 2 | 3 | 4 | 5 | 6;
    if (blackout.has(dayKey(day, timeZone))) continue;
    for (const [from, to] of availability.weekly[weekday] ?? []) {
      const [fh, fm] = parseClock(from);
      const [th, tm] = parseClock(to);
      const close = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), th, tm, timeZone).getTime();
      let start = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), fh, fm, timeZone).getTime();
      for (; start + lengthMinutes * MINUTE <= close; start += lengthMinutes * MINUTE) {
        if (start >= earliest) slots.push(new Date(start));
      }
    }
  }
  return slots;
}

/** What a booking of this length starting at `start` holds, buffer included. */
export function heldBy(start: Date, lengthMinutes: number, bufferMinutes: number): Busy {
  return { start, end: new Date(start.getTime() + (lengthMinutes + bufferMinutes) * MINUTE) };
}

/** The open slots: candidates whose time (with the buffer) meets no booking's held time. */
export function openSlots(availability: Availability, lengthMinutes: number, now: Date, busy: readonly Busy[]): Date[] {
  return candidateSlots(availability, lengthMinutes, now).filter((start) => {
    const held = heldBy(start, lengthMinutes, availability.bufferMinutes);
    return !busy.some((b) => held.start < b.end && b.start < held.end);
  });
}

/** Why a chosen start is not bookable, or null when it is one of the open slots. */
export function refusal(
  availability: Availability,
  lengthMinutes: number,
  now: Date,
  busy: readonly Busy[],
  start: Date,
): "past" | "notice" | "blackout" | "outside" | "taken" | null {
  if (Number.isNaN(start.getTime()) || start.getTime() <= now.getTime()) return "past";
  if (start.getTime() < now.getTime() + availability.minNoticeMinutes * MINUTE) return "notice";
  if (availability.blackoutDates.includes(dayKey(start, availability.timeZone))) return "blackout";
  const offered = candidateSlots(availability, lengthMinutes, now).some((s) => s.getTime() === start.getTime());
  if (!offered) return "outside";
  const open = openSlots(availability, lengthMinutes, now, busy).some((s) => s.getTime() === start.getTime());
  return open ? null : "taken";
}

/** A slot as the picker shows it: `label` whole ("9:00 AM EST"), or its `time` and `zone` parts. */
export type SlotDay = { key: string; label: string; slots: { iso: string; label: string; time: string; zone: string }[] };

/** Slots grouped by the visitor's calendar day, labelled in the visitor's zone ("Mon, Dec 1" / "9:30 AM EST"). */
const slotFormats = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();
/** More than every zone name and alias there is: the cache cannot grow with what visitors send (issue 40). */
export const SLOT_FORMATS_MAX = 800;
/** How many zones' formats are kept (tests). */
export const slotFormatsKept = () => slotFormats.size;
/**
 * The picker's two formats for a zone, made once (building an Intl.DateTimeFormat is the costly
 * part), keyed by the zone's own spelling so "america/new_york" and "America/New_York" share one.
 */
function slotFormatsFor(timeZone: string, locale: string) {
  const key = `${locale}|${timeZone}`;
  let f = slotFormats.get(key);
  if (!f) {
    f = {
      day: new Intl.DateTimeFormat(locale, { timeZone, weekday: "short", month: "short", day: "numeric" }),
      time: new Intl.DateTimeFormat(locale, { timeZone, hour: "numeric", minute: "2-digit", timeZoneName: "short" }),
    };
    if (slotFormats.size >= SLOT_FORMATS_MAX) slotFormats.delete(slotFormats.keys().next().value!);
    slotFormats.set(key, f);
  }
  return f;
}

export function slotsByDay(slots: readonly Date[], zone: string, locale = "en-US"): SlotDay[] {
  // One spelling per zone from here on: the formats above and @date-fns/tz's own offset cache key on it.
  const timeZone = canonicalTimeZone(zone) ?? zone;
  const { day: dayLabel, time: timeLabel } = slotFormatsFor(timeZone, locale);
  const days: SlotDay[] = [];
  for (const s of slots) {
    const key = dayKey(s, timeZone);
    let day = days.at(-1);
    if (day?.key !== key) days.push((day = { key, label: dayLabel.format(s), slots: [] }));
    const parts = timeLabel.formatToParts(s);
    const zone = parts.find((p) => p.type === "timeZoneName")?.value ?? "";
    const time = parts
      .filter((p) => p.type !== "timeZoneName")
      .map((p) => p.value)
      .join("")
      .replace(/\s+/g, " ") // ICU may put a narrow no-break space before AM/PM
      .trim();
    day.slots.push({ iso: s.toISOString(), label: timeLabel.format(s), time, zone });
  }
  return days;
}

/** A call's time in full, in a zone: "Thursday, December 3, 2026, 9:00 AM EST" (emails, pages). */
export function callTimeLabel(start: Date, timeZone: string, locale = "en-US"): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  })
    .format(start)
    .replace(/\s+/g, " ")
    .replace(" at ", ", ");
}
