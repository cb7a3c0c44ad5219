import { desc, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { paymentRejections } from "#db/schema";
import type { Db } from "#platform/db.server";
import { deadLetterOf, queueNames, type QueueName } from "#platform/jobs.server";
import { devMailboxEnabled } from "#platform/mailer.server";
import { crmPayloadFor } from "~/features/leads/crm-payload";
import { adminCopy } from "~/content/admin";
import type { AppServices } from "#platform/context";
import { Conflict, ValidationFailed } from "~/lib/errors";
import { logAdminAction, type AdminUser } from "./access.server";
import { keysetPage, PAGE_SIZE, type Cursor } from "~/lib/pagination";

/**
 * The owner's view of background work (pg-boss, schema "pgboss", same database). A job that
 * ran out of retries stays "failed" in its queue and a copy waits in "<queue>-dead"; that copy
 * is what the console lists and what Retry sends back (pg-boss redrive) to the original queue.
 */

const BOSS_SCHEMA = sql.raw("pgboss");
const deadQueues = queueNames.map(deadLetterOf);
const list = (names: readonly string[]) =>
  sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  );

export type DeliveryView = "failed" | "retrying";

export type JobRow = {
  id: string;
  /** The queue the job belongs to (the original queue for a dead-lettered copy). */
  queue: string;
  /** Where the row lives now (a "-dead" queue for dead-lettered jobs): what Retry acts on. */
  storedIn: string;
  state: "dead" | "failed" | "retrying";
  attempts: number;
  error: string;
  firstSentAt: string;
  failedAt: string;
  nextAttemptAt: string | null;
  leadId: string | null;
  orderId: string | null;
  recipient: string | null;
};

type RawJob = {
  id: string;
  name: string;
  state: string;
  data: Record<string, unknown> | null;
  output: unknown;
  retry_count: number;
  created_on: Date | string;
  completed_on: Date | string | null;
  start_after: Date | string;
  source_name: string | null;
  source_created_on: Date | string | null;
  source_retry_count: number | null;
  source_output: unknown;
};

const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? result) as T[];
const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** The readable part of a stored job error (pg-boss keeps the serialized Error). */
export function errorText(output: unknown): string {
  if (output === null || output === undefined) return "";
  if (typeof output === "string") return output.slice(0, 500);
  const o = output as { message?: unknown; value?: unknown };
  if (typeof o.message === "string") return o.message.slice(0, 500);
  if (o.value !== undefined) return errorText(o.value);
  return JSON.stringify(output).slice(0, 500);
}

function toJobRow(r: RawJob): JobRow {
  const dead = deadQueues.includes(r.name as never);
  const data = r.data ?? {};
  return {
    id: r.id,
    queue: dead ? (r.source_name ?? r.name.replace(/-dead$/, "")) : r.name,
    storedIn: r.name,
    state: dead ? "dead" : r.state === "retry" ? "retrying" : "failed",
    // pg-boss counts a retry when the job is fetched again: a job waiting to retry has run retry_count + 1 times.
    attempts: dead ? Number(r.source_retry_count ?? 0) + 1 : Number(r.retry_count) + 1,
    error: errorText(dead ? (r.state === "failed" ? r.output : (r.source_output ?? r.output)) : r.output),
    firstSentAt: iso(dead ? (r.source_created_on ?? r.created_on) : r.created_on)!,
    failedAt: iso(dead ? r.created_on : (r.completed_on ?? r.created_on))!,
    nextAttemptAt: r.state === "retry" && !dead ? iso(r.start_after) : null,
    leadId: typeof data.leadId === "string" ? data.leadId : null,
    orderId: typeof data.orderId === "string" ? data.orderId : null,
    recipient: typeof data.to === "string" ? data.to : null,
  };
}

function viewCondition(view: DeliveryView): SQL {
  if (view === "retrying") return sql`(name in (${list(queueNames)}) and state = 'retry')`;
  // Dead-lettered copies waiting for a decision, and failed jobs of a queue without a dead-letter queue.
  return sql`((name in (${list(deadQueues)}) and state in ('created', 'retry', 'failed'))
    or (name in (${list(queueNames)}) and state = 'failed' and dead_letter is null))`;
}

const columns = sql`id, name, state::text as state, data, output, retry_count, created_on, completed_on, start_after,
  source_name, source_created_on, source_retry_count, source_output`;

export async function listJobs(db: Db, view: DeliveryView, cursor: Cursor, limit = PAGE_SIZE) {
  const page = await keysetPage(cursor, limit, async ({ direction, cursorId, take }) => {
    const keyset = cursorId
      ? sql`and (created_on, id) ${direction === "older" ? sql`<` : sql`>`} (select c.created_on, c.id from ${BOSS_SCHEMA}.job c where c.id = ${cursorId}::uuid)`
      : sql``;
    const order = direction === "older" ? sql`created_on desc, id desc` : sql`created_on asc, id asc`;
    const result = await db.execute(
      sql`select ${columns} from ${BOSS_SCHEMA}.job where ${viewCondition(view)} ${keyset} order by ${order} limit ${take}`,
    );
    return rowsOf<RawJob>(result);
  });
  return { ...page, items: page.items.map(toJobRow) };
}

export async function countJobs(db: Db) {
  const result = await db.execute(sql`select
    (select count(*)::int from ${BOSS_SCHEMA}.job where ${viewCondition("failed")}) as failed,
    (select count(*)::int from ${BOSS_SCHEMA}.job where ${viewCondition("retrying")}) as retrying`);
  const [row] = rowsOf<{ failed: number; retrying: number }>(result);
  return { failed: Number(row?.failed ?? 0), retrying: Number(row?.retrying ?? 0) };
}

export const retryInput = z.object({
  queue: z.enum([...queueNames, ...deadQueues] as [string, ...string[]], "Unknown queue."),
  id: z.uuid("Unknown job."),
});

/** The lead page's "Retry CRM sync": only that lead's CRM sync job (or its dead-letter copy). */
export const crmRetryInput = z.object({
  queue: z.enum(["crm-sync", deadLetterOf("crm-sync")], adminCopy.notCrmJob),
  id: z.uuid("Unknown job."),
});

/**
 * Retry: a dead-lettered copy is redriven to its original queue (a fresh job with the full
 * retry budget); a failed job of a queue without a dead-letter queue is retried in place.
 * With `forLead`, the job must be about that lead (the lead page's button), or it is refused.
 */
export async function retryJob(
  services: Pick<AppServices, "database" | "jobs" | "logger">,
  admin: AdminUser,
  input: { queue: string; id: string },
  opts: { forLead?: string } = {},
) {
  const { db } = services.database;
  const { boss } = services.jobs;
  const result = await db.execute(
    sql`select id, name, state::text as state, data->>'leadId' as lead_id from ${BOSS_SCHEMA}.job where id = ${input.id}::uuid and name = ${input.queue}`,
  );
  const [job] = rowsOf<{ id: string; name: string; state: string; lead_id: string | null }>(result);
  // Gone: already redriven (a double click, another tab) or cleaned up.
  if (!job) throw new Conflict("This job is no longer waiting; it may already have been retried.");
  if (opts.forLead !== undefined && job.lead_id !== opts.forLead)
    throw new ValidationFailed(adminCopy.retryNotThisLead);
  const dead = deadQueues.includes(job.name as never);
  let ok: boolean;
  if (dead) {
    if (!["created", "retry", "failed"].includes(job.state)) throw new Conflict("This job was already sent back.");
    // A copy whose earlier redrive collided is "failed" in the dead-letter queue: make it a candidate again.
    if (job.state === "failed") await boss.retry(job.name, job.id);
    ok = (await boss.redrive(job.name, { ids: [job.id] })) === 1;
  } else {
    if (job.state !== "failed") throw new Conflict("Only a failed job can be retried.");
    ok = ((await boss.retry(job.name, job.id)) as { affected?: number }).affected === 1;
  }
  if (!ok) throw new Conflict("This job could not be re-sent; it may already have been retried.");
  await logAdminAction(services, admin, {
    action: "job.retry",
    targetType: "job",
    targetId: job.id,
    details: { queue: job.name },
  });
  return { queue: dead ? job.name.replace(/-dead$/, "") : job.name };
}

export type CrmState =
  | { state: "delivered" | "logged"; at: string | null; attempts: number }
  | { state: "queued" | "sending"; at: string; attempts: number }
  | { state: "retrying"; at: string; attempts: number; error: string; nextAttemptAt: string | null }
  | { state: "dead" | "failed"; at: string; attempts: number; error: string; job: { queue: string; id: string } }
  | { state: "duplicate" | "not-synced" | "missing" };

/** Where the lead's CRM sync stands, from its "crm-sync" job (or the dead-letter copy of it). */
export async function crmDeliveryFor(
  db: Db,
  lead: {
    id: string;
    formType: string;
    data: Record<string, unknown>;
    email: string | null;
    duplicateOf: string | null;
  },
): Promise<CrmState> {
  if (lead.duplicateOf) return { state: "duplicate" };
  const queues: string[] = ["crm-sync", deadLetterOf("crm-sync" satisfies QueueName)];
  const result = await db.execute(
    sql`select ${columns} from ${BOSS_SCHEMA}.job where name in (${list(queues)}) and data @> ${JSON.stringify({ leadId: lead.id })}::jsonb order by created_on desc, id desc limit 20`,
  );
  const rows = rowsOf<RawJob>(result);
  if (!rows.length)
    return crmPayloadFor(lead.formType, lead.data, lead.email) ? { state: "missing" } : { state: "not-synced" };
  const done = rows.find((r) => r.name === "crm-sync" && r.state === "completed");
  if (done) {
    const output = (done.output ?? {}) as { logged?: boolean };
    return {
      state: output.logged ? "logged" : "delivered",
      at: iso(done.completed_on),
      attempts: Number(done.retry_count) + 1,
    };
  }
  const latest = rows[0];
  const view = toJobRow(latest);
  if (view.state === "dead" || (latest.state === "failed" && latest.name === "crm-sync")) {
    return {
      state: view.state === "dead" ? "dead" : "failed",
      at: view.failedAt,
      attempts: view.attempts,
      error: view.error,
      job: { queue: latest.name, id: latest.id },
    };
  }
  if (latest.state === "retry")
    return {
      state: "retrying",
      at: iso(latest.created_on)!,
      attempts: Number(latest.retry_count),
      error: errorText(latest.output),
      nextAttemptAt: iso(latest.start_after),
    };
  return {
    state: latest.state === "active" ? "sending" : "queued",
    at: iso(latest.created_on)!,
    attempts: Number(latest.retry_count),
  };
}

export type PaymentRejectionRow = {
  id: string;
  orderId: string;
  eventType: string;
  stripeObjectId: string | null;
  reason: string;
  /** "Payment not applied: the Stripe session cs_… does not belong to order … (amount …, expected …)." */
  message: string;
  createdAt: string;
};

/** How many payments the console lists on the Deliveries page (newest first); the count covers all. */
export const PAYMENT_REJECTIONS_SHOWN = 50;

/**
 * Signed Stripe payments that named one of our orders but were not that order's own session,
 * amount or currency (docs/decisions/042): nothing was fulfilled. They are failed deliveries
 * with no retry: the owner checks them in Stripe (and refunds there if a buyer was charged).
 */
export async function listPaymentRejections(db: Db, limit = PAYMENT_REJECTIONS_SHOWN): Promise<PaymentRejectionRow[]> {
  const rows = await db
    .select({
      id: paymentRejections.id,
      orderId: paymentRejections.orderId,
      eventType: paymentRejections.eventType,
      stripeObjectId: paymentRejections.stripeObjectId,
      reason: paymentRejections.reason,
      message: paymentRejections.message,
      createdAt: paymentRejections.createdAt,
    })
    .from(paymentRejections)
    .orderBy(desc(paymentRejections.createdAt), desc(paymentRejections.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function countPaymentRejections(db: Db) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(paymentRejections);
  return Number(row?.n ?? 0);
}

/** The dev mailbox (mail written to files when SMTP_URL is unset, on a local-only site: decision 041). */
export async function mailboxInfo(services: Pick<AppServices, "env" | "mailer">) {
  if (!devMailboxEnabled(services.env) || !services.mailer.outbox) return null;
  const mails = await services.mailer.outbox.list().catch(() => []);
  return { href: "/dev/mailbox", count: mails.length };
}
