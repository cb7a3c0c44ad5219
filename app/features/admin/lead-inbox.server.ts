import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import {
  adminActions,
  formSubmissions,
  formTypes,
  leadStatuses,
  orders,
  user,
  type FormType,
  type LeadStatus,
} from "#db/schema";
import type { Db } from "#platform/db.server";
import { canMoveLead } from "./lead-workflow";
import type { AppServices } from "#platform/context";
import { NotFound, ValidationFailed } from "~/lib/errors";
import { setLeadStatus } from "~/features/leads/leads.server";
import { attributionOf } from "~/features/analytics/first-touch";
import { bookingStatusLabel } from "~/content/scheduling-console";
import { touchFilterValue } from "./first-touch-filters";
import { touchConditions, touchExpressions, touchOptions } from "./first-touch-filters.server";
import { loadSchedule } from "~/features/scheduling/schedule.server";
import { logAdminAction, type AdminUser } from "./access.server";
import { leadCalls } from "./bookings.server";
import { crmDeliveryFor } from "./deliveries.server";
import { csvStream } from "~/lib/csv";
import { attributionCells, attributionCsvHeader } from "./csv-attribution";
import { keysetPage, PAGE_SIZE, type Cursor } from "~/lib/pagination";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s));

/** The inbox's filters, from the query string; a malformed value is dropped rather than refused. */
export const leadFilterSchema = z.object({
  type: z.enum(formTypes).optional().catch(undefined),
  status: z.enum(leadStatuses).optional().catch(undefined),
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  // By first touch (issue 43): the source, campaign and partner the visit came with.
  source: touchFilterValue,
  campaign: touchFilterValue,
  partner: touchFilterValue,
});
export type LeadFilters = Partial<z.infer<typeof leadFilterSchema>>;
export const leadFilterKeys = ["type", "status", "from", "to", "q", "source", "campaign", "partner"] as const;

export function leadFiltersFrom(params: URLSearchParams): LeadFilters {
  const raw = Object.fromEntries(leadFilterKeys.map((k) => [k, params.get(k) || undefined]));
  const parsed = leadFilterSchema.parse(raw);
  return Object.fromEntries(
    Object.entries(parsed).filter(
      ([k, v]) => v !== undefined && (v !== "" || k === "source" || k === "campaign" || k === "partner"),
    ),
  ) as LeadFilters;
}

/** A LIKE pattern that matches the text literally anywhere. */
export function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const dataField = (key: string) => sql<string | null>`${formSubmissions.data}->>${key}`;

/** A lead's first touch as SQL (source, campaign, partner): the rules of the CSV's columns. */
const leadTouch = touchExpressions({
  firstTouch: formSubmissions.firstTouch,
  partner: formSubmissions.affiliateCode,
  pageUtm: formSubmissions.utm,
});

/** The lead's call (its latest booking): the time it is at now, moved or not, and its state. */
const callOf = (column: "slot_start" | "status" | "sequence") =>
  sql.raw(
    `(select b.${column} from bookings b where b.lead_id = form_submissions.id order by b.created_at desc limit 1)`,
  );

function leadConditions(f: LeadFilters): SQL[] {
  const where: SQL[] = [];
  if (f.type) where.push(eq(formSubmissions.formType, f.type));
  if (f.status) where.push(eq(formSubmissions.status, f.status));
  // Dates are whole days in UTC, both ends included.
  if (f.from) where.push(gte(formSubmissions.createdAt, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) where.push(lt(formSubmissions.createdAt, new Date(Date.parse(`${f.to}T00:00:00Z`) + 86_400_000)));
  where.push(...touchConditions(leadTouch, f));
  if (f.q) {
    const p = containsPattern(f.q);
    where.push(
      or(
        sql`${formSubmissions.email} ilike ${p}`,
        sql`${dataField("email")} ilike ${p}`,
        sql`${dataField("name")} ilike ${p}`,
        sql`${dataField("company")} ilike ${p}`,
        sql`${dataField("businessName")} ilike ${p}`,
      )!,
    );
  }
  return where;
}

function keysetCondition(direction: "older" | "newer", cursorId: string | null): SQL | undefined {
  if (!cursorId) return undefined;
  const cursorRow = sql`(select c.created_at, c.id from form_submissions c where c.id = ${cursorId})`;
  return direction === "older"
    ? sql`(${formSubmissions.createdAt}, ${formSubmissions.id}) < ${cursorRow}`
    : sql`(${formSubmissions.createdAt}, ${formSubmissions.id}) > ${cursorRow}`;
}

const listColumns = {
  id: formSubmissions.id,
  createdAt: formSubmissions.createdAt,
  formType: formSubmissions.formType,
  status: formSubmissions.status,
  email: formSubmissions.email,
  name: dataField("name"),
  company: dataField("company"),
  businessName: dataField("businessName"),
  affiliateCode: formSubmissions.affiliateCode,
  duplicateOf: formSubmissions.duplicateOf,
  source: leadTouch.source,
  campaign: leadTouch.campaign,
  callStart: sql<string | Date | null>`${callOf("slot_start")}`,
  callStatus: sql<string | null>`${callOf("status")}`,
  callSequence: sql<number | null>`${callOf("sequence")}`,
};

export type LeadListRow = {
  id: string;
  createdAt: string;
  formType: FormType;
  status: LeadStatus;
  email: string | null;
  name: string | null;
  company: string | null;
  affiliateCode: string | null;
  duplicate: boolean;
  /** First touch: "" when none was recorded. */
  source: string;
  campaign: string;
  /** The lead's call as it stands now (a moved call shows its new time). */
  call: { startIso: string; label: string } | null;
};

const iso = (v: string | Date | null | undefined) => (v ? new Date(v).toISOString() : null);
const callView = (start: string | Date | null, status: string | null, sequence: number | null) =>
  start && status ? { startIso: iso(start)!, label: bookingStatusLabel(status as never, Number(sequence ?? 0)) } : null;

export async function listLeads(db: Db, filters: LeadFilters, cursor: Cursor, limit = PAGE_SIZE) {
  const where = leadConditions(filters);
  const page = await keysetPage(cursor, limit, ({ direction, cursorId, take }) => {
    const order =
      direction === "older"
        ? [desc(formSubmissions.createdAt), desc(formSubmissions.id)]
        : [formSubmissions.createdAt, formSubmissions.id];
    return db
      .select(listColumns)
      .from(formSubmissions)
      .where(and(...where, keysetCondition(direction, cursorId)))
      .orderBy(...order)
      .limit(take);
  });
  return {
    ...page,
    items: page.items.map((r): LeadListRow => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      formType: r.formType,
      status: r.status,
      email: r.email,
      name: r.name,
      company: r.company ?? r.businessName,
      affiliateCode: r.affiliateCode,
      duplicate: !!r.duplicateOf,
      source: r.source ?? "",
      campaign: r.campaign ?? "",
      call: callView(r.callStart, r.callStatus, r.callSequence),
    })),
  };
}

/** The values the inbox's first-touch filters offer: what the leads hold, most leads first. */
export function leadFilterOptions(db: Db) {
  return touchOptions(db, formSubmissions, leadTouch);
}

export async function countLeads(db: Db, filters: LeadFilters) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(formSubmissions)
    .where(and(...leadConditions(filters)));
  return Number(row?.n ?? 0);
}

export type HistoryEntry = {
  id: string;
  at: string;
  adminEmail: string;
  action: string;
  details: Record<string, unknown>;
};

export async function historyFor(db: Db, targetType: string, targetId: string, limit = 50): Promise<HistoryEntry[]> {
  const rows = await db
    .select()
    .from(adminActions)
    .where(and(eq(adminActions.targetType, targetType), eq(adminActions.targetId, targetId)))
    .orderBy(desc(adminActions.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    at: r.createdAt.toISOString(),
    adminEmail: r.adminEmail,
    action: r.action,
    details: r.details,
  }));
}

/** How many admin actions a record has had (its history page shows the latest HISTORY_LIMIT). */
export async function historyCount(db: Db, targetType: string, targetId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(adminActions)
    .where(and(eq(adminActions.targetType, targetType), eq(adminActions.targetId, targetId)));
  return Number(row?.n ?? 0);
}

/** How many entries of an audit history, and of a lead's purchases, a detail page lists. */
export const HISTORY_LIMIT = 50;
export const PURCHASES_LIMIT = 20;

/** One lead with everything an operator needs: the visitor's fields, where it came from, its account and what the email went on to buy. */
export async function leadDetail(db: Db, id: string, limits: { purchases?: number; history?: number } = {}) {
  const purchasesLimit = limits.purchases ?? PURCHASES_LIMIT;
  const historyLimit = limits.history ?? HISTORY_LIMIT;
  if (!z.uuid().safeParse(id).success) return null;
  const [lead] = await db.select().from(formSubmissions).where(eq(formSubmissions.id, id)).limit(1);
  if (!lead) return null;
  const [account] = lead.userId
    ? await db
        .select({ id: user.id, name: user.name, email: user.email })
        .from(user)
        .where(eq(user.id, lead.userId))
        .limit(1)
    : [];
  // Only their number is shown: counted, not listed.
  const [duplicates] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(formSubmissions)
    .where(eq(formSubmissions.duplicateOf, lead.id));
  const purchasesWhere = lead.email
    ? and(
        or(eq(sql`lower(${orders.email})`, lead.email), eq(sql`lower(${user.email})`, lead.email)),
        inArray(orders.status, ["paid", "refunded"]),
      )
    : undefined;
  const purchases = purchasesWhere
    ? await db
        .select({
          id: orders.id,
          status: orders.status,
          amountTotal: orders.amountTotal,
          amountRefunded: orders.amountRefunded,
          testMode: orders.testMode,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .leftJoin(user, eq(user.id, orders.userId))
        .where(purchasesWhere)
        .orderBy(desc(orders.createdAt))
        .limit(purchasesLimit)
    : [];
  let purchasesTotal = purchases.length;
  if (purchasesWhere && purchases.length >= purchasesLimit) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .leftJoin(user, eq(user.id, orders.userId))
      .where(purchasesWhere);
    purchasesTotal = Number(row?.n ?? purchases.length);
  }
  const history = await historyFor(db, "lead", lead.id, historyLimit);
  const historyTotal = history.length >= historyLimit ? await historyCount(db, "lead", lead.id) : history.length;
  return {
    lead: {
      id: lead.id,
      formType: lead.formType,
      status: lead.status,
      statusNote: lead.statusNote,
      data: lead.data,
      email: lead.email,
      page: lead.page,
      referrer: lead.referrer,
      utm: lead.utm,
      firstTouch: lead.firstTouch,
      affiliateCode: lead.affiliateCode,
      consentText: lead.consentText,
      ipHash: lead.ipHash,
      duplicateOf: lead.duplicateOf,
      userId: lead.userId,
      createdAt: lead.createdAt.toISOString(),
      updatedAt: lead.updatedAt.toISOString(),
    },
    account: account ?? null,
    duplicateCount: Number(duplicates?.n ?? 0),
    purchases: purchases.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
    purchasesTotal,
    history,
    historyTotal,
  };
}

export const leadStatusInput = z.object({
  status: z.enum(leadStatuses, "Choose a status."),
  note: z
    .string()
    .trim()
    .max(2000, "Keep the note under 2,000 characters.")
    .optional()
    .transform((v) => v || undefined),
});

/** Moves a lead along the workflow (or only saves a note), recorded with the admin's id. */
export async function updateLeadStatus(
  services: Pick<AppServices, "database" | "logger">,
  admin: AdminUser,
  id: string,
  input: { status: LeadStatus; note?: string },
) {
  const { db } = services.database;
  if (!z.uuid().safeParse(id).success) throw new NotFound("Lead not found");
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: formSubmissions.id, status: formSubmissions.status })
      .from(formSubmissions)
      .where(eq(formSubmissions.id, id))
      .for("update")
      .limit(1);
    if (!lead) throw new NotFound("Lead not found");
    if (!canMoveLead(lead.status, input.status))
      throw new ValidationFailed(`A ${lead.status} lead cannot be marked ${input.status}.`, {
        status: "Not a next step for this lead.",
      });
    if (lead.status === input.status && !input.note)
      throw new ValidationFailed("Write a note or choose a new status.", { note: "Required" });
    await setLeadStatus(tx, id, input.status, input.note);
    await logAdminAction(
      services,
      admin,
      {
        action: lead.status === input.status ? "lead.note" : "lead.status",
        targetType: "lead",
        targetId: id,
        details: { from: lead.status, to: input.status, ...(input.note ? { note: input.note } : {}) },
      },
      tx,
    );
    return { from: lead.status, to: input.status };
  });
}

export const leadCsvHeader = [
  "id",
  "created_at",
  "form_type",
  "status",
  "status_note",
  "name",
  "email",
  "phone",
  "company",
  "page",
  "referrer",
  // Where the visit began (its first touch, decision 112); the page's own UTM parameters when none was recorded.
  ...attributionCsvHeader,
  "affiliate_code",
  "call_start",
  "call_status",
  "duplicate_of",
  "user_id",
  "data",
];

const str = (v: unknown) => (typeof v === "string" ? v : v === undefined || v === null ? "" : JSON.stringify(v));

/** Every lead matching the filters, newest first, as CSV streamed in batches (never all in memory). */
export function leadsCsv(db: Db, filters: LeadFilters, batchSize = 500): ReadableStream<Uint8Array> {
  const where = leadConditions(filters);
  let cursor: string | null = null;
  let done = false;
  return csvStream(leadCsvHeader, async () => {
    if (done) return null;
    const found = await db
      .select({
        lead: formSubmissions,
        callStart: sql<string | Date | null>`${callOf("slot_start")}`,
        callStatus: sql<string | null>`${callOf("status")}`,
        callSequence: sql<number | null>`${callOf("sequence")}`,
      })
      .from(formSubmissions)
      .where(and(...where, keysetCondition("older", cursor)))
      .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
      .limit(batchSize);
    if (found.length < batchSize) done = true;
    if (!found.length) return null;
    cursor = found.at(-1)!.lead.id;
    return found.map(({ lead: r, callStart, callStatus, callSequence }) => {
      const d = r.data ?? {};
      const call = callView(callStart, callStatus, callSequence);
      return [
        r.id,
        r.createdAt,
        r.formType,
        r.status,
        r.statusNote,
        str(d.name),
        r.email ?? str(d.email),
        str(d.phone),
        str(d.company ?? d.businessName),
        r.page,
        r.referrer,
        ...attributionCells(attributionOf(r.firstTouch, { pageUtm: r.utm, partner: r.affiliateCode })),
        r.affiliateCode,
        call?.startIso,
        call?.label,
        r.duplicateOf,
        r.userId,
        d,
      ];
    });
  });
}

/** Everything the owner's page for one lead shows (routes/_admin/lead.tsx), or null for an unknown id. */
export async function loadLeadPage(db: Db, id: string) {
  const detail = await leadDetail(db, id);
  if (!detail) return null;
  const [crm, schedule] = await Promise.all([crmDeliveryFor(db, detail.lead), loadSchedule(db)]);
  const calls = await leadCalls(db, detail.lead.id, schedule.availability.timeZone);
  return { ...detail, crm, calls };
}
