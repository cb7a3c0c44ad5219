import type { AppServices } from "#platform/context";

/**
 * What the "owner-notify" queue carries: one event for the owner, named by the row it is about.
 * Enqueued in the transaction that wrote that row (the payment, the refund, the dispute, the
 * rejected payment), so the owner hears of exactly what was saved; the job reads the row when it
 * runs and writes the email then (decision 106). Failed deliveries are found by a sweep
 * (sweep.server.ts) because pg-boss moves a job to its dead-letter queue without us.
 */
export type OwnerNotifyJob =
  | { event: "order-paid"; orderId: string }
  | { event: "refund"; orderId: string; before: number; after: number }
  | { event: "dispute"; orderId: string; status: "open" | "won" | "lost"; amount: number }
  | { event: "payment-rejected"; rejectionId: string }
  | { event: "delivery-failed"; jobId: string; queue: string };

/** A Drizzle transaction (or the db itself). */
type Executor = { execute(query: unknown): Promise<unknown> };

export async function queueOwnerNotice(services: Pick<AppServices, "jobs">, tx: Executor, job: OwnerNotifyJob) {
  await services.jobs.send("owner-notify", job, { tx });
}

/** The daily digest's job: the notices deferred until `until` (the digest's hour in the owner's zone). */
export type OwnerDigestJob = { until: string };

/** This feature's queues and what their jobs carry (platform/jobs.server.ts, JobPayloads). */
declare module "#platform/jobs.server" {
  interface JobPayloads {
    "owner-notify": OwnerNotifyJob;
    "owner-digest": OwnerDigestJob;
  }
}
