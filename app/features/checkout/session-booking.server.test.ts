import { buyer } from "#tests/support/buyers";
import { count, eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { bookings, orders } from "#db/schema";
import { startFakeStripe, type FakeStripe } from "#tests/fakes/stripe";
import { createTestServices } from "#tests/support/services";
import { manageToken, pickerSlots } from "~/features/scheduling/bookings.server";
import { visitorCancelCall } from "~/features/scheduling/manage.server";
import { announceCall } from "~/features/scheduling/notify.server";
import { requestContext, servicesContext, type AppServices } from "#platform/context";
import { action as successAction, loader as successLoader } from "~/routes/_checkout/success";
import { createCheckout } from "./orders.server";
import { confirmPayment } from "~/flows/payment.server";
import { SESSION_HOLD_MINUTES, sessionBookingFor, sessionWhen } from "./session-booking.server";
import { refundCancelledSession, sessionRefundFor, settleSessionRefund, sessionRefundJob, sessionRefundKey } from "./session-refund.server";
import { handleStripeEvent, verifyStripeEvent } from "~/flows/stripe-events.server";

// announceCall is being built by another engineer (a no-op today): only that it is called, and with what, is checked here.
vi.mock("~/features/scheduling/notify.server", () => ({ announceCall: vi.fn(async () => {}) }));

const TAKEN = "That time was just taken — pick another.";
const PICK = "Pick a time for your session.";

const secret = "whsec_session_booking";
const stripeForSigning = new Stripe("sk_test_x");
const event = (id: string, type: string, object: Record<string, unknown>) =>
  JSON.stringify({ id, object: "event", type, api_version: "2025-01-01", created: Math.floor(Date.now() / 1000), data: { object } });

type T = Awaited<ReturnType<typeof createTestServices>>;

describe("the paid strategy session: picked before paying, held while paying (decision 064)", () => {
  let t: T;
  let fake: FakeStripe;
  /** The same database and jobs without a Stripe key: TEST MODE orders. */
  let testMode: AppServices;
  const db = () => t.services.database.db;
  const deliver = (payload: string) =>
    handleStripeEvent(t.services, verifyStripeEvent(t.services, payload, stripeForSigning.webhooks.generateTestHeaderString({ payload, secret })));
  const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const orderCount = async () => (await db().select({ n: count() }).from(orders))[0]!.n;
  const openTimes = async () => (await pickerSlots(db(), "strategy_session", "UTC")).days.flatMap((d) => d.slots.map((s) => s.iso));
  const sessionRequests = () => fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions");
  const contextWith = (services: AppServices) => {
    const context = new RouterContextProvider();
    context.set(servicesContext, { ...services, auth: { api: { getSession: async () => null } } as unknown as AppServices["auth"] });
    context.set(requestContext, { requestId: "test", nonce: "n", clientIp: "127.0.0.1" });
    return context;
  };
  const completed = (id: string, orderId: string, session: string, extra: Record<string, unknown> = {}) =>
    event(id, "checkout.session.completed", {
      id: session,
      object: "checkout.session",
      metadata: { orderId },
      payment_status: "paid",
      amount_total: 25_000,
      currency: "usd",
      customer_details: { email: "ada@example.com", name: "Ada Lovelace" },
      payment_intent: `pi_${orderId.slice(0, 8)}`,
      ...extra,
    });
  const liveSessionOrder = async (slotStart: string, timeZone = "Europe/Berlin", who = buyer()) => {
    const { orderId } = await createCheckout(t.services, { priceId: "strategy-session", ...who, slotStart, timeZone });
    return { orderId, session: (await orderRow(orderId)).stripeSessionId! };
  };

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestServices({ STRIPE_SECRET_KEY: "sk_test_123", STRIPE_WEBHOOK_SECRET: secret, STRIPE_API_BASE: fake.url });
    testMode = { ...t.services, env: { ...t.services.env, STRIPE_SECRET_KEY: undefined } };
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => vi.mocked(announceCall).mockClear());

  it("holds the time in the order's transaction until the Checkout Session's expires_at, the same instant", async () => {
    const [slot] = await openTimes();
    const before = Date.now();
    const { orderId } = await createCheckout(t.services, { priceId: "strategy-session", ...buyer(), slotStart: slot!, timeZone: "Europe/Berlin" });
    const booking = (await sessionBookingFor(db(), orderId))!;
    expect(booking).toMatchObject({ kind: "strategy_session", status: "held", timeZone: "Europe/Berlin", slotStart: new Date(slot!) });
    expect(booking.slotEnd.getTime() - booking.slotStart.getTime()).toBe(60 * 60_000);
    const expiresAt = Number(sessionRequests().at(-1)!.body.expires_at);
    expect(booking.holdExpiresAt!.getTime()).toBe(expiresAt * 1000);
    expect(expiresAt * 1000 - before).toBeGreaterThanOrEqual(30 * 60_000);
    expect(expiresAt * 1000 - before).toBeLessThanOrEqual(SESSION_HOLD_MINUTES * 60_000);
    expect(await openTimes()).not.toContain(slot);
    expect(vi.mocked(announceCall)).not.toHaveBeenCalled(); // held, not booked yet

    // TEST MODE: the same hold length, no Stripe.
    const [other] = await openTimes();
    const requests = fake.requests.length;
    const test = await createCheckout(testMode, { priceId: "strategy-session", ...buyer(), slotStart: other!, timeZone: "UTC" });
    expect(test.url).toBe(`/checkout/test/${test.orderId}`);
    expect(fake.requests.length).toBe(requests);
    const held = (await sessionBookingFor(db(), test.orderId))!;
    expect(held.status).toBe("held");
    const order = await orderRow(test.orderId);
    expect(held.holdExpiresAt!.getTime() - order.createdAt.getTime()).toBeGreaterThan((SESSION_HOLD_MINUTES - 1) * 60_000);
    expect(held.holdExpiresAt!.getTime() - order.createdAt.getTime()).toBeLessThanOrEqual(SESSION_HOLD_MINUTES * 60_000);
  });

  it("a taken time: 409 with the message, no Stripe session, no order left behind", async () => {
    const [slot] = await openTimes();
    await liveSessionOrder(slot!);
    const [orders0, sessions0] = [await orderCount(), sessionRequests().length];
    await expect(createCheckout(t.services, { priceId: "strategy-session", ...buyer(), slotStart: slot!, timeZone: "UTC" })).rejects.toMatchObject({ status: 409, message: TAKEN });
    await expect(createCheckout(testMode, { priceId: "strategy-session", ...buyer(), slotStart: slot!, timeZone: "UTC" })).rejects.toMatchObject({ status: 409, message: TAKEN });
    expect(await orderCount()).toBe(orders0);
    expect(sessionRequests().length).toBe(sessions0);
  });

  it("no time, a malformed time or zone: 400 with the reason, nothing saved", async () => {
    const orders0 = await orderCount();
    await expect(createCheckout(t.services, { priceId: "strategy-session", ...buyer() })).rejects.toMatchObject({ status: 400, message: PICK });
    await expect(createCheckout(t.services, { priceId: "strategy-session", ...buyer(), slotStart: "", timeZone: "UTC" })).rejects.toMatchObject({ status: 400, message: PICK });
    await expect(createCheckout(t.services, { priceId: "strategy-session", ...buyer(), slotStart: "tomorrow at 9", timeZone: "UTC" })).rejects.toMatchObject({ status: 400, message: PICK });
    const [slot] = await openTimes();
    await expect(createCheckout(t.services, { priceId: "strategy-session", ...buyer(), slotStart: slot!, timeZone: "Mars/Olympus" })).rejects.toMatchObject({
      status: 400,
      message: "Choose a time zone from the list.",
    });
    await expect(createCheckout(t.services, { priceId: "strategy-session", ...buyer(), slotStart: "2020-01-06T14:00:00.000Z", timeZone: "UTC" })).rejects.toMatchObject({
      status: 400,
      message: "That time has passed. Please pick one of the listed times.",
    });
    expect(await orderCount()).toBe(orders0);
  });

  it("the webhook's checkout.session.completed confirms the hold and announces the booking, in the payment's transaction", async () => {
    const [slot] = await openTimes();
    const who = buyer("Ada Lovelace");
    const { orderId, session } = await liveSessionOrder(slot!, "Europe/Berlin", who);
    expect(await deliver(completed("evt_sb_done", orderId, session))).toBe("handled");
    expect(await orderRow(orderId)).toMatchObject({ status: "paid" });
    const booking = (await sessionBookingFor(db(), orderId))!;
    // Who the buyer said they are at checkout, with the number to call (decision 097).
    expect(booking).toMatchObject({ status: "booked", holdExpiresAt: null, name: "Ada Lovelace", email: who.email, phone: "+1 512 555 0134" });
    expect(vi.mocked(announceCall)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(announceCall)).toHaveBeenCalledWith(expect.anything(), expect.anything(), expect.objectContaining({ id: booking.id, status: "booked" }), "booked");
    // A redelivery changes nothing and announces nothing.
    expect(await deliver(completed("evt_sb_done", orderId, session))).toBe("duplicate");
    expect(vi.mocked(announceCall)).toHaveBeenCalledTimes(1);

    // The success page shows the time in the zone the visitor chose, with both links.
    const page = (await successLoader({ request: new Request(`http://127.0.0.1:3000/checkout/success?session_id=${session}`), context: contextWith(t.services), params: {} } as never)) as {
      booking: { when: string; links: { reschedule: string; cancel: string } } | null;
      pick: unknown;
    };
    expect(page.booking!.when).toBe(sessionWhen(new Date(slot!), "Europe/Berlin"));
    expect(page.booking!.when).toMatch(/GMT\+1$|GMT\+2$/);
    expect(page.booking!.links.reschedule).toMatch(/^http:\/\/127\.0\.0\.1:3000\/calls\/reschedule\?token=/);
    expect(page.booking!.links.cancel).toMatch(/^http:\/\/127\.0\.0\.1:3000\/calls\/cancel\?token=/);
    expect(page.pick).toBeNull();
  });

  it("a test-mode payment goes through the same confirmPayment: the hold is booked", async () => {
    const [slot] = await openTimes();
    const who = buyer();
    const { orderId } = await createCheckout(testMode, { priceId: "strategy-session", ...who, slotStart: slot!, timeZone: "Asia/Tokyo" });
    expect(await confirmPayment(testMode, orderId, { email: "test.buyer@example.com" })).toBe(true);
    expect(await sessionBookingFor(db(), orderId)).toMatchObject({ status: "booked", email: who.email, timeZone: "Asia/Tokyo" });
    expect(vi.mocked(announceCall)).toHaveBeenCalledTimes(1);
  });

  it("checkout.session.expired releases the hold at once: the time is open again", async () => {
    const [slot] = await openTimes();
    const { orderId, session } = await liveSessionOrder(slot!);
    expect(await openTimes()).not.toContain(slot);
    expect(await deliver(event("evt_sb_expired", "checkout.session.expired", { id: session, object: "checkout.session", metadata: { orderId } }))).toBe("handled");
    expect(await orderRow(orderId)).toMatchObject({ status: "canceled" });
    expect(await sessionBookingFor(db(), orderId)).toMatchObject({ status: "expired" });
    expect(await openTimes()).toContain(slot);
    // Another buyer can take it now.
    await liveSessionOrder(slot!);
  });

  it("the buyer cancelling on Stripe's page releases the hold too, and a Stripe outage leaves no hold behind", async () => {
    const { loader: cancelLoader } = await import("~/routes/_checkout/cancel");
    const [slot] = await openTimes();
    const { orderId } = await liveSessionOrder(slot!);
    await cancelLoader({ request: new Request(`http://127.0.0.1:3000/checkout/cancel?order=${orderId}`), context: contextWith(t.services), params: {} } as never);
    expect(await sessionBookingFor(db(), orderId)).toMatchObject({ status: "expired" });
    expect(await openTimes()).toContain(slot);

    fake.failNext(10);
    const err = await createCheckout(t.services, { priceId: "strategy-session", ...buyer(), slotStart: slot!, timeZone: "UTC" }).catch((e: unknown) => e);
    fake.failNext(0);
    expect(err).toMatchObject({ status: 502, message: "Failed to create checkout session" });
    expect(await openTimes()).toContain(slot);
  });

  it("a payment after the hold lapsed and the time was taken: paid without a booking; the success page books a new time", async () => {
    const [slot] = await openTimes();
    const { orderId, session } = await liveSessionOrder(slot!, "America/Chicago");
    // The payment window passes, and someone else books the time.
    await db().update(bookings).set({ holdExpiresAt: new Date(Date.now() - 1000) }).where(eq(bookings.orderId, orderId));
    const rival = await liveSessionOrder(slot!);
    expect(await sessionBookingFor(db(), rival.orderId)).toMatchObject({ status: "held" });

    expect(await deliver(completed("evt_sb_late", orderId, session))).toBe("handled");
    expect(await orderRow(orderId)).toMatchObject({ status: "paid" });
    expect((await sessionBookingFor(db(), orderId))!.status).not.toBe("booked");
    expect(vi.mocked(announceCall)).not.toHaveBeenCalled();

    const context = contextWith(t.services);
    const url = `http://127.0.0.1:3000/checkout/success?session_id=${session}`;
    const page = (await successLoader({ request: new Request(url), context, params: {} } as never)) as {
      booking: unknown;
      pick: { lost: boolean; slots: { timeZone: string; days: { slots: { iso: string }[] }[] } };
    };
    expect(page.booking).toBeNull();
    expect(page.pick.lost).toBe(true);
    expect(page.pick.slots.timeZone).toBe("America/Chicago");
    const offered = page.pick.slots.days.flatMap((d) => d.slots.map((s) => s.iso));
    expect(offered).not.toContain(slot);
    const post = (fields: Record<string, string>) =>
      successAction({
        request: new Request(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) }),
        context,
        params: {},
      } as never);

    // The taken time and no time are refused with their messages; nothing changes.
    expect(await post({ slotStart: slot!, timeZone: "America/Chicago" })).toMatchObject({ data: { ok: false, error: TAKEN }, init: { status: 409 } });
    expect(await post({ timeZone: "America/Chicago" })).toMatchObject({ data: { ok: false, error: PICK }, init: { status: 400 } });
    expect(vi.mocked(announceCall)).not.toHaveBeenCalled();

    // A new time: booked directly (no hold) through the same path, and announced.
    expect(await post({ slotStart: offered[0]!, timeZone: "America/Chicago" })).toEqual({ ok: true, error: null, intent: "session" });
    const booking = (await sessionBookingFor(db(), orderId))!;
    expect(booking).toMatchObject({ status: "booked", slotStart: new Date(offered[0]!), holdExpiresAt: null, timeZone: "America/Chicago" });
    expect(vi.mocked(announceCall)).toHaveBeenCalledWith(expect.anything(), expect.anything(), expect.objectContaining({ id: booking.id }), "booked");
    expect((await db().select().from(bookings).where(eq(bookings.orderId, orderId))).length).toBe(1);
    // Booked once: a second pick is refused.
    expect(await post({ slotStart: offered[1]!, timeZone: "America/Chicago" })).toMatchObject({
      data: { ok: false, error: "This order already has a booked session." },
      init: { status: 409 },
    });
    const after = (await successLoader({ request: new Request(url), context, params: {} } as never)) as { booking: { when: string }; pick: unknown };
    expect(after.booking.when).toBe(sessionWhen(new Date(offered[0]!), "America/Chicago"));
    expect(after.pick).toBeNull();
  });

  it("a payment after the hold lapsed while the time stayed free still books it", async () => {
    const [slot] = await openTimes();
    const { orderId, session } = await liveSessionOrder(slot!);
    await db().update(bookings).set({ holdExpiresAt: new Date(Date.now() - 1000) }).where(eq(bookings.orderId, orderId));
    expect(await deliver(completed("evt_sb_late_free", orderId, session))).toBe("handled");
    expect(await sessionBookingFor(db(), orderId)).toMatchObject({ status: "booked", slotStart: new Date(slot!) });
  });
});

describe("refunds for a cancelled paid session (decision 062's rule)", () => {
  const start = new Date("2026-12-10T15:00:00.000Z");
  const booking = { kind: "strategy_session" as const, orderId: "00000000-0000-4000-8000-000000000001", slotStart: start };

  it("sessionRefundFor: the visitor at exactly 24 h before → full, a millisecond later → none; the owner → always full", () => {
    const at = (msBefore: number) => new Date(start.getTime() - msBefore);
    expect(sessionRefundFor(booking, "visitor", at(24 * 3600_000))).toBe("full");
    expect(sessionRefundFor(booking, "visitor", at(24 * 3600_000 + 1))).toBe("full");
    expect(sessionRefundFor(booking, "visitor", at(24 * 3600_000 - 1))).toBe("none");
    expect(sessionRefundFor(booking, "visitor", at(0))).toBe("none");
    expect(sessionRefundFor(booking, "owner", at(0))).toBe("full");
    expect(sessionRefundFor(booking, "owner", at(-3600_000))).toBe("full");
    expect(sessionRefundFor({ ...booking, kind: "strategy_call", orderId: null }, "owner", at(48 * 3600_000))).toBe("none");
    expect(sessionRefundFor({ ...booking, orderId: null }, "owner", at(48 * 3600_000))).toBe("none");
  });
});

describe("the session-refund job", () => {
  let t: T;
  let fake: FakeStripe;
  let testMode: AppServices;
  const db = () => t.services.database.db;
  const refundJobs = async (bookingId: string) => {
    const rows = await db().execute(sql`select count(*)::int as n from pgboss.job where name = 'session-refund' and data->>'bookingId' = ${bookingId}`);
    return Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n);
  };
  const freeSlot = async () => (await pickerSlots(db(), "strategy_session", "UTC")).days[1]!.slots[0]!.iso;
  /** A paid, booked session (live through the fake, or TEST MODE). */
  const paidSession = async (services: AppServices) => {
    const { orderId } = await createCheckout(services, { priceId: "strategy-session", ...buyer(), slotStart: await freeSlot(), timeZone: "UTC" });
    await confirmPayment(services, orderId, { email: "refund@example.com", paymentIntentId: `pi_refund_${orderId.slice(0, 8)}` });
    return (await sessionBookingFor(db(), orderId))!;
  };
  const cancelNow = (services: AppServices, b: Awaited<ReturnType<typeof paidSession>>, by: "visitor" | "owner", now = new Date()) =>
    db().transaction((tx) => refundCancelledSession(services, tx, { ...b, status: "cancelled" }, by, now));

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestServices({ STRIPE_SECRET_KEY: "sk_test_123", STRIPE_WEBHOOK_SECRET: secret, STRIPE_API_BASE: fake.url });
    testMode = { ...t.services, env: { ...t.services.env, STRIPE_SECRET_KEY: undefined } };
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("a live order: one job in the cancelling transaction; run twice, Stripe creates one refund (same idempotency key), none once refunded", async () => {
    const b = await paidSession(t.services);
    expect(b.status).toBe("booked");
    expect(await cancelNow(t.services, b, "visitor")).toBe("full"); // days ahead
    expect(await refundJobs(b.id)).toBe(1);

    const job = sessionRefundJob(t.services);
    const first = await job({ bookingId: b.id, orderId: b.orderId! });
    const second = await job({ bookingId: b.id, orderId: b.orderId! });
    expect(first).toEqual(second);
    const calls = fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/refunds");
    expect(calls.map((c) => c.headers["idempotency-key"])).toEqual([sessionRefundKey(b.id), sessionRefundKey(b.id)]);
    expect(calls[0]!.body).toEqual({ payment_intent: `pi_refund_${b.orderId!.slice(0, 8)}` });
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === calls[0]!.body.payment_intent)).toHaveLength(1);
    expect(sessionRefundKey(b.id)).toBe(`session-refund:${b.id}`);
    // The order is refunded when Stripe says so (charge.refunded); then the job calls Stripe no more.
    expect(await db().select({ s: orders.status }).from(orders).where(eq(orders.id, b.orderId!))).toEqual([{ s: "paid" }]);
    const payload = event("evt_sb_refunded", "charge.refunded", { id: "ch_sb", object: "charge", payment_intent: calls[0]!.body.payment_intent, amount_refunded: 25_000 });
    await handleStripeEvent(t.services, verifyStripeEvent(t.services, payload, stripeForSigning.webhooks.generateTestHeaderString({ payload, secret })));
    expect(await db().select({ s: orders.status }).from(orders).where(eq(orders.id, b.orderId!))).toEqual([{ s: "refunded" }]);
    expect(await job({ bookingId: b.id, orderId: b.orderId! })).toEqual({ skipped: "already refunded" });
    expect(fake.requests.filter((r) => r.path === "/v1/refunds")).toHaveLength(2);
  });

  it("a visitor cancelling less than 24 h before, or an unpaid order: no refund, no job", async () => {
    const b = await paidSession(t.services);
    const late = new Date(b.slotStart.getTime() - 24 * 3600_000 + 1);
    expect(await cancelNow(t.services, b, "visitor", late)).toBe("none");
    expect(await refundJobs(b.id)).toBe(0);
    expect(await cancelNow(t.services, b, "owner", late)).toBe("full");
    expect(await refundJobs(b.id)).toBe(1);

    const { orderId } = await createCheckout(t.services, { priceId: "strategy-session", ...buyer(), slotStart: await freeSlot(), timeZone: "UTC" });
    const held = (await sessionBookingFor(db(), orderId))!;
    expect(await cancelNow(t.services, held, "owner")).toBe("none");
    expect(await refundJobs(held.id)).toBe(0);
  });

  it("a TEST MODE order: the job records the full refund through applyRefund, without Stripe; a second run does nothing", async () => {
    const b = await paidSession(testMode);
    expect(await cancelNow(testMode, b, "owner")).toBe("full");
    const requests = fake.requests.length;
    const job = sessionRefundJob(testMode);
    expect(await job({ bookingId: b.id, orderId: b.orderId! })).toEqual({ recorded: true });
    expect(await job({ bookingId: b.id, orderId: b.orderId! })).toEqual({ skipped: "already refunded" });
    expect(fake.requests.length).toBe(requests);
    const [order] = await db().select().from(orders).where(eq(orders.id, b.orderId!));
    expect(order).toMatchObject({ status: "refunded", amountRefunded: 25_000, testMode: true });
  });

  it("the visitor cancels a paid session from the email's link days ahead: cancelled, told, one refund queued; the same link then refuses", async () => {
    const b = await paidSession(t.services);
    const link = manageToken(t.services.env.BETTER_AUTH_SECRET, "cancel", b);
    vi.mocked(announceCall).mockClear();
    const { booking, refund } = await visitorCancelCall(t.services, link, settleSessionRefund);
    expect(booking.status).toBe("cancelled");
    expect(refund).toBe("full");
    expect(await refundJobs(b.id)).toBe(1);
    expect(vi.mocked(announceCall)).toHaveBeenCalledWith(expect.anything(), expect.anything(), expect.objectContaining({ id: b.id, status: "cancelled" }), "cancelled", "visitor", expect.any(Date), "full");
    await expect(visitorCancelCall(t.services, link, settleSessionRefund)).rejects.toThrow("This link is not valid any more.");
    expect(await refundJobs(b.id)).toBe(1);
  });
});
