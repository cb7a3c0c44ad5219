import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { affiliates, orderItems, orders, referrals, user, type OrderStatus } from "#db/schema";
import { orderStatusLabel } from "~/content/admin";
import { loader as orderLoader } from "~/routes/_admin/order";
import { loader as ordersLoader } from "~/routes/_admin/orders";
import { listOrders, orderDetail, orderFiltersFrom, type OrderListRow } from "./orders.server";
import { startAdminTestKit, statusOf, type AdminTestKit } from "#tests/support/admin-kit";

/**
 * The owner's orders: list (filters, search, cursor pages) and detail. Refunds show as such:
 * a full refund is "Refunded", part of one is "Partly refunded", with the amounts.
 */

let kit: AdminTestKit;
const selection = { priceId: "main-offer", upsellPriceIds: [] };
const ids: Record<string, string> = {};

async function addOrder(
  key: string,
  values: Partial<typeof orders.$inferInsert> & { status: OrderStatus; createdAt: Date },
  items: { name: string; amount: number }[] = [{ name: "AI Voice Agent Setup", amount: 24_700 }],
) {
  const [row] = await kit.db
    .insert(orders)
    .values({ amountTotal: items.reduce((s, i) => s + i.amount, 0), selection, ...values })
    .returning();
  await kit.db
    .insert(orderItems)
    .values(items.map((i) => ({ orderId: row.id, priceId: "main-offer", kind: "one_time", ...i })));
  ids[key] = row.id;
  return row.id;
}

beforeAll(async () => {
  kit = await startAdminTestKit();
  await kit.db
    .insert(user)
    .values({ id: "u_alma", name: "Alma Partner", email: "alma@partners.example", emailVerified: true });
  await kit.db
    .insert(user)
    .values({ id: "u_buyer", name: "Bea Buyer", email: "Bea@Buyers.example", emailVerified: true });
  const [affiliate] = await kit.db.insert(affiliates).values({ userId: "u_alma", code: "ALMA42" }).returning();
  ids.affiliate = affiliate.id;

  await addOrder("paid", {
    email: "paid@buyers.example",
    status: "paid",
    paidAt: new Date("2025-04-01T10:00:00Z"),
    createdAt: new Date("2025-04-01T09:59:00Z"),
    stripeSessionId: "cs_test_paid",
    stripePaymentIntentId: "pi_paid",
  });
  await addOrder("refunded", {
    email: "refunded@buyers.example",
    status: "refunded",
    amountRefunded: 24_700,
    paidAt: new Date("2025-04-02T10:00:00Z"),
    refundedAt: new Date("2025-04-05T12:00:00Z"),
    createdAt: new Date("2025-04-02T09:59:00Z"),
    refCode: "ALMA42",
    affiliateId: affiliate.id,
  });
  await addOrder(
    "partial",
    {
      // A signed-in buyer: the email is on the account only.
      userId: "u_buyer",
      status: "paid",
      amountRefunded: 5_000,
      paidAt: new Date("2025-04-03T10:00:00Z"),
      createdAt: new Date("2025-04-03T09:59:00Z"),
      refCode: "ALMA42",
      affiliateId: affiliate.id,
    },
    [
      { name: "AI Voice Agent Setup", amount: 24_700 },
      { name: "CRM Integration", amount: 9_700 },
    ],
  );
  await kit.db.insert(referrals).values({
    affiliateId: affiliate.id,
    orderId: ids.partial,
    status: "approved",
    commissionAmount: 6_880,
  });
  await addOrder("pending", {
    email: "pending@buyers.example",
    status: "pending",
    createdAt: new Date("2025-04-04T09:59:00Z"),
  });
  // Thirty more paid orders for paging, older than the rest.
  for (let i = 0; i < 30; i++)
    await addOrder(`bulk${i}`, {
      email: `bulk${i}@buyers.example`,
      status: "paid",
      paidAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
    });
}, 60_000);

afterAll(async () => {
  await kit?.close();
});

const emails = (rows: OrderListRow[]) => rows.map((o) => o.email);

describe("orders list", () => {
  it("lists every order newest first with its items, amounts, refunds and referral code", async () => {
    const page = await listOrders(kit.db, {}, {});
    expect(page.items).toHaveLength(25);
    expect(emails(page.items.slice(0, 4))).toEqual([
      "pending@buyers.example",
      "Bea@Buyers.example", // the account's email, as stored
      "refunded@buyers.example",
      "paid@buyers.example",
    ]);
    const partial = page.items.find((o) => o.id === ids.partial)!;
    expect(partial).toMatchObject({
      status: "paid",
      amountTotal: 34_400,
      amountRefunded: 5_000,
      refCode: "ALMA42",
      items: expect.arrayContaining(["AI Voice Agent Setup", "CRM Integration"]),
    });
    const refunded = page.items.find((o) => o.id === ids.refunded)!;
    expect(refunded).toMatchObject({ status: "refunded", amountTotal: 24_700, amountRefunded: 24_700 });
    // What the list's badge says.
    expect(orderStatusLabel(refunded.status, refunded.amountRefunded)).toBe("Refunded");
    expect(orderStatusLabel(partial.status, partial.amountRefunded)).toBe("Partly refunded");
    expect(orderStatusLabel("paid", 0)).toBe("Paid");
    expect(orderStatusLabel("pending", 0)).toBe("Pending");
  });

  it("filters by status", async () => {
    const refunded = await listOrders(kit.db, { status: "refunded" }, {});
    expect(refunded.items.map((o) => o.id)).toEqual([ids.refunded]);
    const pending = await listOrders(kit.db, { status: "pending" }, {});
    expect(pending.items.map((o) => o.id)).toEqual([ids.pending]);
    // A partly refunded order is still paid.
    const paid = await listOrders(kit.db, { status: "paid" }, {}, 100);
    expect(paid.items).toHaveLength(32);
    expect(paid.items.map((o) => o.id)).toContain(ids.partial);
    expect(paid.items.map((o) => o.id)).not.toContain(ids.refunded);
  });

  it("searches by the order's email, the account's email, the referral code and the order id", async () => {
    const q = async (text: string) => (await listOrders(kit.db, { q: text }, {})).items.map((o) => o.id);
    expect(await q("refunded@buyers")).toEqual([ids.refunded]);
    expect(await q("BEA@buyers.EXAMPLE")).toEqual([ids.partial]); // case-insensitive, on the account
    expect(await q("alma42")).toEqual([ids.partial, ids.refunded]);
    expect(await q(ids.paid)).toEqual([ids.paid]);
    expect(await q(ids.paid.toUpperCase())).toEqual([ids.paid]);
    expect(await q(ids.paid.slice(0, 8))).toEqual([]); // an id matches whole, not in part
    expect(await q("%")).toEqual([]); // LIKE wildcards are literal
    expect(await q("nobody@nowhere.example")).toEqual([]);
  });

  it("combines search and status", async () => {
    expect((await listOrders(kit.db, { q: "ALMA42", status: "refunded" }, {})).items.map((o) => o.id)).toEqual([
      ids.refunded,
    ]);
  });

  it("pages with cursors: older, newer and back to the newest, without gaps or repeats", async () => {
    const first = await listOrders(kit.db, {}, {}, 10);
    expect(first.items).toHaveLength(10);
    expect(first.prev).toBeNull();
    expect(first.next).toBe(first.items[9].id);
    const seen = [...first.items.map((o) => o.id)];
    let page = first;
    while (page.next) {
      page = await listOrders(kit.db, {}, { after: page.next }, 10);
      seen.push(...page.items.map((o) => o.id));
    }
    expect(seen).toHaveLength(34);
    expect(new Set(seen).size).toBe(34);
    expect(page.items).toHaveLength(4);
    expect(page.items.at(-1)!.id).toBe(ids.bulk0); // the oldest order comes last

    const second = await listOrders(kit.db, {}, { after: first.next! }, 10);
    expect(second.prev).toBe(second.items[0].id);
    const back = await listOrders(kit.db, {}, { before: second.prev! }, 10);
    expect(back.items.map((o) => o.id)).toEqual(first.items.map((o) => o.id));
    expect(back.prev).toBeNull(); // nothing newer than the newest page

    // Paging a filtered list keeps the filter.
    const paid1 = await listOrders(kit.db, { status: "paid" }, {}, 20);
    const paid2 = await listOrders(kit.db, { status: "paid" }, { after: paid1.next! }, 20);
    expect(paid2.items).toHaveLength(12);
    expect(paid2.items.every((o) => o.status === "paid")).toBe(true);
    expect(paid2.next).toBeNull();
  });

  it("reads filters from the query string and drops malformed ones", async () => {
    expect(orderFiltersFrom(new URLSearchParams("status=refunded&q=%20alma%20"))).toEqual({
      status: "refunded",
      q: "alma",
    });
    expect(orderFiltersFrom(new URLSearchParams("status=stolen&q="))).toEqual({});
    const res = (await ordersLoader({
      request: kit.request("admin", "/admin/orders?status=refunded&after=not-a-cursor"),
      context: kit.context(),
      params: {},
    } as never)) as { filters: object; page: { items: OrderListRow[] } };
    expect(res.filters).toEqual({ status: "refunded" });
    expect(res.page.items.map((o) => o.id)).toEqual([ids.refunded]);
  });
});

describe("order detail", () => {
  it("a fully refunded order: status refunded, the refund's amount and time, net zero", async () => {
    const detail = (await orderDetail(kit.db, ids.refunded))!;
    expect(detail.order).toMatchObject({
      status: "refunded",
      amountTotal: 24_700,
      amountRefunded: 24_700,
      refundedAt: "2025-04-05T12:00:00.000Z",
      refCode: "ALMA42",
    });
    expect(orderStatusLabel(detail.order.status, detail.order.amountRefunded)).toBe("Refunded");
    expect(detail.affiliate).toMatchObject({ id: ids.affiliate, code: "ALMA42", name: "Alma Partner" });
    expect(detail.referral).toBeNull();
  });

  it("a partly refunded order: still paid, the refunded part, its items, buyer account and referral", async () => {
    const detail = (await orderDetail(kit.db, ids.partial))!;
    expect(detail.order).toMatchObject({
      status: "paid",
      amountTotal: 34_400,
      amountRefunded: 5_000,
      refundedAt: null,
    });
    expect(orderStatusLabel(detail.order.status, detail.order.amountRefunded)).toBe("Partly refunded");
    expect(detail.items.map((i) => [i.name, i.amount])).toEqual(
      expect.arrayContaining([
        ["AI Voice Agent Setup", 24_700],
        ["CRM Integration", 9_700],
      ]),
    );
    expect(detail.buyer).toEqual({ id: "u_buyer", name: "Bea Buyer", email: "Bea@Buyers.example" });
    expect(detail.referral).toMatchObject({ status: "approved", commissionAmount: 6_880 });
  });

  it("a paid order shows its Stripe ids; an unknown or malformed id is a 404", async () => {
    const detail = (await orderDetail(kit.db, ids.paid))!;
    expect(detail.order).toMatchObject({
      status: "paid",
      amountRefunded: 0,
      stripeSessionId: "cs_test_paid",
      stripePaymentIntentId: "pi_paid",
    });
    expect(await orderDetail(kit.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await orderDetail(kit.db, "not-an-id")).toBeNull();
    const load = (id: string) => () =>
      orderLoader({
        request: kit.request("admin", `/admin/orders/${id}`),
        context: kit.context(),
        params: { id },
      } as never);
    expect(await statusOf(load("00000000-0000-4000-8000-000000000000"))).toBe(404);
    expect(await statusOf(load("x' or 1=1 --"))).toBe(404);
    expect(await statusOf(load(ids.partial))).toBe(200);
  });
});
