import { eq } from "drizzle-orm";
import { orders, paymentRejections, type PaymentRejectionReason } from "#db/schema";
import type { Db } from "#platform/db.server";
import type { AppServices } from "#platform/context";
import { queueOwnerNotice } from "~/features/notifications/queue.server";
import type { Stripe } from "./stripe.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * What a Stripe object says was paid, and for which Checkout Session or invoice. The order id a
 * session carries (`metadata.orderId`, `client_reference_id`) only names the order it claims:
 * anyone can open a Payment Link of the same Stripe account with `?client_reference_id=<our
 * order id>` and pay a cent. It is believed only when the session is the one this order created
 * and the amount and currency are the order's total (docs/decisions/042).
 */
export type PaymentClaim = {
  kind: "session" | "invoice";
  /** cs_… or in_… */
  objectId: string | null;
  /** In the currency's smallest unit, as Stripe reports it; null when the object carries none. */
  amount: number | null;
  currency: string | null;
};

export type OrderToMatch = { id: string; status: string; stripeSessionId: string | null; amountTotal: number; currency: string };

export type PaymentMismatch = { reason: PaymentRejectionReason; message: string };

const cents = (amount: number | null, currency: string | null) =>
  amount === null ? "no amount" : `${amount} ${(currency ?? "no currency").toUpperCase()} cents`;

export function sessionClaim(session: Pick<Stripe.Checkout.Session, "id" | "amount_total" | "currency">): PaymentClaim {
  return {
    kind: "session",
    objectId: typeof session.id === "string" ? session.id : null,
    amount: typeof session.amount_total === "number" ? session.amount_total : null,
    currency: typeof session.currency === "string" ? session.currency : null,
  };
}

export function invoiceClaim(invoice: Pick<Stripe.Invoice, "id" | "amount_paid" | "currency">): PaymentClaim {
  return {
    kind: "invoice",
    objectId: typeof invoice.id === "string" ? invoice.id : null,
    amount: typeof invoice.amount_paid === "number" ? invoice.amount_paid : null,
    currency: typeof invoice.currency === "string" ? invoice.currency : null,
  };
}

/**
 * Null when the claim is this order's own payment: for a session, the session id stored on the
 * order when it was created; for both, exactly the order's total in the order's currency.
 * `amounts: false` checks the session only (a failed payment moves no money).
 */
export function paymentMismatch(
  order: OrderToMatch,
  claim: PaymentClaim,
  { amounts = true, verb = "Payment not applied" }: { amounts?: boolean; verb?: string } = {},
): PaymentMismatch | null {
  const what = `the Stripe ${claim.kind} ${claim.objectId ?? "(no id)"}`;
  const got = cents(claim.amount, claim.currency);
  const expected = cents(order.amountTotal, order.currency);
  if (claim.kind === "session" && (!claim.objectId || claim.objectId !== order.stripeSessionId))
    return {
      reason: "session_mismatch",
      message: `${verb}: ${what} does not belong to order ${order.id} (amount ${got}, expected ${expected}).`,
    };
  if (!amounts) return null;
  if (!claim.currency || claim.currency.toLowerCase() !== order.currency.toLowerCase())
    return {
      reason: "currency_mismatch",
      message: `${verb}: ${what} for order ${order.id} was not in ${order.currency.toUpperCase()} (amount ${got}, expected ${expected}).`,
    };
  if (claim.amount !== order.amountTotal)
    return {
      reason: "amount_mismatch",
      message: `${verb}: ${what} for order ${order.id} paid ${got}, expected ${expected}.`,
    };
  return null;
}

/** The order a claim names, locked until the transaction ends (a concurrent event waits). */
export async function orderToMatch(tx: Tx, orderId: string): Promise<OrderToMatch | null> {
  const [order] = await tx
    .select({
      id: orders.id,
      status: orders.status,
      stripeSessionId: orders.stripeSessionId,
      amountTotal: orders.amountTotal,
      currency: orders.currency,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1)
    .for("update");
  return order ?? null;
}

/** Records a refused payment for the console (once per Stripe event) and logs it. */
export async function recordPaymentRejection(
  services: Pick<AppServices, "logger" | "jobs">,
  tx: Tx,
  event: { id: string; type: string },
  order: OrderToMatch,
  claim: PaymentClaim,
  mismatch: PaymentMismatch,
) {
  const [recorded] = await tx
    .insert(paymentRejections)
    .values({
      stripeEventId: event.id,
      eventType: event.type,
      orderId: order.id,
      stripeObjectId: claim.objectId,
      amount: claim.amount,
      currency: claim.currency?.toLowerCase() ?? null,
      expectedAmount: order.amountTotal,
      expectedCurrency: order.currency,
      reason: mismatch.reason,
      message: mismatch.message,
    })
    .onConflictDoNothing({ target: paymentRejections.stripeEventId })
    .returning({ id: paymentRejections.id });
  // A failed delivery the owner must hear of (issue 43): nothing was fulfilled.
  if (recorded) await queueOwnerNotice(services, tx, { event: "payment-rejected", rejectionId: recorded.id });
  services.logger.warn(
    { event: event.id, type: event.type, orderId: order.id, stripeObject: claim.objectId, reason: mismatch.reason },
    mismatch.message,
  );
}
