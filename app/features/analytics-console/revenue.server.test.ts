import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "#db/schema";
import { startAdminTestKit, type AdminTestKit } from "#tests/support/admin-kit";
import { loader as overviewLoader } from "~/routes/_admin/overview";
import { loader as analyticsLoader } from "~/routes/_admin/analytics";
import { overviewMoney, revenuePerWeek } from "~/features/admin/overview.server";
import { summary } from "./analytics.server";
import { parseAnalyticsQuery } from "./range";
import { revenue, revenueBy } from "./revenue.server";

/**
 * Issue 43 item 2: the analytics page counted test orders and a refunded $250 as $2,497 of
 * revenue while the overview said $0. Money now has one definition (revenue.server.ts), read by
 * both pages.
 */

let kit: AdminTestKit;
const selection = { priceId: "main-offer", upsellPriceIds: [] };
const NOW = new Date("2025-06-30T12:00:00Z");
const touch = { landing: "/pricing", utmSource: "newsletter", utmMedium: "email", utmCampaign: "spring" };

beforeAll(async () => {
  kit = await startAdminTestKit();
  const paid = (at: string) => ({ status: "paid" as const, paidAt: new Date(at), createdAt: new Date(at), selection });
  await kit.db.insert(orders).values([
    // Live, from the newsletter: $3,000, $500 of it refunded.
    { ...paid("2025-06-29T10:00:00Z"), amountTotal: 300_000, amountRefunded: 50_000, firstTouch: touch },
    // Live, through a partner, from another site: $247.
    {
      ...paid("2025-06-30T08:00:00Z"),
      amountTotal: 24_700,
      refCode: "ANN123",
      firstTouch: { landing: "/", referrerHost: "blog.example" },
    },
    // Live, the paid session, refunded in full: counted as paid, nets to nothing.
    {
      ...paid("2025-06-30T09:00:00Z"),
      status: "refunded",
      amountTotal: 25_000,
      amountRefunded: 25_000,
      firstTouch: { landing: "/checkout" },
    },
    // Test mode: the main offer with two add-ons, and a test session refunded. Never revenue.
    { ...paid("2025-06-30T10:00:00Z"), testMode: true, amountTotal: 224_700, firstTouch: touch },
    {
      ...paid("2025-06-30T10:30:00Z"),
      testMode: true,
      status: "refunded",
      amountTotal: 25_000,
      amountRefunded: 25_000,
    },
    // Outside the period (paid the day before it starts, and the day after it ends).
    { ...paid("2025-05-31T23:59:59Z"), amountTotal: 99_900 },
    { ...paid("2025-07-01T00:00:00Z"), amountTotal: 99_900 },
    // Never paid.
    { status: "pending", amountTotal: 24_700, selection },
    { status: "canceled", amountTotal: 24_700, selection },
  ]);
}, 60_000);

afterAll(async () => {
  await kit?.close();
});

const JUNE = { from: "2025-06-01", to: "2025-06-30" };

describe("revenue", () => {
  it("is paid minus refunded over the orders paid in the period, both ends whole UTC days; test orders apart", async () => {
    expect(await revenue(kit.db, JUNE)).toEqual({
      live: { orders: 3, refunded: 1, grossCents: 349_700, refundedCents: 75_000, netCents: 274_700 },
      test: { orders: 2, refunded: 1, grossCents: 249_700, refundedCents: 25_000, netCents: 224_700 },
    });
    expect((await revenue(kit.db, { from: "2025-05-31", to: "2025-05-31" })).live.netCents).toBe(99_900);
    expect((await revenue(kit.db, { from: "2025-07-01", to: "2025-07-01" })).live.netCents).toBe(99_900);
    expect(await revenue(kit.db, { from: "2001-01-01", to: "2001-01-31" })).toEqual({
      live: { orders: 0, refunded: 0, grossCents: 0, refundedCents: 0, netCents: 0 },
      test: { orders: 0, refunded: 0, grossCents: 0, refundedCents: 0, netCents: 0 },
    });
  });

  it("by first touch and partner: each real order under its own first touch, test orders left out", async () => {
    const net = (m: Map<string, { orders: number; netCents: number }>) =>
      Object.fromEntries([...m].map(([k, v]) => [k, [v.orders, v.netCents]]));
    expect(net(await revenueBy(kit.db, JUNE, "source"))).toEqual({
      newsletter: [1, 250_000],
      "blog.example": [1, 24_700],
      "": [1, 0],
    });
    expect(net(await revenueBy(kit.db, JUNE, "campaign"))).toEqual({ spring: [1, 250_000], "": [2, 24_700] });
    expect(net(await revenueBy(kit.db, JUNE, "landing"))).toEqual({
      "/pricing": [1, 250_000],
      "/": [1, 24_700],
      "/checkout": [1, 0],
    });
    expect(net(await revenueBy(kit.db, JUNE, "affiliate"))).toEqual({ ANN123: [1, 24_700], "": [2, 250_000] });
    expect(net(await revenueBy(kit.db, JUNE, "week"))).toEqual({
      "2025-06-23": [1, 250_000],
      "2025-06-30": [2, 24_700],
    });
  });

  it("the overview and the analytics page show the same money for the last 30 days, to the cent", async () => {
    const overview = await overviewMoney(kit.db, NOW);
    expect(overview).toMatchObject({ from: "2025-06-01", to: "2025-06-30" });
    const parsed = parseAnalyticsQuery(new URLSearchParams("range=30d"), NOW);
    if (!parsed.ok) throw new Error(parsed.message);
    const metrics = Object.fromEntries((await summary(kit.db, parsed.query.range)).map((m) => [m.key, m.current]));
    expect(metrics).toMatchObject({ paid: overview.money.live.orders, revenue: overview.money.live.netCents });
    expect(metrics).toMatchObject({ paid: 3, revenue: 274_700 });
    // The weekly chart adds up to the same (the period is the chart's last weeks).
    const weeks = (await revenuePerWeek(kit.db, 30, NOW)).weeks;
    expect(weeks.reduce((sum, w) => sum + w.cents, 0)).toBe(274_700);
  });

  it("both pages' loaders carry the same figures for today's last 30 days", async () => {
    const ctx = { context: kit.context(), params: {} };
    const overview = (await overviewLoader({ request: kit.request("admin", "/admin"), ...ctx } as never)) as {
      money: Awaited<ReturnType<typeof overviewMoney>>;
    };
    const analytics = (await analyticsLoader({
      request: kit.request("admin", "/admin/analytics"),
      ...ctx,
    } as never)) as {
      money: unknown;
      summary: { key: string; current: number }[];
    };
    expect(analytics.money).toEqual(overview.money.money);
    expect(analytics.summary.find((m) => m.key === "revenue")?.current).toBe(overview.money.money.live.netCents);
  });
});
