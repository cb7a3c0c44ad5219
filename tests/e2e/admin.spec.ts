import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { parseCsv } from "../../app/lib/csv";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { ADMIN, ADMIN_PASSWORD, allowReferralCookie, ownerPage, signInAsOwner, signUpThroughApi } from "./helpers";

/**
 * The business owner's console (issue 9): the owner works a lead, exports leads, sees an order,
 * pays an affiliate and recovers deliveries, all from the browser; everyone else gets a 404.
 * The e2e server names the admin with ADMIN_EMAILS (playwright.config.ts).
 */

const TAGLINE = "AI Voice Agents & Business Automation";
const PASSWORD = "correct horse battery admin";
const run = `${Date.now().toString(36)}${process.pid}`;
const leadEmail = `lead-${run}@example.com`;
const buyerEmail = `buyer-${run}@example.com`;
const ids = { lead: "", order: "", affiliate: "", referral: "", customer: "" };

test.describe.configure({ mode: "serial" });

/** A confirmed account (sign-up through the API, then the emailed confirmation link); reused when it exists. */
async function confirmedAccount(request: APIRequestContext, baseURL: string, email: string, name = "") {
  const signIn = await request.post("/api/auth/sign-in/email", {
    data: { email, password: PASSWORD },
    headers: { origin: baseURL },
  });
  if (signIn.ok()) return;
  await signUpThroughApi(request, baseURL, { email, password: PASSWORD, name });
}

/** A browser context signed in as `email` (the session cookie set by better-auth's API). */
async function signedInPage(browser: Browser, baseURL: string, email: string, name = "") {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await confirmedAccount(page.request, baseURL, email, name);
  const res = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password: PASSWORD },
    headers: { origin: baseURL },
  });
  expect(res.ok()).toBe(true);
  return page;
}

async function expectConsolePage(page: Page, title: string) {
  await expect(page).toHaveTitle(`${title} | ${TAGLINE}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
}

const notice = (page: Page) => page.getByTestId("admin-notice");

/** The "Total Earnings" figure on the affiliate's own dashboard (approved and paid commissions). */
const totalEarnings = (page: Page) =>
  page.getByText("Total Earnings", { exact: true }).locator("xpath=following-sibling::p[1]");

test("the owner signs in, works a lead through the inbox and exports the filtered leads as CSV", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // Two leads sent through the public form API, as a visitor would.
  const send = (body: Record<string, string>) =>
    request.post("/api/leads/contact", {
      data: { website: "", referrer: "https://search.example/", ...body },
      headers: { origin: baseURL! },
    });
  expect(
    (
      await send({
        name: '=HYPERLINK("http://evil.example","Click")',
        email: leadEmail,
        company: "Acme, Inc.",
        phone: "",
        message: 'We said "hello",\nthen waited.',
        page: "/contact?utm_source=newsletter&utm_campaign=spring",
      })
    ).status(),
  ).toBe(201);
  expect(
    (
      await send({
        name: "Other Person",
        email: `other-${run}@example.com`,
        company: "Elsewhere",
        phone: "",
        message: "Hi",
        page: "/contact",
      })
    ).status(),
  ).toBe(201);

  // The owner's account is made on first use, once, whichever spec gets there first (helpers.ts).
  await signInAsOwner(request, baseURL!);
  await page.goto("/login?view=sign_in");
  await page.getByLabel("Email address").fill(ADMIN);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  // The owner lands in the console (issue 43); the public header still never advertises it.
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.locator('header a[href^="/admin"]')).toHaveCount(0);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Owner Console");
  await expect(page.getByText("New leads", { exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: /Leads per day by form type/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /Net paid revenue per week/ })).toBeVisible();
  // The chart's figures as a table, behind "Show the numbers" (the bars are drawn for the eye only).
  await page.getByText("Show the numbers", { exact: true }).first().click();
  const numbers = page.getByRole("region", { name: "Leads per day" });
  await expect(numbers.getByRole("columnheader", { name: "Day", exact: true })).toBeVisible();
  await expect(numbers.getByRole("columnheader", { name: "Total", exact: true })).toBeVisible();
  await expectConsolePage(page, "Owner Console");

  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Leads" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leads");
  await page.getByLabel("Search").fill(leadEmail);
  await page.getByLabel("Form").selectOption("contact");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(leadEmail)}`));
  await expect(page.getByTestId("lead-row")).toHaveCount(1);
  await expect(page.getByText("1 lead match these filters, newest first.")).toBeVisible();
  await expectConsolePage(page, "Leads");

  // Export the current filter: RFC 4180 quoting, and the formula cell defused.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await (await download).path();
  const text = readFileSync(file!, "utf8");
  const rows = parseCsv(text);
  expect(rows).toHaveLength(2);
  const header = rows[0];
  const cell = (name: string) => rows[1][header.indexOf(name)];
  expect(cell("email")).toBe(leadEmail);
  expect(cell("name")).toBe(`'=HYPERLINK("http://evil.example","Click")`);
  expect(cell("company")).toBe("Acme, Inc.");
  expect(cell("utm_source")).toBe("newsletter");
  expect(text).toContain('"Acme, Inc."');
  expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);

  await page.getByTestId("lead-row").getByRole("link").click();
  await expect(page).toHaveURL(/\/admin\/leads\/[0-9a-f-]{36}$/);
  ids.lead = page.url().split("/").pop()!;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText('=HYPERLINK("http://evil.example","Click")');
  await expect(page.getByText('We said "hello",')).toBeVisible();
  await expect(page.getByText("UTM source")).toBeVisible();
  await expect(page.getByText("/contact?utm_source=newsletter&utm_campaign=spring")).toBeVisible();
  await expect(page.getByRole("heading", { name: "CRM delivery" })).toBeVisible();
  // No CRM webhook in e2e: the sync job logs the payload; it may still be queued for a moment.
  await expect(page.locator("section", { has: page.getByRole("heading", { name: "CRM delivery" }) })).toContainText(
    /Logged|Queued|Sending/,
  );
  await expectConsolePage(page, "Lead");

  await page.getByLabel("Note").fill("Called back, wants a demo on Tuesday");
  await page.getByRole("button", { name: "Mark contacted" }).click();
  await expect(notice(page)).toHaveText("Lead marked contacted.");
  await expect(page.getByText("Contacted", { exact: true }).first()).toBeVisible();
  const history = page.locator("section", { has: page.getByRole("heading", { name: "History" }) });
  await expect(history).toContainText("New → Contacted");
  await expect(history).toContainText("Called back, wants a demo on Tuesday");
  await expect(history).toContainText(ADMIN);
  await expect(page.getByRole("button", { name: "Mark qualified" })).toBeVisible();
});

test("the owner sees a referred test-mode order marked Test, with no commission, and manages the affiliate", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // An affiliate joins the program.
  const affiliate = await signedInPage(browser, baseURL!, `affiliate-${run}@example.com`, "Alma Partner");
  await affiliate.goto("/affiliate-program");
  await affiliate.getByRole("button", { name: "Join Affiliate Program" }).click();
  await expect(affiliate.getByLabel("Your affiliate link")).toHaveValue(/\?ref=/);
  const code = new URL(await affiliate.getByLabel("Your affiliate link").inputValue()).searchParams.get("ref")!;

  // A visitor arrives through the link and signs up (a sign-up referral), then buys the main offer
  // with the affiliate's code in the offline TEST MODE checkout: no money moved, so no commission
  // (docs/decisions/042). Approving and paying a live commission: admin-deliveries.spec.ts.
  const buyerContext = await browser.newContext({ baseURL });
  const buyer = await buyerContext.newPage();
  await buyer.goto(`/?ref=${code}`);
  await allowReferralCookie(buyer);
  await confirmedAccount(buyer.request, baseURL!, buyerEmail, "Bea Buyer");
  const signIn = await buyer.request.post("/api/auth/sign-in/email", {
    data: { email: buyerEmail, password: PASSWORD },
    headers: { origin: baseURL! },
  });
  expect(signIn.ok()).toBe(true);
  const res = await buyer.request.post("/api/create-checkout", {
    data: { priceId: "main-offer", refCode: code },
    headers: { origin: baseURL! },
  });
  expect(res.status()).toBe(200);
  await buyer.goto((await res.json()).url);
  await buyer.getByRole("button", { name: /^Pay \$247\.00/ }).click();
  await expect(buyer.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
  await buyerContext.close();

  const admin = await ownerPage(browser, baseURL!);
  await admin.goto(`/admin/orders?q=${encodeURIComponent(buyerEmail)}`);
  const orderRow = admin.getByTestId("order-row");
  await expect(orderRow).toHaveCount(1);
  await expect(orderRow).toContainText("Paid");
  await expect(orderRow).toHaveAttribute("data-test-mode", "true");
  await expect(orderRow.getByText("Test", { exact: true })).toBeVisible();
  await expectConsolePage(admin, "Orders");
  await orderRow.getByRole("link").first().click();
  await admin.waitForURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
  ids.order = admin.url().split("/").pop()!;
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(`Order ${ids.order.slice(0, 8)}`);
  await expect(admin.getByRole("heading", { name: "Items" })).toBeVisible();
  await expect(admin.getByText("Checkout session")).toBeVisible();
  await expect(admin.getByRole("link", { name: code })).toBeVisible();
  const referralPanel = admin.locator("section", { has: admin.getByRole("heading", { name: "Referral" }) });
  await expect(referralPanel).toContainText("None: test orders earn no commission");
  await expectConsolePage(admin, "Order");

  // The affiliate's page: the buyer's sign-up became the order's referral, marked as a test
  // order, and it earns nothing (decision 110).
  await admin.getByRole("link", { name: code }).click();
  await admin.waitForURL(/\/admin\/affiliates\/[0-9a-f-]{36}$/);
  ids.affiliate = admin.url().split("/").pop()!;
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(`Affiliate ${code}`);
  const row = admin.getByTestId("referral-row");
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute("data-status", "test");
  await expect(row).toContainText("Test order (no commission)");
  ids.referral = (await row.getAttribute("data-id"))!;
  await expectConsolePage(admin, "Affiliate");
  await affiliate.reload();
  await expect(totalEarnings(affiliate)).toHaveText("$0.00");

  // Commission rate as a percentage; the affiliate sees the new rate.
  await admin.getByLabel("Commission rate (%)").fill("25");
  await admin.getByRole("button", { name: "Save rate" }).click();
  await expect(admin.getByTestId("admin-notice").first()).toHaveText("Commission rate set to 25%.");
  await affiliate.reload();
  await expect(affiliate.getByText("25%", { exact: true })).toBeVisible();

  // Suspend and reactivate.
  await admin.getByRole("button", { name: "Suspend affiliate" }).click();
  await expect(admin.getByText("Affiliate suspended: new referrals no longer earn commission.")).toBeVisible();
  await admin.getByRole("button", { name: "Reactivate affiliate" }).click();
  await expect(admin.getByText("Affiliate reactivated.")).toBeVisible();

  await admin.goto("/admin/referrals?status=test");
  await expect(admin.locator(`[data-testid="referral-row"]`, { hasText: code })).toHaveCount(1);
  await expectConsolePage(admin, "Referrals");
  await admin.goto("/admin/affiliates");
  await expect(admin.getByTestId("affiliate-row").filter({ hasText: code })).toContainText("$0");
  await expectConsolePage(admin, "Affiliates");
  // The test order is not revenue on the overview.
  await admin.goto("/admin");
  await expect(admin.getByTestId("test-orders")).toContainText(/^Test orders \(not counted\): \d+, /);
  await affiliate.context().close();
  await admin.context().close();
});

test("deliveries and customers: the dev mailbox link, accounts with their orders and leads, no secrets", async ({
  browser,
  baseURL,
}) => {
  const admin = await ownerPage(browser, baseURL!);
  await admin.goto("/admin/deliveries");
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Deliveries");
  await expect(admin.getByRole("link", { name: "Open the dev mailbox" })).toHaveAttribute("href", "/dev/mailbox");
  await expect(admin.getByRole("link", { name: /^Failed \(\d+\)$/ })).toBeVisible();
  await expectConsolePage(admin, "Deliveries");
  await admin.getByRole("link", { name: /^Retrying \(\d+\)$/ }).click();
  await expect(admin).toHaveURL(/view=retrying/);

  // A partner who never bought is not a customer (decision 106); the buyer they referred is.
  await admin.goto(`/admin/customers?q=affiliate-${run}`);
  await expect(admin.getByTestId("customer-row")).toHaveCount(0);
  await expect(admin.getByText("No customers match this search.")).toBeVisible();
  await admin.goto(`/admin/customers?q=${encodeURIComponent(buyerEmail)}`);
  await expect(admin.getByTestId("customer-row")).toHaveCount(1);
  await expectConsolePage(admin, "Customers");
  await admin.getByTestId("customer-row").getByRole("link").click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Bea Buyer");
  ids.customer = admin.url().split("/").pop()!;
  await expect(admin.locator(`a[href="/admin/orders/${ids.order}"]`).first()).toBeVisible(); // their order
  const html = await admin.content();
  expect(html).not.toMatch(/password|\$argon|scrypt|"token"/i);
  await expectConsolePage(admin, "Customer");
  await admin.context().close();
});

test.describe("everyone else", () => {
  // The 404 answers are logged by the browser itself.
  test.use({ expectedConsoleErrors: /Failed to load resource: the server responded with a status of 404/ });

  const urls = () => [
    "/admin",
    "/admin/leads",
    "/admin/leads?status=new",
    "/admin/leads/export",
    `/admin/leads/${ids.lead}`,
    "/admin/orders",
    `/admin/orders/${ids.order}`,
    "/admin/affiliates",
    `/admin/affiliates/${ids.affiliate}`,
    "/admin/referrals",
    "/admin/deliveries",
    "/admin/customers",
    "/admin/customers/anyone",
    "/admin.data",
    "/admin/leads.data",
  ];
  const actions = () =>
    [
      [`/admin/leads/${ids.lead}`, { status: "won", note: "hijacked" }],
      [`/admin/affiliates/${ids.affiliate}`, { intent: "suspend" }],
      [`/admin/affiliates/${ids.affiliate}`, { intent: "rate", percent: "100" }],
      ["/admin/referrals", { intent: "approve", ids: ids.referral }],
      ["/admin/deliveries", { queue: "crm-sync-dead", id: "00000000-0000-4000-8000-000000000000" }],
    ] as const;

  test("anonymous visitors and signed-in customers get 404 from every console URL and action, and nothing changes", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    expect(ids.lead && ids.affiliate && ids.referral).toBeTruthy();
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page).toHaveTitle(`Page not found | ${TAGLINE}`);

    const customer = await signedInPage(browser, baseURL!, `customer-${run}@example.com`, "Cass Customer");
    await customer.goto("/admin/leads");
    await expect(customer.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    for (const [who, request] of [
      ["anonymous", page.request],
      ["customer", customer.request],
    ] as const) {
      if (who === "anonymous") await page.context().clearCookies();
      for (const url of urls()) {
        const res = await request.get(url, { maxRedirects: 0 });
        expect(res.status(), `${who} GET ${url}`).toBe(404);
      }
      for (const [url, form] of actions()) {
        const res = await request.post(url, { form, headers: { origin: baseURL! }, maxRedirects: 0 });
        expect(res.status(), `${who} POST ${url}`).toBe(404);
      }
    }
    await customer.context().close();

    // Nothing the attempts asked for happened.
    const admin = await ownerPage(browser, baseURL!);
    await admin.goto(`/admin/leads/${ids.lead}`);
    await expect(admin.locator("section", { has: admin.getByRole("heading", { name: "Status" }) })).toContainText(
      "Contacted",
    );
    await expect(admin.getByText("hijacked")).toHaveCount(0);
    await admin.goto(`/admin/affiliates/${ids.affiliate}`);
    await expect(admin.getByRole("button", { name: "Suspend affiliate" })).toBeVisible();
    await expect(admin.getByLabel("Commission rate (%)")).toHaveValue("25");
    await expect(admin.locator('[data-testid="referral-row"]')).toHaveAttribute("data-status", "test");
    await admin.context().close();
  });

  test("robots.txt keeps crawlers out of /admin", async ({ request }) => {
    expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /admin");
  });
});

test("the console at 375 px: lists and forms fit the screen", async ({ browser, baseURL }) => {
  expect(ids.lead && ids.order && ids.affiliate && ids.customer).toBeTruthy();
  const admin = await ownerPage(browser, baseURL!);
  await admin.setViewportSize({ width: 375, height: 800 });
  for (const url of [
    "/admin",
    "/admin/leads",
    `/admin/leads/${ids.lead}`,
    "/admin/orders",
    `/admin/orders/${ids.order}`,
    "/admin/affiliates",
    `/admin/affiliates/${ids.affiliate}`,
    "/admin/referrals",
    "/admin/deliveries",
    "/admin/customers",
    `/admin/customers/${ids.customer}`,
  ]) {
    await admin.goto(url);
    await expect(admin.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow on ${url}`).toBeLessThanOrEqual(0);
  }
  await admin.goto(`/admin/affiliates/${ids.affiliate}`);
  const pay = admin.getByRole("button", { name: "Mark selected paid" });
  await pay.scrollIntoViewIfNeeded();
  await expect(pay).toBeInViewport();
  // The tables fit too: nothing to scroll sideways inside them.
  const hidden = await admin.evaluate(() =>
    [...document.querySelectorAll('[role="region"] > table')].map((t) => t.scrollWidth - t.parentElement!.clientWidth),
  );
  expect(Math.max(...hidden)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(admin);
  await admin.context().close();
});
