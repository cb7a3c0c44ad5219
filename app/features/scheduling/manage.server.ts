import { and, eq, inArray } from "drizzle-orm";
import { bookings } from "#db/schema";
import { schedulingCopy as copy } from "~/content/scheduling";
import { refundCancelledSession, type SessionRefund } from "~/features/checkout/session-refund.server";
import type { AppServices } from "#platform/context";
import { Conflict, NotFound } from "~/lib/errors";
import { type CallBooking, cancelCall, manageLinks, rescheduleCall, type Tx } from "./bookings.server";
import { announceCall } from "./notify.server";
import { slotsChanged } from "./slots-version";

export { manageLinks };

/**
 * The owner cancels a call from the console: its time goes back to the pool, the visitor's links
 * stop working, the visitor is told (with a cancelling invite) and a paid session is refunded in full.
 */
export async function ownerCancelCall(
  services: Pick<AppServices, "database" | "jobs" | "env" | "logger">,
  bookingId: string,
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
      .set({ status: "cancelled", cancelledAt: now, version: row.version + 1, sequence: row.sequence + 1, updatedAt: now })
      .where(and(eq(bookings.id, row.id), inArray(bookings.status, ["booked", "held"])))
      .returning();
    if (!updated) throw new Conflict(copy.ownerCannotCancel);
    slotsChanged(tx);
    if (row.status === "booked") await announceCall(services, tx, updated, "cancelled", "owner");
    const refund = updated.kind === "strategy_session" ? await refundCancelledSession(services, tx, updated, "owner", now) : null;
    await then?.(tx, { before: row, booking: updated, refund });
    return { booking: updated, refund };
  });
}

/** The visitor cancels from the email's link: the owner is told, a paid session follows the refund rule. */
export async function visitorCancelCall(services: Pick<AppServices, "database" | "jobs" | "env" | "logger">, token: unknown, now = new Date()) {
  let refund: SessionRefund | null = null;
  const booking = await cancelCall(services.database.db, services.env.BETTER_AUTH_SECRET, token, now, async (tx, updated) => {
    await announceCall(services, tx, updated, "cancelled", "visitor", now);
    if (updated.kind === "strategy_session") refund = await refundCancelledSession(services, tx, updated, "visitor", now);
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
    announceCall(services, tx, updated, "moved", undefined, now),
  );
}
