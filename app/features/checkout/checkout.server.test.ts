import { eq, sql } from "drizzle-orm";
import { referralCookieValue } from "~/features/affiliate/referral-cookie.server";
import { RouterContextProvider } from "react-router";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { affiliates, orderItems, orders, processedWebhookEvents, referrals } from "#db/schema";
import { startFakeStripe, type FakeStripe } from "#tests/fakes/stripe";
import { createTestServices, insertUser } from "#tests/support/services";
import { catalog } from "~/content/catalog";
import { servicesContext, type AppServices } from "#platform/context";
import { action as createCheckoutAction } from "~/routes/api/checkout/create-checkout";
import { loader as checkoutPageLoader } from "~/routes/_checkout/checkout";
import { commissionJob } from "../affiliate/commission.server";
import { orderFulfilmentJob } from "./fulfilment.server";
import { createCheckout, firstYearTrialEnd, referringAffiliate } from "./orders.server";
import { confirmPayment } from "~/flows/payment.server";
import { handleStripeEvent, verifyStripeEvent } from "~/flows/stripe-events.server";

describe("catalog", () => {
  it("prices every purchasable item of the spec in integer cents", () => {
    expect(catalog["main-offer"].amount).toBe(24_700);
    expect(catalog["basic-implementation"].amount).toBe(300_000);
    expect(catalog["addon-crm"].amount).toBe(150_000);
    expect(catalog["addon-multilingual"].amount).toBe(200_000);
    expect(catalog["addon-sms"].amount).toBe(50_000);
    expect([catalog["core-basic"].amount, catalog["core-professional"].amount, catalog["core-enterprise"].amount]).toEqual([300_000, 700_000, 1_000_000]);
    expect([catalog["plan-basic"].amount, catalog["plan-advanced"].amount, catalog["plan-premium"].amount]).toEqual([1_000_000, 1_500_000, 2_500_000]);
    expect([catalog["plan-basic"].monthlyAfterFirstYear, catalog["plan-advanced"].monthlyAfterFirstYear, catalog["plan-premium"].monthlyAfterFirstYear]).toEqual([
      200_000, 250_000, 300_000,
    ]);
    expect(catalog.ebook.amount).toBe(1_440);
    expect(catalog["strategy-session"].amount).toBe(25_000);
    for (const item of Object.values(catalog)) expect(Number.isInteger(item.amount)).toBe(true);
  });
});

describe("create-checkout in test mode (no Stripe key)", () => {
  let t: Awaited<ReturnType<typeof createTestServices>>;
  beforeAll(async () => {
    t = await createTestServices();
  });
  afterAll(() => t.close());

  it.each([
    [{ priceId: "nope" }, "Unknown priceId: nope"],
    [{ priceId: "main-offer", upsellPriceIds: ["addon-crm", "addon-crm"] }, "Duplicate priceId: addon-crm"],
    [{ priceId: "main-offer", upsellPriceIds: ["main-offer"] }, "Duplicate priceId: main-offer"],
    [{ priceId: "main-offer", upsellPriceIds: ["bogus"] }, "Unknown priceId: bogus"],
    [{ priceId: "addon-sms" }, "SMS integration can only be bought as an add-on"],
    [{ priceId: "ebook", upsellPriceIds: ["addon-crm"] }, "CRM Integration cannot be added to The AI Business Partner Playbook (ebook)"],
  ])("refuses %j with a clear 400 and saves nothing", async (input, message) => {
    const before = (await t.services.database.db.select().from(orders)).length;
    await expect(createCheckout(t.services, input)).rejects.toMatchObject({ status: 400, message });
    expect((await t.services.database.db.select().from(orders)).length).toBe(before);
  });

  it("records the visit's first touch on the order; a malformed one is recorded as none, never refused", async () => {
    const touch = { landing: "/", utmSource: "newsletter", utmCampaign: "fall" };
    const good = await createCheckout(t.services, { priceId: "ebook", firstTouch: JSON.stringify(touch) });
    const bad = await createCheckout(t.services, { priceId: "ebook", firstTouch: "{not json" });
    const [goodOrder] = await t.services.database.db.select().from(orders).where(eq(orders.id, good.orderId));
    const [badOrder] = await t.services.database.db.select().from(orders).where(eq(orders.id, bad.orderId));
    expect(goodOrder.firstTouch).toStrictEqual(touch);
    expect(badOrder.firstTouch).toBeNull();
  });

  it("saves a pending order with catalog amounts and returns the local test-mode page", async () => {
    const { url, orderId } = await createCheckout(t.services, { priceId: "main-offer", upsellPriceIds: ["addon-crm", "addon-sms"], refCode: "UNKNOWN1" });
    expect(url).toBe(`/checkout/test/${orderId}`);
    const [order] = await t.services.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: "pending", amountTotal: 24_700 + 150_000 + 50_000, testMode: true, refCode: null, affiliateId: null });
    const items = await t.services.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(items.map((i) => [i.priceId, i.amount]).sort()).toEqual([
      ["addon-crm", 150_000],
      ["addon-sms", 50_000],
      ["main-offer", 24_700],
    ]);
  });

  describe("an explicit code that is not an active affiliate's does not override the cookie's", () => {
    // Route modules called as React Router would, with a guest visitor (no session).
    const contextFor = () => {
      const context = new RouterContextProvider();
      const auth = { api: { getSession: async () => null } } as unknown as AppServices["auth"];
      context.set(servicesContext, { ...t.services, auth });
      return context;
    };
    const affiliateOf = async (orderId: string) =>
      (await t.services.database.db.select().from(orders).where(eq(orders.id, orderId)))[0].refCode;
    let cookieCode: string;
    let otherCode: string;
    beforeAll(async () => {
      const { db } = t.services.database;
      cookieCode = "COOKIEAFF1";
      otherCode = "CLICKAFF2";
      await db.insert(affiliates).values({ userId: (await insertUser(db)).id, code: cookieCode });
      await db.insert(affiliates).values({ userId: (await insertUser(db)).id, code: otherCode });
      const suspended = await insertUser(db);
      await db.insert(affiliates).values({ userId: suspended.id, code: "SUSPENDED9", status: "suspended" });
    });

    it("referringAffiliate: active explicit code first, else the cookie's", async () => {
      const { db } = t.services.database;
      expect((await referringAffiliate(db, "nosuch1", cookieCode))?.code).toBe(cookieCode);
      expect((await referringAffiliate(db, "SUSPENDED9", cookieCode))?.code).toBe(cookieCode);
      expect((await referringAffiliate(db, "!!", cookieCode))?.code).toBe(cookieCode);
      expect((await referringAffiliate(db, otherCode.toLowerCase(), cookieCode))?.code).toBe(otherCode);
      expect(await referringAffiliate(db, "nosuch1", null)).toBeNull();
    });

    it("POST /api/create-checkout credits the cookie's affiliate when body.refCode is unknown", async () => {
      const post = (body: unknown) =>
        createCheckoutAction({
          request: new Request("http://127.0.0.1:3000/api/create-checkout", {
            method: "POST",
            headers: { "content-type": "application/json", cookie: `voxa_ref=${referralCookieValue(cookieCode, t.services.env.BETTER_AUTH_SECRET)}` },
            body: JSON.stringify(body),
          }),
          context: contextFor(),
        } as never) as Promise<Response>;
      const unknown = await post({ priceId: "ebook", refCode: "NOSUCHCODE" });
      expect(unknown.status).toBe(200);
      const orderUnknown = /\/checkout\/test\/([\w-]+)$/.exec(((await unknown.json()) as { url: string }).url)![1];
      expect(await affiliateOf(orderUnknown)).toBe(cookieCode);

      const valid = await post({ priceId: "ebook", refCode: otherCode });
      const orderValid = /\/checkout\/test\/([\w-]+)$/.exec(((await valid.json()) as { url: string }).url)![1];
      expect(await affiliateOf(orderValid)).toBe(otherCode);
    });

    it("/checkout?ref=UNKNOWN keeps showing the cookie's code as applied", async () => {
      const load = (query: string) =>
        checkoutPageLoader({
          request: new Request(`http://127.0.0.1:3000/checkout${query}`, { headers: { cookie: `voxa_ref=${referralCookieValue(cookieCode, t.services.env.BETTER_AUTH_SECRET)}` } }),
          context: contextFor(),
        } as never);
      expect(await load("?ref=NOSUCHCODE")).toMatchObject({ refCode: cookieCode, refApplied: true });
      expect(await load(`?ref=${otherCode}`)).toMatchObject({ refCode: otherCode, refApplied: true });
    });
  });

  it("records a known affiliate's code on the order", async () => {
    const owner = await insertUser(t.services.database.db);
    await t.services.database.db.insert(affiliates).values({ userId: owner.id, code: "PARTNER7" });
    const { orderId } = await createCheckout(t.services, { priceId: "ebook", refCode: "partner7" });
    const [order] = await t.services.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.refCode).toBe("PARTNER7");
    expect(order.affiliateId).not.toBeNull();
  });
});

describe("Stripe Checkout and webhooks (against the loopback fake)", () => {
  let t: Awaited<ReturnType<typeof createTestServices>>;
  let fake: FakeStripe;
  const secret = "whsec_test_secret";
  const stripe = new Stripe("sk_test_x");
  const sign = (payload: string, timestamp?: number) => stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  const event = (id: string, type: string, object: Record<string, unknown>) =>
    JSON.stringify({ id, object: "event", type, api_version: "2025-01-01", created: Math.floor(Date.now() / 1000), data: { object } });

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestServices({ STRIPE_SECRET_KEY: "sk_test_123", STRIPE_WEBHOOK_SECRET: secret, STRIPE_API_BASE: fake.url });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("creates a one-time Checkout Session from the catalog, with order metadata and an idempotency key", async () => {
    const { url, orderId } = await createCheckout(t.services, { priceId: "main-offer", upsellPriceIds: ["addon-multilingual"] });
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const req = fake.requests.findLast((r) => r.path === "/v1/checkout/sessions")!;
    expect(req.headers["idempotency-key"]).toBe(`checkout-${orderId}`);
    expect(req.body).toMatchObject({
      mode: "payment",
      "metadata[orderId]": orderId,
      client_reference_id: orderId,
      "payment_intent_data[metadata][orderId]": orderId,
      "line_items[0][price_data][unit_amount]": "24700",
      "line_items[0][price_data][currency]": "usd",
      "line_items[1][price_data][unit_amount]": "200000",
      success_url: "http://127.0.0.1:3000/checkout/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: `http://127.0.0.1:3000/checkout/cancel?order=${orderId}`,
    });
    const [order] = await t.services.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.stripeSessionId).toMatch(/^cs_test_/);
  });

  it("sells pricing plans as a subscription: setup fee now, the monthly price from month 13, said in our words on Stripe's page", async () => {
    const before = new Date();
    const { orderId } = await createCheckout(t.services, { priceId: "plan-advanced" });
    const after = new Date();
    const req = fake.requests.findLast((r) => r.path === "/v1/checkout/sessions")!;
    const trialEnd = Number(req.body["subscription_data[trial_end]"]);
    expect(trialEnd).toBeGreaterThanOrEqual(firstYearTrialEnd(before));
    expect(trialEnd).toBeLessThanOrEqual(firstYearTrialEnd(after));
    expect(req.body["subscription_data[trial_period_days]"]).toBeUndefined();
    expect(req.body).toMatchObject({
      mode: "subscription",
      "subscription_data[metadata][orderId]": orderId,
      "line_items[0][price_data][unit_amount]": "250000",
      "line_items[0][price_data][recurring][interval]": "month",
      "line_items[1][price_data][unit_amount]": "1500000",
    });
    expect(req.body["line_items[1][price_data][recurring][interval]"]).toBeUndefined();
    // Stripe calls the first year a trial; the page also says what is charged when (issue 42).
    expect(req.body["custom_text[submit][message]"]).toBe(
      "Today you pay the $15,000 setup fee, which includes the first year of maintenance. $2,500 a month starts in month 13.",
    );
    expect(req.body["line_items[0][price_data][product_data][description]"]).toBe(
      "Billed monthly from month 13: the first year of maintenance is in the setup fee.",
    );
  });

  it("keeps the order pending and reports the spec's message when Stripe is down", async () => {
    fake.failNext(10);
    const err = await createCheckout(t.services, { priceId: "ebook" }).catch((e: unknown) => e);
    fake.failNext(0);
    expect(err).toMatchObject({ status: 502, message: "Failed to create checkout session" });
    const pending = await t.services.database.db.select().from(orders).where(eq(orders.status, "pending"));
    expect(pending.some((o) => o.stripeSessionId === null)).toBe(true);
  });

  // Flips the first hex digit of the v1 signature to a different digit (never the same one).
  const tamper = (header: string) => header.replace(/v1=(\w)/, (_m, c: string) => `v1=${c === "0" ? "1" : "0"}`);

  it("refuses a tampered or stale webhook", () => {
    const payload = event("evt_x", "checkout.session.completed", { id: "cs_1" });
    expect(() => verifyStripeEvent(t.services, payload, tamper(sign(payload)))).toThrow(/Invalid signature/);
    expect(() => verifyStripeEvent(t.services, payload, sign(payload, Math.floor(Date.now() / 1000) - 3600))).toThrow(/Invalid signature/);
    expect(() => verifyStripeEvent(t.services, payload, null)).toThrow("Missing Stripe-Signature header");
    expect(verifyStripeEvent(t.services, payload, sign(payload)).id).toBe("evt_x");
  });

  it("the same event delivered 5 times, and a refund before completion, give one order state, one receipt, one commission", async () => {
    const { db } = t.services.database;
    const owner = await insertUser(db, "partner@example.com");
    const [aff] = await db.insert(affiliates).values({ userId: owner.id, code: "WEBHOOK1", commissionRate: 0.25 }).returning();
    const { orderId } = await createCheckout(t.services, { priceId: "main-offer", upsellPriceIds: ["addon-sms"], refCode: "WEBHOOK1" });
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    const completed = {
      id: order.stripeSessionId,
      object: "checkout.session",
      metadata: { orderId },
      client_reference_id: orderId,
      amount_total: 74_700,
      currency: "usd",
      payment_status: "paid",
      payment_intent: "pi_123",
      customer_details: { email: "Buyer@Example.com" },
    };
    const payload = event("evt_completed", "checkout.session.completed", completed);
    const outcomes = [];
    for (let i = 0; i < 5; i++) outcomes.push(await handleStripeEvent(t.services, verifyStripeEvent(t.services, payload, sign(payload))));
    expect(outcomes).toEqual(["handled", "duplicate", "duplicate", "duplicate", "duplicate"]);
    const [paid] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(paid).toMatchObject({ status: "paid", email: "buyer@example.com", stripePaymentIntentId: "pi_123" });

    // Run the queued work as the workers would (twice, as a redelivered job would): one receipt, one referral.
    const fulfil = orderFulfilmentJob(t.services);
    expect(await fulfil({ orderId })).toEqual({ sent: true });
    expect(await fulfil({ orderId })).toEqual({ skipped: true });
    const receipts = (await t.services.mailer.outbox!.list()).filter((m) => m.kind === "receipt" && m.to === "buyer@example.com");
    expect(receipts).toHaveLength(1);
    expect(receipts[0].text).toContain("Total paid: $747.00");
    const commission = commissionJob(t.services);
    await commission({ orderId });
    await commission({ orderId });
    const refs = await db.select().from(referrals).where(eq(referrals.affiliateId, aff.id));
    expect(refs).toHaveLength(1);
    expect(refs[0]).toMatchObject({ status: "pending", commissionAmount: Math.round(0.25 * 74_700) });

    // A full refund reverses the commission; replaying it changes nothing.
    const refund = event("evt_refund", "charge.refunded", { id: "ch_1", object: "charge", payment_intent: "pi_123", amount_refunded: 74_700 });
    expect(await handleStripeEvent(t.services, verifyStripeEvent(t.services, refund, sign(refund)))).toBe("handled");
    expect(await handleStripeEvent(t.services, verifyStripeEvent(t.services, refund, sign(refund)))).toBe("duplicate");
    const [refunded] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(refunded).toMatchObject({ status: "refunded", amountRefunded: 74_700 });
    const [reversed] = await db.select().from(referrals).where(eq(referrals.affiliateId, aff.id));
    expect(reversed).toMatchObject({ status: "reversed", commissionAmount: 0 });
  });

  it("a refund that arrives before checkout.session.completed wins: the order ends refunded and earns nothing", async () => {
    const { db } = t.services.database;
    const { orderId } = await createCheckout(t.services, { priceId: "ebook" });
    fake.paymentIntents.set("pi_early", { id: "pi_early", object: "payment_intent", metadata: { orderId } });
    const refund = event("evt_refund_early", "charge.refunded", { id: "ch_2", object: "charge", payment_intent: "pi_early", amount_refunded: 1_440 });
    await handleStripeEvent(t.services, verifyStripeEvent(t.services, refund, sign(refund)));
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    const completed = event("evt_completed_late", "checkout.session.completed", {
      id: order.stripeSessionId,
      metadata: { orderId },
      amount_total: 1_440,
      currency: "usd",
      payment_status: "paid",
      payment_intent: "pi_early",
      customer_details: { email: "late@example.com" },
    });
    await handleStripeEvent(t.services, verifyStripeEvent(t.services, completed, sign(completed)));
    const [final] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(final.status).toBe("refunded");
    expect(await confirmPayment(t.services, orderId)).toBe(false);
  });

  const deliver = async (payload: string) => handleStripeEvent(t.services, verifyStripeEvent(t.services, payload, sign(payload)));
  const queuedFulfilments = async (orderId: string) => {
    const rows = await t.services.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'order-fulfilment' and data->>'orderId' = ${orderId}`,
    );
    return Number((rows as unknown as { rows: { n: number }[] }).rows[0].n);
  };
  const receiptsTo = async (email: string) => (await t.services.mailer.outbox!.list()).filter((m) => m.kind === "receipt" && m.to === email);

  it("invoice.paid before checkout.session.completed: a guest plan buyer still gets exactly one receipt", async () => {
    const { db } = t.services.database;
    const { orderId } = await createCheckout(t.services, { priceId: "plan-basic" });
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    fake.subscriptions.set("sub_early", { id: "sub_early", object: "subscription", metadata: { orderId } });
    // The first invoice arrives first and names no email (Stripe may leave customer_email empty).
    const invoice = event("evt_invoice_first", "invoice.paid", {
      id: "in_1",
      object: "invoice",
      amount_paid: 1_000_000,
      currency: "usd",
      customer_email: null,
      parent: { subscription_details: { subscription: "sub_early" } },
    });
    expect(await deliver(invoice)).toBe("handled");
    const [paidFirst] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(paidFirst).toMatchObject({ status: "paid", email: null, stripeSubscriptionId: "sub_early" });
    expect(paidFirst.paidAt).not.toBeNull();

    // The receipt job finds no address: it sends nothing and does not keep its claim.
    const fulfil = orderFulfilmentJob(t.services);
    expect(await fulfil({ orderId })).toEqual({ skipped: true });
    expect((await db.select().from(orders).where(eq(orders.id, orderId)))[0].receiptSentAt).toBeNull();
    expect(await queuedFulfilments(orderId)).toBe(1);

    const completed = event("evt_completed_after_invoice", "checkout.session.completed", {
      id: order.stripeSessionId,
      object: "checkout.session",
      metadata: { orderId },
      amount_total: 1_000_000,
      currency: "usd",
      payment_status: "paid",
      subscription: "sub_early",
      customer_details: { email: "Plan.Guest@Example.com" },
    });
    expect(await deliver(completed)).toBe("handled");
    const [withEmail] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(withEmail).toMatchObject({ status: "paid", email: "plan.guest@example.com", paidAt: paidFirst.paidAt });
    expect(await queuedFulfilments(orderId)).toBe(2); // the receipt is queued again, now that there is an address

    expect(await fulfil({ orderId })).toEqual({ sent: true });
    expect(await fulfil({ orderId })).toEqual({ skipped: true });
    expect(await confirmPayment(t.services, orderId, { email: "someone.else@example.com" })).toBe(false);
    expect(await queuedFulfilments(orderId)).toBe(2); // an email already known is never replaced nor re-sent
    const receipts = await receiptsTo("plan.guest@example.com");
    expect(receipts).toHaveLength(1);
    expect(receipts[0].text).toContain("Total paid: $10,000.00");
    expect(await receiptsTo("someone.else@example.com")).toHaveLength(0);
  });

  it("invoice.paid carrying the customer's email sends the receipt at once; the late completed event adds nothing", async () => {
    const { db } = t.services.database;
    const { orderId } = await createCheckout(t.services, { priceId: "plan-premium" });
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    fake.subscriptions.set("sub_mail", { id: "sub_mail", object: "subscription", metadata: { orderId } });
    await deliver(
      event("evt_invoice_mail", "invoice.paid", {
        id: "in_2",
        object: "invoice",
        amount_paid: 2_500_000,
        currency: "usd",
        customer_email: "Invoice.Buyer@example.com",
        parent: { subscription_details: { subscription: "sub_mail" } },
      }),
    );
    expect((await db.select().from(orders).where(eq(orders.id, orderId)))[0]).toMatchObject({ status: "paid", email: "invoice.buyer@example.com" });
    const fulfil = orderFulfilmentJob(t.services);
    expect(await fulfil({ orderId })).toEqual({ sent: true });
    await deliver(
      event("evt_completed_mail", "checkout.session.completed", {
        id: order.stripeSessionId,
        metadata: { orderId },
        amount_total: 2_500_000,
        currency: "usd",
        payment_status: "paid",
        subscription: "sub_mail",
        customer_details: { email: "invoice.buyer@example.com" },
      }),
    );
    expect(await queuedFulfilments(orderId)).toBe(1);
    expect(await fulfil({ orderId })).toEqual({ skipped: true });
    expect(await receiptsTo("invoice.buyer@example.com")).toHaveLength(1);
  });

  it("a partial refund that overtakes its payment leaves the order pending; the payment then fulfils it in full", async () => {
    const { db } = t.services.database;
    const { orderId } = await createCheckout(t.services, { priceId: "main-offer" });
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    fake.paymentIntents.set("pi_partial_early", { id: "pi_partial_early", object: "payment_intent", metadata: { orderId } });
    await deliver(event("evt_partial_early", "charge.refunded", { id: "ch_p1", object: "charge", payment_intent: "pi_partial_early", amount_refunded: 4_700 }));
    const [early] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(early).toMatchObject({ status: "pending", amountRefunded: 4_700, paidAt: null, refundedAt: null });
    expect(await queuedFulfilments(orderId)).toBe(0);

    await deliver(
      event("evt_partial_early_completed", "checkout.session.completed", {
        id: order.stripeSessionId,
        metadata: { orderId },
        amount_total: 24_700,
        currency: "usd",
        payment_status: "paid",
        payment_intent: "pi_partial_early",
        customer_details: { email: "partial.early@example.com" },
      }),
    );
    const [paid] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(paid).toMatchObject({ status: "paid", amountRefunded: 4_700, email: "partial.early@example.com" });
    expect(paid.paidAt).not.toBeNull();
    expect(await orderFulfilmentJob(t.services)({ orderId })).toEqual({ sent: true });
    expect(await receiptsTo("partial.early@example.com")).toHaveLength(1);
  });

  it("a partial refund lowers the commission to rate × (paid − refunded), whether it comes before or after the payment", async () => {
    const { db } = t.services.database;
    const owner = await insertUser(db);
    const [aff] = await db.insert(affiliates).values({ userId: owner.id, code: "PARTIAL20", commissionRate: 0.2 }).returning();
    const expected = Math.round(0.2 * (24_700 - 4_700)); // $40.00, not 20% of $247

    const pay = async (tag: string, orderId: string, session: string | null) =>
      deliver(
        event(`evt_pay_${tag}`, "checkout.session.completed", {
          id: session,
          metadata: { orderId },
          amount_total: 24_700,
          currency: "usd",
          payment_status: "paid",
          payment_intent: `pi_${tag}`,
          customer_details: { email: `${tag}@example.com` },
        }),
      );
    const refund = async (tag: string, amount: number, n = 1) =>
      deliver(event(`evt_refund_${tag}_${n}`, "charge.refunded", { id: `ch_${tag}`, object: "charge", payment_intent: `pi_${tag}`, amount_refunded: amount }));
    const commissionOf = async (orderId: string) => (await db.select().from(referrals).where(eq(referrals.orderId, orderId)))[0];

    // Refund after the payment and its commission.
    const after = await createCheckout(t.services, { priceId: "main-offer", refCode: "PARTIAL20" });
    await pay("partial_after", after.orderId, (await db.select().from(orders).where(eq(orders.id, after.orderId)))[0].stripeSessionId);
    await commissionJob(t.services)({ orderId: after.orderId });
    expect(await commissionOf(after.orderId)).toMatchObject({ status: "pending", commissionAmount: Math.round(0.2 * 24_700) });
    await refund("partial_after", 4_700);

    // Refund before the payment (the commission job then runs on the paid order).
    const before = await createCheckout(t.services, { priceId: "main-offer", refCode: "PARTIAL20" });
    fake.paymentIntents.set("pi_partial_before", { id: "pi_partial_before", object: "payment_intent", metadata: { orderId: before.orderId } });
    await refund("partial_before", 4_700);
    await pay("partial_before", before.orderId, (await db.select().from(orders).where(eq(orders.id, before.orderId)))[0].stripeSessionId);
    await commissionJob(t.services)({ orderId: before.orderId });

    expect(await commissionOf(after.orderId)).toMatchObject({ status: "pending", commissionAmount: expected });
    expect(await commissionOf(before.orderId)).toMatchObject({ status: "pending", commissionAmount: expected });

    // An approved commission is lowered too, and the affiliate's total earnings with it.
    await db.update(referrals).set({ status: "approved" }).where(eq(referrals.orderId, after.orderId));
    await refund("partial_after", 14_700, 2); // Stripe's running total: $147 of $247 refunded
    expect(await commissionOf(after.orderId)).toMatchObject({ status: "approved", commissionAmount: Math.round(0.2 * 10_000) });
    expect((await db.select().from(affiliates).where(eq(affiliates.id, aff.id)))[0].totalEarnings).toBe(2_000);
    // The rest of the refund reverses it.
    await refund("partial_after", 24_700, 3);
    expect(await commissionOf(after.orderId)).toMatchObject({ status: "reversed", commissionAmount: 0 });
    expect((await db.select().from(affiliates).where(eq(affiliates.id, aff.id)))[0].totalEarnings).toBe(0);
  });

  it("acknowledges events it does not handle without recording them", async () => {
    const payload = event("evt_other", "customer.created", { id: "cus_1" });
    expect(await handleStripeEvent(t.services, verifyStripeEvent(t.services, payload, sign(payload)))).toBe("ignored");
    const rows = await t.services.database.db.select().from(processedWebhookEvents).where(eq(processedWebhookEvents.id, "evt_other"));
    expect(rows).toHaveLength(0);
  });
});
