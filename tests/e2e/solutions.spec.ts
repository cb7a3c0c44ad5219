import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, gotoHydrated, test, toasts, switchToDarkTheme } from "./fixtures";
import { demoPage } from "../../app/content/demo";

const TAGLINE = "AI Voice Agents & Business Automation";

const solutionSlugs = [
  "ai-chatbots",
  "ai-website-development",
  "instagram-automation",
  "sms-marketing",
  "hipaa-compliant",
  "crm-integration",
  "call-routing",
  "multilingual-support",
  "pilot-programs",
  "proactive-engagement",
  "task-automation",
  "actionable-insights",
  "cost-effective-call-centers",
];

const routes = [
  "/business-automation",
  "/solutions",
  ...solutionSlugs.map((s) => `/solutions/${s}`),
  "/voice-agents",
  "/ai-business-solutions",
  "/healthcare-workflow-automation",
  "/property-management",
  "/create-bot",
  "/courses",
];

async function jsonLdTypes(page: Page) {
  return page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? "{}")["@type"] as string));
}

test.describe("solutions and services pages", () => {
  for (const path of routes) {
    test(`${path}: 200, one visible h1, title format, no error screen, axe clean in light and dark`, async ({ page }) => {
      test.slow(); // two axe passes per page
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const title = await page.title();
      expect(title).toMatch(new RegExp(`^[^|]+ \\| ${TAGLINE.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
      await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,130}/);
      await expectNoSeriousA11yViolations(page);
      await switchToDarkTheme(page);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test("every page has its own title and description", async ({ request }) => {
    const seen = new Map<string, string>();
    for (const path of routes) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
      for (const value of [title, description]) {
        expect(value, path).toBeTruthy();
        expect(seen.get(value!), `${path} repeats ${value}`).toBeUndefined();
        seen.set(value!, path);
      }
    }
  });

  test("/voice-agents: hero, Key Features, How It Works, Benefits and the closing call to action", async ({ page }) => {
    await page.goto("/voice-agents");
    await expect(page).toHaveTitle(`AI-Powered Voice Agents | ${TAGLINE}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI-Powered Voice Agents: Instant Support, 24/7");
    const hero = page.locator("section").first();
    await expect(hero.getByRole("link", { name: "Schedule a Demo" })).toHaveAttribute("href", "/checkout");

    const features = page.getByRole("region", { name: "Key Features" });
    for (const name of ["24/7 Instant Call Answering", "Comprehensive Support", "Multilingual Support"]) {
      await expect(features.getByRole("heading", { name, exact: true })).toBeVisible();
    }
    await expect(features.getByText(/scheduling, billing inquiries and test results/i)).toBeVisible();
    await expect(features.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/sales");

    const steps = page.getByRole("region", { name: "How It Works" }).getByRole("listitem");
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText("Initial Contact");
    await expect(steps.nth(1)).toContainText("Request Processing");
    await expect(steps.nth(2)).toContainText("Seamless Handoff to Human Agents");

    const benefits = page.getByRole("region", { name: "Benefits", exact: true });
    await expect(benefits.getByRole("heading", { name: "Up to 80% shorter waits" })).toBeVisible();
    await expect(benefits.getByRole("heading", { name: "90% of routine calls automated" })).toBeVisible();
    await expect(benefits.getByRole("heading", { name: "Improved satisfaction" })).toBeVisible();

    await expect(page.getByRole("link", { name: "Get a Free Demo" })).toHaveAttribute("href", "/demo");
  });

  test("/business-automation: problems, solutions and buttons to /demo and /courses", async ({ page }) => {
    await page.goto("/business-automation");
    const problems = page.locator("#problems");
    for (const name of ["Manual Work Overload", "Lost Leads", "High Costs", "Missed Opportunities"]) {
      await expect(problems.getByRole("heading", { name })).toBeVisible();
    }
    const solutions = page.locator("#features");
    for (const name of ["AI Lead Management", "Automated Sales and Nurturing", "Smart Workflow Automation", "Business Optimization"]) {
      await expect(solutions.getByRole("heading", { name })).toBeVisible();
    }
    const consultation = page.getByRole("link", { name: "Schedule A Free Consultation" });
    expect(await consultation.count()).toBeGreaterThan(0);
    for (const href of await consultation.evaluateAll((els) => els.map((e) => e.getAttribute("href")))) expect(href).toBe("/demo");
    await expect(page.getByRole("link", { name: "Get Started Now" })).toHaveAttribute("href", "/demo");
    await expect(page.getByRole("link", { name: "Watch Our Demo Video" })).toHaveAttribute("href", "/courses");
    await page.getByRole("link", { name: "Watch Our Demo Video" }).click();
    await expect(page).toHaveURL(/\/courses$/);
    // No walkthrough is recorded yet (decision 101): the page says what there is to see now.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("See Our AI Agents at Work");
  });

  test("/solutions: problem cards link to their solutions, six capabilities, the solution finder opens a dialog", async ({ page }) => {
    await page.goto("/solutions");
    const hrefs = await page.locator("#problems").getByRole("link").evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    expect(hrefs).toEqual([
      "/solutions/ai-chatbots",
      "/solutions/instagram-automation",
      "/solutions/proactive-engagement",
      "/solutions/ai-website-development",
    ]);
    await expect(page.locator("#features").getByRole("heading", { level: 3 })).toHaveCount(6);
    await page.getByRole("button", { name: "Find Your AI Solution" }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();

    await page.locator("#problems").getByRole("link", { name: /AI Chatbots/ }).click();
    await expect(page).toHaveURL(/\/solutions\/ai-chatbots$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("solution pages: Key Features with Learn More to /sales, numbered steps, closing call to action", async ({ page }) => {
    await page.goto("/solutions/call-routing");
    await expect(page.getByRole("region", { name: "Key Features" })).toBeVisible();
    await expect(page.locator("#features").getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/sales");
    await expect(page.locator("#how-it-works ol > li")).toHaveCount(4);
    await expect(page.locator("#how-it-works ol > li").first()).toContainText("Step 1");
    await expect(page.getByText("Call resolution time cut 50%").first()).toBeVisible();
    await expect(page.locator("#cta-heading")).toBeVisible();
  });

  test("a live-demo button reveals the voice widget and offers the $247 toast with Pay Now", async ({ page }) => {
    await page.goto("/solutions/ai-chatbots");
    const widget = page.locator("#voice-assistant-widget");
    await expect(widget).toBeHidden();
    await page.getByRole("button", { name: "Try the Live Demo" }).first().click();
    await expect(widget).toBeVisible();
    const toast = toasts(page).locator("[data-sonner-toast]").filter({ hasText: "$247" });
    await expect(toast).toBeVisible();
    await expect(toast.getByRole("button", { name: "Pay Now" })).toBeVisible();
  });

  for (const slug of ["actionable-insights", "cost-effective-call-centers"]) {
    test(`/solutions/${slug}: the live-demo toast button is Schedule Demo`, async ({ page }) => {
      await page.goto(`/solutions/${slug}`);
      await page.getByRole("button", { name: "See It in a Live Demo" }).click();
      await expect(page.locator("#voice-assistant-widget")).toBeVisible();
      const toast = toasts(page).locator("[data-sonner-toast]").filter({ hasText: "$247" });
      await expect(toast.getByRole("button", { name: "Schedule Demo" })).toBeVisible();
      await expect(toast.getByRole("button", { name: "Pay Now" })).toHaveCount(0);
    });
  }

  test("/solutions/pilot-programs opens the pilot program form", async ({ page }) => {
    await page.goto("/solutions/pilot-programs");
    await page.getByRole("button", { name: "Apply for the Pilot Program" }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("/solutions/hipaa-compliant describes safeguards without claiming certifications", async ({ page }) => {
    await page.goto("/solutions/hipaa-compliant");
    for (const name of ["Encryption Everywhere", "Role-Based Access Controls", "Complete Audit Logs", "Minimum-Necessary Data"]) {
      await expect(page.getByRole("heading", { name })).toBeVisible();
    }
    await expect(page.locator("main")).not.toContainText(/certified|certification|SOC 2|HITRUST/i);
  });

  test("/property-management leads to /demo, /solutions and the per-property plans on /pricing", async ({ page }) => {
    await page.goto("/property-management");
    const plans = page.locator("#plans");
    await expect(plans.getByText("1-5 properties")).toBeVisible();
    await expect(plans.getByText("6-10 properties")).toBeVisible();
    await expect(plans.getByText("10+ properties")).toBeVisible();
    await expect(plans.getByText("$10,000")).toBeVisible();
    await expect(plans.getByRole("link", { name: /Pricing/ })).toHaveAttribute("href", "/pricing");
    await expect(page.getByRole("link", { name: "Try the Demo" }).first()).toHaveAttribute("href", "/demo");
    await expect(page.getByRole("link", { name: "Explore Solutions" })).toHaveAttribute("href", "/solutions");
  });

  test("/create-bot leads to the demo's customization and to checkout", async ({ page }) => {
    await page.goto("/create-bot");
    await expect(page.getByRole("heading", { name: "What's Included" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Started" }).first()).toHaveAttribute("href", "/checkout");
    const customize = page.getByRole("link", { name: "Customize Your Bot in the Demo" }).first();
    await expect(customize).toHaveAttribute("href", "/demo#customize");
    await customize.click();
    await expect(page).toHaveURL(/\/demo#customize$/);
    // The demo opens with its customization panel expanded.
    await expect(page.getByRole("button", { name: demoPage.customizeHide })).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#demo-customization")).toBeVisible();
  });

  test("FAQ pages carry FAQPage JSON-LD; pages without a FAQ do not", async ({ page }) => {
    await page.goto("/solutions/ai-chatbots");
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(["Organization", "Service", "FAQPage"]));
    await page.goto("/solutions/call-routing");
    expect(await jsonLdTypes(page)).not.toContain("FAQPage");
  });

  test("/courses without recordings: no 'coming soon' cards; the live demo opens in place and every industry page's sample call is linked; nothing from YouTube", async ({
    page,
  }) => {
    const videoRequests: string[] = [];
    page.on("request", (r) => {
      if (/youtube|ytimg|googlevideo/.test(r.url())) videoRequests.push(r.url());
    });
    await gotoHydrated(page, "/courses");
    await expect(page.getByText(/coming soon/i)).toHaveCount(0);
    await expect(page.locator("#videos")).toHaveCount(0);
    const working = page.locator("#see-it-working");
    await expect(working.getByRole("heading", { level: 2 })).toHaveText("See It Working Now");
    const calls = working.getByRole("link", { name: /sample call/ });
    expect(await calls.evaluateAll((els) => els.map((e) => e.getAttribute("href")))).toEqual([
      "/industries/healthcare",
      "/industries/finance",
      "/industries/restaurants",
      "/industries/hospitality",
      "/industries/transportation",
    ]);
    await expect(working.getByRole("link", { name: "Open the Full Demo" })).toHaveAttribute("href", "/demo");
    await working.getByRole("button", { name: "Try the Live Demo" }).click();
    await expect(page.locator("#voice-assistant-widget")).toBeVisible();
    await expect(toasts(page).locator("[data-sonner-toast]").filter({ hasText: "$247" })).toBeVisible();
    await working.getByRole("link", { name: /^Healthcare sample call/ }).click();
    await expect(page).toHaveURL(/\/industries\/healthcare$/);
    expect(videoRequests).toEqual([]);
  });

  test("solution pages read without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/solutions/ai-chatbots");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByText("Will the chatbot make things up?").click();
    await expect(page.getByText("It answers from the knowledge you approve.")).toBeVisible();
    await context.close();
  });
});
