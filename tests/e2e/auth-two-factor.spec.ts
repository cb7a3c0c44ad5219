import { totpFromUri } from "../support/totp";
import { expect, test, toasts } from "./fixtures";
import { confirmedAccount, localLink, PASSWORD, waitForMail } from "./helpers";

/**
 * Issue 14 item 5: a magic link of an account with TOTP two-factor signs nobody in by itself;
 * it lands on the same authenticator-code step as a password sign-in (docs/decisions/043).
 */
test("a TOTP account signing in by magic link is asked for the authenticator code first", async ({
  page,
  request,
  baseURL,
}) => {
  // An account with two-factor on, set up through the API (confirmedAccount signs `request` in).
  const { email } = await confirmedAccount(request, baseURL!);
  const enable = await request.post("/api/auth/two-factor/enable", {
    data: { password: PASSWORD },
    headers: { origin: baseURL! },
  });
  expect(enable.status()).toBe(200);
  const { totpURI } = (await enable.json()) as { totpURI: string };
  const verify = await request.post("/api/auth/two-factor/verify-totp", {
    data: { code: totpFromUri(totpURI) },
    headers: { origin: baseURL! },
  });
  expect(verify.status()).toBe(200);

  await page.goto("/login?view=magic_link");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send Magic Link" }).click();
  await expect(page.getByTestId("auth-card").getByRole("status")).toHaveText("Check your email for the magic link");
  const mail = await waitForMail(email, "magic-link");
  await page.goto(localLink(mail, "/api/auth/magic-link/verify"));

  // Not signed in: the code step, with nothing else to fill in.
  await expect(page).toHaveURL(/\/login\?view=sign_in&two_factor=1/);
  const card = page.getByTestId("auth-card");
  await expect(card.getByRole("status")).toHaveText("Your account uses two-factor authentication.");
  await expect(card.getByLabel("Authentication code")).toBeVisible();
  await expect(card.getByLabel("Email address")).toHaveCount(0);
  const session = await page.request.get("/api/auth/get-session");
  expect(await session.json()).toBeNull();

  await card.getByLabel("Authentication code").fill(totpFromUri(totpURI));
  await card.getByRole("button", { name: "Verify code" }).click();
  await expect(toasts(page).locator("[data-sonner-toast]").filter({ hasText: "Welcome!" })).toBeVisible();
  expect(
    ((await (await page.request.get("/api/auth/get-session")).json()) as { user: { email: string } }).user.email,
  ).toBe(email);
});
