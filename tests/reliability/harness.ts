import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest, Agent } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { startCrmWebhookFake, type CrmWebhookFake } from "../fakes/crm-webhook";
import { startSmtpFake, type SmtpFake } from "../fakes/smtp";
import { freeLoopbackPort, startPgCluster, type PgCluster } from "../support/pg-cluster";

/**
 * What the reliability suite needs around the production server: a child process it can
 * start, SIGKILL, SIGTERM and restart on the same database; a fresh database per test; an
 * HTTP client with bounded concurrency and exact outcomes (status or connection error).
 */

export const BUILD_DIR = process.env.RELIABILITY_BUILD_DIR ?? process.env.BUILD_DIR ?? "build";

/** Test-only job settings (see .env.example): retries after 1 s, lost jobs retried after 15 s. */
export const FAST_JOBS = { JOB_RETRY_DELAY_SECONDS: "1", JOB_EXPIRE_SECONDS: "15" };

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Server processes a failed test left running are killed when its worker exits.
const children = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

/** A temporary directory inside the run's own (RELIABILITY_TMP, removed by the global teardown). */
export function tempDir(prefix: string) {
  return mkdtempSync(path.join(process.env.RELIABILITY_TMP ?? tmpdir(), prefix));
}

/** Polls until check() is truthy; throws with the last value's description after ms. */
export async function until<T>(check: () => T | Promise<T>, ms: number, what: string, every = 200): Promise<T> {
  const end = Date.now() + ms;
  let last: T | undefined;
  while (Date.now() < end) {
    last = await check();
    if (last) return last;
    await sleep(every);
  }
  throw new Error(`timed out after ${ms} ms waiting for ${what} (last: ${JSON.stringify(last)})`);
}

// ---------------------------------------------------------------- databases

/**
 * A fresh PostgreSQL database for one test: on DATABASE_URL's server when it is set (CI's
 * shared throw-away cluster), else on this run's own cluster (started by the global setup).
 */
export async function freshDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const server = process.env.DATABASE_URL ?? process.env.RELIABILITY_PG_URL;
  if (!server) throw new Error("no PostgreSQL: neither DATABASE_URL nor RELIABILITY_PG_URL (global setup) is set");
  return databaseOn(server, label);
}

export async function databaseOn(serverUrl: string, label: string) {
  const name = `rel_${label}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: serverUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/** A small pool for reading rows from the test process. */
export function reader(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on("error", () => {}); // a cluster restart cuts idle connections: not a test failure
  return {
    pool,
    async rows<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
      return (await pool.query(text, params)).rows as T[];
    },
    async count(text: string, params: unknown[] = []): Promise<number> {
      const { rows } = await pool.query(text, params);
      return Number(Object.values(rows[0] as object)[0]);
    },
    close: () => pool.end(),
  };
}
export type Reader = ReturnType<typeof reader>;

/** Every pg-boss job of a queue, by state (pg-boss keeps completed jobs in the same table). */
export async function jobStates(db: Reader, queue: string) {
  const rows = await db.rows<{ state: string; n: string }>(
    "select state, count(*) as n from pgboss.job where name = $1 group by state",
    [queue],
  );
  return Object.fromEntries(rows.map((r) => [r.state, Number(r.n)])) as Record<string, number>;
}

export { startPgCluster, type PgCluster };

// ---------------------------------------------------------------- the production server

export type AppProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  logFile: string;
  /** Resolves with the exit code (or signal name) when the process ends. */
  exited: Promise<number | string>;
  log(): string;
  kill(signal: NodeJS.Signals): void;
  /** SIGTERM and wait (force-kills after 30 s so a test never hangs). */
  stop(): Promise<number | string>;
};

/**
 * Starts `node BUILD_DIR/server/main.js` on a free loopback port; resolves when /readyz
 * answers 200. Its stdout and stderr (pino JSON) go to a log file the test can read.
 */
export async function startApp(
  env: Record<string, string>,
  opts: { port?: number; dataDir?: string } = {},
): Promise<AppProcess> {
  const port = opts.port ?? (await freeLoopbackPort());
  const dataDir = opts.dataDir ?? tempDir("rel-data-");
  const logFile = path.join(tempDir("rel-log-"), "server.log");
  const out = createWriteStream(logFile);
  const child = spawn(process.execPath, [path.join(BUILD_DIR, "server/main.js")], {
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      // A run under libfaketime (npm run test:clock, decision 096) moves the server's clock with the test's.
      ...Object.fromEntries(Object.entries(process.env).filter(([k, v]) => v !== undefined && (k === "LD_PRELOAD" || k.startsWith("FAKETIME")))),
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR,
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      NODE_ENV: "production",
      RATE_LIMIT_MULTIPLIER: "1000",
      ALLOW_TEST_SETTINGS: "true",
      // Each start gets a fresh DATA_DIR: one explicit secret keeps restarts on the same database
      // signing as one deployment does (unset, each would generate its own, decision 041).
      BETTER_AUTH_SECRET: "reliability-auth-7Hq2Vx9Lm4Tz8Rc1Wb5Nk3Pj6Fd0Gs",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  child.stdout!.pipe(out, { end: false });
  child.stderr!.pipe(out, { end: false });
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => {
      setTimeout(() => out.end(), 50);
      resolve(code ?? signal ?? "unknown");
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const log = () => {
    try {
      return readFileSync(logFile, "utf8");
    } catch {
      return "";
    }
  };
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited at start (${child.exitCode ?? child.signalCode}):\n${log().slice(-3000)}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server did not become ready within 150 s:\n${log().slice(-3000)}`);
    }
    try {
      const r = await send({ method: "GET", url: `${url}/readyz`, timeoutMs: 3000 });
      if (r.status === 200) break;
    } catch {
      /* not listening yet */
    }
    await sleep(150);
  }
  return {
    url,
    port,
    child,
    logFile,
    exited,
    log,
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const t = setTimeout(() => child.kill("SIGKILL"), 30_000);
        const r = await exited;
        clearTimeout(t);
        return r;
      }
      return exited;
    },
  };
}

export function cleanupDir(dir: string | undefined) {
  if (dir) rmSync(dir, { recursive: true, force: true });
}

// ---------------------------------------------------------------- a describe's world

/** The secret the CRM webhook fake checks signatures with, and the app signs them with. */
const CRM_SECRET = "reliability-crm-secret";

/** Where a world's app keeps its data; a label names the database: `rel_<label>_<pid>_<random>`. */
export type WorldDatabase =
  /** A new database on the suite's PostgreSQL server (freshDatabase), dropped at the end. */
  | { fresh: string }
  /**
   * A new PostgreSQL cluster of the describe's own (world.cluster, which the test may stop and
   * start) with a new database on it; the cluster is destroyed at the end.
   */
  | { ownCluster: string }
  /** No DATABASE_URL: the app uses its embedded PGlite in world.dataDir, removed at the end. */
  | "pglite";

export type WorldOptions = {
  database: WorldDatabase;
  /** Starts the CRM webhook fake (world.crm) and points the app's MAILING_LIST_WEBHOOK_* at it. */
  crm?: boolean;
  /** Starts the SMTP fake (world.smtp) and points the app's SMTP_URL at it. */
  smtp?: boolean;
  /** More of the app's environment, read as each app starts (so it may name a fake an earlier beforeAll started). */
  env?: () => Record<string, string>;
  /** Starts the app in beforeAll as world.app (the default); false: the test starts its own with world.startApp(). */
  startApp?: boolean;
  /** How world.app ends at teardown: see StartOptions. */
  atTeardown?: StartOptions["atTeardown"];
};

export type StartOptions = {
  /**
   * "stop" (the default): SIGTERM and wait for it to exit. "kill": SIGKILL, for an app the test
   * ends itself (with SIGKILL or SIGTERM): when a failure left it running, it goes at once.
   */
  atTeardown?: "stop" | "kill";
};

/** What withWorld set up; each getter throws when asked for something this world does not have. */
export type World = {
  /** The app's database (url; drop() is the teardown's). Not with database: "pglite". */
  readonly db: Awaited<ReturnType<typeof freshDatabase>>;
  /** The PostgreSQL cluster of database: { ownCluster }. */
  readonly cluster: PgCluster;
  /** The app's DATA_DIR with database: "pglite" (its PGlite files are in dataDir/pglite). */
  readonly dataDir: string;
  readonly crm: CrmWebhookFake;
  readonly smtp: SmtpFake;
  /** The app started in beforeAll (not with startApp: false). */
  readonly app: AppProcess;
  /**
   * Starts one more app on the same data, with the environment every app of this world gets
   * (DATABASE_URL, the fakes' settings, options.env, FAST_JOBS); it is ended at teardown.
   */
  startApp(opts?: StartOptions): Promise<AppProcess>;
};

/**
 * Registers, in the calling describe, a beforeAll that sets up a world for its tests (a database,
 * the CRM and SMTP fakes asked for, and the production server started on them with FAST_JOBS)
 * and an afterAll that takes it all down again: apps (in the order they started), fakes,
 * database, temporary directories. What a failed beforeAll did start is taken down too.
 *
 * Hooks a describe registers after this call run after its beforeAll and before its afterAll
 * (vitest's default sequence.hooks, "stack"); those registered before it run the other way round.
 *
 * @example
 * const world = withWorld({ database: { fresh: "crm" }, crm: true });
 * it("...", async () => {
 *   const { app, crm, db } = world;
 *   await postLead(app.url, lead);
 * });
 */
export function withWorld(options: WorldOptions): World {
  let db: World["db"] | undefined;
  let cluster: PgCluster | undefined;
  let dataDir: string | undefined;
  let crm: CrmWebhookFake | undefined;
  let smtp: SmtpFake | undefined;
  const apps: { app: AppProcess; atTeardown: StartOptions["atTeardown"] }[] = [];
  const need = <T>(value: T | undefined, what: string): T => {
    if (value !== undefined) return value;
    throw new Error(`this world has no ${what} (see withWorld's options), or it is not set up yet`);
  };

  const env = () => ({
    ...(db ? { DATABASE_URL: db.url } : {}),
    ...(crm ? { MAILING_LIST_WEBHOOK_URL: crm.url, MAILING_LIST_WEBHOOK_SECRET: CRM_SECRET } : {}),
    ...(smtp ? { SMTP_URL: smtp.url } : {}),
    ...options.env?.(),
    ...FAST_JOBS,
  });
  const start = async (opts: StartOptions = {}) => {
    const app = await startApp(env(), { dataDir });
    apps.push({ app, atTeardown: opts.atTeardown });
    return app;
  };

  beforeAll(async () => {
    const { database } = options;
    if (database === "pglite") dataDir = tempDir("rel-pglite-");
    else if ("fresh" in database) db = await freshDatabase(database.fresh);
    else {
      cluster = await startPgCluster();
      db = await databaseOn(cluster.url, database.ownCluster);
    }
    if (options.crm) crm = await startCrmWebhookFake({ secret: CRM_SECRET });
    if (options.smtp) smtp = await startSmtpFake();
    if (options.startApp !== false) await start({ atTeardown: options.atTeardown });
  });
  afterAll(async () => {
    for (const { app, atTeardown } of apps) {
      if (atTeardown === "kill") app.kill("SIGKILL");
      else await app.stop();
    }
    await crm?.close();
    await smtp?.close();
    // A database on the world's own cluster goes with the cluster.
    if (cluster) cluster.destroy();
    else await db?.drop();
    cleanupDir(dataDir);
    for (const { app } of apps) cleanupDir(path.dirname(app.logFile));
  });

  return {
    get db() {
      return need(db, "database (it uses PGlite)");
    },
    get cluster() {
      return need(cluster, "cluster of its own (database: { ownCluster })");
    },
    get dataDir() {
      return need(dataDir, 'PGlite data directory (database: "pglite")');
    },
    get crm() {
      return need(crm, "CRM webhook fake (crm: true)");
    },
    get smtp() {
      return need(smtp, "SMTP fake (smtp: true)");
    },
    get app() {
      return need(options.startApp === false ? undefined : apps[0]?.app, "app started in beforeAll");
    },
    startApp: start,
  };
}

// ---------------------------------------------------------------- HTTP client

/** One request's outcome: an HTTP status and body, or the connection error's code. */
export type Outcome =
  { status: number; body: string; headers: Record<string, string | string[] | undefined> } | { error: string };

/** A new connection per request: a server that stopped listening refuses at once (no stale keep-alive sockets). */
const agent = new Agent({ keepAlive: false, maxSockets: 256 });

export function send(req: {
  method: string;
  url: string;
  json?: unknown;
  body?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }> {
  const body = req.json !== undefined ? JSON.stringify(req.json) : req.body;
  const headers: Record<string, string> = { ...(req.headers ?? {}) };
  if (req.json !== undefined) headers["content-type"] = "application/json";
  if (body !== undefined) headers["content-length"] = String(Buffer.byteLength(body));
  return new Promise((resolve, reject) => {
    const r = httpRequest(req.url, { method: req.method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), headers: res.headers }),
      );
      res.on("error", reject);
      res.on("aborted", () => reject(Object.assign(new Error("response aborted"), { code: "ABORTED" })));
    });
    r.setTimeout(req.timeoutMs ?? 60_000, () =>
      r.destroy(Object.assign(new Error("client timeout"), { code: "CLIENT_TIMEOUT" })),
    );
    r.on("error", reject);
    if (body !== undefined) r.write(body);
    r.end();
  });
}

/** Like send, but a connection error is an outcome, not an exception. */
export async function attempt(req: Parameters<typeof send>[0]): Promise<Outcome> {
  try {
    return await send(req);
  } catch (err) {
    return { error: (err as { code?: string }).code ?? (err as Error).message };
  }
}

/** Runs tasks with at most `limit` at once; results in task order. */
export async function pooled<T>(count: number, limit: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= count) return;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  return results;
}

// ---------------------------------------------------------------- leads

/** A contact-form lead (the contact page's form: no login needed), unique by email. */
export function contactLead(tag: string, i: number) {
  return {
    name: `Load Tester ${i}`,
    email: `${tag}-${i}@example.com`,
    company: `Company ${i}`,
    phone: "+1 (555) 010-2030",
    message: `Reliability lead ${i} of run ${tag}.`,
    page: `/contact?utm_source=reliability&utm_campaign=${tag}`,
  };
}

export function postLead(baseUrl: string, lead: Record<string, unknown>, formType = "contact") {
  return attempt({ method: "POST", url: `${baseUrl}/api/leads/${formType}`, json: lead });
}

/** The form_submissions row of a contact lead, as the test expects it stored. */
export function expectedContactRow(lead: ReturnType<typeof contactLead>) {
  return {
    form_type: "contact",
    email: lead.email,
    data: { name: lead.name, email: lead.email, company: lead.company, phone: lead.phone, message: lead.message },
  };
}

/** Describes outcomes by kind, e.g. { "201": 498, "ECONNRESET": 2 }. */
export function tally(outcomes: Outcome[]) {
  const t: Record<string, number> = {};
  for (const o of outcomes) {
    const k = "status" in o ? String(o.status) : o.error;
    t[k] = (t[k] ?? 0) + 1;
  }
  return t;
}
