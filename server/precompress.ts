// Run by `npm run build` (scripts/build-server.mjs): compresses every file of build/client once
// into build/compressed/, so that starting the server reads them instead of compressing.
import path from "node:path";
import { StaticFiles } from "./static-files";

const buildDir = process.argv[2] ?? "build";
const started = performance.now();
const files = new StaticFiles(path.join(buildDir, "client"), { secure: false });
const { files: count } = files.load();
console.log(
  `precompressed ${count} files into ${path.join(buildDir, "compressed")} (${files.stats.compressed} compressed, ${files.stats.fromCache} reused) in ${Math.round(performance.now() - started)} ms`,
);
