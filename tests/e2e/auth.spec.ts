import type { Page } from "@playwright/test";
import { totpFromUri } from "../support/totp";
import { expect, expectNoSeriousA11yViolations, gotoHydrated, test, toasts } from "./fixtures";
import { confirmedAccount, localLink, PASSWORD, signInThroughForm, uniqueEmail, waitForMail } from "./helpers";

const TAGLINE = "AI Voice Agents & Business Automation";

// Wrong passwords and codes are part of these tests: the browser logs their 400/401 answers.
test.use({ expectedConsoleErrors: /Failed to load resource: the server responded with a status of 40[01]/ });
async function expectWelcome(page: Page, description = "Successfully signed in. Redirecting to checkout...") {
  const toast = toasts(page).locator("[data-sonner-toast]").filter({ hasText: "Welcome!" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(description);
}

/** Navigation to /checkout was attempted: the document or the data request for it. */
function checkoutRequest(page: Page) {
  return page.waitForRequest((r) => new URL(r.url()).pathname.replace(/\.data$/, "") === "/checkout");
}

test.describe("/login: the six views", () => {
  test("starts on sign up; links switch views; exact headings, labels and buttons; 360 px card", async ({ page }) => {
    await page.goto("/login");
    await expect(page).toHaveTitle(`Sign In or Create Your Account | ${TAGLINE}`);
    await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign Up");
    const card = page.getByTestId("auth-card");
    expect((await card.boundingBox())?.width).toBe(360);
    await expect(card.getByRole("button", { name: "Sign up", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: /google|github|azure/i })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await card.getByRole("link", { name: "Already have an account? Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign In");
    await expect(card.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();

    await card.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(card.getByRole("button", { name: "Send reset password instructions" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign In");
    await card.getByRole("link", { name: "Already have an account? Sign in" }).click();

    await card.getByRole("link", { name: "Send a magic link email" }).click();
    await expect(card.getByRole("button", { name: "Send Magic Link" })).toBeVisible();

    await card.getByRole("link", { name: "Have a code? Enter it here" }).click();
    await expect(card.getByRole("button", { name: "Verify token" })).toBeVisible();
    await expect(card.getByLabel("Verification code")).toBeVisible();

    await card.getByRole("link", { name: "Already have an account? Sign in" }).click();
    await card.getByRole("link", { name: "Don't have an account? Sign up" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign Up");

    await page.goto("/login?view=update_password");
    await expect(page.getByTestId("auth-card").getByRole("button", { name: "Update password" })).toBeVisible();
    await expect(page.getByLabel("New password")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("client-side rules: no email and password, or an empty magic-link email, stop before any request", async ({ page }) => {
    const authCalls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/auth/") && r.method() === "POST") authCalls.push(r.url());
    });
    await page.goto("/login");
    const card = page.getByTestId("auth-card");
    await card.getByRole("button", { name: "Sign up", exact: true }).click();
    const alert = card.getByRole("alert");
    await expect(alert).toHaveText("You must provide either an email or phone number and a password");
    await expect(alert).toHaveClass(/text-destructive/);

    await card.getByRole("link", { name: "Already have an account? Sign in" }).click();
    await card.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(card.getByRole("alert")).toHaveText("You must provide either an email or phone number and a password");

    await card.getByRole("link", { name: "Send a magic link email" }).click();
    await card.getByRole("button", { name: "Send Magic Link" }).click();
    await expect(card.getByRole("alert")).toHaveText("Email address is required");
    expect(authCalls).toEqual([]);
  });

  test("a wrong password says so in a danger box without revealing whether the email exists", async ({ page, request, baseURL }) => {
    const { email } = await confirmedAccount(request, baseURL!);
    await page.goto("/login?view=sign_in");
    await signInThroughForm(page, email, "not the password");
    const alert = page.getByTestId("auth-card").getByRole("alert");
    await expect(alert).toHaveText("Invalid email or password");
    await page.getByLabel("Email address").fill(uniqueEmail("nobody"));
    await page.getByLabel("Password", { exact: true }).fill("not the password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(alert).toHaveText("Invalid email or password");
  });

  test("what a visitor types before the page's scripts have run is kept, and signs them in", async ({ page, request, baseURL }) => {
    const { email } = await confirmedAccount(request, baseURL!);
    // A slow phone: the page's scripts arrive 2 s after the card is on screen.
    await page.route("**/assets/*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.goto("/login?view=sign_in", { waitUntil: "commit" });
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });
    await expect(page.getByLabel("Email address")).toHaveValue(email);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expectWelcome(page);
  });
});

test.describe("accounts end to end", () => {
  test("the dev mailbox shows an email sent while it is open, without a reload", async ({ page, request, baseURL }) => {
    await gotoHydrated(page, "/dev/mailbox");
    const email = uniqueEmail("watcher");
    const res = await request.post("/api/auth/sign-up/email", {
      data: { email, password: PASSWORD, name: "", callbackURL: "/login?view=sign_in&confirmed=1" },
      headers: { origin: baseURL! },
    });
    expect(res.status()).toBe(200);
    const message = page.getByTestId("mailbox-message").filter({ hasText: email });
    await expect(message.getByRole("heading")).toHaveText("Confirm your email for Voxa AI");
  });

  test("sign up → dev mailbox → confirm → Welcome! → /checkout; sign out from the header menu; sign in again", async ({ page }) => {
    const email = uniqueEmail("newcomer");
    await page.goto("/login");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    // Hold the request so the loading state can be seen.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/api/auth/sign-up/email", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Sign up", exact: true }).click();
    const loading = page.getByRole("button", { name: "Signing up ..." });
    await expect(loading).toBeVisible();
    await expect(loading).toBeDisabled();
    release();
    await expect(page.getByTestId("auth-card").getByRole("status")).toHaveText("Check your email for the confirmation link");
    await page.unroute("**/api/auth/sign-up/email");

    // The newcomer's way: the dev mailbox lists the email with its link.
    await page.goto("/dev/mailbox");
    await expect(page.getByRole("heading", { level: 1, name: "Dev mailbox" })).toBeVisible();
    await expect(page).toHaveTitle(`Dev mailbox | ${TAGLINE}`);
    await expectNoSeriousA11yViolations(page);
    const message = page.getByTestId("mailbox-message").filter({ hasText: email }).first();
    await expect(message.getByRole("heading")).toHaveText("Confirm your email for Voxa AI");
    const link = message.getByTestId("mailbox-link").filter({ hasText: "/api/auth/verify-email" });
    const toCheckout = checkoutRequest(page);
    await link.click();
    await expectWelcome(page);
    await toCheckout;
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/checkout$/);

    // Signed in: the header shows the account menu; sign out from it.
    await page.setViewportSize({ width: 1280, height: 800 });
    const menu = page.getByRole("button", { name: "Account menu" });
    await expect(menu).toBeVisible();
    await menu.click();
    await expect(page.getByRole("menu")).toContainText(email);
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(toasts(page)).toContainText("You have been signed out");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();

    await page.goto("/login?view=sign_in");
    const again = checkoutRequest(page);
    await signInThroughForm(page, email, PASSWORD);
    await expectWelcome(page);
    await again;
  });

  test("guard: /user-dashboard sends a signed-out visitor to /login?redirectTo=%2Fuser-dashboard and back after sign-in", async ({
    page,
    request,
    baseURL,
  }) => {
    const { email } = await confirmedAccount(request, baseURL!);
    await page.goto("/user-dashboard");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fuser-dashboard$/);
    await page.getByTestId("auth-card").getByRole("link", { name: "Already have an account? Sign in" }).click();
    await signInThroughForm(page, email, PASSWORD);
    await expectWelcome(page, "Successfully signed in. Taking you back to where you were...");
    await expect(page).toHaveURL(/\/user-dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
    await expect(page).toHaveTitle(`Dashboard | ${TAGLINE}`);
    await expect(page.getByTestId("account-email")).toHaveText(email);
    await expect(page.getByText("Verified", { exact: true })).toBeVisible();
    await expect(page.getByTestId("sessions").getByText("This device")).toBeVisible();
    // The welcome toast is checked above; axe looks at the dashboard itself.
    await expect(toasts(page).locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
    await expectNoSeriousA11yViolations(page);

    // A signed-in visitor who opens /login is greeted and sent on.
    const toCheckout = checkoutRequest(page);
    await page.goto("/login");
    await expectWelcome(page);
    await toCheckout;
  });

  test("magic link signs in; a reused link explains itself and offers a new one", async ({ page, context }) => {
    const email = uniqueEmail("magic");
    await page.goto("/login?view=magic_link");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Send Magic Link" }).click();
    await expect(page.getByTestId("auth-card").getByRole("status")).toHaveText("Check your email for the magic link");
    const mail = await waitForMail(email, "magic-link");
    const link = localLink(mail, "/api/auth/magic-link/verify");
    const toCheckout = checkoutRequest(page);
    await page.goto(link);
    await expectWelcome(page);
    await toCheckout;

    const other = await context.browser()!.newContext({ baseURL: new URL(page.url()).origin });
    const stranger = await other.newPage();
    await stranger.goto(link);
    await expect(stranger).toHaveURL(/\/login\?view=magic_link&error=INVALID_TOKEN/);
    await expect(stranger.getByTestId("auth-card").getByRole("alert")).toHaveText(
      "This magic link has expired or was already used. Enter your email to get a new one.",
    );
    await expect(stranger.getByRole("button", { name: "Send Magic Link" })).toBeVisible();
    await other.close();
  });

  test("forgotten password → reset link → update password → back to sign in → sign in with the new password", async ({
    page,
    request,
    baseURL,
  }) => {
    const { email } = await confirmedAccount(request, baseURL!);
    await page.goto("/login?view=forgotten_password");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Send reset password instructions" }).click();
    await expect(page.getByTestId("auth-card").getByRole("status")).toHaveText("Check your email for the password reset link");
    const mail = await waitForMail(email, "reset-password");
    await page.goto(localLink(mail, "/api/auth/reset-password/"));
    await expect(page).toHaveURL(/view=update_password&token=/);
    await expect(page.getByRole("button", { name: "Update password" })).toBeVisible();
    const newPassword = "a much better password";
    await page.getByLabel("New password").fill(newPassword);
    await page.getByRole("button", { name: "Update password" }).click();
    const card = page.getByTestId("auth-card");
    await expect(card.getByRole("status")).toHaveText("Your password has been updated");
    await expect(card).toHaveAttribute("data-view", "sign_in");
    await expect(card.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
    const toCheckout = checkoutRequest(page);
    await signInThroughForm(page, email, newPassword);
    await expectWelcome(page);
    await toCheckout;

    // The same link again: a clear message on the view that sends a new one.
    const other = await page.context().browser()!.newContext({ baseURL: baseURL! });
    const again = await other.newPage();
    await again.goto(localLink(mail, "/api/auth/reset-password/"));
    await expect(again.getByTestId("auth-card").getByRole("alert")).toHaveText(
      "This password reset link has expired or was already used. Enter your email to get a new one.",
    );
    await expect(again.getByRole("button", { name: "Send reset password instructions" })).toBeVisible();
    await other.close();
  });

  test("verify_otp: email a code, a wrong code is refused, the right one signs in", async ({ page, request, baseURL }) => {
    const { email } = await confirmedAccount(request, baseURL!);
    await page.goto("/login?view=verify_otp");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Email me a code" }).click();
    const card = page.getByTestId("auth-card");
    await expect(card.getByRole("status")).toHaveText("Check your email for a 6-digit code");
    const mail = await waitForMail(email, "otp");
    const code = /Your code: (\d{6})/.exec(mail.text)![1]!;
    await page.getByLabel("Verification code").fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify token" }).click();
    await expect(card.getByRole("alert")).toHaveText("That code is not valid. Check it, or email yourself a new code.");
    await page.getByLabel("Verification code").fill(code);
    const toCheckout = checkoutRequest(page);
    await page.getByRole("button", { name: "Verify token" }).click();
    await expectWelcome(page);
    await toCheckout;
  });

  test("dashboard: turn on TOTP two-factor, sign in with a code, then delete the account after confirming", async ({
    page,
    request,
    baseURL,
  }) => {
    // Sign-up, confirmation, two sign-ins, two-factor set-up and deletion: over 30 s when the machine is busy.
    test.setTimeout(60_000);
    const { email } = await confirmedAccount(request, baseURL!);
    await page.goto("/login?view=sign_in&redirectTo=%2Fuser-dashboard");
    await signInThroughForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/user-dashboard$/);

    const twoFactor = page.getByRole("region", { name: "Two-factor authentication" });
    await twoFactor.getByLabel("Confirm your password").fill(PASSWORD);
    await twoFactor.getByRole("button", { name: "Enable two-factor" }).click();
    const uri = await twoFactor.getByTestId("totp-uri").getAttribute("href");
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    await expect(twoFactor.getByTestId("totp-secret")).toHaveText(/^[A-Z2-7 ]+$/);
    await twoFactor.getByLabel("Code from your app").fill(totpFromUri(uri!));
    await twoFactor.getByRole("button", { name: "Verify code" }).click();
    await expect(twoFactor.getByTestId("two-factor-state")).toHaveText("On: signing in asks for a code from your authenticator app.");

    // Sign out, then sign in: the password is followed by a code from the app.
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/login?view=sign_in&redirectTo=%2Fuser-dashboard");
    await signInThroughForm(page, email, PASSWORD);
    const card = page.getByTestId("auth-card");
    await expect(card.getByRole("status")).toHaveText("Your account uses two-factor authentication.");
    await card.getByLabel("Authentication code").fill(totpFromUri(uri!));
    await card.getByRole("button", { name: "Verify code" }).click();
    await expect(page).toHaveURL(/\/user-dashboard$/);

    // Delete, with a confirmation dialog.
    const danger = page.getByRole("region", { name: "Delete account" });
    await danger.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Confirm your password").fill("wrong password");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("That password is not correct.");
    await dialog.getByLabel("Confirm your password").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(toasts(page)).toContainText("Your account has been deleted");
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/login?view=sign_in");
    await signInThroughForm(page, email, PASSWORD);
    await expect(page.getByTestId("auth-card").getByRole("alert")).toHaveText("Invalid email or password");
  });

  test("mobile header: the menu shows Sign in, then the account with Sign out", async ({ page, request, baseURL }) => {
    const { email } = await confirmedAccount(request, baseURL!);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/login\?view=sign_in$/);
    await signInThroughForm(page, email, PASSWORD);
    await expectWelcome(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toContainText(email);
    await menu.getByRole("button", { name: "Sign out" }).click();
    await expect(toasts(page)).toContainText("You have been signed out");
  });
});
