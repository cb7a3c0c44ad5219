import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { FirstTouch } from "./analytics";
import { user } from "./auth";

export const formTypes = [
  "demo_request",
  "pilot_program",
  "strategy_call",
  "demo_customization",
  "contact",
  "question",
  "assessment",
  "chat_message",
] as const;
export type FormType = (typeof formTypes)[number];

export const leadStatuses = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** Spec §3 `form_submissions` (form_type, user_id, data) plus what an operator needs to work a lead. */
export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    formType: text("form_type").$type<FormType>().notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    email: text("email"),
    page: text("page"),
    referrer: text("referrer"),
    utm: jsonb("utm").$type<Record<string, string>>(),
    affiliateCode: text("affiliate_code"),
    /** Where the visit that sent this lead began (issue 20); null when the browser sent none. */
    firstTouch: jsonb("first_touch").$type<FirstTouch>(),
    consentText: text("consent_text"),
    ipHash: text("ip_hash"),
    status: text("status").$type<LeadStatus>().notNull().default("new"),
    statusNote: text("status_note"),
    duplicateOf: uuid("duplicate_of"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("form_submissions_created_at_idx").on(t.createdAt),
    // Leading with email, it serves the look-ups by email, and the duplicate rule's search for
    // the first lead of a form and email in the window without a sort (decision 093).
    index("form_submissions_email_form_idx").on(t.email, t.formType, t.createdAt),
    index("form_submissions_type_idx").on(t.formType, t.createdAt),
  ],
);
