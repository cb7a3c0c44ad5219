import { bigint, date, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** Spec §3 `business_details`: one row per user. `file_urls` hold private, owner-only links. */
export const businessDetails = pgTable("business_details", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  industry: text("industry"),
  businessName: text("business_name"),
  businessSize: text("business_size"),
  targetAudience: text("target_audience"),
  keyServices: text("key_services").array().notNull().default([]),
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
 * model tokens and voice minutes used (or reserved) that day, shared by every app instance.
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
