import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formSubmissions, orders, user } from "#db/schema";
import {
  conversion,
  lastDays,
  leadsPerDay,
  overviewCounts,
  overviewMoney,
  revenuePerWeek,
  weekStart,
} from "./overview.server";
import { startAdminTestKit, type AdminTestKit } from "#tests/support/admin-kit";

let kit: AdminTestKit;
const NOW = new Date("2025-06-30T12:00:00Z"); // a Monday
const selection = { priceId: "main-offer", upsellPriceIds: [] };

beforeAll(async () => {
  kit = await startAdminTestKit();
  const lead = (formType: "demo_request" | "contact", email: string, at: string, duplicateOf?: string) =>
    kit.db
      .insert(formSubmissions)
      .values({ formType, email, data: { email }, createdAt: new Date(at), duplicateOf })
      .returning();
  const [first] = await lead("demo_request", "ann@example.com", "2025-06-29T10:00:00Z");
  await lead("demo_request", "ann@example.com", "2025-06-29T10:05:00Z", first.id); // a duplicate: not counted
  await lead("contact", "ben@example.com", "2025-06-29T23:59:00Z");
  await lead("contact", "cat@example.com", "2025-06-01T00:00:00Z");
  await lead("contact", "old@example.com", "2025-01-01T00:00:00Z"); // outside 90 days
  await kit.db.insert(user).values({ id: "u_ben", name: "Ben", email: "Ben@Example.com", emailVerified: true });
  await kit.db.insert(orders).values([
    // Ann bought after her lead (guest checkout, email on the order).
    {
      email: "ann@example.com",
      status: "paid",
      amountTotal: 24_700,
      paidAt: new Date("2025-06-30T08:00:00Z"),
      createdAt: new Date("2025-06-30T07:59:00Z"),
      selection,
    },
    // Ben bought through his account (email on the user row only), partly refunded.
    {
      userId: "u_ben",
      status: "paid",
      amountTotal: 300_000,
      amountRefunded: 50_000,
      paidAt: new Date("2025-06-29T23:59:30Z"),
      createdAt: new Date("2025-06-29T23:59:30Z"),
      selection,
    },
    // Cat bought before she sent a form: not a conversion of that lead. Fully refunded.
    {
      email: "cat@example.com",
      status: "refunded",
      amountTotal: 1_440,
      amountRefunded: 1_440,
      paidAt: new Date("2025-05-20T00:00:00Z"),
      createdAt: new Date("2025-05-20T00:00:00Z"),
      selection,
    },
    { email: "dan@example.com", status: "pending", amountTotal: 9_999, selection },
  ]);
}, 60_000);

afterAll(async () => {
  await kit?.close();
});

describe("overview", () => {
  it("builds the 90-day axis and ISO weeks in UTC", () => {
    const days = lastDays(90, NOW);
    expect(days).toHaveLength(90);
    expect(days.at(-1)).toBe("2025-06-30");
    expect(days[0]).toBe("2025-04-02");
    expect(weekStart(new Date("2025-06-29T23:00:00Z"))).toBe("2025-06-23");
    expect(weekStart(new Date("2025-06-30T00:00:00Z"))).toBe("2025-06-30");
  });

  it("counts new leads per day by form type, duplicates excluded", async () => {
    const chart = await leadsPerDay(kit.db, 90, NOW);
    const at = (day: string) => chart.days.indexOf(day);
    const series = Object.fromEntries(chart.series.map((s) => [s.formType, s.counts]));
    expect(series.demo_request[at("2025-06-29")]).toBe(1);
    expect(series.contact[at("2025-06-29")]).toBe(1);
    expect(series.contact[at("2025-06-01")]).toBe(1);
    expect(chart.series.reduce((s, x) => s + x.counts.reduce((a, b) => a + b, 0), 0)).toBe(3);
  });

  it("sums net paid revenue per week by payment date", async () => {
    const { weeks } = await revenuePerWeek(kit.db, 90, NOW);
    const of = (start: string) => weeks.find((w) => w.start === start)?.cents;
    expect(weeks[0].start).toBe("2025-03-31");
    expect(weeks.at(-1)?.start).toBe("2025-06-30");
    expect(of("2025-06-30")).toBe(24_700);
    expect(of("2025-06-23")).toBe(250_000);
    expect(of("2025-05-19")).toBe(0); // refunded in full
  });

  it("measures lead → order conversion by matching email, after the lead", async () => {
    expect(await conversion(kit.db, 90, NOW)).toEqual({ leads: 3, converted: 2, revenue: 274_700, rate: 2 / 3 });
  });

  it("counts what needs attention", async () => {
    expect(await overviewCounts(kit.db, NOW)).toMatchObject({
      leads: 4,
      newLeads: 4,
      leadsWeek: 2,
      pendingOrders: 1,
      customers: 4,
      failedJobs: 0,
    });
  });

  it("money over the last 30 days, as the analytics page counts it: paid minus refunded, test orders apart", async () => {
    // Cat's order (paid and refunded in May) is outside the 30 days; Dan's is not paid.
    expect(await overviewMoney(kit.db, NOW)).toEqual({
      from: "2025-06-01",
      to: "2025-06-30",
      money: {
        live: { orders: 2, refunded: 0, grossCents: 324_700, refundedCents: 50_000, netCents: 274_700 },
        test: { orders: 0, refunded: 0, grossCents: 0, refundedCents: 0, netCents: 0 },
      },
    });
  });
});
