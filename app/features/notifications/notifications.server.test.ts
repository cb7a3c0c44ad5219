import { sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookings, formSubmissions, orders, schedulingSettings } from "#db/schema";
import type { StoredMail } from "#platform/mailer.server";
import { startFakeStripe, type FakeStripe } from "#tests/fakes/stripe";
import { createTestServices, insertUser, until } from "#tests/support/services";
import { createCheckout } from "~/features/checkout/orders.server";
import { confirmPayment } from "~/flows/payment.server";
import { handleStripeEvent, verifyStripeEvent } from "~/flows/stripe-events.server";
import { storeLead } from "~/features/leads/leads.server";
import { callEmailJob } from "~/features/scheduling/notify.server";
import { deferredNotices, digestTimes, ensureDigestsQueued, ownerDigestJob } from "./digest.server";
import { leadNotifyJob } from "./lead-notice.server";
import { ownerNotifyJob } from "./notices.server";
import { orderWithItems } from "~/features/checkout/orders.server";
import { businessTimeZone } from "~/features/scheduling/schedule.server";
import { ownerInbox } from "./recipients";
import { loadNotificationSetting } from "./settings.server";
import { saveNotificationMode } from "~/features/admin/notification-settings.server";
import { sweepFailedDeliveries } from "./sweep.server";

/**
 * Issue 43 item 1, "Nobody is told": every lead, call, paid order, refund, dispute, payment not
 * applied and failed delivery reaches the owner by email — LEADS_NOTIFY_EMAIL, else the admins,
 * else the business address — through the retried queue, or once a day in a digest.
 */

let ADMIN = { id: "", email: "owner@example.com", name: "Olive Owner" };
const secret = "whsec_notify_secret";
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

describe("where the owner's notifications go", () => {
  it("LEADS_NOTIFY_EMAIL, else every admin, else the business address", () => {
    expect(
      ownerInbox({ LEADS_NOTIFY_EMAIL: "sales@acme.example", ADMIN_EMAILS: ["a@acme.example"] }, "hello@acme.example"),
    ).toEqual({
      to: ["sales@acme.example"],
      source: "LEADS_NOTIFY_EMAIL",
    });
    expect(ownerInbox({ ADMIN_EMAILS: ["a@acme.example", "b@acme.example"] }, "hello@acme.example")).toEqual({
      to: ["a@acme.example", "b@acme.example"],
      source: "ADMIN_EMAILS",
    });
    expect(ownerInbox({ ADMIN_EMAILS: [] }, "hello@acme.example")).toEqual({
      to: ["hello@acme.example"],
      source: "business",
    });
  });
});

describe("the owner's emails (no LEADS_NOTIFY_EMAIL: the admins)", () => {
  let t: Awaited<ReturnType<typeof createTestServices>>;
  let fake: FakeStripe;
  const mails = async () => (await t.services.mailer.outbox!.list()).reverse();
  const mailWith = (subject: string) =>
    until(async () => (await mails()).find((m) => m.subject === subject), 15_000) as Promise<StoredMail>;
  const deliver = (e: { payload: string; header: string }) =>
    handleStripeEvent(t.services, verifyStripeEvent(t.services, e.payload, e.header));
  const jobsOf = async (name: string) => {
    const r = await t.services.database.db.execute(
      sql`select data, state::text as state, output from pgboss.job where name = ${name} order by created_on`,
    );
    return ((r as { rows?: unknown[] }).rows ?? r) as {
      data: Record<string, unknown>;
      state: string;
      output: Record<string, unknown> | null;
    }[];
  };

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestServices({
      ADMIN_EMAILS: "owner@example.com",
      STRIPE_SECRET_KEY: "sk_test_123",
      STRIPE_WEBHOOK_SECRET: secret,
      STRIPE_API_BASE: fake.url,
    });
    ADMIN = { ...ADMIN, id: (await insertUser(t.services.database.db, "owner@example.com")).id };
    await t.services.jobs.work(
      {
        "lead-notify": leadNotifyJob(t.services),
        "owner-notify": ownerNotifyJob(t.services, orderWithItems),
        "call-email": callEmailJob(t.services),
      },
      { pollingIntervalSeconds: 0.5 },
    );
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(async () => {
    if ((await loadNotificationSetting(t.services.database.db)).mode !== "each")
      await saveNotificationMode(t.services, ADMIN, "each");
  });

  /** A live order paid through its own Checkout Session (the Stripe fake), with a payment intent. */
  async function paidLiveOrder(tag: string) {
    const { orderId } = await createCheckout(t.services, { priceId: "main-offer" });
    const [o] = await t.services.database.db
      .select()
      .from(orders)
      .where(sql`${orders.id} = ${orderId}`);
    expect(
      await deliver(
        signed(`evt_paid_${tag}`, "checkout.session.completed", {
          id: o!.stripeSessionId,
          object: "checkout.session",
          metadata: { orderId },
          payment_status: "paid",
          amount_total: o!.amountTotal,
          currency: "usd",
          payment_intent: `pi_${tag}`,
          customer_details: { email: `${tag}@buyers.example` },
        }),
      ),
    ).toBe("handled");
    return orderId;
  }

  it("a lead from a form emails the admins, with everything the visitor sent and a link to it", async () => {
    const { id } = await storeLead(t.services, {
      formType: "contact",
      data: {
        name: "Lena Lead",
        email: "lena@leads.example",
        company: "Acme",
        message: "Call me about the receptionist",
      },
      origin: { page: "/contact", referrer: null, clientIp: "127.0.0.1" },
    });
    const mail = await mailWith("New contact message from Lena Lead");
    expect(mail.to).toBe("owner@example.com");
    expect(mail.kind).toBe("owner-lead");
    expect(mail.text).toContain("message: Call me about the receptionist");
    expect(mail.text).toContain(`Open the lead: http://127.0.0.1:3000/admin/leads/${id}`);
  });

  it("a booked call's owner copy goes to the admins with its invite; with the digest on, it waits for the digest", async () => {
    const { db } = t.services.database;
    const start = new Date(Date.now() + 9 * 86_400_000);
    const [b] = await db
      .insert(bookings)
      .values({
        kind: "strategy_call",
        slotStart: start,
        slotEnd: new Date(start.getTime() + 30 * 60_000),
        blocksUntil: new Date(start.getTime() + 45 * 60_000),
        timeZone: "Europe/Berlin",
        name: "Cal Caller",
        email: "cal@leads.example",
      })
      .returning();
    const job = { bookingId: b!.id, version: b!.version, event: "booked" as const, audience: "owner" as const };
    expect(await callEmailJob(t.services)(job)).toEqual({ sent: "call-owner-booked" });
    const [mail] = (await mails()).filter((m) => m.kind === "call-owner-booked");
    expect(mail!.to).toBe("owner@example.com");
    expect(mail!.subject).toMatch(/^New free strategy call: Cal Caller, /);
    expect(mail!.invite?.method).toBe("REQUEST");
    await saveNotificationMode(t.services, ADMIN, "digest");
    const deferred = (await callEmailJob(t.services)(job)) as { digest: { kind: string; subject: string } };
    expect(deferred.digest).toMatchObject({ kind: "call", subject: mail!.subject });
    expect((await mails()).filter((m) => m.kind === "call-owner-booked")).toHaveLength(1);
  });

  it("a paid order emails the owner, queued in the payment's own transaction", async () => {
    const orderId = await paidLiveOrder("pat");
    const mail = await mailWith("New order: $247.00 from pat@buyers.example");
    expect(mail.to).toBe("owner@example.com");
    expect(mail.text).toContain("Stripe confirmed the payment. The buyer's receipt is on its way.");
    expect(mail.text).toContain(`Open the order: http://127.0.0.1:3000/admin/orders/${orderId}`);
    // The same payment reported again (a redelivered session event) tells no one twice.
    expect(
      (await jobsOf("owner-notify")).filter((j) => j.data.event === "order-paid" && j.data.orderId === orderId),
    ).toHaveLength(1);
    await confirmPayment(t.services, orderId, { email: "pat@buyers.example" });
    expect(
      (await jobsOf("owner-notify")).filter((j) => j.data.event === "order-paid" && j.data.orderId === orderId),
    ).toHaveLength(1);
  });

  it("a refund Stripe reports emails the owner once; the same total reported again tells no one", async () => {
    const orderId = await paidLiveOrder("rae");
    const refunded = (n: number, amount: number) =>
      signed(`evt_ref_rae_${n}`, "charge.refunded", {
        id: "ch_rae",
        object: "charge",
        payment_intent: "pi_rae",
        amount_refunded: amount,
      });
    expect(await deliver(refunded(1, 4_700))).toBe("handled");
    const mail = await mailWith(`Refunded $47.00 on order ${orderId.slice(0, 8)} (rae@buyers.example)`);
    expect(mail.text).toContain("Refunded: $47.00 of $247.00");
    expect(mail.text).toContain("Kept: $200.00");
    expect(await deliver(refunded(2, 4_700))).toBe("handled");
    expect(await deliver(refunded(3, 24_700))).toBe("handled");
    await mailWith(`Refunded in full: $200.00 on order ${orderId.slice(0, 8)} (rae@buyers.example)`);
    expect(
      (await jobsOf("owner-notify"))
        .filter((j) => j.data.event === "refund" && j.data.orderId === orderId)
        .map((j) => j.data),
    ).toEqual([
      { event: "refund", orderId, before: 0, after: 4_700 },
      { event: "refund", orderId, before: 4_700, after: 24_700 },
    ]);
  });

  it("a dispute opened and lost emails the owner each time", async () => {
    const orderId = await paidLiveOrder("dee");
    const dispute = (id: string, type: string, status: string) =>
      signed(id, type, { id: "dp_dee", object: "dispute", payment_intent: "pi_dee", amount: 24_700, status });
    expect(await deliver(dispute("evt_dp_1", "charge.dispute.created", "needs_response"))).toBe("handled");
    const opened = await mailWith(`Payment disputed: $247.00 on order ${orderId.slice(0, 8)}`);
    expect(opened.text).toContain("Answer it in Stripe's dashboard before its deadline.");
    expect(await deliver(dispute("evt_dp_2", "charge.dispute.closed", "lost"))).toBe("handled");
    await mailWith(`Dispute lost: $247.00 charged back on order ${orderId.slice(0, 8)}`);
  });

  it("a payment not applied emails the owner what Stripe reported", async () => {
    const { orderId } = await createCheckout(t.services, { priceId: "ebook" });
    expect(
      await deliver(
        signed("evt_wrong_session", "checkout.session.completed", {
          id: "cs_not_ours",
          object: "checkout.session",
          metadata: { orderId },
          payment_status: "paid",
          amount_total: 1,
          currency: "usd",
        }),
      ),
    ).toBe("rejected");
    const mail = await mailWith(`Payment not applied to order ${orderId.slice(0, 8)}`);
    expect(mail.text).toContain("Payment not applied: the Stripe session cs_not_ours does not belong to order");
    expect(mail.text).toContain("Nothing was fulfilled.");
  });

  it("a delivery that failed for good is announced once, by the sweep; the owner's own emails are not", async () => {
    const { boss } = t.services.jobs;
    // A CRM sync and an account email that ran out of retries (pg-boss copies them to their dead-letter queues).
    const lead = (
      await t.services.database.db
        .insert(formSubmissions)
        .values({ formType: "contact", data: { name: "Dora" }, email: "dora@leads.example" })
        .returning()
    )[0]!;
    await boss.send("crm-sync-dead", { leadId: lead.id, body: "{}" });
    await boss.send("email-dead", {
      to: "new.member@example.com",
      kind: "verification",
      subject: "Confirm",
      text: "",
      html: "",
    });
    await boss.send("owner-notify-dead", { event: "order-paid", orderId: "00000000-0000-4000-8000-000000000000" });
    expect(await sweepFailedDeliveries(t.services)).toBe(2);
    expect(await sweepFailedDeliveries(t.services)).toBe(0);
    await mailWith(`Failed delivery: CRM sync (lead ${lead.id.slice(0, 8)})`);
    const email = await mailWith("Failed delivery: Email (new.member@example.com)");
    expect(email.text).toContain("Open the deliveries: http://127.0.0.1:3000/admin/deliveries");
  });

  it("with the daily digest chosen, nothing is emailed per event; the digest lists the day once, and a quiet day sends nothing", async () => {
    const { db } = t.services.database;
    await saveNotificationMode(t.services, ADMIN, "digest");
    expect(await loadNotificationSetting(db)).toMatchObject({ mode: "digest", changedBy: "owner@example.com" });
    const before = (await mails()).length;
    const start = new Date();
    await storeLead(t.services, {
      formType: "question",
      data: { email: "quinn@leads.example", question: "Do you answer at night?" },
      origin: { page: "/ebook", referrer: null, clientIp: "127.0.0.1" },
    });
    const orderId = await paidLiveOrder("dig");
    await until(
      async () => (await jobsOf("owner-notify")).some((j) => j.data.orderId === orderId && j.state === "completed"),
      15_000,
    );
    await until(async () => (await jobsOf("lead-notify")).filter((j) => j.state === "completed").length >= 2, 15_000);
    expect((await mails()).length).toBe(before);
    const until_ = new Date(Date.now() + 1000);
    const deferred = await deferredNotices(db, start, until_);
    expect(deferred.map((n) => n.subject)).toEqual([
      "New ebook question from quinn@leads.example",
      "New order: $247.00 from dig@buyers.example",
    ]);

    // The digest at `until_`: its window starts where the previous one ended (none: a day back).
    await t.services.jobs.send("owner-digest", { until: until_.toISOString() });
    const result = await ownerDigestJob(t.services, businessTimeZone)({ until: until_.toISOString() });
    expect(result).toMatchObject({ sent: "owner-digest", notices: 2 });
    const digest = await mailWith("Your daily digest: 1 lead, 1 paid order");
    expect(digest.to).toBe("owner@example.com");
    expect(digest.text).toContain("New ebook question from quinn@leads.example");
    expect(digest.text).toContain("New order: $247.00 from dig@buyers.example");
    expect(digest.text).toContain("Open the console: http://127.0.0.1:3000/admin");

    // The next digest starts where this one ended: nothing new, no email.
    const later = new Date(until_.getTime() + 60_000).toISOString();
    await t.services.jobs.send("owner-digest", { until: later });
    expect(await ownerDigestJob(t.services, businessTimeZone)({ until: later })).toMatchObject({
      empty: true,
      from: until_.toISOString(),
    });
    expect((await mails()).filter((m) => m.kind === "owner-digest")).toHaveLength(1);

    // Back to each event: the next lead is emailed at once.
    await saveNotificationMode(t.services, ADMIN, "each");
    await storeLead(t.services, {
      formType: "contact",
      data: { name: "Ivy Instant", email: "ivy@leads.example", message: "Hello again" },
      origin: { page: "/contact", referrer: null, clientIp: "127.0.0.1" },
    });
    await mailWith("New contact message from Ivy Instant");
  });

  it("the digest goes out at 8:00 AM in the owner's zone, and is queued once however often it is asked", async () => {
    // 13:00Z on 1 December is 8:00 in New York (EST): the one of that day has come.
    expect(digestTimes(new Date("2026-12-01T13:00:00Z"), "America/New_York")).toEqual({
      due: new Date("2026-12-01T13:00:00Z"),
      next: new Date("2026-12-02T13:00:00Z"),
    });
    // A minute before it, yesterday's is the latest; across the March change the hour follows the clock (EDT).
    expect(digestTimes(new Date("2027-03-14T11:59:00Z"), "America/New_York")).toEqual({
      due: new Date("2027-03-13T13:00:00Z"),
      next: new Date("2027-03-14T12:00:00Z"),
    });
    // In the zone the owner set in Scheduling.
    const { db } = t.services.database;
    await db.insert(schedulingSettings).values({ timeZone: "America/New_York", weekly: { "1": [["09:00", "17:00"]] } });
    await db.execute(sql`delete from pgboss.job where name = 'owner-digest'`);
    const now = new Date("2026-12-01T15:00:00Z");
    await ensureDigestsQueued(t.services, businessTimeZone, now);
    await ensureDigestsQueued(t.services, businessTimeZone, now);
    expect((await jobsOf("owner-digest")).map((j) => j.data.until).sort()).toEqual([
      "2026-12-01T13:00:00.000Z",
      "2026-12-02T13:00:00.000Z",
    ]);
  });
});

describe("with neither LEADS_NOTIFY_EMAIL nor ADMIN_EMAILS", () => {
  it("the owner's emails go to the business address", async () => {
    const t = await createTestServices();
    try {
      const { orderId } = await createCheckout(t.services, { priceId: "ebook" });
      await confirmPayment(t.services, orderId, { email: "tess@buyers.example" });
      await ownerNotifyJob(t.services, orderWithItems)({ event: "order-paid", orderId });
      const [mail] = (await t.services.mailer.outbox!.list()).filter((m) => m.kind === "owner-order-paid");
      expect(mail!.subject).toBe("New order (test mode): $14.40 from tess@buyers.example");
      expect(mail!.to).toBe(ownerInbox({ ADMIN_EMAILS: [] }).to[0]);
      expect(mail!.text).toContain(
        "Paid in the local TEST MODE checkout: no money was charged, and it is not counted as revenue.",
      );
    } finally {
      await t.close();
    }
  });
});
