// `npm run bench:pages`: Lighthouse 12 (mobile, Debian Chromium) on every prerendered public
// page of a production build; median of N runs (default 3). Prints scores, FCP, LCP, TBT, CLS,
// JS and total bytes, request count, and fails when a page misses the budget.
// Options (env): BENCH_RUNS=3, BENCH_PAGES="/,/pricing" (subset), BENCH_JSON=out.json
import { execSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const root = process.cwd();
const toolsDir = path.join(root, "tools/bench");
if (!existsSync(path.join(toolsDir, "node_modules/lighthouse"))) {
  execSync("npm install --no-audit --no-fund", { cwd: toolsDir, stdio: "inherit" });
}
const require = createRequire(path.join(toolsDir, "package.json"));
const lighthouse = (await import(require.resolve("lighthouse"))).default;
const chromeLauncher = await import(require.resolve("chrome-launcher"));

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUDGET = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100, jsKiB: 130, totalKiB: 200, cls: 0 };

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const port = await freePort();
const siteUrl = `http://127.0.0.1:${port}`;
const buildDir = "build-bench";
// Canonical URLs must match the address Lighthouse visits, so build for this origin.
execSync("npm run build", { stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir, PUBLIC_SITE_URL: siteUrl } });

function pagesIn(dir, base = dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...pagesIn(full, base));
    else if (name === "index.html") {
      const rel = path.relative(base, dir).split(path.sep).join("/");
      out.push(rel ? `/${rel}` : "/");
    }
  }
  return out.sort();
}
let pages = pagesIn(path.join(buildDir, "client"));
if (process.env.BENCH_PAGES) {
  const wanted = new Set(process.env.BENCH_PAGES.split(",").map((p) => p.trim()));
  pages = pages.filter((p) => wanted.has(p));
}

const server = spawn(process.execPath, [path.join(buildDir, "server/main.js")], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", PUBLIC_SITE_URL: siteUrl, BUILD_DIR: buildDir, DATA_DIR: mkdtempSync(path.join(tmpdir(), "bench-pages-")), LOG_LEVEL: "warn" },
  stdio: ["ignore", "inherit", "inherit"],
});
process.on("exit", () => server.kill("SIGTERM"));
for (let i = 0; i < 150; i++) {
  try {
    if ((await fetch(`${siteUrl}/readyz`)).ok) break;
  } catch {
    // not up yet
  }
  await new Promise((r) => setTimeout(r, 200));
}

const chrome = await chromeLauncher.launch({
  chromePath: "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

const results = [];
try {
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const { lhr } = await lighthouse(`${siteUrl}${page}`, { port: chrome.port, output: "json", logLevel: "error" });
      const items = lhr.audits["resource-summary"]?.details?.items ?? [];
      const of = (type) => items.find((x) => x.resourceType === type) ?? { transferSize: 0, requestCount: 0 };
      if (lhr.runtimeError) console.log(`  Lighthouse could not measure ${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const num = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      runs.push({
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        "best-practices": Math.round((lhr.categories["best-practices"].score ?? 0) * 100),
        seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
        fcp: num("first-contentful-paint"),
        lcp: num("largest-contentful-paint"),
        tbt: num("total-blocking-time"),
        cls: num("cumulative-layout-shift"),
        jsKiB: of("script").transferSize / 1024,
        totalKiB: of("total").transferSize / 1024,
        requests: of("total").requestCount,
        failing: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
          .map((a) => a.id),
      });
    }
    const pick = (k) => median(runs.map((r) => r[k]));
    const r = {
      page,
      performance: pick("performance"),
      accessibility: pick("accessibility"),
      "best-practices": pick("best-practices"),
      seo: pick("seo"),
      fcp: pick("fcp"),
      lcp: pick("lcp"),
      tbt: pick("tbt"),
      cls: pick("cls"),
      jsKiB: pick("jsKiB"),
      totalKiB: pick("totalKiB"),
      requests: pick("requests"),
      failing: [...new Set(runs.flatMap((x) => x.failing))],
    };
    r.ok =
      r.performance >= BUDGET.performance &&
      r.accessibility >= BUDGET.accessibility &&
      r["best-practices"] >= BUDGET["best-practices"] &&
      r.seo >= BUDGET.seo &&
      r.jsKiB <= BUDGET.jsKiB &&
      r.totalKiB <= BUDGET.totalKiB &&
      r.cls <= BUDGET.cls;
    results.push(r);
    console.log(
      `${r.ok ? "ok  " : "FAIL"} ${page.padEnd(42)} perf ${r.performance} a11y ${r.accessibility} bp ${r["best-practices"]} seo ${r.seo}` +
        ` | FCP ${Math.round(r.fcp)} ms LCP ${Math.round(r.lcp)} ms TBT ${Math.round(r.tbt)} ms CLS ${r.cls.toFixed(3)}` +
        ` | JS ${r.jsKiB.toFixed(1)} KiB total ${r.totalKiB.toFixed(1)} KiB req ${r.requests}` +
        (r.ok ? "" : ` | failing audits: ${r.failing.join(", ") || "-"}`),
    );
  }
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
}

const failed = results.filter((r) => !r.ok);
console.log(
  `\nLighthouse ${RUNS} run(s) per page, median, mobile. Budget: perf ≥ ${BUDGET.performance}, a11y/bp/seo = 100, JS ≤ ${BUDGET.jsKiB} KiB, total ≤ ${BUDGET.totalKiB} KiB, CLS = 0.`,
);
console.log(`${results.length - failed.length} of ${results.length} pages within budget.`);
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify({ date: new Date().toISOString(), runs: RUNS, results }, null, 2));
process.exitCode = failed.length ? 1 : 0;
