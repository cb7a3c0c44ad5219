import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminActions, affiliates, bookings, formSubmissions, orders, referrals, schedulingSettings, user } from "#db/schema";
import { deadLetterOf } from "#platform/jobs.server";
import { until } from "#tests/support/services";
import { savePayoutDetails } from "~/features/affiliate/payouts.server";
import { adminRoutes } from "~/routes/_admin/routes";
import { adminMiddleware, isAdminEmail } from "./access.server";
import { startAdminTestKit, statusOf, type AdminTestKit } from "#tests/support/admin-kit";

type RouteModule = {
  loader?: (args: unknown) => Promise<unknown>;
  action?: (args: unknown) => Promise<unknown>;
  middleware?: unknown[];
};
const modules = import.meta.glob<RouteModule>("../../routes/_admin/*.{ts,tsx}");

let kit: AdminTestKit;
const ids = { lead: "", affiliate: "", referral: "", order: "", testOrder: "", job: "", booking: "" };
let failing = true;

beforeAll(async () => {
  kit = await startAdminTestKit();
  const { db } = kit;
  const [lead] = await db
    .insert(formSubmissions)
    .values({ formType: "contact", data: { name: "Lena Lead", email: "lena@example.com" }, email: "lena@example.com" })
    .returning();
  await db
    .insert(user)
    .values({ id: "aff_user", name: "Ann Affiliate", email: "ann@example.com", emailVerified: true });
  const [aff] = await db.insert(affiliates).values({ userId: "aff_user", code: "ANNXYZ234" }).returning();
  const [order] = await db
    .insert(orders)
    .values({
      email: "buyer@example.com",
      status: "paid",
      amountTotal: 24700,
      selection: { priceId: "main-offer", upsellPriceIds: [] },
      affiliateId: aff.id,
    })
    .returning();
  // A paid test-mode order: the console records its refund without Stripe.
  const [testOrder] = await db
    .insert(orders)
    .values({
      email: "tester@example.com",
      status: "paid",
      amountTotal: 24700,
      testMode: true,
      selection: { priceId: "main-offer", upsellPriceIds: [] },
    })
    .returning();
  const [ref] = await db
    .insert(referrals)
    .values({
      affiliateId: aff.id,
      orderId: order.id,
      referredEmail: "buyer@example.com",
      status: "pending",
      commissionAmount: 4940,
    })
    .returning();
  // A CRM sync that fails until the test heals it: dead-lettered after its one retry.
  await kit.jobs.work(
    {
      "crm-sync": async () => {
        if (failing) throw new Error("CRM webhook answered 503");
        return { delivered: true };
      },
    },
    { pollingIntervalSeconds: 0.5 },
  );
  await kit.jobs.send("crm-sync", { leadId: lead.id, body: "{}" }, { singletonKey: `crm:${lead.id}` });
  const [dead] = await until(async () => {
    const found = await kit.jobs.boss.findJobs(deadLetterOf("crm-sync"), { data: { leadId: lead.id } });
    return found.length ? found : null;
  }, 20_000);
  // A free call the lead booked, a week from now.
  const start = new Date(Date.now() + 7 * 86_400_000);
  const [booking] = await db
    .insert(bookings)
    .values({
      kind: "strategy_call",
      leadId: lead.id,
      slotStart: start,
      slotEnd: new Date(start.getTime() + 30 * 60_000),
      blocksUntil: new Date(start.getTime() + 45 * 60_000),
      timeZone: "Europe/Berlin",
      name: "Lena Lead",
      email: "lena@example.com",
    })
    .returning();
  Object.assign(ids, { lead: lead.id, affiliate: aff.id, referral: ref.id, order: order.id, testOrder: testOrder.id, job: dead.id, booking: booking.id });
  // The partner can be paid (issue 43): the payouts page pays what the referrals page approves.
  await savePayoutDetails(db, aff.id, { method: "paypal", email: "partner@paypal.example" });
}, 60_000);

afterAll(async () => {
  await kit?.close();
});

/** Every file under routes/_admin that is a route, with the URL, params and a valid action for it. */
const cases = (): Record<
  string,
  // getStatus: what the admin's GET answers when it is not the page (200).
  { path: string; params?: Record<string, string>; form?: Record<string, string | string[]>; getStatus?: number }
> => ({
  "layout.tsx": { path: "/admin" },
  "overview.tsx": { path: "/admin" },
  "analytics.tsx": { path: "/admin/analytics?range=7d&source=(none)", form: { intent: "refresh" } },
  "analytics-export.ts": { path: "/admin/analytics/export?table=pages&from=2026-01-01&to=2026-01-31" },
  "leads.tsx": { path: "/admin/leads?status=new" },
  "leads-export.ts": { path: "/admin/leads/export" },
  "lead.tsx": {
    path: `/admin/leads/${ids.lead}`,
    params: { id: ids.lead },
    form: { status: "contacted", note: "Called back" },
  },
  "orders.tsx": { path: "/admin/orders" },
  "orders-export.ts": { path: "/admin/orders/export?mode=test" },
  "order.tsx": { path: `/admin/orders/${ids.testOrder}`, params: { id: ids.testOrder }, form: { intent: "refund", amount: "10" } },
  "affiliates.tsx": { path: "/admin/affiliates" },
  "affiliate.tsx": {
    path: `/admin/affiliates/${ids.affiliate}`,
    params: { id: ids.affiliate },
    form: { intent: "rate", percent: "35" },
  },
  "referrals.tsx": { path: "/admin/referrals", form: { intent: "approve", ids: [ids.referral] } },
  "payouts.tsx": { path: "/admin/payouts", form: { affiliateId: ids.affiliate, reference: "ACCESS-1", test: "false" } },
  "payouts-export.ts": { path: "/admin/payouts/export" },
  "deliveries.tsx": { path: "/admin/deliveries", form: { queue: deadLetterOf("crm-sync"), id: ids.job } },
  "customers.tsx": { path: "/admin/customers" },
  "customer.tsx": { path: `/admin/customers/aff_user`, params: { id: "aff_user" } },
  "bookings.tsx": { path: "/admin/bookings", form: { intent: "cancel", id: ids.booking, reason: "Cancelled in the access test." } },
  "booking-invite.ts": { path: `/admin/bookings/${ids.booking}/invite`, params: { id: ids.booking } },
  "scheduling.tsx": {
    path: "/admin/scheduling",
    form: {
      timeZone: "America/Chicago",
      "w1.start": "10:00",
      "w1.end": "15:00",
      minNoticeHours: "24",
      bufferMinutes: "10",
      daysAhead: "21",
      callMinutes: "30",
      sessionMinutes: "60",
      blackout: "2027-01-01",
    },
  },
  "data-requests.tsx": { path: "/admin/data-requests", form: { intent: "find", email: "lena@example.com" } },
  // A POST download; its GET goes back to the page.
  "data-requests-export.ts": { path: "/admin/data-requests/export", form: { email: "lena@example.com" }, getStatus: 302 },
  "notifications.tsx": { path: "/admin/notifications", form: { mode: "digest" } },
});

const fileOf = (key: string) => key.split("/").pop()!;

async function snapshot() {
  const { db } = kit;
  const [lead] = await db
    .select({ status: formSubmissions.status, note: formSubmissions.statusNote })
    .from(formSubmissions)
    .where(eq(formSubmissions.id, ids.lead));
  const [aff] = await db
    .select({ status: affiliates.status, rate: affiliates.commissionRate, total: affiliates.totalEarnings })
    .from(affiliates)
    .where(eq(affiliates.id, ids.affiliate));
  const [ref] = await db.select({ status: referrals.status }).from(referrals).where(eq(referrals.id, ids.referral));
  const [audit] = await db.select({ n: sql<number>`count(*)::int` }).from(adminActions);
  const dead = await kit.jobs.boss.findJobs(deadLetterOf("crm-sync"), { id: ids.job });
  const [booking] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, ids.booking));
  const schedule = await db.select({ zone: schedulingSettings.timeZone }).from(schedulingSettings);
  const [testOrder] = await db.select({ refunded: orders.amountRefunded }).from(orders).where(eq(orders.id, ids.testOrder));
  return { lead, aff, ref, audit: Number(audit.n), dead: dead.map((j) => j.state), booking, schedule, testOrder };
}

describe("who is an admin", () => {
  it("matches ADMIN_EMAILS without regard to case or spaces", () => {
    expect(isAdminEmail(kit.services.env, " OWNER@example.com ")).toBe(true);
    expect(isAdminEmail(kit.services.env, "member@example.com")).toBe(false);
    expect(isAdminEmail(kit.services.env, "")).toBe(false);
    expect(isAdminEmail({ ADMIN_EMAILS: [] }, "owner@example.com")).toBe(false);
  });

  it("the /admin layout's middleware answers 404 before any child runs, unless the visitor is a confirmed admin", async () => {
    for (const who of ["anonymous", "member", "unconfirmed"] as const) {
      const next = vi.fn(async () => new Response("child ran"));
      const status = await statusOf(async () =>
        adminMiddleware(
          {
            request: kit.request(who, "/admin"),
            context: kit.context(),
            params: {},
            unstable_pattern: "/admin",
          } as never,
          next,
        ),
      );
      expect(status, who).toBe(404);
      expect(next, who).not.toHaveBeenCalled();
    }
    const next = vi.fn(async () => new Response("child ran"));
    const res = await adminMiddleware(
      {
        request: kit.request("admin", "/admin"),
        context: kit.context(),
        params: {},
        unstable_pattern: "/admin",
      } as never,
      next,
    );
    expect(next).toHaveBeenCalledOnce();
    expect(await (res as Response).text()).toBe("child ran");
  });

  it("the route table puts every console route under the guarded layout", async () => {
    expect(adminRoutes).toHaveLength(1);
    const [layout] = adminRoutes;
    expect(layout.path).toBe("admin");
    expect(layout.file).toBe("routes/_admin/layout.tsx");
    const files = new Set([layout.file, ...(layout.children ?? []).map((c) => c.file)].map(fileOf));
    expect(files).toEqual(
      new Set(
        Object.keys(modules)
          .map(fileOf)
          .filter((f) => f !== "routes.ts"),
      ),
    );
    const mod = await modules["../../routes/_admin/layout.tsx"]();
    expect(mod.middleware).toContain(adminMiddleware);
  });
});

describe("every admin loader and action", () => {
  it("has a case in this test (a new route must be added here)", () => {
    const routeFiles = Object.keys(modules)
      .map(fileOf)
      .filter((f) => f !== "routes.ts");
    expect(new Set(routeFiles)).toEqual(new Set(Object.keys(cases())));
  });

  for (const who of ["anonymous", "member", "unconfirmed"] as const) {
    it(`answers 404 to a ${who} visitor and changes nothing`, async () => {
      const before = await snapshot();
      for (const [file, c] of Object.entries(cases())) {
        const mod = await modules[`../../routes/_admin/${file}`]();
        if (mod.loader) {
          const status = await statusOf(() =>
            mod.loader!({ request: kit.request(who, c.path), context: kit.context(), params: c.params ?? {} }),
          );
          expect(status, `${who} GET ${file}`).toBe(404);
        }
        if (mod.action) {
          const status = await statusOf(() =>
            mod.action!({
              request: kit.request(who, c.path, { form: c.form ?? {} }),
              context: kit.context(),
              params: c.params ?? {},
            }),
          );
          expect(status, `${who} POST ${file}`).toBe(404);
        }
      }
      expect(await snapshot()).toEqual(before);
      expect(kit.logLines.filter((l) => l.msg === "admin action")).toEqual([]);
    });
  }

  it("serves every page to the admin, and each action does its work, logged with the admin's id", async () => {
    for (const [file, c] of Object.entries(cases())) {
      const mod = await modules[`../../routes/_admin/${file}`]();
      if (mod.loader) {
        const status = await statusOf(() =>
          mod.loader!({ request: kit.request("admin", c.path), context: kit.context(), params: c.params ?? {} }),
        );
        expect(status, `admin GET ${file}`).toBe(c.getStatus ?? 200);
      }
    }
    failing = false;
    for (const [file, c] of Object.entries(cases())) {
      const mod = await modules[`../../routes/_admin/${file}`]();
      if (!mod.action) continue;
      const result = (await mod.action({
        request: kit.request("admin", c.path, { form: c.form ?? {} }),
        context: kit.context(),
        params: c.params ?? {},
      })) as {
        ok: boolean;
        message: string;
      };
      expect(result.ok, `admin POST ${file}: ${result.message}`).toBe(true);
    }
    const after = await snapshot();
    expect(after.lead).toEqual({ status: "contacted", note: "Called back" });
    expect(after.aff).toMatchObject({ status: "active", rate: 0.35, total: 4940 });
    // Approved on the referrals page, then paid on the payouts page.
    expect(after.ref.status).toBe("paid");
    expect(after.dead).toEqual([]); // sent back to crm-sync
    expect(after.booking.status).toBe("cancelled");
    expect(after.schedule).toEqual([{ zone: "America/Chicago" }]);
    expect(after.testOrder).toEqual({ refunded: 1000 });
    expect(after.audit).toBe(10);
    const logged = kit.logLines.filter((l) => l.msg === "admin action");
    expect(logged.map((l) => l.action).sort()).toEqual(
      [
        "affiliate.payout",
        "affiliate.rate",
        "analytics.export",
        "analytics.refresh",
        "booking.cancel",
        "data.export",
        "job.retry",
        "lead.status",
        "leads.export",
        "notifications.mode",
        "order.refund",
        "orders.export",
        "payouts.export",
        "referral.approve",
        "schedule.save",
      ].sort(),
    );
    expect(new Set(logged.map((l) => l.adminId))).toEqual(new Set([kit.owner.id]));
    // The retried job is delivered by the (now healthy) worker.
    await until(
      async () =>
        (await kit.jobs.boss.findJobs("crm-sync", { data: { leadId: ids.lead } })).some((j) => j.state === "completed"),
      20_000,
    );
  }, 40_000);

  it("answers 404 for an unknown or malformed record id, for the admin too", async () => {
    for (const [file, id] of [
      ["lead.tsx", "00000000-0000-4000-8000-000000000000"],
      ["lead.tsx", "not-a-uuid"],
      ["order.tsx", "00000000-0000-4000-8000-000000000000"],
      ["affiliate.tsx", "nope"],
      ["customer.tsx", "missing_user"],
      ["booking-invite.ts", "00000000-0000-4000-8000-000000000000"],
      ["booking-invite.ts", "not-a-uuid"],
    ] as const) {
      const mod = await modules[`../../routes/_admin/${file}`]();
      const status = await statusOf(() =>
        mod.loader!({ request: kit.request("admin", `/admin/x/${id}`), context: kit.context(), params: { id } }),
      );
      expect(status, `${file} ${id}`).toBe(404);
    }
  });
});
