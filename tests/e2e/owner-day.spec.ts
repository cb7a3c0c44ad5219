import type { Browser, Locator, Page } from "@playwright/test";
import path from "node:path";
import { parseCsv } from "../../app/lib/csv";
import { signUpAndVerify, type AccountClient } from "../support/accounts";
import { linkPath, waitForMailIn } from "../support/outbox";
import { startCrmWebhookFake, type CrmWebhookFake } from "../fakes/crm-webhook";
import { expect, test, toasts } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";

/**
 * Issue 43 items 2 and 3: the owner's scripted day, replayed in the browser on a server of its own
 * (so every figure is this day's alone), in TEST MODE as the owner ran it. Three leads (one from a
 * campaign link, sent from another page; one through a partner's link with consent, with a free
 * call booked and then moved; one from a blog), a paid strategy session the owner then cancels
 * (refunded), a test purchase with two add-ons, two sign-ups and a partner joining, while the owner
 * also browses the site. Then every figure of the overview and /admin/analytics, and the leads CSV's
 * first touch. Before the change the funnel read visit 3 → CTA 2 → lead/sign-up 5 (250 %), the
 * analytics counted the test orders as $2,497 of revenue, sources counted pages, and the owner's
 * own visits were counted.
 */

const OWNER = "olive-owner@example.com";
const PASSWORD = "correct horse battery owner day";
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const run = `${Date.now().toString(36)}${process.pid}`;
const email = (who: string) => `${who}-${run}@example.com`;
/** The campaign link of the newsletter. */
const CAMPAIGN = "/?utm_source=newsletter&utm_medium=email&utm_campaign=spring-launch";
const BLOG = "https://blog.example/ai-receptionists";
const CRM_SECRET = "whsec_owner_day_0123456789";

let server: OwnServer;
let crm: CrmWebhookFake;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  crm = await startCrmWebhookFake({ secret: CRM_SECRET });
  server = await startOwnServer({
    env: { ADMIN_EMAILS: OWNER, MAILING_LIST_WEBHOOK_URL: crm.url, MAILING_LIST_WEBHOOK_SECRET: CRM_SECRET },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await crm?.close();
});

const at = (p: string) => `${server.url}${p}`;
const mail = (to: string, kind: string) => waitForMailIn(path.join(server.dataDir, "mail"), to, kind);

/** A browser of its own for one person: a real browser's user agent (a headless one is a crawler, never counted). */
async function person(browser: Browser, who: string, options: Parameters<Browser["newContext"]>[0] = {}) {
  const context = await browser.newContext({ baseURL: server.url, userAgent: `${CHROME} ${who}/${run}`, ...options });
  return { context, page: await context.newPage() };
}

/** The beacon has started on this page (after load, once idle: it wraps history.pushState). */
async function beaconStarted(page: Page) {
  await page.waitForFunction(() => !history.pushState.toString().includes("[native code]"), undefined, {
    timeout: 15_000,
  });
}

/**
 * What the beacon queued leaves now (the tab hidden a moment, as when the visitor switches tabs),
 * and the server has answered it: every page seen is counted before the next one.
 */
async function flush(page: Page, { queued = false } = {}) {
  const answered = page
    .waitForResponse((r) => r.url().endsWith("/api/beacon") && r.request().method() === "POST", {
      timeout: queued ? 10_000 : 2_000,
    })
    .catch((err: unknown) => {
      // Nothing was waiting: nothing to send.
      if (queued) throw err;
      return null;
    });
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
  });
  const res = await answered;
  if (res) expect(res.status(), `the beacon was refused: ${await res.text().catch(() => "")} (sent ${res.request().postData()?.slice(0, 500)})`).toBe(204);
}

/** A page seen: opened (or arrived at), its beacon started and its page view delivered. */
async function seen(page: Page, url?: string, options?: { referer?: string }) {
  if (url) {
    await page.goto(url, options);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  }
  await beaconStarted(page);
  await flush(page, { queued: true });
}

/** A CTA link pressed: the click leaves with its own beacon, then the page it leads to is seen. */
async function pressCta(page: Page, cta: Locator, to: string) {
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/beacon") && /"n":"cta"/.test(r.postData() ?? ""));
  await cta.click();
  await sent;
  await page.waitForURL((url) => url.pathname === to);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await seen(page);
}

/** The account API of this server, through a person's own browser (its cookies and user agent). */
function accountClient(page: Page): AccountClient<Awaited<ReturnType<Page["request"]["get"]>>> {
  return {
    postJson: (p, data) => page.request.post(at(p), { data, headers: { origin: server.url } }),
    get: (p) => page.request.get(at(p), { maxRedirects: 0 }),
    expectStatus: (res, status) => expect(res.status()).toBe(status),
  };
}

/**
 * Signs up on /login as a visitor does, then opens the emailed confirmation link in the same
 * browser: it signs in, says welcome on /login and moves on to /checkout.
 */
async function signUp(page: Page, address: string) {
  await seen(page, "/login");
  await page.getByLabel("Email address").fill(address);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  await expect(page.getByTestId("auth-card").getByRole("status")).toHaveText(
    "Check your email for the confirmation link",
  );
  await flush(page);
  const confirmation = await mail(address, "verification");
  await page.goto(linkPath(confirmation, "/api/auth/verify-email"));
  await expect(page).toHaveURL(/\/checkout$/);
  await seen(page);
}

/** The free call's open times, as the form offers them. */
async function openTimes(page: Page, kind: "strategy_call" | "strategy_session") {
  const res = await page.request.get(at(`/api/scheduling/slots?kind=${kind}&tz=UTC`));
  return ((await res.json()) as { days: { key: string; label: string; slots: { iso: string; label: string }[] }[] })
    .days;
}

test("the owner's day: every figure on the overview and the analytics page matches what happened; the leads carry their first touch", async ({
  browser,
}) => {
  test.setTimeout(420_000);

  // The owner's account (as `npm run admin:create` would leave it: confirmed).
  const owner = await person(browser, "owner");
  await signUpAndVerify(accountClient(owner.page), (to, kind) => mail(to, kind), {
    email: OWNER,
    password: PASSWORD,
    name: "Olive Owner",
  });
  await owner.page.request.post(at("/api/auth/sign-out"), { headers: { origin: server.url } });

  // 1. A partner joins: signs up, confirms, joins the affiliate program and takes the link.
  const partner = await person(browser, "partner");
  await signUp(partner.page, email("pia"));
  await seen(partner.page, "/affiliate-program");
  await partner.page.getByRole("button", { name: "Join Affiliate Program" }).click();
  await expect(toasts(partner.page).getByText("Success! You are now an affiliate partner.")).toBeVisible();
  const code = new URL(await partner.page.getByLabel("Your affiliate link").inputValue()).searchParams.get("ref")!;
  await flush(partner.page);
  await partner.context.close();

  // The owner looks at the site before signing in.
  await seen(owner.page, "/");
  await seen(owner.page, "/pricing");

  // 2. A reader of the newsletter: lands on its link, looks at the prices, writes from /contact.
  const cam = await person(browser, "cam");
  await seen(cam.page, CAMPAIGN);
  await pressCta(cam.page, cam.page.getByRole("link", { name: "View Pricing" }).first(), "/pricing");
  await seen(cam.page, "/contact");
  await cam.page.getByLabel("Full name").fill("Cam Paign");
  await cam.page.getByLabel("Work email").fill(email("cam"));
  await cam.page.getByLabel("How can we help?").fill("Saw the spring newsletter.");
  await cam.page.getByRole("button", { name: "Send Message" }).click();
  await expect(toasts(cam.page).getByText("Message Received!")).toBeVisible();
  await flush(cam.page);
  // … signs up, and tries the main offer with two add-ons (TEST MODE: no money moves).
  await signUp(cam.page, email("cam"));
  await cam.page.getByRole("button", { name: "Add This: CRM Integration" }).click();
  await cam.page.getByRole("button", { name: "Add This: SMS integration" }).click();
  await expect(cam.page.getByTestId("checkout-total")).toHaveText("$2,247");
  await cam.page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(cam.page).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
  const camOrder = cam.page.url().split("/").pop()!;
  await seen(cam.page);
  await cam.page.getByRole("button", { name: /^Pay \$2,247\.00/ }).click();
  await expect(cam.page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
  await seen(cam.page);
  await cam.context.close();

  // 3. The partner's link, the referral cookie allowed; a free call booked, then moved.
  const pat = await person(browser, "pat", { timezoneId: "UTC" });
  await seen(pat.page, `/?ref=${code}`);
  await pat.page.getByRole("region", { name: "Referral cookie" }).getByRole("button", { name: "Allow" }).click();
  await expect(
    pat.page.getByRole("status").filter({ hasText: "Thanks, the partner will be credited." }),
  ).toBeAttached();
  await pressCta(pat.page, pat.page.getByRole("link", { name: "View Pricing" }).first(), "/pricing");
  const days = await openTimes(pat.page, "strategy_call");
  await pat.page.getByRole("button", { name: "Schedule a Free Strategy Call" }).first().click();
  const dialog = pat.page.getByRole("dialog", { name: "Schedule a Free Strategy Call" });
  await dialog.getByLabel("Full name").fill("Pat Partnerlink");
  await dialog.getByLabel("Email").fill(email("pat"));
  await dialog.getByLabel("Phone").fill("512 555 0142");
  const picker = dialog.locator("[data-slot-picker]");
  await picker.getByRole("button", { name: days[1]!.label }).click();
  const asked = days[1]!.slots[0]!;
  await picker
    .getByRole("radiogroup", { name: `Open times on ${days[1]!.label}` })
    .getByRole("radio", { name: asked.label, exact: true })
    .check();
  await dialog.getByRole("button", { name: "Book My Free Call" }).click();
  await expect(pat.page).toHaveURL(/\/forms\/strategy-call\?sent=1&call=/);
  await seen(pat.page);
  await pat.page.getByTestId("call-booked").getByRole("link", { name: "Reschedule" }).click();
  await expect(pat.page.getByRole("heading", { level: 1 })).toHaveText("Move your call");
  await seen(pat.page);
  const movePicker = pat.page.locator("[data-slot-picker]");
  await movePicker.getByRole("group", { name: "Day" }).getByRole("button").nth(2).click();
  const later = movePicker.locator("[role=radiogroup]:not([hidden])").getByRole("radio").first();
  const movedTo = (await later.getAttribute("value"))!;
  await later.check();
  await pat.page.getByRole("button", { name: "Move My Call" }).click();
  await expect(pat.page.getByRole("status")).toContainText(/^Your call has moved to \w+day, /);
  await flush(pat.page);
  await pat.context.close();

  // 4. A reader of a blog, six pages, then a message from /contact.
  const bea = await person(browser, "bea");
  await seen(bea.page, "/solutions", { referer: BLOG });
  await pressCta(bea.page, bea.page.getByRole("link", { name: "View Pricing" }).first(), "/pricing");
  for (const page of ["/about", "/why-us", "/industries/healthcare", "/contact"]) await seen(bea.page, page);
  await bea.page.getByLabel("Full name").fill("Bea Blogreader");
  await bea.page.getByLabel("Work email").fill(email("bea"));
  await bea.page.getByLabel("How can we help?").fill("Read your post on AI receptionists.");
  await bea.page.getByRole("button", { name: "Send Message" }).click();
  await expect(toasts(bea.page).getByText("Message Received!")).toBeVisible();
  await flush(bea.page);
  await bea.context.close();

  // 5. A buyer books and pays the $250 strategy session (TEST MODE).
  const sam = await person(browser, "sam", { timezoneId: "UTC" });
  await seen(sam.page, "/checkout");
  const session = sam.page.locator("#strategy-session");
  await session.getByLabel("Your name").fill("Sam Session");
  await session.getByLabel("Phone number we'll call").fill("+1 512 555 0177");
  await session.getByLabel("Email", { exact: true }).fill(email("sam"));
  await session.getByLabel("What would you like to cover?").fill("Missed calls at lunch.");
  const sessionDays = await openTimes(sam.page, "strategy_session");
  const sessionPicker = sam.page.locator('[data-slot-picker="strategy_session"]');
  await sessionPicker.getByRole("button", { name: sessionDays[2]!.label }).click();
  await sessionPicker
    .getByRole("radiogroup", { name: `Open times on ${sessionDays[2]!.label}` })
    .getByRole("radio", { name: sessionDays[2]!.slots[0]!.label, exact: true })
    .check();
  await sam.page.getByRole("button", { name: "Book a Strategy Session" }).click();
  await expect(sam.page).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
  const samOrder = sam.page.url().split("/").pop()!;
  await seen(sam.page);
  await sam.page.getByRole("button", { name: /^Pay/ }).click();
  await expect(sam.page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
  await seen(sam.page);
  await sam.context.close();

  // 6. The owner signs in, looks at the site signed in, and refunds the session by cancelling it.
  await seen(owner.page, "/login?view=sign_in");
  await owner.page.getByLabel("Email address").fill(OWNER);
  await owner.page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await owner.page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(owner.page).not.toHaveURL(/\/login/);
  await seen(owner.page, "/");
  await owner.page.goto("/admin/bookings");
  const booking = owner.page.getByTestId("booking").filter({ hasText: "Sam Session" });
  await booking.getByRole("link", { name: "Cancel the call with Sam Session" }).click();
  await booking.getByLabel("Reason for cancelling").fill("Double-booked on our side.");
  await booking.getByRole("button", { name: "Yes, cancel the call" }).click();
  await expect(booking).toContainText("Cancelled");
  // The refund is a job: the order shows it once it ran.
  await expect(async () => {
    await owner.page.goto(`/admin/orders/${samOrder}`);
    await expect(owner.page.getByText("Refunded", { exact: true }).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  // 7. The leads inbox: filtered by where each lead came from; the call shows its current time.
  const o = owner.page;
  await o.goto("/admin/leads");
  await o.getByLabel("Source").selectOption("newsletter");
  await o.getByRole("button", { name: "Apply filters" }).click();
  await expect(o).toHaveURL(/source=newsletter/);
  await expect(o.getByTestId("lead-row")).toHaveCount(1);
  await expect(o.getByTestId("lead-row")).toContainText("Cam Paign");
  await expect(o.getByTestId("lead-source")).toHaveText("newsletterspring-launch");
  await o.goto("/admin/leads");
  await o.getByLabel("Campaign").selectOption("spring-launch");
  await o.getByLabel("Partner").selectOption(code);
  await o.getByRole("button", { name: "Apply filters" }).click();
  await expect(o.getByText("0 leads match these filters, newest first.")).toBeVisible();
  await o.goto(`/admin/leads?partner=${code}`);
  await expect(o.getByTestId("lead-row")).toHaveCount(1);
  await expect(o.getByTestId("lead-call")).toHaveText(`Rescheduled: ${utc(movedTo)}`);
  await o.getByTestId("lead-row").getByRole("link", { name: "Pat Partnerlink" }).click();
  await expect(o.getByTestId("lead-call-time")).toContainText(`(Rescheduled; first asked for ${utc(asked.iso)})`);
  await expect(o.getByTestId("lead-call-time").locator("time").first()).toHaveAttribute("datetime", movedTo);

  // The leads CSV: the first touch of each lead, whatever page its form was on.
  const leads = await csv(o, "/admin/leads/export");
  const lead = (name: string) => leads.find((r) => r.name === name)!;
  expect(leads).toHaveLength(3);
  expect(lead("Cam Paign")).toMatchObject({
    page: "/contact",
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "spring-launch",
    source: "newsletter",
    landing_page: "/",
    referrer_host: "",
    partner: "",
  });
  expect(lead("Pat Partnerlink")).toMatchObject({
    page: "/pricing",
    utm_source: "",
    source: "Direct",
    landing_page: "/",
    partner: code,
    affiliate_code: code,
    call_start: movedTo,
    call_status: "Rescheduled",
  });
  expect(lead("Bea Blogreader")).toMatchObject({
    page: "/contact",
    source: "blog.example",
    landing_page: "/solutions",
    referrer_host: "blog.example",
  });
  // The orders CSV too.
  const orders = await csv(o, "/admin/orders/export");
  expect(orders.find((r) => r.order_id === camOrder)).toMatchObject({
    utm_source: "newsletter",
    utm_campaign: "spring-launch",
    source: "newsletter",
    landing_page: "/",
  });
  expect(orders.find((r) => r.order_id === samOrder)).toMatchObject({
    utm_source: "",
    source: "Direct",
    landing_page: "/checkout",
  });
  // And the CRM: each lead's first touch travels with it.
  await expect.poll(() => crm.deliveries.length).toBe(3);
  const payload = (who: string) => crm.deliveries.find((d) => d.payload.email === email(who))!.payload;
  expect(payload("cam")).toMatchObject({
    utmSource: "newsletter",
    utmMedium: "email",
    utmCampaign: "spring-launch",
    originalSource: "newsletter",
    landingPage: "/",
  });
  expect(payload("pat")).toMatchObject({ originalSource: "Direct", landingPage: "/", partner: code });
  expect(payload("bea")).toMatchObject({
    originalSource: "blog.example",
    referrerHost: "blog.example",
    landingPage: "/solutions",
  });

  // 8. The analytics page, brought up to date (the hourly roll-up, at once).
  await o.goto("/admin/analytics");
  await o.getByRole("button", { name: "Update now" }).click();
  await expect(o.getByTestId("admin-notice")).toHaveText(
    "Updated: today's and yesterday's totals now include every visit received so far.",
  );
  await o.goto("/admin/analytics");
  const today = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
  // Five visitors (the owner is not one), 25 pages seen, three leads, two sign-ups, two checkouts;
  // nothing paid for real, so no revenue: the two test orders are shown apart.
  const metrics = {
    visitors: "5",
    pageviews: "25",
    leads: "3",
    signups: "2",
    checkouts: "2",
    paid: "0",
    revenue: "$0",
    leadRate: "60%",
    paidRate: "0%",
  };
  for (const [key, value] of Object.entries(metrics)) {
    await expect(o.getByTestId(`metric-${key}`).locator(":scope > span").nth(1), key).toHaveText(value);
    await expect(o.getByTestId(`metric-${key}`).locator(":scope > span").nth(2), key).toContainText(
      `was ${key === "revenue" ? "$0" : key.endsWith("Rate") ? "0%" : "0"}`,
    );
  }
  await expect(o.getByTestId("money-note")).toHaveText(
    "Revenue is paid minus refunded: $0 paid in 0 orders, $0 refunded.",
  );
  await expect(o.getByTestId("test-orders")).toHaveText("Test orders (not counted): 2, $2,497 paid, $250 refunded.");
  // The funnel: visitors who reached each step and every step before it.
  const steps = [
    ["visit", "5", ""],
    ["cta", "3", "60%"],
    ["lead", "3", "100%"],
    ["checkout", "1", "33%"],
    ["paid", "0", "0%"],
  ];
  for (const [key, count, rate] of steps) {
    await expect(o.getByTestId(`funnel-${key}`).locator("strong")).toHaveText(count!);
    if (rate) await expect(o.getByTestId(`funnel-${key}`)).toContainText(`${rate} from the step before`);
  }
  // The daily charts' captions.
  await expect(o.locator("figcaption")).toHaveText([
    `5 visitors from ${from} to ${today}; the busiest day was ${today} with 5.`,
    `3 leads from ${from} to ${today}; the busiest day was ${today} with 3.`,
  ]);
  // Pages: views and visitors per page (the owner's own are not among them); leads by landing page.
  await expectRows(o, "pages-row", [
    ["/login", "4", "2", "0", "0", "$0"],
    ["/checkout", "3", "3", "0", "0", "$0"],
    ["/pricing", "3", "3", "0", "0", "$0"],
    ["/", "2", "2", "2", "0", "$0"],
    ["/checkout/success", "2", "2", "0", "0", "$0"],
    ["/contact", "2", "2", "0", "0", "$0"],
    ["/solutions", "1", "1", "1", "0", "$0"],
    ["/about", "1", "1", "0", "0", "$0"],
    ["/affiliate-program", "1", "1", "0", "0", "$0"],
    ["/calls/reschedule", "1", "1", "0", "0", "$0"],
    ...[camOrder, samOrder].sort().map((id) => [`/checkout/test/${id}`, "1", "1", "0", "0", "$0"]),
    ["/forms/strategy-call", "1", "1", "0", "0", "$0"],
    ["/industries/healthcare", "1", "1", "0", "0", "$0"],
    ["/why-us", "1", "1", "0", "0", "$0"],
  ]);
  // Sources and campaigns count visitors: the blog's reader of six pages is one visit.
  await expectRows(o, "sources-row", [
    ["Direct / none", "3", "1", "0", "$0"],
    ["blog.example", "1", "1", "0", "$0"],
    ["newsletter", "1", "1", "0", "$0"],
  ]);
  await expectRows(o, "campaigns-row", [
    ["No campaign", "4", "2", "0", "$0"],
    ["spring-launch", "1", "1", "0", "$0"],
  ]);
  await expectRows(o, "affiliates-row", [[code, "1", "1", "0", "$0"]]);
  await test.info().attach("analytics", { body: await o.screenshot({ fullPage: true }), contentType: "image/png" });

  // 9. The overview: the same money, to the cent, and the test orders apart.
  await o.goto("/admin");
  const stats = [
    ["New leads", "3", "3 in total, 3 this week"],
    ["Paid orders", "0", "Last 30 days: 0 refunded, 0 pending"],
    ["Net revenue", "$0", "Last 30 days: $0 paid − $0 refunded"],
    ["Lead → order", "0%", "0 of 3 lead emails bought (90 days)"],
    ["Commissions to approve", "$0", "Pending referrals"],
    ["Commissions to pay", "$0", "Approved, not paid"],
    ["Failed deliveries", "0", "0 retrying"],
    ["Customers", "3", "1 affiliates"],
  ];
  for (const [label, value, hint] of stats)
    await expect(o.locator(`xpath=//span[normalize-space()="${label}"]/..`).locator(":scope > span")).toHaveText([
      label!,
      value!,
      hint!,
    ]);
  await expect(o.getByTestId("money-note")).toHaveText(
    `Revenue over the last 30 days (${from} to ${today}) is paid minus refunded: $0 paid in 0 orders, $0 refunded.`,
  );
  await expect(o.getByTestId("test-orders")).toHaveText("Test orders (not counted): 2, $2,497 paid, $250 refunded.");
  await expect(o.locator("figcaption").filter({ hasText: "leads in the last 90 days" })).toHaveText(
    `Contact (2)Strategy call (1)3 leads in the last 90 days; the busiest day was ${today} with 3.`,
  );
  await expect(o.locator("figcaption").filter({ hasText: "paid revenue" })).toHaveText(
    "No paid revenue in the last 14 weeks.",
  );
  await expect(o.getByText("later paid for an order with the same email")).toHaveText(
    "Of the 3 people who sent a form in the last 90 days, 0 later paid for an order with the same email (0%), worth $0.",
  );
  await test.info().attach("overview", { body: await o.screenshot({ fullPage: true }), contentType: "image/png" });
  await owner.context.close();
});

/** "2026-12-10 15:00 UTC", as the console writes a moment. */
function utc(iso: string) {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** A console CSV export, as records keyed by its header. */
async function csv(page: Page, url: string) {
  const res = await page.request.get(at(url));
  expect(res.status()).toBe(200);
  const [header, ...rows] = parseCsv(await res.text());
  return rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]!])));
}

/** A table of the analytics page, row by row, cell by cell. */
async function expectRows(page: Page, testId: string, rows: string[][]) {
  await expect(page.getByTestId(testId)).toHaveCount(rows.length);
  for (const [i, cells] of rows.entries())
    await expect(page.getByTestId(testId).nth(i).getByRole("cell")).toHaveText(cells);
}
