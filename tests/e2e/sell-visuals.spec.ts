import AxeBuilder from "@axe-core/playwright";
import { industryPages } from "../../app/content/industry-pages";
import { partnerMarks, partnerMarksSprite } from "../../app/content/partner-marks";
import { partners } from "../../app/content/partners";
import { propertyManagementPage } from "../../app/content/services";
import { leadership } from "../../app/content/team";
import { expect, test } from "./fixtures";

// The sample conversations and marks as most visitors see them, animations running (decision 061).
test.use({ reducedMotion: "no-preference" });

/**
 * Decision 053: partner marks from one static sprite, illustrated team portraits, industry sample calls
 * on phones. Decision 107: every partner's mark is our own monogram.
 */

// Pages with many checks on a busy machine (CI shares two cores).
test.describe.configure({ timeout: 60_000 });

const marked = Object.entries(partnerMarks);

test.describe("technology partners as brand marks", () => {
  test("home at 1280 px: eleven partners by name, every one drawn with its monogram from the sprite, none a bare word", async ({
    page,
  }) => {
    const scripts: Promise<string>[] = [];
    page.on("response", (r) => {
      if (r.url().endsWith(".js")) scripts.push(r.text().catch(() => ""));
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const cloud = page.locator("#partners");
    await expect(cloud.getByRole("heading", { level: 2, name: "Built on Technology You Trust" })).toBeVisible();
    await expect(cloud.locator("li")).toHaveCount(11);
    for (const name of partners) {
      const tile = cloud.getByRole("img", { name, exact: true });
      await expect(tile).toBeVisible();
      await expect(tile).toHaveText(name); // the name is printed, not only announced
    }
    expect(marked.map(([name]) => name)).toEqual([...partners]);
    await expect(cloud.locator('li[data-mark="wordmark"]')).toHaveCount(0);
    for (const [name, id] of marked) {
      const tile = cloud.locator(`li[data-mark="${id}"]`);
      await expect(tile.getByRole("img", { name, exact: true })).toBeVisible();
      const use = tile.locator("svg[aria-hidden='true'] use");
      await expect(use).toHaveAttribute("href", `${partnerMarksSprite}#${id}`);
      // The sprite has loaded and the mark is drawn (a referenced symbol with no shape measures 0).
      await expect
        .poll(() => use.evaluate((el) => (el as SVGUseElement).getBBox().width), { message: `${name} mark drawn` })
        .toBeGreaterThan(10);
    }
    // Monochrome, in the theme's muted tone (the marks are drawn in currentColor).
    const colors = await cloud.locator("li svg").evaluateAll((els) => els.map((e) => getComputedStyle(e).color));
    expect(colors).toHaveLength(11);
    expect(new Set(colors).size).toBe(1);
    // The marks' path data is in the sprite, not in any script the page loads.
    const sprite = await page.request.get(partnerMarksSprite);
    expect(sprite.status()).toBe(200);
    expect(sprite.headers()["content-type"]).toBe("image/svg+xml");
    const svg = await sprite.text();
    const fragments = [...svg.matchAll(/<path d="([^"]+)"/g)].map((m) => m[1]);
    expect(fragments).toHaveLength(marked.length);
    for (const [, id] of marked) expect(svg).toContain(`<symbol id="${id}" viewBox="0 0 24 24">`);
    const code = (await Promise.all(scripts)).join("\n");
    expect(code.length).toBeGreaterThan(10_000);
    for (const f of fragments) expect(code).not.toContain(f);
  });

  test("home at 375 px, dark theme: the partner tiles fit the screen, names readable (axe)", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/dark/);
    const tiles = page.locator("#partners li");
    await expect(tiles).toHaveCount(11);
    for (const box of await tiles.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()))) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    // No name is cut off.
    const cut = await page
      .locator("#partners li span[role=img] > span")
      .evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent));
    expect(cut).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const results = await new AxeBuilder({ page }).include("#partners").withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

test.describe("team portraits", () => {
  for (const width of [375, 1280]) {
    test(`/team at ${width} px: six illustrated portraits beside the names, no initials, no photos`, async ({
      page,
    }) => {
      const images: string[] = [];
      page.on("request", (r) => {
        if (r.resourceType() === "image") images.push(r.url());
      });
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/team");
      const leaders = page.locator("#leadership li");
      await expect(leaders).toHaveCount(leadership.people.length);
      expect(leadership.people.length).toBeGreaterThanOrEqual(4);
      for (const [i, person] of leadership.people.entries()) {
        const card = leaders.nth(i);
        await expect(card.getByRole("heading", { level: 3, name: person.name, exact: true })).toBeVisible();
        const portrait = card.locator("svg[data-portrait]");
        await expect(portrait).toBeVisible();
        await expect(portrait).toHaveAttribute("aria-hidden", "true");
        const box = (await portrait.boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(80);
        expect(Math.abs(box.width - box.height)).toBeLessThan(1);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        // Drawn: a head, shoulders and hair, not letters in a circle.
        expect(await portrait.locator("path, ellipse, circle").count()).toBeGreaterThanOrEqual(8);
        await expect(portrait.locator("text")).toHaveCount(0);
      }
      await expect(leaders.getByText(/^[A-Z]{2}$/)).toHaveCount(0);
      // Six different people, not one avatar repeated.
      const drawings = await leaders.locator("svg[data-portrait]").evaluateAll((els) => els.map((e) => e.innerHTML));
      expect(new Set(drawings).size).toBe(leadership.people.length);
      await expect(page.getByRole("main").locator("img")).toHaveCount(0);
      expect(images.filter((u) => !u.startsWith(new URL(page.url()).origin))).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});

const industrySamples = [
  ...industryPages.map((p) => ({
    path: p.path,
    visual: "conversation",
    caption: p.conversation.caption,
    first: p.conversation.lines[0].text,
  })),
  {
    path: propertyManagementPage.path,
    visual: "live-call",
    caption: propertyManagementPage.hero.panel!.label,
    first: propertyManagementPage.hero.panel!.kind === "call" ? propertyManagementPage.hero.panel!.lines[0].text : "",
  },
];

test.describe("industry sample conversations on a phone", () => {
  test("six industries, six different sample conversations", () => {
    expect(industrySamples).toHaveLength(6);
    expect(industrySamples.map((s) => s.path)).toContain("/property-management");
    expect(new Set(industrySamples.map((s) => s.first)).size).toBe(6);
    expect(new Set(industrySamples.map((s) => s.caption)).size).toBe(6);
  });

  for (const sample of industrySamples) {
    test(`${sample.path} at 375 × 812: its own sample conversation under the hero text, inside the screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(sample.path);
      const hero = page.locator("section").first();
      const figure = hero.locator(`figure[data-visual="${sample.visual}"]`);
      await expect(figure).toBeVisible();
      await expect(figure).toContainText(sample.caption);
      await expect(figure.getByText(sample.first, { exact: false }).first()).toBeVisible();
      const [h1, actions, f] = await Promise.all([
        hero.getByRole("heading", { level: 1 }).boundingBox(),
        // The hero's own actions: the sample call's play button is inside the figure (decision 100).
        hero.locator(":is(a, button):not(figure *)").last().boundingBox(),
        figure.boundingBox(),
      ]);
      expect(f!.y).toBeGreaterThan(h1!.y + h1!.height);
      expect(f!.y).toBeGreaterThanOrEqual(actions!.y + actions!.height);
      expect(f!.x).toBeGreaterThanOrEqual(0);
      expect(f!.x + f!.width).toBeLessThanOrEqual(375);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  }

  test("/industries/restaurants at 1280 px: the sample conversation stays beside the headline", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/industries/restaurants");
    const hero = page.locator("section").first();
    const [h, f] = await Promise.all([
      hero.getByRole("heading", { level: 1 }).boundingBox(),
      hero.locator('figure[data-visual="conversation"]').boundingBox(),
    ]);
    expect(f!.x).toBeGreaterThan(h!.x + h!.width - 40);
  });
});
