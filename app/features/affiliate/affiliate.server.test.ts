import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { affiliates, orders, referrals, user } from "#db/schema";
import { createTestServices, insertUser, until } from "#tests/support/services";
import { startBackgroundWork } from "~/flows/background.server";
import { createCheckout, referringAffiliate } from "../checkout/orders.server";
import { confirmPayment } from "~/flows/payment.server";
import {
  affiliateForUser,
  affiliateSummary,
  attributionCookieFor,
  generateAffiliateCode,
  JOIN_CODE_ATTEMPTS,
  joinAffiliateProgram,
  maskEmail,
  recordSignupReferral,
  referralCookieForVisit,
  referralsForAffiliate,
  referredPerson,
} from "./affiliate.server";
import { referralCookieValue, referralFromCookie } from "./referral-cookie.server";
import { approveMaturedCommissions, commissionFor, commissionJob } from "./commission.server";

let t: Awaited<ReturnType<typeof createTestServices>>;
beforeAll(async () => {
  t = await createTestServices();
});
afterAll(() => t.close());

/**
 * These services have no Stripe key, so createCheckout saves TEST MODE orders, which never earn
 * a commission (docs/decisions/042, covered in checkout/payment-integrity.server.test.ts). The
 * commission rules below are about live orders: the order is made one, as Stripe would have paid it.
 */
const live = async (orderId: string) => {
  await t.services.database.db.update(orders).set({ testMode: false, stripeSessionId: `cs_test_${orderId}` }).where(eq(orders.id, orderId));
  return orderId;
};

describe("affiliate codes", () => {
  // Readability only: uniqueness is the database's job (unique index + retry), proven in "joining".
  it("are readable: a name prefix plus six characters without 0/O/1/I/L", () => {
    for (let i = 0; i < 200; i++) expect(generateAffiliateCode("Jane Doe")).toMatch(/^JANE[A-HJ-NP-Z2-9]{6}$/);
    expect(generateAffiliateCode("Élodie")).toMatch(/^ELOD[A-HJ-NP-Z2-9]{6}$/);
    expect(generateAffiliateCode("")).toMatch(/^VOXA[A-HJ-NP-Z2-9]{6}$/);
    expect(generateAffiliateCode(null)).toMatch(/^VOXA[A-HJ-NP-Z2-9]{6}$/);
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

  /** A generator that hands out `codes` in order, recording each call. */
  function scripted(codes: string[]) {
    const calls: string[] = [];
    const generate = () => {
      const code = codes[calls.length] ?? codes[codes.length - 1];
      calls.push(code);
      return code;
    };
    return { generate, calls };
  }
  const runTag = Date.now().toString(36).toUpperCase();

  it("a code collision is retried: the second member gets a different code", async () => {
    const { db } = t.services.database;
    const taken = `TAKEN${runTag}`;
    const fresh = `FRESH${runTag}`;
    const first = await joinAffiliateProgram(db, (await insertUser(db)).id, 0.2, scripted([taken]).generate);
    expect(first.code).toBe(taken);
    const second = scripted([taken, taken, fresh]);
    const secondUser = await insertUser(db);
    const joined = await joinAffiliateProgram(db, secondUser.id, 0.2, second.generate);
    expect(second.calls).toEqual([taken, taken, fresh]);
    expect(joined.code).toBe(fresh);
    expect(joined.userId).toBe(secondUser.id);
    const holders = await db.select({ userId: affiliates.userId }).from(affiliates).where(eq(affiliates.code, taken));
    expect(holders).toEqual([{ userId: first.userId }]);
  });

  it("gives up with an error (and no record) when every attempt collides", async () => {
    const { db } = t.services.database;
    const taken = `STUCK${runTag}`;
    await joinAffiliateProgram(db, (await insertUser(db)).id, 0.2, scripted([taken]).generate);
    const unlucky = await insertUser(db);
    const gen = scripted([taken]);
    await expect(joinAffiliateProgram(db, unlucky.id, 0.2, gen.generate)).rejects.toThrow("Could not generate a unique affiliate code");
    expect(gen.calls).toHaveLength(JOIN_CODE_ATTEMPTS);
    expect(await affiliateForUser(db, unlucky.id)).toBeNull();
  });

  it("1,000 members joining through the real generator on the database all get distinct codes", async () => {
    const { db } = t.services.database;
    const users = [];
    for (let i = 0; i < 1000; i++) users.push(await insertUser(db));
    // Same name prefix for everyone ("TEST"), so only the random part keeps codes apart; 20 at a time concurrently.
    const joined = [];
    for (let i = 0; i < users.length; i += 20) {
      joined.push(...(await Promise.all(users.slice(i, i + 20).map((u) => joinAffiliateProgram(db, u.id, 0.2)))));
    }
    const rows = await db
      .select({ userId: affiliates.userId, code: affiliates.code })
      .from(affiliates)
      .where(inArray(affiliates.userId, users.map((u) => u.id)));
    expect(rows).toHaveLength(1000);
    expect(new Set(rows.map((r) => r.code)).size).toBe(1000);
    expect(new Set(joined.map((r) => r.code)).size).toBe(1000);
    for (const r of rows) expect(r.code).toMatch(/^TEST[A-HJ-NP-Z2-9]{6}$/);
  }, 120_000);
});

describe("attribution and commissions", () => {

  it("sets the cookie only for an active affiliate's code", async () => {
    const owner = await insertUser(t.services.database.db);
    const aff = await joinAffiliateProgram(t.services.database.db, owner.id, 0.2);
    const env = { ...t.services.env, AFFILIATE_COOKIE_DAYS: 60 };
    const cookie = await attributionCookieFor(t.services.database.db, aff.code.toLowerCase(), env, false);
    expect(cookie).toMatch(new RegExp(`^voxa_ref=${aff.code}\\.[0-9a-z]+\\.[\\w-]{22};`));
    expect(cookie).toContain(`Max-Age=${60 * 24 * 3600}`);
    expect(referralFromCookie(cookie!.split(";")[0], env)).toBe(aff.code);
    expect(await attributionCookieFor(t.services.database.db, "NOSUCHCODE", env, false)).toBeNull();
  });

  it("a page visit's cookie: only with a yes, never under GPC; a code's answer is remembered for 10 s", async () => {
    const { db } = t.services.database;
    const owner = await insertUser(db);
    const aff = await joinAffiliateProgram(db, owner.id, 0.2);
    const yes = new Headers({ cookie: "voxa_consent=referral:yes" });
    const at = Date.now();
    const visit = (headers: Headers, now = at) => referralCookieForVisit(db, t.services.env, aff.code, headers, now);
    expect(await visit(new Headers())).toBeNull();
    expect(await visit(new Headers({ cookie: "voxa_consent=referral:no" }))).toBeNull();
    expect(await visit(new Headers({ cookie: "voxa_consent=referral:yes", "sec-gpc": "1" }))).toBeNull();
    expect(await visit(yes)).toMatch(new RegExp(`^voxa_ref=${aff.code}\\.[0-9a-z]+\\.[\\w-]{22}; Path=/;`));
    expect(await referralCookieForVisit(db, t.services.env, "NOSUCHCODE", yes, at)).toBeNull();
    // Changed behind this process's back (another instance): seen once the 10 s have passed.
    await db.update(affiliates).set({ status: "suspended" }).where(eq(affiliates.id, aff.id));
    expect(await visit(yes, at + 9_000)).not.toBeNull();
    expect(await visit(yes, at + 10_001)).toBeNull();
  });

  it("credits a referred sign-up, then its paid order, exactly once; refund window approves it", async () => {
    const { db } = t.services.database;
    const owner = await insertUser(db, "owner-a@example.com");
    const aff = await joinAffiliateProgram(db, owner.id, 0.2);
    const buyer = await insertUser(db, "buyer-a@example.com");
    const signup = await recordSignupReferral(db, aff.code, { id: buyer.id, email: buyer.email });
    expect(signup).toMatchObject({ status: "signed_up", selfReferral: false });
    expect(await recordSignupReferral(db, aff.code, { id: buyer.id, email: buyer.email })).toBeNull();

    const orderId = await live((await createCheckout(t.services, { priceId: "main-offer", refCode: aff.code, user: { id: buyer.id, email: buyer.email } })).orderId);
    await confirmPayment(t.services, orderId, { email: buyer.email });
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
    const orderId = await live((await createCheckout(t.services, { priceId: "ebook", refCode: aff.code })).orderId);
    await confirmPayment(t.services, orderId, { email: " self@example.com " });
    await commissionJob(t.services)({ orderId });
    const [ref] = await db.select().from(referrals).where(eq(referrals.orderId, orderId));
    expect(ref).toMatchObject({ status: "self_referral", selfReferral: true, commissionAmount: 0 });
  });

  it("a purchase by the affiliate's own signed-in account is a self-referral, whatever email it uses", async () => {
    const { db } = t.services.database;
    const owner = await insertUser(db, "owner-own-account@example.com");
    const aff = await joinAffiliateProgram(db, owner.id, 0.2);
    // Signed in as the affiliate, paying with a different address.
    const orderId = await live((await createCheckout(t.services, { priceId: "main-offer", refCode: aff.code, user: { id: owner.id, email: owner.email } })).orderId);
    await confirmPayment(t.services, orderId);
    await db.update(orders).set({ email: "another-address@example.com" }).where(eq(orders.id, orderId));
    expect(await commissionJob(t.services)({ orderId })).toEqual({ commission: 0, self: true });
    const [ref] = await db.select().from(referrals).where(eq(referrals.orderId, orderId));
    expect(ref).toMatchObject({ status: "self_referral", selfReferral: true, commissionAmount: 0, referredUserId: owner.id });
    expect(await affiliateSummary(db, aff.id)).toMatchObject({ totalEarnings: 0, pendingEarnings: 0 });
  });

  it("a sign-up through one's own link is a self-referral (same account or same normalised email)", async () => {
    const { db } = t.services.database;
    const owner = await insertUser(db, "owner-signup@example.com");
    const aff = await joinAffiliateProgram(db, owner.id, 0.2);
    expect(await recordSignupReferral(db, aff.code, { id: owner.id, email: owner.email })).toMatchObject({
      status: "self_referral",
      selfReferral: true,
      commissionAmount: 0,
    });
    const twin = await insertUser(db);
    expect(await recordSignupReferral(db, aff.code.toLowerCase(), { id: twin.id, email: "  Owner-Signup@Example.COM " })).toMatchObject({
      status: "self_referral",
      selfReferral: true,
    });
    const stranger = await insertUser(db);
    expect(await recordSignupReferral(db, aff.code, { id: stranger.id, email: stranger.email })).toMatchObject({ status: "signed_up", selfReferral: false });
  });

  it("last click wins: a later valid ?ref replaces the earlier cookie and is the one credited", async () => {
    // The root middleware sets this cookie on any page with ?ref=; each click gives a cookie with the
    // same name and path, so the browser keeps only the newest.
    const { db } = t.services.database;
    const affA = await joinAffiliateProgram(db, (await insertUser(db)).id, 0.2);
    const affB = await joinAffiliateProgram(db, (await insertUser(db)).id, 0.2);
    const env = t.services.env;
    const first = (await attributionCookieFor(db, affA.code, env, false))!;
    const second = (await attributionCookieFor(db, affB.code, env, false))!;
    const identity = (c: string) => [c.split("=")[0], /Path=[^;]+/.exec(c)?.[0]];
    expect(identity(second)).toEqual(identity(first));
    // An unknown code sets nothing, so it cannot erase B.
    expect(await attributionCookieFor(db, "UNKNOWN99", env, false)).toBeNull();
    const jar = second.split(";")[0];
    const { orderId } = await createCheckout(t.services, { priceId: "ebook", cookieRefCode: referralFromCookie(jar, env) });
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.affiliateId).toBe(affB.id);
    expect((await referringAffiliate(db, "UNKNOWN99", referralFromCookie(jar, env)))?.id).toBe(affB.id);
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

  it("lists referrals newest first", async () => {
    const { db } = t.services.database;
    const aff = await joinAffiliateProgram(db, (await insertUser(db)).id, 0.2);
    const older = await insertUser(db, "older@example.com");
    const newer = await insertUser(db, "newer@example.com");
    await db.insert(referrals).values([
      { affiliateId: aff.id, referredUserId: older.id, referredEmail: older.email, createdAt: new Date("2025-01-01T10:00:00Z") },
      { affiliateId: aff.id, referredUserId: newer.id, referredEmail: newer.email, createdAt: new Date("2025-03-01T10:00:00Z") },
    ]);
    const rows = await referralsForAffiliate(db, aff.id);
    expect(rows.map((r) => [r.createdAt, r.userEmail])).toEqual([
      ["2025-03-01T10:00:00.000Z", "ne•••@example.com"],
      ["2025-01-01T10:00:00.000Z", "ol•••@example.com"],
    ]);
  });

  it("shows a referred user without a name by masked email, never a blank cell", async () => {
    const { db } = t.services.database;
    const aff = await joinAffiliateProgram(db, (await insertUser(db)).id, 0.2);
    const nameless = await insertUser(db, "nameless@example.com");
    await db.update(user).set({ name: "  " }).where(eq(user.id, nameless.id));
    await recordSignupReferral(db, aff.code, { id: nameless.id, email: nameless.email });
    const [row] = await referralsForAffiliate(db, aff.id);
    expect(row).toMatchObject({ userName: "na•••@example.com", userEmail: "" });

    expect(referredPerson({ userId: "u1", name: "Jane Doe", email: "jane@example.com", referredEmail: null })).toEqual({
      userName: "Jane Doe",
      userEmail: "ja•••@example.com",
    });
    expect(referredPerson({ userId: "u1", name: "", email: "jane@example.com", referredEmail: null })).toEqual({
      userName: "ja•••@example.com",
      userEmail: "",
    });
    // A guest buyer (no account) is named as such, with the email the order was paid with.
    expect(referredPerson({ userId: null, name: null, email: null, referredEmail: "guest@example.com" })).toEqual({
      userName: "Guest buyer",
      userEmail: "gu•••@example.com",
    });
    expect(referredPerson({ userId: null, name: null, email: null, referredEmail: null })).toEqual({ userName: "Guest buyer", userEmail: "" });
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

describe("the referral window is kept by the server (decision 059)", () => {
  const DAY = 24 * 3600 * 1000;
  /** A paid order from a visitor whose cookie says they clicked `daysAgo` days ago; the commission job has run. */
  async function paidOrderFromClick(code: string, daysAgo: number, cookieValue?: string) {
    const env = t.services.env;
    const value = cookieValue ?? referralCookieValue(code, env.BETTER_AUTH_SECRET, new Date(Date.now() - daysAgo * DAY));
    const { orderId } = await createCheckout(t.services, { priceId: "ebook", cookieRefCode: referralFromCookie(`voxa_ref=${value}`, env) });
    await live(orderId);
    await confirmPayment(t.services, orderId, { email: `buyer-${orderId.slice(0, 8)}@example.com` });
    await commissionJob(t.services)({ orderId });
    const [order] = await t.services.database.db.select().from(orders).where(eq(orders.id, orderId));
    const commission = await t.services.database.db.select().from(referrals).where(eq(referrals.orderId, orderId));
    return { affiliateId: order.affiliateId, commissions: commission.length };
  }

  it("an order one day after the window earns no commission; one a day inside it does", async () => {
    const { db } = t.services.database;
    const days = t.services.env.AFFILIATE_COOKIE_DAYS;
    const aff = await joinAffiliateProgram(db, (await insertUser(db)).id, 0.2);
    expect(await paidOrderFromClick(aff.code, days - 1)).toEqual({ affiliateId: aff.id, commissions: 1 });
    // The browser kept the cookie past its Max-Age (or was told a longer one): the server says no.
    expect(await paidOrderFromClick(aff.code, days + 1)).toEqual({ affiliateId: null, commissions: 0 });
  });

  it("a cookie the site did not sign credits nobody: a bare code, another code, a moved click time", async () => {
    const { db } = t.services.database;
    const env = t.services.env;
    const aff = await joinAffiliateProgram(db, (await insertUser(db)).id, 0.2);
    const other = await joinAffiliateProgram(db, (await insertUser(db)).id, 0.2);
    const genuine = referralCookieValue(aff.code, env.BETTER_AUTH_SECRET, new Date(Date.now() - 90 * DAY));
    const [, stamp, mac] = genuine.split(".");
    const recent = Math.floor(Date.now() / 1000).toString(36);
    for (const forged of [aff.code, `${other.code}.${stamp}.${mac}`, `${aff.code}.${recent}.${mac}`])
      expect(await paidOrderFromClick(aff.code, 0, forged), forged).toEqual({ affiliateId: null, commissions: 0 });
  });
});

describe("the hourly commission sweep (background work)", () => {
  it("approves commissions past the refund window at start and then every hour", async () => {
    const { db } = t.services.database;
    const aff = await joinAffiliateProgram(db, (await insertUser(db)).id, 0.2);
    const matured = (daysAgo: number) =>
      db
        .insert(referrals)
        .values({
          affiliateId: aff.id,
          orderId: crypto.randomUUID(),
          status: "pending",
          commissionAmount: 1_000,
          updatedAt: new Date(Date.now() - daysAgo * 24 * 3600 * 1000),
        })
        .returning({ id: referrals.id })
        .then((rows) => rows[0]!.id);
    const statusOf = async (id: string) => (await db.select().from(referrals).where(eq(referrals.id, id)))[0]!.status;
    const old = await matured(t.services.env.REFUND_WINDOW_DAYS + 1);
    const young = await matured(t.services.env.REFUND_WINDOW_DAYS - 1);
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const stop = await startBackgroundWork(t.services);
    try {
      await until(async () => (await statusOf(old)) === "approved");
      expect(await statusOf(young)).toBe("pending");
      expect((await affiliateSummary(db, aff.id)).totalEarnings).toBe(1_000);
      // One matures later: the next hourly run approves it.
      const later = await matured(t.services.env.REFUND_WINDOW_DAYS + 2);
      expect(await statusOf(later)).toBe("pending");
      vi.advanceTimersByTime(3600_000);
      await until(async () => (await statusOf(later)) === "approved");
      expect(await statusOf(young)).toBe("pending");
    } finally {
      stop();
      vi.useRealTimers();
    }
  });
});
