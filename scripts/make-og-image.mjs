// Renders scripts/assets/og-image.html to public/og-image.png (1200x630, the Open Graph and
// Twitter card image every page names) with the Chromium Playwright uses. Run after editing it:
//   node scripts/make-og-image.mjs
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.goto(pathToFileURL(path.join(root, "scripts/assets/og-image.html")).href);
await page.screenshot({ path: path.join(root, "public/og-image.png") });
await browser.close();
console.log("wrote public/og-image.png");
