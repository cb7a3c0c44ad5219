import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { envSchema } from "#platform/env.server";

export const BUILD_DIR = process.env.SECURITY_BUILD_DIR ?? "build-security";

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export type Site = {
  url: string;
  /** This instance's DATA_DIR (its PGlite database and the dev outbox in mail/). */
  dataDir: string;
  /** The server process's id (to read its memory use from /proc). */
  pid: number;
  /** SIGTERM, then the data directory is removed unless `keepData`. */
  stop: (opts?: { keepData?: boolean }) => Promise<void>;
  /** What the server wrote to stdout so far (its log lines), when started with `captureStdout`. */
  stdout: () => string;
};

/**
 * Every setting the server reads, blanked (empty = unset): an instance gets only what its test
 * gives it, never a DATABASE_URL, SMTP_URL or Stripe key from the shell that runs the suite.
 */
const BLANK_SETTINGS = Object.fromEntries(
  Object.keys(envSchema.shape)
    .filter((k) => !["NODE_ENV", "HOST", "PORT", "LOG_LEVEL", "DATA_DIR"].includes(k))
    .map((k) => [k, ""]),
);

/**
 * A migrated, empty embedded database that every PGlite instance of the suite starts from (a
 * copy each): creating and migrating one costs a server 8 CPU-seconds at start, opening one 3–4
 * (decision 088). Made once by the global setup; a site whose test names its own DATA_DIR or a
 * DATABASE_URL does not use it.
 */
const TEMPLATE_VAR = "SECURITY_PGLITE_TEMPLATE";

/** Starts a site on a fresh data directory, stops it, and keeps its migrated database as the template. */
export async function makePgliteTemplate(): Promise<{ cleanup: () => void }> {
  const site = await startSite({});
  await site.stop({ keepData: true });
  const template = mkdtempSync(path.join(tmpdir(), "security-template-"));
  rmSync(template, { recursive: true });
  renameSync(path.join(site.dataDir, "pglite"), template);
  rmSync(site.dataDir, { recursive: true, force: true });
  process.env[TEMPLATE_VAR] = template;
  return {
    cleanup: () => {
      delete process.env[TEMPLATE_VAR];
      rmSync(template, { recursive: true, force: true });
    },
  };
}

/** Starts the production build on a free loopback port; resolves when /readyz answers. */
export async function startSite(env: Record<string, string> = {}, { readyWithinMs = 300_000, captureStdout = false } = {}): Promise<Site> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "security-"));
  const template = process.env[TEMPLATE_VAR];
  if (template && existsSync(template) && !env.DATABASE_URL && !env.DATA_DIR) {
    cpSync(template, path.join(dataDir, "pglite"), { recursive: true });
  }
  const child: ChildProcess = spawn(process.execPath, [path.join(BUILD_DIR, "server/main.js")], {
    env: {
      // Vitest's own TEST=true is passed on deliberately: better-auth relaxes its Origin and
      // callback-URL checks when it sees it, and a production server must not (auth.server.ts).
      ...process.env,
      ...BLANK_SETTINGS,
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR,
      DATA_DIR: dataDir,
      // Refusals (4xx) are what these tests provoke by the hundred: only real errors are printed.
      LOG_LEVEL: "error",
      NODE_ENV: "production",
      // A test run: the production build takes the test-only settings (issue 19).
      ALLOW_TEST_SETTINGS: "true",
      ...env,
    },
    stdio: ["ignore", captureStdout ? "pipe" : "ignore", "inherit"],
  });
  let stdout = "";
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = ({ keepData = false } = {}) =>
    new Promise<void>((resolve) => {
      const done = () => {
        if (!keepData) rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      const force = setTimeout(() => child.kill("SIGKILL"), 30_000);
      child.once("exit", () => {
        clearTimeout(force);
        done();
      });
      child.kill("SIGTERM");
    });
  // A fresh data directory needs its migrations and job tables first: allow for a busy machine.
  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited at start (code ${child.exitCode})`);
    }
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server on ${url} was not ready within ${readyWithinMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, dataDir, pid: child.pid!, stop, stdout: () => stdout };
}
