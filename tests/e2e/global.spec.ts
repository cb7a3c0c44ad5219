import { expect, expectNoSeriousA11yViolations, gotoHydrated, test, toasts, switchToDarkTheme } from "./fixtures";

const TAGLINE = "AI Voice Agents & Business Automation";

test.describe("global behaviour", () => {
  test("home page: title format, hero, industries, partners, quotes and closing calls to action", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(`AI Voice Agents, Chatbots & Workflow Automation | ${TAGLINE}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const hero = page.locator("section").first();
    await expect(hero.getByRole("link", { name: "Schedule a Demo" })).toHaveAttribute("href", "/checkout");
    await expect(page.locator("#industries li")).toHaveCount(6);
    await expect(page.locator("#partners li")).toHaveCount(11);
    await expect(page.getByRole("link", { name: /^Learn More/ })).toHaveAttribute("href", "/sales");
    await expect(page.getByRole("link", { name: "Explore Solutions" })).toHaveAttribute("href", "/solutions");
    await expect(page.getByRole("link", { name: "View Pricing" })).toHaveAttribute("href", "/pricing");
    await expect(page.getByText("Trusted by 2,000+ businesses").first()).toBeVisible();
  });

  test("header: links, Get Started, Industries dropdown on hover and by keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, href] of [
      ["Business Automation", "/business-automation"],
      ["Solutions", "/solutions"],
      ["About", "/about"],
      ["Demo", "/demo"],
      ["Pricing", "/pricing"],
    ]) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("banner").getByRole("link", { name: "Get Started" })).toHaveAttribute(
      "href",
      "/checkout",
    );
    await expect(page.getByRole("banner").getByRole("link", { name: "Voxa AI home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("banner")).toHaveCSS("position", "fixed");

    const trigger = nav.getByRole("button", { name: "Industries" });
    await trigger.hover();
    const panel = page.getByTestId("industries-panel");
    await expect(panel).toBeVisible();
    const hrefs = await panel.getByRole("link").evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    expect(hrefs).toEqual([
      "/industries/healthcare",
      "/industries/finance",
      "/industries/restaurants",
      "/industries/hospitality",
      "/industries/transportation",
      "/property-management",
    ]);
    expect((await panel.boundingBox())?.width).toBe(600);

    await page.mouse.move(5, 500);
    await expect(panel).toBeHidden();
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
  });

  test("the Industries panel is 500 px wide at the md breakpoint", async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await gotoHydrated(page, "/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Industries" }).click();
    await expect(page.getByTestId("industries-panel")).toBeVisible();
    expect((await page.getByTestId("industries-panel").boundingBox())?.width).toBe(500);
  });

  test("phones never download the desktop menu; widening the window brings it", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, "/");
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((s) => s.includes("desktop-nav"))).toEqual([]);
    await expect(page.locator('nav[aria-label="Main"]')).not.toHaveAttribute("data-enhanced", "true");

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('nav[aria-label="Main"]')).toHaveAttribute("data-enhanced", "true");
    expect(scripts.filter((s) => s.includes("desktop-nav"))).toHaveLength(1);
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Industries" }).click();
    await expect(page.getByTestId("industries-panel")).toBeVisible();
  });

  test("a hover that starts before the desktop menu arrives still opens it", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // Hold the menu's script until the pointer is already resting on Industries.
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route(/desktop-nav-[\w-]+\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Industries" });
    await trigger.hover();
    release();
    await expect(page.locator('nav[aria-label="Main"]')).toHaveAttribute("data-enhanced", "true");
    await expect(page.getByTestId("industries-panel")).toBeVisible();
  });

  // On the home page, a long landing page, an offer page and a tool page.
  for (const path of ["/", "/solutions/ai-chatbots", "/ai-business-partner", "/roi-calculator"])
    test(`mobile menu below 768 px on ${path}: Industries submenu toggles on its own; choosing a link closes the menu`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(path);
      await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await expect(menu).toBeVisible();
      const industries = menu.getByRole("button", { name: "Industries" });
      await expect(industries).toHaveAttribute("aria-expanded", "false");
      await industries.click();
      await expect(menu.getByRole("link", { name: "Finance" })).toBeVisible();
      await industries.click();
      await expect(menu.getByRole("link", { name: "Finance" })).toBeHidden();
      await expect(menu).toBeVisible();
      await industries.click();
      await menu.getByRole("link", { name: "Finance" }).click();
      await expect(menu).toBeHidden();
      await expect(page).toHaveURL(/\/finance$/);
    });

  const footerLinks: Record<string, string[]> = {
    Solutions: [
      "/voice-agents",
      "/solutions/call-routing",
      "/solutions/task-automation",
      "/solutions/actionable-insights",
      "/solutions/cost-effective-call-centers",
      "/solutions/hipaa-compliant",
      "/solutions/proactive-engagement",
    ],
    Industries: [
      "/industries/healthcare",
      "/industries/finance",
      "/industries/transportation",
      "/industries/hospitality",
      "/industries/restaurants",
    ],
    Company: ["/about", "/why-us", "/team", "/contact", "/affiliate-program", "/sitemap"],
  };

  test("footer on a phone: three accordions, one open at a time, with the spec's links and contact details", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const sections = footer.locator("details");
    await expect(sections).toHaveCount(3);
    await expect(footer.locator("[data-footer-columns]")).toBeHidden();
    for (const [title, hrefs] of Object.entries(footerLinks)) {
      const section = sections.filter({ has: page.locator("summary", { hasText: title }) });
      await section.locator("summary").click();
      await expect(section).toHaveAttribute("open", "");
      expect(await section.getByRole("link").evaluateAll((els) => els.map((e) => e.getAttribute("href")))).toEqual(
        hrefs,
      );
      await expect(footer.locator("details[open]")).toHaveCount(1);
    }
    await expect(footer.getByRole("link", { name: "hello@voxa-ai.com" })).toHaveAttribute(
      "href",
      "mailto:hello@voxa-ai.com",
    );
    await expect(footer.getByText("Austin, Texas")).toBeVisible();
    await expect(footer.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute("href", /linkedin\.com/);
  });

  test("footer from 1024 px: the same three lists stand open as columns beside the contact details, nothing to unfold (decision 103)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Footer" });
    await expect(nav.locator("details").first()).toBeHidden();
    const contact = (await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "hello@voxa-ai.com" })
      .boundingBox())!;
    let top: number | null = null;
    for (const [title, hrefs] of Object.entries(footerLinks)) {
      const heading = nav.getByRole("heading", { level: 2, name: title, exact: true });
      await expect(heading).toBeVisible();
      const column = nav.locator("[data-footer-columns] > div", {
        has: page.getByRole("heading", { level: 2, name: title, exact: true }),
      });
      const links = column.getByRole("link");
      expect(await links.evaluateAll((els) => els.map((e) => e.getAttribute("href")))).toEqual(hrefs);
      for (const link of await links.all()) await expect(link).toBeVisible();
      // Side by side, level with each other, to the right of the contact details.
      const box = (await heading.boundingBox())!;
      top ??= box.y;
      expect(Math.abs(box.y - top)).toBeLessThan(2);
      expect(box.x).toBeGreaterThan(contact.x + contact.width);
    }
    // Each link once in the accessibility tree: the accordion copy is not displayed at this width.
    await expect(nav.getByRole("link", { name: "Our Team", exact: true })).toHaveCount(1);
  });

  test("voice widget: hidden at start, revealed by a live demo with the $247 toast, closing shows 'AI Assistant Hidden'", async ({
    page,
  }) => {
    await page.goto("/");
    const widget = page.locator("#voice-assistant-widget");
    await expect(widget).toBeHidden();
    await expect(widget).toHaveClass(/\bhidden\b/);
    await page.getByRole("button", { name: "Try the Live Demo" }).click();
    await expect(widget).toBeVisible();
    const toast = toasts(page).locator("[data-sonner-toast]").first();
    await expect(toast).toContainText("$247");
    await expect(toast.getByRole("button", { name: "Pay Now" })).toBeVisible();
    await widget.getByRole("button", { name: "Close AI assistant" }).click();
    await expect(widget).toBeHidden();
    await expect(toasts(page).getByText("AI Assistant Hidden")).toBeVisible();
  });

  // Measured on the real clock: the toast library loads with the first toast, which Playwright's
  // fake clock would stall. Tolerances allow for a busy machine; the lower bound still tells a
  // 5000 ms toast from a 10,000 ms one.
  test("the live-demo toast lasts 10,000 ms", async ({ page }) => {
    test.setTimeout(60_000);
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Try the Live Demo" }).click();
    const toast = toasts(page).locator("[data-sonner-toast]").filter({ hasText: "$247" });
    await expect(toast).toBeVisible();
    await page.waitForTimeout(7_000);
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 5_000 });
  });

  test("the live-demo toast's Pay Now button goes to /checkout", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Try the Live Demo" }).click();
    await toasts(page).getByRole("button", { name: "Pay Now" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test("on a 1280×720 laptop the $247 toast covers neither the hero's buttons nor the assistant it opened", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await gotoHydrated(page, "/");
    const hero = page.getByRole("main").locator("section").first();
    const live = hero.getByRole("button", { name: "Try the Live Demo" });
    await live.click();
    const toast = toasts(page).locator("[data-sonner-toast]").filter({ hasText: "$247" });
    await expect(toast).toBeVisible();
    const widget = page.getByRole("complementary", { name: "AI voice assistant" });
    await expect(widget.getByRole("button", { name: "Close AI assistant" })).toBeVisible();
    await page.waitForTimeout(600); // the toast's slide-in
    const t = (await toast.boundingBox())!;
    const apart = (b: { x: number; y: number; width: number; height: number }) =>
      b.x + b.width <= t.x || t.x + t.width <= b.x || b.y + b.height <= t.y || t.y + t.height <= b.y;
    for (const control of [hero.getByRole("link", { name: "Schedule a Demo" }), live, widget]) {
      const box = (await control.boundingBox())!;
      expect(
        apart(box),
        `the toast leaves ${await control.evaluate((e) => e.textContent?.slice(0, 30))} uncovered`,
      ).toBe(true);
      // The hero's actions are in the first screen.
      expect(box.y + box.height).toBeLessThanOrEqual(720);
    }
  });

  test("toasts sit bottom-left and default to 5000 ms", async ({ page }) => {
    test.setTimeout(60_000);
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Try the Live Demo" }).click();
    await page.locator("#voice-assistant-widget").getByRole("button", { name: "Close AI assistant" }).click();
    const toaster = page.locator("[data-sonner-toaster]");
    await expect(toaster).toHaveAttribute("data-x-position", "left");
    await expect(toaster).toHaveAttribute("data-y-position", "bottom");
    const hidden = toaster.locator("[data-sonner-toast]").filter({ hasText: "AI Assistant Hidden" });
    await expect(hidden).toBeVisible();
    await page.waitForTimeout(3_000);
    await expect(hidden).toBeVisible();
    await expect(hidden).toBeHidden({ timeout: 4_500 });
  });

  test("theme: light by default, dark kept in localStorage under 'theme' and applied before first paint", async ({
    page,
  }) => {
    // A switch clicked before the page has hydrated is not heard: wait, as a visitor's page would be.
    await gotoHydrated(page, "/");
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.getByRole("radio", { name: "Dark theme" }).first().click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    // The class must already be there when the document is parsed, before React runs.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { __darkAtParse: boolean }).__darkAtParse =
          document.documentElement.classList.contains("dark");
      });
    });
    await gotoHydrated(page, "/");
    expect(await page.evaluate(() => (window as unknown as { __darkAtParse: boolean }).__darkAtParse)).toBe(true);
    await page.getByRole("radio", { name: "System theme" }).first().click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("theme"))).toBe("system");
  });

  test("every route change scrolls to the top", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto("/");
    // At 1280 px the footer's Company list stands open (decision 103).
    await page.getByRole("contentinfo").getByRole("link", { name: "Sitemap" }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole("link", { name: /^Learn More/ }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("unknown paths redirect to /, unknown assets are 404, /sales redirects to /checkout", async ({
    page,
    request,
  }) => {
    await page.goto("/this/does/not/exist");
    await expect(page).toHaveURL(/\/$/);
    const asset = await request.get("/assets/nothing-here-123.js");
    expect(asset.status()).toBe(404);
    const sales = await request.get("/sales?ref=ABC", { maxRedirects: 0 });
    expect(sales.status()).toBe(302);
    expect(sales.headers()["location"]).toBe("/checkout?ref=ABC");
  });

  test("robots.txt and sitemap.xml", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(await robots.text()).toContain("Sitemap: ");
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("xml");
    expect(await sitemap.text()).toContain("<loc>");
  });

  test("health and readiness", async ({ request }) => {
    expect((await request.get("/healthz")).status()).toBe(200);
    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready" });
  });

  // One test per width: two full-page scans of the longest page each (several seconds apiece on a busy 2-core machine).
  for (const width of [1280, 375]) {
    test(`home has no serious accessibility violations at ${width} px, light and dark`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      await expectNoSeriousA11yViolations(page);
      await switchToDarkTheme(page);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
