import type { Page, Request, Route } from "@playwright/test";
import { expect, gotoHydrated, test, toasts } from "./fixtures";
import { allowReferralCookie, confirmedAccount, signInThroughForm } from "./helpers";

/**
 * /affiliate-program: the spec §8 error toasts, the loading state, and the /user-dashboard card.
 * The page's data is rendered on the server, so the failures here come from client navigations
 * (the footer's "Affiliate Program" link) and the join post, whose `.data` requests we answer.
 */

async function signIn(page: Page, email: string, password: string, redirectTo = "/affiliate-program") {
  await gotoHydrated(page, `/login?view=sign_in&redirectTo=${encodeURIComponent(redirectTo)}`);
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(new RegExp(`${redirectTo.replace(/\//g, "\\/")}$`), { timeout: 15_000 });
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** The affiliate page's own loader request (a client navigation to /affiliate-program). */
const affiliateData = (req: Request) => {
  const url = new URL(req.url());
  return req.method() === "GET" && url.pathname === "/affiliate-program.data" && (url.searchParams.get("_routes") ?? "").includes("affiliate-program/index");
};
/** The join form's post. */
const joinPost = (req: Request) => req.method() === "POST" && new URL(req.url()).pathname === "/affiliate-program.data";

async function routeRequests(page: Page, match: (req: Request) => boolean, handle: (route: Route) => Promise<void>) {
  const seen: string[] = [];
  await page.route("**/affiliate-program.data*", async (route) => {
    if (!match(route.request())) return route.fallback();
    seen.push(route.request().url());
    await handle(route);
  });
  return seen;
}

/**
 * The footer's "Affiliate Program" link (a client navigation), in its "Company" section: a column
 * that stands open from 1024 px, an accordion opened first on narrower screens (decision 103).
 */
async function footerLink(page: Page) {
  const nav = page.getByRole("navigation", { name: "Footer" });
  const company = nav.locator("details", { has: page.getByRole("heading", { name: "Company" }) });
  if ((await company.isVisible()) && !(await company.evaluate((d: HTMLDetailsElement) => d.open)))
    await company.locator("summary").click();
  return nav.getByRole("link", { name: "Affiliate Program", exact: true });
}

async function expectOneErrorToast(page: Page, description: string) {
  // Other toasts (the sign-in's "Welcome!") may still be on screen: exactly one error toast.
  const toast = toasts(page).locator("[data-sonner-toast][data-type='error']");
  await expect(toast).toHaveCount(1);
  await expect(toast.locator("[data-title]")).toHaveText("Error");
  await expect(toast.locator("[data-description]")).toHaveText(description);
}

async function join(page: Page) {
  await page.getByRole("button", { name: "Join Affiliate Program" }).click();
  await expect(toasts(page).getByText("Success! You are now an affiliate partner.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Affiliate Dashboard" })).toBeVisible();
  const link = await page.getByLabel("Your affiliate link").inputValue();
  return new URL(link).searchParams.get("ref")!;
}

/**
 * What the server sends when its referrals query fails (the loader's `referrals: null`): the real
 * answer with that one field set to null in React Router's turbo-stream encoding (a flat JSON array
 * whose objects map "_<key index>" to a value index; -5 is null).
 */
async function withReferralsFailed(route: Route) {
  const response = await route.fetch();
  const [head, ...rest] = (await response.text()).split("\n");
  const flat = JSON.parse(head) as unknown[];
  const key = `_${flat.indexOf("referrals")}`;
  let patched = 0;
  for (const v of flat) {
    if (v && typeof v === "object" && !Array.isArray(v) && key in v) {
      (v as Record<string, number>)[key] = -5;
      patched++;
    }
  }
  expect(patched, "the answer carries the referrals field once").toBe(1);
  await route.fulfill({ response, body: [JSON.stringify(flat), ...rest].join("\n") });
}

test.describe("/affiliate-program: errors and loading", () => {
  test.use({ expectedConsoleErrors: /Failed to load resource: the server responded with a status of 500/ });

  test('loading the page fails: "Error" / "Failed to load affiliate data. Please try again.", then a retry loads it', async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await confirmedAccount(request, baseURL!);
    await signIn(page, account.email, account.password, "/user-dashboard");
    const seen = await routeRequests(page, affiliateData, (route) => route.fulfill({ status: 500, body: "Internal Server Error" }));
    await (await footerLink(page)).click();
    await expect(page).toHaveURL(/\/affiliate-program$/);
    await expectOneErrorToast(page, "Failed to load affiliate data. Please try again.");
    await expect(page.getByRole("heading", { name: "Affiliate Dashboard" })).toBeVisible();
    await expect(page.locator("main").getByText("Failed to load affiliate data. Please try again.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Join Affiliate Program" })).toHaveCount(0);
    expect(seen).toHaveLength(1);

    // The visitor tries again and the page loads.
    await page.unrouteAll({ behavior: "wait" });
    await (await footerLink(page)).click();
    await expect(page.getByRole("heading", { name: "Become an Affiliate Partner" })).toBeVisible();
    await expect(page.locator("main").getByText("Failed to load affiliate data. Please try again.")).toHaveCount(0);
  });

  test('loading the referrals fails: "Error" / "Failed to load referrals. Please try again." over the rest of the dashboard', async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await confirmedAccount(request, baseURL!);
    await signIn(page, account.email, account.password);
    await join(page);
    await expect(page.getByText("No referrals yet")).toBeVisible();
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(toasts(page).locator("[data-sonner-toast][data-type='error']")).toHaveCount(0);

    const seen = await routeRequests(page, affiliateData, withReferralsFailed);
    await (await footerLink(page)).click();
    await expectOneErrorToast(page, "Failed to load referrals. Please try again.");
    expect(seen).toHaveLength(1);
    // The summary still loads; the table says the referrals failed rather than "No referrals yet".
    await expect(page.getByRole("heading", { name: "Affiliate Dashboard" })).toBeVisible();
    await expect(page.getByText("20%", { exact: true })).toBeVisible();
    await expect(page.locator("tbody")).toHaveText("Failed to load referrals. Please try again.");
    await expect(page.getByText("No referrals yet")).toHaveCount(0);
  });

  test('joining fails: "Error" / "Failed to register as affiliate. Please try again.", and a second try joins', async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await confirmedAccount(request, baseURL!);
    await signIn(page, account.email, account.password);
    const seen = await routeRequests(page, joinPost, (route) => route.fulfill({ status: 500, body: "Internal Server Error" }));
    await page.getByRole("button", { name: "Join Affiliate Program" }).click();
    await expectOneErrorToast(page, "Failed to register as affiliate. Please try again.");
    expect(seen).toHaveLength(1);
    await expect(page.getByRole("heading", { name: "Become an Affiliate Partner" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Join Affiliate Program" })).toBeEnabled();
    await expect(toasts(page).getByText("Success! You are now an affiliate partner.")).toHaveCount(0);

    await page.unrouteAll({ behavior: "wait" });
    await join(page);
  });

  test('a slow load shows "Loading your affiliate account..." with a spinner until the data arrives', async ({ page, request, baseURL }) => {
    const account = await confirmedAccount(request, baseURL!);
    await signIn(page, account.email, account.password);
    await expect(page.getByRole("heading", { name: "Become an Affiliate Partner" })).toBeVisible();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const seen = await routeRequests(page, affiliateData, async (route) => {
      await held;
      await route.continue();
    });
    await (await footerLink(page)).click();
    const status = page.getByRole("status").filter({ hasText: "Loading your affiliate account..." });
    await expect(status).toBeVisible();
    await expect(status).toHaveText("Loading your affiliate account...");
    await expect(status.locator("svg.animate-spin")).toBeVisible();
    await expect(page.locator("section[aria-busy='true']")).toContainText("Loading your affiliate account...");
    await expect(page.getByRole("heading", { name: "Become an Affiliate Partner" })).toHaveCount(0);
    // Still loading a moment later: the page waits for its data.
    await page.waitForTimeout(500);
    await expect(status).toBeVisible();
    expect(seen).toHaveLength(1);

    release();
    await expect(page.getByRole("heading", { name: "Become an Affiliate Partner" })).toBeVisible();
    await expect(status).toHaveCount(0);
    await expect(page.locator("section[aria-busy='true']")).toHaveCount(0);
  });
});

test.describe("/user-dashboard: the affiliate summary card", () => {
  test("an affiliate with one referral sees the card's code, earnings and referrals, and its link opens the dashboard", async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const partner = await confirmedAccount(request, baseURL!);
    await signIn(page, partner.email, partner.password, "/user-dashboard");
    // Not an affiliate yet: no card.
    await expect(page.getByRole("region", { name: "Affiliate Program" })).toHaveCount(0);

    await gotoHydrated(page, "/affiliate-program");
    const code = await join(page);

    // One referral: a visitor arrives through the link and signs up.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/?ref=${code}`);
    await allowReferralCookie(visitor);
    // The code, then the click time and the site's signature (decision 059).
    expect((await visitorContext.cookies()).find((c) => c.name === "voxa_ref")?.value).toMatch(new RegExp(`^${code}\\.[0-9a-z]+\\.[\\w-]{22}$`));
    await confirmedAccount(visitorContext.request, baseURL!);
    await visitorContext.close();

    await gotoHydrated(page, "/user-dashboard");
    const card = page.getByRole("region", { name: "Affiliate Program" });
    await expect(card.getByRole("heading", { level: 2 })).toHaveText("Affiliate Program");
    const figure = (term: string) => card.locator("div", { has: page.locator("dt", { hasText: term }) }).locator("dd");
    await expect(figure("Code")).toHaveText(code);
    // A sign-up earns nothing until a purchase's commission is approved.
    await expect(figure("Total Earnings")).toHaveText("$0.00");
    await expect(figure("Total Referrals")).toHaveText("1");
    const link = card.getByRole("link", { name: "Open the Affiliate Dashboard", exact: true });
    await expect(link).toHaveAttribute("href", "/affiliate-program");

    await link.click();
    await expect(page).toHaveURL(/\/affiliate-program$/);
    await expect(page.getByRole("heading", { name: "Affiliate Dashboard" })).toBeVisible();
    await expect(page.locator("tbody tr")).toHaveCount(1);
    await expect(page.locator("tbody tr").first()).toContainText("Signed up");
    await expect(page.locator("tbody tr").first()).toContainText("$0.00");
  });
});
