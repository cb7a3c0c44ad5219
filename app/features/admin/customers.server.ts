import { and, desc, eq, or, sql } from "drizzle-orm";
import { z } from "zod";
import { affiliates, businessDetails, formSubmissions, orders, user } from "#db/schema";
import type { Db } from "#platform/db.server";
import { containsPattern } from "./lead-inbox.server";
import { keysetPage, PAGE_SIZE, type Cursor } from "./pagination";

/**
 * Accounts as the owner sees them. Only these named columns are ever read from `user`: no
 * password hash, session or verification token is selected, so none can reach a page.
 */
const publicUser = {
  id: user.id,
  name: user.name,
  email: user.email,
  emailVerified: user.emailVerified,
  twoFactorEnabled: user.twoFactorEnabled,
  createdAt: user.createdAt,
};

export type CustomerListRow = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  createdAt: string;
  orders: number;
  paidTotal: number;
  leads: number;
};

export const customerSearchSchema = z.string().trim().max(200).optional().catch(undefined);

export async function listCustomers(db: Db, q: string | undefined, cursor: Cursor, limit = PAGE_SIZE) {
  const search = q
    ? sql`(${user.email} ilike ${containsPattern(q)} or ${user.name} ilike ${containsPattern(q)})`
    : undefined;
  const page = await keysetPage(cursor, limit, ({ direction, cursorId, take }) => {
    const row = sql`(select c.created_at, c.id from "user" c where c.id = ${cursorId})`;
    const keyset = cursorId
      ? direction === "older"
        ? sql`(${user.createdAt}, ${user.id}) < ${row}`
        : sql`(${user.createdAt}, ${user.id}) > ${row}`
      : undefined;
    return db
      .select({
        ...publicUser,
        // Written out in full: drizzle leaves single-table columns unqualified, which a correlated subquery would misread.
        orders: sql<number>`(select count(*)::int from orders o where o.user_id = "user".id)`,
        // Money actually received: test-mode orders charged nothing.
        paidTotal: sql<number>`(select coalesce(sum(o.amount_total - o.amount_refunded), 0)::int from orders o where o.user_id = "user".id and o.status in ('paid', 'refunded') and not o.test_mode)`,
        leads: sql<number>`(select count(*)::int from form_submissions f where f.user_id = "user".id or f.email = lower("user".email))`,
      })
      .from(user)
      .where(and(search, keyset))
      .orderBy(...(direction === "older" ? [desc(user.createdAt), desc(user.id)] : [user.createdAt, user.id]))
      .limit(take);
  });
  return {
    ...page,
    items: page.items.map((u): CustomerListRow => ({
      id: u.id,
      name: u.name,
      email: u.email,
      emailVerified: u.emailVerified,
      createdAt: u.createdAt.toISOString(),
      orders: Number(u.orders),
      paidTotal: Number(u.paidTotal),
      leads: Number(u.leads),
    })),
  };
}

/** How many orders and leads a customer's page lists (newest first); the rest are in the filtered lists. */
export const CUSTOMER_DETAIL_LIMIT = 100;

/** The number of rows a capped list stands for: counted only when the list came back full. */
async function totalOf(rows: unknown[], limit: number, count: () => Promise<{ n: number }[]>) {
  if (rows.length < limit) return rows.length;
  const [row] = await count();
  return Number(row?.n ?? rows.length);
}

export async function customerDetail(db: Db, id: string, limit = CUSTOMER_DETAIL_LIMIT) {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(id)) return null;
  const [account] = await db.select(publicUser).from(user).where(eq(user.id, id)).limit(1);
  if (!account) return null;
  const email = account.email.toLowerCase();
  const ordersWhere = or(eq(orders.userId, id), eq(sql`lower(${orders.email})`, email));
  const leadsWhere = or(eq(formSubmissions.userId, id), eq(formSubmissions.email, email));
  const orderRows = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      status: orders.status,
      amountTotal: orders.amountTotal,
      amountRefunded: orders.amountRefunded,
      testMode: orders.testMode,
    })
    .from(orders)
    .where(ordersWhere)
    .orderBy(desc(orders.createdAt))
    .limit(limit);
  const leadRows = await db
    .select({
      id: formSubmissions.id,
      createdAt: formSubmissions.createdAt,
      formType: formSubmissions.formType,
      status: formSubmissions.status,
    })
    .from(formSubmissions)
    .where(leadsWhere)
    .orderBy(desc(formSubmissions.createdAt))
    .limit(limit);
  const count = sql<number>`count(*)::int`;
  const ordersTotal = await totalOf(orderRows, limit, () => db.select({ n: count }).from(orders).where(ordersWhere));
  const leadsTotal = await totalOf(leadRows, limit, () =>
    db.select({ n: count }).from(formSubmissions).where(leadsWhere),
  );
  const [affiliate] = await db
    .select({ id: affiliates.id, code: affiliates.code, status: affiliates.status })
    .from(affiliates)
    .where(eq(affiliates.userId, id))
    .limit(1);
  const [business] = await db
    .select({
      businessName: businessDetails.businessName,
      industry: businessDetails.industry,
      businessSize: businessDetails.businessSize,
    })
    .from(businessDetails)
    .where(eq(businessDetails.userId, id))
    .limit(1);
  return {
    customer: { ...account, twoFactorEnabled: !!account.twoFactorEnabled, createdAt: account.createdAt.toISOString() },
    orders: orderRows.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
    leads: leadRows.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })),
    ordersTotal,
    leadsTotal,
    affiliate: affiliate ?? null,
    business: business ?? null,
  };
}
