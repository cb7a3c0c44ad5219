import type { APIRequestContext, Page } from "@playwright/test";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import Stripe from "stripe";
import { parseCsv } from "../../app/lib/csv";
import { startFakeStripe, type FakeStripe } from "../fakes/stripe";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import {
  ADMIN,
  ADMIN_PASSWORD,
  confirmedAccount,
  PASSWORD,
  signInAsOwner,
  signInThroughForm,
  uniqueEmail,
} from "./helpers";
import { startOwnServer, type OwnServer } from "./own-server";

/**
 * Issue 43 items 1, 5 and 7, as the owner lives them: signing in lands in the console and the
 * account menu leads there; a lead and a paid order reach the owner's inbox (the dev mailbox, to
 * the admins since LEADS_NOTIFY_EMAIL is not set); part of a test-mode order is refunded from its
 * page; the orders CSV downloads. Then, on a server of its own with the Stripe fake, a partner's
 * live order is refunded in part and in full through Stripe, and the partner's commission follows.
 */

const run = `${Date.now().toString(36)}${process.pid}`;
const fact = (scope: ReturnType<Page["locator"]>, name: string) =>
  scope.locator("dt", { hasText: new RegExp(`^${name}$`) }).locator("xpath=following-sibling::dd[1]");
const panel = (page: Page, name: string) =>
  page.locator("section", { has: page.getByRole("heading", { name, exact: true }) });

test.describe("the shared server (test-mode checkout, the dev mailbox)", () => {
  test.describe.configure({ mode: "serial" });
  // The refused amount is a 400, which the browser logs for the form's request.
  test.use({ expectedConsoleErrors: /Failed to load resource: the server responded with a status of 400/ });

  test("the owner signs in and lands in the console; the account menu leads there; a customer still lands on /checkout", async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await signInAsOwner(request, baseURL!);
    await page.goto("/login?view=sign_in");
    await signInThroughForm(page, ADMIN, ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Owner Console");
    await expect(page.getByText("Successfully signed in. Opening your owner console...")).toBeVisible();
    await expect(panel(page, "Next calls")).toBeVisible();

    await page.goto("/pricing");
    await page.getByTestId("account-menu-trigger").click();
    const item = page.getByRole("menuitem", { name: "Owner console" });
    await expect(item).toHaveAttribute("href", "/admin");
    await item.click();
    await expect(page).toHaveURL(/\/admin$/);

    // Anyone else keeps the spec's landing, and no console in the menu.
    const customerEmail = uniqueEmail("landing");
    const context = await browser.newContext({ baseURL });
    const customer = await context.newPage();
    await confirmedAccount(context.request, baseURL!, customerEmail);
    await context.clearCookies();
    await customer.goto("/login?view=sign_in");
    await signInThroughForm(customer, customerEmail, PASSWORD);
    await expect(customer).toHaveURL(/\/checkout$/);
    await customer.getByTestId("account-menu-trigger").click();
    await expect(customer.getByRole("menuitem", { name: "Dashboard" })).toBeVisible();
    await expect(customer.getByRole("menuitem", { name: "Owner console" })).toHaveCount(0);
    await context.close();
  });

  test("a lead and a paid order reach the owner's inbox; part of the order is refunded from its page; the orders CSV downloads", async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const leadName = `Lena Lead ${run}`;
    const buyerEmail = `guest-buyer-${run}@example.com`;
    // A visitor sends the contact form; a guest pays for the main offer in the TEST MODE checkout.
    const lead = await request.post("/api/leads/contact", {
      data: {
        website: "",
        name: leadName,
        email: `lena-${run}@example.com`,
        company: "Acme",
        phone: "",
        message: "Please call me",
        page: "/contact",
      },
      headers: { origin: baseURL! },
    });
    expect(lead.status()).toBe(201);
    const checkout = await request.post("/api/create-checkout", {
      data: { priceId: "main-offer" },
      headers: { origin: baseURL! },
    });
    expect(checkout.status()).toBe(200);
    const { url } = (await checkout.json()) as { url: string };
    const orderId = /\/checkout\/test\/([0-9a-f-]{36})$/.exec(url)![1]!;
    await page.goto(url);
    await page.getByLabel("Email for your receipt").fill(buyerEmail);
    await page.getByRole("button", { name: /^Pay \$247\.00/ }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();

    // The owner's emails, in the dev mailbox, to the admin (ADMIN_EMAILS; LEADS_NOTIFY_EMAIL is not set).
    await signInAsOwner(page.request, baseURL!);
    const mail = (subject: string) =>
      page.getByTestId("mailbox-message").filter({ has: page.getByText(subject, { exact: true }) });
    await expect(async () => {
      await page.goto("/dev/mailbox");
      await expect(mail(`New contact message from ${leadName}`)).toHaveCount(1);
      await expect(mail(`New order (test mode): $247.00 from ${buyerEmail}`)).toHaveCount(1);
    }).toPass({ timeout: 30_000 });
    await expect(mail(`New contact message from ${leadName}`).getByTestId("mailbox-to")).toHaveText(ADMIN);
    await expect(mail(`New order (test mode): $247.00 from ${buyerEmail}`).getByTestId("mailbox-to")).toHaveText(ADMIN);
    await expect(mail(`New order (test mode): $247.00 from ${buyerEmail}`).getByTestId("mailbox-text")).toContainText(
      // The link names the site's public address (PUBLIC_SITE_URL).
      `/admin/orders/${orderId}`,
    );

    // The order's page: refund $47.00 of it, reviewed first.
    await page.goto(`/admin/orders/${orderId}`);
    const refund = panel(page, "Refund");
    await expect(fact(refund, "Left to refund")).toHaveText("$247.00");
    await refund.getByLabel("Amount to refund (USD)").fill("300");
    await refund.getByRole("button", { name: "Review refund" }).click();
    await expect(refund.getByText("At most $247.00 is left to refund.")).toBeVisible();
    await expect(refund.getByLabel("Amount to refund (USD)")).toHaveAttribute("aria-invalid", "true");
    await refund.getByLabel("Amount to refund (USD)").fill("47");
    await refund.getByRole("button", { name: "Review refund" }).click();
    await expect(
      refund.getByText(`Refund $47.00 of $247.00 to ${buyerEmail} (test mode: recorded, no money moves)?`),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await refund.getByRole("button", { name: "Refund $47.00" }).click();
    await expect(page.getByTestId("admin-notice")).toHaveText("Refund of $47.00 recorded (test mode: no money moved).");
    const summary = panel(page, "Summary");
    await expect(fact(summary, "Status")).toHaveText("Partly refunded");
    await expect(fact(summary, "Refunded")).toHaveText("−$47.00");
    await expect(fact(summary, "Net")).toHaveText("$200.00");
    await expect(fact(refund, "Left to refund")).toHaveText("$200.00");
    await expect(panel(page, "History")).toContainText("Refunded $47.00 (test mode)");
    await expect(panel(page, "History")).toContainText(ADMIN);
    await expect(panel(page, "Referral")).toContainText("No referral.");
    await expectNoSeriousA11yViolations(page);
    // The owner hears of the refund too.
    await expect(async () => {
      await page.goto("/dev/mailbox");
      await expect(mail(`Refunded $47.00 on order ${orderId.slice(0, 8)} (${buyerEmail})`)).toHaveCount(1);
    }).toPass({ timeout: 30_000 });

    // The orders CSV of the list's filter.
    await page.goto(`/admin/orders?q=${encodeURIComponent(buyerEmail)}`);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const file = await (await download).path();
    const [header, ...rows] = parseCsv(readFileSync(file!, "utf8"));
    expect(rows).toHaveLength(1);
    const cell = (name: string) => rows[0]![header!.indexOf(name)];
    expect([
      cell("order_id"),
      cell("email"),
      cell("status"),
      cell("amount"),
      cell("refunded"),
      cell("net"),
      cell("payment"),
    ]).toEqual([orderId, buyerEmail, "Partly refunded", "247.00", "47.00", "200.00", "test"]);

    // The guest who paid is a customer; the owner is not.
    await page.goto(`/admin/customers?q=${encodeURIComponent(buyerEmail)}`);
    await expect(page.getByTestId("customer-row")).toHaveCount(1);
    await expect(page.getByTestId("customer-row")).toContainText("Guest");
    await page.goto(`/admin/customers?q=${encodeURIComponent(ADMIN)}`);
    await expect(page.getByTestId("customer-row")).toHaveCount(0);
  });
});

test.describe("a server with Stripe (the fake): a partner's order refunded in part, then in full", () => {
  const OWNER = "refund-owner@example.com";
  const STRIPE_KEY = "sk_test_e2e_owner_refunds";
  const STRIPE_WEBHOOK_SECRET = "whsec_e2e_owner_refunds";
  let stripeFake: FakeStripe;
  let server: OwnServer;
  const at = (p: string) => `${server.url}${p}`;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    stripeFake = await startFakeStripe();
    server = await startOwnServer({
      env: {
        ADMIN_EMAILS: OWNER,
        STRIPE_SECRET_KEY: STRIPE_KEY,
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_BASE: stripeFake.url,
      },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await stripeFake?.close();
  });

  /** The confirmation link the server wrote to its own outbox for `email`. */
  function verificationLink(email: string) {
    const dir = path.join(server.dataDir, "mail");
    let names: string[] = [];
    try {
      names = readdirSync(dir).filter((n) => n.endsWith(".json"));
    } catch {
      return "";
    }
    for (const n of names) {
      const m = JSON.parse(readFileSync(path.join(dir, n), "utf8")) as { to: string; kind: string; links: string[] };
      if (m.to === email && m.kind === "verification")
        return m.links.find((l) => l.includes("/api/auth/verify-email")) ?? "";
    }
    return "";
  }
  async function signedIn(api: APIRequestContext, email: string, name: string) {
    const signIn = () =>
      api.post(at("/api/auth/sign-in/email"), { data: { email, password: PASSWORD }, headers: { origin: server.url } });
    if ((await signIn()).ok()) return;
    expect(
      (
        await api.post(at("/api/auth/sign-up/email"), {
          data: { email, password: PASSWORD, name },
          headers: { origin: server.url },
        })
      ).status(),
    ).toBe(200);
    let link = "";
    await expect.poll(() => (link = verificationLink(email)), { timeout: 15_000 }).not.toBe("");
    const url = new URL(link);
    expect((await api.get(at(`${url.pathname}${url.search}`), { maxRedirects: 0 })).status()).toBe(302);
    expect((await signIn()).ok()).toBe(true);
  }
  async function stripeEvent(page: Page, id: string, type: string, object: Record<string, unknown>) {
    const payload = JSON.stringify({
      id,
      object: "event",
      type,
      api_version: "2025-01-01",
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    const res = await page.request.post(at("/api/stripe/webhook"), {
      data: payload,
      headers: {
        "content-type": "application/json",
        "stripe-signature": new Stripe(STRIPE_KEY).webhooks.generateTestHeaderString({
          payload,
          secret: STRIPE_WEBHOOK_SECRET,
        }),
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  test("refunded through Stripe from the order's page: the amounts, the partner's commission lowered, then reversed", async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    // A partner joins and refers a buyer, who pays the main offer through Stripe (the fake).
    const partnerContext = await browser.newContext();
    const partner = await partnerContext.newPage();
    await signedIn(partner.request, `partner-${run}@example.com`, "Petra Partner");
    await partner.goto(at("/affiliate-program"));
    await partner.getByRole("button", { name: "Join Affiliate Program" }).click();
    await expect(partner.getByLabel("Your affiliate link")).toHaveValue(/\?ref=/);
    const code = new URL(await partner.getByLabel("Your affiliate link").inputValue()).searchParams.get("ref")!;
    await partnerContext.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    const res = await page.request.post(at("/api/create-checkout"), {
      data: { priceId: "main-offer", refCode: code },
      headers: { origin: server.url },
    });
    expect(res.status()).toBe(200);
    const session = /\/c\/pay\/(cs_test_\w+)$/.exec(((await res.json()) as { url: string }).url)![1]!;
    const orderId = (stripeFake.sessions.get(session)!.metadata as { orderId: string }).orderId;
    const buyer = `stripe-buyer-${run}@example.com`;
    await stripeEvent(page, `evt_paid_${orderId}`, "checkout.session.completed", {
      id: session,
      object: "checkout.session",
      metadata: { orderId },
      amount_total: 24_700,
      currency: "usd",
      payment_status: "paid",
      payment_intent: `pi_${orderId.slice(0, 8)}`,
      customer_details: { email: buyer },
    });

    await signedIn(page.request, OWNER, "Olive Owner");
    const referral = panel(page, "Referral");
    await expect(async () => {
      await page.goto(at(`/admin/orders/${orderId}`));
      await expect(fact(referral, "Commission")).toHaveText("$49.40");
    }).toPass({ timeout: 30_000 });
    await expect(fact(referral, "Commission status")).toHaveText("Pending");

    const refund = panel(page, "Refund");
    await refund.getByLabel("Amount to refund (USD)").fill("47");
    await refund.getByRole("button", { name: "Review refund" }).click();
    await expect(refund.getByText(`Refund $47.00 of $247.00 to ${buyer} through Stripe?`)).toBeVisible();
    await expect(refund.getByText("The partner's commission goes from $49.40 to $40.00.")).toBeVisible();
    await refund.getByRole("button", { name: "Refund $47.00" }).click();
    await expect(page.getByTestId("admin-notice")).toHaveText("Refunded $47.00 through Stripe.");
    expect([...stripeFake.refunds.values()].map((r) => [r.payment_intent, r.amount])).toEqual([
      [`pi_${orderId.slice(0, 8)}`, 4_700],
    ]);
    const summary = panel(page, "Summary");
    await expect(fact(summary, "Status")).toHaveText("Partly refunded");
    await expect(fact(summary, "Refunded")).toHaveText("−$47.00");
    await expect(fact(summary, "Net")).toHaveText("$200.00");
    await expect(fact(referral, "Commission")).toHaveText("$40.00 (lowered for the refund)");
    await expect(panel(page, "History")).toContainText("Refunded $47.00 through Stripe; commission $49.40 → $40.00");

    // The rest: the order is refunded in full and the commission reversed.
    await expect(refund.getByLabel("Amount to refund (USD)")).toHaveValue("200.00");
    await refund.getByRole("button", { name: "Review refund" }).click();
    await expect(refund.getByText("The partner's commission of $40.00 is reversed.")).toBeVisible();
    await refund.getByRole("button", { name: "Refund $200.00" }).click();
    await expect(page.getByTestId("admin-notice")).toHaveText("Refunded $200.00 through Stripe.");
    await expect(fact(summary, "Status")).toHaveText("Refunded");
    await expect(fact(summary, "Net")).toHaveText("$0.00");
    await expect(fact(referral, "Commission")).toHaveText("$0.00");
    await expect(fact(referral, "Commission status")).toHaveText("Reversed");
    await expect(panel(page, "Refund")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });
});
