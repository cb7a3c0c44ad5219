import { partners } from "../../app/content/partners";
import { site } from "../../app/content/site";
import { expect, expectNoSeriousA11yViolations, test, switchToDarkTheme } from "./fixtures";

const TAGLINE = "AI Voice Agents & Business Automation";

const pages = [
  { path: "/about", title: "About Voxa AI" },
  { path: "/why-us", title: "Why Choose Voxa AI" },
  { path: "/team", title: "Our Team" },
  { path: "/contact", title: "Contact Us" },
  { path: "/sitemap", title: "Sitemap" },
];

test.describe("company pages render", () => {
  // Two axe runs (light and dark) per page can take a while when the machine is busy.
  test.describe.configure({ timeout: 60_000 });
  for (const { path, title } of pages) {
    test(`${path}: 200, one h1, title format, no error screen, no serious axe violations (light and dark)`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page).toHaveTitle(`${title} | ${TAGLINE}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText(/Unexpected Application Error|Page not found/)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await switchToDarkTheme(page);
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test.describe("about page", () => {
  test("the spec's title, sections, values, services, eleven partners, two testimonials and Get Started Today → /contact", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Our AI Business Management Solutions");
    for (const name of [
      "Who We Are",
      "Our Vision",
      "Our Core Values",
      "What We Do",
      "Our Partnerships",
      "Our Success Stories",
      "Client Testimonials",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    const values = page.locator("#core-values");
    for (const name of ["Innovation", "Collaboration", "Integrity", "Impact"]) {
      await expect(values.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
    }
    await expect(values.locator("li h3")).toHaveCount(4);
    const services = page.locator("#what-we-do");
    for (const name of [
      "AI Workflow Automation",
      "Marketing Strategies",
      "Tool Integrations",
      "Data Security",
      "Real-Time Dynamic Pricing",
      "AI Customer Support",
    ]) {
      await expect(services.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
    }
    await expect(services.locator("li h3")).toHaveCount(6);
    await expect(page.locator("#partners li")).toHaveCount(11);
    for (const name of partners) await expect(page.locator("#partners").getByRole("img", { name, exact: true })).toBeVisible();
    await expect(page.locator("#success-stories article")).toHaveCount(3);
    await expect(page.locator("#client-testimonials figure")).toHaveCount(2);
    const cta = page.getByRole("link", { name: "Get Started Today" });
    await expect(cta).toHaveCount(1);
    await expect(cta).toHaveAttribute("href", "/contact");
  });
});

test.describe("why-us page", () => {
  test("hero with Learn More and the five reasons", async ({ page }) => {
    await page.goto("/why-us");
    const hero = page.locator("main section").first();
    await expect(hero.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/about");
    const reasons = page.locator("#reasons ol > li");
    await expect(reasons).toHaveCount(5);
    for (const [i, name] of [
      "Industry-Leading AI Technology",
      "HIPAA-Compliant Solutions",
      "Proven Results with Leading Healthcare Providers",
      "A Dedicated Support Team",
      "Continuous Innovation",
    ].entries()) {
      await expect(reasons.nth(i).getByRole("heading", { level: 3 })).toHaveText(name);
    }
    await page.getByRole("button", { name: "Schedule a Free Strategy Call" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });
});

test.describe("team page", () => {
  test("leadership with illustrated portraits (no photos) and the teams", async ({ page }) => {
    await page.goto("/team");
    const leaders = page.locator("#leadership li");
    await expect(leaders).toHaveCount(6);
    await expect(leaders.first().getByRole("heading", { level: 3 })).toHaveText("Alex Morgan");
    await expect(leaders.first().locator("svg[data-portrait]")).toBeVisible();
    await expect(leaders.first()).not.toContainText("AM");
    await expect(page.getByRole("main").locator("img")).toHaveCount(0);
    await expect(page.locator("#teams li h3")).toHaveCount(6);
    await expect(page.getByRole("main").getByRole("link", { name: "Contact Our Team" })).toHaveAttribute("href", "/contact");
  });
});

test.describe("contact page", () => {
  test("contact details, office hours and a labelled form that posts to /contact", async ({ page }) => {
    await page.goto("/contact");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: site.contact.email })).toHaveAttribute("href", `mailto:${site.contact.email}`);
    await expect(main.getByRole("link", { name: site.contact.phone })).toHaveAttribute("href", site.contact.phoneHref);
    await expect(main.getByText(site.contact.city)).toBeVisible();
    await expect(main.getByRole("heading", { name: "Office Hours" })).toBeVisible();
    await expect(main.getByText("Monday to Friday")).toBeVisible();

    const form = main.locator("form[method=post][action='/contact']");
    await expect(form).toHaveCount(1);
    const fields: [string, string, boolean][] = [
      ["Full name", "name", true],
      ["Work email", "email", true],
      ["Company", "company", false],
      ["Phone", "phone", false],
      ["How can we help?", "message", true],
    ];
    for (const [label, name, required] of fields) {
      const field = form.getByLabel(label);
      await expect(field).toHaveAttribute("name", name);
      if (required) await expect(field).toHaveAttribute("required", "");
      else await expect(field).not.toHaveAttribute("required", "");
    }
    await expect(form.getByLabel("Work email")).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Phone")).toHaveAttribute("type", "tel");
    await expect(form.getByRole("button", { name: "Send Message" })).toHaveAttribute("type", "submit");
  });
});

test.describe("human sitemap", () => {
  test("lists every page of sitemap.xml plus the account pages and tools", async ({ page, request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(paths.length).toBeGreaterThan(30);

    await page.goto("/sitemap");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sitemap");
    const hrefs = await page.getByRole("main").getByRole("link").evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    for (const p of paths) expect(hrefs, p).toContain(p);

    for (const name of ["Industries", "Healthcare Specialties", "Company", "Account & Tools"]) {
      await expect(page.getByRole("main").getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    const account = page.getByRole("region", { name: "Account & Tools" });
    const accountHrefs = await account.getByRole("link").evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    for (const p of ["/login", "/demo", "/checkout", "/affiliate-program", "/user-dashboard"]) {
      expect([...accountHrefs, ...paths], p).toContain(p);
    }
  });
});
