import { rowsOf } from "#platform/db.server";
import { eq, inArray, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { hashIp } from "#platform/ip-hash.server";
import { formSubmissions, type FirstTouch, type FormType, type LeadStatus } from "#db/schema";
import { consentTexts } from "~/content/leads";
import { parseFirstTouch } from "~/features/analytics/first-touch";
import { eventsNotRecorded, recordServerEvent, recordServerEvents, serverEventRows } from "~/features/analytics/events.server";
import { insertEventsStatement } from "~/features/analytics/buffer.server";
import { referralFromRequest } from "~/features/affiliate/referral-cookie.server";
import type { AppServices } from "#platform/context";
import { bookCall, type CallBooking } from "~/features/scheduling/bookings.server";
import { claimsPerVisitor } from "~/features/scheduling/claims.server";
import { announceCall } from "~/features/scheduling/notify.server";
import { crmPayloadFor } from "./crm-payload";
import { rateLimitPlan, type RateDecision, type RateLimit } from "#platform/rate-limit.server";
import { PipelinedTransaction } from "#platform/pipeline.server";

/** Per client address and form: generous for people, tight enough to stop a flood. */
export const LEAD_RATE_LIMIT: RateLimit = { max: 20, windowSeconds: 600 };
/** The same form from the same email within this window is a duplicate: stored, but not sent to the CRM again. */
export const DUPLICATE_WINDOW_MINUTES = 10;

export type LeadOrigin = {
  /** Path and query of the page the form was on. */
  page?: string | null;
  /** Where the visitor came from before that page (document.referrer). */
  referrer?: string | null;
  clientIp: string;
  /** The browser's user agent: with the address, the analytics visitor hash of the "lead" event. */
  userAgent?: string | null;
  cookieHeader?: string | null;
  /** The visit's first touch as the browser sent it; malformed or missing is stored as null. */
  firstTouch?: unknown;
};

export type NewLead = {
  formType: FormType;
  data: Record<string, unknown>;
  /** Spec §3: only demo_request and demo_customization carry the signed-in user. */
  userId?: string | null;
  /** Defaults to data.email; demo_customization passes the account's email. */
  email?: string | null;
  origin: LeadOrigin;
  /** The consent wording the visitor saw; defaults to the form's standard text. */
  consentText?: string;
  /** Where the visit began (the form's first touch, issue 20); null when the browser sent none. */
  firstTouch?: FirstTouch | null;
  /** A call time chosen in the form: booked in the lead's transaction, so a taken time stores nothing (issue 17). */
  call?: { start: Date; timeZone: string; name: string; phone?: string | null; notes?: string | null };
};

export type StoredLead = { id: string; duplicateOf: string | null; booking?: CallBooking };

export const normaliseEmail = (email: unknown) =>
  typeof email === "string" && email.trim() ? email.trim().toLowerCase() : null;

const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/** UTM parameters of the page's query string, or null when there are none. */
export function utmFrom(page: string | null | undefined): Record<string, string> | null {
  if (!page) return null;
  let params: URLSearchParams;
  try {
    params = new URL(page, "http://x").searchParams;
  } catch {
    return null;
  }
  const utm: Record<string, string> = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value) utm[key] = value.slice(0, 200);
  }
  return Object.keys(utm).length ? utm : null;
}

export function consentTextFor(formType: FormType) {
  return formType === "chat_message" ? consentTexts.chat : consentTexts.default;
}

/** The row a lead is stored as (before its id and duplicate link). */
function leadValues(env: AppServices["env"], lead: NewLead) {
  const email = normaliseEmail(lead.email ?? lead.data.email);
  const page = lead.origin.page?.slice(0, 2000) || null;
  return {
    formType: lead.formType,
    userId: lead.userId ?? null,
    data: lead.data,
    email,
    page,
    referrer: lead.origin.referrer?.slice(0, 2000) || null,
    utm: utmFrom(page),
    firstTouch: lead.firstTouch ?? parseFirstTouch(lead.origin.firstTouch),
    affiliateCode: referralFromRequest(
      { get: (name) => (name === "cookie" ? (lead.origin.cookieHeader ?? null) : null) },
      env,
    ),
    consentText: lead.consentText ?? consentTextFor(lead.formType),
    ipHash: hashIp(env.BETTER_AUTH_SECRET, lead.origin.clientIp),
  };
}

/** The "lead" conversion of a stored, first-of-its-kind lead (recorded after the commit). */
function leadEvent(
  env: AppServices["env"],
  lead: NewLead,
  values: ReturnType<typeof leadValues>,
  touch: FirstTouch | null,
) {
  return {
    name: "lead" as const,
    path: values.page,
    label: lead.formType,
    touch,
    affiliate: values.affiliateCode,
    visitor: lead.origin.userAgent
      ? { ip: lead.origin.clientIp, userAgent: lead.origin.userAgent, host: new URL(env.PUBLIC_SITE_URL).host }
      : null,
  };
}

type LeadRow = ReturnType<typeof leadValues> & { id: string; duplicateOf: string | null };

/** The "lead" events of a batch's stored leads: the first of each form and email only. */
const leadEvents = (env: AppServices["env"], leads: NewLead[], rows: LeadRow[]) =>
  rows.flatMap((r, i) => (r.duplicateOf ? [] : [leadEvent(env, leads[i]!, r, r.firstTouch ?? null)]));

/**
 * The first lead, within the duplicate window, of each form and email: one look-up per pair in
 * form_submissions_email_form_idx (email, form type, time), already in time order. A join of
 * the pairs with the table, with the index on form type and time, read every lead of the last ten
 * minutes, a cost that grew with the table (decision 093).
 */
export function firstLeadsQuery(pairs: { form_type: string; email: string }[]) {
  return sql`
    select p.form_type, p.email, first.id
    from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as p(form_type text, email text)
    cross join lateral (
      select s.id from form_submissions s
      where s.email = p.email and s.form_type = p.form_type and s.duplicate_of is null
        and s.created_at > now() - ${sql.raw(`interval '${DUPLICATE_WINDOW_MINUTES} minutes'`)}
      order by s.created_at asc
      limit 1
    ) as first
  `;
}

const duplicateKey = (r: { formType: string; email: string | null }) => `lead:${r.formType}:${r.email}`;

/**
 * The duplicate rule's locks, one per form and email of `rows`, taken in hash order so that
 * transactions taking several cannot deadlock. With them held, no other transaction can store a
 * lead of those forms and emails until this one ends, so the look-up that follows (insertLeads, a
 * later statement: it sees what committed before the locks were granted) finds every first lead.
 * None on the embedded database, which has one connection and runs one transaction at a time.
 * A query, so the batch writer can run it in the statement that counts the rate limits (decision 094).
 */
export function duplicateLocks(kind: AppServices["database"]["kind"], rows: { formType: string; email: string | null }[]) {
  const keys = [...new Set(rows.filter((r) => r.email).map(duplicateKey))];
  if (kind === "pglite" || !keys.length) return null;
  return sql`
    select pg_advisory_xact_lock(h) from (
      select distinct hashtextextended(k, 0) as h from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) as k order by h
    ) as locks
  `;
}

/**
 * Stores `rows` in one statement, with the duplicate rule applied in it: a lead whose form and
 * email has a first lead within the window (firstLeadsQuery) points at it; within `rows`, in their
 * order, the first of a form and email is the original and the others point at it. Sets each
 * row's `duplicateOf`. The caller holds the duplicateLocks of the rows. One parameter holds the rows
 * as JSON (as the analytics events, decision 074): building a multi-row insert value by value was
 * the largest cost of a batch in Node. created_at keeps the order, a microsecond apart. The look-up
 * and the insert were two round trips until decision 094.
 */
async function insertLeads(tx: Pick<Tx, "execute">, rows: LeadRow[]) {
  setDuplicates(rows, await tx.execute(insertLeadsStatement(rows)));
}

/** insertLeads' statement, for a caller that sends it itself (decision 095); setDuplicates reads its result. */
function insertLeadsStatement(rows: LeadRow[]) {
  const pairs = [
    ...new Map(
      rows.filter((r) => r.email).map((r) => [duplicateKey(r), { form_type: r.formType, email: r.email! }]),
    ).values(),
  ];
  return sql`
    with first as materialized (${firstLeadsQuery(pairs)}),
    r as (
      select * from jsonb_to_recordset(${JSON.stringify(
        rows.map((r, ord) => ({
          id: r.id,
          form_type: r.formType,
          user_id: r.userId,
          data: r.data,
          email: r.email,
          page: r.page,
          referrer: r.referrer,
          utm: r.utm,
          affiliate_code: r.affiliateCode,
          first_touch: r.firstTouch,
          consent_text: r.consentText,
          ip_hash: r.ipHash,
          ord,
        })),
      )}::jsonb) as r(id uuid, form_type text, user_id text, data jsonb, email text, page text, referrer text, utm jsonb,
        affiliate_code text, first_touch jsonb, consent_text text, ip_hash text, ord int)
    )
    insert into form_submissions
      (id, form_type, user_id, data, email, page, referrer, utm, affiliate_code, first_touch, consent_text, ip_hash, duplicate_of, created_at, updated_at)
    select r.id, r.form_type, r.user_id, r.data, r.email, r.page, r.referrer, r.utm, r.affiliate_code, r.first_touch,
      r.consent_text, r.ip_hash,
      case when r.email is not null then coalesce(
        first.id,
        nullif(first_value(r.id) over (partition by r.form_type, r.email order by r.ord), r.id)
      ) end,
      now() + r.ord * interval '1 microsecond', now() + r.ord * interval '1 microsecond'
    from r left join first on first.form_type = r.form_type and first.email = r.email
    returning id, duplicate_of
  `;
}

/** Each row's `duplicateOf`, from the insert's result. */
function setDuplicates(rows: LeadRow[], result: unknown) {
  const duplicateOf = new Map(rowsOf<{ id: string; duplicate_of: string | null }>(result).map((d) => [d.id, d.duplicate_of]));
  for (const r of rows) r.duplicateOf = duplicateOf.get(r.id) ?? null;
}

/** The CRM delivery and the owner's notice of each original lead, queued in the lead's transaction. */
async function queueLeadJobs(
  tx: Tx,
  services: Pick<AppServices, "env" | "jobs">,
  leads: NewLead[],
  rows: LeadRow[],
) {
  const { crm, notify } = leadJobs(leads, rows);
  await services.jobs.sendMany("crm-sync", crm, { tx });
  await services.jobs.sendMany("lead-notify", notify, { tx });
}

function leadJobs(leads: NewLead[], rows: LeadRow[]) {
  const crm: { data: CrmSyncJob; singletonKey: string }[] = [];
  const notify: { data: LeadNotifyJob; singletonKey: string }[] = [];
  rows.forEach((r, i) => {
    if (r.duplicateOf) return;
    const lead = leads[i]!;
    // Serialised here: a JSON string keeps the payload's key order through the job table (jsonb would not).
    const payload = crmPayloadFor(lead.formType, lead.data, r.email, {
      firstTouch: r.firstTouch,
      pageUtm: r.utm,
      affiliateCode: r.affiliateCode,
    });
    if (payload) crm.push({ data: { leadId: r.id, body: JSON.stringify(payload) }, singletonKey: `crm:${r.id}` });
    // Every new lead reaches the owner (issue 43): the address is chosen when it is sent (notifications/recipients.ts).
    notify.push({ data: { leadId: r.id }, singletonKey: `notify:${r.id}` });
  });
  return { crm, notify };
}

/**
 * Stores a lead with what an operator needs, and, in the same transaction, the CRM sync and
 * owner notification jobs. A duplicate (same form, same email, within the window) is
 * stored pointing at the first one and enqueues nothing, so the CRM counts it once.
 * A call time, when chosen, is booked in the same transaction.
 */
export async function storeLead(services: AppServices, lead: NewLead): Promise<StoredLead> {
  const { env, database } = services;
  const row: LeadRow = { ...leadValues(env, lead), id: randomUUID(), duplicateOf: null };
  const booking = await database.db.transaction(async (tx) => {
    const locks = duplicateLocks(database.kind, [row]);
    if (locks) await tx.execute(locks);
    await insertLeads(tx, [row]);
    // A taken or refused time throws here and the lead is not stored: the visitor, fields kept,
    // picks another time and sends again.
    const booked = lead.call
      ? await bookCall(tx, {
          kind: "strategy_call",
          start: lead.call.start,
          timeZone: lead.call.timeZone,
          name: lead.call.name,
          email: row.email ?? "",
          phone: lead.call.phone ?? null,
          notes: lead.call.notes ?? null,
          leadId: row.id,
          // The visitor's hashed address: their free calls and unpaid holds are counted together (decision 097).
          holder: row.ipHash,
          maxClaims: claimsPerVisitor(env),
        })
      : undefined;
    if (booked) await announceCall(services, tx, booked, "booked");
    await queueLeadJobs(tx, services, [lead], [row]);
    return booked;
  });
  // After the commit: a lead is never refused for its analytics. A duplicate is not a new lead.
  if (!row.duplicateOf)
    await recordServerEvent(database.db, leadEvent(env, lead, row, row.firstTouch ?? null), services.logger);
  return { id: row.id, duplicateOf: row.duplicateOf, booking };
}

/** A lead form's request as the batch writer takes it: its rate-limit hit, and the lead to store when the hit is allowed (null: count only). */
export type CountedLead = { rateKey: string; limit: RateLimit; lead: NewLead | null };
export type CountedOutcome =
  { allowed: false; retryAfterSeconds: number } | { allowed: true; stored: StoredLead | null };

/**
 * Several lead requests in one transaction (decision 090), with every guarantee of one by one.
 * First statement: the duplicate locks of every lead (in one order, so transactions storing
 * several cannot deadlock), then each request counted against its rate limit (rateLimitPlan: as
 * if they had come in order). Second: the allowed leads written, with the duplicates found (a
 * second lead of the same form and email in the same call points at the first). Then the CRM and
 * owner jobs queued in the same transaction; after the commit, the analytics events (decision
 * 094). No call booking here: a lead with a call time goes through storeLead. If the transaction
 * fails, nothing of it is kept, its counts included.
 *
 * On PostgreSQL the same statements go on the writer's pipelined connection, in two or three
 * round trips instead of six: `begin` with the count (and the insert, with `insertWithCount`),
 * then the jobs with `commit` and the events right behind it (decision 095).
 */
export async function countAndStoreLeads(
  services: AppServices,
  items: CountedLead[],
  now = Date.now(),
  opts: { insertWithCount?: boolean } = {},
): Promise<CountedOutcome[]> {
  const { env, database } = services;
  // Every lead's row is made before the count, so its duplicate lock can be taken in the count's
  // statement: one round trip fewer (decision 094). A refused lead's lock is harmless.
  const made = items.map((item) =>
    item.lead ? { ...leadValues(env, item.lead), id: randomUUID(), duplicateOf: null as string | null } : null,
  );
  const plan = rateLimitPlan(
    items.map((i) => ({ key: i.rateKey, limit: i.limit })),
    now,
    { first: duplicateLocks(database.kind, made.filter((r) => r !== null)) },
  );
  let decisions: RateDecision[] = [];
  let storedAt: number[] = [];
  const allowed = (results: unknown[]) => {
    decisions = plan.decide(results);
    storedAt = [];
    items.forEach((item, i) => {
      if (decisions[i]!.allowed && item.lead) storedAt.push(i);
    });
    return { leads: storedAt.map((i) => items[i]!.lead!), rows: storedAt.map((i) => made[i]!) };
  };
  let leads: NewLead[] = [];
  let rows: LeadRow[] = [];
  if (database.pipelined) {
    // `insertWithCount`: every lead is inserted with the count, as if all were allowed (one round
    // trip fewer). When one is refused, nothing is kept, and the batch starts again, counted first
    // (decision 095).
    const everyRow = made.filter((r) => r !== null);
    const optimistic = Boolean(opts.insertWithCount) && everyRow.length > 0;
    let { tx, results } = await PipelinedTransaction.begin(
      database.pipelined,
      optimistic ? [...plan.statements, insertLeadsStatement(everyRow)] : plan.statements,
    );
    try {
      ({ leads, rows } = allowed(results));
      if (optimistic && rows.length === everyRow.length) setDuplicates(rows, results[plan.statements.length]);
      else {
        if (optimistic) {
          await tx.rollback();
          ({ tx, results } = await PipelinedTransaction.begin(database.pipelined, plan.statements));
          ({ leads, rows } = allowed(results));
        }
        if (rows.length) setDuplicates(rows, (await tx.run([insertLeadsStatement(rows)]))[0]);
      }
      const { crm, notify } = leadJobs(leads, rows);
      // The events go right behind the commit, and are written only if it committed.
      const events = leadEvents(env, leads, rows);
      const eventRows = await serverEventRows(database.db, events).catch((err: unknown) => {
        eventsNotRecorded(services.logger, events, err);
        return [];
      });
      const recorded = await tx.commitAfterJobs(
        Number(crm.length > 0) + Number(notify.length > 0),
        (connection) =>
          Promise.all([
            services.jobs.sendMany("crm-sync", crm, { connection }),
            services.jobs.sendMany("lead-notify", notify, { connection }),
          ]),
        { afterCommit: eventRows.length ? insertEventsStatement(eventRows, { whenLead: rows[0]!.id }) : null },
      );
      if (recorded?.status === "rejected") eventsNotRecorded(services.logger, events, recorded.reason);
    } catch (err) {
      throw tx.fail(err);
    }
  } else {
    await database.db.transaction(async (tx) => {
      const results: unknown[] = [];
      for (const statement of plan.statements) results.push(await tx.execute(statement));
      ({ leads, rows } = allowed(results));
      if (!rows.length) return;
      await insertLeads(tx, rows);
      await queueLeadJobs(tx, services, leads, rows);
    });
    await recordServerEvents(database.db, leadEvents(env, leads, rows), services.logger);
  }
  const stored = new Map(storedAt.map((at, i) => [at, { id: rows[i]!.id, duplicateOf: rows[i]!.duplicateOf }]));
  return decisions.map((d, i): CountedOutcome => (d.allowed ? { allowed: true, stored: stored.get(i) ?? null } : d));
}

/**
 * A "crm-sync" job: `body` is the JSON text sent (and signed) as is; `payload` (an object) is
 * accepted too, serialised at delivery (its key order is then whatever the job table kept).
 */
type Tx = Parameters<Parameters<AppServices["database"]["db"]["transaction"]>[0]>[0];

/**
 * A lead that belongs with other rows (the demo's business details, spec §7), saved inside the
 * caller's transaction with its CRM delivery queued there too, so none exists without the others.
 * Every save is sent (no duplicate window). This module is the only writer of form_submissions:
 * forms go through storeLead, savings that carry a lead through this.
 */
export async function storeLeadIn(
  tx: Tx,
  services: Pick<AppServices, "jobs" | "env">,
  lead: {
    formType: FormType;
    userId: string;
    email: string;
    data: Record<string, unknown>;
    page: string;
    clientIp: string;
  },
): Promise<{ id: string }> {
  const email = normaliseEmail(lead.email);
  const [row] = await tx
    .insert(formSubmissions)
    .values({
      formType: lead.formType,
      userId: lead.userId,
      data: lead.data,
      email,
      page: lead.page,
      consentText: consentTextFor(lead.formType),
      ipHash: hashIp(services.env.BETTER_AUTH_SECRET, lead.clientIp),
    })
    .returning({ id: formSubmissions.id });
  const payload = crmPayloadFor(lead.formType, lead.data, lead.email);
  if (payload)
    await services.jobs.send("crm-sync", { leadId: row!.id, payload } satisfies CrmSyncJob, {
      tx,
      singletonKey: `crm:${row!.id}`,
    });
  return { id: row!.id };
}

export type CrmSyncJob = { leadId: string } & (
  { body: string; payload?: never } | { payload: Record<string, string>; body?: never }
);
export type LeadNotifyJob = { leadId: string };

/** This feature's queues and what their jobs carry (platform/jobs.server.ts, JobPayloads). */
declare module "#platform/jobs.server" {
  interface JobPayloads {
    "crm-sync": CrmSyncJob;
    "lead-notify": LeadNotifyJob;
  }
}

/**
 * A person's erasure (docs/decisions/068): their leads keep their place in the counts but lose
 * everything that names or traces them; `erasedName` stands in for the name.
 */
export async function eraseLeads(tx: Tx, leadIds: string[], erasedName: string, now = new Date()) {
  if (!leadIds.length) return;
  await tx
    .update(formSubmissions)
    .set({
      data: { name: erasedName, erased: true },
      email: null,
      userId: null,
      page: null,
      referrer: null,
      utm: null,
      consentText: null,
      ipHash: null,
      statusNote: null,
      updatedAt: now,
    })
    .where(inArray(formSubmissions.id, leadIds));
}

/** The owner moves a lead along (new → contacted → …) and may leave a note; the console checks the step. */
export async function setLeadStatus(tx: Tx, leadId: string, status: LeadStatus, note?: string | null) {
  await tx
    .update(formSubmissions)
    .set({ status, ...(note ? { statusNote: note } : {}), updatedAt: new Date() })
    .where(eq(formSubmissions.id, leadId));
}
