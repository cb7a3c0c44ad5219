import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from "./fixtures";
import { allowReferralCookie, confirmedAccount } from "./helpers";

/**
 * The referral-cookie notice (docs/decisions/069): the one non-essential cookie is set only after
 * the visitor allows it, never under Global Privacy Control, and a "Decline" credits no partner.
 */

const TEXT =
  "A partner sent you here. May we keep a cookie for 60 days that names the partner, so they are credited if you buy? It holds nothing about you.";

/** A partner with an affiliate link, signed in on their dashboard. */
async function newPartner(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await confirmedAccount(context.request, baseURL);
  const join = await context.request.post("/affiliate-program?index", {
    form: { intent: "join" },
    headers: { origin: baseURL },
  });
  expect(join.status()).toBe(200);
  const page = await context.newPage();
  await page.goto("/affiliate-program");
  const code = new URL(await page.getByLabel("Your affiliate link").inputValue()).searchParams.get("ref")!;
  expect(code).toMatch(/^[A-Z0-9]+$/);
  return { page, code, close: () => context.close() };
}

const notice = (page: Page) => page.getByRole("region", { name: "Referral cookie" });
const cookieNamed = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((c) => c.name === name);
/** The notice's question to the server ("should I ask?"), answered after hydration. */
const askAnswer = (page: Page) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === "/api/consent" && r.request().method() === "GET");

/** The header's and page's links and buttons on screen that the box covers, by their text. */
function coveredBy(page: Page, box: { x: number; y: number; width: number; height: number }) {
  return page.evaluate(
    ({ x, y, width, height }) =>
      [...document.querySelectorAll("header a, header button, main a, main button")]
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight)
        .filter(({ r }) => r.left < x + width && r.right > x && r.top < y + height && r.bottom > y)
        .map(({ el }) => el.textContent?.trim()),
    box,
  );
}

test.describe("the referral-cookie notice", () => {
  test("Decline: no referral cookie, the answer is remembered after a reload, and the partner is not credited", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const partner = await newPartner(browser, baseURL!);
    const context = await browser.newContext({ baseURL });
    const visitor = await context.newPage();
    await visitor.goto(`/?ref=${partner.code}`);
    await expect(notice(visitor)).toHaveText(`${TEXT}AllowDeclineCookie details`);
    await expect(notice(visitor).getByRole("link", { name: "Cookie details" })).toHaveAttribute(
      "href",
      `/privacy?ref=${partner.code}#cookies`,
    );
    // Before an answer, nothing is stored.
    expect(await context.cookies()).toEqual([]);

    await notice(visitor).getByRole("button", { name: "Decline" }).click();
    await expect(notice(visitor)).toHaveCount(0);
    await expect(visitor.getByRole("status").filter({ hasText: "No referral cookie set." })).toBeAttached();
    expect(await cookieNamed(context, "voxa_ref")).toBeUndefined();
    expect(await cookieNamed(context, "voxa_consent")).toMatchObject({
      value: "referral:no",
      httpOnly: true,
      sameSite: "Lax",
    });

    const asked = askAnswer(visitor);
    await visitor.reload();
    expect(await (await asked).json()).toEqual({ ask: false });
    await expect(notice(visitor)).toHaveCount(0);
    expect(await cookieNamed(context, "voxa_ref")).toBeUndefined();

    // The visitor signs up and opens checkout through the same link: no partner is credited.
    await confirmedAccount(context.request, baseURL!);
    await gotoHydrated(visitor, `/checkout?ref=${partner.code}`);
    await expect(visitor.getByRole("button", { name: "Proceed to Checkout" })).toBeVisible();
    await expect(visitor.getByText(`Referral code ${partner.code} applied`)).toHaveCount(0);
    await partner.page.reload();
    await expect(partner.page.getByText("No referrals yet")).toBeVisible();
    await context.close();
    await partner.close();
  });

  test("Allow: the referral cookie is set, the notice does not come back, and the partner is credited", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const partner = await newPartner(browser, baseURL!);
    const context = await browser.newContext({ baseURL });
    const visitor = await context.newPage();
    await visitor.goto(`/pricing?ref=${partner.code}`);
    await expect(notice(visitor)).toBeVisible();
    expect(await cookieNamed(context, "voxa_ref")).toBeUndefined();
    await allowReferralCookie(visitor);
    expect(await cookieNamed(context, "voxa_consent")).toMatchObject({
      value: "referral:yes",
      httpOnly: true,
      sameSite: "Lax",
    });
    const ref = await cookieNamed(context, "voxa_ref");
    expect(ref).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    expect(ref?.value).toMatch(new RegExp(`^${partner.code}\\.[0-9a-z]+\\.[\\w-]{22}$`));

    const asked = askAnswer(visitor);
    await visitor.goto(`/?ref=${partner.code}`);
    expect(await (await asked).json()).toEqual({ ask: false });
    await expect(notice(visitor)).toHaveCount(0);

    // Checkout without the link still knows the partner, and the sign-up is credited to them.
    await confirmedAccount(context.request, baseURL!);
    await gotoHydrated(visitor, "/checkout");
    await expect(visitor.getByText(`Referral code ${partner.code} applied`)).toBeVisible();
    await partner.page.reload();
    await expect(partner.page.locator("tbody tr")).toHaveCount(1);
    await expect(partner.page.locator("tbody tr").first()).toContainText("Signed up");
    await context.close();
    await partner.close();
  });

  test("Sec-GPC: 1: no notice and no referral cookie, even after an earlier Allow; checkout credits nobody", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const partner = await newPartner(browser, baseURL!);
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "Sec-GPC": "1" } });
    const visitor = await context.newPage();
    const asked = askAnswer(visitor);
    await visitor.goto(`/?ref=${partner.code}`);
    expect(await (await asked).json()).toEqual({ ask: false });
    await expect(notice(visitor)).toHaveCount(0);
    expect(await context.cookies()).toEqual([]);

    await context.addCookies([{ name: "voxa_consent", value: "referral:yes", url: baseURL! }]);
    await visitor.goto(`/pricing?ref=${partner.code}`);
    expect(await cookieNamed(context, "voxa_ref")).toBeUndefined();
    await gotoHydrated(visitor, `/checkout?ref=${partner.code}`);
    await expect(visitor.getByRole("button", { name: "Proceed to Checkout" })).toBeVisible();
    await expect(visitor.getByText(`Referral code ${partner.code} applied`)).toHaveCount(0);
    expect(await cookieNamed(context, "voxa_ref")).toBeUndefined();
    await context.close();
    await partner.close();
  });

  test("keyboard: right after 'Skip to content', visible focus, Enter answers; no serious axe violations in light and dark", async ({
    browser,
    baseURL,
    page,
  }) => {
    test.setTimeout(90_000);
    const partner = await newPartner(browser, baseURL!);
    for (const theme of ["dark", "light"]) {
      const context = await browser.newContext({ baseURL });
      const visitor = await context.newPage();
      await visitor.addInitScript((t) => localStorage.setItem("theme", t), theme);
      await visitor.goto(`/?ref=${partner.code}`);
      await expect(notice(visitor)).toBeVisible();
      await expectNoSeriousA11yViolations(visitor);
      await context.close();
    }

    await page.goto(`/?ref=${partner.code}`);
    await expect(notice(page)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    const allow = notice(page).getByRole("button", { name: "Allow" });
    const decline = notice(page).getByRole("button", { name: "Decline" });
    await page.keyboard.press("Tab");
    await expect(allow).toBeFocused();
    expect(await allow.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
    await page.keyboard.press("Tab");
    await expect(decline).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(notice(page).getByRole("link", { name: "Cookie details" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(notice(page)).toHaveCount(0);
    expect(await cookieNamed(page.context(), "voxa_consent")).toMatchObject({ value: "referral:no" });
    await partner.close();
  });

  test("at 375 px: a quarter of the screen at most, no layout shift, covers no button or link, and steps aside for the voice assistant", async ({
    browser,
    baseURL,
    page,
  }) => {
    test.setTimeout(90_000);
    const partner = await newPartner(browser, baseURL!);
    await page.setViewportSize({ width: 375, height: 667 });
    // Hold the notice back until the page has been measured without it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/consent?*", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/?ref=${partner.code}`);
    const layout = () =>
      page.evaluate(() => ({
        heading: document.querySelector("h1")!.getBoundingClientRect().top + window.scrollY,
        height: document.documentElement.scrollHeight,
        scroll: window.scrollY,
      }));
    const before = await layout();
    release();
    await expect(notice(page)).toBeVisible();
    expect(await layout()).toEqual(before);

    const box = (await notice(page).boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(667 / 4);
    expect(box.y + box.height).toBeLessThanOrEqual(667);
    expect(await coveredBy(page, box)).toEqual([]);

    // The hero's live demo is pressable with the notice open; the assistant it opens is not covered.
    await page.getByRole("button", { name: "Try the Live Demo" }).click();
    const widget = page.locator("#voice-assistant-widget");
    await expect(widget).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
    await widget.getByRole("button", { name: "Close AI assistant" }).click();
    await expect(widget).toBeHidden();
    await expect(notice(page)).toBeVisible();
    await partner.close();
  });

  test("at 1280 × 720 it covers none of the first screen's links or buttons, on the home page and on /pricing", async ({
    browser,
    baseURL,
    page,
  }) => {
    test.setTimeout(60_000);
    const partner = await newPartner(browser, baseURL!);
    await page.setViewportSize({ width: 1280, height: 720 });
    for (const path of ["/", "/pricing"]) {
      await page.goto(`${path}?ref=${partner.code}`);
      await expect(notice(page)).toBeVisible();
      const box = (await notice(page).boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(720 / 4);
      expect(await coveredBy(page, box), path).toEqual([]);
    }
    await partner.close();
  });
});
