import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { pickPublicEnv } from "./platform/public-env";

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "virtual:islands": fileURLToPath(new URL("./app/islands/no-islands.ts", import.meta.url)),
    },
  },
  define: { __PUBLIC_ENV__: JSON.stringify(pickPublicEnv({})) },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "platform/**/*.test.ts", "db/**/*.test.ts", "tests/integration/**/*.test.ts", "scripts/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/setup.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    fileParallelism: true,
    // Three files at once on two cores: the database-backed files wait on PostgreSQL and on timers
    // for a third of their time, so a third worker fills it (decision 085: 96 s → 75 s on
    // PostgreSQL, 792 passed either way; a fourth gained 2 s more).
    maxWorkers: 3,
  },
});
