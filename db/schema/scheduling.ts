import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** Opening windows per weekday ("0" = Sunday … "6"), each ["HH:MM", "HH:MM") in the owner's zone. */
export type StoredWeekly = Partial<Record<"0" | "1" | "2" | "3" | "4" | "5" | "6", [string, string][]>>;

/**
 * The owner's availability for calls (issue 17, decision 063): one row, written from the console
 * (/admin/scheduling). No row means the defaults in app/content/scheduling.ts. The checks repeat
 * the console's limits so a hand-written row cannot break the slot maths.
 */
export const schedulingSettings = pgTable(
  "scheduling_settings",
  {
    /** Always "default": the table holds one row. */
    id: text("id").primaryKey().default("default"),
    timeZone: text("time_zone").notNull(),
    weekly: jsonb("weekly").$type<StoredWeekly>().notNull(),
    minNoticeMinutes: integer("min_notice_minutes").notNull().default(720),
    bufferMinutes: integer("buffer_minutes").notNull().default(15),
    /** YYYY-MM-DD days off in the owner's zone, sorted. */
    blackoutDates: jsonb("blackout_dates").$type<string[]>().notNull().default([]),
    daysAhead: integer("days_ahead").notNull().default(14),
    callMinutes: integer("call_minutes").notNull().default(30),
    sessionMinutes: integer("session_minutes").notNull().default(60),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    check("scheduling_settings_one_row", sql`${t.id} = 'default'`),
    check("scheduling_settings_notice", sql`${t.minNoticeMinutes} BETWEEN 0 AND 20160`),
    check("scheduling_settings_buffer", sql`${t.bufferMinutes} BETWEEN 0 AND 120`),
    check("scheduling_settings_days_ahead", sql`${t.daysAhead} BETWEEN 1 AND 60`),
    check("scheduling_settings_call", sql`${t.callMinutes} BETWEEN 15 AND 120 AND ${t.callMinutes} % 5 = 0`),
    check("scheduling_settings_session", sql`${t.sessionMinutes} BETWEEN 15 AND 240 AND ${t.sessionMinutes} % 5 = 0`),
  ],
);
