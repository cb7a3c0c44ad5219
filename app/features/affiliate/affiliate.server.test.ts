import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { affiliates, orders, referrals } from "../../../db/schema";
import { createTestServices, insertUser } from "../../../tests/support/services";
import { createCheckout, markOrderPaid } from "../checkout/orders.server";
import {
  affiliateForUser,
  affiliateSummary,
  attributionCookieFor,
  generateAffiliateCode,
  joinAffiliateProgram,
  maskEmail,
  recordSignupReferral,
  referralsForAffiliate,
} from "./affiliate.server";
import { readAffiliateCookie } from "./attribution";
import { approveMaturedCommissions, commissionFor, commissionJob } from "./commission.server";

let t: Awaited<ReturnType<typeof createTestServices>>;
beforeAll(async () => {
  t = await createTestServices();
});
afterAll(() => t.close());

describe("affiliate codes", () => {
  it("are readable and unique across 1,000 generated codes", () => {
    const codes = new Set(Array.from({ length: 1000 }, () => generateAffiliateCode("Jane Doe")));
    expect(codes.size).toBe(1000);
    for (const c of codes) expect(c).toMatch(/^JANE[A-HJ-NP-Z2-9]{6}$/);
  });
  it("commission is rate × amount in whole cents", () => {
    expect(commissionFor(0.2, 24_700)).toBe(4_940);
    expect(commissionFor(0.15, 1_440)).toBe(216);
  });
  it("masks the referred user's email", () => {
    expect(maskEmail("jane.doe@example.com")).toBe("ja•••@example.com");
  });
});

describe("joining", () => {
  it("two concurrent joins (double click, two tabs) give one record", async () => {
    const u = await insertUser(t.services.database.db);
    const [a, b] = await Promise.all([
      joinAffiliateProgram(t.services.database.db, u.id, 0.2),
      joinAffiliateProgram(t.services.database.db, u.id, 0.2),
    ]);
    expect(a.id).toBe(b.id);
    const rows = await t.services.database.db.select().from(affiliates).where(eq(affiliates.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(Number(rows[0].commissionRate)).toBe(0.2);
  });
});

describe("attribution and commissions", () => {
  it("sets the cookie only for an active affiliate's code", async () => {
    const owner = await insertUser(t.services.database.db);
    const aff = await joinAffiliateProgram(t.services.database.db, owner.id, 0.2);
    const cookie = await attributionCookieFor(t.services.database.db, aff.code.toLowerCase(), 60, false);
    expect(cookie).toContain(`voxa_ref=${aff.code}`);
    expect(cookie).toContain(`Max-Age=${60 * 24 * 3600}`);
    expect(readAffiliateCookie(cookie!.split(";")[0])).toBe(aff.code);
    expect(await attributionCookieFor(t.services.database.db, "NOSUCHCODE", 60, false)).toBeNull();
  });

  it("credits a referred sign-up, then its paid order, exactly once; refund window approves it", async () => {
    const { db } = t.services.database;
    const owner = await insertUser(db, "owner-a@example.com");
    const aff = await joinAffiliateProgram(db, owner.id, 0.2);
    const buyer = await insertUser(db, "buyer-a@example.com");
    const signup = await recordSignupReferral(db, aff.code, { id: buyer.id, email: buyer.email });
    expect(signup).toMatchObject({ status: "signed_up", selfReferral: false });
    expect(await recordSignupReferral(db, aff.code, { id: buyer.id, email: buyer.email })).toBeNull();

    const { orderId } = await createCheckout(t.services, { priceId: "main-offer", refCode: aff.code, user: { id: buyer.id, email: buyer.email } });
    await markOrderPaid(t.services, orderId, { email: buyer.email });
    await commissionJob(t.services)({ orderId });
    await commissionJob(t.services)({ orderId });
    const refs = await referralsForAffiliate(db, aff.id);
    expect(refs).toHaveLength(1);
    expect(refs[0]).toMatchObject({ status: "pending", commission: 4_940, userEmail: "bu•••@example.com" });
    expect(await affiliateSummary(db, aff.id)).toMatchObject({ totalReferrals: 1, totalEarnings: 0, pendingEarnings: 4_940 });

    const later = new Date(Date.now() + 31 * 24 * 3600 * 1000);
    expect(await approveMaturedCommissions(db, 30, later)).toBeGreaterThanOrEqual(1);
    expect(await affiliateSummary(db, aff.id)).toMatchObject({ totalEarnings: 4_940 });
    const [record] = await db.select().from(affiliates).where(eq(affiliates.id, aff.id));
    expect(record.totalEarnings).toBe(4_940);
  });

  it("a self-referral (own account or same email) earns nothing and is marked", async () => {
    const { db } = t.services.database;
    const owner = await insertUser(db, "Self@Example.com");
    const aff = await joinAffiliateProgram(db, owner.id, 0.2);
    const { orderId } = await createCheckout(t.services, { priceId: "ebook", refCode: aff.code });
    await markOrderPaid(t.services, orderId, { email: " self@example.com " });
    await commissionJob(t.services)({ orderId });
    const [ref] = await db.select().from(referrals).where(eq(referrals.orderId, orderId));
    expect(ref).toMatchObject({ status: "self_referral", selfReferral: true, commissionAmount: 0 });
  });

  it("a suspended affiliate's code no longer credits new orders", async () => {
    const { db } = t.services.database;
    const owner = await insertUser(db);
    const aff = await joinAffiliateProgram(db, owner.id, 0.2);
    await db.update(affiliates).set({ status: "suspended" }).where(eq(affiliates.id, aff.id));
    const { orderId } = await createCheckout(t.services, { priceId: "ebook", refCode: aff.code });
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.affiliateId).toBeNull();
  });

  it("each affiliate reads only their own record and referrals", async () => {
    const { db } = t.services.database;
    const a = await insertUser(db);
    const b = await insertUser(db);
    const affA = await joinAffiliateProgram(db, a.id, 0.2);
    await recordSignupReferral(db, affA.code, { id: (await insertUser(db)).id, email: "x@example.com" });
    expect((await affiliateForUser(db, b.id))).toBeNull();
    const affB = await joinAffiliateProgram(db, b.id, 0.2);
    expect(await referralsForAffiliate(db, affB.id)).toEqual([]);
    expect((await referralsForAffiliate(db, affA.id)).length).toBe(1);
  });
});
