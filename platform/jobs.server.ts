import { sql, type SQL } from "drizzle-orm";
import type { Logger } from "pino";
import { PgBoss, fromDrizzle, fromPglite, type Clock, type Job } from "pg-boss";
import { rowsOf, type Database, type JobQueueSpec } from "./db.server";

/**
 * Background work on pg-boss, in the same database as the rows it concerns. A job is
 * enqueued inside the transaction that writes its row (`send(..., { tx })`), so a lead or an
 * order is never saved without its follow-up work, nor the other way round.
 */

/**
 * Retried with exponential backoff (30 s doubling, at most 1 h apart) for at least 24 h, then
 * dead-lettered: even with pg-boss's jitter at its smallest, 36 retries span about 30 h
 * (minimumRetrySpanSeconds).
 */
export const durable = {
  retryLimit: 36,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: 120,
  retentionSeconds: 14 * 24 * 3600,
  deleteAfterSeconds: 30 * 24 * 3600,
} as const;

/**
 * The shortest time a job can spend retrying under a policy: pg-boss waits
 * min(retryDelayMax, retryDelay * (2^n / 2) * (1 + random())) with n = retry count + 1 (capped at 16)
 * before each retry; random() = 0 is the shortest.
 */
export function minimumRetrySpanSeconds(policy: { retryLimit: number; retryDelay: number; retryDelayMax: number }) {
  let total = 0;
  for (let count = 0; count < policy.retryLimit; count++)
    total += Math.min(policy.retryDelayMax, Math.max(policy.retryDelay, 1) * (2 ** Math.min(16, count + 1) / 2));
  return total;
}

export const queueNames = ["crm-sync", "email", "lead-notify", "order-fulfilment", "commission", "session-refund", "call-email", "analytics-rollup", "owner-notify", "owner-digest", "calendar-sync"] as const;
export type QueueName = (typeof queueNames)[number];
export const deadLetterOf = (name: QueueName) => `${name}-dead`;

/**
 * What each queue's jobs carry. Each feature declares its queue's payload beside its handler by
 * augmenting this interface:
 * `declare module "#platform/jobs.server" { interface JobPayloads { "crm-sync": CrmSyncJob } }`,
 * so `send` and the handler map (app/flows/job-handlers.server.ts) are checked against it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface JobPayloads {}
/** A queue's payload; `never` (nothing can be sent) until its feature declares one. */
export type JobPayload<K extends QueueName> = K extends keyof JobPayloads ? JobPayloads[K] : never;

export type JobContext = { logger: Logger; job: Job<unknown> };
export type JobHandler = (data: never, ctx: JobContext) => Promise<unknown>;
export type JobHandlers = { [K in QueueName]?: (data: JobPayload<K>, ctx: JobContext) => Promise<unknown> };

/** A Drizzle transaction (or the db itself) that a job can be enqueued with. */
type Executor = { execute(query: unknown): Promise<unknown> };

/** A connection as pg-boss takes it: one statement, its rows (the lead writer's pipeline, decision 095). */
export type JobsConnection = { executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };

export type SendOptions = {
  tx?: Executor;
  singletonKey?: string;
  startAfter?: number | Date;
  /** For tests: override the queue's retry delay. */
  retryDelay?: number;
};

export type Jobs = {
  boss: PgBoss;
  send<K extends QueueName>(name: K, data: JobPayload<K>, options?: SendOptions): Promise<string | null>;
  /**
   * Several jobs of one queue in one statement, inside `tx` (the leads written together, decision
   * 090), or sent on `connection` inside the transaction its caller opened there (decision 095).
   */
  sendMany<K extends QueueName>(
    name: K,
    jobs: { data: JobPayload<K>; singletonKey?: string }[],
    options: { tx: Executor } | { connection: JobsConnection },
  ): Promise<void>;
  /** Starts workers for the given handlers (the web process runs them in-process). */
  work(handlers: JobHandlers, opts?: { pollingIntervalSeconds?: number }): Promise<void>;
  stop(): Promise<void>;
};

export type JobOptions = {
  queueOverrides?: { retryLimit?: number; retryDelay?: number; retryBackoff?: boolean; expireInSeconds?: number };
  /** How often expired (lost) jobs are looked for; pg-boss's default is 60 s. */
  superviseIntervalSeconds?: number;
  /**
   * Tests that fake `Date` for the whole process: pg-boss's own clock (its poll delays are timed
   * with it), kept on real time. Unset in production: pg-boss's system clock.
   */
  clock?: Clock;
};

/** The test-only settings JOB_RETRY_DELAY_SECONDS, JOB_RETRY_LIMIT and JOB_EXPIRE_SECONDS (unset in production: the durable defaults). */
export function jobOptionsFromEnv(env: { JOB_RETRY_DELAY_SECONDS?: number; JOB_RETRY_LIMIT?: number; JOB_EXPIRE_SECONDS?: number }): JobOptions {
  const queueOverrides: NonNullable<JobOptions["queueOverrides"]> = {};
  const opts: JobOptions = { queueOverrides };
  if (env.JOB_RETRY_DELAY_SECONDS) Object.assign(queueOverrides, { retryDelay: env.JOB_RETRY_DELAY_SECONDS, retryBackoff: false });
  if (env.JOB_RETRY_LIMIT !== undefined) queueOverrides.retryLimit = env.JOB_RETRY_LIMIT;
  if (env.JOB_EXPIRE_SECONDS) {
    queueOverrides.expireInSeconds = env.JOB_EXPIRE_SECONDS;
    opts.superviseIntervalSeconds = Math.max(1, Math.min(60, Math.floor(env.JOB_EXPIRE_SECONDS / 5)));
  }
  return opts;
}

/**
 * Every queue with its policy, each dead-letter queue before the queue that feeds it. A new
 * embedded database gets them when it is created, in the short-lived process that creates it
 * (decision 092); `startJobs` creates what is missing and brings each policy up to date.
 */
export function queuePlan(opts: Pick<JobOptions, "queueOverrides"> = {}): JobQueueSpec[] {
  return queueNames.flatMap((name) => {
    const options: Record<string, unknown> = { ...durable, ...opts.queueOverrides };
    if (!options.retryBackoff) delete options.retryDelayMax;
    return [
      { name: deadLetterOf(name), options: { retentionSeconds: 365 * 24 * 3600 } },
      { name, options: { ...options, deadLetter: deadLetterOf(name) } },
    ];
  });
}

/** Jobs run at once per queue; while batches come back full the next fetch follows at once. */
const WORK_CONCURRENCY = 10;
/**
 * Jobs fetched per poll. On PostgreSQL a fetch and its completion are a round trip each, which
 * cost the server's thread more than the jobs themselves under a stream of leads: 50 at a time
 * (still run 10 at once), decision 095. The embedded database keeps 10: a larger batch held its
 * one thread longer, and the lead open loop's p99 went up (decision 094).
 */
const workBatchSize = (kind: Database["kind"]) => (kind === "pglite" ? WORK_CONCURRENCY : 50);

/** Runs `task` on each item, at most `limit` at once; the results in order. */
async function mapLimited<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

export async function startJobs(database: Database, logger: Logger, opts: JobOptions = {}): Promise<Jobs> {
  const supervise = {
    ...(opts.superviseIntervalSeconds
      ? { superviseIntervalSeconds: opts.superviseIntervalSeconds, monitorIntervalSeconds: opts.superviseIntervalSeconds }
      : {}),
    ...(opts.clock ? { clock: opts.clock } : {}),
  };
  const boss =
    database.kind === "pglite" && database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite as never), schedule: false, supervise: true, ...supervise })
      : new PgBoss({ connectionString: database.url, max: 4, schedule: false, supervise: true, ...supervise });
  boss.on("error", (err: unknown) => logger.error({ err }, "job queue error"));
  await boss.start();
  for (const queue of queuePlan(opts)) await ensureQueue(boss, queue.name, queue.options);
  // pg-boss looks a queue up on its own connection the first time it is used. On PGlite (one
  // connection) that lookup would wait forever behind an open transaction that enqueues, so
  // every queue is looked up once here, outside any transaction.
  for (const name of queueNames) {
    await boss.previewRedrive(name);
    await boss.previewRedrive(deadLetterOf(name));
  }
  return {
    boss,
    async send(name, data, options = {}) {
      const { tx, ...rest } = options;
      return boss.send(name, data, {
        ...rest,
        ...(tx ? { db: fromDrizzle(tx as never, sql as never) } : {}),
      });
    },
    async sendMany(name, jobs, options) {
      if (!jobs.length) return;
      const db = "connection" in options ? options.connection : fromDrizzle(options.tx as never, sql as never);
      await boss.insert(name, jobs as never, { db });
    },
    async work(handlers, workOpts = {}) {
      for (const [name, handler] of Object.entries(handlers) as [QueueName, JobHandler][]) {
        // One job per poll capped a queue at one job a second (500 leads took over 8 minutes to
        // reach the CRM): a batch runs its jobs side by side, ten at a time, and each job settles
        // on its own.
        await boss.work(
          name,
          {
            batchSize: workBatchSize(database.kind),
            burstWhenBatchFull: true,
            perJobResults: true,
            pollingIntervalSeconds: workOpts.pollingIntervalSeconds ?? 1,
          },
          async (batch: Job<unknown>[]) => {
            // A backlog is fetched batch after batch; on the embedded database none of that waits
            // for I/O, so without this turn of the event loop a second's worth of jobs held every
            // request for 100–180 ms (decision 093).
            await new Promise((resolve) => setImmediate(resolve));
            return mapLimited(batch, WORK_CONCURRENCY, async (job) => {
              const log = logger.child({ job: job.id, queue: name });
              try {
                const output = await handler(job.data as never, { logger: log, job });
                return { id: job.id, status: "completed" as const, output };
              } catch (err) {
                const message = err instanceof Error ? err.message : String(err);
                log.warn({ err: message }, "job failed; will retry");
                return { id: job.id, status: "failed" as const, output: { message } };
              }
            });
          },
        );
      }
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}

async function ensureQueue(boss: PgBoss, name: string, options: Record<string, unknown>) {
  if (await boss.getQueue(name)) await boss.updateQueue(name, options);
  else await boss.createQueue(name, options);
}

/**
 * Removes the queued and dead-lettered jobs (never one running now) whose payload `where` matches, in
 * the caller's transaction, and returns how many: the queue's own way to forget a person (data
 * requests, decision 068), so no feature writes pg-boss's table itself (issue 44).
 */
export async function dropWaitingJobs(tx: { execute(query: SQL): Promise<unknown> }, where: SQL): Promise<number> {
  const result = await tx.execute(sql`delete from pgboss.job where state <> 'active' and (${where}) returning id`);
  return rowsOf(result).length;
}
