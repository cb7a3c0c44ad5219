import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { z } from "zod";
import { affiliates, businessDetails, formSubmissions, orders, user } from "#db/schema";
import type { Db } from "#platform/db.server";
import { containsPattern } from "./lead-inbox.server";
import { keysetPage, PAGE_SIZE, type Cursor } from "~/lib/pagination";

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
  /** Bought without an account: the row is the email of their paid orders (issue 43). */
  guest: boolean;
  createdAt: string;
  orders: number;
  paidTotal: number;
  leads: number;
};

export const customerSearchSchema = z.string().trim().max(200).optional().catch(undefined);

/** A guest customer's id: their first paid order's, so no email goes into a URL. */
export const GUEST_PREFIX = "guest-";
const PAID = sql.raw(`('paid', 'refunded')`);

/**
 * Who the owner's customers are (issue 43): the accounts, except the owner's own (ADMIN_EMAILS) and
 * the partners' (an affiliate record) unless they bought; and every email that paid for an order
 * without an account (a guest), once, dated by its first paid order. "Bought" is a paid or refunded
 * order, test mode included (the owner trying the checkout sees the buyer appear); the paid total
 * counts live money only.
 */
function people(adminEmails: readonly string[]) {
  const admins = adminEmails.length
    ? sql`lower(u.email) in (${sql.join(
        adminEmails.map((e) => sql`${e.toLowerCase()}`),
        sql`, `,
      )})`
    : sql`false`;
  return sql`(
    select u.id, u.name, u.email, u.email_verified, u.created_at, false as guest
    from "user" u
    where not (${admins} or exists (select 1 from affiliates a where a.user_id = u.id))
      or exists (select 1 from orders o where (o.user_id = u.id or lower(o.email) = lower(u.email)) and o.status in ${PAID})
    union all
    select ${GUEST_PREFIX} || g.id::text, coalesce((
        select f.data->>'name' from form_submissions f where f.email = g.email and f.data->>'name' <> '' order by f.created_at desc limit 1
      ), ''), g.email, false, g.created_at, true
    from (
      select distinct on (lower(o.email)) o.id, lower(o.email) as email, coalesce(o.paid_at, o.created_at) as created_at
      from orders o
      where o.status in ${PAID} and o.email is not null and o.user_id is null
        and not exists (select 1 from "user" u where lower(u.email) = lower(o.email))
      order by lower(o.email), coalesce(o.paid_at, o.created_at), o.id
    ) g
  )`;
}

type PersonRow = {
  id: string;
  name: string;
  email: string;
  email_verified: boolean;
  created_at: Date | string;
  guest: boolean;
  orders: number;
  paid_total: number;
  leads: number;
};

const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? result) as T[];

export async function listCustomers(
  db: Db,
  q: string | undefined,
  cursor: Cursor,
  limit = PAGE_SIZE,
  adminEmails: readonly string[] = [],
) {
  const search = q ? sql`and (p.email ilike ${containsPattern(q)} or p.name ilike ${containsPattern(q)})` : sql``;
  const page = await keysetPage(cursor, limit, async ({ direction, cursorId, take }) => {
    const keyset = cursorId
      ? sql`and (p.created_at, p.id) ${direction === "older" ? sql`<` : sql`>`} (select c.created_at, c.id from ${people(adminEmails)} c where c.id = ${cursorId})`
      : sql``;
    const order = direction === "older" ? sql`p.created_at desc, p.id desc` : sql`p.created_at asc, p.id asc`;
    const mine = sql`(o.user_id = p.id or lower(o.email) = lower(p.email))`;
    const result = await db.execute(sql`
      select p.*,
        (select count(*)::int from orders o where ${mine}) as orders,
        -- Money actually received: test-mode orders charged nothing.
        (select coalesce(sum(o.amount_total - o.amount_refunded), 0)::int from orders o where ${mine} and o.status in ${PAID} and not o.test_mode) as paid_total,
        (select count(*)::int from form_submissions f where f.user_id = p.id or f.email = lower(p.email)) as leads
      from ${people(adminEmails)} p
      where true ${search} ${keyset}
      order by ${order}
      limit ${take}`);
    return rowsOf<PersonRow>(result);
  });
  return {
    ...page,
    items: page.items.map((u): CustomerListRow => ({
      id: u.id,
      name: u.name,
      email: u.email,
      emailVerified: Boolean(u.email_verified),
      guest: Boolean(u.guest),
      createdAt: new Date(u.created_at).toISOString(),
      orders: Number(u.orders),
      paidTotal: Number(u.paid_total),
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

/** A guest customer (no account) by their first paid order's id: the email and when they first bought. */
async function guestOf(db: Db, id: string) {
  const orderId = id.slice(GUEST_PREFIX.length);
  if (!z.uuid().safeParse(orderId).success) return null;
  const [first] = await db
    .select({ email: orders.email, paidAt: orders.paidAt, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.id, orderId), inArray(orders.status, ["paid", "refunded"])))
    .limit(1);
  if (!first?.email) return null;
  const email = first.email.toLowerCase();
  const [lead] = await db
    .select({ name: sql<string | null>`${formSubmissions.data}->>'name'` })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.email, email), sql`${formSubmissions.data}->>'name' <> ''`))
    .orderBy(desc(formSubmissions.createdAt))
    .limit(1);
  return { email, name: lead?.name ?? "", since: first.paidAt ?? first.createdAt };
}

export async function customerDetail(db: Db, id: string, limit = CUSTOMER_DETAIL_LIMIT) {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(id)) return null;
  let account: { id: string; name: string; email: string; emailVerified: boolean; twoFactorEnabled: boolean | null; createdAt: Date; guest: boolean };
  if (id.startsWith(GUEST_PREFIX)) {
    const guest = await guestOf(db, id);
    if (!guest) return null;
    // A guest who has since made an account is shown as that account.
    const [made] = await db.select({ id: user.id }).from(user).where(eq(sql`lower(${user.email})`, guest.email)).limit(1);
    if (made) return customerDetail(db, made.id, limit);
    account = { id, name: guest.name, email: guest.email, emailVerified: false, twoFactorEnabled: false, createdAt: guest.since, guest: true };
  } else {
    const [row] = await db.select(publicUser).from(user).where(eq(user.id, id)).limit(1);
    if (!row) return null;
    account = { ...row, guest: false };
  }
  const email = account.email.toLowerCase();
  const ordersWhere = account.guest ? eq(sql`lower(${orders.email})`, email) : or(eq(orders.userId, id), eq(sql`lower(${orders.email})`, email));
  const leadsWhere = account.guest ? eq(formSubmissions.email, email) : or(eq(formSubmissions.userId, id), eq(formSubmissions.email, email));
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
