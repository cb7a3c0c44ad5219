// `npm test`: unit + integration (Vitest), then end-to-end in Debian's Chromium
// (Playwright) against the production build. Prints a closing "N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const tmp = mkdtempSync(path.join(tmpdir(), "test-results-"));
let passed = 0;
let failed = 0;
let exitCode = 0;

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (r.status !== 0) exitCode = 1;
  return r.status;
}

const only = process.argv[2]; // "unit" | "e2e" | undefined

if (only !== "e2e") {
  const out = path.join(tmp, "vitest.json");
  run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`]);
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, "utf8"));
    passed += r.numPassedTests;
    // A file that fails to load has no failed tests of its own: count it once; a file with failed
    // tests is already counted by them.
    const brokenFiles = (r.testResults ?? []).filter((f) => f.status === "failed" && !(f.assertionResults ?? []).some((a) => a.status === "failed")).length;
    failed += r.numFailedTests + brokenFiles;
  } else {
    failed += 1;
  }
}

if (only !== "unit") {
  if (!existsSync("/usr/bin/chromium")) {
    console.log(
      "\nChromium is not installed at /usr/bin/chromium: the browser tests were NOT run.\n" +
        "Install Debian's package (apt-get install chromium) to run them. The other tests ran.\n",
    );
  } else {
    const out = path.join(tmp, "playwright.json");
    run("npx", ["playwright", "test"], { PW_JSON: out });
    if (existsSync(out)) {
      const r = JSON.parse(readFileSync(out, "utf8"));
      passed += r.stats.expected + (r.stats.flaky ?? 0);
      failed += r.stats.unexpected;
      if (r.errors?.length) failed += r.errors.length;
    } else {
      failed += 1;
    }
  }
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(exitCode || (failed > 0 ? 1 : 0));
