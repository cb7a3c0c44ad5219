import { buyer } from "#tests/support/buyers";
import { eq, sql } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, RouterContextProvider } from "react-router";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { affiliates, orders, paymentRejections, referrals, user } from "#db/schema";
import { startFakeStripe, type FakeStripe } from "#tests/fakes/stripe";
import { listReferrals } from "~/features/admin/affiliates.server";
import { listCustomers } from "~/features/admin/customers.server";
import { countPaymentRejections, listPaymentRejections } from "~/features/admin/deliveries.server";
import { listOrders, orderDetail, orderFiltersFrom } from "~/features/admin/orders.server";
import { overviewCounts, overviewMoney, revenuePerWeek } from "~/features/admin/overview.server";
import { startAdminTestKit, type AdminTestKit } from "#tests/support/admin-kit";
import { referralsForAffiliate, recordSignupReferral } from "~/features/affiliate/affiliate.server";
import { referralCookieValue, referralFromCookie } from "~/features/affiliate/referral-cookie.server";
import { commissionJob } from "~/features/affiliate/commission.server";
import { requestContext, servicesContext, type AppServices } from "#platform/context";
import AdminDeliveries, { loader as deliveriesLoader } from "~/routes/_admin/deliveries";
import AdminOrders, { loader as ordersLoader } from "~/routes/_admin/orders";
import { action as checkoutPageAction, headers as checkoutPageHeaders } from "~/routes/_checkout/checkout";
import { loader as successLoader } from "~/routes/_checkout/success";
import { action as testCheckoutAction } from "~/routes/_checkout/test-checkout";
import { action as createCheckoutAction } from "~/routes/api/checkout/create-checkout";
import { action as webhookAction } from "~/routes/api/checkout/stripe-webhook";
import { pickerSlots } from "~/features/scheduling/bookings.server";
import { orderFulfilmentJob } from "./fulfilment.server";
import { createCheckout } from "./orders.server";
import { paymentMismatch } from "./payment-match.server";
import { bookPaidSession, sessionBookingFor } from "./session-booking.server";
import { CHECKOUT_RATE_LIMIT, PAYMENT_LOOKUP_RATE_LIMIT } from "./rate-limits.server";

/**
 * Issue 14, items 4, 8 and 10: a signed Stripe payment is applied only to the order it belongs
 * to (its own Checkout Session, its total, its currency), and anything else is recorded and shown
 * in the owner's console; test-mode orders never earn a commission and are marked as test
 * wherever the owner sees orders or payouts; checkouts and payment look-ups are rate limited;
 * a malformed attribution cookie is ignored. One database (the console's test kit) holds live
 * orders (through the Stripe fake) and TEST MODE orders (the same services without a key).
 */

const secret = "whsec_payment_integrity";
const stripe = new Stripe("sk_test_x");
const event = (id: string, type: string, object: Record<string, unknown>) =>
  JSON.stringify({ id, object: "event", type, api_version: "2025-01-01", created: Math.floor(Date.now() / 1000), data: { object } });

let kit: AdminTestKit;
let fake: FakeStripe;
/** The same database and jobs without a Stripe key: createCheckout makes TEST MODE orders. */
let testMode: AppServices;
let partnerId: string;

const contextWith = (services: AppServices, clientIp = "127.0.0.1") => {
  const context = new RouterContextProvider();
  context.set(servicesContext, { ...services, auth: { api: { getSession: async () => null } } as unknown as AppServices["auth"] });
  context.set(requestContext, { requestId: "test", nonce: "n", clientIp });
  return context;
};
const orderRow = async (orderId: string) => (await kit.db.select().from(orders).where(eq(orders.id, orderId)))[0];
const jobsFor = async (name: string, orderId: string) => {
  const rows = await kit.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${name} and data->>'orderId' = ${orderId}`);
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0].n);
};
const rejectionsFor = (orderId: string) => kit.db.select().from(paymentRejections).where(eq(paymentRejections.orderId, orderId));
const referralsOf = (orderId: string) => kit.db.select().from(referrals).where(eq(referrals.orderId, orderId));

/** POST /api/stripe/webhook through the route module, signed with the webhook secret. */
async function postWebhook(payload: string) {
  const request = new Request("http://127.0.0.1:3000/api/stripe/webhook", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": stripe.webhooks.generateTestHeaderString({ payload, secret }) },
    body: payload,
  });
  const res = (await webhookAction({ request, context: kit.context(), params: {} } as never)) as Response;
  return { status: res.status, body: (await res.json()) as { received?: boolean; outcome?: string; error?: string } };
}

/** A live order through the Stripe fake: its id, its Checkout Session and its total. */
async function liveOrder(priceId: string, refCode?: string) {
  const { orderId } = await createCheckout(kit.services, { priceId, refCode });
  const order = await orderRow(orderId);
  expect(order.stripeSessionId).toMatch(/^cs_test_/);
  return { orderId, session: order.stripeSessionId!, total: order.amountTotal };
}

const paidSession = (id: string, orderId: string, extra: Record<string, unknown>) => ({
  id,
  object: "checkout.session",
  metadata: { orderId },
  client_reference_id: orderId,
  payment_status: "paid",
  customer_details: { email: "buyer@example.com" },
  ...extra,
});

beforeAll(async () => {
  fake = await startFakeStripe();
  kit = await startAdminTestKit({ STRIPE_SECRET_KEY: "sk_test_integrity", STRIPE_WEBHOOK_SECRET: secret, STRIPE_API_BASE: fake.url });
  testMode = { ...kit.services, env: { ...kit.services.env, STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined } };
  await kit.db.insert(user).values({ id: "u_partner", name: "Pia Partner", email: "pia@partners.example", emailVerified: true });
  const [aff] = await kit.db.insert(affiliates).values({ userId: "u_partner", code: "PARTNER42", commissionRate: 0.2 }).returning();
  partnerId = aff.id;
}, 60_000);

afterAll(async () => {
  await kit?.close();
  await fake?.close();
});

describe("item 4: a signed payment is applied only to the order it belongs to", () => {
  it("a Payment Link session naming our $10,000 order with amount_total 1 is acknowledged, fulfils nothing and is recorded with the reason", async () => {
    const { orderId, total } = await liveOrder("core-enterprise", "PARTNER42");
    expect(total).toBe(1_000_000);
    // Another Checkout Session of the same Stripe account: ?client_reference_id=<our order> on a Payment Link.
    const payload = event("evt_foreign_link", "checkout.session.completed", {
      id: "cs_live_paymentlink_foreign",
      object: "checkout.session",
      client_reference_id: orderId,
      metadata: {},
      amount_total: 1,
      currency: "usd",
      payment_status: "paid",
      payment_intent: "pi_foreign",
      customer_details: { email: "attacker@example.com" },
    });
    const res = await postWebhook(payload);
    expect(res).toEqual({ status: 200, body: { received: true, outcome: "rejected" } });

    expect(await orderRow(orderId)).toMatchObject({ status: "pending", paidAt: null, email: null, stripePaymentIntentId: null, receiptSentAt: null });
    expect(await jobsFor("order-fulfilment", orderId)).toBe(0);
    expect(await jobsFor("commission", orderId)).toBe(0);
    expect(await referralsOf(orderId)).toEqual([]);
    expect(await orderFulfilmentJob(kit.services)({ orderId })).toEqual({ skipped: true });
    expect((await kit.services.mailer.outbox!.list()).filter((m) => m.to === "attacker@example.com")).toEqual([]);

    const rows = await rejectionsFor(orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      stripeEventId: "evt_foreign_link",
      eventType: "checkout.session.completed",
      stripeObjectId: "cs_live_paymentlink_foreign",
      amount: 1,
      currency: "usd",
      expectedAmount: 1_000_000,
      expectedCurrency: "usd",
      reason: "session_mismatch",
      message: `Payment not applied: the Stripe session cs_live_paymentlink_foreign does not belong to order ${orderId} (amount 1 USD cents, expected 1000000 USD cents).`,
    });

    // Stripe redelivers: acknowledged as a duplicate, still one record.
    expect(await postWebhook(payload)).toEqual({ status: 200, body: { received: true, outcome: "duplicate" } });
    expect(await rejectionsFor(orderId)).toHaveLength(1);
  });

  it.each([
    ["an amount of 1 cent", { amount_total: 1, currency: "usd" }, "amount_mismatch", (o: string, s: string) => `Payment not applied: the Stripe session ${s} for order ${o} paid 1 USD cents, expected 1000000 USD cents.`],
    ["the total in EUR", { amount_total: 1_000_000, currency: "eur" }, "currency_mismatch", (o: string, s: string) => `Payment not applied: the Stripe session ${s} for order ${o} was not in USD (amount 1000000 EUR cents, expected 1000000 USD cents).`],
    ["no amount", { amount_total: null, currency: "usd" }, "amount_mismatch", (o: string, s: string) => `Payment not applied: the Stripe session ${s} for order ${o} paid no amount, expected 1000000 USD cents.`],
  ] as const)("the order's own session with %s fulfils nothing and says why", async (tag, fields, reason, message) => {
    const { orderId, session } = await liveOrder("core-enterprise", "PARTNER42");
    const key = tag.replace(/\W+/g, "_");
    const res = await postWebhook(event(`evt_wrong_${key}`, "checkout.session.completed", paidSession(session, orderId, { payment_intent: `pi_${key}`, ...fields })));
    expect(res.body.outcome).toBe("rejected");
    expect(await orderRow(orderId)).toMatchObject({ status: "pending", paidAt: null });
    expect(await jobsFor("order-fulfilment", orderId)).toBe(0);
    expect(await jobsFor("commission", orderId)).toBe(0);
    expect(await rejectionsFor(orderId)).toMatchObject([{ reason, message: message(orderId, session) }]);
  });

  it("checkout.session.async_payment_succeeded from another session is rejected; another session's failure does not fail the order", async () => {
    const { orderId } = await liveOrder("main-offer");
    const succeeded = await postWebhook(
      event("evt_async_foreign", "checkout.session.async_payment_succeeded", paidSession("cs_live_other_async", orderId, { amount_total: 24_700, currency: "usd" })),
    );
    expect(succeeded.body.outcome).toBe("rejected");
    const failed = await postWebhook(
      event("evt_async_failed_foreign", "checkout.session.async_payment_failed", {
        id: "cs_live_other_async",
        object: "checkout.session",
        client_reference_id: orderId,
        payment_status: "unpaid",
      }),
    );
    expect(failed.body.outcome).toBe("rejected");
    expect(await orderRow(orderId)).toMatchObject({ status: "pending", paidAt: null });
    expect((await rejectionsFor(orderId)).map((r) => [r.eventType, r.reason]).sort()).toEqual([
      ["checkout.session.async_payment_failed", "session_mismatch"],
      ["checkout.session.async_payment_succeeded", "session_mismatch"],
    ]);
    expect((await rejectionsFor(orderId)).find((r) => r.eventType.endsWith("failed"))!.message).toMatch(/^Payment failure not applied: the Stripe session cs_live_other_async does not belong to order /);
  });

  it("an invoice that does not pay the plan order's total (setup fee) leaves it unpaid; renewals of a paid plan still change nothing", async () => {
    const { orderId, total } = await liveOrder("plan-basic");
    fake.subscriptions.set("sub_integrity", { id: "sub_integrity", object: "subscription", metadata: { orderId } });
    const short = await postWebhook(
      event("evt_invoice_short", "invoice.paid", { id: "in_short", object: "invoice", amount_paid: 100, currency: "usd", customer_email: "plan@example.com", subscription: "sub_integrity" }),
    );
    expect(short.body.outcome).toBe("rejected");
    expect(await orderRow(orderId)).toMatchObject({ status: "pending", email: null, stripeSubscriptionId: null });
    expect(await rejectionsFor(orderId)).toMatchObject([
      { reason: "amount_mismatch", message: `Payment not applied: the Stripe invoice in_short for order ${orderId} paid 100 USD cents, expected ${total} USD cents.` },
    ]);
    // The right invoice pays it; a later monthly invoice (another amount) is a renewal, not a mismatch.
    const first = await postWebhook(
      event("evt_invoice_right", "invoice.paid", { id: "in_right", object: "invoice", amount_paid: total, currency: "usd", customer_email: "plan@example.com", subscription: "sub_integrity" }),
    );
    expect(first.body.outcome).toBe("handled");
    expect(await orderRow(orderId)).toMatchObject({ status: "paid", stripeSubscriptionId: "sub_integrity" });
    const renewal = await postWebhook(
      event("evt_invoice_renewal", "invoice.paid", { id: "in_renewal", object: "invoice", amount_paid: 200_000, currency: "usd", customer_email: "plan@example.com", subscription: "sub_integrity" }),
    );
    expect(renewal.body.outcome).toBe("handled");
    expect(await rejectionsFor(orderId)).toHaveLength(1);
  });

  it("a strategy session paid through another session stays unpaid: its time stays only held, no time can be booked for it", async () => {
    // The first two open times, whatever day they fall on (late in the day, today may offer only one).
    const [first, second] = (await pickerSlots(kit.db, "strategy_session", "UTC")).days.flatMap((d) => d.slots);
    const { orderId } = await createCheckout(kit.services, { priceId: "strategy-session", ...buyer(), slotStart: first!.iso, timeZone: "UTC" });
    await postWebhook(event("evt_foreign_session_booking", "checkout.session.completed", paidSession("cs_live_foreign_booking", orderId, { amount_total: 25_000, currency: "usd" })));
    expect(await orderRow(orderId)).toMatchObject({ status: "pending" });
    expect(await sessionBookingFor(kit.db, orderId)).toMatchObject({ status: "held" });
    await expect(bookPaidSession(kit.services, orderId, { start: new Date(second!.iso), timeZone: "UTC" })).rejects.toThrow("This order is not paid yet.");
  });

  it("the matching session still fulfils: paid, one receipt, the commission job", async () => {
    const { orderId, session, total } = await liveOrder("core-enterprise", "PARTNER42");
    const res = await postWebhook(event("evt_right_one", "checkout.session.completed", paidSession(session, orderId, { amount_total: total, currency: "usd", payment_intent: "pi_right" })));
    expect(res.body.outcome).toBe("handled");
    expect(await orderRow(orderId)).toMatchObject({ status: "paid", email: "buyer@example.com", stripePaymentIntentId: "pi_right" });
    expect(await jobsFor("order-fulfilment", orderId)).toBe(1);
    expect(await jobsFor("commission", orderId)).toBe(1);
    expect(await rejectionsFor(orderId)).toEqual([]);
    expect(await orderFulfilmentJob(kit.services)({ orderId })).toEqual({ sent: true });
    expect(await commissionJob(kit.services)({ orderId })).toEqual({ commission: 200_000, self: false });
    // Currency case does not matter (Stripe sends lower case; the check compares ignoring it).
    expect(paymentMismatch({ id: orderId, status: "pending", stripeSessionId: session, amountTotal: total, currency: "usd" }, { kind: "session", objectId: session, amount: total, currency: "USD" })).toBeNull();
  });

  it("the success page asks Stripe but does not fulfil a session whose amount is not the order's", async () => {
    const { orderId, session } = await liveOrder("ebook");
    Object.assign(fake.sessions.get(session)!, { payment_status: "paid", status: "complete", amount_total: 1, customer_details: { email: "reader@example.com" } });
    const page = (await successLoader({
      request: new Request(`http://127.0.0.1:3000/checkout/success?session_id=${session}`),
      context: contextWith(kit.services, "198.51.100.20"),
      params: {},
    } as never)) as { order: { status: string } };
    expect(page.order.status).toBe("pending");
    expect(await orderRow(orderId)).toMatchObject({ status: "pending", paidAt: null });
    expect(await jobsFor("order-fulfilment", orderId)).toBe(0);
  });

  it("the owner's console shows each one as a failed delivery with its reason: Deliveries, the overview and the order", async () => {
    const total = await countPaymentRejections(kit.db);
    expect(total).toBe(8); // the seven refusals above, the foreign async failure included
    const listed = await listPaymentRejections(kit.db);
    expect(listed).toHaveLength(total);
    const foreign = listed.find((r) => r.stripeObjectId === "cs_live_paymentlink_foreign")!;
    expect(foreign.message).toMatch(/^Payment not applied: the Stripe session cs_live_paymentlink_foreign does not belong to order [0-9a-f-]{36} \(amount 1 USD cents, expected 1000000 USD cents\)\.$/);

    // The Deliveries page: counted in "Failed", listed with the reason and a link to the order.
    const loaderData = await deliveriesLoader({ request: kit.request("admin", "/admin/deliveries"), context: kit.context(), params: {} } as never);
    expect(loaderData.paymentsTotal).toBe(total);
    expect(loaderData.counts.failed).toBeGreaterThanOrEqual(total);
    expect(loaderData.payments.map((p) => p.message)).toContain(foreign.message);
    const Stub = createRoutesStub([{ id: "deliveries", path: "/admin/deliveries", Component: AdminDeliveries as never, loader: () => loaderData }]);
    const html = renderToString(
      createElement(Stub, { initialEntries: ["/admin/deliveries"], hydrationData: { loaderData: { deliveries: loaderData } } }),
    ).replaceAll("<!-- -->", "");
    expect(html).toContain(`Failed (${loaderData.counts.failed})`);
    expect(html).toContain(`Payments not applied (${total})`);
    expect(html).toContain("Not applied");
    expect(html).toContain(foreign.message);
    expect(html).toContain(`href="/admin/orders/${foreign.orderId}"`);
    expect(html).not.toContain("Nothing has failed");

    expect((await overviewCounts(kit.db)).paymentsNotApplied).toBe(total);
    const detail = (await orderDetail(kit.db, foreign.orderId))!;
    expect(detail.order.status).toBe("pending");
    expect(detail.paymentRejections.map((r) => r.message)).toEqual([foreign.message]);
  });
});

describe("item 8: test-mode orders never earn commission and are marked as test", () => {
  let buyerId: string;
  let testOrderId: string;
  let before: Awaited<ReturnType<typeof overviewMoney>>["money"];
  let weeksBefore: number;

  beforeAll(async () => {
    before = (await overviewMoney(kit.db)).money;
    weeksBefore = (await revenuePerWeek(kit.db)).weeks.reduce((s, w) => s + w.cents, 0);
  });

  it("a referred order paid in the TEST MODE checkout earns no commission: the buyer's referral says it was a test order", async () => {
    const [buyer] = await kit.db.insert(user).values({ id: "u_tester", name: "Tess Tester", email: "tess@buyers.example", emailVerified: true }).returning();
    buyerId = buyer.id;
    // Tess signed up through the partner's link: a sign-up referral (no commission).
    const signup = (await recordSignupReferral(kit.db, "PARTNER42", { id: buyer.id, email: buyer.email }))!;
    const { url, orderId } = await createCheckout(testMode, { priceId: "main-offer", refCode: "PARTNER42", user: { id: buyer.id, email: buyer.email } });
    testOrderId = orderId;
    expect(url).toBe(`/checkout/test/${orderId}`);
    expect(await orderRow(orderId)).toMatchObject({ testMode: true, affiliateId: partnerId });

    // The local test checkout's "Pay" button, through the route module.
    const thrown = await testCheckoutAction({
      request: new Request(`http://127.0.0.1:3000/checkout/test/${orderId}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "pay" }),
      }),
      params: { orderId },
      context: contextWith(testMode),
    } as never).catch((e: unknown) => e);
    expect((thrown as Response).headers.get("location")).toBe(`/checkout/success?session_id=test_${orderId}`);

    expect(await orderRow(orderId)).toMatchObject({ status: "paid", testMode: true });
    expect(await jobsFor("order-fulfilment", orderId)).toBe(1); // the receipt still goes out (marked TEST MODE)
    expect(await jobsFor("commission", orderId)).toBe(1);
    // Issue 43: the sign-up referral becomes the order's, marked test, with no commission (not "Signed up · —").
    expect(await commissionJob(testMode)({ orderId })).toEqual({ commission: 0, self: false });
    expect((await kit.db.select().from(referrals).where(eq(referrals.id, signup.id)))[0]).toMatchObject({ status: "test", orderId, commissionAmount: 0 });
    const summaryRows = await referralsForAffiliate(kit.db, partnerId);
    expect(summaryRows.filter((r) => r.commission > 0 && r.test)).toEqual([]);
    expect(summaryRows.find((r) => r.id === signup.id)).toMatchObject({ status: "test", test: true, commission: 0 });
  });

  it("the console flags it as test and counts none of it as revenue", async () => {
    // Orders list and detail: flagged; the live / test filter.
    const all = await listOrders(kit.db, {}, {});
    expect(all.items.find((o) => o.id === testOrderId)).toMatchObject({ testMode: true, status: "paid" });
    expect(all.items.filter((o) => o.id !== testOrderId).every((o) => !o.testMode)).toBe(true);
    expect((await listOrders(kit.db, orderFiltersFrom(new URLSearchParams("mode=test")), {})).items.map((o) => o.id)).toEqual([testOrderId]);
    expect((await listOrders(kit.db, orderFiltersFrom(new URLSearchParams("mode=live")), {})).items.map((o) => o.id)).not.toContain(testOrderId);
    const detail = (await orderDetail(kit.db, testOrderId))!;
    expect(detail.order.testMode).toBe(true);
    // The referral is there to say who sent the buyer, marked test, with no commission.
    expect(detail.referral).toMatchObject({ status: "test", commissionAmount: 0 });

    // Overview: the paid test order is shown apart, never in revenue, paid orders or the chart.
    const after = (await overviewMoney(kit.db)).money;
    expect(after.live).toEqual(before.live);
    expect(after.test.orders).toBe(before.test.orders + 1);
    expect((await revenuePerWeek(kit.db)).weeks.reduce((s, w) => s + w.cents, 0)).toBe(weeksBefore);

    // Customers: the buyer's paid total is what was actually paid (nothing).
    const customers = await listCustomers(kit.db, "tess@buyers.example", {});
    expect(customers.items.find((c) => c.id === buyerId)).toMatchObject({ orders: 1, paidTotal: 0 });

    // The orders page renders a "Test" badge on the row.
    const loaderData = await ordersLoader({ request: kit.request("admin", "/admin/orders?mode=test"), context: kit.context(), params: {} } as never);
    const Stub = createRoutesStub([{ id: "orders", path: "/admin/orders", Component: AdminOrders as never, loader: () => loaderData }]);
    const html = renderToString(createElement(Stub, { initialEntries: ["/admin/orders?mode=test"], hydrationData: { loaderData: { orders: loaderData } } }));
    expect(html).toMatch(/data-test-mode="true"[^]*>Test<\/span>/);
  });

  it("a commission recorded on a test order before this rule is flagged test on the referral lists", async () => {
    const [legacy] = await kit.db
      .update(referrals)
      .set({ status: "paid", commissionAmount: 4_940 })
      .where(eq(referrals.orderId, testOrderId))
      .returning();
    const owner = await listReferrals(kit.db, { affiliateId: partnerId }, {});
    expect(owner.items.find((r) => r.id === legacy.id)).toMatchObject({ testOrder: true, orderId: testOrderId });
    expect(owner.items.filter((r) => r.id !== legacy.id).every((r) => !r.testOrder)).toBe(true);
    const own = await referralsForAffiliate(kit.db, partnerId);
    expect(own.find((r) => r.id === legacy.id)).toMatchObject({ test: true });
  });
});

describe("item 10: checkout and payment look-up rate limits; a malformed attribution cookie", () => {
  const postCheckout = (clientIp: string, cookie?: string) =>
    createCheckoutAction({
      request: new Request("http://127.0.0.1:3000/api/create-checkout", {
        method: "POST",
        headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ priceId: "ebook" }),
      }),
      context: contextWith(testMode, clientIp),
      params: {},
    } as never) as Promise<Response>;

  it(`POST /api/create-checkout answers 429 with Retry-After after ${CHECKOUT_RATE_LIMIT.max} checkouts from one address in ${CHECKOUT_RATE_LIMIT.windowSeconds / 60} minutes`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < CHECKOUT_RATE_LIMIT.max; i++) statuses.push((await postCheckout("198.51.100.7")).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const limited = await postCheckout("198.51.100.7");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ error: "Too many checkout attempts from your network. Please wait 10 minutes and try again.", code: "RATE_LIMITED" });
    // Another address is not affected.
    expect((await postCheckout("198.51.100.8")).status).toBe(200);

    // The /checkout form (no JavaScript) shares the count: the page answers 429 with the message and Retry-After.
    const form = await checkoutPageAction({
      request: new Request("http://127.0.0.1:3000/checkout", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "buy", priceId: "main-offer" }),
      }),
      context: contextWith(testMode, "198.51.100.7"),
      params: {},
    } as never);
    const init = (form as unknown as { init: { status: number; headers: Record<string, string> }; data: { error: string } });
    expect(init.init.status).toBe(429);
    expect(init.data.error).toBe("Too many checkout attempts from your network. Please wait 10 minutes and try again.");
    const headers = new Headers(checkoutPageHeaders({ actionHeaders: new Headers(init.init.headers) } as never));
    expect(Number(headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it(`the success page asks Stripe at most ${PAYMENT_LOOKUP_RATE_LIMIT.max} times per address, then answers 429 with the page and Retry-After`, async () => {
    const { session } = await liveOrder("ebook");
    const lookups = () => fake.requests.filter((r) => r.method === "GET" && r.path === `/v1/checkout/sessions/${session}`).length;
    const load = () =>
      successLoader({
        request: new Request(`http://127.0.0.1:3000/checkout/success?session_id=${session}`),
        context: contextWith(kit.services, "198.51.100.9"),
        params: {},
      } as never);
    for (let i = 0; i < PAYMENT_LOOKUP_RATE_LIMIT.max; i++) expect(((await load()) as { order: { status: string } }).order.status).toBe("pending");
    expect(lookups()).toBe(PAYMENT_LOOKUP_RATE_LIMIT.max);
    const limited = (await load()) as unknown as { init: { status: number; headers: Record<string, string> }; data: { rateLimited: string; order: { status: string } } };
    expect(limited.init.status).toBe(429);
    expect(Number(limited.init.headers["Retry-After"])).toBeGreaterThan(0);
    expect(limited.data.rateLimited).toMatch(/^We have checked this payment too often from your network\. Please wait 10 minutes, then refresh this page/);
    expect(limited.data.order.status).toBe("pending");
    expect(lookups()).toBe(PAYMENT_LOOKUP_RATE_LIMIT.max); // Stripe was not asked again
  });

  it("a voxa_ref cookie that is not valid percent-encoding is ignored, never an error", async () => {
    const env = kit.services.env;
    const signed = referralCookieValue("PARTNER42", env.BETTER_AUTH_SECRET);
    for (const value of ["%E0%A4%A", "%", "%ZZ", `%E0%A4%A;voxa_ref=${signed}`]) expect(referralFromCookie(`voxa_ref=${value}`, env), value).toBeNull();
    expect(referralFromCookie(`other=1; voxa_ref=${signed}`, env)).toBe("PARTNER42");
    const res = await postCheckout("198.51.100.10", "voxa_ref=%E0%A4%A");
    expect(res.status).toBe(200);
    const orderId = /\/checkout\/test\/([\w-]+)$/.exec(((await res.json()) as { url: string }).url)![1];
    expect(await orderRow(orderId)).toMatchObject({ affiliateId: null, refCode: null });
  });
});
