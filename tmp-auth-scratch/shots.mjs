import { chromium } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
const base = "http://127.0.0.1:3304";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
const errors = [];
async function ctx(width, theme) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: base });
  if (theme === "dark") await context.addInitScript(() => localStorage.setItem("theme", "dark"));
  const page = await context.newPage();
  page.on("console", (m) => m.type() === "error" && errors.push(`${page.url()} ${m.text().slice(0, 150)}`));
  return { context, page };
}
const views = ["sign_up", "sign_in", "forgotten_password", "magic_link", "update_password", "verify_otp"];
for (const theme of ["light", "dark"]) {
  for (const width of [1280, 375]) {
    const { context, page } = await ctx(width, theme);
    for (const v of views) {
      await page.goto(`/login?view=${v}`, { waitUntil: "networkidle" });
      await page.screenshot({ path: `/tmp/auth-shot-login-${v}-${width}-${theme}.png`, fullPage: false });
    }
    // error + confirmation states
    await page.goto(`/login`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Sign up", exact: true }).click();
    await page.screenshot({ path: `/tmp/auth-shot-login-error-${width}-${theme}.png` });
    await context.close();
  }
}
// signed in
const email = `shots-${Date.now()}@example.com`;
for (const theme of ["light", "dark"]) {
  for (const width of [1280, 375]) {
    const { context, page } = await ctx(width, theme);
    const em = `${theme}${width}-${email}`;
    const r = await page.request.post("/api/auth/sign-up/email", { data: { email: em, password: "correct horse battery", name: "" }, headers: { origin: base } });
    if (r.status() !== 200) throw new Error(await r.text());
    let mail;
    for (let i = 0; i < 50 && !mail; i++) {
      await new Promise((r) => setTimeout(r, 100));
      mail = readdirSync("/tmp/data-auth/mail").filter((n) => n.endsWith(".json")).map((n) => JSON.parse(readFileSync(`/tmp/data-auth/mail/${n}`, "utf8"))).find((m) => m.to === em);
    }
    const link = new URL(mail.links[0]);
    await page.request.get(link.pathname + link.search);
    await page.goto("/user-dashboard", { waitUntil: "networkidle" });
    await page.screenshot({ path: `/tmp/auth-shot-dashboard-${width}-${theme}.png`, fullPage: true });
    if (width === 1280) {
      await page.getByRole("button", { name: "Account menu" }).click();
      await page.screenshot({ path: `/tmp/auth-shot-menu-${width}-${theme}.png` });
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Delete account" }).click();
      await page.screenshot({ path: `/tmp/auth-shot-delete-${width}-${theme}.png` });
      await page.keyboard.press("Escape");
      await page.getByLabel("Confirm your password").first().fill("correct horse battery");
      await page.getByRole("button", { name: "Enable two-factor" }).click();
      await page.getByTestId("totp-secret").waitFor();
      await page.screenshot({ path: `/tmp/auth-shot-totp-${width}-${theme}.png`, fullPage: true });
    } else {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.screenshot({ path: `/tmp/auth-shot-mobilemenu-${width}-${theme}.png` });
    }
    await context.close();
  }
}
const { context, page } = await ctx(1280, "light");
await page.goto("/dev/mailbox", { waitUntil: "networkidle" });
await page.screenshot({ path: `/tmp/auth-shot-mailbox.png` });
await context.close();
console.log("errors", errors);
await browser.close();
