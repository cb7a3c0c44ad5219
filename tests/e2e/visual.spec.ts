import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Visual comparisons: full-page screenshots of the pages that carry the design, against the
 * baselines committed in tests/e2e/visual.spec.ts-snapshots/ (Debian's Chromium on Linux).
 * After an intended design change, regenerate them and review the new PNGs before committing:
 *   npx playwright test tests/e2e/visual.spec.ts --update-snapshots=all
 * A missing baseline fails (playwright.config.ts: `updateSnapshots: "none"` under CI).
 *
 * Deterministic: reduced motion (every `vx-*` animation shows its final state), Playwright's
 * `animations: "disabled"` for anything else, hidden caret, web font loaded, network idle, and the
 * footer's copyright year (the only time-dependent text on these pages) masked.
 */

const PAGES = [
  { path: "/", name: "home", dark: true },
  { path: "/pricing", name: "pricing" },
  { path: "/demo", name: "demo" },
  { path: "/industries/healthcare", name: "industries-healthcare" },
  { path: "/solutions/ai-chatbots", name: "solutions-ai-chatbots" },
];
const WIDTHS = [375, 1280];

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  expect(await page.evaluate(() => document.fonts.check('16px "Plus Jakarta Sans"')), "brand font loaded").toBe(true);
}

test.describe("visual comparisons", () => {
  test.use({ reducedMotion: "reduce" });
  test.describe.configure({ timeout: 60_000 });

  for (const { path, name, dark } of PAGES) {
    for (const width of WIDTHS) {
      for (const theme of dark ? ["light", "dark"] : ["light"]) {
        test(`${path} at ${width} px, ${theme}`, async ({ page }) => {
          await page.setViewportSize({ width, height: 900 });
          // app/lib/theme.ts reads localStorage "theme" before the first paint.
          await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
          await page.goto(path); // the fixture also waits for hydration
          await settle(page);
          await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
          await expect(page).toHaveScreenshot(`${name}-${width}-${theme}.png`, {
            fullPage: true,
            animations: "disabled",
            caret: "hide",
            scale: "css",
            maxDiffPixelRatio: 0.01,
            mask: [page.locator("footer").getByText(/^©\s*\d{4}\b/)],
            timeout: 30_000,
          });
        });
      }
    }
  }
});
