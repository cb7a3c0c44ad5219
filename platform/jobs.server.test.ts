import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formSubmissions } from "#db/schema";
import { createTestDatabase } from "#tests/support/db";
import { deadLetterOf, durable, jobOptionsFromEnv, minimumRetrySpanSeconds, startJobs, type Jobs } from "./jobs.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let jobs: Jobs;
const logger = pino({ level: "silent" });

beforeAll(async () => {
  database = await createTestDatabase();
  jobs = await startJobs(database, logger, { queueOverrides: { retryLimit: 2, retryDelay: 1, retryBackoff: false } });
});
afterAll(async () => {
  await jobs.stop();
  await database.dispose();
});

const until = async (check: () => boolean | Promise<boolean>, ms = 15_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("timed out");
};

describe("jobs", () => {
  it("a job enqueued in a transaction exists only if the transaction commits", async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(formSubmissions).values({ formType: "contact", data: { n: 1 } });
      await jobs.send("lead-notify", { leadId: "1" }, { tx });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(formSubmissions).values({ formType: "contact", data: { n: 2 } });
        await jobs.send("lead-notify", { leadId: "2" }, { tx });
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    const seen: number[] = [];
    await jobs.work({ "lead-notify": async (data) => void seen.push(Number(data.leadId)) }, { pollingIntervalSeconds: 0.5 });
    await until(() => seen.length >= 1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(seen).toEqual([1]);
  });

  it("retries a failing job and dead-letters it when retries run out", async () => {
    let attempts = 0;
    await jobs.send("commission", { orderId: "x" });
    await jobs.work(
      {
        commission: async () => {
          attempts++;
          throw new Error("downstream is down");
        },
      },
      { pollingIntervalSeconds: 0.5 },
    );
    await until(() => attempts >= 3, 20_000);
    await until(async () => (await jobs.boss.fetch(deadLetterOf("commission"))).length === 1, 20_000);
    expect(attempts).toBe(3);
  });

  it("a backlog is run side by side, never more than ten jobs of a queue at once (decision 095)", async () => {
    // Fetched 50 a poll on PostgreSQL, 10 on the embedded database; run ten at a time on both.
    await database.db.transaction(async (tx) => {
      await jobs.sendMany(
        "session-refund",
        Array.from({ length: 60 }, (_, i) => ({ data: { n: i } as never, singletonKey: `backlog-${i}` })),
        { tx },
      );
    });
    let running = 0;
    let most = 0;
    const done = new Set<number>();
    await jobs.work(
      {
        "session-refund": async (data) => {
          running++;
          most = Math.max(most, running);
          await new Promise((r) => setTimeout(r, 20));
          running--;
          done.add((data as unknown as { n: number }).n);
        },
      },
      { pollingIntervalSeconds: 0.5 },
    );
    await until(() => done.size === 60, 30_000);
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(10);
  });
});

describe("retry policy", () => {
  it("a failing job keeps being retried for at least 24 hours before it is dead-lettered", () => {
    // The first retries at their shortest: 30, 60, 120, 240, 480, 960, 1920 s, then 1 h each.
    expect(minimumRetrySpanSeconds({ retryLimit: 8, retryDelay: 30, retryDelayMax: 3600 })).toBe(3810 + 3600);
    expect(minimumRetrySpanSeconds(durable)).toBeGreaterThanOrEqual(24 * 3600);
    expect(minimumRetrySpanSeconds(durable) / 3600).toBeCloseTo(30.06, 1);
  });

  it("tests may shorten it: JOB_RETRY_DELAY_SECONDS, JOB_RETRY_LIMIT and JOB_EXPIRE_SECONDS", () => {
    expect(jobOptionsFromEnv({})).toEqual({ queueOverrides: {} });
    expect(jobOptionsFromEnv({ JOB_RETRY_DELAY_SECONDS: 1, JOB_RETRY_LIMIT: 0, JOB_EXPIRE_SECONDS: 20 })).toEqual({
      queueOverrides: { retryDelay: 1, retryBackoff: false, retryLimit: 0, expireInSeconds: 20 },
      superviseIntervalSeconds: 4,
    });
  });
});
