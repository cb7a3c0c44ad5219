// `npm run screenshots`: full-page PNGs of every prerendered public page of a production build,
// at 375 and 1280 px wide, light and dark, in Debian's Chromium with reduced motion (the final
// state of every animation), after the fonts and the network have settled. For looking at the
// whole site at once after a design change; the committed visual checks are tests/e2e/visual.spec.ts.
// Writes screenshots/<width>-<theme>/<page-slug>.png ("/" is "home", "/solutions/ai-chatbots"
// is "solutions--ai-chatbots").
// Options (env): BUILD_DIR=build (built first when missing or stale), SKIP_BUILD=1 (use BUILD_DIR
// as it is), SCREENSHOT_PAGES="/,/pricing" (subset), SCREENSHOT_DIR=screenshots,
// SCREENSHOT_WIDTHS=375,1280, SCREENSHOT_THEMES=light,dark.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { ensureBuild } from "./lib/ensure-build.mjs";
import {
  chromiumLaunchOptions,
  freePort,
  pagesMissingFromBuild,
  pickPages,
  prerenderedPages,
  startSite,
} from "./lib/site-server.mjs";

const list = (value, fallback) =>
  (value ?? fallback)
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
const WIDTHS = list(process.env.SCREENSHOT_WIDTHS, "375,1280").map(Number);
const THEMES = list(process.env.SCREENSHOT_THEMES, "light,dark");
const outDir = path.resolve(process.env.SCREENSHOT_DIR ?? "screenshots");
let buildDir = process.env.BUILD_DIR ?? "build";
if (process.env.SKIP_BUILD !== "1") buildDir = ensureBuild(buildDir);

const allPages = prerenderedPages(buildDir);
const pages = pickPages(allPages, process.env.SCREENSHOT_PAGES);
const missing = pagesMissingFromBuild(buildDir, allPages);
if (missing.length) console.warn(`In sitemap.xml but not prerendered (no screenshot): ${missing.join(", ")}`);
if (!pages.length) {
  console.error("No pages to capture.");
  process.exit(1);
}

const shown = (p) => (path.relative(process.cwd(), p).startsWith("..") ? p : path.relative(process.cwd(), p) || ".");
const slug = (page) => (page === "/" ? "home" : page.replace(/^\//, "").replaceAll("/", "--"));
const started = Date.now();
const site = await startSite({ buildDir, port: await freePort(), name: "screenshots" });
const browser = await chromium.launch(chromiumLaunchOptions);
const problems = [];
let written = 0;
try {
  for (const width of WIDTHS) {
    for (const theme of THEMES) {
      const dir = path.join(outDir, `${width}-${theme}`);
      mkdirSync(dir, { recursive: true });
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        reducedMotion: "reduce",
        colorScheme: theme === "dark" ? "dark" : "light",
      });
      // app/lib/theme.ts: localStorage "theme" = "light" | "dark" | "system", read before first paint.
      await context.addInitScript((t) => localStorage.setItem("theme", t), theme);
      const page = await context.newPage();
      page.on("pageerror", (e) => problems.push(`${width}-${theme} ${page.url()}: ${e.message}`));
      page.on("console", (m) => m.type() === "error" && problems.push(`${width}-${theme} ${page.url()}: ${m.text()}`));
      for (const p of pages) {
        const response = await page.goto(`${site.url}${p}`, { waitUntil: "networkidle" });
        if (!response?.ok()) problems.push(`${width}-${theme} ${p}: HTTP ${response?.status()}`);
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({
          path: path.join(dir, `${slug(p)}.png`),
          fullPage: true,
          animations: "disabled",
          caret: "hide",
        });
        written++;
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await site.stop();
}

console.log(
  `${written} screenshots of ${pages.length} page(s) at ${WIDTHS.join(", ")} px, ${THEMES.join(" and ")}, ` +
    `in ${shown(outDir)}/<width>-<theme>/ (${((Date.now() - started) / 1000).toFixed(1)} s, build ${buildDir}).`,
);
if (problems.length) {
  console.log(`${problems.length} page error(s) or failed load(s):`);
  for (const p of problems) console.log(`  ${p}`);
  process.exitCode = 1;
}
