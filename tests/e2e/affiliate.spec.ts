import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, gotoHydrated, test, toasts } from "./fixtures";
import { allowReferralCookie, confirmedAccount, signInThroughForm } from "./helpers";

async function signIn(page: Page, email: string, password: string, redirectTo = "/affiliate-program") {
  await gotoHydrated(page, `/login?view=sign_in&redirectTo=${encodeURIComponent(redirectTo)}`);
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(new RegExp(`${redirectTo.replace(/\//g, "\\/")}$`), { timeout: 15_000 });
}

test.describe("affiliate program", () => {
  test("guarded: a visitor without a session is sent to /login and back", async ({ page }) => {
    await page.goto("/affiliate-program");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faffiliate-program/);
  });

  test("join, share the link, and get credited once for a referred sign-up (a test-mode purchase earns nothing); nobody else sees it", async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const partner = await confirmedAccount(request, baseURL!);
    await signIn(page, partner.email, partner.password);
    await expect(page.getByRole("heading", { name: "Become an Affiliate Partner" })).toBeVisible();
    await page.getByRole("button", { name: "Join Affiliate Program" }).click();
    await expect(toasts(page).getByText("Success! You are now an affiliate partner.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Affiliate Dashboard" })).toBeVisible();
    for (const label of ["Total Earnings", "Total Referrals", "Commission Rate"]) await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByText("20%", { exact: true })).toBeVisible();
    await expect(page.getByText("No referrals yet")).toBeVisible();
    for (const col of ["Date", "User", "Status", "Commission"]) await expect(page.getByRole("columnheader", { name: col })).toBeVisible();
    const link = await page.getByLabel("Your affiliate link").inputValue();
    expect(link).toMatch(/\/\?ref=[A-Z0-9]+$/);
    const code = new URL(link).searchParams.get("ref")!;
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Copy Link" }).click();
    await expect(toasts(page).getByText("Copied!")).toBeVisible();
    await expect(toasts(page).getByText("Affiliate link copied to clipboard.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A visitor arrives through the link, signs up, and buys the main offer in test mode.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/?ref=${code}`);
    // Nothing is remembered until the visitor allows it (decision 069).
    expect((await visitorContext.cookies()).map((c) => c.name)).not.toContain("voxa_ref");
    await allowReferralCookie(visitor);
    const cookies = await visitorContext.cookies();
    expect(cookies.find((c) => c.name === "voxa_ref")).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    // The code, then the click time and the site's signature (decision 059).
    expect(cookies.find((c) => c.name === "voxa_ref")?.value).toMatch(new RegExp(`^${code}\\.[0-9a-z]+\\.[\\w-]{22}$`));
    // Confirming the email through the visitor's own context signs the visitor in.
    await confirmedAccount(visitorContext.request, baseURL!);
    await gotoHydrated(visitor, "/checkout");
    await expect(visitor.getByText(`Referral code ${code} applied`)).toBeVisible();
    await visitor.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(visitor).toHaveURL(/\/checkout\/test\//);
    await visitor.getByRole("button", { name: /^Pay \$247\.00/ }).click();
    await expect(visitor.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();

    // The partner sees exactly one referral: the sign-up became the order's, marked as a test
    // order. A TEST MODE order moves no money, so it earns no commission (decisions 042 and 110).
    const row = page.locator("tbody tr").first();
    await expect(async () => {
      await page.reload();
      await expect(row).toContainText("Test order (no commission)", { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(row).toContainText("$0.00");
    await expect(row).toContainText("•••@example.com");
    await expect(page.locator("tbody tr")).toHaveCount(1);
    await expect(page.locator("tbody tr").filter({ hasText: "$49.40" })).toHaveCount(0);

    // The buyer is not an affiliate and cannot see the partner's data.
    await visitor.goto("/affiliate-program");
    await expect(visitor.getByRole("heading", { name: "Become an Affiliate Partner" })).toBeVisible();
    await expect(visitor.getByText(code)).toHaveCount(0);
    await visitor.goto("/user-dashboard");
    await expect(visitor.getByRole("heading", { name: "Dashboard", exact: true })).toBeVisible();
    await expect(visitor.getByText("AI Voice Agent Implementation")).toBeVisible();
    await visitorContext.close();
  });
});
