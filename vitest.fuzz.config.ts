import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { pickPublicEnv } from "./platform/public-env";

/** The fuzz suite (npm run test:fuzz): fast-check bodies against the production build on PostgreSQL. */
export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "virtual:islands": fileURLToPath(new URL("./app/islands/no-islands.ts", import.meta.url)),
    },
  },
  define: { __PUBLIC_ENV__: JSON.stringify(pickPublicEnv({})) },
  test: {
    include: ["tests/fuzz/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 900_000,
  },
});
