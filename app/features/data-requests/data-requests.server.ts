import { createHmac } from "node:crypto";
import { and, asc, desc, eq, inArray, ne, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import {
  account as authAccount,
  adminActions,
  affiliates,
  bookings,
  businessFiles,
  formSubmissions,
  orderItems,
  orders,
  referrals,
  session,
  user,
} from "#db/schema";
import type { Db } from "#platform/db.server";
import { dataExportNotes, dataRequestsCopy, ERASED } from "~/content/data-requests";
import { site } from "~/content/site";
import { isAdminEmail, logAdminAction, type AdminUser } from "~/features/admin/access.server";
import { referralsForAffiliate } from "~/features/affiliate/affiliate.server";
import { eraseReferredEmails } from "~/features/affiliate/commission.server";
import { eraseOrderEmails } from "~/features/checkout/orders.server";
import { eraseLeads } from "~/features/leads/leads.server";
import { eraseBookingContacts } from "~/features/scheduling/bookings.server";
import { removeStoredFiles, storedFileKeys } from "~/features/auth/account-files.server";
import { loadBusinessDetails, loadChatPreferences } from "~/features/demo/details.server";
import { storageFor } from "~/features/storage/storage.server";
import type { AppServices } from "#platform/context";
import { eraseSignInRecords } from "#platform/auth.server";
import { dropWaitingJobs } from "#platform/jobs.server";
import { Conflict, ValidationFailed } from "~/lib/errors";
import { requestEmailSchema } from "./schema";

/**
 * Data requests (docs/decisions/068): everything stored about one email address (and the account
 * that has it), as the file a signed-in user downloads from the dashboard and the owner exports
 * from the console, and the owner's erase. Secrets (password hashes, TOTP secrets and backup
 * codes, session tokens, OAuth tokens, storage keys, Stripe ids) are never read into an export.
 */

type Executor = Pick<Db, "select">;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The address the console was given, normalised; a bad one is a 400 with the form's message. */
export function parseRequestEmail(raw: unknown): string {
  const parsed = requestEmailSchema.safeParse(raw);
  if (!parsed.success) throw new ValidationFailed(dataRequestsCopy.invalidEmail, { email: dataRequestsCopy.invalidEmail });
  return parsed.data;
}

/**
 * The audit log names the person by a keyed hash of the address, not the address: an erase must
 * not leave the email it erased in the log. The same address always gives the same hash, so
 * the console can show earlier requests for an address the owner types again.
 */
export function emailFingerprint(secret: string, email: string) {
  return createHmac("sha256", secret).update(`data-request:${email}`).digest("hex");
}

const lowerEq = (column: AnyColumn, email: string) => sql`lower(${column}) = ${email}`;

/**
 * Whether a JSON document holds the address as one of its string values, at any depth, compared
 * whole and in lower case. Whole values, because "na@ex.test" is inside "anna@ex.test" and
 * "jo.anna@ex.test.example": a substring match erased other people's jobs (issue 40). Any depth,
 * because each queue puts the address elsewhere (`to`, `lead.email`, a CRM payload's `email`).
 * A value that merely mentions the address in longer text (a CRM body) is found by its lead id.
 */
const holdsAddress = (doc: SQL, email: string) =>
  sql`exists (select 1 from jsonb_path_query(${doc}, 'strict $.**') as v(value) where jsonb_typeof(v.value) = 'string' and lower(v.value #>> '{}') = ${email})`;

type AccountRow = typeof user.$inferSelect;

async function accountBy(db: Executor, by: { userId: string } | { email: string }): Promise<AccountRow | null> {
  const where = "userId" in by ? eq(user.id, by.userId) : sql`lower(${user.email}) = ${by.email}`;
  const [row] = await db.select().from(user).where(where).limit(1);
  return row ?? null;
}

/** The rows of one person: matched by the account's id where there is one, and by the email address. */
async function matchingIds(db: Executor, email: string, accountId: string | null) {
  const leadRows = await db
    .select({ id: formSubmissions.id })
    .from(formSubmissions)
    .where(or(lowerEq(formSubmissions.email, email), accountId ? eq(formSubmissions.userId, accountId) : undefined));
  const orderRows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(or(lowerEq(orders.email, email), accountId ? eq(orders.userId, accountId) : undefined));
  const leadIds = leadRows.map((r) => r.id);
  const orderIds = orderRows.map((r) => r.id);
  const bookingRows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      or(
        lowerEq(bookings.email, email),
        leadIds.length ? inArray(bookings.leadId, leadIds) : undefined,
        orderIds.length ? inArray(bookings.orderId, orderIds) : undefined,
      ),
    );
  const affiliateRow = accountId
    ? ((await db.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.userId, accountId)).limit(1))[0] ?? null)
    : null;
  // Referrals of other affiliates that name this person as the one referred.
  const referredRows = await db
    .select({ id: referrals.id })
    .from(referrals)
    .where(
      and(
        or(lowerEq(referrals.referredEmail, email), accountId ? eq(referrals.referredUserId, accountId) : undefined),
        affiliateRow ? ne(referrals.affiliateId, affiliateRow.id) : undefined,
      ),
    );
  return { leadIds, orderIds, bookingIds: bookingRows.map((r) => r.id), affiliateId: affiliateRow?.id ?? null, referredIds: referredRows.map((r) => r.id) };
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The export file's content: the same shape for the dashboard's download and the console's export. */
export type DataExport = Awaited<ReturnType<typeof collectPersonData>>;

type PersonIds = Awaited<ReturnType<typeof matchingIds>>;

/** The person's rows in each table the export reads, queried at once. */
async function readPersonRows(db: Db, ids: PersonIds, accountId: string | null) {
  const [sessions, methods, leads, orderRows, items, bookingRows, fileRows, referredRows, affiliateRow] = await Promise.all([
    accountId
      ? db
          .select({ createdAt: session.createdAt, updatedAt: session.updatedAt, expiresAt: session.expiresAt, ipAddress: session.ipAddress, userAgent: session.userAgent })
          .from(session)
          .where(eq(session.userId, accountId))
          .orderBy(desc(session.createdAt))
      : [],
    accountId
      ? db.select({ providerId: authAccount.providerId, createdAt: authAccount.createdAt }).from(authAccount).where(eq(authAccount.userId, accountId))
      : [],
    ids.leadIds.length
      ? db.select().from(formSubmissions).where(inArray(formSubmissions.id, ids.leadIds)).orderBy(desc(formSubmissions.createdAt))
      : [],
    ids.orderIds.length ? db.select().from(orders).where(inArray(orders.id, ids.orderIds)).orderBy(desc(orders.createdAt)) : [],
    ids.orderIds.length ? db.select().from(orderItems).where(inArray(orderItems.orderId, ids.orderIds)) : [],
    ids.bookingIds.length ? db.select().from(bookings).where(inArray(bookings.id, ids.bookingIds)).orderBy(desc(bookings.slotStart)) : [],
    accountId ? db.select().from(businessFiles).where(eq(businessFiles.userId, accountId)).orderBy(asc(businessFiles.createdAt)) : [],
    ids.referredIds.length
      ? db.select({ createdAt: referrals.createdAt, orderId: referrals.orderId }).from(referrals).where(inArray(referrals.id, ids.referredIds))
      : [],
    ids.affiliateId ? db.select().from(affiliates).where(eq(affiliates.id, ids.affiliateId)).limit(1) : [],
  ]);
  return { sessions, methods, leads, orderRows, items, bookingRows, fileRows, referredRows, affiliateRow };
}

type PersonRows = Awaited<ReturnType<typeof readPersonRows>>;

function accountSection(acct: AccountRow | null, methods: PersonRows["methods"]) {
  return acct
    ? {
        id: acct.id,
        name: acct.name,
        email: acct.email,
        emailConfirmed: acct.emailVerified,
        twoFactorEnabled: Boolean(acct.twoFactorEnabled),
        signInMethods: methods.map((m) => (m.providerId === "credential" ? "password" : m.providerId)),
        createdAt: iso(acct.createdAt),
        updatedAt: iso(acct.updatedAt),
      }
    : null;
}

function sessionEntry(s: PersonRows["sessions"][number]) {
  return {
    createdAt: iso(s.createdAt),
    lastActiveAt: iso(s.updatedAt),
    expiresAt: iso(s.expiresAt),
    ipAddress: s.ipAddress,
    userAgent: s.userAgent,
  };
}

function leadEntry(l: PersonRows["leads"][number]) {
  return {
    id: l.id,
    type: l.formType,
    createdAt: iso(l.createdAt),
    status: l.status,
    email: l.email,
    details: l.data,
    page: l.page,
    referrer: l.referrer,
    utm: l.utm,
    affiliateCode: l.affiliateCode,
    consentText: l.consentText,
    note: l.statusNote,
  };
}

function businessDetailsSection(businessDetails: Awaited<ReturnType<typeof loadBusinessDetails>> | null) {
  return businessDetails
    ? {
        industry: businessDetails.industry,
        businessName: businessDetails.businessName,
        businessSize: businessDetails.businessSize,
        targetAudience: businessDetails.targetAudience,
        keyServices: businessDetails.keyServices,
        customPrompt: businessDetails.customPrompt,
        updatedAt: businessDetails.updatedAt,
      }
    : null;
}

/** Each order with its own items. */
function ordersSection(orderRows: PersonRows["orderRows"], items: PersonRows["items"]) {
  return orderRows.map((o) => ({
    id: o.id,
    status: o.status,
    createdAt: iso(o.createdAt),
    paidAt: iso(o.paidAt),
    refundedAt: iso(o.refundedAt),
    email: o.email,
    currency: o.currency,
    amountTotal: o.amountTotal,
    amountRefunded: o.amountRefunded,
    mode: o.mode,
    testMode: o.testMode,
    subscriptionStatus: o.subscriptionStatus,
    items: items
      .filter((i) => i.orderId === o.id)
      .map((i) => ({ name: i.name, kind: i.kind, amount: i.amount, monthlyAmount: i.monthlyAmount, quantity: i.quantity })),
  }));
}

/** The person's own affiliate record, with the referrals it earned from. */
function affiliateSection(
  affiliate: PersonRows["affiliateRow"][number] | null,
  affiliateReferrals: Awaited<ReturnType<typeof referralsForAffiliate>>,
) {
  return affiliate
    ? {
        code: affiliate.code,
        status: affiliate.status,
        commissionRate: affiliate.commissionRate,
        totalEarnings: affiliate.totalEarnings,
        createdAt: iso(affiliate.createdAt),
        referrals: affiliateReferrals.map((r) => ({
          createdAt: r.createdAt,
          name: r.userName,
          email: r.userEmail,
          status: r.status,
          commission: r.commission,
          test: r.test,
        })),
      }
    : null;
}

function bookingEntry(b: PersonRows["bookingRows"][number]) {
  return {
    id: b.id,
    kind: b.kind,
    status: b.status,
    start: iso(b.slotStart),
    end: iso(b.slotEnd),
    timeZone: b.timeZone,
    name: b.name,
    email: b.email,
    createdAt: iso(b.createdAt),
    cancelledAt: iso(b.cancelledAt),
  };
}

async function collectPersonData(db: Db, email: string, acct: AccountRow | null) {
  const ids = await matchingIds(db, email, acct?.id ?? null);
  const accountId = acct?.id ?? null;

  const rows = await readPersonRows(db, ids, accountId);
  const [businessDetails, chatPreferences] = accountId
    ? await Promise.all([loadBusinessDetails(db, accountId), loadChatPreferences(db, accountId)])
    : [null, null];
  const affiliate = rows.affiliateRow[0] ?? null;
  const affiliateReferrals = affiliate ? await referralsForAffiliate(db, affiliate.id, 10_000) : [];

  return {
    exportedAt: new Date().toISOString(),
    site: site.name,
    email,
    notes: dataExportNotes,
    account: accountSection(acct, rows.methods),
    sessions: rows.sessions.map(sessionEntry),
    leads: rows.leads.map(leadEntry),
    businessDetails: businessDetailsSection(businessDetails),
    chatPreferences,
    files: rows.fileRows.map((f) => ({ name: f.originalName, size: f.size, contentType: f.contentType, uploadedAt: iso(f.createdAt) })),
    orders: ordersSection(rows.orderRows, rows.items),
    affiliate: affiliateSection(affiliate, affiliateReferrals),
    referredBy: rows.referredRows.map((r) => ({ createdAt: iso(r.createdAt), kind: r.orderId ? "purchase" : "sign-up" })),
    bookings: rows.bookingRows.map(bookingEntry),
  };
}

/**
 * The signed-in user's own file. The email counts only once confirmed (a session always has a
 * confirmed one here: sign-in requires it), so an account cannot claim another address's leads.
 */
export async function exportForUser(db: Db, sessionUser: { id: string }) {
  const acct = await accountBy(db, { userId: sessionUser.id });
  if (!acct) return null;
  const email = acct.email.trim().toLowerCase();
  return collectPersonData(db, email, acct);
}

/** The console's export for an address, with or without an account; written to the audit log. */
export async function exportForEmail(services: Pick<AppServices, "database" | "env" | "logger">, admin: AdminUser, rawEmail: unknown) {
  const email = parseRequestEmail(rawEmail);
  const { db } = services.database;
  const file = await collectPersonData(db, email, await accountBy(db, { email }));
  await logAdminAction(services, admin, {
    action: "data.export",
    targetType: "person",
    targetId: emailFingerprint(services.env.BETTER_AUTH_SECRET, email),
    details: countsOf(file),
  });
  return file;
}

export function countsOf(file: DataExport) {
  return {
    account: file.account ? 1 : 0,
    sessions: file.sessions.length,
    leads: file.leads.length,
    orders: file.orders.length,
    bookings: file.bookings.length,
    files: file.files.length,
    businessDetails: file.businessDetails ? 1 : 0,
    chatPreferences: file.chatPreferences ? 1 : 0,
    affiliate: file.affiliate ? 1 : 0,
    affiliateReferrals: file.affiliate?.referrals.length ?? 0,
    referredBy: file.referredBy.length,
  };
}

export type LookupView = {
  email: string;
  empty: boolean;
  isAdmin: boolean;
  account: { id: string; name: string; createdAt: string; emailConfirmed: boolean; twoFactorEnabled: boolean } | null;
  sessions: number;
  leads: { id: string; type: string; status: string; createdAt: string; name: string | null }[];
  orders: { id: string; status: string; createdAt: string; amountTotal: number; currency: string; items: string[] }[];
  bookings: { id: string; kind: string; status: string; start: string; upcoming: boolean }[];
  affiliate: { id: string; code: string; status: string; referrals: number } | null;
  referredBy: number;
  businessDetails: boolean;
  chatPreferences: boolean;
  files: { name: string; size: number; uploadedAt: string }[];
  history: { action: string; adminEmail: string; at: string }[];
};

/** What the console's Data requests page lists for an address. */
export async function lookupEmail(services: Pick<AppServices, "database" | "env">, rawEmail: unknown): Promise<LookupView> {
  const email = parseRequestEmail(rawEmail);
  const { db } = services.database;
  const acct = await accountBy(db, { email });
  const file = await collectPersonData(db, email, acct);
  const affiliateId = acct
    ? ((await db.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.userId, acct.id)).limit(1))[0]?.id ?? null)
    : null;
  const history = await db
    .select({ action: adminActions.action, adminEmail: adminActions.adminEmail, at: adminActions.createdAt })
    .from(adminActions)
    .where(and(eq(adminActions.targetType, "person"), eq(adminActions.targetId, emailFingerprint(services.env.BETTER_AUTH_SECRET, email))))
    .orderBy(desc(adminActions.createdAt))
    .limit(20);
  const counts = countsOf(file);
  const now = Date.now();
  return {
    email,
    empty: Object.values(counts).every((n) => n === 0),
    isAdmin: isAdminEmail(services.env, email),
    account: file.account
      ? {
          id: file.account.id,
          name: file.account.name,
          createdAt: file.account.createdAt!,
          emailConfirmed: file.account.emailConfirmed,
          twoFactorEnabled: file.account.twoFactorEnabled,
        }
      : null,
    sessions: file.sessions.length,
    leads: file.leads.map((l) => ({
      id: l.id,
      type: l.type,
      status: l.status,
      createdAt: l.createdAt!,
      name: typeof l.details.name === "string" ? l.details.name : null,
    })),
    orders: file.orders.map((o) => ({
      id: o.id,
      status: o.status,
      createdAt: o.createdAt!,
      amountTotal: o.amountTotal,
      currency: o.currency,
      items: o.items.map((i) => i.name),
    })),
    bookings: file.bookings.map((b) => ({
      id: b.id,
      kind: b.kind,
      status: b.status,
      start: b.start!,
      upcoming: (b.status === "booked" || b.status === "held") && Date.parse(b.start!) > now,
    })),
    affiliate: file.affiliate && affiliateId ? { id: affiliateId, code: file.affiliate.code, status: file.affiliate.status, referrals: file.affiliate.referrals.length } : null,
    referredBy: file.referredBy.length,
    businessDetails: !!file.businessDetails,
    chatPreferences: !!file.chatPreferences,
    files: file.files.map((f) => ({ name: f.name, size: f.size, uploadedAt: f.uploadedAt! })),
    history: history.map((h) => ({ action: h.action, adminEmail: h.adminEmail, at: h.at.toISOString() })),
  };
}

export type EraseResult = {
  email: string;
  leads: number;
  orders: number;
  bookings: number;
  referredBy: number;
  accountDeleted: boolean;
  affiliateDeleted: boolean;
  affiliateReferralsDeleted: number;
  files: number;
  filesRemoved: number;
  queuedJobsDeleted: number;
};

/** Queued and dead-lettered background jobs (pg-boss) that carry the address or one of its leads. */
async function deleteQueuedJobs(tx: Tx, email: string, leadIds: string[]) {
  const byLead = leadIds.length
    ? sql`or (data->>'leadId') in (${sql.join(
        leadIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  return dropWaitingJobs(tx, sql`${holdsAddress(sql`data`, email)} ${byLead}`);
}

/**
 * The owner's erase (decision 068), in one transaction with its audit entry: leads and booked
 * calls anonymised (rows, types, dates and statuses kept so counts stay right), orders kept with
 * the email removed, other affiliates' referrals lose the address, queued jobs carrying it are
 * dropped, and the account is deleted as the user's own deletion does (its sessions, sign-in
 * methods, demo set-up, file records, affiliate record and that record's referrals cascade).
 * The stored file objects are removed after the commit. An admin's address is refused.
 */
export async function eraseEmail(services: Pick<AppServices, "database" | "env" | "logger">, admin: AdminUser, rawEmail: unknown): Promise<EraseResult> {
  const email = parseRequestEmail(rawEmail);
  if (isAdminEmail(services.env, email)) throw new Conflict(dataRequestsCopy.adminRefused);
  const { db } = services.database;
  const now = new Date();

  const { result, fileKeys, accountId } = await db.transaction(async (tx) => {
    const acct = await accountBy(tx, { email });
    const accountId = acct?.id ?? null;
    const ids = await matchingIds(tx, email, accountId);
    const fileKeys = accountId ? await storedFileKeys(tx, accountId) : [];
    const affiliateReferrals = ids.affiliateId
      ? Number((await tx.select({ n: sql<number>`count(*)::int` }).from(referrals).where(eq(referrals.affiliateId, ids.affiliateId)))[0]?.n ?? 0)
      : 0;

    // Each table is changed by its owner (issue 22).
    await eraseLeads(tx, ids.leadIds, ERASED, now);
    await eraseOrderEmails(tx, ids.orderIds, now);
    await eraseBookingContacts(tx, ids.bookingIds, ERASED, now);
    await eraseReferredEmails(tx, ids.referredIds, now);
    const queuedJobsDeleted = await deleteQueuedJobs(tx, email, ids.leadIds);
    // The sign-in's own records (one-time codes, the account and what cascades from it), by its owner.
    await eraseSignInRecords(tx, { email, accountId });

    const result: EraseResult = {
      email,
      leads: ids.leadIds.length,
      orders: ids.orderIds.length,
      bookings: ids.bookingIds.length,
      referredBy: ids.referredIds.length,
      accountDeleted: !!accountId,
      affiliateDeleted: !!ids.affiliateId,
      affiliateReferralsDeleted: affiliateReferrals,
      files: fileKeys.length,
      filesRemoved: 0,
      queuedJobsDeleted,
    };
    const { email: _email, filesRemoved: _removed, ...counts } = result;
    await logAdminAction(
      services,
      admin,
      { action: "data.erase", targetType: "person", targetId: emailFingerprint(services.env.BETTER_AUTH_SECRET, email), details: counts },
      tx,
    );
    return { result, fileKeys, accountId };
  });

  if (accountId && fileKeys.length)
    result.filesRemoved = await removeStoredFiles(storageFor(services.env), fileKeys, services.logger, accountId);
  return result;
}

/** Whether anything was stored: an erase of nothing says so instead of claiming it erased. */
export function erasedAnything(r: EraseResult) {
  return r.accountDeleted || r.leads + r.orders + r.bookings + r.referredBy > 0;
}
