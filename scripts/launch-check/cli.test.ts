import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LIVE_ENV, REAL_FACTS } from "./fixtures";

const root = path.resolve(import.meta.dirname, "../..");
const tmp = mkdtempSync(path.join(tmpdir(), "launch-check-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** `npm run launch:check` as a child process, with only PATH and HOME from this process. */
function launchCheck(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/launch-check/cli.ts", ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? tmp, ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: result.status, lines: result.stdout.split("\n"), stderr: result.stderr };
}

describe("npm run launch:check", () => {
  it("on this checkout with no settings: a table of what blocks, exit 1", () => {
    const { status, lines } = launchCheck(["--env-path", path.join(tmp, "missing.env")]);
    expect(status).toBe(1);
    expect(lines).toContain("Launch check (no .env file; no network)");
    expect(lines).toContain("Check                                     Status  Detail");
    expect(lines).toContain(
      "SMTP_URL                                  FAIL    not set: mail goes to the local dev mailbox, nobody receives it",
    );
    expect(lines).toContain(
      "STRIPE_SECRET_KEY                         FAIL    not set: checkout runs in test mode and charges nothing",
    );
    expect(lines).toContain(
      "PUBLIC_SITE_URL                           FAIL    not set: links and emails point at http://127.0.0.1:3000",
    );
    expect(lines).toContain(
      'Placeholder: Fictional phone number       FAIL    1 found: app/content/business.ts: business.contact.phone "+1 (512) 555-0142". To fix: put the real phone number in app/content/business.ts (contact.phone)',
    );
    expect(lines).toContain("17 blocking, 3 warnings");
  });

  it("fully configured through a .env file, with real facts: all PASS, exit 0", () => {
    const envFile = path.join(tmp, "live.env");
    writeFileSync(
      envFile,
      Object.entries(LIVE_ENV)
        .map(([k, v]) => `${k}="${v}"`)
        .join("\n"),
    );
    const factsFile = path.join(tmp, "facts.json");
    writeFileSync(factsFile, JSON.stringify(REAL_FACTS));
    const { status, lines, stderr } = launchCheck(["--env-path", envFile, "--facts", factsFile]);
    expect(stderr).toBe("");
    expect(lines.filter((l) => / (FAIL|WARN) /.test(l))).toEqual([]);
    expect(lines).toContain("Check                                     Status  Detail");
    expect(lines).toContain("STRIPE_SECRET_KEY                         PASS    live key");
    expect(lines).toContain("0 blocking, 0 warnings");
    expect(status).toBe(0);
  });

  it("a value set in the shell wins over the .env file", () => {
    const envFile = path.join(tmp, "live2.env");
    writeFileSync(
      envFile,
      Object.entries(LIVE_ENV)
        .map(([k, v]) => `${k}="${v}"`)
        .join("\n"),
    );
    const factsFile = path.join(tmp, "facts2.json");
    writeFileSync(factsFile, JSON.stringify(REAL_FACTS));
    const { status, lines } = launchCheck(["--env-path", envFile, "--facts", factsFile], {
      STRIPE_SECRET_KEY: "sk_test_51Shell",
    });
    expect(lines).toContain(
      "STRIPE_SECRET_KEY                         WARN    a test key (sk_test_): payments are not real; use the live key (sk_live_)",
    );
    expect(lines).toContain("0 blocking, 1 warning");
    expect(status).toBe(0);
  });
});
