import { defineConfig } from "vitest/config";

/**
 * The reliability suite (npm run test:reliability): the production server as a child process
 * under load, crashes, outages and restarts, with exact counts of rows, deliveries and mails.
 * Three files at a time (decision 082): each spends most of its time waiting (a 10 s CRM client
 * timeout, a database outage, a drain after SIGTERM), so the suite used a quarter of two cores when
 * its six files ran one after another (109 s); three at once take about 45 s. Each file has its own
 * servers, ports, fakes and database.
 */
export default defineConfig({
  test: {
    include: ["tests/reliability/**/*.test.ts"],
    globalSetup: ["tests/reliability/global-setup.ts"],
    environment: "node",
    pool: "forks",
    fileParallelism: true,
    maxWorkers: 3,
    testTimeout: 180_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
  },
});
