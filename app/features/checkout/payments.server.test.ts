import { eq, sql } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, RouterContextProvider } from "react-router";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { orders, processedWebhookEvents } from "#db/schema";
import { startFakeStripe, type FakeStripe } from "#tests/fakes/stripe";
import { createTestServices } from "#tests/support/services";
import { servicesContext, type AppServices } from "#platform/context";
import Success, { loader as successLoader } from "~/routes/_checkout/success";
import { orderFulfilmentJob } from "./fulfilment.server";
import { createCheckout, firstYearTrialEnd } from "./orders.server";
import { handleStripeEvent, verifyStripeEvent } from "~/flows/stripe-events.server";

/**
 * Payment paths the main checkout test leaves out, against the loopback Stripe fake:
 * failed async payments, invoice.paid, configured Stripe price ids, the plan's 12-month trial,
 * and the success page that asks Stripe before the webhook arrives.
 */
const secret = "whsec_payments_secret";
const stripe = new Stripe("sk_test_x");
const sign = (payload: string) => stripe.webhooks.generateTestHeaderString({ payload, secret });
const event = (id: string, type: string, object: Record<string, unknown>) =>
  JSON.stringify({ id, object: "event", type, api_version: "2025-01-01", created: Math.floor(Date.now() / 1000), data: { object } });

type T = Awaited<ReturnType<typeof createTestServices>>;
const jobsFor = async (t: T, name: string, orderId: string) => {
  const rows = await t.services.database.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${name} and data->>'orderId' = ${orderId}`);
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0].n);
};
const orderRow = async (t: T, orderId: string) => (await t.services.database.db.select().from(orders).where(eq(orders.id, orderId)))[0];
const lastSessionRequest = (fake: FakeStripe) => fake.requests.findLast((r) => r.method === "POST" && r.path === "/v1/checkout/sessions")!;

describe("webhooks, success page and plan trial (against the loopback fake)", () => {
  let t: T;
  let fake: FakeStripe;
  const deliver = (payload: string) => handleStripeEvent(t.services, verifyStripeEvent(t.services, payload, sign(payload)));
  const receiptsTo = async (email: string) => (await t.services.mailer.outbox!.list()).filter((m) => m.kind === "receipt" && m.to === email);

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestServices({ STRIPE_SECRET_KEY: "sk_test_123", STRIPE_WEBHOOK_SECRET: secret, STRIPE_API_BASE: fake.url });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe("checkout.session.async_payment_failed", () => {
    it("marks a pending order failed, queues no receipt or commission, and a replay does nothing", async () => {
      const { orderId } = await createCheckout(t.services, { priceId: "ebook" });
      const session = (await orderRow(t, orderId)).stripeSessionId;
      // A bank debit: the session completes unpaid, then the payment fails.
      const completedUnpaid = event("evt_async_completed", "checkout.session.completed", {
        id: session,
        object: "checkout.session",
        metadata: { orderId },
        payment_status: "unpaid",
        customer_details: { email: "async.fail@example.com" },
      });
      expect(await deliver(completedUnpaid)).toBe("handled");
      expect((await orderRow(t, orderId)).status).toBe("pending");

      const failed = event("evt_async_failed", "checkout.session.async_payment_failed", {
        id: session,
        object: "checkout.session",
        metadata: { orderId },
        payment_status: "unpaid",
        customer_details: { email: "async.fail@example.com" },
      });
      expect(await deliver(failed)).toBe("handled");
      expect(await deliver(failed)).toBe("duplicate");
      const row = await orderRow(t, orderId);
      expect(row).toMatchObject({ status: "failed", paidAt: null, receiptSentAt: null });
      expect(await jobsFor(t, "order-fulfilment", orderId)).toBe(0);
      expect(await jobsFor(t, "commission", orderId)).toBe(0);
      // Even a stray fulfilment job for it sends nothing.
      expect(await orderFulfilmentJob(t.services)({ orderId })).toEqual({ skipped: true });
      expect(await receiptsTo("async.fail@example.com")).toHaveLength(0);
      const recorded = await t.services.database.db.select().from(processedWebhookEvents).where(eq(processedWebhookEvents.id, "evt_async_failed"));
      expect(recorded).toMatchObject([{ type: "checkout.session.async_payment_failed" }]);
    });

    it("never un-pays an order that was already paid", async () => {
      const { orderId } = await createCheckout(t.services, { priceId: "ebook" });
      const session = (await orderRow(t, orderId)).stripeSessionId;
      await deliver(
        event("evt_paid_then_failed_1", "checkout.session.async_payment_succeeded", {
          id: session,
          metadata: { orderId },
          amount_total: 1_440,
          currency: "usd",
          payment_status: "paid",
          payment_intent: "pi_async_ok",
          customer_details: { email: "async.ok@example.com" },
        }),
      );
      await deliver(event("evt_paid_then_failed_2", "checkout.session.async_payment_failed", { id: session, metadata: { orderId }, payment_status: "unpaid" }));
      expect(await orderRow(t, orderId)).toMatchObject({ status: "paid", stripePaymentIntentId: "pi_async_ok", email: "async.ok@example.com" });
      expect(await jobsFor(t, "order-fulfilment", orderId)).toBe(1);
    });
  });

  describe("invoice.paid", () => {
    it("pays a pending plan order found through the subscription's metadata; renewals change nothing", async () => {
      const { orderId } = await createCheckout(t.services, { priceId: "plan-advanced" });
      fake.subscriptions.set("sub_renew", { id: "sub_renew", object: "subscription", metadata: { orderId } });
      const first = event("evt_invoice_renew_1", "invoice.paid", {
        id: "in_r1",
        object: "invoice",
        amount_paid: 1_500_000,
        currency: "usd",
        customer_email: "Renewal.Buyer@Example.com",
        parent: { subscription_details: { subscription: "sub_renew" } },
      });
      expect(await deliver(first)).toBe("handled");
      expect(fake.requests.filter((r) => r.path === "/v1/subscriptions/sub_renew")).toHaveLength(1);
      const paid = await orderRow(t, orderId);
      expect(paid).toMatchObject({ status: "paid", stripeSubscriptionId: "sub_renew", email: "renewal.buyer@example.com", amountTotal: 1_500_000 });
      expect(paid.paidAt).not.toBeNull();
      expect(await jobsFor(t, "order-fulfilment", orderId)).toBe(1);

      // A year later the monthly invoices arrive (legacy `subscription` field): the order is already ours and paid.
      const renewal = event("evt_invoice_renew_2", "invoice.paid", { id: "in_r2", object: "invoice", customer_email: "renewal.buyer@example.com", subscription: "sub_renew" });
      expect(await deliver(renewal)).toBe("handled");
      expect(fake.requests.filter((r) => r.path === "/v1/subscriptions/sub_renew")).toHaveLength(1); // found in our database
      const after = await orderRow(t, orderId);
      expect(after).toMatchObject({ status: "paid", paidAt: paid.paidAt, email: "renewal.buyer@example.com" });
      expect(await jobsFor(t, "order-fulfilment", orderId)).toBe(1);
      expect(await orderFulfilmentJob(t.services)({ orderId })).toEqual({ sent: true });
      expect(await orderFulfilmentJob(t.services)({ orderId })).toEqual({ skipped: true });
      expect(await receiptsTo("renewal.buyer@example.com")).toHaveLength(1);
    });

    it("an invoice of a subscription that is not ours, or of no subscription, changes no order", async () => {
      const { orderId } = await createCheckout(t.services, { priceId: "plan-basic" });
      fake.subscriptions.set("sub_foreign", { id: "sub_foreign", object: "subscription", metadata: {} });
      expect(await deliver(event("evt_invoice_foreign", "invoice.paid", { id: "in_f", object: "invoice", customer_email: "x@example.com", subscription: "sub_foreign" }))).toBe("handled");
      expect(await deliver(event("evt_invoice_none", "invoice.paid", { id: "in_n", object: "invoice", customer_email: "y@example.com" }))).toBe("handled");
      expect(await orderRow(t, orderId)).toMatchObject({ status: "pending", email: null, stripeSubscriptionId: null });
      expect(await jobsFor(t, "order-fulfilment", orderId)).toBe(0);
    });
  });

  describe("pricing plan trial", () => {
    it("firstYearTrialEnd is the same moment 12 calendar months later, clamped to the month's last day", () => {
      expect(firstYearTrialEnd(new Date("2027-03-15T10:20:30.250Z"))).toBe(Date.UTC(2028, 2, 15, 10, 20, 30) / 1000);
      expect(firstYearTrialEnd(new Date("2027-03-15T10:20:30.250Z"))).toBe(1_836_728_430); // 366 days later: 365 trial days would give 1_836_642_030
      // Across a 29 February: 366 days, where trial_period_days = 365 would end a day early.
      expect(firstYearTrialEnd(new Date("2027-06-01T00:00:00Z"))).toBe(Date.UTC(2028, 5, 1) / 1000);
      expect(firstYearTrialEnd(new Date("2028-02-29T12:00:00Z"))).toBe(Date.UTC(2029, 1, 28, 12) / 1000);
      expect(firstYearTrialEnd(new Date("2027-12-31T23:59:59Z"))).toBe(Date.UTC(2028, 11, 31, 23, 59, 59) / 1000);
    });

    it("sends subscription_data.trial_end = checkout time + 12 calendar months, and no trial_period_days", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2027-03-15T10:20:30.250Z"));
      const { orderId, url } = await createCheckout(t.services, { priceId: "plan-premium" });
      vi.useRealTimers();
      expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/); // the fake accepted the trial end
      const req = lastSessionRequest(fake);
      expect(req.body["subscription_data[trial_end]"]).toBe("1836728430"); // 2028-03-15T10:20:30Z, not 365 days (2028-03-14)
      expect(req.body["subscription_data[trial_period_days]"]).toBeUndefined();
      expect(req.body).toMatchObject({ mode: "subscription", "subscription_data[metadata][orderId]": orderId });
    });

    it("the fake refuses a trial end Stripe would refuse (so a unit mistake cannot pass)", async () => {
      const res = await fetch(`${fake.url}/v1/checkout/sessions`, {
        method: "POST",
        headers: { authorization: "Bearer sk_test_123", "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ mode: "subscription", "subscription_data[trial_end]": String(Date.now() + 365 * 86_400_000) }),
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe("trial_end must be at least 48 hours and at most 730 days in the future.");
    });
  });

  describe("the success page before the webhook", () => {
    const contextFor = () => {
      const context = new RouterContextProvider();
      context.set(servicesContext, { ...t.services, auth: { api: { getSession: async () => null } } as unknown as AppServices["auth"] });
      return context;
    };
    type SuccessPage = Extract<Awaited<ReturnType<typeof successLoader>>, { order: unknown }>;
    // The loader answers data(…, 429) only when look-ups are limited (payment-integrity.server.test.ts).
    const load = async (sessionId: string) =>
      (await successLoader({
        request: new Request(`http://127.0.0.1:3000/checkout/success?session_id=${sessionId}`),
        context: contextFor(),
        params: {},
      } as never)) as SuccessPage;
    const render = (loaderData: SuccessPage) => {
      const Stub = createRoutesStub([{ id: "success", path: "/checkout/success", Component: Success as never, loader: () => loaderData }]);
      return renderToString(
        createElement(Stub, { initialEntries: ["/checkout/success?session_id=x"], hydrationData: { loaderData: { success: loaderData } } }),
      ).replaceAll("<!-- -->", "");
    };

    it("a session Stripe reports paid shows the paid order at once, through the same fulfilment; the late webhook adds nothing", async () => {
      const { orderId } = await createCheckout(t.services, { priceId: "ebook" });
      const sessionId = (await orderRow(t, orderId)).stripeSessionId!;
      Object.assign(fake.sessions.get(sessionId)!, {
        payment_status: "paid",
        status: "complete",
        payment_intent: "pi_success_early",
        customer_details: { email: "Early.Reader@Example.com" },
      });
      const data = await load(sessionId);
      expect(fake.requests.filter((r) => r.method === "GET" && r.path === `/v1/checkout/sessions/${sessionId}`)).toHaveLength(1);
      expect(data.order).toMatchObject({ id: orderId, status: "paid", email: "early.reader@example.com", total: 1_440, testMode: false });
      expect(data.downloadUrl).toMatch(new RegExp(`^/downloads/ebook/${orderId}\\?expires=\\d+&sig=[\\w-]+$`));
      expect(await orderRow(t, orderId)).toMatchObject({ status: "paid", stripePaymentIntentId: "pi_success_early" });
      expect(await jobsFor(t, "order-fulfilment", orderId)).toBe(1);

      const html = render(data);
      expect(html).toContain("Thank you for your order!");
      expect(html).toContain("A receipt has been sent to early.reader@example.com.");
      expect(html).toContain("Download your ebook (PDF)");
      expect(html).toContain("$14.40");
      expect(html).not.toContain("We&#x27;re confirming your payment");
      expect(html).not.toContain("TEST MODE");

      // The webhook then arrives: recorded, no second receipt job. Reloading the page does not ask Stripe again.
      expect(
        await deliver(
          event("evt_success_late", "checkout.session.completed", {
            id: sessionId,
            metadata: { orderId },
            amount_total: 1_440,
            currency: "usd",
            payment_status: "paid",
            payment_intent: "pi_success_early",
            customer_details: { email: "early.reader@example.com" },
          }),
        ),
      ).toBe("handled");
      expect(await jobsFor(t, "order-fulfilment", orderId)).toBe(1);
      await load(sessionId);
      expect(fake.requests.filter((r) => r.method === "GET" && r.path === `/v1/checkout/sessions/${sessionId}`)).toHaveLength(1);
    });

    it("a session Stripe still reports unpaid (or Stripe down) shows the waiting state and keeps the order pending", async () => {
      const { orderId } = await createCheckout(t.services, { priceId: "main-offer", upsellPriceIds: ["addon-crm"] });
      const sessionId = (await orderRow(t, orderId)).stripeSessionId!;
      const data = await load(sessionId);
      expect(data.order).toMatchObject({ status: "pending", email: null, total: 174_700 });
      expect(data.downloadUrl).toBeNull();
      const html = render(data);
      expect(html).toContain("We&#x27;re confirming your payment");
      expect(html).toContain("This usually takes a few seconds. Refresh the page in a moment.");
      expect(html).not.toContain("Thank you for your order!");
      expect(html).not.toContain("A receipt has been sent");

      fake.sessions.delete(sessionId); // Stripe answers 404: the page still shows, pending
      expect((await load(sessionId)).order.status).toBe("pending");
      expect(await orderRow(t, orderId)).toMatchObject({ status: "pending", paidAt: null });
      expect(await jobsFor(t, "order-fulfilment", orderId)).toBe(0);
    });

    it("an unknown or malformed session id is a 404 'We couldn't find that order.'", async () => {
      for (const id of ["cs_test_doesnotexist", "bad id!"]) {
        const thrown = await load(encodeURIComponent(id)).catch((e: unknown) => e);
        expect(thrown).toMatchObject({ data: "We couldn't find that order.", init: { status: 404 } });
      }
    });
  });
});

describe("STRIPE_PRICES: configured Stripe price ids replace inline price data", () => {
  let t: T;
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestServices({
      STRIPE_SECRET_KEY: "sk_test_123",
      STRIPE_WEBHOOK_SECRET: secret,
      STRIPE_API_BASE: fake.url,
      STRIPE_PRICES: " main-offer=price_main247 , addon-crm=price_crm1500,plan-basic=price_setup10k,broken,=price_x",
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("parses the env mapping, ignoring malformed pairs", () => {
    expect(t.services.env.STRIPE_PRICES).toEqual({ "main-offer": "price_main247", "addon-crm": "price_crm1500", "plan-basic": "price_setup10k" });
  });

  it("one-time checkout: configured items are sent as price ids, the others inline; the order keeps catalog amounts", async () => {
    const { orderId } = await createCheckout(t.services, { priceId: "main-offer", upsellPriceIds: ["addon-crm", "addon-sms"] });
    const { body } = lastSessionRequest(fake);
    expect(body).toMatchObject({
      mode: "payment",
      "line_items[0][price]": "price_main247",
      "line_items[0][quantity]": "1",
      "line_items[1][price]": "price_crm1500",
      "line_items[1][quantity]": "1",
      "line_items[2][price_data][unit_amount]": "50000",
      "line_items[2][price_data][currency]": "usd",
      "line_items[2][quantity]": "1",
    });
    expect(Object.keys(body).filter((k) => /^line_items\[[01]\]\[price_data\]/.test(k))).toEqual([]);
    expect(body["line_items[2][price]"]).toBeUndefined();
    expect(body["line_items[3][quantity]"]).toBeUndefined();
    expect((await orderRow(t, orderId)).amountTotal).toBe(24_700 + 150_000 + 50_000);
  });

  it("a plan's configured setup-fee price is used; its monthly line stays inline with the catalog amount", async () => {
    await createCheckout(t.services, { priceId: "plan-basic" });
    const { body } = lastSessionRequest(fake);
    expect(body).toMatchObject({
      mode: "subscription",
      "line_items[0][price_data][unit_amount]": "200000",
      "line_items[0][price_data][recurring][interval]": "month",
      "line_items[1][price]": "price_setup10k",
      "line_items[1][quantity]": "1",
    });
    expect(Object.keys(body).filter((k) => k.startsWith("line_items[1][price_data]"))).toEqual([]);
  });

  it("an item without a configured id falls back to inline price data", async () => {
    await createCheckout(t.services, { priceId: "ebook" });
    const { body } = lastSessionRequest(fake);
    expect(body).toMatchObject({ "line_items[0][price_data][unit_amount]": "1440", "line_items[0][quantity]": "1" });
    expect(body["line_items[0][price]"]).toBeUndefined();
  });
});
