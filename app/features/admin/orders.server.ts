import { ownerFlags } from "~/content/payment-states";
import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import {
  affiliates,
  bookings,
  orderItems,
  orders,
  orderStatuses,
  paymentRejections,
  referrals,
  user,
  type OrderStatus,
} from "#db/schema";
import type { AppServices } from "#platform/context";
import type { Db } from "#platform/db.server";
import { orderWithItems } from "~/features/checkout/orders.server";
import { refundableLeft } from "~/features/checkout/refund.server";
import { Conflict } from "~/lib/errors";
import { orderStatusLabel } from "~/content/admin";
import { csvStream } from "~/lib/csv";
import { containsPattern } from "./lead-inbox.server";
import { attributionOf } from "~/features/analytics/first-touch";
import { attributionCells, attributionCsvHeader } from "./csv-attribution";
import { touchFilterValue } from "./first-touch-filters";
import { touchConditions, touchExpressions, touchOptions } from "./first-touch-filters.server";
import { keysetPage, PAGE_SIZE, type Cursor } from "~/lib/pagination";

/** "live": paid through Stripe; "test": the local TEST MODE checkout (no money moved). */
export const orderModes = ["live", "test"] as const;

export const orderFilterSchema = z.object({
  status: z.enum(orderStatuses).optional().catch(undefined),
  mode: z.enum(orderModes).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  // By first touch (issue 43, decision 112): "(none)" is "" (not recorded).
  source: touchFilterValue,
  campaign: touchFilterValue,
  partner: touchFilterValue,
});
export type OrderFilters = Partial<z.infer<typeof orderFilterSchema>>;

export function orderFiltersFrom(params: URLSearchParams): OrderFilters {
  const parsed = orderFilterSchema.parse({
    status: params.get("status") || undefined,
    mode: params.get("mode") || undefined,
    q: params.get("q") || undefined,
    source: params.get("source") || undefined,
    campaign: params.get("campaign") || undefined,
    partner: params.get("partner") || undefined,
  });
  return Object.fromEntries(Object.entries(parsed).filter(([k, v]) => v || (v === "" && k in orderTouch))) as OrderFilters;
}

/** An order's first touch as SQL (source, campaign, partner), the rules of the CSV's columns. */
const orderTouch = touchExpressions({ firstTouch: orders.firstTouch, partner: orders.refCode });

/** The values the list's first-touch filters offer. */
export function orderFilterOptions(db: Db) {
  return touchOptions(db, orders, orderTouch);
}

function keyset(direction: "older" | "newer", cursorId: string | null): SQL | undefined {
  if (!cursorId) return undefined;
  const row = sql`(select c.created_at, c.id from orders c where c.id = ${cursorId})`;
  return direction === "older"
    ? sql`(${orders.createdAt}, ${orders.id}) < ${row}`
    : sql`(${orders.createdAt}, ${orders.id}) > ${row}`;
}

export type OrderListRow = {
  id: string;
  createdAt: string;
  email: string | null;
  status: OrderStatus;
  amountTotal: number;
  amountRefunded: number;
  refCode: string | null;
  testMode: boolean;
  items: string[];
  /** What Stripe reported after the payment (decision 060). */
  flags: ReturnType<typeof ownerFlags>;
};

/** The list's filters as SQL (the list and its CSV export select the same orders; `user` is joined). */
function orderConditions(filters: OrderFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.status) where.push(eq(orders.status, filters.status));
  if (filters.mode) where.push(eq(orders.testMode, filters.mode === "test"));
  if (filters.q) {
    const p = containsPattern(filters.q);
    where.push(
      sql`(${orders.email} ilike ${p} or ${user.email} ilike ${p} or ${orders.refCode} ilike ${p} or ${orders.id}::text = ${filters.q.toLowerCase()})`,
    );
  }
  where.push(...touchConditions(orderTouch, filters));
  return where;
}

export async function listOrders(db: Db, filters: OrderFilters, cursor: Cursor, limit = PAGE_SIZE) {
  const where = orderConditions(filters);
  const page = await keysetPage(cursor, limit, ({ direction, cursorId, take }) =>
    db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        email: sql<string | null>`coalesce(${orders.email}, ${user.email})`,
        status: orders.status,
        amountTotal: orders.amountTotal,
        amountRefunded: orders.amountRefunded,
        refCode: orders.refCode,
        testMode: orders.testMode,
        expiredAt: orders.expiredAt,
        subscriptionStatus: orders.subscriptionStatus,
        paymentFailedAt: orders.paymentFailedAt,
        disputeStatus: orders.disputeStatus,
      })
      .from(orders)
      .leftJoin(user, eq(user.id, orders.userId))
      .where(and(...where, keyset(direction, cursorId)))
      .orderBy(...(direction === "older" ? [desc(orders.createdAt), desc(orders.id)] : [orders.createdAt, orders.id]))
      .limit(take),
  );
  const ids = page.items.map((o) => o.id);
  const items = ids.length
    ? await db
        .select({ orderId: orderItems.orderId, name: orderItems.name })
        .from(orderItems)
        .where(inArray(orderItems.orderId, ids))
    : [];
  return {
    ...page,
    items: page.items.map(({ expiredAt, subscriptionStatus, paymentFailedAt, disputeStatus, ...o }): OrderListRow => ({
      ...o,
      createdAt: o.createdAt.toISOString(),
      items: items.filter((i) => i.orderId === o.id).map((i) => i.name),
      flags: ownerFlags({
        expiredAt: expiredAt?.toISOString() ?? null,
        subscriptionStatus,
        paymentFailedAt: paymentFailedAt?.toISOString() ?? null,
        disputeStatus,
      }),
    })),
  };
}

/** An order with its items, payment ids, buyer, booking and the referral it credited. */
export async function orderDetail(db: Db, id: string) {
  if (!z.uuid().safeParse(id).success) return null;
  const order = await orderWithItems(db, { id });
  if (!order) return null;
  const [buyer] = order.userId
    ? await db
        .select({ id: user.id, name: user.name, email: user.email })
        .from(user)
        .where(eq(user.id, order.userId))
        .limit(1)
    : [];
  const [affiliate] = order.affiliateId
    ? await db
        .select({ id: affiliates.id, code: affiliates.code, name: user.name, email: user.email })
        .from(affiliates)
        .innerJoin(user, eq(user.id, affiliates.userId))
        .where(eq(affiliates.id, order.affiliateId))
        .limit(1)
    : [];
  const [referral] = await db
    .select({ id: referrals.id, status: referrals.status, commissionAmount: referrals.commissionAmount })
    .from(referrals)
    .where(eq(referrals.orderId, order.id))
    .limit(1);
  const [booking] = await db
    .select({ slotStart: bookings.slotStart, kind: bookings.kind })
    .from(bookings)
    .where(eq(bookings.orderId, order.id))
    .limit(1);
  // Payments Stripe reported for this order that were not its own (docs/decisions/042).
  const rejections = await db
    .select({ id: paymentRejections.id, message: paymentRejections.message, createdAt: paymentRejections.createdAt })
    .from(paymentRejections)
    .where(eq(paymentRejections.orderId, order.id))
    .orderBy(desc(paymentRejections.createdAt))
    .limit(20);
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    order: {
      id: order.id,
      status: order.status,
      mode: order.mode,
      email: order.email,
      amountTotal: order.amountTotal,
      amountRefunded: order.amountRefunded,
      currency: order.currency,
      refCode: order.refCode,
      firstTouch: order.firstTouch,
      testMode: order.testMode,
      stripeSessionId: order.stripeSessionId,
      stripePaymentIntentId: order.stripePaymentIntentId,
      stripeSubscriptionId: order.stripeSubscriptionId,
      stripeCustomerId: order.stripeCustomerId,
      createdAt: order.createdAt.toISOString(),
      paidAt: iso(order.paidAt),
      refundedAt: iso(order.refundedAt),
      receiptSentAt: iso(order.receiptSentAt),
      expiredAt: iso(order.expiredAt),
      subscriptionStatus: order.subscriptionStatus,
      paymentFailedAt: iso(order.paymentFailedAt),
      disputeStatus: order.disputeStatus,
      disputeAmount: order.disputeAmount,
      disputeStatusAt: iso(order.disputeStatusAt),
      onboarding: order.onboarding,
      onboardingAt: iso(order.onboardingAt),
    },
    items: order.items.map((i) => ({
      id: i.id,
      name: i.name,
      priceId: i.priceId,
      kind: i.kind,
      amount: i.amount,
      monthlyAmount: i.monthlyAmount,
      quantity: i.quantity,
    })),
    buyer: buyer ?? null,
    affiliate: affiliate ?? null,
    referral: referral ?? null,
    booking: booking ? { slotStart: booking.slotStart.toISOString(), kind: booking.kind } : null,
    paymentRejections: rejections.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

/**
 * Whether the order page offers a refund (issue 43): null for an order with nothing to refund
 * (unpaid, or refunded in full); else what is left, and either how it would go (Stripe or test
 * mode) or why it cannot be done from here (then Stripe's dashboard can).
 */
export async function refundStateOf(services: Pick<AppServices, "env" | "database">, orderId: string) {
  const [order] = await services.database.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order || order.status !== "paid" || order.amountRefunded >= order.amountTotal) return null;
  const left = order.amountTotal - order.amountRefunded;
  try {
    refundableLeft(order, services);
    return { left, viaStripe: !order.testMode, blocked: null };
  } catch (err) {
    if (err instanceof Conflict) return { left, viaStripe: !order.testMode, blocked: err.message };
    throw err;
  }
}

export const orderCsvHeader = [
  "order_id",
  "created_at",
  "paid_at",
  "status",
  "email",
  "buyer_name",
  "items",
  "currency",
  "amount",
  "refunded",
  "net",
  "payment",
  "mode",
  "monthly_from_month_13",
  "ref_code",
  "commission",
  "commission_status",
  "dispute",
  "subscription_status",
  "refunded_at",
  "stripe_session_id",
  "stripe_payment_intent_id",
  "stripe_subscription_id",
  // Where the buyer's visit began (its first touch, decision 112).
  ...attributionCsvHeader,
];

/** Cents as a spreadsheet reads money: "247.00". */
const decimal = (cents: number) => (cents / 100).toFixed(2);

/**
 * The orders the list shows for these filters, as CSV (issue 43): newest first, streamed in
 * batches of 500 by keyset, amounts in the currency's units with two decimals (as Stripe's own
 * export), test-mode orders marked "test" in `payment`. The same quoting and formula defusing as
 * the leads export (csv.ts).
 */
export function ordersCsv(db: Db, filters: OrderFilters, batchSize = 500): ReadableStream<Uint8Array> {
  const where = orderConditions(filters);
  let cursor: string | null = null;
  let done = false;
  return csvStream(orderCsvHeader, async () => {
    if (done) return null;
    const rows = await db
      .select({ order: orders, buyerEmail: user.email, buyerName: user.name })
      .from(orders)
      .leftJoin(user, eq(user.id, orders.userId))
      .where(and(...where, keyset("older", cursor)))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(batchSize);
    if (rows.length < batchSize) done = true;
    if (!rows.length) return null;
    cursor = rows.at(-1)!.order.id;
    const ids = rows.map((r) => r.order.id);
    const [items, refs] = await Promise.all([
      db.select({ orderId: orderItems.orderId, name: orderItems.name, monthly: orderItems.monthlyAmount }).from(orderItems).where(inArray(orderItems.orderId, ids)),
      db
        .select({ orderId: referrals.orderId, amount: referrals.commissionAmount, status: referrals.status })
        .from(referrals)
        .where(inArray(referrals.orderId, ids)),
    ]);
    return rows.map(({ order: o, buyerEmail, buyerName }) => {
      const mine = items.filter((i) => i.orderId === o.id);
      const monthly = mine.reduce((sum, i) => sum + (i.monthly ?? 0), 0);
      const ref = refs.find((r) => r.orderId === o.id);
      return [
        o.id,
        o.createdAt,
        o.paidAt,
        orderStatusLabel(o.status, o.amountRefunded),
        o.email ?? buyerEmail,
        buyerName,
        mine.map((i) => i.name).join("; "),
        o.currency.toUpperCase(),
        decimal(o.amountTotal),
        decimal(o.amountRefunded),
        decimal(o.amountTotal - o.amountRefunded),
        o.testMode ? "test" : "live",
        o.mode === "subscription" ? "subscription" : "one-time",
        monthly ? decimal(monthly) : "",
        o.refCode,
        ref ? decimal(ref.amount) : "",
        ref?.status ?? "",
        o.disputeStatus,
        o.subscriptionStatus,
        o.refundedAt,
        o.stripeSessionId,
        o.stripePaymentIntentId,
        o.stripeSubscriptionId,
        ...attributionCells(attributionOf(o.firstTouch, { partner: o.refCode })),
      ];
    });
  });
}
