import type { FirstTouch } from "./analytics";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { affiliates } from "./affiliates";
import { user } from "./auth";
import { formSubmissions } from "./leads";

/** The onboarding form's answers, as stored (the form's schema: app/features/onboarding/onboarding.schema.ts). */
export type Onboarding = {
  businessName: string;
  industry: string;
  website?: string;
  phone: string;
  hours?: string;
  services?: string;
  software?: string;
  transfers?: string;
  urgent?: string;
  notes?: string;
};

export const orderStatuses = ["pending", "paid", "failed", "canceled", "refunded"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** One checkout: created (pending) before the payment provider is called, so nothing is lost. */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    email: text("email"),
    status: text("status").$type<OrderStatus>().notNull().default("pending"),
    mode: text("mode").$type<"payment" | "subscription">().notNull().default("payment"),
    /** Charged now, in cents (one-time items and setup fees). */
    amountTotal: integer("amount_total").notNull(),
    /** Cents refunded so far. */
    amountRefunded: integer("amount_refunded").notNull().default(0),
    currency: text("currency").notNull().default("usd"),
    refCode: text("ref_code"),
    /** Where the visit that led to this order began (issue 20); null when the browser sent none. */
    firstTouch: jsonb("first_touch").$type<FirstTouch>(),
    affiliateId: uuid("affiliate_id").references(() => affiliates.id, { onDelete: "set null" }),
    testMode: boolean("test_mode").notNull().default(false),
    stripeSessionId: text("stripe_session_id").unique(),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    stripeCustomerId: text("stripe_customer_id"),
    /** What the buyer chose, so a canceled checkout can be resumed with the same selection. */
    selection: jsonb("selection").$type<{ priceId: string; upsellPriceIds: string[] }>().notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Set when the receipt went out: the claim that makes it exactly one receipt. */
    receiptSentAt: timestamp("receipt_sent_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /** The Checkout Session expired unpaid (checkout.session.expired); the order is then "canceled". */
    expiredAt: timestamp("expired_at", { withTimezone: true }),
    /** The plan's Stripe subscription status (active, past_due, canceled, …) and the event time it is from (decision 060). */
    subscriptionStatus: text("subscription_status"),
    subscriptionStatusAt: timestamp("subscription_status_at", { withTimezone: true }),
    /** The last renewal payment that failed (invoice.payment_failed). */
    paymentFailedAt: timestamp("payment_failed_at", { withTimezone: true }),
    /** A chargeback: "open" until Stripe closes it "won" or "lost", and the event time it is from. */
    disputeStatus: text("dispute_status").$type<"open" | "won" | "lost">(),
    disputeAmount: integer("dispute_amount"),
    disputeStatusAt: timestamp("dispute_status_at", { withTimezone: true }),
    /** What the buyer told us for the build after paying (issue 42): the onboarding form's answers. */
    onboarding: jsonb("onboarding").$type<Onboarding>(),
    onboardingAt: timestamp("onboarding_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("orders_user_idx").on(t.userId), index("orders_created_idx").on(t.createdAt), index("orders_email_idx").on(t.email)],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    priceId: text("price_id").notNull(),
    name: text("name").notNull(),
    kind: text("kind").notNull(),
    /** One-time amount in cents (the setup fee for plans). */
    amount: integer("amount").notNull(),
    /** Monthly amount in cents after the first year, for plans. */
    monthlyAmount: integer("monthly_amount"),
    quantity: integer("quantity").notNull().default(1),
  },
  (t) => [index("order_items_order_idx").on(t.orderId)],
);

/** Stripe event ids already handled: a redelivered event does nothing. */
export const processedWebhookEvents = pgTable("processed_webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A signed Stripe event that claimed one of our orders but did not match it (another Checkout
 * Session, for example a Payment Link opened with our order id as `client_reference_id`, or a
 * different amount or currency): nothing was fulfilled. Kept for the owner's console (Deliveries).
 */
export const paymentRejections = pgTable(
  "payment_rejections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The Stripe event (unique: a redelivery records nothing new). */
    stripeEventId: text("stripe_event_id").notNull().unique(),
    eventType: text("event_type").notNull(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The Checkout Session (cs_…) or invoice (in_…) the event was about. */
    stripeObjectId: text("stripe_object_id"),
    /** What Stripe reported, in the currency's smallest unit; null when the event carried none. */
    amount: integer("amount"),
    currency: text("currency"),
    expectedAmount: integer("expected_amount").notNull(),
    expectedCurrency: text("expected_currency").notNull(),
    /** Machine-readable: session_mismatch, amount_mismatch, currency_mismatch. */
    reason: text("reason").$type<PaymentRejectionReason>().notNull(),
    /** The sentence the console shows. */
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_rejections_created_idx").on(t.createdAt), index("payment_rejections_order_idx").on(t.orderId)],
);
export type PaymentRejectionReason = "session_mismatch" | "amount_mismatch" | "currency_mismatch";

/** strategy_call: a lead's free call; strategy_session: the paid session; kickoff: a paid build's first call (issue 42). */
export const bookingKinds = ["strategy_call", "strategy_session", "kickoff"] as const;
export type BookingKind = (typeof bookingKinds)[number];
/** held: a paid session's slot while the visitor pays; booked; then cancelled, done or no_show (expired: a hold that lapsed). */
export const bookingStatuses = ["held", "booked", "cancelled", "done", "no_show", "expired"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/**
 * A booked call (issue 17, decision 062): the free strategy call (a lead's) or the paid strategy
 * session (an order's). No two held or booked calls overlap, buffer included: an exclusion
 * constraint on [slot_start, blocks_until) enforces it (migration 0010; drizzle cannot declare it).
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").$type<BookingKind>().notNull().default("strategy_session"),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "cascade" }),
    leadId: uuid("lead_id").references(() => formSubmissions.id, { onDelete: "set null" }),
    slotStart: timestamp("slot_start", { withTimezone: true }).notNull(),
    slotEnd: timestamp("slot_end", { withTimezone: true }).notNull(),
    /** The end plus the owner's buffer: the time no other call may take. */
    blocksUntil: timestamp("blocks_until", { withTimezone: true }).notNull(),
    /** The zone the visitor chose; times are shown in it. */
    timeZone: text("time_zone").notNull().default("UTC"),
    name: text("name"),
    email: text("email"),
    /** The number to call (the paid session and the free call's form ask for it). */
    phone: text("phone"),
    /** What the visitor wants to cover, in their words (the paid session's agenda, the free call's challenges). */
    notes: text("notes"),
    /**
     * Who asked for the time: the keyed hash of their address (its /64 for IPv6), so one visitor's
     * unpaid holds and unconfirmed calls can be counted together (decision 097). Null for times the
     * owner or a paid order's success page booked.
     */
    holder: text("holder"),
    status: text("status").$type<BookingStatus>().notNull().default("booked"),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    /** The invite's SEQUENCE: +1 on each move or the cancellation. */
    sequence: integer("sequence").notNull().default(0),
    /** Bumped on every move or cancellation: earlier manage links stop working. */
    version: integer("version").notNull().default(1),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Who cancelled: the visitor from the email's link, or the owner from the console (decision 108). */
    cancelledBy: text("cancelled_by").$type<"visitor" | "owner">(),
    /** The owner's reason for cancelling, as the visitor's email gives it. */
    cancelReason: text("cancel_reason"),
    /** The owner's note to the visitor with the latest move from the console; cleared when the visitor moves the call. */
    moveNote: text("move_note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("bookings_order_unique").on(t.orderId),
    index("bookings_slot_idx").on(t.slotStart),
    index("bookings_lead_idx").on(t.leadId),
    index("bookings_holder_idx").on(t.holder),
  ],
);
