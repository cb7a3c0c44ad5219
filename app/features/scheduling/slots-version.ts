import { afterCommit } from "#platform/after-commit";

/**
 * A number that changes whenever the open call times may have changed in this process: a booking
 * made, held, confirmed, moved, cancelled, released or expired, or the owner's hours saved. A page
 * kept in memory with the times on it (the checkout's paid-session picker, decision 089) is valid
 * only while this number is the one it was rendered under. It changes once the write has
 * committed, so a page rendered in between cannot keep the old times.
 */
let version = 0;

export const slotsVersion = () => version;

/** Called by every writer of bookings or of the schedule, with the connection it wrote through. */
export function slotsChanged(db: object) {
  afterCommit(db, () => {
    version++;
  });
}
