// `npm run test:reliability`: runs the production server (built into BUILD_DIR, default
// "build", only when stale) as child processes under load, crashes, CRM/database outages,
// SIGKILL and SIGTERM, and checks exact row, delivery and mail counts (tests/reliability).
// Uses DATABASE_URL's PostgreSQL server when set (a fresh database per test), else a
// throw-away cluster of its own; the database-restart test always starts its own cluster.
// Prints "N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureBuild } from "./lib/ensure-build.mjs";

const started = Date.now();
const buildDir = ensureBuild(process.env.BUILD_DIR ?? "build");
const dir = mkdtempSync(path.join(tmpdir(), "reliability-"));
const out = path.join(dir, "r.json");
const r = spawnSync(
  "npx",
  [
    "vitest",
    "run",
    "--config",
    "vitest.reliability.config.ts",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${out}`,
    ...process.argv.slice(2),
  ],
  { stdio: "inherit", env: { ...process.env, RELIABILITY_BUILD_DIR: buildDir } },
);
let passed = 0;
let failed = 1;
if (existsSync(out)) {
  const j = JSON.parse(readFileSync(out, "utf8"));
  passed = j.numPassedTests;
  failed = j.numFailedTests + (j.numFailedTestSuites ?? 0);
  // No skipped checks: a skipped or todo test counts as failed (unless a filter was given).
  if (process.argv.length <= 2) failed += (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0);
  if (j.numTotalTests === 0) failed = Math.max(failed, 1);
}
rmSync(dir, { recursive: true, force: true });
console.log(`\nreliability suite took ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(r.status === 0 && failed === 0 ? 0 : 1);
