import { asc, desc, eq, gt, lte } from "drizzle-orm";
import { z } from "zod";
import { bookings, type BookingStatus } from "#db/schema";
import type { Db } from "#platform/db.server";
import { bookingKindLabels, bookingsCopy as copy, bookingStatusLabel, type BookingLabel } from "~/content/scheduling-console";
import { site } from "~/content/site";
import { recordCallOutcome, type CallBooking } from "~/features/scheduling/bookings.server";
import { inviteIcs } from "~/features/scheduling/invite.server";
import { ownerCancelCall } from "~/features/scheduling/manage.server";
import { dayKey } from "~/features/scheduling/slots";
import type { AppServices } from "#platform/context";
import { Conflict, NotFound, ValidationFailed } from "~/lib/errors";
import { logAdminAction, type AdminUser } from "./access.server";
import type { Tone } from "~/components/ui/badge";

/**
 * The owner's bookings page (/admin/bookings, decision 063): upcoming calls by day in the owner's
 * zone, the latest past ones, and what the owner may do with each: cancel a booked or held call
 * (the visitor is told, a paid session refunded), mark a call that has started done or no-show,
 * and download its calendar invite.
 */

export const PAST_LIMIT = 50;
const UPCOMING_LIMIT = 500;

export const bookingTone: Record<BookingLabel, Tone> = {
  Booked: "good",
  Rescheduled: "info",
  "Held — awaiting payment": "warn",
  Cancelled: "bad",
  Done: "neutral",
  "No-show": "warn",
  Expired: "neutral",
};

/** Only a call that is on can be cancelled. */
export const canCancel = (status: BookingStatus) => status === "booked" || status === "held";
/** Done or no-show: a booked call whose start has passed. */
export const canMark = (b: Pick<CallBooking, "status" | "slotStart">, now: Date) =>
  b.status === "booked" && b.slotStart.getTime() <= now.getTime();

const clean = (s: string) => s.replace(/\s+/g, " ").trim(); // ICU may put a narrow no-break space before AM/PM

/** "9:00 AM – 9:30 AM EST" in a zone. */
export function timeRange(start: Date, end: Date, timeZone: string) {
  const t = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" });
  const zone = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" })
    .formatToParts(start)
    .find((p) => p.type === "timeZoneName")?.value;
  return clean(`${t.format(start)} – ${t.format(end)} ${zone ?? ""}`);
}

/** "Thursday, December 3, 2026" in a zone. */
export function longDay(at: Date, timeZone: string) {
  return new Intl.DateTimeFormat("en-US", { timeZone, weekday: "long", month: "long", day: "numeric", year: "numeric" }).format(at);
}

/** "Thu, Dec 3" in a zone. */
function shortDay(at: Date, timeZone: string) {
  return new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short", month: "short", day: "numeric" }).format(at);
}

/** A booking as the console shows it: every date already formatted on the server (no hydration drift). */
export type BookingView = {
  id: string;
  kind: string;
  name: string;
  email: string | null;
  status: BookingStatus;
  label: BookingLabel;
  tone: Tone;
  startIso: string;
  /** In the owner's zone: "Thu, Dec 3" and "9:00 AM – 9:30 AM EST". */
  day: string;
  time: string;
  /** In the visitor's zone: "Thu, Dec 3, 3:00 PM – 3:30 PM GMT+1 (Europe/Berlin)". */
  visitorTime: string;
  visitorZone: string;
  record: { to: string; label: string } | null;
  canCancel: boolean;
  canMark: boolean;
  isSession: boolean;
};

export function bookingView(b: CallBooking, ownerZone: string, now: Date): BookingView {
  const label = bookingStatusLabel(b.status, b.sequence);
  const sameZoneDay = dayKey(b.slotStart, b.timeZone) === dayKey(b.slotStart, ownerZone);
  return {
    id: b.id,
    kind: bookingKindLabels[b.kind],
    name: b.name?.trim() || b.email || copy.anonymous,
    email: b.email,
    status: b.status,
    label,
    tone: bookingTone[label],
    startIso: b.slotStart.toISOString(),
    day: shortDay(b.slotStart, ownerZone),
    time: timeRange(b.slotStart, b.slotEnd, ownerZone),
    visitorTime: `${sameZoneDay ? "" : `${shortDay(b.slotStart, b.timeZone)}, `}${timeRange(b.slotStart, b.slotEnd, b.timeZone)}`,
    visitorZone: b.timeZone,
    record: b.orderId
      ? { to: `/admin/orders/${b.orderId}`, label: copy.order }
      : b.leadId
        ? { to: `/admin/leads/${b.leadId}`, label: copy.lead }
        : null,
    canCancel: canCancel(b.status),
    canMark: canMark(b, now),
    isSession: b.kind === "strategy_session",
  };
}

export type BookingDay = { key: string; label: string; items: BookingView[] };

/** Upcoming calls (not yet over) grouped by the owner's calendar day, and the latest past ones. */
export async function listBookings(db: Db, ownerZone: string, now = new Date()) {
  const [upcomingRows, pastRows] = await Promise.all([
    db.select().from(bookings).where(gt(bookings.slotEnd, now)).orderBy(asc(bookings.slotStart)).limit(UPCOMING_LIMIT),
    db.select().from(bookings).where(lte(bookings.slotEnd, now)).orderBy(desc(bookings.slotStart)).limit(PAST_LIMIT),
  ]);
  const upcoming: BookingDay[] = [];
  for (const row of upcomingRows) {
    const key = dayKey(row.slotStart, ownerZone);
    let day = upcoming.at(-1);
    if (day?.key !== key) upcoming.push((day = { key, label: longDay(row.slotStart, ownerZone), items: [] }));
    day.items.push(bookingView(row, ownerZone, now));
  }
  return { upcoming, past: pastRows.map((row) => bookingView(row, ownerZone, now)), pastCapped: pastRows.length === PAST_LIMIT };
}

/** The calls a lead booked, newest first (the lead's page shows them). */
export async function leadCalls(db: Db, leadId: string, ownerZone: string, now = new Date()) {
  const rows = await db.select().from(bookings).where(eq(bookings.leadId, leadId)).orderBy(desc(bookings.slotStart)).limit(10);
  return rows.map((row) => ({ ...bookingView(row, ownerZone, now), longDay: longDay(row.slotStart, ownerZone) }));
}

// --- Actions -----------------------------------------------------------------------------------

export const bookingActionInput = z.object({
  intent: z.enum(["cancel", "done", "no-show"], { error: copy.refusals.unknownIntent }),
  id: z.uuid({ error: copy.refusals.badId }),
});
export type BookingActionInput = z.infer<typeof bookingActionInput>;

/** The posted action, or a 400 with the first clear reason. */
export function readBookingAction(input: { intent: string; id: string }): BookingActionInput {
  const parsed = bookingActionInput.safeParse(input);
  if (!parsed.success) throw new ValidationFailed(parsed.error.issues[0]!.message);
  return parsed.data;
}

type Services = Pick<AppServices, "database" | "jobs" | "env" | "logger">;

async function find(db: Pick<Db, "select">, id: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  if (!row) throw new NotFound(copy.refusals.notFound);
  return row;
}

/** The owner cancels a booked or held call (through ownerCancelCall, which tells the visitor and refunds a session). */
export async function cancelBooking(services: Services, admin: AdminUser, id: string, now = new Date()) {
  await find(services.database.db, id); // 404 with the console's message for an unknown id
  // The audit entry is written in the cancellation's own transaction: no cancellation without it.
  const { booking, refund } = await ownerCancelCall(services, id, now, (tx, done) =>
    logAdminAction(
      services,
      admin,
      {
        action: "booking.cancel",
        targetType: "booking",
        targetId: id,
        details: { from: done.before.status, kind: done.booking.kind, start: done.booking.slotStart.toISOString(), refund: done.refund },
      },
      tx,
    ),
  );
  const name = bookingView(booking, "UTC", now).name;
  return { booking, refund, message: copy.cancelled(name) + (refund === "full" ? copy.refunded : "") };
}

/** Done or no-show, for a booked call whose start has passed; recorded with who said so. */
export async function markBooking(services: Services, admin: AdminUser, id: string, outcome: "done" | "no_show", now = new Date()) {
  return services.database.db.transaction(async (tx) => {
    const row = await find(tx, id);
    if (row.status !== "booked") throw new Conflict(copy.refusals.notBooked);
    if (row.slotStart.getTime() > now.getTime()) throw new Conflict(copy.refusals.notStarted);
    const updated = await recordCallOutcome(tx, id, outcome, now);
    if (!updated) throw new Conflict(copy.refusals.notBooked);
    await logAdminAction(
      services,
      admin,
      { action: `booking.${outcome}`, targetType: "booking", targetId: id, details: { from: row.status, to: outcome } },
      tx,
    );
    const name = bookingView(updated, "UTC", now).name;
    return { booking: updated, message: outcome === "done" ? copy.markedDone(name) : copy.markedNoShow(name) };
  });
}

// --- The owner's calendar invite ----------------------------------------------------------------

/** The booking behind /admin/bookings/:id/invite, or null (a malformed or unknown id). */
export async function bookingForInvite(db: Db, id: string) {
  if (!z.uuid().safeParse(id).success) return null;
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  return row ?? null;
}

/**
 * The owner's .ics for a call: organizer the owner (the site's contact address), attendee the
 * visitor, the same UID and SEQUENCE as the visitor's invite, so both calendars hold one event
 * that later changes update; a cancelled call is a cancelling invite.
 */
export function ownerInvite(env: Pick<AppServices["env"], "PUBLIC_SITE_URL">, b: CallBooking) {
  if (!b.email) throw new Conflict("This call has no visitor email, so it has no invite.");
  const base = env.PUBLIC_SITE_URL.replace(/\/$/, "");
  const name = b.name?.trim() || b.email;
  const record = b.orderId ? `${base}/admin/orders/${b.orderId}` : b.leadId ? `${base}/admin/leads/${b.leadId}` : null;
  const ics = inviteIcs({
    uid: `${b.id}@${new URL(base).hostname}`,
    sequence: b.sequence,
    start: b.slotStart,
    end: b.slotEnd,
    timeZone: b.timeZone,
    summary: `${bookingKindLabels[b.kind]} with ${name}`,
    description: [
      `${bookingKindLabels[b.kind]} with ${name} <${b.email}>.`,
      `Their time zone: ${b.timeZone}.`,
      record ? `Details: ${record}` : null,
    ]
      .filter(Boolean)
      .join("\n"),
    url: `${base}/admin/bookings`,
    organizer: { name: site.name, email: site.contact.email },
    attendee: { name, email: b.email },
    cancelled: b.status === "cancelled",
  });
  const filename = `call-${b.slotStart.toISOString().slice(0, 10)}-${b.id.slice(0, 8)}.ics`;
  return { ics, filename };
}
