import { and, eq, inArray } from "drizzle-orm";
import { bookings } from "../../../db/schema";
import { schedulingCopy as copy } from "~/content/scheduling";
import { refundCancelledSession, type SessionRefund } from "~/features/checkout/session-refund.server";
import type { AppServices } from "~/lib/context";
import { Conflict, NotFound } from "~/lib/errors";
import { type CallBooking, manageToken } from "./bookings.server";
import { announceCall } from "./notify.server";

/** The visitor's links to move or cancel a call (absolute: they go into emails). */
export function manageLinks(env: Pick<AppServices["env"], "PUBLIC_SITE_URL" | "BETTER_AUTH_SECRET">, booking: Pick<CallBooking, "id" | "version" | "slotEnd">) {
  const base = env.PUBLIC_SITE_URL.replace(/\/$/, "");
  return {
    reschedule: `${base}/calls/reschedule?token=${manageToken(env.BETTER_AUTH_SECRET, "reschedule", booking)}`,
    cancel: `${base}/calls/cancel?token=${manageToken(env.BETTER_AUTH_SECRET, "cancel", booking)}`,
  };
}

/**
 * The owner cancels a call from the console: its time goes back to the pool, the visitor's links
 * stop working, the visitor is told (with a cancelling invite) and a paid session is refunded in full.
 */
export async function ownerCancelCall(
  services: Pick<AppServices, "database" | "jobs" | "env" | "logger">,
  bookingId: string,
  now = new Date(),
): Promise<{ booking: CallBooking; refund: SessionRefund | null }> {
  return services.database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).limit(1);
    if (!row) throw new NotFound("Booking not found.");
    if (row.status !== "booked" && row.status !== "held") throw new Conflict(copy.ownerCannotCancel);
    const [updated] = await tx
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: now, version: row.version + 1, sequence: row.sequence + 1, updatedAt: now })
      .where(and(eq(bookings.id, row.id), inArray(bookings.status, ["booked", "held"])))
      .returning();
    if (!updated) throw new Conflict(copy.ownerCannotCancel);
    if (row.status === "booked") await announceCall(services, tx, updated, "cancelled", "owner");
    const refund = updated.kind === "strategy_session" ? await refundCancelledSession(services, tx, updated, "owner", now) : null;
    return { booking: updated, refund };
  });
}
