import type { Page } from "@playwright/test";
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, gotoHydrated, test, toasts } from "./fixtures";
import { confirmedAccount, PASSWORD, signInThroughForm, uniqueEmail, waitForMail } from "./helpers";

// Wrong and exhausted codes are part of these tests: the browser logs their 400/403 answers.
test.use({ expectedConsoleErrors: /Failed to load resource: the server responded with a status of 40[013]/ });

/** Holds every request to one auth endpoint until `release()` is called, so the loading state can be seen. */
async function holdRequests(page: Page, endpoint: string) {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(`**/api/auth${endpoint}`, async (route) => {
    await held;
    await route.continue();
  });
  return () => {
    release();
  };
}

async function expectLoading(page: Page, loading: string) {
  const button = page.getByTestId("auth-card").getByRole("button", { name: loading, exact: true });
  await expect(button).toBeVisible();
  await expect(button).toBeDisabled();
  await expect(button).toHaveAttribute("aria-busy", "true");
}

/** An HS256 JWT like better-auth's email-confirmation token, signed with the server's secret. */
function confirmationToken(email: string, expiresAtSeconds: number) {
  // playwright.config.ts sets no BETTER_AUTH_SECRET: the local-only e2e server generated one in its DATA_DIR.
  const secret =
    process.env.BETTER_AUTH_SECRET ?? readFileSync(path.join(process.env.E2E_DATA_DIR!, "auth-secret"), "utf8").trim();
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const unsigned = `${part({ alg: "HS256" })}.${part({ email, iat: expiresAtSeconds - 3600, exp: expiresAtSeconds })}`;
  return `${unsigned}.${createHmac("sha256", secret).update(unsigned).digest("base64url")}`;
}

test.describe("dashboard sessions", () => {
  test("'Sign out everywhere' signs this browser out and another browser signed in to the same account", async ({ page, browser, request, baseURL }) => {
    const { email } = await confirmedAccount(request, baseURL!);
    const other = await browser.newContext({ baseURL: baseURL! });
    const phone = await other.newPage();
    await phone.goto("/login?view=sign_in&redirectTo=%2Fuser-dashboard");
    await signInThroughForm(phone, email, PASSWORD);
    await expect(phone).toHaveURL(/\/user-dashboard$/);

    await page.goto("/login?view=sign_in&redirectTo=%2Fuser-dashboard");
    await signInThroughForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/user-dashboard$/);
    const sessions = page.getByRole("region", { name: "Active sessions" });
    // Three: this browser, the other one, and the API client whose confirmation link signed it in.
    await expect(sessions.getByTestId("sessions").getByRole("listitem")).toHaveCount(3);
    expect(await (await request.get("/api/auth/get-session")).json()).toMatchObject({ user: { email } });
    await sessions.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(toasts(page)).toContainText("You have been signed out");
    await expect(page).toHaveURL(/\/login\?view=sign_in$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign In");

    // The other browser's session is gone too: its next page load goes to the sign-in page.
    await phone.reload();
    await expect(phone).toHaveURL(/\/login\?redirectTo=%2Fuser-dashboard$/);
    await expect(phone.getByTestId("auth-card").getByRole("button", { name: "Sign up", exact: true })).toBeVisible();
    expect(await (await request.get("/api/auth/get-session")).json()).toBeNull();
    // And this one cannot go back either.
    await page.goto("/user-dashboard");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fuser-dashboard$/);
    await other.close();
  });
});

test.describe("/login: loading labels of the other five views", () => {
  test("sign in: 'Signing in ...' on a disabled button, then Welcome!", async ({ page, request, baseURL }) => {
    const { email } = await confirmedAccount(request, baseURL!);
    await gotoHydrated(page, "/login?view=sign_in");
    const release = await holdRequests(page, "/sign-in/email");
    await signInThroughForm(page, email, PASSWORD);
    await expectLoading(page, "Signing in ...");
    release();
    await expect(toasts(page).locator("[data-sonner-toast]").filter({ hasText: "Welcome!" })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test("magic link: 'Sending Magic Link ...', then the confirmation", async ({ page }) => {
    await gotoHydrated(page, "/login?view=magic_link");
    await page.getByLabel("Email address").fill(uniqueEmail("loading-magic"));
    const release = await holdRequests(page, "/sign-in/magic-link");
    await page.getByRole("button", { name: "Send Magic Link" }).click();
    await expectLoading(page, "Sending Magic Link ...");
    release();
    const card = page.getByTestId("auth-card");
    await expect(card.getByRole("status")).toHaveText("Check your email for the magic link");
    await expect(card.getByRole("button", { name: "Send Magic Link" })).toBeEnabled();
  });

  test("forgotten password: 'Sending reset instructions ...', then the confirmation", async ({ page, request, baseURL }) => {
    const { email } = await confirmedAccount(request, baseURL!);
    await gotoHydrated(page, "/login?view=forgotten_password");
    await page.getByLabel("Email address").fill(email);
    const release = await holdRequests(page, "/request-password-reset");
    await page.getByRole("button", { name: "Send reset password instructions" }).click();
    await expectLoading(page, "Sending reset instructions ...");
    release();
    await expect(page.getByTestId("auth-card").getByRole("status")).toHaveText("Check your email for the password reset link");
  });

  test("update password: 'Updating password ...', then back to sign in", async ({ page, request, baseURL }) => {
    const { email } = await confirmedAccount(request, baseURL!);
    const reset = await request.post("/api/auth/request-password-reset", {
      data: { email, redirectTo: "/login?view=update_password" },
      headers: { origin: baseURL! },
    });
    expect(reset.status()).toBe(200);
    const mail = await waitForMail(email, "reset-password");
    const link = new URL(mail.links.find((l) => l.includes("/api/auth/reset-password/"))!);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page).toHaveURL(/view=update_password&token=/);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByLabel("New password").fill("a much better password");
    const release = await holdRequests(page, "/reset-password");
    await page.getByRole("button", { name: "Update password" }).click();
    await expectLoading(page, "Updating password ...");
    release();
    const card = page.getByTestId("auth-card");
    await expect(card.getByRole("status")).toHaveText("Your password has been updated");
    await expect(card).toHaveAttribute("data-view", "sign_in");
  });

  test("verify token: 'Verifying token ...', then the answer", async ({ page, request, baseURL }) => {
    const { email } = await confirmedAccount(request, baseURL!);
    await gotoHydrated(page, "/login?view=verify_otp");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Verification code").fill("123456");
    const release = await holdRequests(page, "/sign-in/email-otp");
    await page.getByRole("button", { name: "Verify token" }).click();
    await expectLoading(page, "Verifying token ...");
    release();
    // No code was sent to this address, so none matches.
    await expect(page.getByTestId("auth-card").getByRole("alert")).toHaveText("That code is not valid. Check it, or email yourself a new code.");
    await expect(page.getByRole("button", { name: "Verify token" })).toBeEnabled();
  });
});

test.describe("expired links and codes", () => {
  test("an expired confirmation link lands on sign in with a message that says what to do", async ({ page }) => {
    const email = uniqueEmail("expired-link");
    const token = confirmationToken(email, Math.floor(Date.now() / 1000) - 60);
    const callback = encodeURIComponent("/login?view=sign_in&confirmed=1");
    // The real server path: better-auth finds the token expired and redirects with error=TOKEN_EXPIRED.
    await page.goto(`/api/auth/verify-email?token=${token}&callbackURL=${callback}`);
    await expect(page).toHaveURL(/\/login\?view=sign_in&confirmed=1&error=TOKEN_EXPIRED$/);
    const card = page.getByTestId("auth-card");
    await expect(card.getByRole("alert")).toHaveText(
      "This confirmation link has expired or was already used. Sign in with your email and password and we'll email you a new one.",
    );
    await expect(card.getByRole("status")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign In");
    await expect(card.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  });

  test("a code tried too many times is refused even when right, with a way to get a new one", async ({ page, request, baseURL }) => {
    const { email } = await confirmedAccount(request, baseURL!);
    await gotoHydrated(page, "/login?view=verify_otp");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Email me a code" }).click();
    const card = page.getByTestId("auth-card");
    await expect(card.getByRole("status")).toHaveText("Check your email for a 6-digit code");
    const mail = await waitForMail(email, "otp");
    const code = /Your code: (\d{6})/.exec(mail.text)![1]!;
    const wrong = code === "000000" ? "111111" : "000000";
    const verify = card.getByRole("button", { name: "Verify token" });
    await page.getByLabel("Verification code").fill(wrong);
    // Five wrong codes (the allowed attempts), each refused as not valid.
    for (let i = 0; i < 5; i++) {
      const answer = page.waitForResponse((r) => r.url().endsWith("/api/auth/sign-in/email-otp"));
      await verify.click();
      expect((await answer).status()).toBe(400);
      await expect(card.getByRole("alert")).toHaveText("That code is not valid. Check it, or email yourself a new code.");
    }
    await page.getByLabel("Verification code").fill(code);
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/auth/sign-in/email-otp"));
    await verify.click();
    expect((await answer).status()).toBe(403);
    await expect(card.getByRole("alert")).toHaveText("Too many attempts with this code. Email yourself a new code.");
    await expect(card.getByRole("button", { name: "Email me a code" })).toBeEnabled();
    await expect(page).toHaveURL(/\/login\?view=verify_otp$/);
  });

  test("an expired code says so (the server's OTP_EXPIRED answer)", async ({ page }) => {
    // A code lives 10 minutes and the e2e database belongs to the server process, so the expiry
    // itself is produced in tests/integration/auth-account.test.ts; here the browser gets that
    // exact answer (400 {"code":"OTP_EXPIRED","message":"OTP expired"}).
    await page.route("**/api/auth/sign-in/email-otp", (route) =>
      route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ code: "OTP_EXPIRED", message: "OTP expired" }) }),
    );
    await gotoHydrated(page, "/login?view=verify_otp");
    await page.getByLabel("Email address").fill(uniqueEmail("expired-code"));
    await page.getByLabel("Verification code").fill("123456");
    await page.getByRole("button", { name: "Verify token" }).click();
    const card = page.getByTestId("auth-card");
    await expect(card.getByRole("alert")).toHaveText("That code has expired. Email yourself a new code.");
    await expect(card.getByRole("alert")).toHaveClass(/text-destructive/);
    await expect(card.getByRole("button", { name: "Email me a code" })).toBeEnabled();
  });
});

test.describe("the dev mailbox from the login page", () => {
  test("after sign-up the confirmation notice links to the dev mailbox, which has the email", async ({ page }) => {
    const email = uniqueEmail("find-mailbox");
    await gotoHydrated(page, "/login");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    const card = page.getByTestId("auth-card");
    // No link before anything was sent.
    await expect(card.getByRole("link", { name: "Open the dev mailbox" })).toHaveCount(0);
    await card.getByRole("button", { name: "Sign up", exact: true }).click();
    await expect(card.getByRole("status")).toHaveText("Check your email for the confirmation link");
    const link = card.getByRole("link", { name: "Open the dev mailbox" });
    await expect(link).toHaveAttribute("href", "/dev/mailbox");

    const [mailbox] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
    await expect(mailbox).toHaveURL(/\/dev\/mailbox$/);
    await expect(mailbox.getByRole("heading", { level: 1, name: "Dev mailbox" })).toBeVisible();
    await expect(mailbox.getByTestId("mailbox-message").filter({ hasText: email }).first().getByRole("heading")).toHaveText(
      "Confirm your email for Voxa AI",
    );
  });

  test("the magic-link and reset notices link to it too; an error does not", async ({ page }) => {
    await gotoHydrated(page, "/login?view=magic_link");
    const card = page.getByTestId("auth-card");
    await page.getByLabel("Email address").fill(uniqueEmail("find-mailbox-magic"));
    await page.getByRole("button", { name: "Send Magic Link" }).click();
    await expect(card.getByRole("status")).toHaveText("Check your email for the magic link");
    await expect(card.getByRole("link", { name: "Open the dev mailbox" })).toHaveAttribute("href", "/dev/mailbox");

    await gotoHydrated(page, "/login?view=forgotten_password");
    await page.getByLabel("Email address").fill(uniqueEmail("find-mailbox-reset"));
    await page.getByRole("button", { name: "Send reset password instructions" }).click();
    await expect(card.getByRole("status")).toHaveText("Check your email for the password reset link");
    await expect(card.getByRole("link", { name: "Open the dev mailbox" })).toHaveAttribute("href", "/dev/mailbox");

    await gotoHydrated(page, "/login?view=sign_in");
    await signInThroughForm(page, uniqueEmail("nobody"), "not the password");
    await expect(card.getByRole("alert")).toHaveText("Invalid email or password");
    await expect(card.getByRole("link", { name: "Open the dev mailbox" })).toHaveCount(0);
  });
});
