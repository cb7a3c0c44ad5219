// `node scripts/bench-interactive.mjs`: time to interactive of prerendered pages under DevTools
// throttling (Lighthouse's mobile settings applied in Chromium itself: 562.5 ms round trip,
// 1,474.56 kbit/s down, 675 kbit/s up, CPU 4× slower) — from navigation start until the page says
// its scripts are live (`<html data-hydrated>`: held presses are replayed then, decisions 034/079).
// Median of N cold loads per page (new browser context each, so nothing is cached).
// Options (env): BUILD_DIR=build (an existing production build), BENCH_PAGES="/about,/",
// BENCH_RUNS=5, BENCH_LOAD=0 (busy processes beside it, as in bench:pages), BENCH_JSON=out.json.
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { chromium } from "playwright";
import { chromiumLaunchOptions, freePort, startSite } from "./lib/site-server.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const pages = (process.env.BENCH_PAGES ?? "/about,/").split(",").map((p) => p.trim());
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LOAD = Number(process.env.BENCH_LOAD ?? 0);
const port = await freePort();
const site = await startSite({ buildDir, port, name: "bench-interactive" });
const busy = Array.from({ length: LOAD }, () =>
  spawn(process.execPath, ["-e", "const end = Date.now() + 1_800_000; while (Date.now() < end) {}"], {
    stdio: "ignore",
  }),
);
const browser = await chromium.launch(chromiumLaunchOptions);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = [];
try {
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 562.5,
        downloadThroughput: (1474.56 * 1024) / 8,
        uploadThroughput: (675 * 1024) / 8,
      });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await tab.goto(`http://127.0.0.1:${port}${page}`, { waitUntil: "commit" });
      await tab.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 60_000 });
      const t = await tab.evaluate(() => {
        const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
        return { fcp, interactive: performance.now() };
      });
      runs.push(t);
      await context.close();
    }
    const r = { page, fcp: median(runs.map((x) => x.fcp)), interactive: median(runs.map((x) => x.interactive)) };
    results.push(r);
    console.log(
      `${page.padEnd(30)} FCP ${Math.round(r.fcp)} ms  interactive ${Math.round(r.interactive)} ms  (median of ${RUNS})`,
    );
  }
} finally {
  busy.forEach((p) => p.kill());
  await browser.close();
  await site.stop();
}
console.log(
  `DevTools throttling (562.5 ms RTT, 1.47 Mbit/s, CPU 4×); ${LOAD} busy process(es) beside it; build ${buildDir}.`,
);
if (process.env.BENCH_JSON)
  writeFileSync(
    process.env.BENCH_JSON,
    JSON.stringify({ date: new Date().toISOString(), runs: RUNS, backgroundLoad: LOAD, buildDir, results }, null, 2),
  );
