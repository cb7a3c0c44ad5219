// `npm start`: loads .env if present, builds when the sources or the public settings
// changed since the last build, then runs the production server in this process.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ensureBuild } from "./lib/ensure-build.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
if (existsSync(".env")) process.loadEnvFile(".env");
process.env.NODE_ENV ??= "production";

const buildDir = ensureBuild(process.env.BUILD_DIR ?? "build");

await import(pathToFileURL(path.resolve(root, buildDir, "server/main.js")).href);
