import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
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
  stop: () => Promise<void>;
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

/** Starts the production build on a free loopback port; resolves when /readyz answers. */
export async function startSite(env: Record<string, string> = {}, { readyWithinMs = 300_000 } = {}): Promise<Site> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "security-"));
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
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(dataDir, { recursive: true, force: true });
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
  return { url, dataDir, pid: child.pid!, stop };
}
