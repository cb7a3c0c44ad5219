// `npm run test:security`: builds (only when stale) with sentinel secrets in the environment,
// then runs tests/security against the production server: bundle scan, headers, cookies,
// cross-site requests, ownership between two accounts, uploads, redirects, error bodies,
// and rate limits shared by two instances on one PostgreSQL. Prints "N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureBuild } from "./lib/ensure-build.mjs";
import { isSentinelBuild, markSentinelBuild, sentinels } from "./lib/sentinels.mjs";

const started = Date.now();
// BUILD_DIR names a shared build (CI builds once, with the sentinels: scripts/ci-build.mjs).
const BUILD_DIR = process.env.BUILD_DIR ?? "build-security";
// The sentinels are constant, so the fingerprint (sources + PUBLIC_SITE_URL) decides staleness;
// a build not marked as made with them in its environment is made again.
ensureBuild(BUILD_DIR, { ...process.env, ...sentinels, BUILD_DIR }, { force: !isSentinelBuild(BUILD_DIR) });
markSentinelBuild(BUILD_DIR);
const tmp = mkdtempSync(path.join(tmpdir(), "sec-"));
const out = path.join(tmp, "r.json");
const r = spawnSync(
  "npx",
  [
    "vitest",
    "run",
    "--config",
    "vitest.security.config.ts",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${out}`,
    // `npm run test:security -- tests/security/headers.test.ts` runs only the files named.
    ...process.argv.slice(2),
  ],
  {
    stdio: "inherit",
    env: { ...process.env, SECURITY_BUILD_DIR: BUILD_DIR },
  },
);
let passed = 0;
let failed = 1;
if (existsSync(out)) {
  const j = JSON.parse(readFileSync(out, "utf8"));
  // Every test that did not pass counts once: failed, or not run because its file's setup
  // failed (vitest reports those as skipped; the suite skips nothing on purpose), plus a file
  // that failed to load at all.
  let notRun = 0;
  failed = 0;
  for (const file of j.testResults ?? []) {
    const results = file.assertionResults ?? [];
    const f = results.filter((t) => t.status === "failed").length;
    const skipped = results.filter((t) => t.status !== "passed" && t.status !== "failed").length;
    failed += f + skipped;
    notRun += skipped;
    if (file.status === "failed" && f + skipped === 0) failed += 1;
  }
  passed = j.numPassedTests;
  if (notRun) console.log(`\n${notRun} test(s) did not run (a failed setup or a skip): counted as failed.`);
}
// A run that failed outside any test (the servers did not start, say) is a failure too.
if (r.status !== 0 && failed === 0) failed = 1;
rmSync(tmp, { recursive: true, force: true });
console.log(`\nSecurity suite took ${Math.round((Date.now() - started) / 1000)} s.`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(r.status === 0 && failed === 0 ? 0 : 1);
