import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeStripe, type FakeStripe } from "../fakes/stripe";
import { jobStates, pooled, reader, send, sleep, until, withWorld, type Reader } from "./harness";

/**
 * Item 4: Stripe redelivers. Every event of five orders arrives 5 times, in reverse order,
 * concurrently, interleaved with refunds (full, partial, and one that overtakes its payment).
 * Each order ends in exactly one state, with one receipt per paid order and one commission per
 * referred paid order, reversed by a full refund and lowered by a partial one.
 */
const WEBHOOK_SECRET = "whsec_reliability_secret";
const RATE = 0.25;
const stripe = new Stripe("sk_test_reliability");

type Order = { id: string; session: string; email: string; pi: string; amount: number };

describe("Stripe webhooks delivered 5 times, out of order, with refunds", () => {
  let fake: FakeStripe;
  let r: Reader;
  // Registered before the world's hooks: the fake is up before the app starts and closed after it stopped.
  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  afterAll(async () => {
    await fake?.close();
  });
  const world = withWorld({
    database: { fresh: "stripe" },
    smtp: true,
    env: () => ({
      STRIPE_SECRET_KEY: "sk_test_reliability",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    }),
  });
  // Registered after: the reader opens once the database exists and closes before the app stops.
  beforeAll(() => {
    r = reader(world.db.url);
  });
  afterAll(async () => {
    await r?.close();
  });

  /** POST /api/create-checkout against the Stripe fake, as the checkout buttons do. */
  async function checkout(tag: string, body: Record<string, unknown>): Promise<Order> {
    const res = await send({ method: "POST", url: `${world.app.url}/api/create-checkout`, json: body });
    expect(res.status, res.body).toBe(200);
    const session = /\/c\/pay\/(cs_test_\w+)$/.exec(JSON.parse(res.body).url)?.[1];
    expect(session).toBeTruthy();
    const orderId = (fake.sessions.get(session!)!.metadata as { orderId: string }).orderId;
    const [row] = await r.rows<{ amount_total: number; status: string }>(
      "select amount_total, status from orders where id = $1",
      [orderId],
    );
    expect(row.status).toBe("pending");
    return {
      id: orderId,
      session: session!,
      email: `buyer-${tag}@example.com`,
      pi: `pi_${tag}_${orderId.slice(0, 8)}`,
      amount: row.amount_total,
    };
  }

  const event = (id: string, type: string, object: Record<string, unknown>) =>
    JSON.stringify({
      id,
      object: "event",
      type,
      api_version: "2025-01-01",
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
  const completed = (o: Order, id = `evt_completed_${o.id}`, type = "checkout.session.completed") =>
    event(id, type, {
      id: o.session,
      object: "checkout.session",
      metadata: { orderId: o.id },
      client_reference_id: o.id,
      // As Stripe sends them: a payment is applied only when it is the order's total (decision 042).
      amount_total: o.amount,
      currency: "usd",
      payment_status: "paid",
      payment_intent: o.pi,
      customer_details: { email: o.email },
    });
  const refunded = (o: Order, amount: number) =>
    event(`evt_refund_${o.id}`, "charge.refunded", {
      id: `ch_${o.id.slice(0, 8)}`,
      object: "charge",
      payment_intent: o.pi,
      amount_refunded: amount,
    });

  /** Each payload 5 times, the list reversed each round, at most 8 at once; returns outcome per event id. */
  async function deliver(payloads: string[]) {
    const queue: string[] = [];
    for (let round = 0; round < 5; round++) queue.push(...[...payloads].reverse());
    const results = await pooled(queue.length, 8, async (i) => {
      const payload = queue[i];
      const res = await send({
        method: "POST",
        url: `${world.app.url}/api/stripe/webhook`,
        body: payload,
        headers: {
          "content-type": "application/json",
          "stripe-signature": stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        },
      });
      return { id: JSON.parse(payload).id as string, status: res.status, body: res.body };
    });
    for (const x of results) expect(x.status, x.body).toBe(200);
    const byEvent = new Map<string, string[]>();
    for (const x of results) byEvent.set(x.id, [...(byEvent.get(x.id) ?? []), JSON.parse(x.body).outcome]);
    return byEvent;
  }

  const receiptsTo = (email: string) =>
    world.smtp.messages.filter((m) => m.to.includes(email) && /receipt/i.test(m.subject));

  it("ends with one state per order, one receipt per paid order, one commission per referred order", async () => {
    await r.rows(
      `insert into "user" (id, name, email, email_verified) values ('rel_partner', 'Partner', 'partner@example.com', true)`,
    );
    const [aff] = await r.rows<{ id: string }>(
      `insert into affiliates (user_id, code, commission_rate) values ('rel_partner', 'RELPARTNER', $1) returning id`,
      [RATE],
    );

    const A = await checkout("a", { priceId: "main-offer", upsellPriceIds: ["addon-sms"], refCode: "RELPARTNER" }); // paid, then fully refunded
    const B = await checkout("b", { priceId: "ebook", refCode: "relpartner" }); // paid, then partly refunded
    // The strategy session holds a time picked before paying (decision 064).
    const open = JSON.parse((await send({ method: "GET", url: `${world.app.url}/api/scheduling/slots?kind=strategy_session&tz=UTC` })).body) as {
      days: { slots: { iso: string }[] }[];
    };
    const C = await checkout("c", {
      priceId: "strategy-session",
      slotStart: open.days[0]!.slots[0]!.iso,
      timeZone: "UTC",
      // Who the session is with is asked beside the time (decision 097).
      name: "Reliability Buyer",
      email: "buyer-c@example.com",
      phone: "+1 512 555 0160",
    }); // paid, then fully refunded
    const D = await checkout("d", { priceId: "main-offer" }); // paid, then an async-payment event for it too
    const E = await checkout("e", { priceId: "ebook", refCode: "RELPARTNER" }); // refund overtakes the payment
    expect([A.amount, B.amount, C.amount, D.amount, E.amount]).toEqual([74_700, 1_440, 25_000, 24_700, 1_440]);
    // E's refund names a payment intent the app has not seen: it asks Stripe which order it belongs to.
    fake.paymentIntents.set(E.pi, { id: E.pi, object: "payment_intent", metadata: { orderId: E.id } });

    // Round 1: four payments and E's refund, each 5 times, in reverse order, concurrently.
    const round1 = await deliver([completed(A), completed(B), completed(C), completed(D), refunded(E, E.amount)]);
    for (const [id, outcomes] of round1) {
      expect(
        outcomes.filter((o) => o === "handled"),
        id,
      ).toHaveLength(1);
      expect(
        outcomes.filter((o) => o === "duplicate"),
        id,
      ).toHaveLength(4);
    }
    await until(async () => (await jobStates(r, "order-fulfilment")).completed === 4, 60_000, "4 receipts sent");
    await until(async () => (await jobStates(r, "commission")).completed === 2, 60_000, "2 commissions recorded");

    // Round 2: refunds interleaved with E's late payment, D's async-payment success and A's payment again.
    const round2 = await deliver([
      completed(E),
      refunded(A, A.amount),
      completed(D, `evt_async_${D.id}`, "checkout.session.async_payment_succeeded"),
      refunded(B, 440),
      completed(A),
      refunded(C, C.amount),
    ]);
    for (const [id, outcomes] of round2) {
      const handled = id === `evt_completed_${A.id}` ? 0 : 1; // A's payment was handled in round 1
      expect(
        outcomes.filter((o) => o === "handled"),
        id,
      ).toHaveLength(handled);
      expect(
        outcomes.filter((o) => o === "duplicate"),
        id,
      ).toHaveLength(5 - handled);
    }
    await sleep(4000); // any extra receipt or commission job would have run by now

    // Exactly one final state per order.
    const orders = new Map(
      (
        await r.rows<{
          id: string;
          status: string;
          amount_refunded: number;
          email: string;
          receipt_sent_at: Date | null;
          stripe_payment_intent_id: string | null;
        }>("select * from orders")
      ).map((o) => [o.id, o]),
    );
    expect(orders.size).toBe(5);
    expect(orders.get(A.id)).toMatchObject({
      status: "refunded",
      amount_refunded: 74_700,
      email: A.email,
      stripe_payment_intent_id: A.pi,
    });
    expect(orders.get(B.id)).toMatchObject({ status: "paid", amount_refunded: 440, email: B.email });
    expect(orders.get(C.id)).toMatchObject({ status: "refunded", amount_refunded: 25_000, email: C.email });
    expect(orders.get(D.id)).toMatchObject({ status: "paid", amount_refunded: 0, email: D.email });
    // A refund that overtakes its payment wins: refunded, never fulfilled (the app's documented rule).
    expect(orders.get(E.id)).toMatchObject({ status: "refunded", amount_refunded: 1_440, receipt_sent_at: null });
    expect(await r.count("select count(*) from processed_webhook_events")).toBe(10);

    // One receipt per paid order, none for E.
    for (const o of [A, B, C, D]) expect(receiptsTo(o.email), `receipts to ${o.email}`).toHaveLength(1);
    expect(receiptsTo(E.email)).toHaveLength(0);
    expect(world.smtp.messages.filter((m) => /receipt/i.test(m.subject))).toHaveLength(4);
    expect(await jobStates(r, "order-fulfilment")).toEqual({ completed: 4 });

    // One commission per referred paid order: A's reversed by its full refund, B's lowered by its
    // partial refund to rate × (amount paid − refunded).
    const refs = await r.rows<{ order_id: string; status: string; commission_amount: number }>(
      "select order_id, status, commission_amount from referrals where affiliate_id = $1",
      [aff.id],
    );
    expect(refs).toHaveLength(2);
    expect(refs.find((x) => x.order_id === A.id)).toMatchObject({ status: "reversed", commission_amount: 0 });
    expect(refs.find((x) => x.order_id === B.id)).toMatchObject({
      status: "pending",
      commission_amount: Math.round(RATE * (1_440 - 440)),
    });
    expect(await jobStates(r, "commission")).toEqual({ completed: 2 });
    const [affiliate] = await r.rows<{ total_earnings: number }>(
      "select total_earnings from affiliates where id = $1",
      [aff.id],
    );
    expect(affiliate.total_earnings).toBe(0); // pending and reversed commissions are not earnings yet
    expect(await r.count("select count(*) from pgboss.job where name like '%-dead'")).toBe(0);
  });
});
