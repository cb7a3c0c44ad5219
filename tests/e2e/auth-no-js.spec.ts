import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures";
import { totpFromUri } from "../support/totp";
import { PASSWORD, confirmedAccount, localLink, signedInOwner, uniqueEmail, waitForMail } from "./helpers";

/**
 * Issue 47: a password never travels in an address. Without JavaScript, or pressed before the
 * page's scripts ran, every account form posts to the page's action, which does what the script
 * does through better-auth (decision 111).
 */

/** Every request the page sends whose address carries a password or a one-time code. */
function watchSecretsInAddresses(page: Page) {
  const leaked: string[] = [];
  page.on("request", (r: Request) => {
    const url = new URL(r.url());
    if (["password", "newPassword", "totp", "otp", "code"].some((name) => url.searchParams.has(name))) leaked.push(r.url());
    // A code typed into the one-time-code form is named "token" there; a reset link's own token is not typed.
    if (url.pathname === "/login" && url.searchParams.has("token") && url.searchParams.has("email")) leaked.push(r.url());
  });
  return leaked;
}

const card = (page: Page) => page.getByTestId("auth-card");

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: /Failed to load resource: the server responded with a status of (400|401)/ });

  test("sign up, confirm through the mailbox, a wrong password, sign in, and a password reset: each a POST, nothing secret in any address", async ({ page }) => {
    const leaked = watchSecretsInAddresses(page);
    const email = uniqueEmail("nojs");
    await page.goto("/login");
    await expect(card(page)).toHaveAttribute("data-view", "sign_up");
    await card(page).getByLabel("Email address").fill(email);
    await card(page).getByLabel("Password", { exact: true }).fill(PASSWORD);
    const posted = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/login");
    await card(page).getByRole("button", { name: "Sign up", exact: true }).click();
    expect((await posted).postData()).toContain("intent=sign_up");
    await expect(card(page).getByRole("status")).toHaveText("Check your email for the confirmation link");
    expect(new URL(page.url()).search).toBe("");
    await expect(card(page).getByLabel("Email address")).toHaveValue(email);
    await expect(card(page).getByLabel("Password", { exact: true })).toHaveValue("");

    // The emailed confirmation link signs the browser in and returns to the sign-in view.
    const confirmation = await waitForMail(email, "verification");
    await page.goto(localLink(confirmation, "/api/auth/verify-email"));
    await expect(page).toHaveURL(/\/login\?view=sign_in&confirmed=1/);
    // Sign out (a fresh context is simpler without scripts): a new page, no cookies.
    await page.context().clearCookies();
    await page.goto("/login?view=sign_in");
    await card(page).getByLabel("Email address").fill(email);
    await card(page).getByLabel("Password", { exact: true }).fill("not the right password at all");
    await card(page).getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(card(page).getByRole("alert")).toHaveText("Invalid email or password");
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(page.url()).not.toContain("not%20the%20right");

    await card(page).getByLabel("Password", { exact: true }).fill(PASSWORD);
    await card(page).getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    // Signed in: the account page opens.
    await page.goto("/user-dashboard");
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

    // A reset, from the request to the new password.
    await page.context().clearCookies();
    await page.goto("/login?view=forgotten_password");
    await card(page).getByLabel("Email address").fill(email);
    await card(page).getByRole("button", { name: "Send reset password instructions" }).click();
    await expect(card(page).getByRole("status")).toHaveText("Check your email for the password reset link");
    const reset = await waitForMail(email, "reset-password");
    await page.goto(localLink(reset, "/api/auth/reset-password"));
    await expect(card(page)).toHaveAttribute("data-view", "update_password");
    await card(page).getByLabel("New password").fill(`${PASSWORD} renewed`);
    await card(page).getByRole("button", { name: "Update password" }).click();
    await expect(card(page).getByRole("status")).toHaveText("Your password has been updated");
    await card(page).getByLabel("Email address").fill(email);
    await card(page).getByLabel("Password", { exact: true }).fill(`${PASSWORD} renewed`);
    await card(page).getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    expect(leaked).toEqual([]);
  });

  test("a magic link and a one-time code are asked for by POST and say where they went", async ({ page }) => {
    const leaked = watchSecretsInAddresses(page);
    const email = uniqueEmail("nojs-code");
    await page.goto("/login?view=magic_link");
    await card(page).getByLabel("Email address").fill(email);
    await card(page).getByRole("button", { name: "Send Magic Link" }).click();
    await expect(card(page).getByRole("status")).toHaveText("Check your email for the magic link");
    await page.goto("/login?view=verify_otp");
    await card(page).getByLabel("Email address").fill(email);
    await card(page).getByRole("button", { name: "Email me a code" }).click();
    await expect(card(page).getByRole("status")).toHaveText("Check your email for a 6-digit code");
    const mail = await waitForMail(email, "otp");
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    await card(page).getByLabel("Verification code").fill(code);
    await card(page).getByRole("button", { name: "Verify token" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    expect(leaked).toEqual([]);
  });

  test("an account with two-factor on: the password, then the authenticator code, each a POST; a wrong code says so", async ({ page, request, baseURL }) => {
    const { email } = await confirmedAccount(request, baseURL!);
    const enable = await request.post("/api/auth/two-factor/enable", { data: { password: PASSWORD }, headers: { origin: baseURL! } });
    const { totpURI } = (await enable.json()) as { totpURI: string };
    expect((await request.post("/api/auth/two-factor/verify-totp", { data: { code: totpFromUri(totpURI) }, headers: { origin: baseURL! } })).status()).toBe(200);

    const leaked = watchSecretsInAddresses(page);
    await page.goto("/login?view=sign_in");
    await card(page).getByLabel("Email address").fill(email);
    await card(page).getByLabel("Password", { exact: true }).fill(PASSWORD);
    await card(page).getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(card(page).getByRole("status")).toHaveText("Your account uses two-factor authentication.");
    expect(await (await page.request.get("/api/auth/get-session")).json()).toBeNull();

    await card(page).getByLabel("Authentication code").fill("000000");
    await card(page).getByRole("button", { name: "Verify code" }).click();
    await expect(card(page).getByRole("alert")).toHaveText("That authentication code is not valid. Enter the current code from your app.");
    await expect(card(page).getByLabel("Authentication code")).toBeVisible();

    await card(page).getByLabel("Authentication code").fill(totpFromUri(totpURI));
    await card(page).getByRole("button", { name: "Verify code" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const session = (await (await page.request.get("/api/auth/get-session")).json()) as { user: { email: string } };
    expect(session.user.email).toBe(email);
    expect(leaked).toEqual([]);
  });
});

test("with the page's scripts held back 2 s, pressing Sign in posts the form and signs in: no GET with the password", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("slow-js");
  await request.post(`${baseURL}/api/auth/sign-up/email`, { data: { email, password: PASSWORD, name: "" }, headers: { origin: baseURL! } });
  const confirmation = await waitForMail(email, "verification");
  await request.get(`${baseURL}${localLink(confirmation, "/api/auth/verify-email")}`);
  const leaked = watchSecretsInAddresses(page);
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 2000));
    await route.continue();
  });
  await page.goto("/login?view=sign_in", { waitUntil: "commit" });
  await card(page).getByLabel("Email address").fill(email);
  await card(page).getByLabel("Password", { exact: true }).fill(PASSWORD);
  await card(page).getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 15_000 });
  expect(leaked).toEqual([]);
});

/** Every form on every page a visitor, a signed-in user and the owner can open: none may send a password or a code by GET. */
test("no form in the product can send a password or a one-time code as a GET", async ({ page, browser, baseURL }) => {
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const views = ["sign_up", "sign_in", "magic_link", "forgotten_password", "update_password", "verify_otp"].map((v) => `/login?view=${v}`);
  const ownerContext = await signedInOwner(browser, baseURL!);
  const owner = await ownerContext.newPage();
  const signedInPages = ["/user-dashboard", "/affiliate-program", "/checkout", "/admin", "/admin/scheduling", "/admin/payouts", "/admin/data-requests"];
  const offenders: string[] = [];
  const check = async (p: Page, path: string) => {
    // The forms as the server sends them: what a visitor presses before (or without) the scripts.
    const res = await p.goto(path, { waitUntil: "domcontentloaded" });
    expect(res?.status(), path).toBeLessThan(400);
    const bad = await p.evaluate(() =>
      [...document.querySelectorAll("form")]
        .filter((f) =>
          f.querySelector(
            'input[type="password"], input[autocomplete="one-time-code"], input[name="password"], input[name="newPassword"], input[name="totp"], input[name="otp"], input[name="code"]',
          ),
        )
        .filter((f) => (f.getAttribute("method") ?? "get").toLowerCase() !== "post")
        .map((f) => f.outerHTML.slice(0, 120)),
    );
    for (const b of bad) offenders.push(`${path}: ${b}`);
  };
  for (const path of [...new Set([...pages, ...views])]) await check(page, path);
  for (const path of signedInPages) await check(owner, path);
  await ownerContext.close();
  expect(offenders).toEqual([]);
  expect(pages.length).toBeGreaterThan(40);
});
