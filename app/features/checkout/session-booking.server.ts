import { eq } from "drizzle-orm";
import { z } from "zod";
import { bookings, orders } from "#db/schema";
import type { Db } from "#platform/db.server";
import { sessionBookingCopy as copy } from "~/content/checkout-page";
import { schedulingCopy } from "~/content/scheduling";
import {
  bookCall,
  confirmHold,
  dropLapsedHold,
  fillBookingContact,
  releaseHold,
  type CallBooking,
  type Tx,
} from "~/features/scheduling/bookings.server";
import { claimsPerVisitor } from "~/features/scheduling/claims.server";
import { announceCall } from "~/features/scheduling/notify.server";
import { callTimeLabel } from "~/features/scheduling/slots";
import type { AppServices } from "#platform/context";
import { Conflict, NotFound, ValidationFailed } from "~/lib/errors";

/**
 * The paid strategy session's time (issue 17, decision 064): picked before paying and held in the
 * order's own transaction until the Checkout Session expires; booked when the payment is
 * confirmed; picked again (booked at once, no hold) when the payment came after the hold lapsed
 * and someone else took the time meanwhile.
 */

type Services = Pick<AppServices, "jobs" | "env">;

/**
 * How long a picked time is held, and how long the Checkout Session lives: the same instant for
 * both. Stripe accepts an `expires_at` 30 minutes to 24 hours after it creates the session; one
 * minute more than the minimum keeps a slow request (or a clock a little ahead of Stripe's) from
 * being refused.
 */
export const SESSION_HOLD_MINUTES = 31;

/** The end of a hold that starts `now`, in whole seconds (Stripe's `expires_at` is Unix seconds). */
export function sessionHoldUntil(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 1000) * 1000 + SESSION_HOLD_MINUTES * 60_000);
}

/** The session's chosen time as the picker sends it: `slotStart` (ISO instant) and the visitor's `timeZone`. */
export const sessionChoiceSchema = z.object({
  slotStart: z.iso.datetime({ offset: true, error: copy.pickTime }),
  timeZone: z.string({ error: schedulingCopy.badZone }).trim().min(1, schedulingCopy.badZone).max(64, schedulingCopy.badZone),
});

/**
 * Who the session is with, asked beside the time: a time is held only for a visitor who said who
 * they are and where to call them (decision 097), and the emails' "we'll call you at the number you
 * gave us" is then true.
 */
export const sessionContactSchema = z.object({
  name: z.string({ error: copy.contact.nameMissing }).trim().min(1, copy.contact.nameMissing).max(100, copy.contact.nameMissing),
  email: z
    .string({ error: copy.contact.emailInvalid })
    .trim()
    .max(254, copy.contact.emailInvalid)
    .pipe(z.email({ error: copy.contact.emailInvalid }))
    .transform((e) => e.toLowerCase()),
  phone: z
    .string({ error: copy.contact.phoneInvalid })
    .trim()
    .regex(/^\+?[\d\s().-]{7,32}$/, copy.contact.phoneInvalid)
    .refine((p) => p.replace(/\D/g, "").length >= 7, copy.contact.phoneInvalid),
  agenda: z.string().trim().max(1000, copy.contact.agendaTooLong).optional(),
});

export type SessionContact = { name: string; email: string; phone: string; notes: string | null };
export type SessionChoice = { start: Date; timeZone: string; contact?: SessionContact };

const present = (v: unknown) => (typeof v === "string" && v.trim() ? v : undefined);

/**
 * Parses the picker's fields and, with `contact`, the visitor's name, email and phone; every field
 * with a problem is named (400), a missing or malformed time as "Pick a time for your session.".
 */
export function parseSessionChoice(
  input: { slotStart?: unknown; timeZone?: unknown; name?: unknown; email?: unknown; phone?: unknown; agenda?: unknown },
  opts: { contact?: boolean } = {},
): SessionChoice {
  const fieldErrors: Record<string, string> = {};
  const time = sessionChoiceSchema.safeParse({
    slotStart: typeof input.slotStart === "string" && input.slotStart.trim() ? input.slotStart.trim() : undefined,
    timeZone: input.timeZone,
  });
  if (!time.success)
    for (const issue of time.error.issues) {
      const field = String(issue.path[0] ?? "slotStart");
      fieldErrors[field] ??= field === "slotStart" ? copy.pickTime : issue.message;
    }
  const contact = opts.contact
    ? sessionContactSchema.safeParse({ name: present(input.name), email: present(input.email), phone: present(input.phone), agenda: present(input.agenda) })
    : null;
  if (contact && !contact.success)
    for (const issue of contact.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
  const first = Object.values(fieldErrors)[0];
  if (first || !time.success) throw new ValidationFailed(first ?? copy.pickTime, fieldErrors);
  return {
    start: new Date(time.data.slotStart),
    timeZone: time.data.timeZone,
    ...(contact?.success
      ? { contact: { name: contact.data.name, email: contact.data.email, phone: contact.data.phone, notes: contact.data.agenda || null } }
      : {}),
  };
}

/**
 * The one path that gives an order its session time. With `holdUntil` (checkout starts) the time is
 * held in the caller's transaction, beside the new order; without it (a paid order whose hold was
 * lost) the time is booked at once and announced. A taken time → Conflict 409 "That time was just
 * taken — pick another.", and the caller's transaction rolls back.
 */
export async function chooseSessionTime(
  services: Services,
  tx: Tx,
  order: { id: string; email: string | null },
  choice: SessionChoice,
  now: Date,
  holdUntil?: Date,
  holder?: string | null,
): Promise<CallBooking> {
  // One booking per order (bookings_order_unique): a hold that was lost gives way to the new time.
  if (!holdUntil) await dropLapsedHold(tx, order.id);
  const { contact } = choice;
  const booking = await bookCall(
    tx,
    {
      kind: "strategy_session",
      start: choice.start,
      timeZone: choice.timeZone,
      name: contact?.name ?? "",
      email: contact?.email ?? order.email ?? "",
      phone: contact?.phone ?? null,
      notes: contact?.notes ?? null,
      orderId: order.id,
      holdUntil,
      holder: holder ?? null,
      maxClaims: claimsPerVisitor(services.env),
    },
    now,
  );
  if (!holdUntil) await announceCall(services, tx, booking, "booked");
  return booking;
}

/**
 * The order was just paid (confirmPayment, in its transaction): its held time becomes a booking and
 * is announced. Null when there is nothing to confirm: no session, already booked, the time has
 * passed, or the hold lapsed and the time was taken meanwhile (the success page then offers the picker).
 */
export async function confirmSessionPayment(
  services: Services,
  tx: Tx,
  order: { id: string; email: string | null },
  buyer: { name?: string | null },
  now = new Date(),
): Promise<CallBooking | null> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.orderId, order.id)).limit(1);
  if (!row || (row.status !== "held" && row.status !== "expired") || row.slotStart <= now) return null;
  const confirmed = await confirmHold(tx, order.id, now);
  if (!confirmed) return null;
  // The hold was made before the buyer told Stripe who they are.
  const filled = await fillBookingContact(tx, confirmed.id, {
    name: confirmed.name || buyer.name?.trim() || null,
    email: confirmed.email || order.email || null,
  });
  await announceCall(services, tx, filled, "booked");
  return filled;
}

/**
 * The order's Checkout Session will not be paid (it expired, or the buyer cancelled): the held time
 * goes back to the pool at once. A payment that still arrives books it again if it is free.
 */
export async function releaseSessionHold(tx: Tx | Db, orderId: string, now = new Date()) {
  return releaseHold(tx, orderId, now);
}

/** The order's session booking (any status), or null. */
export async function sessionBookingFor(db: Db, orderId: string): Promise<CallBooking | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.orderId, orderId)).limit(1);
  return row ?? null;
}

/** Whether a paid order's session still needs a time: none was kept (the hold was lost) or none was ever chosen. */
export function needsSessionTime(booking: CallBooking | null) {
  return !booking || booking.status === "held" || booking.status === "expired";
}

/**
 * The success page books a paid order's session after its hold was lost: the same path as
 * checkout, without a hold. Refused with a clear message when the order is not paid or already booked.
 */
export async function bookPaidSession(services: Services & Pick<AppServices, "database">, orderId: string, choice: SessionChoice, now = new Date()) {
  return services.database.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for("update");
    if (!order) throw new NotFound("Order not found");
    if (order.status !== "paid") throw new ValidationFailed(copy.notPaid);
    const [current] = await tx.select().from(bookings).where(eq(bookings.orderId, orderId)).limit(1);
    if (!needsSessionTime(current ?? null)) throw new Conflict(copy.alreadyBooked);
    return chooseSessionTime(services, tx, order, choice, now);
  });
}

/** "Thursday, December 3, 2026, 9:00 AM EST": a session's start in the zone the visitor chose, as its emails say it. */
export const sessionWhen = callTimeLabel;
