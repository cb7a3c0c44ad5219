import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * The owner's calendar, both ways, through standard iCalendar feeds (issue 43, decision 108).
 * One row each: the primary key is the constant 'default' and a CHECK keeps it the only one.
 */

/**
 * The private feed of every booking that the owner's calendar app subscribes to
 * (/calendar/<token>.ics). Only the token's SHA-256 is kept: the address is shown once, when it is
 * made; deleting the row revokes it, replacing the hash regenerates it.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: text("id").primaryKey().default("default"),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    /** When a calendar last read the feed (the console shows it, so the owner sees the subscription works). */
    lastReadAt: timestamp("last_read_at", { withTimezone: true }),
  },
  (t) => [check("calendar_feeds_one_row", sql`${t.id} = 'default'`)],
);

/**
 * The owner's own calendar's private iCal address, read every 15 minutes; its busy times block
 * slots. The outcome of the last read is kept for the console ("Read 14 busy times, 2 minutes ago").
 */
export const calendarSources = pgTable(
  "calendar_sources",
  {
    id: text("id").primaryKey().default("default"),
    /** A secret address (Google's "Secret address in iCal format"): only the console shows it, shortened. */
    url: text("url").notNull(),
    /** When the last read started, and when one last succeeded. */
    fetchedAt: timestamp("fetched_at", { withTimezone: true }),
    succeededAt: timestamp("succeeded_at", { withTimezone: true }),
    /** The last read's failure in words, or null when it succeeded. */
    lastError: text("last_error"),
    /** Busy times the last successful read found in the booking window. */
    busyCount: integer("busy_count"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [check("calendar_sources_one_row", sql`${t.id} = 'default'`)],
);

/** The busy intervals the last read of the owner's calendar found, replaced whole on each read. */
export const calendarBusyTimes = pgTable(
  "calendar_busy_times",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sourceId: text("source_id")
      .notNull()
      .references(() => calendarSources.id, { onDelete: "cascade" }),
    start: timestamp("start", { withTimezone: true }).notNull(),
    end: timestamp("end", { withTimezone: true }).notNull(),
  },
  (t) => [index("calendar_busy_times_end_idx").on(t.end), check("calendar_busy_times_order", sql`${t.end} > ${t.start}`)],
);
