/**
 * How the states Stripe reports after a payment read to the buyer (dashboard) and to the owner
 * (console), docs/decisions/060. One place, so the two never disagree.
 */
export type PaymentState = {
  subscriptionStatus: string | null;
  paymentFailedAt: string | null;
  disputeStatus: "open" | "won" | "lost" | null;
  expiredAt: string | null;
};

/** The buyer's line under a purchase, or null when there is nothing to say. */
export function buyerNote(s: PaymentState): string | null {
  if (s.disputeStatus === "open") return "Payment disputed with your bank: we'll be in touch.";
  if (s.disputeStatus === "lost") return "Charged back by your bank.";
  if (s.subscriptionStatus === "past_due" || s.subscriptionStatus === "unpaid")
    return "Renewal payment failed: please update your card to keep your plan.";
  if (s.subscriptionStatus === "canceled") return "Plan canceled.";
  return null;
}

const subscriptionLabels: Record<string, string> = {
  active: "Plan active",
  trialing: "Plan active (first year included)",
  past_due: "Plan past due",
  unpaid: "Plan unpaid",
  canceled: "Plan canceled",
  incomplete: "Plan incomplete",
  incomplete_expired: "Plan never started",
  paused: "Plan paused",
};

/** The owner's short labels, each with how serious it is. */
export function ownerFlags(s: PaymentState): { label: string; tone: "good" | "warn" | "bad" | "neutral" }[] {
  const flags: { label: string; tone: "good" | "warn" | "bad" | "neutral" }[] = [];
  if (s.expiredAt) flags.push({ label: "Checkout expired", tone: "neutral" });
  if (s.subscriptionStatus)
    flags.push({
      label: subscriptionLabels[s.subscriptionStatus] ?? `Plan ${s.subscriptionStatus.replace(/_/g, " ")}`,
      tone: ["active", "trialing"].includes(s.subscriptionStatus) ? "good" : s.subscriptionStatus === "canceled" ? "neutral" : "bad",
    });
  if (s.disputeStatus === "open") flags.push({ label: "Disputed", tone: "bad" });
  if (s.disputeStatus === "lost") flags.push({ label: "Dispute lost", tone: "bad" });
  if (s.disputeStatus === "won") flags.push({ label: "Dispute won", tone: "good" });
  return flags;
}

/** The owner's note on a disputed order (the amount already formatted). */
export function disputeNote(status: "open" | "won" | "lost", amount: string): string {
  if (status === "open")
    return `Disputed by the buyer's bank (${amount}): answer it in Stripe. Any commission on it is held until the dispute closes.`;
  if (status === "lost") return `Dispute lost (${amount} charged back). Any commission on it was reversed.`;
  return "Dispute closed in your favour.";
}

/** The owner's note on a plan Stripe no longer reports as active; the date of a failed renewal follows it when there is one. */
export function planNote(status: string, renewalFailed: boolean): string {
  if (status === "canceled") return "The plan's subscription was canceled in Stripe: no further renewals.";
  const plan = `The plan is ${status.replace(/_/g, " ")}`;
  return renewalFailed ? `${plan}: the last renewal payment failed` : `${plan}.`;
}
export const planRetryNote = "Stripe retries it and emails the buyer.";
export const expiredNote = "The checkout expired without payment";
export const expiredNoteTail = ": nothing was charged.";
