import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { affiliates, orders, referrals, referralStatuses, user, type ReferralStatus } from "#db/schema";
import type { Db } from "#platform/db.server";
import { affiliateSummary, forgetReferralCodes } from "~/features/affiliate/affiliate.server";
import { advanceCommissions, setAffiliateTerms } from "~/features/affiliate/commission.server";
import type { AppServices } from "#platform/context";
import { NotFound } from "~/lib/errors";
import { logAdminAction, type AdminUser } from "./access.server";
import { HISTORY_LIMIT, historyCount, historyFor } from "./lead-inbox.server";
import { keysetPage, PAGE_SIZE, type Cursor } from "~/lib/pagination";

type Services = Pick<AppServices, "database" | "logger">;
const isUuid = (s: string) => z.uuid().safeParse(s).success;

const sumWhere = (status: ReferralStatus | ReferralStatus[]) => {
  const list = Array.isArray(status) ? status : [status];
  return sql<number>`coalesce(sum(case when ${referrals.status} in (${sql.join(
    list.map((s) => sql`${s}`),
    sql`, `,
  )}) then ${referrals.commissionAmount} else 0 end), 0)::int`;
};

export type AffiliateListRow = {
  id: string;
  code: string;
  name: string;
  email: string;
  status: "active" | "suspended";
  commissionRate: number;
  totalEarnings: number;
  referrals: number;
  pending: number;
  approved: number;
  paid: number;
  createdAt: string;
};

export async function listAffiliates(db: Db, cursor: Cursor, limit = PAGE_SIZE) {
  const page = await keysetPage(cursor, limit, ({ direction, cursorId, take }) => {
    const row = sql`(select c.created_at, c.id from affiliates c where c.id = ${cursorId})`;
    const keyset = cursorId
      ? direction === "older"
        ? sql`(${affiliates.createdAt}, ${affiliates.id}) < ${row}`
        : sql`(${affiliates.createdAt}, ${affiliates.id}) > ${row}`
      : undefined;
    return db
      .select({
        id: affiliates.id,
        code: affiliates.code,
        name: user.name,
        email: user.email,
        status: affiliates.status,
        commissionRate: affiliates.commissionRate,
        createdAt: affiliates.createdAt,
        referrals: sql<number>`(select count(*)::int from referrals r where r.affiliate_id = affiliates.id)`,
        pending: sql<number>`(select coalesce(sum(r.commission_amount), 0)::int from referrals r where r.affiliate_id = affiliates.id and r.status = 'pending')`,
        approved: sql<number>`(select coalesce(sum(r.commission_amount), 0)::int from referrals r where r.affiliate_id = affiliates.id and r.status = 'approved')`,
        paid: sql<number>`(select coalesce(sum(r.commission_amount), 0)::int from referrals r where r.affiliate_id = affiliates.id and r.status = 'paid')`,
      })
      .from(affiliates)
      .innerJoin(user, eq(user.id, affiliates.userId))
      .where(keyset)
      .orderBy(
        ...(direction === "older"
          ? [desc(affiliates.createdAt), desc(affiliates.id)]
          : [affiliates.createdAt, affiliates.id]),
      )
      .limit(take);
  });
  return {
    ...page,
    items: page.items.map((a): AffiliateListRow => ({
      ...a,
      commissionRate: Number(a.commissionRate),
      referrals: Number(a.referrals),
      pending: Number(a.pending),
      approved: Number(a.approved),
      paid: Number(a.paid),
      // What the affiliate's dashboard shows (approved + paid), computed as affiliateSummary does.
      totalEarnings: Number(a.approved) + Number(a.paid),
      createdAt: a.createdAt.toISOString(),
    })),
  };
}

export async function affiliateDetail(db: Db, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      id: affiliates.id,
      code: affiliates.code,
      status: affiliates.status,
      commissionRate: affiliates.commissionRate,
      totalEarnings: affiliates.totalEarnings,
      createdAt: affiliates.createdAt,
      userId: user.id,
      name: user.name,
      email: user.email,
    })
    .from(affiliates)
    .innerJoin(user, eq(user.id, affiliates.userId))
    .where(eq(affiliates.id, id))
    .limit(1);
  if (!row) return null;
  const history = await historyFor(db, "affiliate", id, HISTORY_LIMIT);
  const [sums] = await db
    .select({ approved: sumWhere("approved"), paid: sumWhere("paid") })
    .from(referrals)
    .where(eq(referrals.affiliateId, id));
  return {
    affiliate: { ...row, commissionRate: Number(row.commissionRate), createdAt: row.createdAt.toISOString() },
    /** What the affiliate's own dashboard shows (the same function). */
    summary: {
      ...(await affiliateSummary(db, id)),
      approved: Number(sums?.approved ?? 0),
      paid: Number(sums?.paid ?? 0),
    },
    history,
    historyTotal: history.length >= HISTORY_LIMIT ? await historyCount(db, "affiliate", id) : history.length,
  };
}

export const referralFilterSchema = z.object({
  status: z.enum(referralStatuses).optional().catch(undefined),
});

export type ReferralListRow = {
  id: string;
  createdAt: string;
  affiliateId: string;
  affiliateCode: string;
  referredName: string | null;
  referredEmail: string;
  orderId: string | null;
  /** The referral's order was paid in the local TEST MODE checkout (no money moved). */
  testOrder: boolean;
  status: ReferralStatus;
  commissionAmount: number;
};

export async function listReferrals(
  db: Db,
  filters: { affiliateId?: string; status?: ReferralStatus },
  cursor: Cursor,
  limit = PAGE_SIZE,
) {
  const where: SQL[] = [];
  if (filters.affiliateId) where.push(eq(referrals.affiliateId, filters.affiliateId));
  if (filters.status) where.push(eq(referrals.status, filters.status));
  const page = await keysetPage(cursor, limit, ({ direction, cursorId, take }) => {
    const row = sql`(select c.created_at, c.id from referrals c where c.id = ${cursorId})`;
    const keyset = cursorId
      ? direction === "older"
        ? sql`(${referrals.createdAt}, ${referrals.id}) < ${row}`
        : sql`(${referrals.createdAt}, ${referrals.id}) > ${row}`
      : undefined;
    return db
      .select({
        id: referrals.id,
        createdAt: referrals.createdAt,
        affiliateId: referrals.affiliateId,
        affiliateCode: affiliates.code,
        referredName: user.name,
        referredEmail: sql<string | null>`coalesce(${user.email}, ${referrals.referredEmail})`,
        orderId: referrals.orderId,
        testOrder: sql<boolean>`coalesce(${orders.testMode}, false)`,
        status: referrals.status,
        commissionAmount: referrals.commissionAmount,
      })
      .from(referrals)
      .innerJoin(affiliates, eq(affiliates.id, referrals.affiliateId))
      .leftJoin(user, eq(user.id, referrals.referredUserId))
      .leftJoin(orders, eq(orders.id, referrals.orderId))
      .where(and(...where, keyset))
      .orderBy(
        ...(direction === "older"
          ? [desc(referrals.createdAt), desc(referrals.id)]
          : [referrals.createdAt, referrals.id]),
      )
      .limit(take);
  });
  return {
    ...page,
    items: page.items.map((r): ReferralListRow => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      testOrder: Boolean(r.testOrder),
      // The owner sees the full address; the affiliate's own dashboard only ever shows a masked one.
      referredEmail: r.referredEmail ?? "",
    })),
  };
}

/** 0–100 % as typed by the owner (up to two decimals); stored as a fraction (0.2 = 20 %). */
export const commissionRateInput = z.object({
  percent: z.coerce
    .number("Enter a percentage between 0 and 100.")
    .min(0, "Enter a percentage between 0 and 100.")
    .max(100, "Enter a percentage between 0 and 100.")
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, "Use at most two decimals."),
});

export function percentToFraction(percent: number) {
  return Math.round(percent * 100) / 10_000;
}

export async function setCommissionRate(services: Services, admin: AdminUser, id: string, percent: number) {
  if (!isUuid(id)) throw new NotFound("Affiliate not found");
  const rate = percentToFraction(percent);
  return services.database.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ rate: affiliates.commissionRate })
      .from(affiliates)
      .where(eq(affiliates.id, id))
      .for("update")
      .limit(1);
    if (!before) throw new NotFound("Affiliate not found");
    await setAffiliateTerms(tx, id, { commissionRate: rate });
    await logAdminAction(
      services,
      admin,
      {
        action: "affiliate.rate",
        targetType: "affiliate",
        targetId: id,
        details: { from: Number(before.rate), to: rate },
      },
      tx,
    );
    return rate;
  });
}

export async function setAffiliateStatus(
  services: Services,
  admin: AdminUser,
  id: string,
  status: "active" | "suspended",
) {
  if (!isUuid(id)) throw new NotFound("Affiliate not found");
  const changed = await services.database.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: affiliates.status })
      .from(affiliates)
      .where(eq(affiliates.id, id))
      .for("update")
      .limit(1);
    if (!before) throw new NotFound("Affiliate not found");
    if (before.status === status) return false;
    await setAffiliateTerms(tx, id, { status });
    await logAdminAction(
      services,
      admin,
      {
        action: status === "suspended" ? "affiliate.suspend" : "affiliate.reactivate",
        targetType: "affiliate",
        targetId: id,
      },
      tx,
    );
    return true;
  });
  // Once committed: a page visit with this partner's ?ref= sees the new status at once.
  if (changed) forgetReferralCodes();
  return changed;
}

export const referralIdsInput = z.object({
  ids: z
    .array(z.uuid("Unknown referral."))
    .min(1, "Select at least one referral.")
    .max(500, "Select at most 500 referrals at a time."),
});

/**
 * Bulk commission steps: approve (pending → approved) or pay (approved → paid). Rows in any
 * other status are left alone; each affected affiliate's total_earnings is recomputed in the
 * same transaction, so their dashboard shows the new total on its next load.
 */
async function moveReferrals(
  services: Services,
  admin: AdminUser,
  ids: string[],
  from: ReferralStatus,
  to: ReferralStatus,
  action: string,
  scope: { affiliateId?: string } = {},
) {
  const unique = [...new Set(ids)];
  const moved = await services.database.db.transaction(async (tx) => {
    const rows = await advanceCommissions(tx, unique, from, to, scope.affiliateId);
    for (const r of rows)
      await logAdminAction(
        services,
        admin,
        { action, targetType: "referral", targetId: r.id, details: { affiliateId: r.affiliateId, amount: r.amount } },
        tx,
      );
    return rows;
  });
  return {
    count: moved.length,
    amount: moved.reduce((s, r) => s + r.amount, 0),
    skipped: unique.length - moved.length,
  };
}

/** Only referrals of `scope.affiliateId` move when it is given (an affiliate's own page). */
export function approveReferrals(
  services: Services,
  admin: AdminUser,
  ids: string[],
  scope?: { affiliateId?: string },
) {
  return moveReferrals(services, admin, ids, "pending", "approved", "referral.approve", scope);
}

export function markReferralsPaid(
  services: Services,
  admin: AdminUser,
  ids: string[],
  scope?: { affiliateId?: string },
) {
  return moveReferrals(services, admin, ids, "approved", "paid", "referral.pay", scope);
}

export async function assertAffiliateExists(db: Db, id: string) {
  if (!isUuid(id)) throw new NotFound("Affiliate not found");
  const [row] = await db.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.id, id)).limit(1);
  if (!row) throw new NotFound("Affiliate not found");
}
