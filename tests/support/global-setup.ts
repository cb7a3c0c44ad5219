import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pino } from "pino";
import type { Database } from "#platform/db.server";
import { startJobs } from "#platform/jobs.server";

/**
 * Migrating a fresh PGlite takes seconds; do it once per run and let every test file
 * start from a copy of the migrated data directory (see tests/support/db.ts).
 */
export default async function setup() {
  if (process.env.DATABASE_URL) return;
  const dir = path.resolve("node_modules/.cache/test-db");
  mkdirSync(dir, { recursive: true });
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder: path.resolve("db/migrations") });
  // Install pg-boss's schema into the template too: it takes seconds on PGlite.
  const jobs = await startJobs({ kind: "pglite", pglite: client } as Database, pino({ level: "silent" }));
  await jobs.stop();
  const dump = await client.dumpDataDir("gzip");
  // Unique name per run: parallel runs never read each other's half-written file.
  const file = path.join(dir, `migrated-${process.pid}.tar.gz`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  process.env.TEST_PGLITE_TEMPLATE = file;
  return () => rmSync(file, { force: true });
}
