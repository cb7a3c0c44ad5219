import { industryPages } from "../../app/content/industry-pages";
import { specialties, specialtySeoTitle } from "../../app/content/specialties";
import { expect, expectNoSeriousA11yViolations, test, toasts } from "./fixtures";

const TAGLINE = "AI Voice Agents & Business Automation";
const MARKETPLACE = "/voice-agents-marketplace";

const pages: { path: string; title: string }[] = [
  ...industryPages.map((p) => ({ path: p.path, title: p.seo.title })),
  { path: MARKETPLACE, title: "AI Voice Agents for Healthcare Specialties" },
  ...specialties.map((s) => ({ path: s.path, title: specialtySeoTitle(s) })),
];

test.describe("industry, marketplace and specialty pages render", () => {
  // axe on a long page can take a while when the machine is busy.
  test.describe.configure({ timeout: 60_000 });
  for (const { path, title } of pages) {
    test(`${path}: 200, one h1, title format, no error screen, no serious axe violations`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page).toHaveTitle(`${title} | ${TAGLINE}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText(/Unexpected Application Error|Page not found/)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test("key pages have no serious axe violations in dark mode at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    for (const path of ["/industries/healthcare", "/industries/finance", MARKETPLACE, "/cardiology"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveClass(/dark/);
      await expectNoSeriousA11yViolations(page);
    }
  });
});

test.describe("healthcare industry page", () => {
  test("six workflow cards, four benefits, the 70% claim and strategy-call buttons that open the form dialog", async ({ page }) => {
    await page.goto("/industries/healthcare");
    const workflows = page.locator("#use-cases");
    for (const name of [
      "Appointment Scheduling",
      "Patient Notifications",
      "Documentation Handling",
      "Billing & Insurance",
      "Security & Compliance",
      "Workflow Optimization",
    ]) {
      await expect(workflows.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
    }
    await expect(workflows.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) })).toHaveCount(6);
    await expect(page.locator("#benefits li")).toHaveCount(4);
    await expect(page.getByText(/efficiency gains up to 70%/i).first()).toBeVisible();

    const buttons = page.getByRole("button", { name: "Schedule a Free Strategy Call" });
    expect(await buttons.count()).toBeGreaterThanOrEqual(2);
    await buttons.first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Schedule a Free Strategy Call");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // The closing call to action opens the same form.
    await buttons.last().click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("links to the healthcare marketplace and every specialty page", async ({ page }) => {
    await page.goto("/industries/healthcare");
    await expect(page.getByRole("link", { name: "Explore the Healthcare Marketplace" })).toHaveAttribute("href", MARKETPLACE);
    const hrefs = await page.locator("#specialties").getByRole("link").evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    for (const s of specialties) expect(hrefs).toContain(s.path);
  });
});

test.describe("finance, restaurants, hospitality and transportation pages", () => {
  for (const p of industryPages.filter((i) => i.slug !== "healthcare")) {
    test(`${p.path}: Create Your AI Bot → /create-bot, Get Started → /checkout, with use cases, steps, benefits, testimonial and FAQ`, async ({ page }) => {
      await page.goto(p.path);
      const main = page.getByRole("main");
      const createBot = main.getByRole("link", { name: "Create Your AI Bot" });
      const getStarted = main.getByRole("link", { name: "Get Started", exact: true });
      expect(await createBot.count()).toBeGreaterThanOrEqual(2);
      expect(await getStarted.count()).toBeGreaterThanOrEqual(2);
      for (const href of await createBot.evaluateAll((els) => els.map((e) => e.getAttribute("href")))) expect(href).toBe("/create-bot");
      for (const href of await getStarted.evaluateAll((els) => els.map((e) => e.getAttribute("href")))) expect(href).toBe("/checkout");
      await expect(page.locator("#use-cases li h3")).toHaveCount(p.useCases.items.length);
      await expect(page.locator("#how-it-works ol > li")).toHaveCount(p.steps.items.length);
      await expect(page.locator("#benefits li")).toHaveCount(p.benefits.items.length);
      // A page without a quote yet shows none (decision 101).
      if (p.testimonial) await expect(page.locator("#use-cases figure blockquote")).toContainText(p.testimonial.quote);
      else await expect(page.locator("#use-cases blockquote")).toHaveCount(0);
      await expect(page.locator("#faq details")).toHaveCount(p.faq.length);
      // FAQ answers open without JavaScript (native <details>).
      await page.locator("#faq summary").first().click();
      await expect(page.locator("#faq details").first()).toHaveAttribute("open", "");
    });
  }
});

test.describe("healthcare marketplace", () => {
  const cards = (page: import("@playwright/test").Page) => page.getByTestId("specialty-card");

  test("24 specialty cards with title, description, icon and Learn More", async ({ page }) => {
    await page.goto(MARKETPLACE);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Voice Agents for Healthcare");
    await expect(cards(page)).toHaveCount(24);
    for (const s of specialties) {
      const card = cards(page).filter({ has: page.getByRole("heading", { level: 3, name: s.title, exact: true }) });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(s.summary);
      await expect(card).toContainText("Learn More");
      await expect(card.locator("svg").first()).toBeVisible();
    }
  });

  test("search typed before the scripts arrive is kept and filters once the page is interactive", async ({ page }) => {
    // Hold every script until the visitor has typed, as on a slow phone connection.
    let release!: () => void;
    const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsMayLoad;
      await route.continue();
    });
    await page.goto(MARKETPLACE, { waitUntil: "domcontentloaded" });
    const search = page.getByRole("searchbox", { name: "Search healthcare specialties" });
    await search.pressSequentially("car");
    release();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(search).toHaveValue("car");
    await search.press("d");
    await expect(search).toHaveValue("card");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Cardiology");
    await expect(page.getByText("Showing 1 of 24 specialties")).toBeVisible();
  });

  test("search: exact placeholder, accessible label, live case-insensitive filter on title or description, empty state", async ({ page }) => {
    await page.goto(MARKETPLACE);
    const search = page.getByRole("searchbox", { name: "Search healthcare specialties" });
    await expect(search).toHaveAttribute("placeholder", "Search healthcare specialties");

    await search.pressSequentially("card");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Cardiology");
    await expect(page.getByText("Showing 1 of 24 specialties")).toBeVisible();

    // Case-insensitive.
    await search.fill("CARDIO");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Cardiology");
    await search.fill("dEnTaL");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Dental Care");

    // A word that appears only in a description.
    await search.fill("infusion");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Oncology");

    // No match: an empty state with a way back.
    await search.fill("xylophone repair");
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "No specialties match your search" })).toBeVisible();
    await page.getByRole("link", { name: "Clear search" }).click();
    await expect(cards(page)).toHaveCount(24);
    await expect(search).toHaveValue("");

    await search.fill("");
    await expect(cards(page)).toHaveCount(24);
  });

  test("without JavaScript the search form submits ?q= and the server renders the filtered list", async ({ browser, request }) => {
    const html = await (await request.get(`${MARKETPLACE}?q=dental`)).text();
    expect(html.match(/data-testid="specialty-card"/g)).toHaveLength(1);
    expect(html).toContain("Dental Care");

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(MARKETPLACE);
    await expect(page.getByTestId("specialty-card")).toHaveCount(24);
    await page.getByRole("searchbox", { name: "Search healthcare specialties" }).fill("DENTAL");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/voice-agents-marketplace\?q=DENTAL$/);
    await expect(page.getByTestId("specialty-card")).toHaveCount(1);
    await expect(page.getByTestId("specialty-card")).toContainText("Dental Care");
    await expect(page.getByRole("searchbox", { name: "Search healthcare specialties" })).toHaveValue("DENTAL");
    // Every card is a real link to /checkout, so it works without JavaScript too.
    await expect(page.getByTestId("specialty-card").getByRole("link")).toHaveAttribute("href", "/checkout");
    await context.close();
  });

  test("the ?q= page hydrates with the filter applied and keeps filtering live", async ({ page }) => {
    await page.goto(`${MARKETPLACE}?q=dental`);
    const search = page.getByRole("searchbox", { name: "Search healthcare specialties" });
    await expect(search).toHaveValue("dental");
    await expect(cards(page)).toHaveCount(1);
    await search.fill("pedia");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Pediatrics");
  });

  test("clicking any card goes to checkout with the toast 'Redirecting to checkout'", async ({ page }) => {
    await page.goto(MARKETPLACE);
    const card = cards(page).filter({ hasText: "Telemedicine" }).getByRole("link");
    await expect(card).toHaveAttribute("href", "/checkout");
    await card.click();
    await expect(toasts(page).getByText("Redirecting to checkout", { exact: true })).toBeVisible();
    // /checkout may still redirect elsewhere (sign-in, or / before checkout exists): we only require leaving the page.
    await expect(page).not.toHaveURL(/\/voice-agents-marketplace/);
  });

  test("closing call to action: Get Started Now → /checkout; Try Live Demo reveals the voice widget", async ({ page }) => {
    await page.goto(MARKETPLACE);
    await expect(page.getByRole("link", { name: "Get Started Now" })).toHaveAttribute("href", "/checkout");
    const widget = page.locator("#voice-assistant-widget");
    await expect(widget).toBeHidden();
    await page.getByRole("button", { name: "Try Live Demo", exact: true }).click();
    await expect(widget).toBeVisible();
  });
});

test.describe("specialty pages", () => {
  test("a specialty page links back to the marketplace, to checkout and to the live demo", async ({ page }) => {
    await page.goto("/dental-care");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Voice Agents for Dental Practices");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "AI Voice Agents for Healthcare" })).toHaveAttribute(
      "href",
      MARKETPLACE,
    );
    await expect(page.getByRole("link", { name: "Back to the Marketplace" })).toHaveAttribute("href", MARKETPLACE);
    await expect(page.getByRole("main").getByRole("link", { name: "Get Started", exact: true }).first()).toHaveAttribute("href", "/checkout");
    await expect(page.locator("#workflows li h3")).toHaveCount(4);
    await page.getByRole("button", { name: "Try the Live Demo" }).first().click();
    await expect(page.locator("#voice-assistant-widget")).toBeVisible();
    await expect(toasts(page).locator("[data-sonner-toast]").first()).toContainText("$247");
  });

  test("every specialty page has its own copy, workflows and a sample call", async ({ request }) => {
    const seen = new Set<string>();
    for (const s of specialties) {
      const html = await (await request.get(s.path)).text();
      expect(html, s.path).toContain(s.hero.title.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
      for (const w of s.workflows) expect(html, s.path).toContain(w.title.replace(/&/g, "&amp;"));
      expect(html, s.path).toContain("Sample call");
      seen.add(s.hero.title);
    }
    expect(seen.size).toBe(24);
  });

  test("/industries/hospitals-health-systems is a specialty page, not an industry page", async ({ page }) => {
    await page.goto("/industries/hospitals-health-systems");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Voice Agents for Hospitals and Health Systems");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Hospitals & Health Systems");
  });
});
