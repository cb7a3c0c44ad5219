import { asc, desc, eq, gt, lte } from "drizzle-orm";
import { z } from "zod";
import { bookings, type BookingStatus } from "#db/schema";
import type { Db } from "#platform/db.server";
import { bookingKindLabels, bookingsCopy as copy, bookingStatusLabel, type BookingLabel } from "~/content/scheduling-console";
import { site } from "~/content/site";
import { pickerSlots, recordCallOutcome, type CallBooking } from "~/features/scheduling/bookings.server";
import { loadSchedule } from "~/features/scheduling/schedule.server";
import type { SlotList } from "~/features/scheduling/slot-picker";
import { inviteIcs } from "~/features/scheduling/invite.server";
import { ownerCancelCall, ownerRescheduleCall } from "~/features/scheduling/manage.server";
import { settleSessionRefund } from "~/features/checkout/session-refund.server";
import { ownerEventOf } from "~/features/scheduling/owner-event.server";
import { callTimeLabel, dayKey } from "~/features/scheduling/slots";
import type { AppServices } from "#platform/context";
import { Conflict, NotFound, ValidationFailed } from "~/lib/errors";
import { logAdminAction, type AdminUser } from "./access.server";
import type { Tone } from "~/components/ui/badge";

/**
 * The owner's bookings page (/admin/bookings, decisions 063 and 108): upcoming calls by day in the
 * owner's zone, the latest past ones, and what the owner may do with each: move a booked call to
 * another open time (the visitor is emailed it), cancel a booked or held call with a reason (the
 * visitor is told, a paid session refunded), mark a call that has started done or no-show, and
 * download its calendar invite.
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
/** A booked call that has not ended can be moved (a hold is the buyer's until they pay). */
export const canMove = (b: Pick<CallBooking, "status" | "slotEnd">, now: Date) => b.status === "booked" && b.slotEnd.getTime() > now.getTime();
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
  phone: string | null;
  notes: string | null;
  /** Why it was cancelled, as the owner reads it ("Cancelled by you: …"), or null. */
  cancelNote: string | null;
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
  canMove: boolean;
  canMark: boolean;
  isSession: boolean;
  kindKey: CallBooking["kind"];
};

export function bookingView(b: CallBooking, ownerZone: string, now: Date): BookingView {
  const label = bookingStatusLabel(b.status, b.sequence);
  const sameZoneDay = dayKey(b.slotStart, b.timeZone) === dayKey(b.slotStart, ownerZone);
  return {
    id: b.id,
    kind: bookingKindLabels[b.kind],
    name: b.name?.trim() || b.email || copy.anonymous,
    email: b.email,
    phone: b.phone,
    notes: b.notes,
    cancelNote:
      b.status !== "cancelled" || !b.cancelledBy ? null : b.cancelledBy === "owner" ? copy.cancelledByOwner(b.cancelReason ?? "") : copy.cancelledByVisitor,
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
    canMove: canMove(b, now),
    canMark: canMark(b, now),
    isSession: b.kind === "strategy_session",
    kindKey: b.kind,
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What /admin/bookings shows: the list in the owner's saved zone, and the step a link opened (no
 * JavaScript needed): `?confirm=<id>` asks for the cancellation's reason, `?move=<id>` offers the
 * open times for that call (in the owner's zone; the page's picker then shows the owner's own).
 */
export async function loadBookingsPage(db: Db, params: URLSearchParams, now = new Date()) {
  const schedule = await loadSchedule(db);
  const ownerZone = schedule.availability.timeZone;
  const list = await listBookings(db, ownerZone, now);
  const confirm = params.get("confirm");
  const moveId = params.get("move");
  let move: { id: string; slots: SlotList } | null = null;
  if (moveId && UUID.test(moveId)) {
    const [row] = await db.select().from(bookings).where(eq(bookings.id, moveId)).limit(1);
    if (row && canMove(row, now)) move = { id: row.id, slots: await pickerSlots(db, row.kind, ownerZone, now, schedule) };
  }
  return { ...list, ownerZone, confirm: confirm && UUID.test(confirm) ? confirm : null, move };
}

/** The calls a lead booked, newest first (the lead's page shows them). */
export async function leadCalls(db: Db, leadId: string, ownerZone: string, now = new Date()) {
  const rows = await db.select().from(bookings).where(eq(bookings.leadId, leadId)).orderBy(desc(bookings.slotStart)).limit(10);
  return rows.map((row) => ({ ...bookingView(row, ownerZone, now), longDay: longDay(row.slotStart, ownerZone) }));
}

// --- Actions -----------------------------------------------------------------------------------

const words = (max: number, tooLong: string) => z.string().trim().max(max, { error: tooLong });

/** One schema per action the page posts; each refusal is a 400 with the field it concerns. */
export const bookingActionInput = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("cancel"),
      id: z.uuid({ error: copy.refusals.badId }),
      reason: words(500, copy.refusals.reasonTooLong).min(1, { error: copy.refusals.reasonMissing }),
    }),
    z.object({
      intent: z.literal("move"),
      id: z.uuid({ error: copy.refusals.badId }),
      slotStart: z.iso.datetime({ offset: true, error: copy.refusals.pickTime }),
      note: words(500, copy.refusals.noteTooLong).transform((v) => v || null),
    }),
    z.object({ intent: z.enum(["done", "no-show"]), id: z.uuid({ error: copy.refusals.badId }) }),
  ],
  { error: copy.refusals.unknownIntent },
);
export type BookingActionInput = z.infer<typeof bookingActionInput>;

/** The posted action, or a 400 with the first clear reason (and the field it concerns). */
export function readBookingAction(input: Record<string, string>): BookingActionInput {
  const parsed = bookingActionInput.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues.find((i) => i.path[0] === "id") ?? parsed.error.issues[0]!;
    const key = String(issue.path[0] ?? "form");
    throw new ValidationFailed(issue.message, key === "form" || key === "intent" ? undefined : { [key]: issue.message });
  }
  return parsed.data;
}

type Services = Pick<AppServices, "database" | "jobs" | "env" | "logger">;

async function find(db: Pick<Db, "select">, id: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  if (!row) throw new NotFound(copy.refusals.notFound);
  return row;
}

/** The owner cancels a booked or held call with a reason (through ownerCancelCall, which tells the visitor and refunds a session). */
export async function cancelBooking(services: Services, admin: AdminUser, id: string, reason: string, now = new Date()) {
  await find(services.database.db, id); // 404 with the console's message for an unknown id
  // The audit entry is written in the cancellation's own transaction: no cancellation without it.
  const { booking, refund } = await ownerCancelCall(services, id, reason, settleSessionRefund, now, (tx, done) =>
    logAdminAction(
      services,
      admin,
      {
        action: "booking.cancel",
        targetType: "booking",
        targetId: id,
        details: {
          from: done.before.status,
          kind: done.booking.kind,
          start: done.booking.slotStart.toISOString(),
          reason,
          refund: done.refund,
        },
      },
      tx,
    ),
  );
  const name = bookingView(booking, "UTC", now).name;
  return { booking, refund, message: copy.cancelled(name) + (refund === "full" ? copy.refunded : "") };
}

/**
 * The owner moves a booked call to another open time (decision 108): the visitor is emailed the new
 * time, the updated invite and new links, with the owner's note; recorded with the times before and after.
 */
export async function moveBooking(services: Services, admin: AdminUser, id: string, start: Date, note: string | null, ownerZone: string, now = new Date()) {
  await find(services.database.db, id);
  const booking = await ownerRescheduleCall(services, id, start, note, now, (tx, moved) =>
    logAdminAction(
      services,
      admin,
      {
        action: "booking.move",
        targetType: "booking",
        targetId: id,
        details: { from: moved.before.slotStart.toISOString(), to: moved.booking.slotStart.toISOString(), note },
      },
      tx,
    ),
  );
  const name = bookingView(booking, ownerZone, now).name;
  return { booking, message: copy.moved(name, callTimeLabel(booking.slotStart, ownerZone)) };
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
 * The owner's .ics for a call, as the owner's email carries it: the client's name, number and
 * agenda in the owner's calendar (decision 108), organizer the owner (the site's contact address),
 * attendee the visitor, the same UID and SEQUENCE as the visitor's invite, so both calendars hold
 * one event that later changes update; a cancelled call is a cancelling invite.
 */
export function ownerInvite(env: Pick<AppServices["env"], "PUBLIC_SITE_URL">, b: CallBooking, now = new Date()) {
  if (!b.email) throw new Conflict("This call has no visitor email, so it has no invite.");
  const event = ownerEventOf(env, b);
  const ics = inviteIcs({
    uid: event.uid,
    sequence: b.sequence,
    start: b.slotStart,
    end: b.slotEnd,
    summary: event.summary,
    description: event.description,
    url: event.url,
    organizer: { name: site.name, email: site.contact.email },
    attendee: { name: event.who, email: b.email },
    cancelled: b.status === "cancelled",
    stamp: now,
  });
  const filename = `call-${b.slotStart.toISOString().slice(0, 10)}-${b.id.slice(0, 8)}.ics`;
  return { ics, filename };
}
