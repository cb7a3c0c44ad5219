import type { Browser, Page } from "@playwright/test";
import { expect, gotoHydrated, test, toasts } from "./fixtures";
import { ownerPage, uniqueEmail } from "./helpers";

/**
 * The browser side of first-party analytics (issue 20, decision 072): the beacon's events, their
 * first touch, Do Not Track / GPC, and the first touch the owner sees on a lead and an order.
 * /api/beacon is intercepted here: the bodies are what the browser sent.
 */

type FirstTouch = { landing: string; referrerHost?: string; utmSource?: string; utmCampaign?: string };
type BeaconEvent = { n: string; p: string; l?: string; ft?: FirstTouch; v?: Record<string, number> };

const LANDING = "/?utm_source=newsletter&utm_campaign=fall";
const NEWSLETTER: FirstTouch = { landing: "/", utmSource: "newsletter", utmCampaign: "fall" };

/** Records every beacon the page sends (answered 204, as the real endpoint does). */
async function recordBeacons(page: Page) {
  const events: BeaconEvent[] = [];
  const requests: { method: string; bytes: number }[] = [];
  await page.route("**/api/beacon", async (route) => {
    const body = route.request().postData() ?? "";
    requests.push({ method: route.request().method(), bytes: Buffer.byteLength(body) });
    events.push(...(JSON.parse(body) as { e: BeaconEvent[] }).e);
    await route.fulfill({ status: 204 });
  });
  return { events, requests };
}

/** The tab goes to the background: the page becomes hidden, as when the visitor switches tabs. */
function hide(page: Page) {
  return page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
  });
}

/** Hides the page until the queued events have left (the beacon starts after load, once idle). */
async function flushed(page: Page, events: BeaconEvent[], match: (e: BeaconEvent) => boolean) {
  await expect
    .poll(async () => {
      await hide(page);
      return events.some(match);
    })
    .toBe(true);
  return events.filter(match);
}

test.describe("the beacon", () => {
  test("sends a pageview with the path and the first touch, loaded only after the page's load event", async ({
    page,
  }) => {
    const { events, requests } = await recordBeacons(page);
    await gotoHydrated(page, LANDING);
    const [view] = await flushed(page, events, (e) => e.n === "pageview");
    expect(view).toEqual({ n: "pageview", p: "/", ft: NEWSLETTER });
    expect(requests[0]!.method).toBe("POST");
    for (const r of requests) expect(r.bytes).toBeLessThanOrEqual(8 * 1024);
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const beacon = performance.getEntriesByType("resource").find((r) => /\/assets\/beacon-[\w-]+\.js$/.test(r.name));
      return { loadEnd: nav.loadEventEnd, beaconStart: beacon?.startTime ?? -1 };
    });
    expect(timing.beaconStart, "the beacon script loads after the load event").toBeGreaterThanOrEqual(timing.loadEnd);
  });

  test("a CTA click sends its label, typing in a form sends form_start, and the first touch stays the landing page", async ({
    page,
  }) => {
    const { events } = await recordBeacons(page);
    await gotoHydrated(page, LANDING);
    await flushed(page, events, (e) => e.n === "pageview" && e.p === "/");

    // A client-side navigation is a pageview of its own, still carrying where the visit began.
    await page.getByRole("link", { name: "Schedule a Demo" }).first().click();
    await expect(page).toHaveURL(/\/checkout$/);
    const [cta] = await flushed(page, events, (e) => e.n === "cta");
    expect(cta).toEqual({ n: "cta", p: "/", l: "Schedule a Demo", ft: NEWSLETTER });
    const [checkoutView] = await flushed(page, events, (e) => e.n === "pageview" && e.p === "/checkout");
    expect(checkoutView!.ft).toEqual(NEWSLETTER);

    // A second page load in the same tab (no query string now) keeps the first touch. The beacon
    // starts after the load event, which can come after hydration: its page view says it listens.
    await gotoHydrated(page, "/contact");
    const [contactView] = await flushed(page, events, (e) => e.n === "pageview" && e.p === "/contact");
    expect(contactView!.ft).toEqual(NEWSLETTER);
    await page.getByLabel("Full name").fill("Pat Morgan");
    await page.getByLabel("Work email").fill("pat@example.com");
    const starts = await flushed(page, events, (e) => e.n === "form_start");
    expect(starts).toEqual([{ n: "form_start", p: "/contact", l: "contact", ft: NEWSLETTER }]);
    expect(events.filter((e) => e.n === "pageview").map((e) => e.p)).toEqual(["/", "/checkout", "/contact"]);
  });

  test("a lead dialog's form is named by its form type", async ({ page }) => {
    const { events } = await recordBeacons(page);
    await gotoHydrated(page, "/contact");
    await flushed(page, events, (e) => e.n === "pageview");
    await page.getByRole("button", { name: "Schedule a Free Strategy Call" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Schedule a Free Strategy Call" });
    await dialog.getByLabel("Full name").fill("Dee Alog");
    const kinds = (await flushed(page, events, (e) => e.n === "form_start")).map((e) => e.l);
    expect(kinds).toEqual(["strategy_call"]);
    const [cta] = await flushed(page, events, (e) => e.n === "cta");
    expect(cta).toMatchObject({ n: "cta", p: "/contact", l: "Schedule a Free Strategy Call" });
  });

  test("reports the page's Web Vitals once, when the page is hidden", async ({ page }) => {
    const { events } = await recordBeacons(page);
    await gotoHydrated(page, "/about");
    const [vitals] = await flushed(page, events, (e) => e.n === "vitals");
    expect(vitals).toMatchObject({ n: "vitals", p: "/about" });
    expect(vitals!.v!.ttfb).toBeGreaterThan(0);
    expect(vitals!.v!.lcp).toBeGreaterThan(0);
    // web-vitals reports CLS on hiding even when nothing moved: a value of 0, not a missing one.
    expect(vitals!.v!.cls).toBe(0);
    await hide(page);
    await hide(page);
    expect(events.filter((e) => e.n === "vitals")).toHaveLength(1);
  });

  test("leaving the page sends the page view and the Web Vitals, though the vitals are reported after the queue left", async ({ page }) => {
    const { events } = await recordBeacons(page);
    await gotoHydrated(page, "/pricing");
    // The beacon has started once the first touch is stored.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("voxa:first-touch"))).not.toBeNull();
    await page.evaluate(() => dispatchEvent(new PageTransitionEvent("pagehide")));
    await expect.poll(() => events.map((e) => e.n).sort()).toEqual(["pageview", "vitals"]);
    expect(events.find((e) => e.n === "vitals")).toMatchObject({ p: "/pricing" });
  });
});

test("the sign-up carries the first touch in its X-First-Touch header", async ({ page }) => {
  const { events } = await recordBeacons(page);
  await gotoHydrated(page, LANDING);
  await flushed(page, events, (e) => e.n === "pageview");
  await gotoHydrated(page, "/login?view=sign_up");
  const card = page.getByTestId("auth-card");
  await card.getByLabel("Email address").fill(uniqueEmail("touch-signup"));
  await card.getByLabel("Password", { exact: true }).fill("correct horse battery staple");
  const signUp = page.waitForRequest((r) => r.url().endsWith("/api/auth/sign-up/email") && r.method() === "POST");
  await card.getByRole("button", { name: "Sign up", exact: true }).click();
  const header = (await signUp).headers()["x-first-touch"];
  expect(JSON.parse(header ?? "null")).toEqual(NEWSLETTER);
});

test.describe("Global Privacy Control", () => {
  test.use({ extraHTTPHeaders: { "Sec-GPC": "1" } });

  test("with GPC nothing is sent and no first touch is kept", async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
    );
    const { events, requests } = await recordBeacons(page);
    await gotoHydrated(page, LANDING);
    // Long enough for the beacon to have started (load, then idle) had it been allowed to.
    await page.waitForTimeout(1500);
    await page.getByRole("link", { name: "Schedule a Demo" }).first().click();
    await expect(page).toHaveURL(/\/checkout$/);
    await gotoHydrated(page, "/contact");
    await page.getByLabel("Full name").fill("Private Person");
    await page.waitForTimeout(1500);
    await hide(page);
    await page.evaluate(() => dispatchEvent(new Event("pagehide")));
    const scripts = await page.evaluate(
      () => performance.getEntriesByType("resource").filter((r) => /\/assets\/(vitals|touch)-/.test(r.name)).length,
    );
    expect(scripts, "first-touch or vitals code loaded").toBe(0);
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.includes("first-touch")))).toEqual([]);
    expect(requests).toEqual([]);
    expect(events).toEqual([]);
  });
});


/** Sends the contact form as a visitor; returns the email it used. */
async function sendContactMessage(page: Page, name: string, message: string, tag: string) {
  const email = uniqueEmail(tag);
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("How can we help?").fill(message);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toasts(page).getByText("Message Received!")).toBeVisible();
  return email;
}

/** The owner opens that lead in the console: its page and its "First touch" panel. */
async function leadFirstTouch(browser: Browser, baseURL: string, email: string, name: string) {
  const owner = await ownerPage(browser, baseURL);
  await owner.goto(`/admin/leads?${new URLSearchParams({ q: email })}`);
  await owner.getByRole("link", { name }).click();
  await expect(owner.getByRole("heading", { level: 1, name })).toBeVisible();
  const panel = owner.locator("section", { has: owner.getByRole("heading", { name: "First touch", exact: true }) });
  return { owner, panel };
}

async function expectFirstTouch(page: Page, landing = "/") {
  const panel = page.locator("section", { has: page.getByRole("heading", { name: "First touch", exact: true }) });
  await expect(panel).toBeVisible();
  const fact = (label: string) => panel.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
  await expect(fact("Landing page")).toHaveText(landing);
  await expect(fact("Source")).toHaveText("newsletter");
  await expect(fact("Campaign")).toHaveText("fall");
}

test.describe("first touch reaches the owner's console", () => {
  test("a contact message sent on a later page shows where the visit began", async ({ page, browser, baseURL }) => {
    const { events } = await recordBeacons(page);
    await gotoHydrated(page, LANDING);
    await flushed(page, events, (e) => e.n === "pageview");
    await gotoHydrated(page, "/contact");
    const email = await sendContactMessage(page, "Fay First", "We came from the newsletter.", "first-touch");
    const { owner } = await leadFirstTouch(browser, baseURL!, email, "Fay First");
    await expectFirstTouch(owner);
    await owner.context().close();
  });

  test("an order through the test checkout shows where the visit began", async ({ page, browser, baseURL }) => {
    const { events } = await recordBeacons(page);
    await gotoHydrated(page, LANDING);
    await flushed(page, events, (e) => e.n === "pageview");
    await gotoHydrated(page, "/checkout");
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
    const orderId = new URL(page.url()).pathname.split("/").pop()!;
    await page.getByLabel("Email for your receipt").fill(uniqueEmail("first-touch-buyer"));
    await page.getByRole("button", { name: /^Pay \$/ }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();

    const owner = await ownerPage(browser, baseURL!);
    await owner.goto(`/admin/orders/${orderId}`);
    await expect(owner.getByRole("heading", { level: 1, name: `Order ${orderId.slice(0, 8)}` })).toBeVisible();
    await expectFirstTouch(owner);
    await owner.context().close();
  });

  test("a lead without a first touch says so", async ({ page, browser, baseURL }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
    );
    await gotoHydrated(page, "/contact");
    const email = await sendContactMessage(page, "Noel Touch", "Please call me.", "no-touch");
    const { owner, panel } = await leadFirstTouch(browser, baseURL!, email, "Noel Touch");
    await expect(panel).toContainText("Not recorded");
    await owner.context().close();
  });
});

test.describe("before the beacon has started", () => {
  // The beacon's chunk is refused on purpose: the browser reports the failed load.
  test.use({ expectedConsoleErrors: /Failed to load resource: net::ERR_FAILED|Failed to fetch dynamically imported module/ });

  test("a message sent before the beacon has started still carries where the visit began", async ({ page, browser, baseURL }) => {
    // The beacon never loads here (as when a visitor sends the form within the first second).
    let beaconLoads = 0;
    await page.route(/\/assets\/beacon-[\w-]+\.js$/, (route) => {
      beaconLoads++;
      return route.abort();
    });
    await gotoHydrated(page, `/contact${new URL(LANDING, "http://x").search}`);
    await expect.poll(() => beaconLoads, { message: "the page asked for the beacon (and was refused)" }).toBeGreaterThan(0);
    expect(await page.evaluate(() => sessionStorage.getItem("voxa:first-touch")), "stored before the form was sent").toBeNull();
    const email = await sendContactMessage(page, "Early Bird", "Sent at once.", "early-touch");
    const { owner } = await leadFirstTouch(browser, baseURL!, email, "Early Bird");
    await expectFirstTouch(owner, "/contact");
    await owner.context().close();
  });
});
