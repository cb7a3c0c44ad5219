import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";

// Timing around hydration, with the page's animations running as most visitors have them (decision 061).
test.use({ reducedMotion: "no-preference" });

/**
 * Issue 14, items 11 and 12 (decision 046).
 *
 * Prerendered pages start their scripts after the first paint (decision 034), so a visitor reads,
 * scrolls and presses before React hydrates. Hydration must not move the page, and a press under
 * way when the scripts arrive must still act. Route changes through the app still start at the top.
 *
 * /sales is only a redirect to /checkout: neither a direct visit nor an in-app navigation may leave
 * it in history, and an in-app navigation must keep the page the visitor came from.
 */

/** Holds every script of the page until `release()` — a slow connection where the page shows first. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  return release;
}

/** Waits until React has hydrated and every effect of that commit has run (two frames later). */
async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe("hydration leaves the page where the visitor is (item 11)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const path of ["/", "/core-offer", "/about"]) {
    test(`${path}: scrolled down before the scripts arrive, still there after hydration`, async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto(path, { waitUntil: "domcontentloaded" });
      await page.evaluate(() => window.scrollTo({ top: 1500, left: 0, behavior: "instant" }));
      const before = await scrollY(page);
      expect(before, `${path} is long enough to scroll`).toBeGreaterThan(1000);
      await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
      release();
      await hydrated(page);
      expect(await scrollY(page), "hydration moved the page").toBe(before);
    });
  }

  /**
   * A press is a mouse-down and a mouse-up on the same element. The scripts arrive between the
   * two: if hydration scrolls, the mouse-up lands on another element and the click goes to their
   * common ancestor (the body) — the press is lost.
   */
  async function pressAcrossHydration(page: Page, release: () => void, target: ReturnType<Page["locator"]>) {
    await target.scrollIntoViewIfNeeded();
    const box = (await target.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    release();
    await hydrated(page);
    await page.mouse.up();
  }

  test("/pricing: a footer link pressed as the scripts arrive still opens its page", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/pricing", { waitUntil: "domcontentloaded" });
    const footer = page.getByRole("contentinfo");
    // At this width the footer's lists stand open as columns (decision 103), no script needed.
    await pressAcrossHydration(page, release, footer.getByRole("link", { name: "Our Team", exact: true }));
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The People Behind Your AI Agents");
  });

  test("/voice-agents-marketplace: Get Started Now pressed as the scripts arrive still goes to checkout", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/voice-agents-marketplace", { waitUntil: "domcontentloaded" });
    await pressAcrossHydration(page, release, page.getByRole("main").getByRole("link", { name: "Get Started Now" }));
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test("/voice-agents-marketplace: a script button (Try Live Demo) pressed as the scripts arrive still acts", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/voice-agents-marketplace", { waitUntil: "domcontentloaded" });
    const main = page.getByRole("main");
    await pressAcrossHydration(page, release, main.getByRole("button", { name: "Try Live Demo", exact: true }).last());
    await expect(page.locator("#voice-assistant-widget")).toBeVisible();
  });

  test("a press completed just before the scripts arrive is not lost either", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/voice-agents-marketplace", { waitUntil: "domcontentloaded" });
    await page.getByRole("main").getByRole("link", { name: "Get Started Now" }).click();
    release();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test("a route change through the app still starts at the top, Back too (decision 003)", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const footer = page.getByRole("contentinfo");
    const team = footer.getByRole("link", { name: "Our Team", exact: true });
    await team.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(1000);
    await team.click();
    await expect(page).toHaveURL(/\/team$/);
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.evaluate(() => window.scrollTo({ top: 1200, left: 0, behavior: "instant" }));
    expect(await scrollY(page)).toBeGreaterThan(1000);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});

test.describe("/sales in history (item 12)", () => {
  test("an in-app link to /sales lands on /checkout and Back returns to the page it came from", async ({ page }) => {
    await gotoHydrated(page, "/core-offer");
    const before = await page.evaluate(() => history.length);
    await page.getByRole("main").getByRole("link", { name: "Get Started", exact: true }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    // /core-offer is an island page (decision 079): the link is a document navigation, and the
    // server's 302 keeps /sales out of history, so exactly one entry was pushed: /checkout.
    expect(await page.evaluate(() => history.length), "one new history entry, /checkout").toBe(before + 1);
    await page.goBack();
    await expect(page).toHaveURL(/\/core-offer$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI-Powered Customer Engagement System");
    await page.goForward();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test("a direct visit to /sales is still a server redirect and leaves no history entry", async ({ page, request }) => {
    const direct = await request.get("/sales?ref=ABC", { maxRedirects: 0 });
    expect(direct.status()).toBe(302);
    expect(direct.headers()["location"]).toBe("/checkout?ref=ABC");

    await page.goto("/core-offer");
    await page.goto("/sales");
    await expect(page).toHaveURL(/\/checkout$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/core-offer$/);
  });
});
