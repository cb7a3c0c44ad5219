import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";

// The visuals' motion is this spec's subject: it runs as most visitors see it (decision 061).
test.use({ reducedMotion: "no-preference" });

/** Decision 050: the brand font and the product visuals (home hero call card, page visuals). */

const CALL_CARD = 'figure[data-visual="live-call"]';
/** The outcome chips arrive about 8 s after the first paint (CSS delays): wall-clock time, so a busy machine needs room. */
const CHIPS_WITHIN = 20_000;

/**
 * Resolves once every time-based animation on the page has ended: the call card's transcript,
 * chips, wave and counters all play a fixed number of times (the scroll-driven reveals follow the
 * scroll position instead and never end).
 */
async function visualsPlayed(page: Page) {
  await page.waitForFunction(
    () => document.getAnimations().every((a) => !(a.timeline instanceof DocumentTimeline) || a.playState !== "running"),
    undefined,
    { timeout: CHIPS_WITHIN, polling: 250 },
  );
}

test.describe("brand and product visuals", () => {
  test.describe.configure({ timeout: 60_000 });
  test("home at 1280 px: the live call card fills the hero's right half, the operations strip is layered under it, the chips arrive", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const hero = page.locator("section").first();
    const h1 = hero.getByRole("heading", { level: 1 });
    const card = hero.locator(CALL_CARD);
    await expect(card).toBeVisible();
    await expect(card).toHaveAccessibleName(/^Sample call with the AI voice agent/);
    const [h, c] = [await h1.boundingBox(), await card.boundingBox()];
    expect(c!.x).toBeGreaterThan(h!.x + h!.width - 40); // beside the headline, on the right
    expect(c!.y).toBeLessThan(900); // in the first screen
    await expect(hero.locator('figure[data-visual="operations"]')).toBeVisible();
    await expect(hero.getByText("Sample figures")).toBeVisible();
    // The transcript plays, then the outcome chips (about 8 s after the first paint).
    await expect(card.getByText("Appointment booked")).toBeVisible({ timeout: CHIPS_WITHIN });
    await expect(card.getByText("CRM updated")).toBeVisible({ timeout: CHIPS_WITHIN });
    await expect
      .poll(() => card.getByText("CRM updated").evaluate((el) => getComputedStyle(el).visibility), {
        timeout: 15_000,
      })
      .toBe("visible");
    await expect(card.getByText("You're booked for Thursday at 9:30.", { exact: false })).toBeVisible();
  });

  test("home at 375 px: the call card comes below the headline and the actions, compact, inside the screen width", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    const hero = page.locator("section").first();
    const card = hero.locator(CALL_CARD);
    await expect(card).toBeVisible();
    const actions = hero.getByRole("button", { name: "Try the Live Demo" });
    const [a, c] = [await actions.boundingBox(), await card.boundingBox()];
    expect(c!.y).toBeGreaterThan(a!.y + a!.height);
    expect(c!.x).toBeGreaterThanOrEqual(0);
    expect(c!.x + c!.width).toBeLessThanOrEqual(375);
    // Compact: three transcript lines on a phone, no operations strip.
    await expect(card.locator("ol > li:visible")).toHaveCount(3);
    await expect(hero.locator('figure[data-visual="operations"]')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("reduced motion: the visuals show their final state at once, with no animation running", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce", viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto("/", { waitUntil: "load" });
    const card = page.locator(CALL_CARD);
    await expect(card.getByText("CRM updated")).toBeVisible();
    const running = await page.evaluate(
      () =>
        document
          .getAnimations()
          .filter((a) => a instanceof CSSAnimation && a.animationName.startsWith("vx-") && a.playState === "running")
          .length,
    );
    expect(running).toBe(0);
    const states = await card
      .locator("li")
      .evaluateAll((els) =>
        els.map(
          (e) => `${getComputedStyle(e).visibility} ${getComputedStyle(e).opacity} ${getComputedStyle(e).transform}`,
        ),
      );
    expect(states.every((s) => s === "visible 1 none")).toBe(true);
    await context.close();
  });

  test("the brand font is preloaded, used, and the page does not shift while the visuals play", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!e.hadRecentInput) (window as unknown as { __cls: number }).__cls += e.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/");
    const preload = page.locator('link[rel="preload"][as="font"]');
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute("href", /^\/assets\/plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2$/);
    await expect(preload).toHaveAttribute("crossorigin", "anonymous");
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Plus Jakarta Sans"/);
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Plus Jakarta Sans"'))).toBe(true);
    await visualsPlayed(page); // the call card's transcript and chips
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
  });

  for (const [path, visual] of [
    ["/voice-agents", "live-call"],
    ["/solutions/ai-chatbots", "chat"],
    ["/solutions/crm-integration", "workflow"],
    ["/solutions/actionable-insights", "operations"],
  ] as const) {
    test(`${path}: the hero shows the ${visual} visual`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await expect(page.locator("section").first().locator(`figure[data-visual="${visual}"]`)).toBeVisible();
    });
  }

  for (const theme of ["light", "dark"] as const) {
    test(`home, ${theme} theme: no serious accessibility violations once the visuals have played`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto("/");
      await expect(page.locator(CALL_CARD).getByText("CRM updated")).toBeVisible({ timeout: CHIPS_WITHIN });
      await visualsPlayed(page);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
