import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { readFileSync } from "node:fs";
import pg from "pg";
import * as schema from "#db/schema";
import { withCommitHooks } from "#platform/after-commit";
import { openPostgres, compileWasmWithBaselineOnly, type Database, type Db } from "#platform/db.server";

/**
 * A fresh, migrated database for one test file: a copy of the migrated PGlite template,
 * or, when DATABASE_URL is set, a new database on that PostgreSQL server (dropped after).
 */
export async function createTestDatabase(): Promise<Database & { dispose(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const testUrl = new URL(url);
    testUrl.pathname = `/${name}`;
    const database = await openPostgres(testUrl.toString(), { max: 20 });
    await database.migrate();
    return {
      ...database,
      dispose: async () => {
        await database.close();
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await a.query(`drop database if exists ${name} with (force)`);
        await a.end();
      },
    };
  }
  const template = process.env.TEST_PGLITE_TEMPLATE;
  if (!template) throw new Error("TEST_PGLITE_TEMPLATE is not set: run the tests through vitest (its global setup makes it).");
  // Compiled as the server compiles it (decision 092).
  compileWasmWithBaselineOnly();
  const client = new PGlite({ loadDataDir: new Blob([readFileSync(template)]) });
  await client.waitReady;
  // As platform/db.server.ts makes it: transactions run what afterCommit queued once they commit.
  const db = withCommitHooks(drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Db);
  return {
    db,
    kind: "pglite",
    pglite: client,
    migrate: async () => {},
    ping: async () => (await client.query("select 1"), true),
    isDown: () => false,
    close: () => client.close(),
    dispose: () => client.close(),
  };
}
