import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { affiliates, orders, payouts, referrals, user, type PayoutDetails } from "#db/schema";
import type { Db } from "#platform/db.server";
import { payoutCopy as copy } from "~/content/affiliate";
import { Conflict, NotFound, ValidationFailed } from "~/lib/errors";
import { refreshAffiliateTotals } from "./commission.server";

/**
 * Paying partners (issue 43, decision 110): a partner says how they are paid (PayPal or a bank
 * account), the owner sees what is due per partner, exports a payout file for the bank or PayPal's
 * mass payout, and marks each partner paid with the transfer's reference. Approved commissions are
 * due; a payout pays all of a partner's due commissions at once. Test-mode commissions (the owner's
 * rehearsal, AFFILIATE_TEST_COMMISSIONS) are only ever paid in a payout marked test.
 */

const text = (max: number, missing: string) => z.string({ error: missing }).trim().min(1, missing).max(max, missing);

export const payoutDetailsSchema = z.discriminatedUnion(
  "method",
  [
    z.object({
      method: z.literal("paypal"),
      email: z.string({ error: copy.errors.email }).trim().max(254, copy.errors.email).pipe(z.email({ error: copy.errors.email })),
    }),
    z.object({
      method: z.literal("bank"),
      accountHolder: text(140, copy.errors.accountHolder),
      bankName: text(140, copy.errors.bankName),
      accountNumber: z
        .string({ error: copy.errors.accountNumber })
        .trim()
        .transform((v) => v.replace(/\s+/g, "").toUpperCase())
        .pipe(z.string().regex(/^[A-Z0-9]{6,34}$/, copy.errors.accountNumber)),
      routing: z
        .string({ error: copy.errors.routing })
        .trim()
        .transform((v) => v.replace(/\s+/g, "").toUpperCase())
        .pipe(z.string().regex(/^[A-Z0-9]{6,11}$/, copy.errors.routing)),
      country: text(60, copy.errors.country),
    }),
  ],
  { error: copy.errors.method },
);

function failed(error: z.ZodError): never {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) fieldErrors[String(issue.path[0] ?? "method")] ??= issue.message;
  throw new ValidationFailed(Object.values(fieldErrors)[0]!, fieldErrors);
}

/** A partner saves how they are paid (their own affiliate record only). */
export async function savePayoutDetails(db: Db, affiliateId: string, input: Record<string, unknown>, now = new Date()) {
  const parsed = payoutDetailsSchema.safeParse(input);
  if (!parsed.success) failed(parsed.error);
  await db.update(affiliates).set({ payoutDetails: parsed.data, payoutUpdatedAt: now }).where(eq(affiliates.id, affiliateId));
  return parsed.data;
}

/** What the partner sees of what they saved: enough to recognise it, not to copy it. */
export function maskedPayout(details: PayoutDetails | null): string | null {
  if (!details) return null;
  if (details.method === "paypal") {
    const [name = "", domain = ""] = details.email.split("@");
    return copy.masked.paypal(`${name.slice(0, 2)}${"•".repeat(Math.max(1, name.length - 2))}@${domain}`);
  }
  return copy.masked.bank(details.bankName, details.accountNumber.slice(-4));
}

/** The payout details in one line, for the owner's table and the payout file. */
export function payoutLine(details: PayoutDetails | null): string {
  if (!details) return copy.noDetails;
  if (details.method === "paypal") return `PayPal ${details.email}`;
  return `${details.accountHolder}, ${details.bankName}, account ${details.accountNumber}, ${details.routing}, ${details.country}`;
}

export type PayoutDue = {
  affiliateId: string;
  code: string;
  partner: string;
  email: string;
  details: PayoutDetails | null;
  /** Approved, unpaid commissions: their count and total, live and (rehearsal) test apart. */
  live: { count: number; cents: number };
  test: { count: number; cents: number };
};

/** Approved commissions not yet paid, per partner, largest first. */
export async function payoutsDue(db: Db): Promise<PayoutDue[]> {
  const rows = await db
    .select({
      affiliateId: affiliates.id,
      code: affiliates.code,
      name: user.name,
      email: user.email,
      details: affiliates.payoutDetails,
      liveCount: sql<number>`count(*) filter (where not coalesce(${orders.testMode}, false))::int`,
      liveCents: sql<number>`coalesce(sum(${referrals.commissionAmount}) filter (where not coalesce(${orders.testMode}, false)), 0)::int`,
      testCount: sql<number>`count(*) filter (where coalesce(${orders.testMode}, false))::int`,
      testCents: sql<number>`coalesce(sum(${referrals.commissionAmount}) filter (where coalesce(${orders.testMode}, false)), 0)::int`,
    })
    .from(referrals)
    .innerJoin(affiliates, eq(affiliates.id, referrals.affiliateId))
    .innerJoin(user, eq(user.id, affiliates.userId))
    .leftJoin(orders, eq(orders.id, referrals.orderId))
    .where(and(eq(referrals.status, "approved"), sql`${referrals.commissionAmount} > 0`))
    .groupBy(affiliates.id, affiliates.code, user.name, user.email, affiliates.payoutDetails)
    .orderBy(sql`coalesce(sum(${referrals.commissionAmount}), 0) desc`, asc(affiliates.code));
  return rows.map((r) => ({
    affiliateId: r.affiliateId,
    code: r.code,
    partner: r.name?.trim() || r.email,
    email: r.email,
    details: r.details,
    live: { count: Number(r.liveCount), cents: Number(r.liveCents) },
    test: { count: Number(r.testCount), cents: Number(r.testCents) },
  }));
}

const csvCell = (v: string | number) => {
  const s = String(v);
  // A spreadsheet must not read a cell as a formula (OWASP CSV injection).
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * The payout file: one row per partner with money due and payout details, in dollars, ready for
 * a bank's bulk transfer or PayPal's mass payout (email, amount, currency, note). `test` rows only
 * when rehearsing, marked TEST.
 */
export function payoutCsv(due: PayoutDue[], opts: { rehearsal: boolean }): string {
  const header = ["partner", "code", "method", "paypal_email", "account_holder", "bank_name", "account_number", "routing", "country", "amount", "currency", "commissions", "note"];
  const lines = [header.join(",")];
  for (const d of due) {
    const rows: { cents: number; count: number; test: boolean }[] = [];
    if (d.live.cents > 0 && d.details) rows.push({ ...d.live, test: false });
    if (opts.rehearsal && d.test.cents > 0 && d.details) rows.push({ ...d.test, test: true });
    for (const r of rows) {
      const bank = d.details?.method === "bank" ? d.details : null;
      lines.push(
        [
          d.partner,
          d.code,
          d.details!.method,
          d.details?.method === "paypal" ? d.details.email : "",
          bank?.accountHolder ?? "",
          bank?.bankName ?? "",
          bank?.accountNumber ?? "",
          bank?.routing ?? "",
          bank?.country ?? "",
          (r.cents / 100).toFixed(2),
          "USD",
          r.count,
          r.test ? "TEST — rehearsal, do not pay" : `${copy.fileNote} ${d.code}`,
        ]
          .map(csvCell)
          .join(","),
      );
    }
  }
  return `${lines.join("\r\n")}\r\n`;
}

/**
 * The owner paid a partner: every approved commission of theirs (live, or test ones for a
 * rehearsal) is marked paid under one payout with the transfer's reference, in one transaction.
 * Refused when nothing is due or the partner has no payout details.
 */
export async function recordPayout(
  db: Db,
  input: { affiliateId: string; reference: string; test: boolean; adminId: string | null },
  now = new Date(),
) {
  const reference = input.reference.trim();
  if (!reference || reference.length > 140) throw new ValidationFailed(copy.errors.reference, { reference: copy.errors.reference });
  // Not an id at all (a tampered form): no partner has it, and the database is not asked.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(input.affiliateId)) throw new NotFound("Affiliate not found");
  return db.transaction(async (tx) => {
    const [aff] = await tx.select().from(affiliates).where(eq(affiliates.id, input.affiliateId)).limit(1).for("update");
    if (!aff) throw new NotFound("Affiliate not found");
    if (!aff.payoutDetails) throw new Conflict(copy.errors.noDetails);
    const due = await tx
      .select({ id: referrals.id, amount: referrals.commissionAmount })
      .from(referrals)
      .leftJoin(orders, eq(orders.id, referrals.orderId))
      .where(
        and(
          eq(referrals.affiliateId, aff.id),
          eq(referrals.status, "approved"),
          sql`${referrals.commissionAmount} > 0`,
          input.test ? sql`coalesce(${orders.testMode}, false)` : sql`not coalesce(${orders.testMode}, false)`,
        ),
      );
    if (!due.length) throw new Conflict(copy.errors.nothingDue);
    const amount = due.reduce((s, r) => s + r.amount, 0);
    const [payout] = await tx
      .insert(payouts)
      .values({ affiliateId: aff.id, amount, details: aff.payoutDetails, reference, test: input.test, createdBy: input.adminId, createdAt: now })
      .returning();
    await tx
      .update(referrals)
      .set({ status: "paid", payoutId: payout!.id, updatedAt: now })
      .where(inArray(
        referrals.id,
        due.map((r) => r.id),
      ));
    await refreshAffiliateTotals(tx, aff.id);
    return { payout: payout!, count: due.length };
  });
}

/** A partner's payouts, newest first (their dashboard and the owner's partner page). */
export async function payoutsOf(db: Db, affiliateId: string) {
  const rows = await db.select().from(payouts).where(eq(payouts.affiliateId, affiliateId)).orderBy(sql`${payouts.createdAt} desc`).limit(50);
  return rows.map((p) => ({ id: p.id, amount: p.amount, reference: p.reference, test: p.test, createdAt: p.createdAt.toISOString() }));
}
