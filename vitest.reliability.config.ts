import { defineConfig } from "vitest/config";

/**
 * The reliability suite (npm run test:reliability): the production server as a child process
 * under load, crashes, outages and restarts, with exact counts of rows, deliveries and mails.
 * One file at a time: each drives a server hard on a 2-core machine.
 */
export default defineConfig({
  test: {
    include: ["tests/reliability/**/*.test.ts"],
    globalSetup: ["tests/reliability/global-setup.ts"],
    environment: "node",
    pool: "forks",
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
  },
});
