import { data } from "react-router";
import type { AppServices } from "#platform/context";
import { refundCopy as copy } from "~/content/owner-notifications";
import { planRefund, refundOrder, type RefundPlan } from "~/features/checkout/refund.server";
import { UpstreamFailed } from "~/lib/errors";
import { formatCents } from "~/lib/money";
import { logAdminAction, type AdminUser } from "./access.server";
import { actionFailure } from "./actions.server";

/**
 * The order page's refund (issue 43): "Review refund" checks the amount and shows what will happen
 * (the confirm step, no JavaScript needed); "Refund $X" makes it, with the audit entry in the
 * refund's own transaction (decision 106).
 */

const money = (cents: number) => formatCents(cents, { decimals: "always" });

/** The confirm step as the page shows it: every figure already in words. */
export type RefundReview = {
  amountText: string;
  amount: string;
  total: string;
  who: string;
  viaStripe: boolean;
  full: boolean;
  commission: string | null;
  question: string;
  button: string;
};

export function reviewOf(plan: RefundPlan, amountText: string): RefundReview {
  const c = plan.commission;
  return {
    amountText,
    amount: money(plan.amount),
    total: money(plan.amountTotal),
    who: plan.email ?? "the buyer",
    viaStripe: plan.viaStripe,
    full: plan.full,
    commission: !c
      ? null
      : c.paidOut
        ? copy.commissionPaid
        : c.to === 0
          ? copy.commissionReversed(money(c.from))
          : copy.commissionChange(money(c.from), money(c.to)),
    question: copy.confirmText(money(plan.amount), money(plan.amountTotal), plan.email ?? "the buyer", plan.viaStripe),
    button: copy.confirm(money(plan.amount)),
  };
}

export type RefundActionData = {
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string>;
  review?: RefundReview;
};

export async function refundAction(
  services: Pick<AppServices, "env" | "database" | "logger" | "jobs">,
  admin: AdminUser,
  orderId: string,
  intent: "review" | "refund",
  amountText: string,
) {
  try {
    if (intent === "review") {
      const plan = await planRefund(services, orderId, amountText);
      return { ok: true, message: "", review: reviewOf(plan, amountText) } satisfies RefundActionData;
    }
    const done = await refundOrder(services, orderId, amountText, (tx, d) =>
      logAdminAction(
        services,
        admin,
        {
          action: "order.refund",
          targetType: "order",
          targetId: orderId,
          details: {
            amount: d.amount,
            before: d.refundedBefore,
            after: d.refundedAfter,
            via: d.viaStripe ? "stripe" : "test",
            refund: d.refundId,
            ...(d.commission ? { commissionFrom: d.commission.from, commissionTo: d.commission.to } : {}),
          },
        },
        tx,
      ),
    );
    return { ok: true, message: copy.done(money(done.amount), done.viaStripe) } satisfies RefundActionData;
  } catch (err) {
    if (err instanceof UpstreamFailed)
      return data({ ok: false, message: err.message } satisfies RefundActionData, { status: 502 });
    return actionFailure(err);
  }
}
