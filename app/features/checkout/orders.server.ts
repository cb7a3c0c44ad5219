import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { affiliates, orderItems, orders, type OrderStatus } from "#db/schema";
import type { Db } from "#platform/db.server";
import type { AppServices } from "#platform/context";
import { UpstreamFailed } from "~/lib/errors";
import { formatCents } from "~/lib/money";
import { lowerCommissionForRefund, refreshAffiliateTotals, reverseCommission } from "../affiliate/commission.server";
import { amountDueNow, resolveSelection, type Selection } from "./selection.server";
import { chooseSessionTime, parseSessionChoice, releaseSessionHold, sessionHoldUntil } from "./session-booking.server";
import { createStripe, type Stripe } from "./stripe.server";
import { parseFirstTouch } from "~/features/analytics/first-touch";
import { recordServerEvent } from "~/features/analytics/events.server";
import type { VisitorSource } from "~/features/analytics/visitor.server";
import { queueOwnerNotice } from "~/features/notifications/queue.server";

type Services = Pick<AppServices, "env" | "database" | "logger" | "jobs">;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const stripeClients = new WeakMap<object, Stripe | null>();
export function stripeFor(services: Pick<AppServices, "env">): Stripe | null {
  if (!stripeClients.has(services.env)) stripeClients.set(services.env, createStripe(services.env));
  return stripeClients.get(services.env)!;
}

export function isTestMode(services: Pick<AppServices, "env">) {
  return !services.env.STRIPE_SECRET_KEY;
}

export const TEST_SESSION_PREFIX = "test_";

/** Finds an active affiliate by code; unknown or suspended codes are ignored (spec: not an error). */
export async function activeAffiliateByCode(db: Db, code: string | null | undefined) {
  const clean = code?.trim().toUpperCase();
  if (!clean || !/^[A-Z0-9_-]{3,64}$/.test(clean)) return null;
  const [row] = await db
    .select({ id: affiliates.id, userId: affiliates.userId, code: affiliates.code })
    .from(affiliates)
    .where(and(eq(affiliates.code, clean), eq(affiliates.status, "active")))
    .limit(1);
  return row ?? null;
}

/**
 * The affiliate a checkout credits: the code the request names when it is an active affiliate's,
 * else the attribution cookie's. An unknown or stale ?ref must not erase a valid earlier click.
 */
export async function referringAffiliate(db: Db, explicitCode: string | null | undefined, cookieCode: string | null | undefined) {
  return (await activeAffiliateByCode(db, explicitCode)) ?? (await activeAffiliateByCode(db, cookieCode));
}

function lineItems(selection: Selection, env: AppServices["env"]): Stripe.Checkout.SessionCreateParams.LineItem[] {
  const one = (id: string, name: string, description: string, amount: number): Stripe.Checkout.SessionCreateParams.LineItem =>
    env.STRIPE_PRICES[id]
      ? { price: env.STRIPE_PRICES[id], quantity: 1 }
      : { quantity: 1, price_data: { currency: "usd", unit_amount: amount, product_data: { name, description } } };
  if (selection.mode === "subscription") {
    const plan = selection.main;
    return [
      {
        quantity: 1,
        price_data: {
          currency: "usd",
          unit_amount: plan.monthlyAfterFirstYear!,
          recurring: { interval: "month" },
          product_data: {
            name: `${plan.name} plan: monthly maintenance`,
            description: "Billed monthly from month 13: the first year of maintenance is in the setup fee.",
          },
        },
      },
      one(plan.id, `${plan.name} plan: setup fee`, plan.description, plan.amount),
    ];
  }
  return [selection.main, ...selection.addOns].map((i) => one(i.id, i.name, i.description, i.amount));
}

/**
 * The end of a plan's included first year: the same moment 12 calendar months later (UTC), on the
 * month's last day when it has no such date (29 Feb → 28 Feb), as a Unix timestamp for Stripe's
 * `subscription_data.trial_end` (365 trial days would end a day early after a 29 February).
 */
export function firstYearTrialEnd(start: Date): number {
  const end = new Date(start.getTime());
  end.setUTCDate(1);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return Math.floor(end.getTime() / 1000);
}

/** The plan's payment in one sentence, for Stripe's page: what is charged today and what from month 13. */
export function planPaymentNote(plan: Selection["main"]) {
  return `Today you pay the ${formatCents(plan.amount)} setup fee, which includes the first year of maintenance. ${formatCents(plan.monthlyAfterFirstYear!)} a month starts in month 13.`;
}

export type CreateCheckoutInput = {
  priceId: string;
  upsellPriceIds?: string[];
  refCode?: string | null;
  /** The attribution cookie's code: used when refCode is missing or not an active affiliate's. */
  cookieRefCode?: string | null;
  user?: { id: string; email: string } | null;
  /** Where the buyer's browser is, for the local test-mode URL. */
  origin?: string;
  /** The strategy session's time from the picker (required when the selection has the session). */
  slotStart?: string | null;
  timeZone?: string | null;
  /** Who the session is with (required with the session, decision 097). */
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  agenda?: string | null;
  /** The buyer's hashed address: their unpaid holds are counted against the per-visitor cap. */
  holder?: string | null;
  /** The visit's first touch as the browser sent it; malformed or missing is stored as null. */
  firstTouch?: unknown;
  /** The buyer's request (address, user agent), for the analytics "checkout" event's visitor; null when not tracked. */
  visitor?: VisitorSource | null;
  /** The page the checkout was started from (analytics). */
  page?: string | null;
};

/**
 * Spec "create-checkout": saves a pending order first, then asks Stripe for a Checkout
 * Session (idempotency key = order id) — or, without a Stripe key, returns the local
 * test-mode checkout page. Amounts come only from the catalog.
 * A strategy session's chosen time is held in the order's transaction until the Checkout Session
 * expires (the same instant, decision 064): a taken time refuses the checkout (409) and leaves no order.
 */
export async function createCheckout(services: Services, input: CreateCheckoutInput): Promise<{ url: string; orderId: string }> {
  const selection = resolveSelection(input.priceId, input.upsellPriceIds ?? []);
  const now = new Date();
  const { db } = services.database;
  const hasSession = [selection.main, ...selection.addOns].some((i) => i.kind === "session");
  const sessionChoice = hasSession ? parseSessionChoice(input, { contact: true }) : null;
  const buyerEmail = input.user?.email ?? sessionChoice?.contact?.email ?? null;
  const holdUntil = sessionHoldUntil(now);
  const affiliate = await referringAffiliate(db, input.refCode, input.cookieRefCode);
  const testMode = isTestMode(services);

  const order = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({
        userId: input.user?.id ?? null,
        email: buyerEmail,
        mode: selection.mode,
        amountTotal: amountDueNow(selection),
        refCode: affiliate?.code ?? null,
        affiliateId: affiliate?.id ?? null,
        testMode,
        selection: { priceId: selection.main.id, upsellPriceIds: selection.addOns.map((a) => a.id) },
        firstTouch: parseFirstTouch(input.firstTouch),
      })
      .returning();
    await tx.insert(orderItems).values(
      [selection.main, ...selection.addOns].map((i) => ({
        orderId: row.id,
        priceId: i.id,
        name: i.name,
        kind: i.kind,
        amount: i.amount,
        monthlyAmount: i.monthlyAfterFirstYear ?? null,
      })),
    );
    if (testMode) await tx.update(orders).set({ stripeSessionId: `${TEST_SESSION_PREFIX}${row.id}` }).where(eq(orders.id, row.id));
    if (sessionChoice) await chooseSessionTime(services, tx, row, sessionChoice, now, holdUntil, input.holder);
    return row;
  });
  // After the commit: the funnel's "checkout" (the order exists); never fails the checkout. Its
  // label is the order's id: the roll-up finds whether this visitor's order was paid (decision 112).
  await recordServerEvent(
    db,
    { name: "checkout", path: input.page ?? "", label: order.id, touch: order.firstTouch, affiliate: order.refCode, visitor: input.visitor, at: now },
    services.logger,
  );

  if (testMode) return { url: `/checkout/test/${order.id}`, orderId: order.id };

  const stripe = stripeFor(services)!;
  const site = services.env.PUBLIC_SITE_URL.replace(/\/$/, "");
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create(
      {
        mode: selection.mode,
        line_items: lineItems(selection, services.env),
        client_reference_id: order.id,
        metadata: { orderId: order.id },
        ...(buyerEmail ? { customer_email: buyerEmail } : {}),
        ...(selection.mode === "subscription"
          ? {
              subscription_data: { trial_end: firstYearTrialEnd(now), metadata: { orderId: order.id } },
              // Stripe calls the included first year a "trial": say in our words what is paid when (issue 42).
              custom_text: { submit: { message: planPaymentNote(selection.main) } },
            }
          : { payment_intent_data: { metadata: { orderId: order.id } } }),
        // The session's time is held until exactly then (whole seconds, as Stripe counts).
        ...(sessionChoice ? { expires_at: Math.floor(holdUntil.getTime() / 1000) } : {}),
        success_url: `${site}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${site}/checkout/cancel?order=${order.id}`,
      },
      { idempotencyKey: `checkout-${order.id}` },
    );
  } catch (err) {
    services.logger.error({ err, orderId: order.id }, "Stripe checkout session failed; order stays pending");
    // Nobody can pay it: the session's time goes back to the pool at once.
    if (sessionChoice) await releaseSessionHold(db, order.id);
    throw new UpstreamFailed("Failed to create checkout session", { cause: err });
  }
  if (!session.url) throw new UpstreamFailed("No checkout URL received");
  await db.update(orders).set({ stripeSessionId: session.id, updatedAt: new Date() }).where(eq(orders.id, order.id));
  return { url: session.url, orderId: order.id };
}

export async function markOrderFailed(db: Db | Tx, orderId: string) {
  await db
    .update(orders)
    .set({ status: "failed", updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, "pending")));
}

/**
 * The buyer left Stripe's page (its cancel_url): a pending order becomes canceled and a strategy
 * session's held time is released at once, so the buyer can pick it again. Returns the order
 * (canceled now, or as it already was), or null for an unknown id.
 */
export async function markOrderCanceled(db: Db, orderId: string) {
  const canceled = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: "canceled", updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.status, "pending")))
      .returning();
    if (row) await releaseSessionHold(tx, row.id);
    return row;
  });
  return canceled ?? (await db.select().from(orders).where(eq(orders.id, orderId)).limit(1))[0] ?? null;
}

/**
 * A refund (full or partial), recorded once per Stripe event. `amountRefunded` is Stripe's running
 * total for the charge. A full refund ends the order and reverses its commission; a partial one
 * lowers a pending or approved commission to rate × (amount paid − refunded). A partial refund
 * that overtakes its payment leaves the order pending: only confirmPayment (app/flows/payment.server.ts) pays an order (receipt,
 * delivery, commission), and the commission job then counts the refund already recorded.
 * When the total grows, the owner is told (issue 43), in the same transaction; a second report of
 * the same total (the webhook after a console refund) changes nothing and tells no one.
 */
export async function applyRefund(services: Pick<AppServices, "jobs">, tx: Tx, orderId: string, amountRefunded: number) {
  // Locked so a commission job computing from this row waits for the refund (and vice versa).
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for("update");
  if (!order) return null;
  const refunded = Math.max(order.amountRefunded, amountRefunded);
  const full = refunded >= order.amountTotal;
  await tx
    .update(orders)
    .set({
      amountRefunded: refunded,
      status: full ? "refunded" : order.status,
      refundedAt: full ? new Date() : order.refundedAt,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId));
  if (full) await reverseCommission(tx, orderId);
  else if (order.affiliateId && refunded > order.amountRefunded)
    await lowerCommissionForRefund(tx, { id: orderId, affiliateId: order.affiliateId, amountTotal: order.amountTotal }, refunded);
  if (order.affiliateId && (full || refunded > order.amountRefunded)) await refreshAffiliateTotals(tx, order.affiliateId);
  if (refunded > order.amountRefunded)
    await queueOwnerNotice(services, tx, { event: "refund", orderId, before: order.amountRefunded, after: refunded });
  return { before: order.amountRefunded, after: refunded, full };
}

export async function orderWithItems(db: Db, where: { id?: string; stripeSessionId?: string }) {
  const cond = where.id ? eq(orders.id, where.id) : eq(orders.stripeSessionId, where.stripeSessionId ?? "");
  const [order] = await db.select().from(orders).where(cond).limit(1);
  if (!order) return null;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  return { ...order, items };
}

/** A user's purchases: orders placed while signed in, and guest orders under their verified email. */
export async function ordersForUser(db: Db, userId: string, verifiedEmail?: string | null) {
  const mine = verifiedEmail
    ? or(eq(orders.userId, userId), and(isNull(orders.userId), eq(orders.email, verifiedEmail.trim().toLowerCase())))
    : eq(orders.userId, userId);
  const rows = await db
    .select()
    .from(orders)
    .where(and(mine, inArray(orders.status, ["paid", "refunded"] satisfies OrderStatus[])))
    .orderBy(sql`${orders.createdAt} desc`)
    .limit(50);
  if (!rows.length) return [];
  const items = await db.select().from(orderItems).where(inArray(orderItems.orderId, rows.map((r) => r.id)));
  return rows.map((r) => ({ ...r, items: items.filter((i) => i.orderId === r.id) }));
}

/** A person's erasure (docs/decisions/068): their orders stay in the books without their address. */
export async function eraseOrderEmails(tx: Tx, orderIds: string[], now = new Date()) {
  if (!orderIds.length) return;
  await tx.update(orders).set({ email: null, updatedAt: now }).where(inArray(orders.id, orderIds));
}
