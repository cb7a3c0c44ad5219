import { legalPages } from "../../app/content/legal";
import { formatUpdated } from "../../app/content/legal/shared";
import { site } from "../../app/content/site";
import { expect, expectNoSeriousA11yViolations, test, switchToDarkTheme } from "./fixtures";

const TAGLINE = "AI Voice Agents & Business Automation";

test.describe("legal and trust pages", () => {
  test.describe.configure({ timeout: 60_000 });

  for (const page of legalPages) {
    test(`${page.path}: h1, Last updated, the legal entity and contact from site.ts, no serious axe violations (light and dark)`, async ({
      page: browser,
    }) => {
      const response = await browser.goto(page.path);
      expect(response?.status()).toBe(200);
      await expect(browser).toHaveURL(new RegExp(`${page.path}$`));
      await expect(browser).toHaveTitle(`${page.title} | ${TAGLINE}`);
      const main = browser.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(page.title);
      await expect(browser.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(main.getByText(`Last updated: ${formatUpdated(page.updated)}`)).toBeVisible();
      await expect(main.locator("time")).toHaveAttribute("datetime", page.updated);
      const contact = main.getByRole("region", { name: "Contact us" });
      await expect(contact.getByText(site.legalName, { exact: true })).toBeVisible();
      await expect(contact.getByText(site.contact.postal, { exact: true })).toBeVisible();
      await expect(contact.getByRole("link", { name: site.contact.email })).toHaveAttribute("href", `mailto:${site.contact.email}`);
      for (const s of page.sections) await expect(main.getByRole("heading", { level: 2, name: s.heading, exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(browser);
      await switchToDarkTheme(browser);
      await expectNoSeriousA11yViolations(browser);
    });
  }

  for (const width of [375, 1280]) {
    test(`footer legal row links to all five pages at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      const legal = page.getByRole("contentinfo").getByRole("navigation", { name: "Legal" });
      await legal.scrollIntoViewIfNeeded();
      const links = legal.getByRole("link");
      await expect(links).toHaveText(["Privacy", "Terms", "Refund policy", "Security", "Accessibility"]);
      expect(await links.evaluateAll((els) => els.map((e) => e.getAttribute("href")))).toEqual(legalPages.map((p) => p.path));
      for (const link of await links.all()) await expect(link).toBeVisible();
      await links.filter({ hasText: "Refund policy" }).click();
      await expect(page).toHaveURL(/\/refund-policy$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Refund Policy");
    });
  }

  test("all five are in sitemap.xml and on the human sitemap", async ({ request, page }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    for (const p of legalPages) expect(paths, p.path).toContain(p.path);
    await page.goto("/sitemap");
    const legal = page.getByRole("main").getByRole("region", { name: "Legal" });
    for (const p of legalPages) await expect(legal.getByRole("link", { name: p.title })).toHaveAttribute("href", p.path);
  });
});
