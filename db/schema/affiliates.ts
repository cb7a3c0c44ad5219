import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** Spec §3 `affiliates`: one record per user; money in integer cents; commission_rate a fraction. */
export const affiliates = pgTable("affiliates", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: "cascade" }),
  code: text("code").notNull().unique(),
  totalEarnings: integer("total_earnings").notNull().default(0),
  commissionRate: numeric("commission_rate", { precision: 5, scale: 4, mode: "number" }).notNull().default(0.2),
  status: text("status").$type<"active" | "suspended">().notNull().default("active"),
  /** How the partner is paid (issue 43): what they entered on their dashboard; null until they do. */
  payoutDetails: jsonb("payout_details").$type<PayoutDetails>(),
  payoutUpdatedAt: timestamp("payout_updated_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A partner's payout details: a PayPal address, or a bank account. */
export type PayoutDetails =
  | { method: "paypal"; email: string }
  | { method: "bank"; accountHolder: string; bankName: string; accountNumber: string; routing: string; country: string };

/** test: the referred order was paid in the local TEST MODE checkout (no money moved; decision 110). */
export const referralStatuses = ["signed_up", "pending", "approved", "paid", "reversed", "self_referral", "test"] as const;
export type ReferralStatus = (typeof referralStatuses)[number];

/** Spec §3 `referrals`; commission_amount in integer cents. */
export const referrals = pgTable(
  "referrals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    affiliateId: uuid("affiliate_id")
      .notNull()
      .references(() => affiliates.id, { onDelete: "cascade" }),
    referredUserId: text("referred_user_id").references(() => user.id, { onDelete: "set null" }),
    referredEmail: text("referred_email"),
    orderId: uuid("order_id"),
    status: text("status").$type<ReferralStatus>().notNull().default("signed_up"),
    commissionAmount: integer("commission_amount").notNull().default(0),
    selfReferral: boolean("self_referral").notNull().default(false),
    /** The payout that paid it (issue 43). */
    payoutId: uuid("payout_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("referrals_affiliate_created_idx").on(t.affiliateId, t.createdAt),
    // One referral per paid order, and one sign-up referral per referred user.
    uniqueIndex("referrals_order_unique").on(t.orderId),
    uniqueIndex("referrals_signup_unique").on(t.affiliateId, t.referredUserId).where(sql`${t.orderId} is null`),
  ],
);

/**
 * One payment to a partner (issue 43): what the owner paid, to which account, with their
 * reference; the referrals it paid point at it. `test`: a rehearsal on test-mode commissions.
 */
export const payouts = pgTable(
  "payouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    affiliateId: uuid("affiliate_id")
      .notNull()
      .references(() => affiliates.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    details: jsonb("details").$type<PayoutDetails>(),
    reference: text("reference").notNull(),
    test: boolean("test").notNull().default(false),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payouts_affiliate_idx").on(t.affiliateId, t.createdAt)],
);

