import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, gt, inArray, lt, ne, or, type SQL } from "drizzle-orm";
import { bookings, type BookingKind } from "#db/schema";
import type { Db } from "#platform/db.server";
import { schedulingCopy as copy } from "~/content/scheduling";
import { Conflict, NotFound, ValidationFailed, isExclusionViolation } from "~/lib/errors";
import { calendarBusy } from "./calendar-sync.server";
import { checkClaim } from "./claims.server";
import { canonicalTimeZone } from "./zone";
import { type Busy, heldBy, openSlots, refusal, slotsByDay } from "./slots";
import { loadSchedule, type Schedule } from "./schedule.server";
import type { SlotList } from "./slot-picker";
import { slotsChanged } from "./slots-version";

/**
 * Booking a call (issue 17, decision 062). The free strategy call belongs to a lead, the paid
 * session to an order. The database has the last word on double booking: the exclusion
 * constraint `bookings_no_overlap` refuses a held or booked call whose time (buffer included)
 * meets another's, however many requests race for it; the checks before it only give a clear
 * message for the usual cases.
 */

export type CallBooking = typeof bookings.$inferSelect;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Q = Db | Tx;

/**
 * Held (an unexpired hold) and booked calls that end after `now`, with their buffers, and the busy
 * times read from the owner's own calendar (decision 108).
 */
async function busyTimes(db: Q, now: Date, except?: string): Promise<Busy[]> {
  const conditions: SQL[] = [
    gt(bookings.blocksUntil, now),
    or(eq(bookings.status, "booked"), and(eq(bookings.status, "held"), gt(bookings.holdExpiresAt, now)))!,
  ];
  if (except) conditions.push(ne(bookings.id, except));
  const rows = await db
    .select({ start: bookings.slotStart, end: bookings.blocksUntil })
    .from(bookings)
    .where(and(...conditions));
  return [...rows, ...(await calendarBusy(db, now))];
}

/** Holds whose payment window has passed give their time back (the constraint still counts them until then). */
async function releaseLapsedHolds(db: Q, now: Date) {
  const released = await db
    .update(bookings)
    .set({ status: "expired", updatedAt: now })
    .where(and(eq(bookings.status, "held"), lt(bookings.holdExpiresAt, now)))
    .returning({ id: bookings.id });
  if (released.length) slotsChanged(db);
}

/** The open slots for a kind of call, now. */
export async function openCallSlots(db: Db, kind: BookingKind, now = new Date(), schedule?: Schedule) {
  const { availability, lengths } = schedule ?? (await loadSchedule(db));
  return openSlots(availability, lengths[kind], now, await busyTimes(db, now));
}

/** What the picker shows: the open times grouped by day and labelled in `timeZone` (the API and the form's page). */
export async function pickerSlots(db: Db, kind: BookingKind, timeZone: string, now = new Date(), schedule?: Schedule): Promise<SlotList> {
  const current = schedule ?? (await loadSchedule(db));
  return { timeZone, minutes: current.lengths[kind], days: slotsByDay(await openCallSlots(db, kind, now, current), timeZone) };
}

export type BookCallInput = {
  kind: BookingKind;
  start: Date;
  timeZone: string;
  name: string;
  email: string;
  leadId?: string;
  orderId?: string;
  /** For a paid session: the slot is held until then (the checkout session's expiry), not booked. */
  holdUntil?: Date;
  /** The number to call and what to cover (the paid session asks for both). */
  phone?: string | null;
  notes?: string | null;
  /** Who asked: the keyed hash of their address, counted with their email against the caps of claims.server.ts. */
  holder?: string | null;
  /** The per-visitor cap in force (claimsPerVisitor(env)). */
  maxClaims?: number;
};

/** Refusal → the error the visitor sees: 409 when someone else has the time, 400 otherwise. */
function refuse(why: NonNullable<ReturnType<typeof refusal>>): never {
  if (why === "taken") throw new Conflict(copy.taken);
  throw new ValidationFailed(copy.refusals[why], { slot: copy.refusals[why] });
}

function insertTimes(kind: BookingKind, start: Date, { availability, lengths }: Schedule) {
  const held = heldBy(start, lengths[kind], availability.bufferMinutes);
  return { slotStart: start, slotEnd: new Date(start.getTime() + lengths[kind] * 60_000), blocksUntil: held.end };
}

/** Books (or holds) a call; inside a caller's transaction it runs as a savepoint of it. */
export async function bookCall(db: Q, request: BookCallInput, now = new Date(), schedule?: Schedule) {
  const timeZone = canonicalTimeZone(request.timeZone);
  if (!timeZone) throw new ValidationFailed(copy.badZone, { timeZone: copy.badZone });
  const input = { ...request, timeZone };
  const current = schedule ?? (await loadSchedule(db));
  try {
    return await (db as Db).transaction(async (tx) => {
      await releaseLapsedHolds(tx, now);
      const why = refusal(current.availability, current.lengths[input.kind], now, await busyTimes(tx, now), input.start);
      if (why) refuse(why);
      // A time nobody has paid for (a hold while paying, a free call from a form) is a claim on the
      // calendar others share: capped per visitor and, for holds, in total (decision 097).
      const hold = Boolean(input.holdUntil);
      if (hold || (input.kind === "strategy_call" && input.leadId))
        await checkClaim(
          tx,
          { holder: input.holder ?? null, email: input.email, max: input.maxClaims },
          { kind: input.kind, start: input.start, hold },
          current,
          now,
        );
      const [row] = await tx
        .insert(bookings)
        .values({
          kind: input.kind,
          leadId: input.leadId,
          orderId: input.orderId,
          ...insertTimes(input.kind, input.start, current),
          timeZone: input.timeZone,
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          notes: input.notes ?? null,
          holder: input.holder ?? null,
          status: input.holdUntil ? "held" : "booked",
          holdExpiresAt: input.holdUntil ?? null,
        })
        .returning();
      slotsChanged(tx);
      return row!;
    });
  } catch (err) {
    if (isExclusionViolation(err)) throw new Conflict(copy.taken);
    throw err;
  }
}

/**
 * A paid session's hold becomes a booking once the payment is confirmed (even if the hold lapsed
 * meanwhile, when the time is still free). Inside a caller's transaction it runs as a savepoint of
 * it, so a refusal by the constraint leaves that transaction usable (the order is still paid).
 */
export async function confirmHold(db: Q, orderId: string, now = new Date()) {
  try {
    return await (db as Db).transaction(async (tx) => {
      const [row] = await tx
        .update(bookings)
        .set({ status: "booked", holdExpiresAt: null, updatedAt: now })
        .where(and(eq(bookings.orderId, orderId), inArray(bookings.status, ["held", "expired"])))
        .returning();
      if (row) slotsChanged(tx);
      return row ?? null;
    });
  } catch (err) {
    // The hold lapsed and someone else booked the time: the session needs a new slot.
    if (isExclusionViolation(err)) return null;
    throw err;
  }
}

// --- Manage links: reschedule and cancel, each signed for its own purpose ------------------------

export type ManagePurpose = "reschedule" | "cancel";

const sign = (secret: string, purpose: ManagePurpose, id: string, version: number, exp: string) =>
  createHmac("sha256", secret).update(`call|${purpose}|${id}|${version}|${exp}`).digest("base64url").slice(0, 32);

/**
 * A link token for one booking, one purpose and its current version, valid until the call ends.
 * Moving or cancelling the call bumps the version, so every earlier link stops working.
 */
export function manageToken(secret: string, purpose: ManagePurpose, booking: Pick<CallBooking, "id" | "version" | "slotEnd">) {
  const exp = Math.floor(booking.slotEnd.getTime() / 1000).toString(36);
  return `${booking.id}.${booking.version}.${exp}.${sign(secret, purpose, booking.id, booking.version, exp)}`;
}

/** The visitor's links to move or cancel a call (absolute: they go into emails). */
export function manageLinks(env: { PUBLIC_SITE_URL: string; BETTER_AUTH_SECRET: string }, booking: Pick<CallBooking, "id" | "version" | "slotEnd">) {
  const base = env.PUBLIC_SITE_URL.replace(/\/$/, "");
  return {
    reschedule: `${base}/calls/reschedule?token=${manageToken(env.BETTER_AUTH_SECRET, "reschedule", booking)}`,
    cancel: `${base}/calls/cancel?token=${manageToken(env.BETTER_AUTH_SECRET, "cancel", booking)}`,
  };
}

/** The booking a token names, or null when it is malformed, forged, for another purpose or past the call. */
export function readManageToken(secret: string, purpose: ManagePurpose, token: unknown, now = new Date()) {
  if (typeof token !== "string" || token.length > 200) return null;
  const [id, versionText, exp, mac, ...rest] = token.split(".");
  if (!id || !versionText || !exp || !mac || rest.length) return null;
  if (!/^[0-9a-f-]{36}$/.test(id) || !/^\d{1,9}$/.test(versionText) || !/^[0-9a-z]{1,10}$/.test(exp)) return null;
  const version = Number(versionText);
  const expected = Buffer.from(sign(secret, purpose, id, version, exp));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (parseInt(exp, 36) * 1000 <= now.getTime()) return null;
  return { id, version };
}

/** The booking behind a manage link, still current and still on; otherwise the clear reason. */
async function current(db: Q, secret: string, purpose: ManagePurpose, token: unknown, now: Date) {
  const ref = readManageToken(secret, purpose, token, now);
  if (!ref) throw new NotFound(copy.linkInvalid);
  const [row] = await db.select().from(bookings).where(eq(bookings.id, ref.id)).limit(1);
  if (!row || row.version !== ref.version) throw new NotFound(copy.linkInvalid);
  if (row.status === "cancelled") throw new Conflict(copy.callCancelled);
  if (row.status !== "booked" || row.slotEnd <= now) throw new Conflict(copy.callOver);
  return row;
}

/** The booking a manage link opens (for its page), or the reason it cannot. */
export async function bookingForLink(db: Db, secret: string, purpose: ManagePurpose, token: unknown, now = new Date()) {
  return current(db, secret, purpose, token, now);
}

/** What else a move or cancellation does in its transaction (the emails it sends). */
export type AfterChange = (tx: Tx, updated: CallBooking) => Promise<unknown>;

/** Cancels the call: its time goes back to the pool, the links stop working. */
export async function cancelCall(db: Db, secret: string, token: unknown, now = new Date(), then?: AfterChange) {
  return db.transaction(async (tx) => {
    const row = await current(tx, secret, "cancel", token, now);
    const [updated] = await tx
      .update(bookings)
      .set({
        status: "cancelled",
        cancelledAt: now,
        cancelledBy: "visitor",
        version: row.version + 1,
        sequence: row.sequence + 1,
        updatedAt: now,
      })
      .where(and(eq(bookings.id, row.id), eq(bookings.version, row.version)))
      .returning();
    if (!updated) throw new NotFound(copy.linkInvalid); // moved or cancelled a moment ago
    slotsChanged(tx);
    await then?.(tx, updated);
    return updated;
  });
}

/**
 * Moves a booked call (read in `tx`) to another open slot: the old time is freed in the same step,
 * the version (and so the links) and the invite's SEQUENCE move on. The same rules as booking: the
 * new time must be one the picker offers, and free.
 */
async function moveBooking(
  tx: Tx,
  row: CallBooking,
  start: Date,
  change: { timeZone: string; moveNote: string | null },
  now: Date,
  inForce: Schedule,
  notFound: string,
) {
  await releaseLapsedHolds(tx, now);
  const why = refusal(inForce.availability, inForce.lengths[row.kind], now, await busyTimes(tx, now, row.id), start);
  if (why) refuse(why);
  const [updated] = await tx
    .update(bookings)
    .set({
      ...insertTimes(row.kind, start, inForce),
      timeZone: change.timeZone,
      moveNote: change.moveNote,
      version: row.version + 1,
      sequence: row.sequence + 1,
      updatedAt: now,
    })
    .where(and(eq(bookings.id, row.id), eq(bookings.version, row.version)))
    .returning();
  if (!updated) throw new NotFound(notFound);
  slotsChanged(tx);
  return updated;
}

/** The visitor moves the call from the email's link (to a time shown in `zone`, which becomes the call's). */
export async function rescheduleCall(
  db: Db,
  secret: string,
  token: unknown,
  start: Date,
  zone: string,
  now = new Date(),
  schedule?: Schedule,
  then?: AfterChange,
) {
  const timeZone = canonicalTimeZone(zone);
  if (!timeZone) throw new ValidationFailed(copy.badZone, { timeZone: copy.badZone });
  const inForce = schedule ?? (await loadSchedule(db));
  try {
    return await db.transaction(async (tx) => {
      const row = await current(tx, secret, "reschedule", token, now);
      const updated = await moveBooking(tx, row, start, { timeZone, moveNote: null }, now, inForce, copy.linkInvalid);
      await then?.(tx, updated);
      return updated;
    });
  } catch (err) {
    if (isExclusionViolation(err)) throw new Conflict(copy.taken);
    throw err;
  }
}

/**
 * The owner moves a booked call from the console (decision 108): the visitor keeps their own zone,
 * and `note` (optional) goes to them with the new time. `then` runs in the move's transaction with
 * the row before and after (the emails, the audit entry).
 */
export async function ownerMoveCall(
  db: Db,
  bookingId: string,
  start: Date,
  note: string | null,
  now = new Date(),
  schedule?: Schedule,
  then?: (tx: Tx, before: CallBooking, updated: CallBooking) => Promise<unknown>,
) {
  const inForce = schedule ?? (await loadSchedule(db));
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).limit(1).for("update");
      if (!row) throw new NotFound(copy.bookingNotFound);
      if (row.status !== "booked" || row.slotEnd <= now) throw new Conflict(copy.ownerCannotMove);
      const updated = await moveBooking(tx, row, start, { timeZone: row.timeZone, moveNote: note }, now, inForce, copy.bookingNotFound);
      await then?.(tx, row, updated);
      return updated;
    });
  } catch (err) {
    if (isExclusionViolation(err)) throw new Conflict(copy.taken);
    throw err;
  }
}

/** A person's erasure (docs/decisions/068): their calls keep their times, not their name or address. */
export async function eraseBookingContacts(tx: Tx, bookingIds: string[], erasedName: string, now = new Date()) {
  if (!bookingIds.length) return;
  await tx
    .update(bookings)
    .set({ name: erasedName, email: null, phone: null, notes: null, holder: null, cancelReason: null, moveNote: null, updatedAt: now })
    .where(inArray(bookings.id, bookingIds));
}

/** Done or no-show, for a call still booked: the row as it now is, or undefined when it was not booked. */
export async function recordCallOutcome(tx: Tx, bookingId: string, outcome: "done" | "no_show", now = new Date()) {
  const [updated] = await tx
    .update(bookings)
    .set({ status: outcome, updatedAt: now })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, "booked")))
    .returning();
  if (updated) slotsChanged(tx);
  return updated;
}

// ---------------------------------------------------------------- a paid session's hold
// The checkout decides when (session-booking.server.ts); these are the writes it asks for.

/** An order's lapsed hold (held or expired) gives way, so that the order can book a new time (one booking per order). */
export async function dropLapsedHold(tx: Tx, orderId: string) {
  await tx.delete(bookings).where(and(eq(bookings.orderId, orderId), inArray(bookings.status, ["held", "expired"])));
  slotsChanged(tx);
}

/** A cancelled call of an order gives way to a new one (an order has one booking: bookings_order_unique). */
export async function dropCancelledBooking(tx: Tx, orderId: string) {
  await tx.delete(bookings).where(and(eq(bookings.orderId, orderId), eq(bookings.status, "cancelled")));
}

/** The contact a hold was made without (the buyer told Stripe who they are only when paying). */
export async function fillBookingContact(tx: Tx, bookingId: string, contact: { name: string | null; email: string | null }) {
  const [filled] = await tx.update(bookings).set(contact).where(eq(bookings.id, bookingId)).returning();
  return filled!;
}

/** The order's held time goes back to the pool (its Checkout Session will not be paid); true when there was one. */
export async function releaseHold(db: Q, orderId: string, now = new Date()) {
  const rows = await db
    .update(bookings)
    .set({ status: "expired", updatedAt: now })
    .where(and(eq(bookings.orderId, orderId), eq(bookings.status, "held")))
    .returning({ id: bookings.id });
  if (rows.length) slotsChanged(db);
  return rows.length > 0;
}
