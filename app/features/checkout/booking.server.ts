import { and, eq, gte, inArray } from "drizzle-orm";
import { bookings, orders } from "../../../db/schema";
import type { Db } from "../../../server/db.server";
import { strategySessionAvailability as availability } from "~/content/checkout-page";
import { Conflict, ValidationFailed, isExclusionViolation, isUniqueViolation } from "~/lib/errors";

/** Open slots over the next days from the configured weekly availability, minus booked ones. */
export async function openSlots(db: Db, now = new Date()): Promise<Date[]> {
  const slots: Date[] = [];
  for (let d = 1; d <= availability.daysAhead; d++) {
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + d));
    if (!availability.days.includes(day.getUTCDay())) continue;
    for (const h of availability.hoursUtc) slots.push(new Date(day.getTime() + h * 3600_000));
  }
  if (!slots.length) return [];
  const taken = await db
    .select({ at: bookings.slotStart })
    .from(bookings)
    .where(and(gte(bookings.slotStart, slots[0]), inArray(bookings.status, ["held", "booked"])));
  const takenSet = new Set(taken.map((t) => t.at.getTime()));
  return slots.filter((s) => !takenSet.has(s.getTime()));
}

export async function bookingFor(db: Db, orderId: string) {
  const [b] = await db.select().from(bookings).where(eq(bookings.orderId, orderId)).limit(1);
  return b ?? null;
}

/** Books a slot for a paid strategy-session order; the unique slot index forbids double booking. */
export async function bookSlot(db: Db, orderId: string, slotIso: string, now = new Date()) {
  const slot = new Date(slotIso);
  if (Number.isNaN(slot.getTime())) throw new ValidationFailed("Choose one of the listed times.");
  const open = await openSlots(db, now);
  if (!open.some((s) => s.getTime() === slot.getTime())) throw new Conflict("That time is no longer available. Please choose another.");
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order || !(["paid"] as string[]).includes(order.status)) throw new ValidationFailed("This order is not paid.");
  try {
    const slotEnd = new Date(slot.getTime() + availability.durationMinutes * 60_000);
    const [row] = await db
      .insert(bookings)
      .values({ kind: "strategy_session", orderId, slotStart: slot, slotEnd, blocksUntil: slotEnd })
      .returning();
    return row;
  } catch (err) {
    // The order already has its session (bookings_order_unique), or the time overlaps another call (bookings_no_overlap).
    if (isUniqueViolation(err) || isExclusionViolation(err)) {
      const existing = await bookingFor(db, orderId);
      if (existing) throw new Conflict("This order already has a booked session.");
      throw new Conflict("That time is no longer available. Please choose another.");
    }
    throw err;
  }
}

