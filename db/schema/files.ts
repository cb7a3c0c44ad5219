import { bigint, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * Files a signed-in user attached to their business details (demo page). The bytes live in
 * the storage backend (local disk or S3) under `storage_key`, a random name that keeps only
 * the extension; the original name is kept here for the download's Content-Disposition.
 * Private: only the owner (and admins) can list or download them.
 */
export const businessFiles = pgTable(
  "business_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull().unique(),
    originalName: text("original_name").notNull(),
    contentType: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("business_files_user_idx").on(t.userId, t.createdAt)],
);
