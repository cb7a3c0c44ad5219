import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every test fails on a console error or an uncaught page error, unless it declares the
 * errors it expects: `test.use({ expectedConsoleErrors: /Failed to load resource/ })`.
 */
export const test = base.extend<{ consoleErrors: string[]; expectedConsoleErrors: RegExp | null }>({
  expectedConsoleErrors: [null, { option: true }],
  /**
   * Prerendered pages start their scripts after the first paint (decision 034), so the `load`
   * event no longer means "hydrated". `page.goto` without an explicit `waitUntil` therefore also
   * waits until React has hydrated the page — a React Router page, or an island page (decision
   * 079), whose islands start one by one after the load event — so that a test of the page's
   * scripted behaviour does not race it. A test of what happens before the scripts run passes
   * `waitUntil`.
   */
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false && !options?.waitUntil && (await isScriptedPage(page)))
        await expect(page.locator("html"), `${url} hydrates`).toHaveAttribute("data-hydrated", "true", {
          timeout: 15_000,
        });
      return response;
    };
    await provide(page);
  },
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error") errors.push(m.text());
      });
      page.on("pageerror", (e) => errors.push(String(e)));
      await use(errors);
      const unexpected = errors.filter((e) => !expectedConsoleErrors?.test(e));
      expect(unexpected, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** A React Router page, or a page whose script starts after the first paint (decision 034). */
function isScriptedPage(page: Page) {
  return page
    .evaluate(() => "__reactRouterContext" in window || document.getElementById("hydrate-module") !== null)
    .catch(() => false);
}

/**
 * axe-core's WCAG 2.0/2.1 A and AA rules on the page as it is now. Run in the page itself (legacy
 * mode: one `axe.run`, frames included by axe's own messaging) and asked for violations only:
 * the default mode opens a second page to merge per-frame results, which, with every pass listed,
 * cost about 1.6 s of a 2.4 s check on a long page; the same rules give the same violations
 * (decision 076).
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    ),
  ).toEqual([]);
}

/**
 * Turns the open page dark as a visitor does: the header's "Dark theme" button where the header
 * shows it (from 1024 px), otherwise the stored choice and a reload (the toggle sits in the
 * closed mobile menu). Returns once the colours have finished their transitions, so an axe pass
 * reads the dark colours, not a blend (decision 088: one page load less per page check).
 */
export async function switchToDarkTheme(page: Page) {
  const toggle = page.getByRole("banner").getByRole("radio", { name: "Dark theme" });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", "true");
  } else {
    await page.evaluate(() => localStorage.setItem("theme", "dark"));
    await page.reload();
  }
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** The toast region (sonner) at the bottom-left of the page. */
export function toasts(page: Page) {
  return page.locator("[data-sonner-toaster]");
}

/** Navigates and waits until React has hydrated the page (so clicks run their handlers). */
export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  // On screens from 768 px the header's interactive menu loads right after hydration.
  if ((page.viewportSize()?.width ?? 0) >= 768)
    await expect(page.locator('nav[aria-label="Main"]')).toHaveAttribute("data-enhanced", "true");
}
