// Renders scripts/assets/og-image.html to public/og-image.png (1200x630, the Open Graph and
// Twitter card image every page names) with the Chromium Playwright uses, in the site's font
// (Plus Jakarta Sans from node_modules; the run fails if it did not load). The brand name and
// domain come from the owner's facts (app/content/business.ts) and are written beside the image
// in scripts/assets/og-image.facts.json, which `npm run launch:check` compares with the facts. Run after
// editing either:
//   npm run og-image
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "./lib/site-server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const facts = JSON.parse(
  execFileSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "-e",
      'import("./app/content/business.ts").then(({ business: b }) => console.log(JSON.stringify({ name: b.brand.name, domain: b.domain })))',
    ],
    { cwd: root, encoding: "utf8" },
  ),
);
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.goto(pathToFileURL(path.join(root, "scripts/assets/og-image.html")).href, { waitUntil: "load" });
  await page.evaluate(({ name, domain }) => {
    document.getElementById("brand-name").textContent = name;
    document.getElementById("brand-domain").textContent = domain;
  }, facts);
  const fontLoaded = await page.evaluate(async () => {
    await document.fonts.load('750 64px "Plus Jakarta Sans"');
    await document.fonts.ready;
    return [...document.fonts].some((f) => f.family.replaceAll('"', "") === "Plus Jakarta Sans" && f.status === "loaded");
  });
  if (!fontLoaded) throw new Error("Plus Jakarta Sans did not load (is node_modules installed?)");
  await page.screenshot({ path: path.join(root, "public/og-image.png") });
  writeFileSync(path.join(root, "scripts/assets/og-image.facts.json"), `${JSON.stringify(facts, null, 2)}\n`);
} finally {
  await browser.close();
}
console.log(`wrote public/og-image.png (${facts.name}, ${facts.domain}) and scripts/assets/og-image.facts.json`);
