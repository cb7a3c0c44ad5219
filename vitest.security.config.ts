import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { pickPublicEnv } from "./platform/public-env";

/** The security suite (npm run test:security): runs against a production build and real servers. */
export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "virtual:islands": fileURLToPath(new URL("./app/islands/no-islands.ts", import.meta.url)),
    },
  },
  define: { __PUBLIC_ENV__: JSON.stringify(pickPublicEnv({})) },
  test: {
    include: ["tests/security/**/*.test.ts"],
    // Starts the three production servers (and a PostgreSQL) once for every file (see the file).
    globalSetup: ["tests/security/global-setup.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
