import { eq } from "drizzle-orm";
import { orders } from "#db/schema";
import type { CallBooking, Tx } from "~/features/scheduling/bookings.server";
import type { CancelledBy, SessionRefund, SettleRefund } from "~/features/scheduling/notify.server";
import type { AppServices } from "#platform/context";
import { applyRefund, stripeFor } from "./orders.server";

export type { CancelledBy, SessionRefund };

/** A visitor who cancels at least this long before the start gets the full price back. */
export const FREE_CANCELLATION_MS = 24 * 3600_000;

/**
 * Decision 062's rule, on its own: the owner cancelling → always full; the visitor 24 h or more
 * before the start → full; later → none. Only a paid session (one that belongs to an order) is
 * refunded; whether that order is still paid is checked by refundCancelledSession.
 */
export function sessionRefundFor(
  booking: Pick<CallBooking, "kind" | "orderId" | "slotStart">,
  by: CancelledBy,
  now: Date,
): SessionRefund {
  if (booking.kind !== "strategy_session" || !booking.orderId) return "none";
  if (by === "owner") return "full";
  return booking.slotStart.getTime() - now.getTime() >= FREE_CANCELLATION_MS ? "full" : "none";
}

export const SESSION_REFUND_QUEUE = "session-refund" as const;
export type SessionRefundJob = { bookingId: string; orderId: string };

/** The Stripe idempotency key of a session's refund: one refund per booking, however often the job runs. */
export const sessionRefundKey = (bookingId: string) => `session-refund:${bookingId}`;

/**
 * A paid strategy session was cancelled: applies the refund rule of decision 062 (the visitor
 * 24 h or more before the start → full refund; later → none; the owner → always full) and, when
 * a refund is due, enqueues it in `tx` (the Stripe call happens in a retried job).
 */
export async function refundCancelledSession(
  services: Pick<AppServices, "jobs" | "env" | "logger">,
  tx: Tx,
  booking: CallBooking,
  by: CancelledBy,
  now: Date,
): Promise<SessionRefund> {
  if (sessionRefundFor(booking, by, now) === "none" || !booking.orderId) return "none";
  const [order] = await tx
    .select({ status: orders.status, amountTotal: orders.amountTotal, amountRefunded: orders.amountRefunded })
    .from(orders)
    .where(eq(orders.id, booking.orderId))
    .limit(1);
  // Only money actually taken is given back: an unpaid, refunded or disputed-away order gets nothing here.
  if (!order || order.status !== "paid" || order.amountRefunded >= order.amountTotal) return "none";
  const job: SessionRefundJob = { bookingId: booking.id, orderId: booking.orderId };
  await services.jobs.send(SESSION_REFUND_QUEUE, job, { tx, singletonKey: sessionRefundKey(booking.id) });
  services.logger.info({ bookingId: booking.id, orderId: booking.orderId, by }, "session refund queued");
  return "full";
}

/**
 * A cancelled call's refund and what its emails say about it (the scheduling feature's SettleRefund):
 * refunded in full, or "none" only when the rule gives none (a visitor under 24 h before the start).
 * A refund that is not due for another reason (the order was never paid, or is refunded already) is
 * not mentioned. A free call refunds nothing.
 */
export const settleSessionRefund: SettleRefund = async (services, tx, booking, by, now) => {
  if (booking.kind !== "strategy_session") return { refund: null, told: undefined };
  const refund = await refundCancelledSession(services, tx, booking, by, now);
  const rule = sessionRefundFor(booking, by, now);
  const told: SessionRefund | undefined = refund === "full" ? "full" : rule === "none" && booking.orderId ? "none" : undefined;
  return { refund, told };
};

/** What the cancel page tells a visitor before they cancel: the refund rule for a paid session, nothing for a free call. */
export const visitorRefundPreview = (booking: Pick<CallBooking, "kind" | "orderId" | "slotStart">, now: Date) =>
  booking.kind === "strategy_session" ? sessionRefundFor(booking, "visitor", now) : null;

/**
 * The session-refund job. A Stripe-backed order: one refund of its payment, keyed by the booking
 * so a retry (or a second run) never refunds twice; Stripe's charge.refunded webhook then records
 * it as for any refund. A test-mode order moved no money: the refund is recorded directly, through
 * the same applyRefund. Any failure throws, and pg-boss retries (then dead-letters) the job.
 */
export function sessionRefundJob(services: Pick<AppServices, "env" | "database" | "logger" | "jobs">) {
  return async ({ bookingId, orderId }: SessionRefundJob) => {
    const { db } = services.database;
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    if (!order) return { skipped: "no order" };
    if (order.amountRefunded >= order.amountTotal) return { skipped: "already refunded" };
    if (order.testMode) {
      await db.transaction((tx) => applyRefund(services, tx, orderId, order.amountTotal));
      return { recorded: true };
    }
    const stripe = stripeFor(services);
    if (!stripe) throw new Error(`Session refund for order ${orderId} needs Stripe, which is not configured`);
    if (!order.stripePaymentIntentId) throw new Error(`Order ${orderId} has no payment to refund yet`);
    const refund = await stripe.refunds.create({ payment_intent: order.stripePaymentIntentId }, { idempotencyKey: sessionRefundKey(bookingId) });
    services.logger.info({ bookingId, orderId, refund: refund.id }, "session refunded at Stripe");
    return { refund: refund.id };
  };
}

/** This feature's queues and what their jobs carry (platform/jobs.server.ts, JobPayloads). */
declare module "#platform/jobs.server" {
  interface JobPayloads {
    "session-refund": SessionRefundJob;
  }
}
