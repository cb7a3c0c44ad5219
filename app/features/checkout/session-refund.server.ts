import type { CallBooking, Tx } from "~/features/scheduling/bookings.server";
import type { AppServices } from "~/lib/context";

/** Who cancelled a call: the visitor from the email's link, or the owner from the console. */
export type CancelledBy = "visitor" | "owner";

/** What a cancelled paid session gives back (decision 062's rule). */
export type SessionRefund = "full" | "none";

/**
 * Decision 062's rule for a cancelled paid session: the visitor 24 h or more before the start →
 * full refund; later → none (a move is still possible); the owner → always full.
 * TODO(issue 17, paid session): the paid-order check is being built.
 */
export function sessionRefundFor(booking: Pick<CallBooking, "slotStart">, by: CancelledBy, now: Date): SessionRefund {
  if (by === "owner") return "full";
  return booking.slotStart.getTime() - now.getTime() >= 24 * 3600_000 ? "full" : "none";
}

/**
 * A paid strategy session was cancelled: applies the refund rule of decision 062 (the visitor
 * 24 h or more before the start → full refund; later → none; the owner → always full) and, when
 * a refund is due, enqueues it in `tx` (the Stripe call happens in a retried job).
 * TODO(issue 17, paid session): not built yet — answers "none" and enqueues nothing.
 */
export async function refundCancelledSession(
  _services: Pick<AppServices, "jobs" | "env" | "logger">,
  _tx: Tx,
  _booking: CallBooking,
  _by: CancelledBy,
  _now: Date,
): Promise<SessionRefund> {
  return "none";
}
