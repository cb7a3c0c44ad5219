// Builds the production site into BUILD_DIR only when the sources or the public settings
// changed since that directory was last built (a fingerprint of paths, sizes and mtimes).
// Shared by `npm start` and the test suites that run the production server.
import { execSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** What the build reads: a change to any of these makes the next start build again. */
export const buildInputs = [
  "app",
  "server",
  "db",
  "platform",
  "public",
  "package-lock.json",
  "vite.config.ts",
  "vite.islands.config.ts",
  "react-router.config.ts",
  "scripts/build-server.mjs",
];

function fingerprint(env) {
  const hash = createHash("sha1");
  hash.update(`PUBLIC_SITE_URL=${env.PUBLIC_SITE_URL ?? ""}\n`);
  const visit = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p).sort()) visit(path.join(p, name));
    } else {
      hash.update(`${p}:${st.size}:${st.mtimeMs}\n`);
    }
  };
  buildInputs.forEach(visit);
  return hash.digest("hex");
}

/**
 * Returns the build directory, building first when it is missing or stale (or `force`). A build
 * that is fresh is reused by every suite that names it (CI builds once: .ci/run).
 */
export function ensureBuild(buildDir = process.env.BUILD_DIR ?? "build", env = process.env, { force = false } = {}) {
  const stampFile = path.join(buildDir, ".fingerprint");
  const current = fingerprint(env);
  const previous = existsSync(stampFile) ? readFileSync(stampFile, "utf8") : "";
  if (force || current !== previous || !existsSync(path.join(buildDir, "server/main.js"))) {
    const started = Date.now();
    console.log(`Building the site into ${buildDir} (first run or sources changed)...`);
    execSync("npm run build", { stdio: "inherit", env: { ...env, BUILD_DIR: buildDir } });
    writeFileSync(stampFile, current);
    console.log(`Built ${buildDir} in ${Math.round((Date.now() - started) / 1000)} s.`);
  }
  return buildDir;
}
