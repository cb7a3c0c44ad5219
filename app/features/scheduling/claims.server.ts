import { and, eq, gt, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { bookings, type BookingKind } from "#db/schema";
import { schedulingCopy as copy } from "~/content/scheduling";
import { LimitReached } from "~/lib/errors";
import { candidateSlots, heldBy, type Busy } from "./slots";
import type { Schedule } from "./schedule.server";
import type { Tx } from "./bookings.server";

/**
 * How much of the shared calendar one visitor, and all unpaid holds together, may take (issue 40,
 * decision 097). Before this, one address could hold every paid-session time for 31 minutes at a
 * time, again and again, and a handful of free-call leads took the rest.
 *
 * A claim is a time a visitor took without paying for it: a paid session's time held while they
 * pay, or a free call booked from a form (its email is not verified). Paid and owner-made bookings
 * are not claims.
 */

/** Open claims one visitor may have at once: a free call and a paid session's hold, or two of either. */
export const CLAIMS_PER_VISITOR = 2;

/** The cap as a site applies it: widened by RATE_LIMIT_MULTIPLIER (a test run's setting; 1 in production). */
export const claimsPerVisitor = (env: { RATE_LIMIT_MULTIPLIER?: number }) => CLAIMS_PER_VISITOR * (env.RATE_LIMIT_MULTIPLIER ?? 1);

/** The share of the paid session's times that all unpaid holds together may block. */
export const HOLD_SHARE = 0.25;

export type Claimant = {
  /** The keyed hash of the visitor's address (its /64 for IPv6): `hashIp`. */
  holder: string | null;
  email: string | null;
  /** claimsPerVisitor(env); CLAIMS_PER_VISITOR when not given. */
  max?: number;
};

/** Claims still open at `now`: unexpired holds, and free calls booked from a form that are still to come. */
function openClaim(now: Date): SQL {
  return and(
    gt(bookings.slotStart, now),
    or(
      and(eq(bookings.status, "held"), gt(bookings.holdExpiresAt, now)),
      and(eq(bookings.status, "booked"), eq(bookings.kind, "strategy_call"), isNotNull(bookings.leadId)),
    ),
  )!;
}

/**
 * Refuses a new claim past either cap, with words the visitor can act on (429). Runs in the booking's
 * transaction after a lock that every claim takes, so two requests of one visitor cannot both see
 * room for one more; the exclusion constraint still decides who gets a contested time.
 */
export async function checkClaim(
  tx: Tx,
  claimant: Claimant,
  request: { kind: BookingKind; start: Date; hold: boolean },
  schedule: Schedule,
  now: Date,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('booking-claims'))`);
  const who: SQL[] = [];
  if (claimant.holder) who.push(eq(bookings.holder, claimant.holder));
  const email = claimant.email?.trim().toLowerCase();
  if (email) who.push(sql`lower(${bookings.email}) = ${email}`);
  if (who.length) {
    const mine = await tx
      .select({ status: bookings.status, holdExpiresAt: bookings.holdExpiresAt })
      .from(bookings)
      .where(and(openClaim(now), or(...who)));
    const max = claimant.max ?? CLAIMS_PER_VISITOR;
    if (mine.length >= max) {
      const lapses = mine
        .filter((c) => c.status === "held" && c.holdExpiresAt)
        .map((c) => c.holdExpiresAt!.getTime())
        .sort((a, b) => a - b)[0];
      const seconds = lapses ? Math.max(1, Math.ceil((lapses - now.getTime()) / 1000)) : undefined;
      throw new LimitReached(
        copy.tooManyClaims(request.kind, max, seconds ? Math.ceil(seconds / 60) : null),
        seconds,
      );
    }
  }
  if (request.hold) await checkHoldShare(tx, request, schedule, now);
}

/** Unpaid holds together block at most HOLD_SHARE of the paid session's times; the first hold is always allowed. */
async function checkHoldShare(tx: Tx, request: { kind: BookingKind; start: Date }, schedule: Schedule, now: Date) {
  const held: Busy[] = await tx
    .select({ start: bookings.slotStart, end: bookings.blocksUntil })
    .from(bookings)
    .where(and(eq(bookings.status, "held"), gt(bookings.holdExpiresAt, now), gt(bookings.blocksUntil, now)));
  if (held.length === 0) return;
  const { availability, lengths } = schedule;
  const length = lengths.strategy_session;
  const times = candidateSlots(availability, length, now);
  if (times.length === 0) return;
  const withThis = [...held, heldBy(request.start, lengths[request.kind], availability.bufferMinutes)];
  const blocked = times.filter((t) => {
    const span = heldBy(t, length, availability.bufferMinutes);
    return withThis.some((h) => span.start < h.end && h.start < span.end);
  }).length;
  if (blocked > HOLD_SHARE * times.length) throw new LimitReached(copy.holdsFull, 300);
}
