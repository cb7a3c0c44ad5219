import { and, asc, eq, gt } from "drizzle-orm";
import { bookings, formSubmissions } from "#db/schema";
import type { Db } from "#platform/db.server";
import { bookingKindLabels } from "~/content/scheduling-console";
import { loadSchedule } from "~/features/scheduling/schedule.server";

/**
 * The overview's "Next calls" (issue 43): the next booked calls, soonest first, with the time in
 * the owner's zone (the scheduling settings'), the kind, the name and the number to call (the
 * booking's own, else the one on its lead). Formatted here, on the server: no hydration drift.
 */
export const NEXT_CALLS = 5;

export type NextCall = {
  id: string;
  startIso: string;
  /** "Thu, Dec 3" and "9:00 AM – 9:30 AM EST", in the owner's zone. */
  day: string;
  time: string;
  kind: string;
  name: string;
  phone: string | null;
  email: string | null;
};

const clean = (s: string) => s.replace(/\s+/g, " ").trim(); // ICU may put a narrow no-break space before AM/PM

function dayIn(at: Date, timeZone: string) {
  return new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short", month: "short", day: "numeric" }).format(at);
}

function timeIn(start: Date, end: Date, timeZone: string) {
  const t = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" });
  const zone = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" })
    .formatToParts(start)
    .find((p) => p.type === "timeZoneName")?.value;
  return clean(`${t.format(start)} – ${t.format(end)} ${zone ?? ""}`);
}

export async function nextCalls(
  db: Db,
  now = new Date(),
  limit = NEXT_CALLS,
): Promise<{ zone: string; calls: NextCall[] }> {
  const { availability } = await loadSchedule(db);
  const zone = availability.timeZone;
  const rows = await db
    .select({ b: bookings, leadPhone: formSubmissions.data })
    .from(bookings)
    .leftJoin(formSubmissions, eq(formSubmissions.id, bookings.leadId))
    .where(and(eq(bookings.status, "booked"), gt(bookings.slotEnd, now)))
    .orderBy(asc(bookings.slotStart), asc(bookings.id))
    .limit(limit);
  return {
    zone,
    calls: rows.map(({ b, leadPhone }) => {
      const fromLead =
        leadPhone && typeof leadPhone.phone === "string" && leadPhone.phone.trim() ? leadPhone.phone.trim() : null;
      return {
        id: b.id,
        startIso: b.slotStart.toISOString(),
        day: dayIn(b.slotStart, zone),
        time: timeIn(b.slotStart, b.slotEnd, zone),
        kind: bookingKindLabels[b.kind] ?? b.kind,
        name: b.name?.trim() || b.email || "Guest",
        phone: b.phone?.trim() || fromLead,
        email: b.email,
      };
    }),
  };
}
