// Run by `npm run build` (scripts/build-server.mjs): makes every prerendered page start its
// JavaScript after the first paint (hydrate-after-paint.ts, decision 034), then compresses every
// file of build/client once into build/compressed/, so that starting the server reads them
// instead of compressing.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { hydrateAfterPaint } from "./hydrate-after-paint";
import { readIslandScripts } from "./islands-manifest";
import { StaticFiles } from "./static-files";

const buildDir = process.argv[2] ?? "build";
const started = performance.now();

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return pages(full);
    return name === "index.html" ? [full] : [];
  });
}
const pageFiles = pages(path.join(buildDir, "client"));
const islandFiles = readIslandScripts(buildDir)?.islands ?? {};
for (const file of pageFiles) {
  try {
    writeFileSync(file, hydrateAfterPaint(readFileSync(file, "utf8"), islandFiles));
  } catch (err) {
    throw new Error(`${file}: ${(err as Error).message}`);
  }
}

const files = new StaticFiles(path.join(buildDir, "client"), { secure: false });
const { files: count } = files.load();
console.log(
  `${pageFiles.length} prerendered pages hydrate after first paint; precompressed ${count} files into ${path.join(buildDir, "compressed")} (${files.stats.compressed} compressed, ${files.stats.fromCache} reused) in ${Math.round(performance.now() - started)} ms`,
);
