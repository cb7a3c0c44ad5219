import { eq } from "drizzle-orm";
import { orders, processedWebhookEvents, type OrderStatus } from "#db/schema";
import type { AppServices } from "#platform/context";
import type { Db } from "#platform/db.server";
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

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Outcome = "handled" | "rejected";

type RefundLookup = { orderId: string | null; amount: number };
type InvoiceLookup = { orderId: string | null; subscriptionId: string; email: string | null; invoice: Stripe.Invoice };
type SubscriptionLookup = { orderId: string | null; subscriptionId: string; status: string };
type DisputeLookup = { orderId: string | null; amount: number; status: unknown };

/** What the network look-ups found for the event, before its transaction (null where they do not apply). */
type Lookups = {
  refund: RefundLookup | null;
  invoiceOrder: InvoiceLookup | null;
  subscriptionOrder: SubscriptionLookup | null;
  dispute: DisputeLookup | null;
};

async function refundLookup(services: Services, event: Stripe.Event): Promise<RefundLookup | null> {
  if (event.type !== "charge.refunded") return null;
  const charge = event.data.object as Stripe.Charge;
  const pi = typeof charge.payment_intent === "string" ? charge.payment_intent : (charge.payment_intent?.id ?? null);
  return { orderId: await orderIdForPaymentIntent(services, pi), amount: charge.amount_refunded };
}

async function invoiceLookup(services: Services, event: Stripe.Event): Promise<InvoiceLookup | null> {
  if (!(event.type === "invoice.paid" || event.type === "invoice.payment_failed")) return null;
  const invoice = event.data.object as Stripe.Invoice;
  const subscriptionId = subscriptionOf(invoice);
  if (!subscriptionId) return null;
  const orderId = await orderIdForSubscription(services, subscriptionId);
  return {
    orderId,
    subscriptionId,
    email: typeof invoice.customer_email === "string" ? invoice.customer_email : null,
    invoice,
  };
}

async function subscriptionLookup(services: Services, event: Stripe.Event): Promise<SubscriptionLookup | null> {
  if (!(event.type === "customer.subscription.updated" || event.type === "customer.subscription.deleted")) return null;
  const subscription = event.data.object as Stripe.Subscription;
  if (typeof subscription.id !== "string") return null;
  return {
    orderId: await orderIdForSubscription(services, subscription.id, subscription.metadata?.orderId),
    subscriptionId: subscription.id,
    status: event.type === "customer.subscription.deleted" ? "canceled" : String(subscription.status ?? "active"),
  };
}

async function disputeLookup(services: Services, event: Stripe.Event): Promise<DisputeLookup | null> {
  if (!(event.type === "charge.dispute.created" || event.type === "charge.dispute.closed")) return null;
  const d = event.data.object as Stripe.Dispute;
  const pi = typeof d.payment_intent === "string" ? d.payment_intent : (d.payment_intent?.id ?? null);
  return {
    orderId: await orderIdForPaymentIntent(services, pi),
    amount: typeof d.amount === "number" ? d.amount : 0,
    status: d.status,
  };
}

/** The orders the event's refund, invoice, subscription or dispute belongs to (ours, or asked of Stripe). */
async function lookUpBeforeTransaction(services: Services, event: Stripe.Event): Promise<Lookups> {
  const refund = await refundLookup(services, event);
  const invoiceOrder = await invoiceLookup(services, event);
  const subscriptionOrder = await subscriptionLookup(services, event);
  const dispute = await disputeLookup(services, event);
  return { refund, invoiceOrder, subscriptionOrder, dispute };
}

/** checkout.session.completed / async_payment_succeeded: the order's own paid session pays it. */
async function applyCheckoutPaid(services: Services, tx: Tx, event: Stripe.Event): Promise<Outcome> {
  const session = event.data.object as Stripe.Checkout.Session;
  const orderId = orderIdOf(session.metadata?.orderId ?? session.client_reference_id);
  if (!orderId) return "handled";
  const paid = session.payment_status === "paid" || session.payment_status === "no_payment_required";
  if (event.type === "checkout.session.completed" && !paid) return "handled"; // async methods settle later
  const order = await orderToMatch(tx, orderId);
  if (!order) return "handled"; // names no order of ours
  const claim = sessionClaim(session);
  const mismatch = paymentMismatch(order, claim);
  if (mismatch) {
    await recordPaymentRejection(services, tx, event, order, claim, mismatch);
    return "rejected";
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
  return "handled";
}

/** checkout.session.async_payment_failed: the order's own session failing fails it. */
async function applyCheckoutFailed(services: Services, tx: Tx, event: Stripe.Event): Promise<Outcome> {
  const session = event.data.object as Stripe.Checkout.Session;
  const orderId = orderIdOf(session.metadata?.orderId ?? session.client_reference_id);
  const order = orderId ? await orderToMatch(tx, orderId) : null;
  if (!order) return "handled";
  // Another session's failure must not fail this order either.
  const claim = sessionClaim(session);
  const mismatch = paymentMismatch(order, claim, { amounts: false, verb: "Payment failure not applied" });
  if (mismatch) {
    await recordPaymentRejection(services, tx, event, order, claim, mismatch);
    return "rejected";
  }
  await markOrderFailed(tx, order.id);
  return "handled";
}

async function applyCheckoutExpired(tx: Tx, event: Stripe.Event, happenedAt: Date) {
  // Only the order's own session expiring cancels it (a Payment Link of another sale must not).
  const session = event.data.object as Stripe.Checkout.Session;
  const orderId = orderIdOf(session.metadata?.orderId ?? session.client_reference_id);
  // Its strategy session's held time goes back to the pool at once (decision 064).
  if (orderId && typeof session.id === "string" && (await expireOrder(tx, orderId, session.id, happenedAt)))
    await releaseSessionHold(tx, orderId);
}

/** charge.dispute.created / closed: the order's dispute state, and a notice to the owner when it changed. */
async function applyDisputeEvent(
  services: Services,
  tx: Tx,
  event: Stripe.Event,
  dispute: DisputeLookup | null,
  happenedAt: Date,
) {
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
}

/** invoice.paid: the subscription's order is confirmed (one still unpaid only by an invoice that matches it). */
async function applyInvoicePaid(services: Services, tx: Tx, event: Stripe.Event, invoiceOrder: InvoiceLookup | null): Promise<Outcome> {
  // Renewals of a paid plan change nothing; a first invoice that arrives before
  // checkout.session.completed pays the order, with the invoice's email so a guest
  // buyer's receipt can go out (confirmPayment only fills a missing email on paid orders).
  // The subscription is ours (its metadata or our stored id says so); the invoice that pays
  // a still unpaid order must also be the order's total, in its currency.
  const order = invoiceOrder?.orderId ? await orderToMatch(tx, invoiceOrder.orderId) : null;
  if (!order || !invoiceOrder) return "handled";
  if (PAYABLE.includes(order.status as OrderStatus)) {
    const claim = invoiceClaim(invoiceOrder.invoice);
    const mismatch = paymentMismatch(order, claim);
    if (mismatch) {
      await recordPaymentRejection(services, tx, event, order, claim, mismatch);
      return "rejected";
    }
  }
  await confirmPayment(
    services,
    order.id,
    { subscriptionId: invoiceOrder.subscriptionId, email: invoiceOrder.email },
    tx,
  );
  return "handled";
}

/** The event's effect, inside the transaction that records it. */
async function applyEvent(
  services: Services,
  tx: Tx,
  event: Stripe.Event,
  { refund, invoiceOrder, subscriptionOrder, dispute }: Lookups,
  happenedAt: Date,
): Promise<Outcome> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return applyCheckoutPaid(services, tx, event);
    case "checkout.session.async_payment_failed":
      return applyCheckoutFailed(services, tx, event);
    case "checkout.session.expired":
      await applyCheckoutExpired(tx, event, happenedAt);
      break;
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
    case "charge.dispute.closed":
      await applyDisputeEvent(services, tx, event, dispute, happenedAt);
      break;
    case "charge.refunded": {
      if (refund?.orderId) await applyRefund(services, tx, refund.orderId, refund.amount);
      else services.logger.warn({ event: event.id }, "refund for an unknown order");
      break;
    }
    case "invoice.paid":
      return applyInvoicePaid(services, tx, event, invoiceOrder);
  }
  return "handled";
}

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
  const lookups = await lookUpBeforeTransaction(services, event);
  // When Stripe says the event happened: later states win over earlier ones, whatever the delivery order.
  const happenedAt = new Date((typeof event.created === "number" ? event.created : Date.now() / 1000) * 1000);

  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(processedWebhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: processedWebhookEvents.id });
    if (inserted.length === 0) return "duplicate";
    return applyEvent(services, tx, event, lookups, happenedAt);
  });
}
