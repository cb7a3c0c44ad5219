import { eq } from "drizzle-orm";
import { orders, processedWebhookEvents, type OrderStatus } from "#db/schema";
import type { AppServices } from "#platform/context";
import { ValidationFailed } from "~/lib/errors";
import { applyRefund, markOrderFailed, stripeFor } from "~/features/checkout/orders.server";
import { confirmPayment } from "~/flows/payment.server";
import {
  applyDispute,
  applySubscriptionStatus,
  disputeOutcome,
  expireOrder,
  recordRenewalFailure,
} from "~/features/checkout/payment-events.server";
import { releaseSessionHold } from "~/features/checkout/session-booking.server";
import {
  invoiceClaim,
  orderToMatch,
  paymentMismatch,
  recordPaymentRejection,
  sessionClaim,
} from "~/features/checkout/payment-match.server";
import type { Stripe } from "~/features/checkout/stripe.server";
import { queueOwnerNotice } from "~/features/notifications/queue.server";

type Services = Pick<AppServices, "env" | "database" | "logger" | "jobs">;

/** The only events we act on; anything else is acknowledged and ignored. */
export const HANDLED_EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
  "charge.refunded",
  "charge.dispute.created",
  "charge.dispute.closed",
  "invoice.paid",
  "invoice.payment_failed",
  "customer.subscription.updated",
  "customer.subscription.deleted",
] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * Our order id from a Stripe object's metadata / client_reference_id, or null. Sessions and
 * payments made elsewhere on the same Stripe account (payment links, another integration) may
 * carry other values there: not ours, so ignored rather than looked up (a uuid column refuses them).
 */
export function orderIdOf(value: unknown): string | null {
  return typeof value === "string" && UUID.test(value) ? value : null;
}

/** Stripe's default tolerance: a signature older than 5 minutes is refused (replay protection). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function verifyStripeEvent(
  services: Pick<AppServices, "env">,
  rawBody: string,
  signature: string | null,
): Stripe.Event {
  const stripe = stripeFor(services);
  const secret = services.env.STRIPE_WEBHOOK_SECRET;
  if (!stripe || !secret) throw new ValidationFailed("Stripe webhooks are not configured");
  if (!signature) throw new ValidationFailed("Missing Stripe-Signature header");
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret, SIGNATURE_TOLERANCE_SECONDS);
  } catch (err) {
    throw new ValidationFailed(`Invalid signature: ${err instanceof Error ? err.message : "verification failed"}`);
  }
  // Signed, but not an event (e.g. `null`): nothing to handle, and nothing to crash on.
  const e = event as unknown as { id?: unknown; type?: unknown; data?: { object?: unknown } } | null;
  if (
    !e ||
    typeof e !== "object" ||
    typeof e.id !== "string" ||
    typeof e.type !== "string" ||
    typeof e.data?.object !== "object" ||
    e.data.object === null
  )
    throw new ValidationFailed("Not a Stripe event");
  return event;
}

async function orderIdForPaymentIntent(services: Services, paymentIntentId: string | null): Promise<string | null> {
  if (!paymentIntentId) return null;
  const { db } = services.database;
  const [known] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.stripePaymentIntentId, paymentIntentId))
    .limit(1);
  if (known) return known.id;
  // The refund may arrive before checkout.session.completed: ask Stripe which order it belongs to.
  const pi = await stripeFor(services)!.paymentIntents.retrieve(paymentIntentId);
  return orderIdOf(pi.metadata?.orderId);
}

/** Our order for a Stripe subscription: the one that stored it, else the subscription's own metadata (asked of Stripe when not given). */
async function orderIdForSubscription(
  services: Services,
  subscriptionId: string,
  metadataOrderId?: unknown,
): Promise<string | null> {
  const { db } = services.database;
  const [known] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.stripeSubscriptionId, subscriptionId))
    .limit(1);
  if (known) return known.id;
  if (metadataOrderId !== undefined) return orderIdOf(metadataOrderId);
  return orderIdOf((await stripeFor(services)!.subscriptions.retrieve(subscriptionId)).metadata?.orderId);
}

function subscriptionOf(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  const parent = (
    invoice as unknown as { parent?: { subscription_details?: { subscription?: string | { id: string } } } }
  ).parent?.subscription_details?.subscription;
  const s = parent ?? legacy;
  return typeof s === "string" ? s : (s?.id ?? null);
}

/** Order states a payment still moves to paid (confirmPayment's rule). */
const PAYABLE: readonly OrderStatus[] = ["pending", "failed", "canceled"];

/**
 * Verify, filter, dispatch: records the event id in the same transaction as its effect,
 * so a redelivery (or a crash midway) never applies an event twice or half. A payment that
 * names one of our orders but is not that order's own session, amount and currency is
 * "rejected": nothing is fulfilled, the reason is recorded for the console, and the event is
 * still acknowledged (Stripe would otherwise redeliver it for days).
 */
export async function handleStripeEvent(
  services: Services,
  event: Stripe.Event,
): Promise<"handled" | "duplicate" | "ignored" | "rejected"> {
  if (!(HANDLED_EVENTS as readonly string[]).includes(event.type)) return "ignored";
  const { db } = services.database;

  // Network look-ups happen before the transaction.
  let refund: { orderId: string | null; amount: number } | null = null;
  if (event.type === "charge.refunded") {
    const charge = event.data.object as Stripe.Charge;
    const pi = typeof charge.payment_intent === "string" ? charge.payment_intent : (charge.payment_intent?.id ?? null);
    refund = { orderId: await orderIdForPaymentIntent(services, pi), amount: charge.amount_refunded };
  }
  let invoiceOrder: {
    orderId: string | null;
    subscriptionId: string;
    email: string | null;
    invoice: Stripe.Invoice;
  } | null = null;
  if (event.type === "invoice.paid" || event.type === "invoice.payment_failed") {
    const invoice = event.data.object as Stripe.Invoice;
    const subscriptionId = subscriptionOf(invoice);
    if (subscriptionId) {
      const orderId = await orderIdForSubscription(services, subscriptionId);
      invoiceOrder = {
        orderId,
        subscriptionId,
        email: typeof invoice.customer_email === "string" ? invoice.customer_email : null,
        invoice,
      };
    }
  }
  let subscriptionOrder: { orderId: string | null; subscriptionId: string; status: string } | null = null;
  if (event.type === "customer.subscription.updated" || event.type === "customer.subscription.deleted") {
    const subscription = event.data.object as Stripe.Subscription;
    if (typeof subscription.id === "string")
      subscriptionOrder = {
        orderId: await orderIdForSubscription(services, subscription.id, subscription.metadata?.orderId),
        subscriptionId: subscription.id,
        status: event.type === "customer.subscription.deleted" ? "canceled" : String(subscription.status ?? "active"),
      };
  }
  let dispute: { orderId: string | null; amount: number; status: unknown } | null = null;
  if (event.type === "charge.dispute.created" || event.type === "charge.dispute.closed") {
    const d = event.data.object as Stripe.Dispute;
    const pi = typeof d.payment_intent === "string" ? d.payment_intent : (d.payment_intent?.id ?? null);
    dispute = {
      orderId: await orderIdForPaymentIntent(services, pi),
      amount: typeof d.amount === "number" ? d.amount : 0,
      status: d.status,
    };
  }
  // When Stripe says the event happened: later states win over earlier ones, whatever the delivery order.
  const happenedAt = new Date((typeof event.created === "number" ? event.created : Date.now() / 1000) * 1000);

  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(processedWebhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: processedWebhookEvents.id });
    if (inserted.length === 0) return "duplicate";
    let outcome: "handled" | "rejected" = "handled";

    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded": {
        const session = event.data.object as Stripe.Checkout.Session;
        const orderId = orderIdOf(session.metadata?.orderId ?? session.client_reference_id);
        if (!orderId) break;
        const paid = session.payment_status === "paid" || session.payment_status === "no_payment_required";
        if (event.type === "checkout.session.completed" && !paid) break; // async methods settle later
        const order = await orderToMatch(tx, orderId);
        if (!order) break; // names no order of ours
        const claim = sessionClaim(session);
        const mismatch = paymentMismatch(order, claim);
        if (mismatch) {
          await recordPaymentRejection(services, tx, event, order, claim, mismatch);
          outcome = "rejected";
          break;
        }
        await confirmPayment(
          services,
          orderId,
          {
            email: session.customer_details?.email ?? session.customer_email,
            name: session.customer_details?.name,
            paymentIntentId:
              typeof session.payment_intent === "string"
                ? session.payment_intent
                : (session.payment_intent?.id ?? null),
            subscriptionId:
              typeof session.subscription === "string" ? session.subscription : (session.subscription?.id ?? null),
            customerId: typeof session.customer === "string" ? session.customer : (session.customer?.id ?? null),
          },
          tx,
        );
        break;
      }
      case "checkout.session.async_payment_failed": {
        const session = event.data.object as Stripe.Checkout.Session;
        const orderId = orderIdOf(session.metadata?.orderId ?? session.client_reference_id);
        const order = orderId ? await orderToMatch(tx, orderId) : null;
        if (!order) break;
        // Another session's failure must not fail this order either.
        const claim = sessionClaim(session);
        const mismatch = paymentMismatch(order, claim, { amounts: false, verb: "Payment failure not applied" });
        if (mismatch) {
          await recordPaymentRejection(services, tx, event, order, claim, mismatch);
          outcome = "rejected";
          break;
        }
        await markOrderFailed(tx, order.id);
        break;
      }
      case "checkout.session.expired": {
        // Only the order's own session expiring cancels it (a Payment Link of another sale must not).
        const session = event.data.object as Stripe.Checkout.Session;
        const orderId = orderIdOf(session.metadata?.orderId ?? session.client_reference_id);
        // Its strategy session's held time goes back to the pool at once (decision 064).
        if (orderId && typeof session.id === "string" && (await expireOrder(tx, orderId, session.id, happenedAt)))
          await releaseSessionHold(tx, orderId);
        break;
      }
      case "invoice.payment_failed": {
        if (invoiceOrder?.orderId)
          await recordRenewalFailure(tx, invoiceOrder.orderId, invoiceOrder.subscriptionId, happenedAt);
        break;
      }
      case "customer.subscription.updated":
      case "customer.subscription.deleted": {
        if (subscriptionOrder?.orderId)
          await applySubscriptionStatus(
            tx,
            subscriptionOrder.orderId,
            subscriptionOrder.subscriptionId,
            subscriptionOrder.status,
            happenedAt,
          );
        break;
      }
      case "charge.dispute.created":
      case "charge.dispute.closed": {
        if (dispute?.orderId) {
          const status = disputeOutcome(event.type, dispute.status);
          // The owner hears of each new dispute state (issue 43); a late, older event changes nothing and tells no one.
          if (await applyDispute(tx, dispute.orderId, status, dispute.amount, happenedAt))
            await queueOwnerNotice(services, tx, {
              event: "dispute",
              orderId: dispute.orderId,
              status,
              amount: dispute.amount,
            });
        } else services.logger.warn({ event: event.id }, "dispute for an unknown order");
        break;
      }
      case "charge.refunded": {
        if (refund?.orderId) await applyRefund(services, tx, refund.orderId, refund.amount);
        else services.logger.warn({ event: event.id }, "refund for an unknown order");
        break;
      }
      case "invoice.paid": {
        // Renewals of a paid plan change nothing; a first invoice that arrives before
        // checkout.session.completed pays the order, with the invoice's email so a guest
        // buyer's receipt can go out (confirmPayment only fills a missing email on paid orders).
        // The subscription is ours (its metadata or our stored id says so); the invoice that pays
        // a still unpaid order must also be the order's total, in its currency.
        const order = invoiceOrder?.orderId ? await orderToMatch(tx, invoiceOrder.orderId) : null;
        if (!order || !invoiceOrder) break;
        if (PAYABLE.includes(order.status as OrderStatus)) {
          const claim = invoiceClaim(invoiceOrder.invoice);
          const mismatch = paymentMismatch(order, claim);
          if (mismatch) {
            await recordPaymentRejection(services, tx, event, order, claim, mismatch);
            outcome = "rejected";
            break;
          }
        }
        await confirmPayment(
          services,
          order.id,
          { subscriptionId: invoiceOrder.subscriptionId, email: invoiceOrder.email },
          tx,
        );
        break;
      }
    }
    return outcome;
  });
}
