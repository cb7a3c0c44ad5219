// Usage: node scripts/screenshot.mjs <url> <out.png> [width] [dark]
import { chromium } from "@playwright/test";
const [url, out, width = "1280", theme = "light"] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
if (theme === "dark") await page.addInitScript(() => localStorage.setItem("theme", "dark"));
const errors = [];
page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
page.on("pageerror", (e) => errors.push(String(e)));
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: process.env.FULL !== "0" });
if (errors.length) console.log("console errors:", errors);
await browser.close();
