import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { startFakeElevenLabs, type FakeElevenLabs } from "../fakes/elevenlabs";
import { startFakeOpenAI, type FakeOpenAI } from "../fakes/openai";
import { startFakeStripe, type FakeStripe } from "../fakes/stripe";
import { mailsIn, type StoredMail } from "../support/outbox";
import { freeLoopbackPort, startPgCluster, type PgCluster } from "../support/pg-cluster";

/** The fuzzed instances' auth secret (the referral cookie the tests send is signed with it). */
export const FUZZ_AUTH_SECRET = "fuzz-secret-0123456789-0123456789-0123456789";

/**
 * The fuzz suite's world: PostgreSQL (a fresh database on DATABASE_URL, or a throw-away
 * cluster), the loopback fakes, and two instances of the production build on that database:
 * - `main`: Stripe (fake) configured, live AI (fake), voice (fake), uploads on disk;
 * - `testMode`: no Stripe key, so the local test-mode checkout (/checkout/test/:id) exists.
 * The test process keeps its own `pg` pool to count rows.
 */

export const BUILD_DIR = process.env.FUZZ_BUILD_DIR ?? "build-fuzz";
export const WEBHOOK_SECRET = "whsec_fuzz_0123456789abcdef";
export const STRIPE_KEY = "sk_test_fuzz_0123456789";
export const ADMIN_EMAIL = "fuzz-admin@example.com";
export const UPLOAD_MAX_BYTES = 256 * 1024;
export const UPLOAD_MAX_FILES = 1000;
export const ELEVEN_KEY = "xi-fuzz-key";
export const ELEVEN_AGENT = "agent_fuzz";

export type Site = {
  url: string;
  origin: string;
  dataDir: string;
  child: ChildProcess;
  stderr: () => string;
  stop(): Promise<void>;
};

async function waitReady(url: string, child: ChildProcess, log: () => string) {
  const end = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start (code ${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > end) throw new Error(`the server did not become ready:\n${log()}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Starts the production build on a free loopback port with PUBLIC_SITE_URL = its own origin. */
export async function startSite(env: Record<string, string>, label: string): Promise<Site> {
  const port = await freeLoopbackPort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `fuzz-${label}-`));
  startedDataDirs.push(dataDir);
  let log = "";
  const child = spawn(process.execPath, [path.join(BUILD_DIR, "server/main.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR,
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      NODE_ENV: "production",
      PUBLIC_SITE_URL: origin,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => {
    log += chunk.toString();
    if (log.length > 2_000_000) log = log.slice(-1_000_000);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  await waitReady(origin, child, () => log.slice(-4000));
  return {
    url: origin,
    origin,
    dataDir,
    child,
    stderr: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null || child.signalCode !== null) return done();
        const force = setTimeout(() => child.kill("SIGKILL"), 15_000);
        child.once("exit", () => {
          clearTimeout(force);
          done();
        });
        child.kill("SIGTERM");
      }),
  };
}

export type World = {
  databaseUrl: string;
  pool: pg.Pool;
  main: Site;
  testMode: Site;
  openai: FakeOpenAI;
  eleven: FakeElevenLabs;
  stripe: FakeStripe;
  /** The environment both sites share (for another instance, e.g. one without the rate-limit multipliers). */
  env: Record<string, string>;
  /** Sites started later with `startExtra`, stopped by `close`. */
  startExtra(env: Record<string, string>, label: string): Promise<Site>;
  close(): Promise<void>;
};

/** A fresh database: on DATABASE_URL's server when set (dropped at the end), else a throw-away cluster. */
async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const shared = process.env.DATABASE_URL;
  let cluster: PgCluster | undefined;
  let serverUrl: string;
  if (shared) serverUrl = shared;
  else {
    cluster = await startPgCluster();
    serverUrl = cluster.url;
  }
  const name = `fuzz_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      if (cluster) {
        cluster.destroy();
        return;
      }
      const a = new pg.Client({ connectionString: serverUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

export async function startWorld(extraEnv: Record<string, string> = {}): Promise<World> {
  const db = await freshDatabase();
  const [openai, eleven, stripe] = await Promise.all([
    startFakeOpenAI({ tokenDelayMs: 0 }),
    startFakeElevenLabs({ apiKey: ELEVEN_KEY, agentId: ELEVEN_AGENT }),
    startFakeStripe(),
  ]);
  const common = {
    DATABASE_URL: db.url,
    RATE_LIMIT_MULTIPLIER: "100000",
    AUTH_RATE_LIMIT_MULTIPLIER: "1000",
    ALLOW_TEST_SETTINGS: "true",
    ADMIN_EMAILS: ADMIN_EMAIL,
    AI_BASE_URL: openai.baseURL,
    AI_API_KEY: "sk-fuzz",
    // Hundreds of chats and voice sessions: the daily budgets (decision 045) must not turn them away.
    AI_DAILY_TOKEN_BUDGET: "1000000000",
    VOICE_DAILY_MINUTES_BUDGET: "1000000",
    ELEVENLABS_API_KEY: ELEVEN_KEY,
    ELEVENLABS_AGENT_ID: ELEVEN_AGENT,
    ELEVENLABS_API_BASE: eleven.apiBase,
    UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES),
    UPLOAD_MAX_FILES: String(UPLOAD_MAX_FILES),
    BETTER_AUTH_SECRET: FUZZ_AUTH_SECRET,
    ...extraEnv,
  };
  // One after the other: the first one runs the migrations.
  const main = await startSite(
    { ...common, STRIPE_SECRET_KEY: STRIPE_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe.url },
    "main",
  );
  const testMode = await startSite(common, "testmode");
  const pool = new pg.Pool({ connectionString: db.url, max: 4 });
  const extras: Site[] = [];
  return {
    env: common,
    async startExtra(env, label) {
      const site = await startSite({ ...common, ...env }, label);
      extras.push(site);
      return site;
    },
    databaseUrl: db.url,
    pool,
    main,
    testMode,
    openai,
    eleven,
    stripe,
    async close() {
      await Promise.allSettled([main.stop(), testMode.stop(), ...extras.map((s) => s.stop())]);
      await pool.end().catch(() => {});
      await Promise.allSettled([openai.close(), eleven.close(), stripe.close()]);
      await db.drop().catch(() => {});
    },
  };
}

export type { StoredMail } from "../support/outbox";

/** Every instance's DATA_DIR: they share one database, so any of them may send an account email (decision 058). */
const startedDataDirs: string[] = [];

/**
 * The outboxes (DATA_DIR/mail, no SMTP_URL) to read for mail `site` asked for: the instance whose
 * worker took the job wrote it, so every instance's, `site`'s first.
 */
export function outboxesFor(site: Site): string[] {
  return [
    path.join(site.dataDir, "mail"),
    ...startedDataDirs.filter((d) => d !== site.dataDir).map((d) => path.join(d, "mail")),
  ];
}

/**
 * Emails written to DATA_DIR/mail (no SMTP_URL) for one address, oldest first. `site` asked for
 * them, but the instance whose worker took the job wrote them: every instance's outbox is read.
 */
export function mailsTo(site: Site, email: string): StoredMail[] {
  return mailsIn(outboxesFor(site), email);
}
