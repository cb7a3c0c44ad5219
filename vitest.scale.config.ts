import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * The multi-instance suite (npm run test:scale, decision 109): three production servers behind
 * HAProxy on one PostgreSQL, under load, through rolling restarts and a SIGKILL. One file, its
 * tests in order on the same instances; the reliability suite's global setup gives it a
 * PostgreSQL cluster when DATABASE_URL is unset, and the run's temporary directory.
 */
export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "virtual:islands": fileURLToPath(new URL("./app/islands/no-islands.ts", import.meta.url)),
    },
  },
  test: {
    include: ["tests/scale/**/*.test.ts"],
    globalSetup: ["tests/reliability/global-setup.ts"],
    environment: "node",
    pool: "forks",
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
  },
});
