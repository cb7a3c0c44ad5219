/**
 * The owner's notifications (issue 43, decision 106): the emails about the business, the console's
 * Notifications page, the refund panel of an order and the "Next calls" of the overview. A file of
 * its own, so the parallel work on app/content/admin.ts does not conflict. Plain operational wording.
 */

export type NotificationMode = "each" | "digest";
export const notificationModes = ["each", "digest"] as const satisfies readonly NotificationMode[];

/** The owner's zone's hour the daily digest goes out (8:00 AM, before the working day). */
export const DIGEST_HOUR = 8;

/** What an owner email is about; the digest groups them by it. */
export type NoticeKind = "lead" | "call" | "order-paid" | "refund" | "dispute" | "payment-rejected" | "delivery-failed";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const noticeCounts: Record<NoticeKind, (n: number) => string> = {
  lead: (n) => plural(n, "lead", "leads"),
  call: (n) => plural(n, "call booked, moved or cancelled", "calls booked, moved or cancelled"),
  "order-paid": (n) => plural(n, "paid order", "paid orders"),
  refund: (n) => plural(n, "refund", "refunds"),
  dispute: (n) => plural(n, "dispute", "disputes"),
  "payment-rejected": (n) => plural(n, "payment not applied", "payments not applied"),
  "delivery-failed": (n) => plural(n, "failed delivery", "failed deliveries"),
};

export const ownerEmails = {
  settingsLink: "Notification settings",
  /** Under every per-event email: how to get fewer. */
  eachFooter:
    "You get one email per lead, call, order, refund, dispute and failed delivery. To get one daily digest instead, change it in the console's Notifications page.",
  lead: {
    heading: (label: string) => `${label} received`,
    open: "Open the lead",
  },
  orderPaid: {
    subject: (amount: string, who: string, test: boolean) =>
      `New order${test ? " (test mode)" : ""}: ${amount} from ${who}`,
    heading: "A new order was paid",
    intro: (test: boolean) =>
      test
        ? "Paid in the local TEST MODE checkout: no money was charged, and it is not counted as revenue."
        : "Stripe confirmed the payment. The buyer's receipt is on its way.",
    guest: "a guest",
  },
  refund: {
    subject: (amount: string, order: string, who: string, full: boolean) =>
      full ? `Refunded in full: ${amount} on order ${order} (${who})` : `Refunded ${amount} on order ${order} (${who})`,
    heading: (full: boolean) => (full ? "An order was refunded in full" : "Part of an order was refunded"),
    intro: (test: boolean) =>
      test
        ? "A test-mode order: the refund is recorded, no money moved."
        : "Stripe returns the money to the buyer's card in 5–10 business days.",
  },
  dispute: {
    subject: (status: "open" | "won" | "lost", amount: string, order: string) =>
      ({
        open: `Payment disputed: ${amount} on order ${order}`,
        won: `Dispute won on order ${order}`,
        lost: `Dispute lost: ${amount} charged back on order ${order}`,
      })[status],
    heading: (status: "open" | "won" | "lost") =>
      ({
        open: "A buyer's bank disputed a payment",
        won: "A dispute closed in your favour",
        lost: "A dispute was lost",
      })[status],
    intro: (status: "open" | "won" | "lost") =>
      ({
        open: "Answer it in Stripe's dashboard before its deadline. Any commission on the order is held until the dispute closes.",
        won: "The money stays with you.",
        lost: "The amount was charged back. Any commission on the order was reversed.",
      })[status],
  },
  paymentRejected: {
    subject: (order: string) => `Payment not applied to order ${order}`,
    heading: "A payment was not applied",
    after:
      "Nothing was fulfilled. Check the payment in Stripe, and refund it there if a real buyer was charged the wrong amount.",
  },
  deliveryFailed: {
    subject: (what: string, target: string) => `Failed delivery: ${what}${target ? ` (${target})` : ""}`,
    heading: "A delivery failed for good",
    intro: (attempts: number) =>
      `It was tried ${plural(attempts, "time", "times")} over a day and then set aside. Retry it from the console's Deliveries page once the cause is fixed.`,
    open: "Open the deliveries",
  },
  detail: {
    order: "Order",
    buyer: "Buyer",
    amount: "Amount",
    items: "Items",
    paid: "Paid",
    refunded: "Refunded",
    leftPaid: "Kept",
    commission: "Commission",
    reason: "Reason",
    attempts: "Attempts",
    error: "Last error",
    firstSent: "First sent",
    payment: "Payment",
    testMode: "Test mode (no money moved)",
    live: "Live (Stripe)",
  },
  openOrder: "Open the order",
  digest: {
    subject: (parts: string[]) => `Your daily digest: ${parts.join(", ")}`,
    heading: "What happened since yesterday",
    intro: (from: string, to: string, n: number) => `From ${from} to ${to}: ${plural(n, "event", "events")}.`,
    more: (n: number) => `And ${n} more: the console has them all.`,
    open: "Open the console",
    footer:
      "You chose one daily digest. To get an email for each event instead, change it in the console's Notifications page.",
  },
} as const;

/** The console's Notifications page (/admin/notifications). */
export const notificationsPage = {
  title: "Notifications",
  description: "The emails you get about the business, and where they go.",
  whereHeading: "Where they go",
  whereTo: "To",
  whereWhy: "From",
  whereHint: "Set LEADS_NOTIFY_EMAIL in .env (then restart the site) to send them to another address.",
  whatHeading: "What you hear about",
  what: [
    "Every new lead (contact, demo request, strategy call, pilot, assessment, questions and chat messages)",
    "Every call booked, moved or cancelled, with the invite for your calendar",
    "Every paid order (test-mode orders are marked so)",
    "Every refund, full or partial",
    "Every dispute opened, won or lost",
    "Every payment not applied and every delivery that failed for good",
  ],
  modeHeading: "How often",
  modeLegend: "Send me",
  modes: {
    each: {
      label: "An email for each event, as it happens",
      hint: "Recommended while the business is small: you answer a lead within minutes.",
    },
    digest: {
      label: "One daily digest",
      hint: (hour: string, zone: string) =>
        `One email at ${hour} your time (${zone}, from Scheduling) listing the day's events. No email on a day with nothing to report.`,
    },
  },
  save: "Save",
  saved: (mode: NotificationMode, hour: string, zone: string) =>
    mode === "each" ? "Saved: one email per event." : `Saved: one daily digest at ${hour} (${zone}).`,
  unchanged: "Nothing changed.",
  pickMode: "Pick how often you want to hear from the site.",
  lastChanged: (who: string) => `Last changed by ${who}`,
} as const;

/** The refund panel of an order's console page. */
export const refundCopy = {
  heading: "Refund",
  left: "Left to refund",
  amountLabel: "Amount to refund (USD)",
  amountHint: (left: string) => `Up to ${left}. Leave it as it is for a full refund.`,
  review: "Review refund",
  confirmHeading: "Confirm the refund",
  confirmText: (amount: string, total: string, who: string, stripe: boolean) =>
    `Refund ${amount} of ${total} to ${who}${stripe ? " through Stripe" : " (test mode: recorded, no money moves)"}?`,
  commissionChange: (from: string, to: string) => `The partner's commission goes from ${from} to ${to}.`,
  commissionReversed: (from: string) => `The partner's commission of ${from} is reversed.`,
  commissionPaid: "The partner's commission was already paid out: it is not changed.",
  confirm: (amount: string) => `Refund ${amount}`,
  cancel: "Keep the order as it is",
  done: (amount: string, stripe: boolean) =>
    stripe ? `Refunded ${amount} through Stripe.` : `Refund of ${amount} recorded (test mode: no money moved).`,
  errors: {
    amount: "Enter an amount in dollars, like 50 or 49.99.",
    positive: "Enter an amount above $0.00.",
    tooMuch: (left: string) => `At most ${left} is left to refund.`,
    notPaid: "Only a paid order can be refunded.",
    fullyRefunded: "This order is already refunded in full.",
    noStripe:
      "Stripe is not configured on this site, so a live order cannot be refunded from here. Refund it in Stripe's dashboard.",
    noPaymentIntent:
      "This order has no card payment on record (a plan's setup fee is charged on its subscription's invoice): refund it in Stripe's dashboard. The refund shows here once Stripe reports it.",
    stripe: (message: string) => `Stripe refused the refund: ${message}`,
    stripeDown: "Stripe did not answer, so nothing was refunded. Try again in a minute.",
  },
  historyHeading: "History",
} as const;

/** The overview's "Next calls". */
export const nextCallsCopy = {
  heading: "Next calls",
  empty: "No calls booked yet.",
  all: "All bookings",
  columns: { when: "When", kind: "Call", name: "Name", phone: "Phone" },
  noPhone: "—",
} as const;
