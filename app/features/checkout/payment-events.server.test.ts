import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, referrals } from "#db/schema";
import { startFakeStripe, type FakeStripe } from "#tests/fakes/stripe";
import { createTestServices, insertUser } from "#tests/support/services";
import { buyerNote, ownerFlags } from "~/content/payment-states";
import { approveMaturedCommissions, commissionJob } from "../affiliate/commission.server";
import { joinAffiliateProgram } from "../affiliate/affiliate.server";
import { orderDetail } from "../admin/orders.server";
import { createCheckout } from "./orders.server";
import { PurchasesPanel } from "./purchases-panel";
import { handleStripeEvent, verifyStripeEvent } from "~/flows/stripe-events.server";

/**
 * Issue 19 "Payment and subscription events" (docs/decisions/060), against the loopback Stripe
 * fake with signed events: checkout.session.expired, invoice.payment_failed,
 * customer.subscription.updated / deleted and charge.dispute.created / closed — each also
 * delivered twice and out of order — and what the buyer and the owner then see.
 */
const secret = "whsec_events_secret";
const stripe = new Stripe("sk_test_x");
const T0 = Math.floor(Date.now() / 1000) - 3600;
const signed = (id: string, type: string, object: Record<string, unknown>, createdOffset: number) => {
  const payload = JSON.stringify({ id, object: "event", type, api_version: "2025-01-01", created: T0 + createdOffset, data: { object } });
  return { payload, header: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
};

describe("Stripe events after the payment", () => {
  let t: Awaited<ReturnType<typeof createTestServices>>;
  let fake: FakeStripe;
  const deliver = ({ payload, header }: { payload: string; header: string }) =>
    handleStripeEvent(t.services, verifyStripeEvent(t.services, payload, header));
  const row = async (orderId: string) => (await t.services.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
  const stateOf = (o: Awaited<ReturnType<typeof row>>) => ({
    subscriptionStatus: o.subscriptionStatus,
    paymentFailedAt: o.paymentFailedAt?.toISOString() ?? null,
    disputeStatus: o.disputeStatus,
    expiredAt: o.expiredAt?.toISOString() ?? null,
  });
  const paidWith = async (orderId: string, extra: Record<string, unknown>, id: string) => {
    const o = await row(orderId);
    return deliver(
      signed(id, "checkout.session.completed", {
        id: o.stripeSessionId,
        object: "checkout.session",
        metadata: { orderId },
        payment_status: "paid",
        amount_total: o.amountTotal,
        currency: "usd",
        customer_details: { email: `${id}@example.com` },
        ...extra,
      }, 0),
    );
  };

  /** A live order credited to a new affiliate, paid through `paymentIntent`, its commission pending. */
  async function referredLiveOrder(paymentIntent: string) {
    const { db } = t.services.database;
    const aff = await joinAffiliateProgram(db, (await insertUser(db)).id, 0.2);
    const { orderId } = await createCheckout(t.services, { priceId: "ebook", refCode: aff.code });
    await db.update(orders).set({ testMode: false }).where(eq(orders.id, orderId));
    expect(await paidWith(orderId, { payment_intent: paymentIntent }, `evt_paid_${paymentIntent}`)).toBe("handled");
    await commissionJob(t.services)({ orderId });
    return orderId;
  }
  const commissionOf = async (orderId: string) =>
    (await t.services.database.db.select().from(referrals).where(eq(referrals.orderId, orderId)))[0]!;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestServices({ STRIPE_SECRET_KEY: "sk_test_123", STRIPE_WEBHOOK_SECRET: secret, STRIPE_API_BASE: fake.url });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("checkout.session.expired cancels the pending order of that session only; a replay does nothing", async () => {
    const { orderId } = await createCheckout(t.services, { priceId: "ebook" });
    const session = (await row(orderId)).stripeSessionId!;
    // Another session (a Payment Link) naming our order expires: the order is untouched.
    expect(await deliver(signed("evt_exp_other", "checkout.session.expired", { id: "cs_other", object: "checkout.session", metadata: { orderId } }, 10))).toBe("handled");
    expect((await row(orderId)).status).toBe("pending");
    const expired = signed("evt_exp", "checkout.session.expired", { id: session, object: "checkout.session", metadata: { orderId } }, 20);
    expect(await deliver(expired)).toBe("handled");
    expect(await deliver(expired)).toBe("duplicate");
    const o = await row(orderId);
    expect(o.status).toBe("canceled");
    expect(o.expiredAt?.getTime()).toBe((T0 + 20) * 1000);
    expect(ownerFlags(stateOf(o))).toEqual([{ label: "Checkout expired", tone: "neutral" }]);
    const detail = await orderDetail(t.services.database.db, orderId);
    expect(detail?.order.expiredAt).toBe(new Date((T0 + 20) * 1000).toISOString());

    // A paid order's session cannot be expired afterwards.
    const { orderId: paidId } = await createCheckout(t.services, { priceId: "ebook" });
    expect(await paidWith(paidId, {}, "evt_exp_paid")).toBe("handled");
    const paidSession = (await row(paidId)).stripeSessionId!;
    expect(await deliver(signed("evt_exp_late", "checkout.session.expired", { id: paidSession, object: "checkout.session", metadata: { orderId: paidId } }, 30))).toBe("handled");
    expect((await row(paidId)).status).toBe("paid");
  });

  it("a plan's subscription status follows the newest event, whatever order they arrive in; duplicates do nothing", async () => {
    const { orderId } = await createCheckout(t.services, { priceId: "plan-advanced" });
    const sub = (status: string) => ({ id: "sub_events", object: "subscription", status, metadata: { orderId } });
    // past_due (t=300) overtakes both the checkout and the earlier "active" (t=100).
    const pastDue = signed("evt_sub_past_due", "customer.subscription.updated", sub("past_due"), 300);
    expect(await deliver(pastDue)).toBe("handled");
    expect(await row(orderId)).toMatchObject({ status: "pending", subscriptionStatus: "past_due", stripeSubscriptionId: "sub_events" });
    expect(await deliver(signed("evt_sub_active", "customer.subscription.updated", sub("active"), 100))).toBe("handled");
    expect((await row(orderId)).subscriptionStatus).toBe("past_due");
    expect(await deliver(pastDue)).toBe("duplicate");
    expect(await paidWith(orderId, { mode: "subscription", subscription: "sub_events" }, "evt_sub_paid")).toBe("handled");
    expect((await row(orderId)).status).toBe("paid");

    // A renewal fails (found through our stored subscription id, not asking Stripe).
    const asked = fake.requests.filter((r) => r.path === "/v1/subscriptions/sub_events").length;
    const failed = signed("evt_inv_failed", "invoice.payment_failed", { id: "in_f1", object: "invoice", parent: { subscription_details: { subscription: "sub_events" } } }, 400);
    expect(await deliver(failed)).toBe("handled");
    expect(await deliver(failed)).toBe("duplicate");
    expect(fake.requests.filter((r) => r.path === "/v1/subscriptions/sub_events")).toHaveLength(asked);
    let o = await row(orderId);
    expect(o.paymentFailedAt?.getTime()).toBe((T0 + 400) * 1000);
    expect(buyerNote(stateOf(o))).toBe("Renewal payment failed: please update your card to keep your plan.");
    expect(ownerFlags(stateOf(o))).toEqual([{ label: "Plan past due", tone: "bad" }]);

    // Stripe gives up and cancels; a stale "active" from before arrives after it and changes nothing.
    expect(await deliver(signed("evt_sub_deleted", "customer.subscription.deleted", sub("canceled"), 500))).toBe("handled");
    expect(await deliver(signed("evt_sub_active_late", "customer.subscription.updated", sub("active"), 450))).toBe("handled");
    o = await row(orderId);
    expect(o.subscriptionStatus).toBe("canceled");
    expect(buyerNote(stateOf(o))).toBe("Plan canceled.");
    expect((await orderDetail(t.services.database.db, orderId))?.order).toMatchObject({ subscriptionStatus: "canceled", status: "paid" });
  });

  it("an invoice failure for a subscription we do not know asks Stripe, and changes no order when it is not ours", async () => {
    fake.subscriptions.set("sub_foreign", { id: "sub_foreign", object: "subscription", metadata: {} });
    const { orderId } = await createCheckout(t.services, { priceId: "plan-basic" });
    expect(await deliver(signed("evt_inv_foreign", "invoice.payment_failed", { id: "in_x", object: "invoice", subscription: "sub_foreign" }, 10))).toBe("handled");
    expect(await row(orderId)).toMatchObject({ paymentFailedAt: null, subscriptionStatus: null });
  });

  it("a dispute holds the commission while open and reverses it when lost, even when 'closed' overtakes 'created'", async () => {
    const { db } = t.services.database;
    const orderId = await referredLiveOrder("pi_disputed");
    const commission = () => commissionOf(orderId);
    expect((await commission()).status).toBe("pending");

    const dispute = (status: string) => ({ id: "dp_1", object: "dispute", amount: 4_700, status, payment_intent: "pi_disputed", charge: "ch_1" });
    const opened = signed("evt_dp_created", "charge.dispute.created", dispute("needs_response"), 100);
    expect(await deliver(opened)).toBe("handled");
    expect(await deliver(opened)).toBe("duplicate");
    let o = await row(orderId);
    expect(o).toMatchObject({ disputeStatus: "open", disputeAmount: 4_700 });
    expect(buyerNote(stateOf(o))).toBe("Payment disputed with your bank: we'll be in touch.");
    // While it is open, the refund window passing does not approve the commission.
    await approveMaturedCommissions(db, 30, new Date(Date.now() + 31 * 24 * 3600 * 1000));
    expect((await commission()).status).toBe("pending");

    // Lost (t=300) arrives before a stale re-open (t=200): it stays lost, and the commission is reversed.
    expect(await deliver(signed("evt_dp_lost", "charge.dispute.closed", dispute("lost"), 300))).toBe("handled");
    expect(await deliver(signed("evt_dp_stale", "charge.dispute.created", dispute("needs_response"), 200))).toBe("handled");
    o = await row(orderId);
    expect(o.disputeStatus).toBe("lost");
    expect(await commission()).toMatchObject({ status: "reversed", commissionAmount: 0 });
    expect(ownerFlags(stateOf(o))).toEqual([{ label: "Dispute lost", tone: "bad" }]);
  });

  it("a dispute won frees the commission for the sweep", async () => {
    const { db } = t.services.database;
    const orderId = await referredLiveOrder("pi_won");
    const dispute = (status: string) => ({ id: "dp_2", object: "dispute", amount: 4_700, status, payment_intent: "pi_won" });
    expect(await deliver(signed("evt_dp2_created", "charge.dispute.created", dispute("needs_response"), 100))).toBe("handled");
    expect(await deliver(signed("evt_dp2_won", "charge.dispute.closed", dispute("won"), 200))).toBe("handled");
    expect((await row(orderId)).disputeStatus).toBe("won");
    await approveMaturedCommissions(db, 30, new Date(Date.now() + 31 * 24 * 3600 * 1000));
    expect((await commissionOf(orderId)).status).toBe("approved");
  });
});

describe("the buyer's dashboard", () => {
  it("shows the note under the purchase", () => {
    const html = renderToString(
      createElement(
        MemoryRouter,
        null,
        createElement(PurchasesPanel, {
          purchases: [
            {
              id: "o1",
              date: "2026-11-01T10:00:00.000Z",
              status: "paid",
              total: 1_500_000,
              refunded: 0,
              items: ["Advanced plan"],
              successPath: null,
              note: buyerNote({ subscriptionStatus: "past_due", paymentFailedAt: "2026-11-20T10:00:00.000Z", disputeStatus: null, expiredAt: null }),
            },
          ],
        }),
      ),
    );
    expect(html).toContain("Advanced plan");
    expect(html).toContain("Renewal payment failed: please update your card to keep your plan.");
  });
});
