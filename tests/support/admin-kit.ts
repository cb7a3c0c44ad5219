import { eq } from "drizzle-orm";
import { Writable } from "node:stream";
import { pino } from "pino";
import { RouterContextProvider } from "react-router";
import { user } from "#db/schema";
import { startJobs } from "#platform/jobs.server";
import { createMailer } from "#platform/mailer.server";
import { createTestDatabase } from "./db";
import { testEnv } from "./services";
import { requestContext, servicesContext, type AppServices } from "#platform/context";

/**
 * For the console's integration tests only: a fresh database with pg-boss (one retry, 1 s
 * apart, so a failing job is dead-lettered in seconds), three accounts (the owner, a member,
 * and an unconfirmed account under an admin address), a stand-in for better-auth's session
 * lookup keyed by a `test-session=<user id>` cookie, and the log lines written.
 */
export async function startAdminTestKit(envOverrides: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const logLines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: "info" },
    new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split("\n").filter(Boolean))
          logLines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    }),
  );
  const env = testEnv("admin-test", {
    LOG_LEVEL: "info",
    ADMIN_EMAILS: "Owner@Example.com, pending-owner@example.com",
    ...envOverrides,
  });
  const mailer = createMailer({ env, logger });
  const jobs = await startJobs(database, logger, {
    queueOverrides: { retryLimit: 1, retryDelay: 1, retryBackoff: false },
  });
  const { db } = database;

  const [owner] = await db
    .insert(user)
    .values({ id: "owner_1", name: "Olive Owner", email: "owner@example.com", emailVerified: true })
    .returning();
  const [member] = await db
    .insert(user)
    .values({ id: "member_1", name: "Max Member", email: "member@example.com", emailVerified: true })
    .returning();
  const [unconfirmed] = await db
    .insert(user)
    .values({ id: "pending_1", name: "Pat Pending", email: "pending-owner@example.com", emailVerified: false })
    .returning();

  const auth = {
    api: {
      getSession: async ({ headers }: { headers: Headers }) => {
        const id = /(?:^|;\s*)test-session=([^;]+)/.exec(headers.get("cookie") ?? "")?.[1];
        if (!id) return null;
        const [row] = await db.select().from(user).where(eq(user.id, id)).limit(1);
        return row ? { user: row, session: { id: `s_${id}`, userId: id } } : null;
      },
    },
  };
  const services: AppServices = { env, logger, database, mailer, jobs, auth: auth as never };

  const people = { anonymous: null, member: member.id, unconfirmed: unconfirmed.id, admin: owner.id } as const;
  type Who = keyof typeof people;

  return {
    services,
    db,
    jobs,
    logLines,
    owner,
    member,
    unconfirmed,
    adminUser: { id: owner.id, email: owner.email, name: owner.name },
    context() {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(requestContext, { requestId: "test", nonce: "n", clientIp: "127.0.0.1" });
      return context;
    },
    request(who: Who, pathname: string, init: { form?: Record<string, string | string[]> } = {}) {
      const headers = new Headers();
      const id = people[who];
      if (id) headers.set("cookie", `test-session=${id}`);
      if (!init.form) return new Request(`http://127.0.0.1:3000${pathname}`, { headers });
      const body = new URLSearchParams();
      for (const [k, v] of Object.entries(init.form)) for (const one of Array.isArray(v) ? v : [v]) body.append(k, one);
      headers.set("content-type", "application/x-www-form-urlencoded");
      return new Request(`http://127.0.0.1:3000${pathname}`, { method: "POST", headers, body });
    },
    async close() {
      await jobs.stop();
      mailer.close();
      await database.dispose();
    },
  };
}

export type AdminTestKit = Awaited<ReturnType<typeof startAdminTestKit>>;

/** The status of a thrown route answer (a Response or React Router's `data()`), or null. */
export function thrownStatus(err: unknown): number | null {
  if (err instanceof Response) return err.status;
  const init = (err as { init?: { status?: number } } | null)?.init;
  return typeof init?.status === "number" ? init.status : null;
}

export async function statusOf(run: () => Promise<unknown>): Promise<number> {
  try {
    const result = await run();
    if (result instanceof Response) return result.status;
    const init = (result as { init?: { status?: number } } | null)?.init;
    return init?.status ?? 200;
  } catch (err) {
    const status = thrownStatus(err);
    if (status === null) throw err;
    return status;
  }
}
