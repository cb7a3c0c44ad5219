import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * A second production server for specs that need a configuration other than the shared
 * one (playwright.config.ts starts that one with fake AI and ElevenLabs keys and writes
 * mail to files). It serves the build the config's webServer has already made
 * (BUILD_DIR, default "build"), on a free loopback port, with its own throw-away
 * DATA_DIR (so its own embedded database) and exactly the environment the spec gives.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Never inherited from the test process: every service key (the spec says which ones it
 * wants) and the shared database (a second server on it would pick up the first one's
 * mail jobs).
 */
const NOT_INHERITED =
  /^(AI_|ELEVENLABS_|SMTP_|S3_|STRIPE_|MAILING_LIST_|LEADS_NOTIFY_|DATABASE_URL$|PORT$|HOST$|DATA_DIR$|NODE_ENV$)/;

export type OwnServer = {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  dataDir: string;
  /** What the server printed so far (shown when it fails to start). */
  output(): string;
  stop(): Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess) {
  return child.exitCode !== null || child.signalCode !== null;
}

async function stopChild(child: ChildProcess) {
  if (exited(child)) return;
  const done = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => {
    if (!exited(child)) child.kill("SIGKILL");
  }, 10_000);
  await done;
  clearTimeout(timer);
}

export async function startOwnServer(
  opts: {
    env?: Record<string, string>;
    readyTimeoutMs?: number;
    /** Another checkout's build to serve (its root and build directory), e.g. a copy built with other facts. */
    checkout?: { root: string; buildDir: string };
  } = {},
): Promise<OwnServer> {
  const cwd = opts.checkout?.root ?? root;
  const buildDir = opts.checkout?.buildDir ?? path.resolve(root, process.env.BUILD_DIR ?? "build");
  const main = path.join(buildDir, "server", "main.js");
  if (!existsSync(main)) throw new Error(`${main} is missing: the Playwright webServer builds it before the tests run`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-own-"));
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([k]) => !NOT_INHERITED.test(k)));
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: "production",
    BUILD_DIR: buildDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    // Like the shared server: tests sign in many times from 127.0.0.1.
    AUTH_RATE_LIMIT_MULTIPLIER: "50",
    RATE_LIMIT_MULTIPLIER: "50",
    // A test run: the production build takes the test-only settings (issue 19).
    ALLOW_TEST_SETTINGS: "true",
    ...opts.env,
  };

  let log = "";
  const child = spawn(process.execPath, [main], { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString("utf8")).slice(-20_000);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);

  const server: OwnServer = {
    url,
    dataDir,
    output: () => log,
    async stop() {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };

  // A fresh embedded database migrates on start: allow for a busy machine.
  const deadline = Date.now() + (opts.readyTimeoutMs ?? 90_000);
  for (;;) {
    if (exited(child)) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(
        `the extra server (pid ${child.pid}) exited with ${child.exitCode ?? child.signalCode} before it was ready:\n${log}`,
      );
    }
    try {
      const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return server;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`the extra server (pid ${child.pid}) was not ready at ${url}/readyz in time:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
