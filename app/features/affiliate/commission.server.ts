import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { affiliates, orders, referrals, user, type ReferralStatus } from "#db/schema";
import type { Db } from "#platform/db.server";
import type { AppServices } from "#platform/context";

type Services = Pick<AppServices, "env" | "database" | "logger">;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export const normaliseEmail = (e: string | null | undefined) => (e ?? "").trim().toLowerCase();

/** Commission = rate × amount paid (less any refund), in whole cents. */
export function commissionFor(rate: number, amountCents: number) {
  return Math.round(rate * amountCents);
}

/** total_earnings = approved + paid commissions (kept in the row for the spec's column). */
export async function refreshAffiliateTotals(db: Db | Tx, affiliateId: string) {
  await db
    .update(affiliates)
    .set({
      totalEarnings: sql`(select coalesce(sum(${referrals.commissionAmount}), 0) from ${referrals} where ${referrals.affiliateId} = ${affiliateId} and ${referrals.status} in ('approved', 'paid'))`,
    })
    .where(eq(affiliates.id, affiliateId));
}

/**
 * The owner moves commissions a step (pending → approved, approved → paid): only rows in `from`
 * (and of `affiliateId`, when given) move; each affected affiliate's total_earnings is recomputed
 * in the same transaction. Returns the rows that moved.
 */
export async function advanceCommissions(
  tx: Tx,
  ids: string[],
  from: ReferralStatus,
  to: ReferralStatus,
  affiliateId?: string,
) {
  const rows = await tx
    .update(referrals)
    .set({ status: to, updatedAt: new Date() })
    .where(
      and(inArray(referrals.id, ids), eq(referrals.status, from), affiliateId ? eq(referrals.affiliateId, affiliateId) : undefined),
    )
    .returning({ id: referrals.id, affiliateId: referrals.affiliateId, amount: referrals.commissionAmount });
  for (const affected of new Set(rows.map((r) => r.affiliateId))) await refreshAffiliateTotals(tx, affected);
  return rows;
}

/** The owner's terms for one partner: the commission rate (a fraction) and whether it is active. */
export async function setAffiliateTerms(
  tx: Tx,
  affiliateId: string,
  terms: { commissionRate?: number; status?: "active" | "suspended" },
) {
  await tx.update(affiliates).set(terms).where(eq(affiliates.id, affiliateId));
}

/**
 * An order's money went back (a full refund, a lost dispute): its commission, unless already paid
 * out, is reversed to 0. The affiliate's totals are the caller's to refresh.
 */
export async function reverseCommission(tx: Tx, orderId: string) {
  await tx
    .update(referrals)
    .set({ status: "reversed", commissionAmount: 0, updatedAt: new Date() })
    .where(and(eq(referrals.orderId, orderId), inArray(referrals.status, ["pending", "approved", "signed_up"])));
}

/**
 * Part of an order was refunded: a pending or approved commission becomes rate × (amount paid −
 * refunded). Its updatedAt is kept: the refund window still runs from the sale.
 */
export async function lowerCommissionForRefund(
  tx: Tx,
  order: { id: string; affiliateId: string; amountTotal: number },
  refundedCents: number,
) {
  const [aff] = await tx.select({ rate: affiliates.commissionRate }).from(affiliates).where(eq(affiliates.id, order.affiliateId)).limit(1);
  if (!aff) return;
  await tx
    .update(referrals)
    .set({ commissionAmount: commissionFor(Number(aff.rate), order.amountTotal - refundedCents) })
    .where(and(eq(referrals.orderId, order.id), inArray(referrals.status, ["pending", "approved"])));
}

/**
 * The commission job for a paid order: records (or upgrades the sign-up referral into) one
 * referral per order. Self-referrals are marked and earn nothing; suspended affiliates earn nothing.
 * A test-mode order (no money charged) is recorded as a "test" referral with no commission, so the
 * partner's row says the buyer ordered; with AFFILIATE_TEST_COMMISSIONS it earns a commission that
 * is labelled test everywhere and only ever paid in a test payout (a rehearsal, decision 110).
 */
export type CommissionJob = { orderId: string };

export function commissionJob(services: Services) {
  return async ({ orderId }: CommissionJob) => {
    const { db } = services.database;
    return db.transaction(async (tx) => {
      // Locked: a refund applied meanwhile waits, then lowers the commission recorded here.
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for("update");
      if (!order?.affiliateId || order.status !== "paid") return { skipped: "not a paid referred order" };
      const [aff] = await tx
        .select({ id: affiliates.id, userId: affiliates.userId, rate: affiliates.commissionRate, status: affiliates.status, email: user.email })
        .from(affiliates)
        .innerJoin(user, eq(user.id, affiliates.userId))
        .where(eq(affiliates.id, order.affiliateId))
        .limit(1);
      if (!aff || aff.status !== "active") return { skipped: "affiliate inactive" };
      const self = aff.userId === order.userId || (!!order.email && normaliseEmail(aff.email) === normaliseEmail(order.email));
      // Test mode charges nothing: no commission, unless the owner is rehearsing payouts.
      const noMoney = order.testMode && !services.env.AFFILIATE_TEST_COMMISSIONS;
      const amount = self || noMoney ? 0 : commissionFor(Number(aff.rate), order.amountTotal - order.amountRefunded);
      const status = self ? ("self_referral" as const) : noMoney ? ("test" as const) : ("pending" as const);
      const values = {
        orderId,
        referredEmail: order.email,
        status,
        selfReferral: self,
        commissionAmount: amount,
        updatedAt: new Date(),
      };
      // Upgrade the buyer's sign-up referral if there is one, else record a new referral.
      const [signup] = order.userId
        ? await tx
            .select({ id: referrals.id })
            .from(referrals)
            .where(and(eq(referrals.affiliateId, aff.id), eq(referrals.referredUserId, order.userId), isNull(referrals.orderId)))
            .limit(1)
        : [];
      if (signup) await tx.update(referrals).set(values).where(eq(referrals.id, signup.id));
      else
        await tx
          .insert(referrals)
          .values({ ...values, affiliateId: aff.id, referredUserId: order.userId })
          .onConflictDoNothing({ target: referrals.orderId });
      await refreshAffiliateTotals(tx, aff.id);
      return { commission: amount, self };
    });
  };
}

/** Pending commissions become approved once the refund window has passed. */
export async function approveMaturedCommissions(db: Db, refundWindowDays: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - refundWindowDays * 24 * 3600 * 1000);
  const rows = await db
    .update(referrals)
    .set({ status: "approved", updatedAt: now })
    // A commission on an order with an open chargeback waits for the dispute's outcome (decision 060).
    .where(
      and(
        eq(referrals.status, "pending"),
        lt(referrals.updatedAt, cutoff),
        sql`not exists (select 1 from ${orders} where ${orders.id} = ${referrals.orderId} and ${orders.disputeStatus} = 'open')`,
      ),
    )
    .returning({ affiliateId: referrals.affiliateId });
  const ids = [...new Set(rows.map((r) => r.affiliateId))];
  if (ids.length) {
    const affected = await db.select({ id: affiliates.id }).from(affiliates).where(inArray(affiliates.id, ids));
    for (const a of affected) await refreshAffiliateTotals(db, a.id);
  }
  return rows.length;
}

/** This feature's queues and what their jobs carry (platform/jobs.server.ts, JobPayloads). */
declare module "#platform/jobs.server" {
  interface JobPayloads {
    commission: CommissionJob;
  }
}

/** A person's erasure (docs/decisions/068): a referral of them keeps its commission, not their address. */
export async function eraseReferredEmails(tx: Tx, referralIds: string[], now = new Date()) {
  if (!referralIds.length) return;
  await tx.update(referrals).set({ referredEmail: null, updatedAt: now }).where(inArray(referrals.id, referralIds));
}
