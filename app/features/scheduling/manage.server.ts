import { and, eq, inArray } from "drizzle-orm";
import { bookings } from "#db/schema";
import { schedulingCopy as copy } from "~/content/scheduling";
import type { AppServices } from "#platform/context";
import { Conflict, NotFound } from "~/lib/errors";
import { type CallBooking, cancelCall, manageLinks, ownerMoveCall, rescheduleCall, type Tx } from "./bookings.server";
import { announceCall, type SessionRefund, type SettleRefund } from "./notify.server";
import { slotsChanged } from "./slots-version";

export { manageLinks };

type Services = Pick<AppServices, "database" | "jobs" | "env" | "logger">;

/**
 * The owner cancels a call from the console, with a reason the visitor reads: its time goes back to
 * the pool, the visitor's links stop working, the visitor is told (with a cancelling invite) and a
 * paid session is refunded in full, which the email says.
 */
export async function ownerCancelCall(
  services: Services,
  bookingId: string,
  reason: string,
  /** The money side: what a cancelled paid session refunds (the checkout feature's rule, passed in). */
  settle: SettleRefund,
  now = new Date(),
  /** What else the cancellation records in its transaction (the console's audit entry). */
  then?: (tx: Tx, cancelled: { before: CallBooking; booking: CallBooking; refund: SessionRefund | null }) => Promise<unknown>,
): Promise<{ booking: CallBooking; refund: SessionRefund | null }> {
  return services.database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).limit(1);
    if (!row) throw new NotFound(copy.bookingNotFound);
    if (row.status !== "booked" && row.status !== "held") throw new Conflict(copy.ownerCannotCancel);
    const [updated] = await tx
      .update(bookings)
      .set({
        status: "cancelled",
        cancelledAt: now,
        cancelledBy: "owner",
        cancelReason: reason,
        version: row.version + 1,
        sequence: row.sequence + 1,
        updatedAt: now,
      })
      .where(and(eq(bookings.id, row.id), inArray(bookings.status, ["booked", "held"])))
      .returning();
    if (!updated) throw new Conflict(copy.ownerCannotCancel);
    slotsChanged(tx);
    const { refund, told } = await settle(services, tx, updated, "owner", now);
    // A hold nobody has paid for was never announced: there is no one to tell.
    if (row.status === "booked") await announceCall(services, tx, updated, "cancelled", "owner", now, told);
    await then?.(tx, { before: row, booking: updated, refund });
    return { booking: updated, refund };
  });
}

/**
 * The owner moves a booked call from the console to another open time (decision 108): the visitor
 * is emailed the new time in their own zone, the updated invite (same UID, higher SEQUENCE), new
 * links and the owner's note; the reminders follow the new time.
 */
export async function ownerRescheduleCall(
  services: Services,
  bookingId: string,
  start: Date,
  note: string | null,
  now = new Date(),
  then?: (tx: Tx, moved: { before: CallBooking; booking: CallBooking }) => Promise<unknown>,
) {
  return ownerMoveCall(services.database.db, bookingId, start, note, now, undefined, async (tx, before, updated) => {
    await announceCall(services, tx, updated, "moved", "owner", now);
    await then?.(tx, { before, booking: updated });
  });
}

/** The visitor cancels from the email's link: the owner is told, a paid session follows the refund rule, and both emails say it. */
export async function visitorCancelCall(services: Services, token: unknown, settle: SettleRefund, now = new Date()) {
  let refund: SessionRefund | null = null;
  const booking = await cancelCall(services.database.db, services.env.BETTER_AUTH_SECRET, token, now, async (tx, updated) => {
    const settled = await settle(services, tx, updated, "visitor", now);
    refund = settled.refund;
    await announceCall(services, tx, updated, "cancelled", "visitor", now, settled.told);
  });
  return { booking, refund: refund as SessionRefund | null };
}

/** The visitor moves the call from the email's link: new invite (same UID, higher SEQUENCE), new links, new reminders. */
export async function visitorRescheduleCall(
  services: Pick<AppServices, "database" | "jobs" | "env">,
  token: unknown,
  start: Date,
  timeZone: string,
  now = new Date(),
) {
  return rescheduleCall(services.database.db, services.env.BETTER_AUTH_SECRET, token, start, timeZone, now, undefined, (tx, updated) =>
    announceCall(services, tx, updated, "moved", "visitor", now),
  );
}
