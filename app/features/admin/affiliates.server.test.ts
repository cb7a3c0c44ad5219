import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { affiliates, orders, referrals, user, type ReferralStatus } from "#db/schema";
import { affiliateSummary, referralCookieForVisit } from "~/features/affiliate/affiliate.server";
import { commissionJob } from "~/features/affiliate/commission.server";
import { userSessionContext } from "~/features/auth/session.server";
import { activeAffiliateByCode } from "~/features/checkout/orders.server";
import { parseWith } from "~/lib/api.server";
import { loader as affiliateDashboardLoader } from "~/routes/_account/affiliate-program";
import { action as affiliateAdminAction } from "~/routes/_admin/affiliate";
import { action as referralsAction } from "~/routes/_admin/referrals";
import {
  affiliateDetail,
  approveReferrals,
  commissionRateInput,
  listAffiliates,
  markReferralsPaid,
  percentToFraction,
  setAffiliateStatus,
} from "./affiliates.server";
import { startAdminTestKit, type AdminTestKit } from "#tests/support/admin-kit";

let kit: AdminTestKit;
const r: Record<string, string> = {};
let affA = "";
let affB = "";

async function addReferral(affiliateId: string, status: ReferralStatus, cents: number) {
  const [row] = await kit.db
    .insert(referrals)
    .values({ affiliateId, status, commissionAmount: cents, referredEmail: `${status}${cents}@example.com` })
    .returning();
  return row.id;
}

/** What the affiliate sees on /affiliate-program, through its own loader. */
async function dashboardOf(userId: string) {
  const [account] = await kit.db.select().from(user).where(eq(user.id, userId));
  const context = kit.context();
  context.set(userSessionContext, { user: account, session: {} } as never);
  return (await affiliateDashboardLoader({
    request: new Request("http://127.0.0.1:3000/affiliate-program"),
    context,
    params: {},
  } as never)) as {
    totalEarnings: number;
    pendingEarnings: number;
    commissionRate: number;
  };
}

beforeAll(async () => {
  kit = await startAdminTestKit();
  await kit.db.insert(user).values([
    { id: "aff_a", name: "Alma Affiliate", email: "alma@example.com", emailVerified: true },
    { id: "aff_b", name: "Bert Affiliate", email: "bert@example.com", emailVerified: true },
  ]);
  [{ id: affA }, { id: affB }] = await kit.db
    .insert(affiliates)
    .values([
      { userId: "aff_a", code: "ALMAAAAA22", commissionRate: 0.2 },
      { userId: "aff_b", code: "BERTBBBB33", commissionRate: 0.2 },
    ])
    .returning();
  r.p1 = await addReferral(affA, "pending", 1_000);
  r.p2 = await addReferral(affA, "pending", 2_000);
  r.a1 = await addReferral(affA, "approved", 500);
  r.rev = await addReferral(affA, "reversed", 0);
  r.b1 = await addReferral(affB, "pending", 300);
  // Totals as the commission code keeps them.
  await kit.db.update(affiliates).set({ totalEarnings: 500 }).where(eq(affiliates.id, affA));
}, 60_000);

afterAll(async () => {
  await kit?.close();
});

const totalOf = async (id: string) =>
  (await kit.db.select({ t: affiliates.totalEarnings }).from(affiliates).where(eq(affiliates.id, id)))[0].t;
const statusOf = async (id: string) =>
  (await kit.db.select({ s: referrals.status }).from(referrals).where(eq(referrals.id, id)))[0].s;

describe("commission payouts", () => {
  it("approving pending commissions raises the affiliate's total earnings on their dashboard", async () => {
    expect(await dashboardOf("aff_a")).toMatchObject({ totalEarnings: 500, pendingEarnings: 3_000 });
    const result = await approveReferrals(kit.services, kit.adminUser, [r.p1, r.p2, r.a1, r.rev]);
    expect(result).toEqual({ count: 2, amount: 3_000, skipped: 2 });
    expect(await dashboardOf("aff_a")).toMatchObject({ totalEarnings: 3_500, pendingEarnings: 0 });
    expect(await totalOf(affA)).toBe(3_500);
    expect(await statusOf(r.rev)).toBe("reversed");
    expect(await totalOf(affB)).toBe(0);
  });

  it("marking approved commissions paid keeps them in total earnings and moves them to paid out", async () => {
    const result = await markReferralsPaid(kit.services, kit.adminUser, [r.p1, r.a1, r.b1]);
    expect(result).toEqual({ count: 2, amount: 1_500, skipped: 1 });
    expect(await statusOf(r.b1)).toBe("pending"); // not approved yet: left alone
    expect(await dashboardOf("aff_a")).toMatchObject({ totalEarnings: 3_500 });
    const detail = await affiliateDetail(kit.db, affA);
    expect(detail?.summary).toMatchObject({ totalEarnings: 3_500, approved: 2_000, paid: 1_500, pendingEarnings: 0 });
    expect(detail?.affiliate.totalEarnings).toBe(3_500);
    const listed = (await listAffiliates(kit.db, {})).items.find((a) => a.id === affA);
    expect(listed).toMatchObject({ referrals: 4, pending: 0, approved: 2_000, paid: 1_500, totalEarnings: 3_500 });
  });

  it("the bulk form works through the route, scoped to the affiliate on its own page, and logs each step", async () => {
    const viaAffiliatePage = (await affiliateAdminAction({
      request: kit.request("admin", `/admin/affiliates/${affA}`, { form: { intent: "approve", ids: [r.b1] } }),
      context: kit.context(),
      params: { id: affA },
    } as never)) as { ok: boolean; message: string };
    expect(viaAffiliatePage.ok).toBe(false);
    expect(await statusOf(r.b1)).toBe("pending"); // B's referral is not on A's page

    const none = (await referralsAction({
      request: kit.request("admin", "/admin/referrals", { form: { intent: "pay" } }),
      context: kit.context(),
      params: {},
    } as never)) as {
      data: { ok: boolean; message: string };
    };
    expect(none.data).toMatchObject({ ok: false, message: "Select at least one referral." });

    const paid = (await referralsAction({
      request: kit.request("admin", "/admin/referrals", { form: { intent: "approve", ids: [r.b1] } }),
      context: kit.context(),
      params: {},
    } as never)) as { ok: boolean; message: string };
    expect(paid).toEqual({ ok: true, message: "1 commission approved." });
    expect(await totalOf(affB)).toBe(300);
    expect(await dashboardOf("aff_b")).toMatchObject({ totalEarnings: 300 });
    const lines = kit.logLines.filter((l) => l.msg === "admin action" && String(l.action).startsWith("referral."));
    expect(lines.length).toBe(5);
    expect(lines.every((l) => l.adminId === kit.owner.id)).toBe(true);
  });
});

describe("commission rate and suspension", () => {
  it("takes 0–100 % with up to two decimals and stores a fraction", async () => {
    expect(percentToFraction(12.5)).toBe(0.125);
    expect(percentToFraction(100)).toBe(1);
    expect(percentToFraction(33.33)).toBe(0.3333);
    for (const bad of ["101", "-1", "abc", "12.345", ""]) {
      expect(() => parseWith(commissionRateInput, { percent: bad || undefined }), bad).toThrow();
    }
    const ok = (await affiliateAdminAction({
      request: kit.request("admin", `/admin/affiliates/${affA}`, { form: { intent: "rate", percent: "12.5" } }),
      context: kit.context(),
      params: { id: affA },
    } as never)) as { ok: boolean; message: string };
    expect(ok).toMatchObject({ ok: true, message: "Commission rate set to 12.5%." });
    expect(await dashboardOf("aff_a")).toMatchObject({ commissionRate: 0.125 });
    const bad = (await affiliateAdminAction({
      request: kit.request("admin", `/admin/affiliates/${affA}`, { form: { intent: "rate", percent: "250" } }),
      context: kit.context(),
      params: { id: affA },
    } as never)) as { data: { ok: boolean; message: string }; init: { status: number } };
    expect(bad.init.status).toBe(400);
    expect(bad.data.message).toBe("percent: Enter a percentage between 0 and 100.");
    expect((await kit.db.select().from(affiliates).where(eq(affiliates.id, affA)))[0].commissionRate).toBe(0.125);
  });

  it("a suspended affiliate's code stops crediting new orders; reactivating restores it", async () => {
    // A visit with the partner's link, allowed to keep the referral cookie (decision 077).
    const visit = () =>
      referralCookieForVisit(
        kit.db,
        kit.services.env,
        "BERTBBBB33",
        new Headers({ cookie: "voxa_consent=referral:yes" }),
      );
    expect(await visit()).toMatch(/^voxa_ref=BERTBBBB33\./);
    await setAffiliateStatus(kit.services, kit.adminUser, affB, "suspended");
    // At once, although the code's answer is remembered for a few seconds.
    expect(await visit()).toBeNull();
    expect(await activeAffiliateByCode(kit.db, "BERTBBBB33")).toBeNull();
    const [order] = await kit.db
      .insert(orders)
      .values({
        email: "c@example.com",
        status: "paid",
        amountTotal: 10_000,
        affiliateId: affB,
        selection: { priceId: "main-offer", upsellPriceIds: [] },
      })
      .returning();
    expect(await commissionJob(kit.services)({ orderId: order.id })).toEqual({ skipped: "affiliate inactive" });
    expect((await affiliateSummary(kit.db, affB)).totalReferrals).toBe(1);
    await setAffiliateStatus(kit.services, kit.adminUser, affB, "active");
    expect(await activeAffiliateByCode(kit.db, "BERTBBBB33")).toMatchObject({ id: affB });
    expect(await visit()).toMatch(/^voxa_ref=BERTBBBB33\./);
    const detail = await affiliateDetail(kit.db, affB);
    expect(detail?.history.map((h) => h.action)).toEqual(["affiliate.reactivate", "affiliate.suspend"]);
  });
});
