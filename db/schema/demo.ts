import { bigint, date, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * Spec §3 `business_details`: one row per user. `file_urls` hold private, owner-only links. The
 * columns after `key_services` up to `urgent` are what the demo's receptionist tells callers
 * (issue 41, docs/decisions/099): each optional; empty means the business did not say.
 */
export const businessDetails = pgTable("business_details", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  industry: text("industry"),
  businessName: text("business_name"),
  businessSize: text("business_size"),
  targetAudience: text("target_audience"),
  keyServices: text("key_services").array().notNull().default([]),
  hours: text("hours"),
  address: text("address"),
  phone: text("phone"),
  payment: text("payment"),
  prices: text("prices"),
  policies: text("policies"),
  urgent: text("urgent"),
  customPrompt: text("custom_prompt"),
  fileUrls: text("file_urls").array().notNull().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Spec §3 `chat_preferences`: one row per user. */
export const chatPreferences = pgTable("chat_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  company: text("company"),
  industry: text("industry").notNull(),
  role: text("role"),
  goals: text("goals"),
  preferences: jsonb("preferences").$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The demo's daily spend for the whole site (docs/decisions/045): one row per UTC day with the
 * model tokens used (or reserved) and the voice minutes charged for ended calls that day, shared
 * by every app instance. What voice tickets and running calls hold is in `voice_calls`.
 */
export const demoUsage = pgTable("demo_usage", {
  day: date("day", { mode: "string" }).primaryKey(),
  aiTokens: bigint("ai_tokens", { mode: "number" }).notNull().default(0),
  voiceMinutes: integer("voice_minutes").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One voice call's ticket (docs/decisions/057): the session endpoint stores the ElevenLabs signed
 * URL and the server-written overrides here and gives the browser only a random ticket; our relay
 * redeems it once (the row is deleted) when the call's WebSocket opens. `id` is the SHA-256 of the
 * ticket, so a database read alone cannot open a call.
 */
export const voiceTickets = pgTable("voice_tickets", {
  id: text("id").primaryKey(),
  signedUrl: text("signed_url").notNull(),
  overrides: jsonb("overrides").$type<Record<string, unknown>>().notNull(),
  maxMinutes: integer("max_minutes").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The day's voice calls, one row per ticket (issue 40; amends docs/decisions/045 and 057): what each holds of the day's
 * minutes. A ticket nobody redeemed holds `minutes` (its longest call) only until `expires_at`;
 * once redeemed it holds them until the call ends, and then `minutes` is what the call used.
 * `caller` is the keyed hash of the address that asked (platform/ip-hash.server.ts), so one
 * address's share of the day can be counted. `id` is the ticket's id in `voice_tickets`.
 */
export const voiceCalls = pgTable(
  "voice_calls",
  {
    id: text("id").primaryKey(),
    day: date("day", { mode: "string" }).notNull(),
    caller: text("caller").notNull(),
    minutes: integer("minutes").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("voice_calls_day_caller_idx").on(t.day, t.caller)],
);
