import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import type { AppServices } from "#platform/context";
import { parseEnv, resolveAuthSecret } from "#platform/env.server";
import { startJobs } from "#platform/jobs.server";
import { createMailer } from "#platform/mailer.server";
import { createTestDatabase } from "./db";

/**
 * Services for feature-level integration tests: a fresh database, pg-boss on it, and mail
 * written to a temporary outbox. Auth is left out (tests that need it use auth-server.ts).
 */
/**
 * A test's settings: local-only without a secret, so, like `npm start`, the secret is generated
 * in a new temporary DATA_DIR (named after `prefix`).
 */
export function testEnv(prefix: string, overrides: Record<string, string> = {}) {
  return resolveAuthSecret(
    parseEnv({
      NODE_ENV: "test",
      PUBLIC_SITE_URL: "http://127.0.0.1:3000",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), `${prefix}-`)),
      LOG_LEVEL: "silent",
      ...overrides,
    }),
  );
}

export async function createTestServices(envOverrides: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const logger = pino({ level: "silent" });
  const env = testEnv("svc-test", envOverrides);
  const mailer = createMailer({ env, logger });
  const jobs = await startJobs(database, logger);
  const services = { env, logger, database, mailer, jobs, auth: undefined as never } satisfies AppServices;
  return {
    services,
    async close() {
      await jobs.stop();
      mailer.close();
      await database.dispose();
    },
  };
}

export async function until<T>(check: () => T | Promise<T>, ms = 15_000, every = 100): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v as NonNullable<T>;
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, every));
  }
}

let userCounter = 0;
/** Inserts a user row directly (for tests that need an owner without going through sign-up). */
export async function insertUser(db: AppServices["database"]["db"], email?: string) {
  const { user } = await import("#db/schema");
  const id = `user_${Date.now()}_${userCounter++}`;
  const [row] = await db
    .insert(user)
    .values({ id, name: `Test User ${userCounter}`, email: email ?? `${id}@example.com`, emailVerified: true })
    .returning();
  return row;
}
