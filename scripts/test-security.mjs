// `npm run test:security`: builds with sentinel secrets in the environment, then runs
// tests/security (bundle scan, headers, cookies, cross-site requests, ownership) against
// the production server. Prints "N passed, N failed".
import { execSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const sentinels = Object.fromEntries(
  [...readFileSync("tests/security/sentinels.ts", "utf8").matchAll(/^\s+([A-Z_]+): "([^"]+)",$/gm)].map((m) => [m[1], m[2]]),
);
const BUILD_DIR = "build-security";
execSync("npm run build", { stdio: "inherit", env: { ...process.env, ...sentinels, BUILD_DIR } });
const out = path.join(mkdtempSync(path.join(tmpdir(), "sec-")), "r.json");
const r = spawnSync("npx", ["vitest", "run", "--config", "vitest.security.config.ts", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`], {
  stdio: "inherit",
  env: { ...process.env, SECURITY_BUILD_DIR: BUILD_DIR },
});
let passed = 0;
let failed = 1;
if (existsSync(out)) {
  const j = JSON.parse(readFileSync(out, "utf8"));
  passed = j.numPassedTests;
  failed = j.numFailedTests + (j.numFailedTestSuites ?? 0);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(r.status === 0 && failed === 0 ? 0 : 1);
