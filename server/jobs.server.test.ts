import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formSubmissions } from "../db/schema";
import { createTestDatabase } from "../tests/support/db";
import { deadLetterOf, startJobs, type Jobs } from "./jobs.server";

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
      await jobs.send("lead-notify", { n: 1 }, { tx });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(formSubmissions).values({ formType: "contact", data: { n: 2 } });
        await jobs.send("lead-notify", { n: 2 }, { tx });
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    const seen: number[] = [];
    await jobs.work({ "lead-notify": async (data: { n: number }) => void seen.push(data.n) }, { pollingIntervalSeconds: 0.5 });
    await until(() => seen.length >= 1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(seen).toEqual([1]);
  });

  it("retries a failing job and dead-letters it when retries run out", async () => {
    let attempts = 0;
    await jobs.send("commission", { order: "x" });
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
});
