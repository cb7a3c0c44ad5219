import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { FULL_CHROMIUM, chromiumArgs, testBrowser } from "./tests/e2e/chromium";

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${PORT}`;
// A throw-away data directory per run: e2e never touches a developer's data/.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "e2e-data-"));
process.env.E2E_DATA_DIR = dataDir;

/** Fixed loopback ports for the demo's fakes, next to this run's site port. */
export const demoFakes = {
  openaiPort: PORT + 1000,
  elevenlabsPort: PORT + 2000,
  get appEnv() {
    return {
      AI_BASE_URL: `http://127.0.0.1:${this.openaiPort}/v1`,
      AI_API_KEY: "sk-fake",
      AI_MODEL: "fake-model",
      ELEVENLABS_API_KEY: "xi-fake",
      ELEVENLABS_AGENT_ID: "agent_fake",
      ELEVENLABS_API_BASE: `http://127.0.0.1:${this.elevenlabsPort}`,
    };
  },
};


export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three workers on the two-core machine: with two, a sixth of the CPU sat idle while tests
  // waited on timers, mail and the server (476 → 415 s for the whole suite; decision 088).
  workers: 3,
  // A test.only left in fails CI instead of silently running one test.
  forbidOnly: Boolean(process.env.CI),
  // On a shared CI machine a timing test can lose to the load once; it gets one retry there, and
  // `npm test` lists every test that needed it (decision 055). Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  // A missing screenshot baseline (tests/e2e/visual.spec.ts) fails in CI without writing one, so the
  // second `npm test` of .ci/run cannot pass against a baseline the first one wrote. Locally the
  // default also fails but writes it, for review. --update-snapshots overrides both.
  updateSnapshots: process.env.CI ? "none" : "default",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PW_JSON ? [["list"], ["json", { outputFile: process.env.PW_JSON }]] : [["list"]],
  use: {
    baseURL,
    // Recording a trace costs a quarter of the browser suite's CPU (DOM snapshots and screencast
    // frames on every action), so CI records one only when a test runs again after a failure: every
    // failing test is retried there, and the retry carries the trace (decision 085).
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    // The site's looping product visuals cost a busy CI machine a fifth of its CPU (software
    // compositing at 60 fps). Tests whose subject is not motion run with reduced motion; the specs
    // about motion opt back in with test.use({ reducedMotion: "no-preference" }) (decision 061).
    reducedMotion: "reduce",
  },
  projects: [
    // Every spec but the pixel comparisons, in the headless shell.
    {
      name: "pages",
      testIgnore: /visual\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], channel: undefined, launchOptions: { executablePath: testBrowser, args: chromiumArgs } },
    },
    // The pixel comparisons, in the full browser their baselines were taken in (named for it).
    {
      name: "chromium",
      testMatch: /visual\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], channel: undefined, launchOptions: { executablePath: FULL_CHROMIUM, args: chromiumArgs } },
    },
  ],
  webServer: [
    // Loopback fakes of the OpenAI-compatible API and ElevenLabs for the demo page (tests/e2e/demo.spec.ts).
    {
      command: "npx tsx tests/fakes/serve-demo-fakes.ts",
      url: `http://127.0.0.1:${demoFakes.elevenlabsPort}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { OPENAI_FAKE_PORT: String(demoFakes.openaiPort), ELEVENLABS_FAKE_PORT: String(demoFakes.elevenlabsPort) },
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // E2E_SKIP_BUILD=1 serves the existing build as it is (for parallel work on a changing tree).
      command: process.env.E2E_SKIP_BUILD ? `node ${process.env.BUILD_DIR ?? "build"}/server/main.js` : "node scripts/start.mjs",
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        ...demoFakes.appEnv,
        PORT: String(PORT),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        // Every test signs in from 127.0.0.1: raise the per-address auth limits (429s are covered by integration tests).
        AUTH_RATE_LIMIT_MULTIPLIER: "50",
        // And the site's own per-address limits and caps (leads, checkouts, held call times: decision 097).
        RATE_LIMIT_MULTIPLIER: "50",
        // A test run: the production build takes the test-only settings (issue 19).
        ALLOW_TEST_SETTINGS: "true",
        // The owner's console (tests/e2e/admin.spec.ts) signs in as this admin.
        ADMIN_EMAILS: process.env.E2E_ADMIN_EMAILS ?? "e2e-admin@example.com",
        ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      },
      stdout: "pipe",
      stderr: "pipe",
    },
  ],
});
