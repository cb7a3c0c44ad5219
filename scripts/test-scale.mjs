// `npm run test:scale`: three production servers (built into BUILD_DIR, default "build", only
// when stale) behind HAProxy from Debian on one PostgreSQL and one S3 bucket (the fake), under a
// steady load of pages, leads, beacons, chat, checkout and Stripe webhooks: three first starts at
// once, shared sessions, limits and webhooks, open times seen by every instance, a rolling restart
// onto a new price and a SIGKILL (tests/scale, decision 109). Uses DATABASE_URL's PostgreSQL
// server when set (a fresh database), else a throw-away cluster. SCALE_JSON=<file> writes the
// figures (requests, failures, p50/p99 during each event). Prints "N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureBuild } from "./lib/ensure-build.mjs";

const started = Date.now();
if (!["/usr/sbin/haproxy", "/usr/bin/haproxy"].some((p) => existsSync(p))) {
  console.log("HAProxy is missing: apt-get install haproxy (.ci/run installs it).");
  console.log("0 passed, 1 failed");
  process.exit(1);
}
const buildDir = ensureBuild(process.env.BUILD_DIR ?? "build");
const dir = mkdtempSync(path.join(tmpdir(), "scale-"));
const out = path.join(dir, "r.json");
const r = spawnSync(
  "npx",
  ["vitest", "run", "--config", "vitest.scale.config.ts", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`, ...process.argv.slice(2)],
  { stdio: "inherit", env: { ...process.env, RELIABILITY_BUILD_DIR: buildDir } },
);
let passed = 0;
let failed = 1;
if (existsSync(out)) {
  const j = JSON.parse(readFileSync(out, "utf8"));
  passed = j.numPassedTests;
  // A test that did not run (its file failed to load, an earlier hook failed, a skip) is a failure.
  failed = j.numFailedTests + (j.numFailedTestSuites ?? 0) + (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0);
  if (j.numTotalTests === 0) failed = Math.max(failed, 1);
}
rmSync(dir, { recursive: true, force: true });
console.log(`\nscale suite took ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(r.status === 0 && failed === 0 ? 0 : 1);
