// Bundles the HTTP entry (server/*.ts) into build/server/main.js (packages stay external), then
// rewrites prerendered pages to hydrate after first paint and compresses build/client once into build/compressed/ so that the server starts without doing it.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, rmSync } from "node:fs";
import { build } from "esbuild";

const buildDir = process.env.BUILD_DIR ?? "build";
const common = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  alias: { "~": "./app" },
  logLevel: "warning",
};

await build({ ...common, entryPoints: ["server/index.ts"], outfile: `${buildDir}/server/main.js`, sourcemap: true });
await build({ ...common, entryPoints: ["server/precompress.ts"], outfile: `${buildDir}/server/precompress.js` });
// The island pages' script (decision 079), built before React Router's build, joins its assets.
if (existsSync(`${buildDir}-islands/assets`))
  cpSync(`${buildDir}-islands/assets`, `${buildDir}/client/assets`, { recursive: true });
rmSync(`${buildDir}/compressed`, { recursive: true, force: true });
execFileSync(process.execPath, [`${buildDir}/server/precompress.js`, buildDir], { stdio: "inherit" });
