import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, orders } from "../../../db/schema";
import { createTestServices } from "../../../tests/support/services";
import { servicesContext, type AppServices } from "~/lib/context";
import { action as successAction } from "~/routes/_checkout/success";
import { bookSlot, openSlots } from "./booking.server";
import { createCheckout, markOrderPaid } from "./orders.server";

const TAKEN = "That time is no longer available. Please choose another.";
type Db = AppServices["database"]["db"];

/**
 * A db whose booking inserts wait until `expected` callers have reached them: every caller has
 * passed the open-slot and paid checks before any row exists, so only the database's unique
 * constraints (bookings_no_overlap, bookings_order_unique) can tell them apart.
 */
function insertBarrier(db: Db, expected: number) {
  let arrived = 0;
  let open!: () => void;
  const gate = new Promise<void>((r) => (open = r));
  const gated = new Proxy(db, {
    get(target, key) {
      if (key === "insert")
        return (table: typeof bookings) => ({
          values: (v: typeof bookings.$inferInsert) => ({
            returning: async () => {
              if (++arrived === expected) open();
              await gate;
              return target.insert(table).values(v).returning();
            },
          }),
        });
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db: gated, arrived: () => arrived };
}

describe("strategy-session booking", () => {
  let t: Awaited<ReturnType<typeof createTestServices>>;
  beforeAll(async () => {
    t = await createTestServices();
  });
  afterAll(() => t.close());

  const paidSessionOrder = async () => {
    const { orderId } = await createCheckout(t.services, { priceId: "strategy-session" });
    expect(await markOrderPaid(t.services, orderId, { email: "booker@example.com" })).toBe(true);
    const [o] = await t.services.database.db.select().from(orders).where(eq(orders.id, orderId));
    return { orderId, sessionId: o.stripeSessionId! };
  };
  const bookingsAt = async (slot: string) => t.services.database.db.select().from(bookings).where(eq(bookings.slotStart, new Date(slot)));

  it("two concurrent bookings of one slot: one wins, the other is told the time is taken", async () => {
    const { db } = t.services.database;
    const [a, b] = [await paidSessionOrder(), await paidSessionOrder()];
    const slot = (await openSlots(db))[0].toISOString();
    const results = await Promise.allSettled([bookSlot(db, a.orderId, slot), bookSlot(db, b.orderId, slot)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const [lost] = results.filter((r) => r.status === "rejected");
    expect(lost.reason).toMatchObject({ status: 409, message: TAKEN });
    expect(await bookingsAt(slot)).toHaveLength(1);
  });

  it("the no-overlap constraint decides when both have passed the open-slot check (no 500 from the page)", async () => {
    const { db } = t.services.database;
    const [a, b] = [await paidSessionOrder(), await paidSessionOrder()];
    const slot = (await openSlots(db))[1].toISOString();
    const barrier = insertBarrier(db, 2);
    const context = new RouterContextProvider();
    context.set(servicesContext, { ...t.services, database: { ...t.services.database, db: barrier.db } });
    const post = (sessionId: string) =>
      successAction({
        request: new Request(`http://127.0.0.1:3000/checkout/success?session_id=${sessionId}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ slot }),
        }),
        context,
        params: {},
      } as never);
    const results = await Promise.all([post(a.sessionId), post(b.sessionId)]);
    expect(barrier.arrived()).toBe(2); // both reached the insert: the open-slot check let both through
    const won = results.filter((r) => (r as { ok?: boolean }).ok === true);
    const lost = results.filter((r) => (r as { ok?: boolean }).ok !== true);
    expect(won).toEqual([{ ok: true, error: null }]);
    expect(lost).toMatchObject([{ data: { ok: false, error: TAKEN }, init: { status: 409 } }]);
    const rows = await bookingsAt(slot);
    expect(rows).toHaveLength(1);
    expect([a.orderId, b.orderId]).toContain(rows[0].orderId);
  });

  it("one order booking two slots at once keeps one booking (bookings_order_unique)", async () => {
    const { db } = t.services.database;
    const a = await paidSessionOrder();
    const [s1, s2] = (await openSlots(db)).slice(2, 4).map((s) => s.toISOString());
    const barrier = insertBarrier(db, 2);
    const results = await Promise.allSettled([bookSlot(barrier.db, a.orderId, s1), bookSlot(barrier.db, a.orderId, s2)]);
    expect(barrier.arrived()).toBe(2);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({ reason: { status: 409, message: "This order already has a booked session." } });
    expect(await db.select().from(bookings).where(eq(bookings.orderId, a.orderId))).toHaveLength(1);
  });

  it("a slot already booked, an unlisted time and an unpaid order are refused with their messages", async () => {
    const { db } = t.services.database;
    const [a, b] = [await paidSessionOrder(), await paidSessionOrder()];
    const slot = (await openSlots(db))[4].toISOString();
    await bookSlot(db, a.orderId, slot);
    await expect(bookSlot(db, b.orderId, slot)).rejects.toMatchObject({ status: 409, message: TAKEN });
    await expect(bookSlot(db, b.orderId, "2020-01-01T15:00:00.000Z")).rejects.toMatchObject({ status: 409, message: TAKEN });
    await expect(bookSlot(db, b.orderId, "not a date")).rejects.toMatchObject({ status: 400, message: "Choose one of the listed times." });
    const { orderId: unpaid } = await createCheckout(t.services, { priceId: "strategy-session" });
    const free = (await openSlots(db))[0].toISOString();
    await expect(bookSlot(db, unpaid, free)).rejects.toMatchObject({ status: 400, message: "This order is not paid." });
    expect(await bookingsAt(free)).toHaveLength(0);
  });
});
