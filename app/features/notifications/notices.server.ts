import { eq, sql } from "drizzle-orm";
import { orders, paymentRejections, referrals } from "#db/schema";
import type { AppServices } from "#platform/context";
import { queueLabels } from "~/content/admin";
import { ownerEmails as copy } from "~/content/owner-notifications";
import { formatCents } from "~/lib/money";
import { deliverOwnerNotice, siteBase, shortRef, type OwnerNotice } from "./deliver.server";
import type { OwnerNotifyJob } from "./queue.server";

type Services = Pick<AppServices, "env" | "database" | "mailer">;

/**
 * An order with its lines, as the checkout feature reads it: passed in by the job registry
 * (app/flows/job-handlers.server.ts), so notifications never import the feature that notifies.
 */
export type OrderLookup = (
  db: AppServices["database"]["db"],
  where: { id: string },
) => Promise<{
  id: string;
  email: string | null;
  testMode: boolean;
  amountTotal: number;
  paidAt: Date | null;
  items: { name: string }[];
} | null>;

const money = (cents: number) => formatCents(cents, { decimals: "always" });

async function orderNotice(
  services: Services,
  orderWithItems: OrderLookup,
  data: Extract<OwnerNotifyJob, { orderId: string }>,
): Promise<OwnerNotice | null> {
  const { db } = services.database;
  const order = await orderWithItems(db, { id: data.orderId });
  if (!order) return null;
  const base = siteBase(services.env);
  const ref = shortRef(order.id);
  const who = order.email ?? copy.orderPaid.guest;
  const action = { label: copy.openOrder, url: `${base}/admin/orders/${order.id}` };
  const d = copy.detail;
  const facts: [string, string][] = [
    [d.order, ref],
    [d.buyer, who],
    [d.payment, order.testMode ? d.testMode : d.live],
  ];
  switch (data.event) {
    case "order-paid":
      return {
        kind: "order-paid",
        at: (order.paidAt ?? new Date()).toISOString(),
        subject: copy.orderPaid.subject(money(order.amountTotal), who, order.testMode),
        heading: copy.orderPaid.heading,
        intro: copy.orderPaid.intro(order.testMode),
        details: [...facts, [d.items, order.items.map((i) => i.name).join(", ")], [d.amount, money(order.amountTotal)]],
        action,
      };
    case "refund": {
      const full = data.after >= order.amountTotal;
      const [referral] = await db
        .select({ status: referrals.status, amount: referrals.commissionAmount })
        .from(referrals)
        .where(eq(referrals.orderId, order.id))
        .limit(1);
      return {
        kind: "refund",
        at: new Date().toISOString(),
        subject: copy.refund.subject(money(data.after - data.before), ref, who, full),
        heading: copy.refund.heading(full),
        intro: copy.refund.intro(order.testMode),
        details: [
          ...facts,
          [d.refunded, `${money(data.after)} of ${money(order.amountTotal)}`],
          [d.leftPaid, money(order.amountTotal - data.after)],
          [d.commission, referral ? `${money(referral.amount)} (${referral.status})` : ""],
        ],
        action,
      };
    }
    case "dispute":
      return {
        kind: "dispute",
        at: new Date().toISOString(),
        subject: copy.dispute.subject(data.status, money(data.amount), ref),
        heading: copy.dispute.heading(data.status),
        intro: copy.dispute.intro(data.status),
        details: [...facts, [d.amount, money(data.amount)]],
        action,
      };
  }
}

async function rejectionNotice(services: Services, rejectionId: string): Promise<OwnerNotice | null> {
  const [r] = await services.database.db
    .select()
    .from(paymentRejections)
    .where(eq(paymentRejections.id, rejectionId))
    .limit(1);
  if (!r) return null;
  const [order] = await services.database.db
    .select({ email: orders.email })
    .from(orders)
    .where(eq(orders.id, r.orderId))
    .limit(1);
  return {
    kind: "payment-rejected",
    at: r.createdAt.toISOString(),
    subject: copy.paymentRejected.subject(shortRef(r.orderId)),
    heading: copy.paymentRejected.heading,
    intro: r.message,
    details: [
      [copy.detail.order, shortRef(r.orderId)],
      [copy.detail.buyer, order?.email ?? ""],
    ],
    action: { label: copy.openOrder, url: `${siteBase(services.env)}/admin/orders/${r.orderId}` },
    after: [copy.paymentRejected.after],
  };
}

type DeadJob = {
  name: string;
  data: Record<string, unknown> | null;
  source_name: string | null;
  source_retry_count: number | null;
  source_output: unknown;
  output: unknown;
  source_created_on: Date | string | null;
  created_on: Date | string;
};

/** What a failed job was for, in a few words: "lead 1a2b3c4d", "x@example.com", "order 1a2b3c4d". */
export function deliveryTarget(data: Record<string, unknown> | null) {
  const d = data ?? {};
  if (typeof d.to === "string") return d.to;
  if (typeof d.leadId === "string") return `lead ${shortRef(d.leadId)}`;
  if (typeof d.orderId === "string") return `order ${shortRef(d.orderId)}`;
  if (typeof d.bookingId === "string") return `call ${shortRef(d.bookingId)}`;
  return "";
}

function errorOf(output: unknown): string {
  if (output === null || output === undefined) return "";
  if (typeof output === "string") return output.slice(0, 300);
  const o = output as { message?: unknown };
  return typeof o.message === "string" ? o.message.slice(0, 300) : JSON.stringify(output).slice(0, 300);
}

async function deliveryNotice(
  services: Services,
  data: Extract<OwnerNotifyJob, { event: "delivery-failed" }>,
): Promise<OwnerNotice | null> {
  const result = await services.database.db.execute(
    sql`select name, data, source_name, source_retry_count, source_output, output, source_created_on, created_on
      from pgboss.job where id = ${data.jobId}::uuid limit 1`,
  );
  const [job] = ((result as { rows?: DeadJob[] }).rows ?? result) as DeadJob[];
  if (!job) return null;
  const queue = job.source_name ?? data.queue;
  const what = queueLabels[queue] ?? queue;
  const target = deliveryTarget(job.data);
  const attempts = Number(job.source_retry_count ?? 0) + 1;
  const d = copy.detail;
  return {
    kind: "delivery-failed",
    at: new Date(job.created_on).toISOString(),
    subject: copy.deliveryFailed.subject(what, target),
    heading: copy.deliveryFailed.heading,
    intro: copy.deliveryFailed.intro(attempts),
    details: [
      [d.attempts, String(attempts)],
      [d.error, errorOf(job.source_output ?? job.output)],
      [
        d.firstSent,
        job.source_created_on
          ? new Date(job.source_created_on).toISOString().replace("T", " ").slice(0, 16) + " UTC"
          : "",
      ],
    ],
    action: { label: copy.deliveryFailed.open, url: `${siteBase(services.env)}/admin/deliveries` },
  };
}

export async function noticeFor(
  services: Services,
  orderWithItems: OrderLookup,
  data: OwnerNotifyJob,
): Promise<OwnerNotice | null> {
  switch (data.event) {
    case "order-paid":
    case "refund":
    case "dispute":
      return orderNotice(services, orderWithItems, data);
    case "payment-rejected":
      return rejectionNotice(services, data.rejectionId);
    case "delivery-failed":
      return deliveryNotice(services, data);
  }
}

/** The "owner-notify" queue's worker. */
export function ownerNotifyJob(services: Services, orderWithItems: OrderLookup) {
  return async (data: OwnerNotifyJob) => {
    const notice = await noticeFor(services, orderWithItems, data);
    if (!notice) return { skipped: "the record no longer exists" };
    return deliverOwnerNotice(services, notice);
  };
}
