import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { affiliates, orders, payouts, referrals, user } from "#db/schema";
import type { AppServices } from "#platform/context";
import { createTestServices } from "#tests/support/services";
import { createCheckout } from "~/features/checkout/orders.server";
import { confirmPayment } from "~/flows/payment.server";
import { commissionJob } from "./commission.server";
import { maskedPayout, payoutCsv, payoutsDue, recordPayout, savePayoutDetails } from "./payouts.server";

/** Issue 43 item 6: partners can be paid — details, what is due, the payout file, marked paid, a rehearsal. */

type T = Awaited<ReturnType<typeof createTestServices>>;
let t: T;
const db = () => t.services.database.db;

async function partner(code: string, name: string) {
  const [u] = await db().insert(user).values({ id: `u-${code}`, name, email: `${code.toLowerCase()}@partners.example`, emailVerified: true }).returning();
  const [a] = await db().insert(affiliates).values({ userId: u!.id, code, commissionRate: 0.2 }).returning();
  return a!;
}
async function approved(affiliateId: string, cents: number, orderId?: string) {
  const [r] = await db().insert(referrals).values({ affiliateId, status: "approved", commissionAmount: cents, orderId: orderId ?? null }).returning();
  return r!;
}

beforeAll(async () => {
  t = await createTestServices({});
});
afterAll(async () => {
  await t.close();
});

describe("a partner's payout details", () => {
  it("are PayPal or a bank account, checked field by field, and shown back masked", async () => {
    const a = await partner("DETAILS1", "Dana Partner");
    await expect(savePayoutDetails(db(), a.id, { method: "paypal", email: "not-an-address" })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { email: "Enter the email address of your PayPal account." },
    });
    await expect(savePayoutDetails(db(), a.id, { method: "bank", accountHolder: "Dana Partner", accountNumber: "12", routing: "x" })).rejects.toMatchObject({
      status: 400,
      fieldErrors: {
        bankName: "Enter your bank's name.",
        accountNumber: "Enter the account number or IBAN: 6 to 34 letters and digits.",
        routing: "Enter the routing number, sort code or SWIFT/BIC: 6 to 11 letters and digits.",
        country: "Enter the bank's country.",
      },
    });
    await expect(savePayoutDetails(db(), a.id, { method: "cheque" })).rejects.toMatchObject({ status: 400, message: "Choose PayPal or bank transfer." });
    const bank = await savePayoutDetails(db(), a.id, {
      method: "bank",
      accountHolder: "Dana Partner",
      bankName: "First Austin Bank",
      accountNumber: "de89 3704 0044 0532 0130 00",
      routing: "cobadeffxxx",
      country: "Germany",
    });
    expect(bank).toEqual({ method: "bank", accountHolder: "Dana Partner", bankName: "First Austin Bank", accountNumber: "DE89370400440532013000", routing: "COBADEFFXXX", country: "Germany" });
    expect(maskedPayout(bank)).toBe("First Austin Bank, account ending 3000");
    expect(maskedPayout({ method: "paypal", email: "dana.partner@example.com" })).toBe("PayPal da••••••••••@example.com");
  });
});

describe("what partners are owed, the payout file and marking it paid", () => {
  it("lists approved commissions per partner, writes the file, and marks a partner paid once with a reference", async () => {
    const a = await partner("OWED1", "Ana Owed");
    const b = await partner("OWED2", "=Bob Formula");
    const c = await partner("OWED3", "Cy NoDetails");
    await savePayoutDetails(db(), a.id, { method: "paypal", email: "ana@paypal.example" });
    await savePayoutDetails(db(), b.id, { method: "bank", accountHolder: "Bob", bankName: "Bank, Ltd", accountNumber: "12345678", routing: "021000021", country: "USA" });
    await approved(a.id, 4_940);
    await approved(a.id, 10_000);
    await approved(b.id, 2_500);
    await approved(c.id, 700);
    // Not due: pending, paid, reversed.
    await db().insert(referrals).values([
      { affiliateId: a.id, status: "pending", commissionAmount: 9_999 },
      { affiliateId: a.id, status: "paid", commissionAmount: 1 },
    ]);
    const due = (await payoutsDue(db())).filter((d) => d.code.startsWith("OWED"));
    expect(due.map((d) => [d.code, d.live, d.test, d.details?.method ?? null])).toEqual([
      ["OWED1", { count: 2, cents: 14_940 }, { count: 0, cents: 0 }, "paypal"],
      ["OWED2", { count: 1, cents: 2_500 }, { count: 0, cents: 0 }, "bank"],
      ["OWED3", { count: 1, cents: 700 }, { count: 0, cents: 0 }, null],
    ]);
    expect(payoutCsv(due, { rehearsal: false })).toBe(
      "partner,code,method,paypal_email,account_holder,bank_name,account_number,routing,country,amount,currency,commissions,note\r\n" +
        "Ana Owed,OWED1,paypal,ana@paypal.example,,,,,,149.40,USD,2,Voxa AI partner commissions OWED1\r\n" +
        "'=Bob Formula,OWED2,bank,,Bob,\"Bank, Ltd\",12345678,021000021,USA,25.00,USD,1,Voxa AI partner commissions OWED2\r\n",
    );

    await expect(recordPayout(db(), { affiliateId: c.id, reference: "X1", test: false, adminId: null })).rejects.toMatchObject({
      status: 409,
      message: "This partner has not given payout details yet.",
    });
    await expect(recordPayout(db(), { affiliateId: a.id, reference: " ", test: false, adminId: null })).rejects.toMatchObject({ status: 400 });
    const { payout, count } = await recordPayout(db(), { affiliateId: a.id, reference: "PP-2026-12-001", test: false, adminId: null });
    expect([payout.amount, payout.reference, payout.test, count]).toEqual([14_940, "PP-2026-12-001", false, 2]);
    expect(payout.details).toEqual({ method: "paypal", email: "ana@paypal.example" });
    const paid = await db().select().from(referrals).where(eq(referrals.payoutId, payout.id));
    expect(paid.map((r) => r.status)).toEqual(["paid", "paid"]);
    expect((await db().select().from(affiliates).where(eq(affiliates.id, a.id)))[0]!.totalEarnings).toBe(14_940 + 1);
    await expect(recordPayout(db(), { affiliateId: a.id, reference: "again", test: false, adminId: null })).rejects.toMatchObject({
      status: 409,
      message: "Nothing is due to this partner.",
    });
    expect((await payoutsDue(db())).map((d) => d.code)).not.toContain("OWED1");
  });
});

describe("rehearsing payouts on test-mode orders (AFFILIATE_TEST_COMMISSIONS)", () => {
  it("a test order earns a commission marked test, paid only in a test payout and written to the file as TEST only when rehearsing", async () => {
    const a = await partner("REHEARSE1", "Rita Rehearse");
    await savePayoutDetails(db(), a.id, { method: "paypal", email: "rita@paypal.example" });
    const rehearsing: AppServices = { ...t.services, env: { ...t.services.env, STRIPE_SECRET_KEY: undefined, AFFILIATE_TEST_COMMISSIONS: true } };
    const { orderId } = await createCheckout(rehearsing, { priceId: "ebook", refCode: "REHEARSE1" });
    expect(await confirmPayment(rehearsing, orderId, { email: "buyer@example.com" })).toBe(true);
    expect((await db().select().from(orders).where(eq(orders.id, orderId)))[0]!.testMode).toBe(true);
    expect(await commissionJob(rehearsing)({ orderId })).toEqual({ commission: 288, self: false });
    await db().update(referrals).set({ status: "approved" }).where(eq(referrals.orderId, orderId));

    const due = (await payoutsDue(db())).find((d) => d.code === "REHEARSE1")!;
    expect([due.live, due.test]).toEqual([{ count: 0, cents: 0 }, { count: 1, cents: 288 }]);
    expect(payoutCsv([due], { rehearsal: false }).split("\r\n").filter(Boolean)).toHaveLength(1);
    expect(payoutCsv([due], { rehearsal: true })).toContain("Rita Rehearse,REHEARSE1,paypal,rita@paypal.example,,,,,,2.88,USD,1,\"TEST — rehearsal, do not pay\"\r\n");
    await expect(recordPayout(db(), { affiliateId: a.id, reference: "live", test: false, adminId: null })).rejects.toMatchObject({ status: 409 });
    const { payout } = await recordPayout(db(), { affiliateId: a.id, reference: "REHEARSAL-1", test: true, adminId: null });
    expect((await db().select().from(payouts).where(eq(payouts.id, payout.id)))[0]).toMatchObject({ test: true, amount: 288 });

    // Without the rehearsal the same kind of order earns nothing and says it was a test order.
    const plain: AppServices = { ...t.services, env: { ...t.services.env, STRIPE_SECRET_KEY: undefined, AFFILIATE_TEST_COMMISSIONS: false } };
    const second = await createCheckout(plain, { priceId: "ebook", refCode: "REHEARSE1" });
    await confirmPayment(plain, second.orderId, { email: "buyer2@example.com" });
    expect(await commissionJob(plain)({ orderId: second.orderId })).toEqual({ commission: 0, self: false });
    expect((await db().select().from(referrals).where(eq(referrals.orderId, second.orderId)))[0]).toMatchObject({ status: "test", commissionAmount: 0 });
  });
});
