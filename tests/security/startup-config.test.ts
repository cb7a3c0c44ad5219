import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { envSchema } from "#platform/env.server";
import { Agent, signUpVerified, uniqueEmail, visitor } from "./http";
import { BUILD_DIR, freePort, startSite } from "./server";

/**
 * What the production server accepts at start (issue 14 items 1-3, docs/decisions/041): the dev
 * mailbox and a generated auth secret only on a local-only site (HOST and PUBLIC_SITE_URL on
 * loopback), no published auth secret anywhere, and TRUST_PROXY as a hop count or the proxies'
 * addresses, never `true`. Each refusal is one line on stderr, as an operator would read it.
 */

const SECRET = "u7Wc2Qp9Lz4Xr1Nv8Kd3Hs6Ty0Bf5Jm=";
const OLD_PUBLISHED_DEFAULT = "dev-only-secret-change-me-in-production-0123456789";
const LINES = {
  smtp: "  SMTP_URL: must be set unless the site is local-only (HOST and PUBLIC_SITE_URL on a loopback address); the dev mailbox is never served to other machines",
  secret:
    "  BETTER_AUTH_SECRET: must be set unless the site is local-only (HOST and PUBLIC_SITE_URL on a loopback address): 32 or more random characters, e.g. the output of `openssl rand -base64 32`",
  published:
    "  BETTER_AUTH_SECRET: is a published default, so anyone could forge sessions and email links with it; set 32 or more random characters, e.g. the output of `openssl rand -base64 32`",
  trustProxy:
    "  TRUST_PROXY: true would trust any address a client writes into X-Forwarded-For; set the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.2, 10.0.0.0/8, loopback)",
};
/** A site others can reach over plain http (the set-up the issue exploited), here with SMTP. */
const PUBLIC_HTTP = { HOST: "127.0.0.1", PUBLIC_SITE_URL: "http://voxa.example", SMTP_URL: "smtp://127.0.0.1:9" };

/** Every setting the server reads, blanked: a run gets only what its test gives it (as in server.ts). */
const BLANK_SETTINGS = Object.fromEntries(
  Object.keys(envSchema.shape)
    .filter((k) => !["NODE_ENV", "HOST", "PORT", "LOG_LEVEL", "DATA_DIR"].includes(k))
    .map((k) => [k, ""]),
);

type Attempt = { started: boolean; code: number | null; stderr: string };

/**
 * Starts the production build with `env` and reports how that went: refused (it exited; its
 * exit code and stderr), or started (/readyz answered; it is then stopped at once).
 */
async function attemptStart(env: Record<string, string>): Promise<Attempt> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "security-startup-"));
  const child = spawn(process.execPath, [path.join(BUILD_DIR, "server/main.js")], {
    env: {
      ...process.env,
      ...BLANK_SETTINGS,
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR,
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      NODE_ENV: "production",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  try {
    const deadline = Date.now() + 240_000;
    for (;;) {
      const code = await Promise.race([exit, new Promise<"running">((r) => setTimeout(() => r("running"), 250))]);
      if (code !== "running") return { started: false, code, stderr };
      try {
        if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) {
          child.kill("SIGTERM");
          return { started: true, code: await exit, stderr };
        }
      } catch {
        /* not listening (yet) */
      }
      if (Date.now() > deadline) {
        child.kill("SIGKILL");
        throw new Error(`the server neither started nor exited within 240 s:\n${stderr}`);
      }
    }
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function expectRefused(run: Attempt, line: string) {
  expect(run.started, `the server started; stderr:\n${run.stderr}`).toBe(false);
  expect(run.code).not.toBe(0);
  expect(run.stderr).toContain("Cannot start: these environment variables are invalid:");
  expect(run.stderr.split("\n")).toContain(line);
}

describe("item 1: the dev mailbox exists only on local-only sites", () => {
  it("a site others can reach without SMTP_URL refuses to start, with the line saying what to set; with SMTP_URL it serves no mailbox; local-only keeps it", async () => {
    for (const where of [
      { HOST: "127.0.0.1", PUBLIC_SITE_URL: "http://voxa.example" },
      { HOST: "0.0.0.0", PUBLIC_SITE_URL: "http://127.0.0.1:3000" },
    ])
      expectRefused(await attemptStart({ ...where, BETTER_AUTH_SECRET: SECRET }), LINES.smtp);

    // pairA: https://voxa.example on loopback with SMTP_URL (the suite's SMTP fake): no mailbox.
    for (const p of ["/dev/mailbox", "/dev/mailbox/1700000000000-00000000-0000-4000-8000-000000000000"])
      expect((await visitor("pairA").fetch(p)).status, p).toBe(404);
    // "site": local-only (127.0.0.1, PUBLIC_SITE_URL unset) without SMTP_URL: the mailbox answers.
    expect((await visitor("site").fetch("/dev/mailbox")).status).toBe(200);
  });
});

describe("item 2: no published auth secret", () => {
  it("a site others can reach without BETTER_AUTH_SECRET, or with the old published default, refuses to start", async () => {
    expectRefused(await attemptStart(PUBLIC_HTTP), LINES.secret);
    expectRefused(await attemptStart({ ...PUBLIC_HTTP, BETTER_AUTH_SECRET: OLD_PUBLISHED_DEFAULT }), LINES.published);
    // Not on a local-only site either: a published value is never a secret.
    expectRefused(await attemptStart({ BETTER_AUTH_SECRET: OLD_PUBLISHED_DEFAULT }), LINES.published);
  });

  it("local-only without BETTER_AUTH_SECRET: a secret is generated once into DATA_DIR/auth-secret (0600) and a session survives a restart", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "security-secret-"));
    const file = path.join(dataDir, "auth-secret");
    try {
      const first = await startSite({ DATA_DIR: dataDir });
      let secret: string;
      const email = uniqueEmail("restart");
      const before = new Agent(first.url);
      try {
        expect(existsSync(file), "DATA_DIR/auth-secret after the first start").toBe(true);
        secret = readFileSync(file, "utf8").trim();
        expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(Buffer.from(secret, "base64url")).toHaveLength(32);
        expect(statSync(file).mode & 0o777).toBe(0o600);
        await signUpVerified(before, dataDir, email);
        const session = await before.fetch("/api/auth/get-session");
        expect(((await session.json()) as { user?: { email: string } } | null)?.user?.email).toBe(email);
      } finally {
        await first.stop();
      }

      const second = await startSite({ DATA_DIR: dataDir });
      try {
        expect(readFileSync(file, "utf8").trim(), "the secret is read back, not replaced").toBe(secret);
        const after = new Agent(second.url);
        for (const [name, value] of before.jar) after.jar.set(name, value);
        const session = await after.fetch("/api/auth/get-session");
        expect(session.status).toBe(200);
        expect(((await session.json()) as { user?: { email: string } } | null)?.user?.email).toBe(email);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 600_000);
});

describe("issue 19: test-only settings are refused by a production site", () => {
  it("loosened rate limits and fast job retries refuse to start, one line each; a test runner's explicit flag allows them", async () => {
    const knobs = { RATE_LIMIT_MULTIPLIER: "1000", AUTH_RATE_LIMIT_MULTIPLIER: "50", JOB_RETRY_DELAY_SECONDS: "1", JOB_RETRY_LIMIT: "3", JOB_EXPIRE_SECONDS: "15" };
    const refused = await attemptStart(knobs);
    for (const name of Object.keys(knobs))
      expectRefused(refused, `  ${name}: is a test-only setting and is refused in production: remove it (test runners also set ALLOW_TEST_SETTINGS=true)`);
    expect((await attemptStart({ ...knobs, ALLOW_TEST_SETTINGS: "true" })).started).toBe(true);
  }, 600_000);
});

describe("item 3: TRUST_PROXY never believes the client", () => {
  it("TRUST_PROXY=true refuses to start, with the line saying what to give instead", async () => {
    expectRefused(await attemptStart({ TRUST_PROXY: "true" }), LINES.trustProxy);
  });

  it("with TRUST_PROXY=1 (the pair), a client rotating the left part of X-Forwarded-For still gets 429 from the sign-in limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      // What the client wrote, then the address the one proxy in front appended.
      const forged = `10.${i}.${(i * 37) % 256}.${(i * 91) % 256}`;
      const res = await visitor(i % 2 ? "pairB" : "pairA", `${forged}, 203.0.113.7`).fetch("/api/auth/sign-in/email", {
        json: { email: `rotating-${i}@example.com`, password: "wrong password 123" },
      });
      statuses.push(res.status);
    }
    // 10 attempts a minute per address, counted on the proxy's client address whatever came before it.
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
  });
});

describe("issue 40 item 10: no trusted proxy range over public addresses", () => {
  const line = (entries: string, verb: "covers" | "cover") =>
    `  TRUST_PROXY: ${entries} ${verb} public addresses, and any client inside a trusted range can choose the address every limit counts; a range may only hold private, loopback, link-local, unique-local or carrier-grade NAT (100.64.0.0/10) addresses: give a public proxy by its own address (e.g. 203.0.113.5), or the number of proxies in front of the server (e.g. 1)`;

  it.each([
    ["0.0.0.0/0", line('"0.0.0.0/0"', "covers")],
    ["0.0.0.0/1,128.0.0.0/1,::/1,8000::/1", line('"0.0.0.0/1", "128.0.0.0/1", "::/1", "8000::/1"', "cover")],
  ])("TRUST_PROXY=%s refuses to start with exit code 1 and one line naming the ranges, no stack trace", async (value, expected) => {
    const run = await attemptStart({ TRUST_PROXY: value });
    expectRefused(run, expected);
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split("\n")).toEqual(["Cannot start: these environment variables are invalid:", expected]);
  });
});
