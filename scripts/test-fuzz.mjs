// `npm run test:fuzz`: builds the production site when stale (build-fuzz), then runs the
// property-based fuzz suite (tests/fuzz) against it on PostgreSQL (DATABASE_URL, or a
// throw-away cluster). FUZZ_SEED reproduces a run. Prints "N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureBuild } from "./lib/ensure-build.mjs";

const started = Date.now();
const seed = process.env.FUZZ_SEED ?? "20251121";
console.log(`fuzz seed: FUZZ_SEED=${seed} (set FUZZ_SEED to reproduce or vary a run)`);

const buildEnv = { ...process.env };
delete buildEnv.PUBLIC_SITE_URL; // each run's site gets its own loopback origin at start, not at build
const BUILD_DIR = ensureBuild(process.env.BUILD_DIR ?? "build-fuzz", buildEnv);

const dir = mkdtempSync(path.join(tmpdir(), "fuzz-"));
const out = path.join(dir, "r.json");
const summaryFile = path.join(dir, "summary.json");
const r = spawnSync(
  "npx",
  [
    "vitest",
    "run",
    "--config",
    "vitest.fuzz.config.ts",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${out}`,
  ],
  {
    stdio: "inherit",
    env: { ...process.env, FUZZ_SEED: seed, FUZZ_BUILD_DIR: BUILD_DIR, FUZZ_SUMMARY_FILE: summaryFile },
  },
);

if (existsSync(summaryFile)) {
  const { results } = JSON.parse(readFileSync(summaryFile, "utf8"));
  const byEndpoint = new Map();
  for (const res of results) {
    const endpoint = res.id.replace(/ as \w+$/, "");
    const row = byEndpoint.get(endpoint) ?? { bodies: 0, accepted: 0, failed: 0, callers: [] };
    row.bodies += res.runs;
    row.accepted += res.accepted;
    row.failed += res.failed;
    row.callers.push(`${res.actor} ${res.runs}`);
    byEndpoint.set(endpoint, row);
  }
  console.log("\nBodies per endpoint (accepted / sent, callers):");
  let total = 0;
  for (const [endpoint, row] of byEndpoint) {
    total += row.bodies;
    console.log(
      `  ${String(row.bodies).padStart(5)}  ${endpoint}  (${row.accepted} accepted; ${row.callers.join(", ")}${row.failed ? `; ${row.failed} FAILING` : ""})`,
    );
  }
  console.log(`  ${String(total).padStart(5)}  bodies in total, seed ${seed}`);
}

let passed = 0;
let failed = 1;
if (existsSync(out)) {
  const j = JSON.parse(readFileSync(out, "utf8"));
  passed = j.numPassedTests;
  // A suite that fails before its tests run (a setup error) counts as one failure.
  failed = j.numFailedTests || (j.success ? 0 : Math.max(1, j.numFailedTestSuites ?? 0));
}
rmSync(dir, { recursive: true, force: true });
console.log(`\nfuzz suite took ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(r.status === 0 && failed === 0 ? 0 : 1);
