import { and, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookings, orders } from "#db/schema";
import { hashIp } from "#platform/ip-hash.server";
import type { AppServices } from "#platform/context";
import { buyer } from "#tests/support/buyers";
import { createTestServices } from "#tests/support/services";
import { CLAIMS_PER_VISITOR, HOLD_SHARE } from "~/features/scheduling/claims.server";
import { candidateSlots } from "~/features/scheduling/slots";
import { openCallSlots, pickerSlots } from "~/features/scheduling/bookings.server";
import { loadSchedule } from "~/features/scheduling/schedule.server";
import { createCheckout } from "./orders.server";
import { confirmPayment } from "~/flows/payment.server";

/**
 * Issue 40 item 1: one visitor held the paid session's calendar empty. From one address, 30 × (open
 * times, then a checkout with a time) took the open paid-session times from 69 to 11 and the free
 * call's from 138 to 28, and could keep them so forever. Decision 097: a time is held only for a
 * visitor who gave their contact; one visitor (address or email) holds at most two; all unpaid
 * holds together block at most a quarter of the paid session's times.
 */

const HOLDS_FULL =
  "Many session times are being held by buyers who are paying right now. Please try again in a few minutes, or send us your details with the free strategy call form and we'll reach out to schedule.";
const tooMany = (minutes: number) =>
  `You already have 2 call times held or booked with us. Finish paying for a held time, or try again in ${minutes} minutes, when it is released. Or send us your details with the free strategy call form and we'll reach out to schedule.`;

type T = Awaited<ReturnType<typeof createTestServices>>;
let t: T;
let services: AppServices;
const db = () => t.services.database.db;
const holderFor = (ip: string) => hashIp(t.services.env.BETTER_AUTH_SECRET, ip);
const sessionTimes = async (now = new Date()) =>
  (await pickerSlots(db(), "strategy_session", "UTC", now)).days.flatMap((d) => d.slots.map((s) => s.iso));
const hold = (ip: string, slotStart: string, who = buyer()) =>
  createCheckout(services, { priceId: "strategy-session", ...who, slotStart, timeZone: "UTC", holder: holderFor(ip) });
const heldNow = async () =>
  db().select().from(bookings).where(and(eq(bookings.status, "held"), gt(bookings.holdExpiresAt, new Date())));

beforeAll(async () => {
  t = await createTestServices({});
  // TEST MODE (no Stripe key): the same createCheckout, holds and all.
  services = { ...t.services, env: { ...t.services.env, STRIPE_SECRET_KEY: undefined } };
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await db().delete(bookings);
  await db().delete(orders);
});

describe("one visitor cannot hold the calendar empty (issue 40 item 1, decision 097)", () => {
  it("the attack replayed: 30 checkouts with a time from one address hold two times; the rest are refused and the calendar stays open", async () => {
    const before = await sessionTimes();
    const freeBefore = (await openCallSlots(db(), "strategy_call")).length;
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const [time] = await sessionTimes();
      const outcome = await hold("198.51.100.66", time!).then(
        () => 201,
        (err: { status?: number }) => err.status ?? 500,
      );
      statuses.push(outcome);
    }
    expect(statuses).toEqual([201, 201, ...Array(28).fill(429)]);
    expect(await heldNow()).toHaveLength(CLAIMS_PER_VISITOR);
    // Two held hours (with the buffer each keeps) are all the calendar lost: four free-call times each at most.
    expect((await sessionTimes()).length).toBeGreaterThanOrEqual(before.length - 4);
    expect((await openCallSlots(db(), "strategy_call")).length).toBeGreaterThanOrEqual(freeBefore - 8);
    // A refused checkout leaves no order behind.
    expect(await db().select().from(orders)).toHaveLength(2);
  });

  it("the third hold is refused with when it can try again and the way on; another visitor still holds", async () => {
    const times = await sessionTimes();
    await hold("198.51.100.7", times[0]!);
    await hold("198.51.100.7", times[3]!);
    const err = await hold("198.51.100.7", times[6]!).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 429, message: tooMany(31), retryAfterSeconds: expect.any(Number) });
    expect((err as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(30 * 60);
    expect((err as { headers: Record<string, string> }).headers["Retry-After"]).toBe(String((err as { retryAfterSeconds: number }).retryAfterSeconds));
    await expect(hold("198.51.100.8", times[6]!)).resolves.toMatchObject({ url: expect.stringMatching(/^\/checkout\/test\//) });
  });

  it("one person is one visitor whatever their address: the same email from a second address is counted with the first", async () => {
    const times = await sessionTimes();
    const who = buyer();
    await hold("198.51.100.9", times[0]!, who);
    await hold("198.51.100.10", times[3]!, { ...who, email: who.email.toUpperCase() });
    await expect(hold("198.51.100.11", times[6]!, who)).rejects.toMatchObject({ status: 429 });
  });

  it("a hold that lapsed, a paid session and a released hold do not count", async () => {
    const times = await sessionTimes();
    const a = await hold("198.51.100.12", times[0]!);
    await hold("198.51.100.12", times[3]!);
    // Paid: the time is the buyer's, no longer a claim on the calendar.
    expect(await confirmPayment(services, a.orderId, {})).toBe(true);
    await expect(hold("198.51.100.12", times[6]!)).resolves.toBeTruthy();
    // Both unpaid holds lapse 31 minutes on: the visitor may hold again.
    await db().update(bookings).set({ holdExpiresAt: new Date(Date.now() - 1000) }).where(eq(bookings.status, "held"));
    await expect(hold("198.51.100.12", times[9]!)).resolves.toBeTruthy();
  });

  it("all unpaid holds together block at most a quarter of the session's times, however many visitors ask", async () => {
    const { availability, lengths } = await loadSchedule(db());
    const total = candidateSlots(availability, lengths.strategy_session, new Date()).length;
    let refused: unknown = null;
    let accepted = 0;
    for (let i = 0; i < total && !refused; i++) {
      const [time] = await sessionTimes();
      if (!time) break;
      await hold(`203.0.113.${i + 1}`, time).then(
        () => (accepted += 1),
        (e: unknown) => (refused = e),
      );
    }
    expect(refused).toMatchObject({ status: 429, message: HOLDS_FULL });
    expect(accepted).toBeGreaterThan(0);
    // What the holds block, buffers included, is within the share.
    const open = (await sessionTimes()).length;
    expect(total - open).toBeLessThanOrEqual(Math.floor(HOLD_SHARE * total));
    // A buyer who pays is never refused for others' holds: paying turns one hold into a booking.
    const [first] = await heldNow();
    expect(await confirmPayment(services, first!.orderId!, {})).toBe(true);
  });

  it("without a name, email or phone nothing is held and nothing is saved (400, each field named)", async () => {
    const [time] = await sessionTimes();
    const err = await createCheckout(services, {
      priceId: "strategy-session",
      slotStart: time!,
      timeZone: "UTC",
      name: " ",
      email: "not-an-email",
      phone: "12",
    }).catch((e: unknown) => e);
    expect(err).toMatchObject({
      status: 400,
      message: "Enter your name.",
      fieldErrors: {
        name: "Enter your name.",
        email: "Enter a valid email address.",
        phone: "Enter a phone number we can call, with its area code.",
      },
    });
    expect(await db().select().from(bookings)).toHaveLength(0);
    expect(await db().select().from(orders)).toHaveLength(0);
  });
});
