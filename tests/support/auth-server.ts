import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import type { AppServices } from "#platform/context";
import { createRequestListener } from "../../server/app";
import { createAuth, type AuthRateLimits } from "#platform/auth.server";
import { accountHooks } from "~/features/auth/account-hooks.server";
import { parseEnv, resolveAuthSecret } from "#platform/env.server";
import { accountEmailJob } from "#platform/account-mail";
import { startJobs } from "#platform/jobs.server";

/** Real time for pg-boss whatever a test does to the global Date (vi.useFakeTimers({ toFake: ["Date"] })). */
const RealDate = Date;
const realTimeClock = {
  now: () => RealDate.now(),
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as NodeJS.Timeout),
  setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
  clearInterval: (handle: unknown) => clearInterval(handle as NodeJS.Timeout),
};
import { createMailer } from "#platform/mailer.server";
import { startSmtpFake, type SmtpFake } from "../fakes/smtp";
import { createTestDatabase } from "./db";

/**
 * The real HTTP stack (Express app, better-auth mounted at /api/auth, nodemailer sending
 * to the SMTP fake) on a fresh test database, listening on 127.0.0.1. No React Router
 * build: page requests are not part of these tests.
 */
export async function startAuthSite(
  opts: {
    rateLimits?: Partial<AuthRateLimits>;
    emailVerificationExpiresIn?: number;
    /** Seconds between retries of a failed email (fixed, no backoff). */
    emailRetryDelay?: number;
    smtp?: SmtpFake;
  } = {},
) {
  const { emailRetryDelay, smtp: givenSmtp, ...authOpts } = opts;
  const smtp = givenSmtp ?? (await startSmtpFake());
  const database = await createTestDatabase();
  const logger = pino({ level: "silent" });
  const env = resolveAuthSecret(
    parseEnv({
      NODE_ENV: "test",
      PUBLIC_SITE_URL: "http://127.0.0.1:3000",
      // Each test speaks from its own address (X-Forwarded-For, one value: the test is the proxy),
      // so rate limits do not leak between tests.
      TRUST_PROXY: "1",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "auth-test-")),
      SMTP_URL: smtp.url,
      LOG_LEVEL: "silent",
    }),
  );
  const mailer = createMailer({ env, logger });
  // Account emails go through the job queue (decision 058): a worker for the "email" queue only.
  const jobs = await startJobs(database, logger, {
    queueOverrides: { retryDelay: emailRetryDelay ?? 1, retryBackoff: false },
    // Some tests fake Date a day ahead; a worker poll timed across that jump would sleep a day.
    clock: realTimeClock,
  });
  await jobs.work({ email: accountEmailJob({ mailer, logger }) as never }, { pollingIntervalSeconds: 0.5 });
  const auth = createAuth({ env, logger, database, jobs, hooks: accountHooks({ db: database.db, env, logger }), ...authOpts });
  const services: AppServices = { env, logger, database, auth, mailer, jobs };
  const build = () => Promise.reject(new Error("no React Router build in auth integration tests")) as Promise<ServerBuild>;
  const server: Server = createServer(createRequestListener({ services, build }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let ipCounter = 1;

  return {
    baseUrl,
    smtp,
    database,
    auth,
    services,
    /** A browser: its own cookie jar and client address. */
    client(ip = `203.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`) {
      return new TestClient(baseUrl, ip);
    },
    async close() {
      await auth.mail.settle();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await jobs.stop();
      mailer.close();
      if (!givenSmtp) await smtp.close();
      await database.dispose();
    },
  };
}

export type AuthSite = Awaited<ReturnType<typeof startAuthSite>>;
export type { SmtpFake };

export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly baseUrl: string,
    readonly ip: string,
  ) {}

  private store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const i = pair!.indexOf("=");
      const name = pair!.slice(0, i).trim();
      const value = pair!.slice(i + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async request(pathOrUrl: string, init: RequestInit & { json?: unknown } = {}) {
    const url = pathOrUrl.startsWith("http") ? new URL(pathOrUrl) : new URL(pathOrUrl, this.baseUrl);
    // Emailed links name the public host; the test server listens elsewhere on loopback.
    const target = new URL(`${url.pathname}${url.search}`, this.baseUrl);
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", this.ip);
    if (this.cookies.size) headers.set("cookie", this.cookieHeader());
    const method = init.method ?? (init.json !== undefined ? "POST" : "GET");
    if (method !== "GET" && method !== "HEAD" && !headers.has("origin")) headers.set("origin", this.baseUrl);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    const res = await fetch(target, { ...init, method, headers, body, redirect: "manual" });
    this.store(res);
    return res;
  }

  /** POST JSON to /api/auth<path>; returns the status and the parsed body. */
  async post<T = Record<string, unknown>>(path: string, json: unknown = {}) {
    const res = await this.request(`/api/auth${path}`, { method: "POST", json });
    const text = await res.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    return { status: res.status, body: body as T, headers: res.headers };
  }

  async get<T = Record<string, unknown>>(path: string) {
    const res = await this.request(`/api/auth${path}`);
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T, headers: res.headers };
  }

  async session() {
    const { body } = await this.get<{ user: { id: string; email: string; emailVerified: boolean; twoFactorEnabled?: boolean } } | null>("/get-session");
    return body;
  }
}
