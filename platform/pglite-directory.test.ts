import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "./db.server";
import { deadLetterOf, durable, queueNames, queuePlan, startJobs } from "./jobs.server";

const dir = mkdtempSync(path.join(tmpdir(), "pglite-dir-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type QueueRow = { name: string; retry_limit: number; retry_delay: number; dead_letter: string | null };

describe("a new embedded database (decisions 091, 092)", () => {
  it("is created with its tables and every job queue by the child process; the server's start then only brings policies up to date", async () => {
    const dataDir = path.join(dir, "pglite");
    const database = await openPglite(dataDir, { jobQueues: queuePlan() });
    try {
      // Before any job runner started in this process, the queues are already there.
      const { rows } = await database.pglite!.query<QueueRow>(
        "select name, retry_limit, retry_delay, dead_letter from pgboss.queue order by name",
      );
      expect(rows.map((r) => r.name).sort()).toEqual([...queueNames.flatMap((n) => [n, deadLetterOf(n)])].sort());
      const crm = rows.find((r) => r.name === "crm-sync")!;
      expect(crm).toMatchObject({
        retry_limit: durable.retryLimit,
        retry_delay: durable.retryDelay,
        dead_letter: "crm-sync-dead",
      });
      const { rows: leads } = await database.pglite!.query<{ n: number }>(
        "select count(*)::int as n from form_submissions",
      );
      expect(leads[0].n).toBe(0);

      // Test settings (JOB_RETRY_LIMIT and the like) still reach the queues on start.
      const jobs = await startJobs(database, pino({ level: "silent" }), { queueOverrides: { retryLimit: 2 } });
      await jobs.stop();
      const { rows: after } = await database.pglite!.query<QueueRow>(
        "select name, retry_limit, retry_delay, dead_letter from pgboss.queue where name = 'crm-sync'",
      );
      expect(after[0]).toMatchObject({ retry_limit: 2, dead_letter: "crm-sync-dead" });
    } finally {
      await database.close();
    }
  }, 60_000);
});
