import { and, eq, isNull, lte, or } from "drizzle-orm";
import { orders } from "#db/schema";
import type { Db } from "#platform/db.server";
import { reverseCommission } from "../affiliate/commission.server";

/**
 * What Stripe tells us after the payment (docs/decisions/060): an unpaid Checkout Session that
 * expired, a plan's subscription status, a renewal that failed, a chargeback. Each is written by
 * the webhook inside the transaction that records the event id (so a redelivery does nothing),
 * and each state carries the time of the event it came from: an older event arriving late never
 * overwrites a newer state.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The checkout expired unpaid: a pending order of that very session becomes "canceled". */
export async function expireOrder(tx: Tx, orderId: string, sessionId: string, at: Date) {
  const rows = await tx
    .update(orders)
    .set({ status: "canceled", expiredAt: at, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.stripeSessionId, sessionId), eq(orders.status, "pending")))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** The plan's subscription status as of `at` (ignored when the order already holds a newer one). */
export async function applySubscriptionStatus(tx: Tx, orderId: string, subscriptionId: string, status: string, at: Date) {
  const rows = await tx
    .update(orders)
    .set({ subscriptionStatus: status, subscriptionStatusAt: at, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), or(isNull(orders.subscriptionStatusAt), lte(orders.subscriptionStatusAt, at))))
    .returning({ id: orders.id, known: orders.stripeSubscriptionId });
  // A subscription event that overtook checkout.session.completed names the subscription first.
  if (rows[0] && !rows[0].known)
    await tx.update(orders).set({ stripeSubscriptionId: subscriptionId }).where(eq(orders.id, orderId));
  return rows.length > 0;
}

/** A renewal payment failed: remembered, and the plan is past due unless a newer status says otherwise. */
export async function recordRenewalFailure(tx: Tx, orderId: string, subscriptionId: string, at: Date) {
  await tx
    .update(orders)
    .set({ paymentFailedAt: at, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), or(isNull(orders.paymentFailedAt), lte(orders.paymentFailedAt, at))));
  await applySubscriptionStatus(tx, orderId, subscriptionId, "past_due", at);
}

export type DisputeOutcome = "open" | "won" | "lost";

/**
 * A chargeback on the order's payment. While it is open the order's commission is held (the
 * sweep does not approve it); a lost dispute reverses the commission as a full refund does.
 */
export async function applyDispute(tx: Tx, orderId: string, status: DisputeOutcome, amount: number, at: Date) {
  const rows = await tx
    .update(orders)
    .set({ disputeStatus: status, disputeAmount: amount, disputeStatusAt: at, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), or(isNull(orders.disputeStatusAt), lte(orders.disputeStatusAt, at))))
    .returning({ id: orders.id });
  if (rows.length && status === "lost") await reverseCommission(tx, orderId);
  return rows.length > 0;
}

/** Stripe's dispute statuses, as the three the site acts on. */
export function disputeOutcome(eventType: string, status: unknown): DisputeOutcome {
  if (eventType === "charge.dispute.created") return "open";
  // An inquiry closed without a chargeback ("warning_closed") costs nothing: as good as won.
  return status === "won" || status === "warning_closed" ? "won" : status === "lost" ? "lost" : "open";
}
