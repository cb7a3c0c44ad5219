import type { CallBooking, Tx } from "~/features/scheduling/bookings.server";
import type { AppServices } from "~/lib/context";

/** Who cancelled a call: the visitor from the email's link, or the owner from the console. */
export type CancelledBy = "visitor" | "owner";

/** What a cancelled paid session gives back (decision 062's rule). */
export type SessionRefund = "full" | "none";

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
