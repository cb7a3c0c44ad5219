import type { AppServices } from "~/lib/context";
import type { CallBooking, Tx } from "./bookings.server";

/** What happened to a call, for the emails it sends. */
export type CallEvent = "booked" | "moved" | "cancelled";

/**
 * Enqueues, in the transaction that changed the booking, the emails the change sends: the
 * visitor's confirmation / moved / cancelled message with its calendar invite, the owner's copy,
 * and (booked or moved) the reminders 24 h and 1 h before.
 * TODO(issue 17): being built.
 */
export async function announceCall(
  _services: Pick<AppServices, "jobs" | "env">,
  _tx: Tx,
  _booking: CallBooking,
  _event: CallEvent,
  _by?: "visitor" | "owner",
): Promise<void> {}
