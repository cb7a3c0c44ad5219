import { eq } from "drizzle-orm";
import { z } from "zod";
import { affiliates, orders, referrals } from "#db/schema";
import type { AppServices } from "#platform/context";
import type { Db } from "#platform/db.server";
import { refundCopy as copy } from "~/content/owner-notifications";
import { Conflict, NotFound, UpstreamFailed, ValidationFailed } from "~/lib/errors";
import { formatCents } from "~/lib/money";
import { commissionFor } from "../affiliate/commission.server";
import { applyRefund, stripeFor } from "./orders.server";

/**
 * The owner's refund from the console (issue 43, decision 106): full or partial, of a paid order.
 * A live order is refunded at Stripe while the owner waits (as Stripe's own dashboard does), with an
 * idempotency key, and recorded at once through applyRefund (the same path as Stripe's
 * charge.refunded, which then finds the total already recorded and changes nothing). A test-mode
 * order moved no money: the refund is only recorded. Either way the commission is lowered or
 * reversed, the owner's refund notice queued and the caller's audit entry written in one transaction.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Services = Pick<AppServices, "env" | "database" | "logger" | "jobs">;

const money = (cents: number) => formatCents(cents, { decimals: "always" });

/** Dollars as typed ("50", "$1,249.50", "49.9"), to cents; a clear message for anything else. */
export const refundAmountSchema = z
  .string()
  .trim()
  .transform((s) => s.replace(/^\$/, "").replace(/,(?=\d{3}(\D|$))/g, ""))
  .pipe(z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, copy.errors.amount))
  .transform((s) => Math.round(Number(s) * 100))
  .pipe(z.number().int().positive(copy.errors.positive));

export type RefundPlan = {
  orderId: string;
  email: string | null;
  amountTotal: number;
  refundedBefore: number;
  /** What is left to refund before this one. */
  left: number;
  amount: number;
  full: boolean;
  /** Through Stripe (a live order) or only recorded (test mode). */
  viaStripe: boolean;
  /** What happens to the partner's commission, in cents; null without one. */
  commission: { from: number; to: number; paidOut: boolean } | null;
};

async function loadOrder(db: Pick<Db, "select">, orderId: string) {
  if (!z.uuid().safeParse(orderId).success) throw new NotFound();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw new NotFound();
  return order;
}

/** Whether an order can be refunded from the console now, and how much of it; throws the owner's reason when it cannot. */
export function refundableLeft(order: typeof orders.$inferSelect, services: Pick<AppServices, "env">) {
  if (order.status === "refunded" || order.amountRefunded >= order.amountTotal)
    throw new Conflict(copy.errors.fullyRefunded);
  if (order.status !== "paid") throw new Conflict(copy.errors.notPaid);
  if (!order.testMode) {
    if (!stripeFor(services)) throw new Conflict(copy.errors.noStripe);
    if (!order.stripePaymentIntentId) throw new Conflict(copy.errors.noPaymentIntent);
  }
  return order.amountTotal - order.amountRefunded;
}

/** Checks the owner's amount against the order and says what the refund will do (the confirm step). */
export async function planRefund(services: Services, orderId: string, amountText: string): Promise<RefundPlan> {
  const { db } = services.database;
  const order = await loadOrder(db, orderId);
  const left = refundableLeft(order, services);
  const parsed = refundAmountSchema.safeParse(amountText);
  if (!parsed.success) {
    const message = parsed.error.issues[0]!.message;
    throw new ValidationFailed(message, { amount: message });
  }
  const amount = parsed.data;
  if (amount > left)
    throw new ValidationFailed(copy.errors.tooMuch(money(left)), { amount: copy.errors.tooMuch(money(left)) });
  const after = order.amountRefunded + amount;
  let commission: RefundPlan["commission"] = null;
  if (order.affiliateId) {
    const [ref] = await db
      .select({ status: referrals.status, amount: referrals.commissionAmount, rate: affiliates.commissionRate })
      .from(referrals)
      .innerJoin(affiliates, eq(affiliates.id, referrals.affiliateId))
      .where(eq(referrals.orderId, order.id))
      .limit(1);
    if (ref && (ref.status === "pending" || ref.status === "approved"))
      commission = {
        from: ref.amount,
        to: after >= order.amountTotal ? 0 : commissionFor(Number(ref.rate), order.amountTotal - after),
        paidOut: false,
      };
    else if (ref?.status === "paid") commission = { from: ref.amount, to: ref.amount, paidOut: true };
  }
  return {
    orderId: order.id,
    email: order.email,
    amountTotal: order.amountTotal,
    refundedBefore: order.amountRefunded,
    left,
    amount,
    full: after >= order.amountTotal,
    viaStripe: !order.testMode,
    commission,
  };
}

/** The Stripe idempotency key of a console refund: a double press (same order, same state, same amount) refunds once. */
export const consoleRefundKey = (orderId: string, refundedBefore: number, amount: number) =>
  `console-refund:${orderId}:${refundedBefore}:${amount}`;

export type RefundDone = RefundPlan & { refundId: string | null; refundedAfter: number };

/**
 * Makes the refund the plan describes (re-checked: the order may have changed since the confirm
 * step). `inTx` runs in the recording transaction (the console's audit entry).
 */
export async function refundOrder(
  services: Services,
  orderId: string,
  amountText: string,
  inTx?: (tx: Tx, done: RefundDone) => Promise<unknown>,
): Promise<RefundDone> {
  const plan = await planRefund(services, orderId, amountText);
  let refundId: string | null = null;
  if (plan.viaStripe) {
    const [order] = await services.database.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    const stripe = stripeFor(services)!;
    try {
      const refund = await stripe.refunds.create(
        {
          payment_intent: order!.stripePaymentIntentId!,
          amount: plan.amount,
          metadata: { orderId, source: "console" },
        },
        { idempotencyKey: consoleRefundKey(orderId, plan.refundedBefore, plan.amount) },
      );
      refundId = refund.id;
    } catch (err) {
      const e = err as { type?: string; message?: string };
      services.logger.warn({ err, orderId, amount: plan.amount }, "console refund refused or not answered by Stripe");
      if (e.type === "StripeInvalidRequestError" || e.type === "StripeCardError")
        throw new Conflict(copy.errors.stripe(e.message ?? "no reason given"));
      throw new UpstreamFailed(copy.errors.stripeDown, { cause: err });
    }
  }
  // Stripe's running total is what was refunded before plus this refund; charge.refunded reports the same total later.
  return services.database.db.transaction(async (tx) => {
    const applied = await applyRefund(services, tx, orderId, plan.refundedBefore + plan.amount);
    const done: RefundDone = { ...plan, refundId, refundedAfter: applied?.after ?? plan.refundedBefore + plan.amount };
    if (inTx) await inTx(tx, done);
    services.logger.info(
      { orderId, amount: plan.amount, refundId, viaStripe: plan.viaStripe },
      "order refunded from the console",
    );
    return done;
  });
}
