import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  affiliates,
  bookings,
  formSubmissions,
  orderItems,
  orders,
  referrals,
  schedulingSettings,
  user,
} from "#db/schema";
import { startAdminTestKit, statusOf, type AdminTestKit } from "#tests/support/admin-kit";
import { loader as consoleLinkLoader } from "~/routes/api/account-console";
import { loader as ordersExportLoader } from "~/routes/_admin/orders-export";
import { action as notificationsAction, loader as notificationsLoader } from "~/routes/_admin/notifications";
import { parseCsv } from "~/lib/csv";
import { customerDetail, listCustomers } from "./customers.server";
import { nextCalls } from "./next-calls.server";

/**
 * Issue 43 items 5 and 7 in the console: the orders CSV, who counts as a customer (guests who paid
 * do; the owner and partners only once they buy), the overview's next calls, the Notifications
 * page, and the account menu's way to the console.
 */

let kit: AdminTestKit;
const selection = { priceId: "main-offer", upsellPriceIds: [] };
const ids = { live: "", test: "", guest: "", partnerBuyer: "" };

beforeAll(async () => {
  kit = await startAdminTestKit();
  const { db } = kit;
  await db.insert(schedulingSettings).values({ timeZone: "America/New_York", weekly: { "1": [["09:00", "17:00"]] } });
  // Partners: one who never bought, one who did.
  await db.insert(user).values([
    {
      id: "u_pat",
      name: "Pat Partner",
      email: "pat@partners.example",
      emailVerified: true,
      createdAt: new Date("2030-01-02T00:00:00Z"),
    },
    {
      id: "u_pam",
      name: "Pam Partner",
      email: "pam@partners.example",
      emailVerified: true,
      createdAt: new Date("2030-01-03T00:00:00Z"),
    },
    {
      id: "u_mia",
      name: "Mia Member",
      email: "mia@members.example",
      emailVerified: true,
      createdAt: new Date("2030-01-04T00:00:00Z"),
    },
  ]);
  const [pat] = await db.insert(affiliates).values({ userId: "u_pat", code: "PATCODE23" }).returning();
  await db.insert(affiliates).values({ userId: "u_pam", code: "PAMCODE23" });
  const [live] = await db
    .insert(orders)
    .values({
      email: "gail@guests.example",
      status: "paid",
      amountTotal: 24_700,
      amountRefunded: 4_700,
      selection,
      affiliateId: pat!.id,
      refCode: "PATCODE23",
      stripePaymentIntentId: "pi_gail",
      paidAt: new Date("2030-01-05T10:00:00Z"),
      createdAt: new Date("2030-01-05T09:59:00Z"),
    })
    .returning();
  await db
    .insert(orderItems)
    .values({
      orderId: live!.id,
      priceId: "main-offer",
      name: "AI Receptionist Starter",
      kind: "offer",
      amount: 24_700,
    });
  await db
    .insert(referrals)
    .values({
      affiliateId: pat!.id,
      orderId: live!.id,
      referredEmail: "gail@guests.example",
      status: "pending",
      commissionAmount: 4_000,
    });
  const [test] = await db
    .insert(orders)
    .values({
      userId: "u_pam",
      status: "paid",
      amountTotal: 1_440,
      selection: { priceId: "ebook", upsellPriceIds: [] },
      testMode: true,
      paidAt: new Date("2030-01-06T10:00:00Z"),
      createdAt: new Date("2030-01-06T10:00:00Z"),
    })
    .returning();
  await db
    .insert(orderItems)
    .values({ orderId: test!.id, priceId: "ebook", name: "The ebook", kind: "ebook", amount: 1_440 });
  // A checkout never paid: not a customer.
  await db
    .insert(orders)
    .values({
      email: "nora@guests.example",
      status: "pending",
      amountTotal: 24_700,
      selection,
      createdAt: new Date("2030-01-07T00:00:00Z"),
    });
  // The guest's earlier form, with her name.
  await db
    .insert(formSubmissions)
    .values({
      formType: "contact",
      data: { name: "Gail Guest", email: "gail@guests.example" },
      email: "gail@guests.example",
    });
  Object.assign(ids, { live: live!.id, test: test!.id, guest: `guest-${live!.id}`, partnerBuyer: "u_pam" });
}, 60_000);

afterAll(async () => {
  await kit?.close();
});

describe("the orders CSV", () => {
  const csvOf = async (query = "") => {
    const res = (await ordersExportLoader({
      request: kit.request("admin", `/admin/orders/export${query}`),
      context: kit.context(),
      params: {},
    } as never)) as Response;
    return { res, rows: parseCsv(await res.text()) };
  };

  it("downloads every order of the list's filter with amounts, refunds, net, live or test and the commission", async () => {
    const { res, rows } = await csvOf();
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8; header=present");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const [header, ...body] = rows;
    const byId = (id: string) => Object.fromEntries(header!.map((h, i) => [h, body.find((r) => r[0] === id)![i]]));
    expect(byId(ids.live)).toMatchObject({
      status: "Partly refunded",
      email: "gail@guests.example",
      items: "AI Receptionist Starter",
      currency: "USD",
      amount: "247.00",
      refunded: "47.00",
      net: "200.00",
      payment: "live",
      mode: "one-time",
      ref_code: "PATCODE23",
      commission: "40.00",
      commission_status: "pending",
      paid_at: "2030-01-05T10:00:00.000Z",
      stripe_payment_intent_id: "pi_gail",
    });
    expect(byId(ids.test)).toMatchObject({
      status: "Paid",
      email: "pam@partners.example",
      buyer_name: "Pam Partner",
      amount: "14.40",
      payment: "test",
    });
    expect(body).toHaveLength(3);
    // Newest first, as the list.
    expect(body.map((r) => r[1])).toEqual([...body.map((r) => r[1])].sort().reverse());
  });

  it("takes the list's filters", async () => {
    const { rows } = await csvOf("?mode=test");
    expect(rows.slice(1).map((r) => r[0])).toEqual([ids.test]);
    const { rows: byEmail } = await csvOf("?q=gail%40guests");
    expect(byEmail.slice(1).map((r) => r[0])).toEqual([ids.live]);
  });
});

describe("customers", () => {
  it("lists the guest who paid; leaves out the owner and a partner who never bought; lists a partner who bought", async () => {
    const { items } = await listCustomers(kit.db, undefined, {}, 25, kit.services.env.ADMIN_EMAILS);
    const emails = items.map((c) => c.email);
    expect(emails).toContain("gail@guests.example");
    expect(emails).toContain("pam@partners.example");
    expect(emails).toContain("mia@members.example");
    expect(emails).not.toContain("owner@example.com");
    expect(emails).not.toContain("pat@partners.example");
    expect(emails).not.toContain("nora@guests.example");
    expect(items.find((c) => c.email === "gail@guests.example")).toMatchObject({
      id: ids.guest,
      name: "Gail Guest",
      guest: true,
      orders: 1,
      paidTotal: 20_000,
      leads: 1,
    });
    // A test-mode purchase makes a customer, but is no money received.
    expect(items.find((c) => c.email === "pam@partners.example")).toMatchObject({
      guest: false,
      orders: 1,
      paidTotal: 0,
    });
  });

  it("pages through guests and accounts together by date", async () => {
    const first = await listCustomers(kit.db, undefined, {}, 2, kit.services.env.ADMIN_EMAILS);
    const second = await listCustomers(kit.db, undefined, { after: first.next! }, 2, kit.services.env.ADMIN_EMAILS);
    const all = await listCustomers(kit.db, undefined, {}, 25, kit.services.env.ADMIN_EMAILS);
    expect([...first.items, ...second.items].map((c) => c.id)).toEqual(all.items.slice(0, 4).map((c) => c.id));
  });

  it("a guest's page shows their orders and leads by email, with no account", async () => {
    const detail = (await customerDetail(kit.db, ids.guest))!;
    expect(detail.customer).toMatchObject({
      id: ids.guest,
      name: "Gail Guest",
      email: "gail@guests.example",
      guest: true,
    });
    expect(detail.orders.map((o) => o.id)).toEqual([ids.live]);
    expect(detail.leads).toHaveLength(1);
    expect(await customerDetail(kit.db, "guest-not-a-uuid")).toBeNull();
    expect(await customerDetail(kit.db, "guest-00000000-0000-4000-8000-000000000000")).toBeNull();
  });
});

describe("the overview's next calls", () => {
  it("the next five booked calls, soonest first, in the owner's zone, with the number to call", async () => {
    const { db } = kit;
    const [lead] = await db
      .insert(formSubmissions)
      .values({
        formType: "strategy_call",
        data: { name: "Lou Lead", phone: "+1 512 555 0101" },
        email: "lou@leads.example",
      })
      .returning();
    // Mondays 9:00 New York time (14:00Z in January), a week apart, booked out of order; one cancelled, one past.
    const at = (day: number) => new Date(Date.UTC(2030, 0, day, 14, 0));
    const call = (day: number, extra: Partial<typeof bookings.$inferInsert> = {}) => ({
      kind: "strategy_call" as const,
      slotStart: at(day),
      slotEnd: new Date(at(day).getTime() + 30 * 60_000),
      blocksUntil: new Date(at(day).getTime() + 45 * 60_000),
      timeZone: "Europe/Berlin",
      name: `Caller ${day}`,
      email: `caller${day}@example.com`,
      ...extra,
    });
    await db
      .insert(bookings)
      .values([
        call(28),
        call(7, { leadId: lead!.id, name: "Lou Lead" }),
        call(14, {
          kind: "strategy_session",
          slotEnd: new Date(at(14).getTime() + 60 * 60_000),
          blocksUntil: new Date(at(14).getTime() + 75 * 60_000),
          phone: "+1 415 555 0199",
        }),
        call(21, { status: "cancelled" }),
        call(1, { status: "done" }),
        call(35),
        call(42),
        call(49),
      ]);
    const { zone, calls } = await nextCalls(db, new Date("2030-01-03T00:00:00Z"));
    expect(zone).toBe("America/New_York");
    expect(calls.map((c) => [c.day, c.time, c.kind, c.name, c.phone])).toEqual([
      ["Mon, Jan 7", "9:00 AM – 9:30 AM EST", "Free strategy call", "Lou Lead", "+1 512 555 0101"],
      ["Mon, Jan 14", "9:00 AM – 10:00 AM EST", "Paid strategy session", "Caller 14", "+1 415 555 0199"],
      ["Mon, Jan 28", "9:00 AM – 9:30 AM EST", "Free strategy call", "Caller 28", null],
      ["Mon, Feb 4", "9:00 AM – 9:30 AM EST", "Free strategy call", "Caller 35", null],
      ["Mon, Feb 11", "9:00 AM – 9:30 AM EST", "Free strategy call", "Caller 42", null],
    ]);
  });
});

describe("the Notifications page", () => {
  const page = () =>
    notificationsLoader({
      request: kit.request("admin", "/admin/notifications"),
      context: kit.context(),
      params: {},
    } as never);
  const post = (form: Record<string, string>) =>
    notificationsAction({
      request: kit.request("admin", "/admin/notifications", { form }),
      context: kit.context(),
      params: {},
    } as never);

  it("says where the emails go and why, and switches between each event and one daily digest", async () => {
    expect(await page()).toMatchObject({
      to: ["owner@example.com", "pending-owner@example.com"],
      reason: "ADMIN_EMAILS, as LEADS_NOTIFY_EMAIL is not set",
      setting: { mode: "each", changedBy: null },
      zone: "America/New_York",
      hour: "8:00 AM",
    });
    expect(await post({ mode: "digest" })).toEqual({
      ok: true,
      message: "Saved: one daily digest at 8:00 AM (America/New_York).",
    });
    expect(await post({ mode: "digest" })).toEqual({ ok: true, message: "Nothing changed." });
    expect(await page()).toMatchObject({ setting: { mode: "digest", changedBy: "owner@example.com" } });
    const refused = (await post({ mode: "hourly" })) as unknown as { init: { status: number }; data: unknown };
    expect(refused.init.status).toBe(400);
    expect(refused.data).toEqual({
      ok: false,
      message: "Pick how often you want to hear from the site.",
      fieldErrors: { mode: "Pick how often you want to hear from the site." },
    });
    expect(await post({ mode: "each" })).toEqual({ ok: true, message: "Saved: one email per event." });
  });
});

describe("the account menu's way to the console", () => {
  it("is /admin for a confirmed admin and null for everyone else, always 200 and never cached", async () => {
    for (const [who, expected] of [
      ["admin", "/admin"],
      ["member", null],
      ["unconfirmed", null],
      ["anonymous", null],
    ] as const) {
      const res = (await consoleLinkLoader({
        request: kit.request(who, "/api/account/console"),
        context: kit.context(),
        params: {},
      } as never)) as Response;
      expect(res.status, who).toBe(200);
      expect(res.headers.get("cache-control"), who).toBe("private, no-store");
      expect(await res.json(), who).toEqual({ console: expected });
    }
    expect(
      await statusOf(() =>
        consoleLinkLoader({
          request: kit.request("member", "/api/account/console"),
          context: kit.context(),
          params: {},
        } as never),
      ),
    ).toBe(200);
  });
});
