// `npm start`: loads .env if present, builds when the sources or the public settings
// changed since the last build, then runs the production server in this process.
import { execSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
if (existsSync(".env")) process.loadEnvFile(".env");
process.env.NODE_ENV ??= "production";

const inputs = ["app", "server", "db", "public", "package-lock.json", "vite.config.ts", "react-router.config.ts"];
function fingerprint() {
  const hash = createHash("sha1");
  hash.update(`PUBLIC_SITE_URL=${process.env.PUBLIC_SITE_URL ?? ""}\n`);
  const visit = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p).sort()) visit(path.join(p, name));
    } else {
      hash.update(`${p}:${st.size}:${st.mtimeMs}\n`);
    }
  };
  inputs.forEach(visit);
  return hash.digest("hex");
}

const buildDir = process.env.BUILD_DIR ?? "build";
const stampFile = path.join(buildDir, ".fingerprint");
const current = fingerprint();
const previous = existsSync(stampFile) ? readFileSync(stampFile, "utf8") : "";
if (current !== previous || !existsSync(path.join(buildDir, "server/main.js"))) {
  console.log("Building the site (first start or sources changed)...");
  execSync("npm run build", { stdio: "inherit" });
  writeFileSync(stampFile, current);
}

await import(pathToFileURL(path.resolve(root, buildDir, "server/main.js")).href);
