import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { orders, type OrderStatus } from "#db/schema";
import type { AppServices } from "#platform/context";
import type { Db } from "#platform/db.server";
import { recordServerEvent } from "~/features/analytics/events.server";
import { orderWithItems, stripeFor } from "~/features/checkout/orders.server";
import { paymentMismatch, sessionClaim } from "~/features/checkout/payment-match.server";
import { confirmSessionPayment } from "~/features/checkout/session-booking.server";
import { queueOwnerNotice } from "~/features/notifications/queue.server";

/**
 * Flows (docs/decisions/114): operations that cross features live here, one named function each,
 * and routes, the entry's fast paths and job handlers call them. A feature never imports a flow.
 *
 * A payment: the order (checkout), its receipt and delivery (checkout's job), the owner's notice
 * (notifications), the paid event (analytics), a session's booking (checkout's scheduling hold)
 * and a referred order's commission (affiliate's job), in one transaction.
 */

type Services = Pick<AppServices, "env" | "database" | "logger" | "jobs">;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type PaymentDetails = {
  email?: string | null;
  /** The buyer's name as Stripe collected it (for a strategy session's booking). */
  name?: string | null;
  paymentIntentId?: string | null;
  subscriptionId?: string | null;
  customerId?: string | null;
};

/**
 * A payment confirmed: the one path from the webhook, the test-mode page and the success page
 * alike. Pending → paid, and in the same
 * transaction the receipt/delivery job and, for a live referred order, the affiliate commission
 * job. Running it again for a paid (or refunded) order does nothing. Callers check first that
 * the payment is the order's own (payment-match.server.ts); test-mode orders earn no commission.
 */
export async function confirmPayment(services: Services, orderId: string, details: PaymentDetails = {}, txIn?: Tx) {
  const run = async (tx: Tx) => {
    const [paid] = await tx
      .update(orders)
      .set({
        status: "paid",
        paidAt: new Date(),
        updatedAt: new Date(),
        email: details.email ? sql`coalesce(${orders.email}, ${details.email.trim().toLowerCase()})` : undefined,
        stripePaymentIntentId: details.paymentIntentId ?? undefined,
        stripeSubscriptionId: details.subscriptionId ?? undefined,
        stripeCustomerId: details.customerId ?? undefined,
      })
      .where(
        and(eq(orders.id, orderId), inArray(orders.status, ["pending", "failed", "canceled"] satisfies OrderStatus[])),
      )
      .returning();
    if (!paid) {
      // invoice.paid can pay a guest's order before checkout.session.completed brings the
      // buyer's email: the later event fills it in and queues the receipt that could not go out.
      const email = details.email?.trim().toLowerCase();
      if (email) {
        const [filled] = await tx
          .update(orders)
          .set({ email, updatedAt: new Date() })
          .where(and(eq(orders.id, orderId), eq(orders.status, "paid"), isNull(orders.email)))
          .returning({ id: orders.id });
        if (filled)
          await services.jobs.send("order-fulfilment", { orderId }, { tx, singletonKey: `fulfil-${orderId}` });
      }
      return false;
    }
    await services.jobs.send("order-fulfilment", { orderId }, { tx, singletonKey: `fulfil-${orderId}` });
    // The owner hears of every paid order (issue 43), test-mode ones marked so.
    await queueOwnerNotice(services, tx, { event: "order-paid", orderId });
    // Once per order, with the payment (a savepoint: a failure here never fails the payment).
    await recordServerEvent(
      tx,
      {
        name: "paid",
        label: paid.selection.priceId,
        valueCents: paid.amountTotal,
        touch: paid.firstTouch,
        affiliate: paid.refCode,
      },
      services.logger,
    );
    // A strategy session's held time becomes a booking with the payment, or waits for a new pick.
    await confirmSessionPayment(services, tx, paid, { name: details.name });
    // A referred order's referral; a test-mode one moved no money and earns nothing unless payouts
    // are being rehearsed (decisions 042 and 110): the job records which.
    if (paid.affiliateId)
      await services.jobs.send("commission", { orderId }, { tx, singletonKey: `commission-${orderId}` });
    return true;
  };
  return txIn ? run(txIn) : services.database.db.transaction(run);
}

/**
 * The buyer is back on the success page before Stripe's event: ask Stripe about the order's own
 * Checkout Session and, when it is paid for the order's total, confirm it here through the same
 * path. Returns whether the order was paid now. A session for another amount is logged, never paid.
 */
export async function confirmCheckoutSession(
  services: Services,
  order: NonNullable<Awaited<ReturnType<typeof orderWithItems>>>,
  sessionId: string,
): Promise<boolean> {
  const stripe = stripeFor(services);
  if (!stripe || order.status !== "pending") return false;
  const session = await stripe.checkout.sessions.retrieve(sessionId).catch(() => null);
  if (!session) return false;
  const mismatch = paymentMismatch(order, sessionClaim(session));
  if (mismatch) {
    services.logger.warn({ orderId: order.id, stripeSession: sessionId, reason: mismatch.reason }, mismatch.message);
    return false;
  }
  if (session.payment_status !== "paid" && session.payment_status !== "no_payment_required") return false;
  return confirmPayment(services, order.id, {
    email: session.customer_details?.email,
    name: session.customer_details?.name,
    paymentIntentId: typeof session.payment_intent === "string" ? session.payment_intent : null,
    subscriptionId: typeof session.subscription === "string" ? session.subscription : null,
  });
}
