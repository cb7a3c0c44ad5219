// `npm test`: unit + integration (Vitest), then end-to-end in Debian's Chromium
// (Playwright) against the production build. Prints a closing "N passed, N failed".
//
// Nothing passes by accident: a runner that exits non-zero (an unhandled error, a failed
// teardown, a focused test in CI) counts as a failure even when no test failed; a skipped or
// todo test is listed and counts as failed (the suites skip nothing on purpose); in CI a missing
// Chromium is a failure, not a note. `npm test -- unit` or `-- e2e` runs one half; `npm test -- db`
// runs only the Vitest files that touch a database (scripts/db-test-files.mjs), which .ci/run runs
// a second time on PGlite after the whole suite ran on PostgreSQL.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const tmp = mkdtempSync(path.join(tmpdir(), "test-results-"));
const CI = Boolean(process.env.CI);
let passed = 0;
let failed = 0;
const notes = [];
const notRun = [];
const flaky = [];

function run(cmd, args, env = {}) {
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return { status: r.status ?? 1, seconds: Math.round((Date.now() - started) / 1000) };
}

const only = process.argv[2]; // "unit" | "db" | "e2e" | undefined

if (only !== "e2e") {
  const out = path.join(tmp, "vitest.json");
  let files = [];
  if (only === "db") {
    const { databaseTestFiles } = await import("./db-test-files.mjs");
    const { all, database } = await databaseTestFiles();
    files = database;
    notes.push(`Vitest ran the ${database.length} of ${all.length} files that touch a database.`);
  }
  const { status, seconds } = run("npx", [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${out}`,
    ...files,
  ]);
  let counted = 0;
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, "utf8"));
    passed += r.numPassedTests;
    for (const file of r.testResults ?? []) {
      const results = file.assertionResults ?? [];
      const f = results.filter((t) => t.status === "failed").length;
      const skipped = results.filter((t) => t.status !== "passed" && t.status !== "failed");
      for (const t of skipped) notRun.push(`${path.relative(process.cwd(), file.name)} › ${t.fullName} (${t.status})`);
      counted += f + skipped.length;
      // A file that fails to load has no failed tests of its own: count it once.
      if (file.status === "failed" && f + skipped.length === 0) counted += 1;
    }
  } else {
    counted = 1;
    notes.push("Vitest wrote no report.");
  }
  if (status !== 0 && counted === 0) {
    counted = 1;
    notes.push(
      `Vitest exited with status ${status} although no test failed (an unhandled error or a failed teardown).`,
    );
  }
  failed += counted;
  notes.push(`Vitest took ${seconds} s.`);
}

if (only !== "unit" && only !== "db") {
  if (!existsSync("/usr/bin/chromium")) {
    const line = "Chromium is not installed at /usr/bin/chromium: the browser tests were NOT run.";
    if (CI) {
      failed += 1;
      notes.push(`${line} In CI that is a failure (apt-get install chromium).`);
    } else {
      console.log(`\n${line}\nInstall Debian's package (apt-get install chromium) to run them. The other tests ran.\n`);
    }
  } else if (CI && !existsSync("/usr/bin/chromium-headless-shell")) {
    failed += 1;
    notes.push(
      "chromium-headless-shell is not installed: in CI the browser tests run in it (apt-get install chromium-headless-shell; decision 061).",
    );
  } else {
    if (!existsSync("/usr/bin/chromium-headless-shell"))
      console.log("\nchromium-headless-shell is not installed: the full Chromium stands in (apt-get install chromium-headless-shell for CI's browser).\n");
    const out = path.join(tmp, "playwright.json");
    const { status, seconds } = run("npx", ["playwright", "test"], { PW_JSON: out });
    let counted = 0;
    if (existsSync(out)) {
      const r = JSON.parse(readFileSync(out, "utf8"));
      passed += r.stats.expected + (r.stats.flaky ?? 0);
      counted += r.stats.unexpected + (r.stats.skipped ?? 0) + (r.errors?.length ?? 0);
      const walk = (suite, titles) => {
        for (const s of suite.suites ?? []) walk(s, [...titles, s.title]);
        for (const spec of suite.specs ?? [])
          for (const t of spec.tests ?? []) {
            const name = [...titles, spec.title].filter(Boolean).join(" › ");
            if (t.status === "skipped") notRun.push(`${name} (skipped)`);
            if (t.status === "flaky") flaky.push(name);
          }
      };
      for (const s of r.suites ?? []) walk(s, [s.title]);
    } else {
      counted = 1;
      notes.push("Playwright wrote no report.");
    }
    if (status !== 0 && counted === 0) {
      counted = 1;
      notes.push(`Playwright exited with status ${status} although no test failed.`);
    }
    failed += counted;
    notes.push(`Playwright took ${seconds} s.`);
  }
}

console.log("");
for (const n of notes) console.log(n);
if (notRun.length) console.log(`\nNot run (each counted as failed):\n${notRun.map((n) => `  - ${n}`).join("\n")}`);
if (flaky.length)
  console.log(`\nPassed only on the retry (flaky; see decision 055):\n${flaky.map((n) => `  - ${n}`).join("\n")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
