// The production site for scripts that look at its public pages (bench-pages, screenshots): the
// prerendered pages of a build, a free loopback port, and server/main.js started on it with a
// throw-away data directory.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** Debian's Chromium with the e2e browsers' flags (tests/e2e/chromium-flags.json). */
export const chromiumLaunchOptions = {
  executablePath: "/usr/bin/chromium",
  args: JSON.parse(readFileSync(new URL("../../tests/e2e/chromium-flags.json", import.meta.url), "utf8")),
};

/** A port that was free on 127.0.0.1 a moment ago. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.on("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Every prerendered public page of a build (`<build>/client/**\/index.html`), as sorted paths. */
export function prerenderedPages(buildDir) {
  const base = path.join(buildDir, "client");
  const visit = (dir) => {
    const out = [];
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) out.push(...visit(full));
      else if (name === "index.html") {
        const rel = path.relative(base, dir).split(path.sep).join("/");
        out.push(rel ? `/${rel}` : "/");
      }
    }
    return out;
  };
  return visit(base).sort();
}

/**
 * The public pages of the build's sitemap.xml (made from app/content/routes.ts) that have no
 * prerendered index.html: should be none, or a run "over every page" would miss them.
 */
export function pagesMissingFromBuild(buildDir, pages = prerenderedPages(buildDir)) {
  const file = path.join(buildDir, "client/sitemap.xml");
  if (!existsSync(file)) return [];
  const listed = [...readFileSync(file, "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  return listed.filter((p) => !pages.includes(p));
}

/**
 * Keeps the pages named in a comma-separated list ("/,/pricing"); all of them when the list is
 * empty. Names that are not prerendered pages are reported, so a typo does not pass silently.
 */
export function pickPages(pages, list) {
  if (!list) return pages;
  const wanted = list
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  const unknown = wanted.filter((p) => !pages.includes(p));
  if (unknown.length) console.warn(`Not prerendered pages (skipped): ${unknown.join(", ")}`);
  return pages.filter((p) => wanted.includes(p));
}

/**
 * Starts `<buildDir>/server/main.js` on 127.0.0.1:port with a throw-away DATA_DIR and waits for
 * /readyz. Returns { url, stop }; the server is also stopped when this process exits.
 */
export async function startSite({ buildDir, port, env = {}, name = "site" }) {
  if (!existsSync(path.join(buildDir, "server/main.js")))
    throw new Error(`No build in ${buildDir} (server/main.js is missing)`);
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-data-`));
  const server = spawn(process.execPath, [path.join(buildDir, "server/main.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  let exited = false;
  server.on("exit", () => (exited = true));
  const stop = async () => {
    if (!exited) {
      const gone = new Promise((r) => server.once("exit", r));
      server.kill("SIGTERM");
      await Promise.race([gone, new Promise((r) => setTimeout(r, 5000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on("exit", () => {
    if (!exited) server.kill("SIGTERM");
  });
  for (let i = 0; i < 300; i++) {
    if (exited) throw new Error(`The server in ${buildDir} exited before it was ready`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { url, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`The server in ${buildDir} was not ready on ${url} after 60 s`);
}
