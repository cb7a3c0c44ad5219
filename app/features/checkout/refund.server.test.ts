import { and, eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminActions, affiliates, orders, referrals } from "#db/schema";
import { startFakeStripe, type FakeStripe } from "#tests/fakes/stripe";
import { createTestServices, insertUser } from "#tests/support/services";
import { orderStatusLabel } from "~/content/admin";
import { refundAction } from "~/features/admin/order-refund.server";
import { refundStateOf } from "~/features/admin/orders.server";
import { joinAffiliateProgram } from "../affiliate/affiliate.server";
import { commissionJob } from "../affiliate/commission.server";
import { createCheckout } from "./orders.server";
import { confirmPayment } from "~/flows/payment.server";
import { planRefund } from "./refund.server";
import { handleStripeEvent, verifyStripeEvent } from "~/flows/stripe-events.server";

/**
 * Issue 43 item 5: the owner refunds all or part of an order from its console page, through Stripe
 * (the loopback fake) or, for a test-mode order, recorded only; the partner's commission follows.
 */
const secret = "whsec_refund_secret";
const stripe = new Stripe("sk_test_x");
const signed = (id: string, type: string, object: Record<string, unknown>) => {
  const payload = JSON.stringify({
    id,
    object: "event",
    type,
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  return { payload, header: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
};

type Result = { ok: boolean; message: string; fieldErrors?: Record<string, string>; review?: Record<string, unknown> };
/** An action's answer, whether returned as is or wrapped by React Router's data() with a status. */
const answer = (r: unknown): { status: number; body: Result } =>
  r && typeof r === "object" && "init" in r && "data" in r
    ? { status: (r as { init: { status: number } }).init.status, body: (r as { data: Result }).data }
    : { status: 200, body: r as Result };

describe("refunds from the console", () => {
  let t: Awaited<ReturnType<typeof createTestServices>>;
  let fake: FakeStripe;
  let admin: { id: string; email: string; name: string };
  const row = async (id: string) => (await t.services.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const commissionOf = async (id: string) =>
    (await t.services.database.db.select().from(referrals).where(eq(referrals.orderId, id)))[0]!;
  const refundJobs = async (orderId: string) => {
    const r = await t.services.database.db.execute(
      sql`select data from pgboss.job where name = 'owner-notify' and data->>'event' = 'refund' and data->>'orderId' = ${orderId} order by created_on`,
    );
    return (((r as { rows?: unknown[] }).rows ?? r) as { data: unknown }[]).map((j) => j.data);
  };
  const act = async (orderId: string, intent: "review" | "refund", amount: string) =>
    answer(await refundAction(t.services, admin, orderId, intent, amount));

  /** A live order referred by a partner at 20 %, paid through its own session with a payment intent; commission pending. */
  async function referredLiveOrder(tag: string) {
    const { db } = t.services.database;
    const aff = await joinAffiliateProgram(db, (await insertUser(db)).id, 0.2);
    const { orderId } = await createCheckout(t.services, { priceId: "main-offer", refCode: aff.code });
    const o = await row(orderId);
    const paid = signed(`evt_paid_${tag}`, "checkout.session.completed", {
      id: o.stripeSessionId,
      object: "checkout.session",
      metadata: { orderId },
      payment_status: "paid",
      amount_total: o.amountTotal,
      currency: "usd",
      payment_intent: `pi_${tag}`,
      customer_details: { email: `${tag}@buyers.example` },
    });
    expect(await handleStripeEvent(t.services, verifyStripeEvent(t.services, paid.payload, paid.header))).toBe(
      "handled",
    );
    await commissionJob(t.services)({ orderId });
    return { orderId, affiliateId: aff.id };
  }

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestServices({
      STRIPE_SECRET_KEY: "sk_test_123",
      STRIPE_WEBHOOK_SECRET: secret,
      STRIPE_API_BASE: fake.url,
    });
    const owner = await insertUser(t.services.database.db, "owner@example.com");
    admin = { id: owner.id, email: owner.email, name: owner.name };
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it("an amount that is not dollars, not above zero or more than is left is refused with the reason, and nothing is refunded", async () => {
    const { orderId } = await referredLiveOrder("val");
    const refusals = [
      ["abc", "Enter an amount in dollars, like 50 or 49.99."],
      ["12.345", "Enter an amount in dollars, like 50 or 49.99."],
      ["-5", "Enter an amount in dollars, like 50 or 49.99."],
      ["0", "Enter an amount above $0.00."],
      ["0.00", "Enter an amount above $0.00."],
      ["247.01", "At most $247.00 is left to refund."],
      ["$1,000", "At most $247.00 is left to refund."],
    ] as const;
    for (const [amount, message] of refusals) {
      for (const intent of ["review", "refund"] as const) {
        const { status, body } = await act(orderId, intent, amount);
        expect([amount, intent, status, body]).toEqual([
          amount,
          intent,
          400,
          { ok: false, message, fieldErrors: { amount: message } },
        ]);
      }
    }
    expect(fake.refunds.size).toBe(0);
    expect((await row(orderId)).amountRefunded).toBe(0);
    // Dollars as people type them.
    expect((await planRefund(t.services, orderId, " $124.5 ")).amount).toBe(12_450);
    expect((await planRefund(t.services, orderId, "247")).amount).toBe(24_700);
  });

  it("a partial refund: reviewed (money and commission in words), made at Stripe with an idempotency key, recorded at once, audited, the owner told", async () => {
    const { orderId, affiliateId } = await referredLiveOrder("part");
    expect(await refundStateOf(t.services, orderId)).toEqual({ left: 24_700, viaStripe: true, blocked: null });
    expect((await commissionOf(orderId)).commissionAmount).toBe(4_940);

    const review = await act(orderId, "review", "47");
    expect(review.status).toBe(200);
    expect(review.body.review).toMatchObject({
      question: "Refund $47.00 of $247.00 to part@buyers.example through Stripe?",
      commission: "The partner's commission goes from $49.40 to $40.00.",
      button: "Refund $47.00",
    });
    expect(fake.refunds.size).toBe(0); // reviewing refunds nothing

    const done = await act(orderId, "refund", "47");
    expect(done).toEqual({ status: 200, body: { ok: true, message: "Refunded $47.00 through Stripe." } });
    const call = fake.requests.filter((r) => r.path === "/v1/refunds").at(-1)!;
    expect(call.body).toMatchObject({ payment_intent: "pi_part", amount: "4700", "metadata[orderId]": orderId });
    expect(call.headers["idempotency-key"]).toBe(`console-refund:${orderId}:0:4700`);
    const o = await row(orderId);
    expect(o).toMatchObject({ status: "paid", amountRefunded: 4_700 });
    expect(orderStatusLabel(o.status, o.amountRefunded)).toBe("Partly refunded");
    expect(await commissionOf(orderId)).toMatchObject({ status: "pending", commissionAmount: 4_000 });
    expect(await refundStateOf(t.services, orderId)).toEqual({ left: 20_000, viaStripe: true, blocked: null });
    const [audit] = await t.services.database.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.targetType, "order"), eq(adminActions.targetId, orderId)));
    expect(audit).toMatchObject({
      adminEmail: "owner@example.com",
      action: "order.refund",
      details: { amount: 4_700, before: 0, after: 4_700, via: "stripe", commissionFrom: 4_940, commissionTo: 4_000 },
    });
    expect(await refundJobs(orderId)).toEqual([{ event: "refund", orderId, before: 0, after: 4_700 }]);

    // Stripe's charge.refunded for the same refund arrives later: nothing changes, nobody is told twice.
    const late = signed("evt_ref_part", "charge.refunded", {
      id: "ch_part",
      object: "charge",
      payment_intent: "pi_part",
      amount_refunded: 4_700,
    });
    expect(await handleStripeEvent(t.services, verifyStripeEvent(t.services, late.payload, late.header))).toBe(
      "handled",
    );
    expect((await row(orderId)).amountRefunded).toBe(4_700);
    expect(await refundJobs(orderId)).toHaveLength(1);

    // The rest: a full refund reverses the commission and ends the order.
    expect((await act(orderId, "review", "200")).body.review).toMatchObject({
      commission: "The partner's commission of $40.00 is reversed.",
    });
    expect((await act(orderId, "refund", "200.00")).body).toEqual({
      ok: true,
      message: "Refunded $200.00 through Stripe.",
    });
    expect(await row(orderId)).toMatchObject({ status: "refunded", amountRefunded: 24_700 });
    expect(await commissionOf(orderId)).toMatchObject({ status: "reversed", commissionAmount: 0 });
    expect(
      (await t.services.database.db.select().from(affiliates).where(eq(affiliates.id, affiliateId)))[0]!.totalEarnings,
    ).toBe(0);
    expect(await refundStateOf(t.services, orderId)).toBeNull();
    expect(await act(orderId, "refund", "1")).toEqual({
      status: 409,
      body: { ok: false, message: "This order is already refunded in full." },
    });
  });

  it("a test-mode order: the refund is recorded, Stripe is never called", async () => {
    const { orderId } = await createCheckout(t.services, { priceId: "main-offer" });
    await t.services.database.db
      .update(orders)
      .set({ testMode: true, stripeSessionId: `test_${orderId}` })
      .where(eq(orders.id, orderId));
    await confirmPayment(t.services, orderId, { email: "tina@buyers.example" });
    const before = fake.requests.filter((r) => r.path === "/v1/refunds").length;
    expect((await act(orderId, "review", "47")).body.review).toMatchObject({
      question: "Refund $47.00 of $247.00 to tina@buyers.example (test mode: recorded, no money moves)?",
    });
    expect((await act(orderId, "refund", "47")).body).toEqual({
      ok: true,
      message: "Refund of $47.00 recorded (test mode: no money moved).",
    });
    expect(fake.requests.filter((r) => r.path === "/v1/refunds").length).toBe(before);
    expect(await row(orderId)).toMatchObject({ status: "paid", amountRefunded: 4_700 });
  });

  it("what cannot be refunded from here says why, and changes nothing", async () => {
    const { orderId: pending } = await createCheckout(t.services, { priceId: "ebook" });
    expect(await act(pending, "review", "1")).toEqual({
      status: 409,
      body: { ok: false, message: "Only a paid order can be refunded." },
    });
    expect(await refundStateOf(t.services, pending)).toBeNull();
    // A plan's setup fee is paid on its subscription's invoice: no payment intent on the order.
    const { orderId: plan } = await createCheckout(t.services, { priceId: "ebook" });
    await confirmPayment(t.services, plan, { email: "pia@buyers.example" });
    const blocked =
      "This order has no card payment on record (a plan's setup fee is charged on its subscription's invoice): refund it in Stripe's dashboard. The refund shows here once Stripe reports it.";
    expect(await act(plan, "refund", "1")).toEqual({ status: 409, body: { ok: false, message: blocked } });
    expect(await refundStateOf(t.services, plan)).toEqual({ left: 1_440, viaStripe: true, blocked });
    expect((await row(plan)).amountRefunded).toBe(0);
  });
});
