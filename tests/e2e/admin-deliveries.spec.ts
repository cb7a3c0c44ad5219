import type { APIRequestContext, Page } from "@playwright/test";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import Stripe from "stripe";
import { startCrmWebhookFake, type CrmWebhookFake } from "../fakes/crm-webhook";
import { startFakeStripe, type FakeStripe } from "../fakes/stripe";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";

/**
 * The owner recovers failed deliveries from the browser alone (issue 9, "Done when"), and sees
 * refunds as such. A server of its own (tests/e2e/own-server.ts) sends leads to the CRM
 * webhook fake (tests/fakes/crm-webhook.ts), retries a failed job after 1 s
 * (JOB_RETRY_DELAY_SECONDS, JOB_RETRY_LIMIT), takes payments through the Stripe fake and names the admin.
 */

const ADMIN = "deliveries-admin@example.com";
const PASSWORD = "correct horse battery deliveries";
const CRM_SECRET = "whsec_crm_e2e_0123456789";
const STRIPE_KEY = "sk_test_e2e_admin_deliveries";
const STRIPE_WEBHOOK_SECRET = "whsec_e2e_admin_deliveries";
const run = `${Date.now().toString(36)}${process.pid}`;
const leadEmail = `crm-${run}@example.com`;

let crm: CrmWebhookFake;
let stripeFake: FakeStripe;
let server: OwnServer;
let leadId = "";

// One server for the file: its tests run in order in one worker.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  crm = await startCrmWebhookFake({ secret: CRM_SECRET });
  stripeFake = await startFakeStripe();
  server = await startOwnServer({
    env: {
      ADMIN_EMAILS: ADMIN,
      MAILING_LIST_WEBHOOK_URL: crm.url,
      MAILING_LIST_WEBHOOK_SECRET: CRM_SECRET,
      JOB_RETRY_DELAY_SECONDS: "1",
      // Dead-lettered after 3 retries instead of 30: the test waits seconds, not a minute.
      JOB_RETRY_LIMIT: "3",
      STRIPE_SECRET_KEY: STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: stripeFake.url,
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await crm?.close();
  await stripeFake?.close();
});

const at = (p: string) => `${server.url}${p}`;

/** Mail the server wrote to its DATA_DIR/mail (no SMTP_URL). */
function verificationLink(email: string) {
  const dir = path.join(server.dataDir, "mail");
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith(".json"));
  } catch {
    return "";
  }
  for (const n of names) {
    const mail = JSON.parse(readFileSync(path.join(dir, n), "utf8")) as { to: string; kind: string; links: string[] };
    if (mail.to === email && mail.kind === "verification")
      return mail.links.find((l) => l.includes("/api/auth/verify-email")) ?? "";
  }
  return "";
}

/** Signs the page in as the owner (the account is made and confirmed once, through the API and the emailed link). */
async function signInAsOwner(page: Page) {
  const api: APIRequestContext = page.request;
  const signIn = () =>
    api.post(at("/api/auth/sign-in/email"), {
      data: { email: ADMIN, password: PASSWORD },
      headers: { origin: server.url },
    });
  if ((await signIn()).ok()) return;
  const res = await api.post(at("/api/auth/sign-up/email"), {
    data: { email: ADMIN, password: PASSWORD, name: "Olive Owner" },
    headers: { origin: server.url },
  });
  expect(res.status()).toBe(200);
  let link = "";
  await expect.poll(() => (link = verificationLink(ADMIN)), { timeout: 10_000 }).not.toBe("");
  const url = new URL(link);
  expect((await api.get(at(`${url.pathname}${url.search}`), { maxRedirects: 0 })).status()).toBe(302);
  expect((await signIn()).ok()).toBe(true);
}

/** The value next to a name in a detail page's name/value list. */
const fact = (scope: ReturnType<Page["locator"]>, name: string) =>
  scope.locator("dt", { hasText: new RegExp(`^${name}$`) }).locator("xpath=following-sibling::dd[1]");

const crmSection = (page: Page) =>
  page.locator("section", { has: page.getByRole("heading", { name: "CRM delivery" }) });

test("a CRM delivery that failed for good is retried from the browser and delivered once", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // The CRM is down: every request answers 503.
  crm.failNext(10_000);
  const res = await request.post(at("/api/leads/contact"), {
    data: {
      website: "",
      name: "Dora Dead",
      email: leadEmail,
      company: "Letters Inc",
      phone: "",
      message: "Please call me back.",
      page: "/contact",
    },
    headers: { origin: server.url },
  });
  expect(res.status()).toBe(201);
  // The lead id is the delivery's Idempotency-Key.
  await expect.poll(() => crm.attempts.find((a) => a.body.includes(leadEmail))?.idempotencyKey ?? "").not.toBe("");
  leadId = crm.attempts.find((a) => a.body.includes(leadEmail))!.idempotencyKey!;

  await signInAsOwner(page);
  await page.goto(at(`/admin/leads/${leadId}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dora Dead");
  // In flight, or (on a busy machine, where signing in takes longer than the three retries) already given up.
  await expect(crmSection(page)).toContainText(/Retrying|Sending|Queued|Dead-lettered/);

  // Every retry fails until the queue gives up and dead-letters the job (first try + 3 retries, 1 s apart).
  const row = page
    .getByTestId("job-row")
    .filter({ has: page.getByRole("link", { name: `Lead ${leadId.slice(0, 8)}` }) });
  await page.goto(at("/admin/deliveries"));
  await expect(async () => {
    await page.reload();
    await expect(row).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  const failedAttempts = crm.attempts.filter((a) => a.idempotencyKey === leadId);
  expect(failedAttempts).toHaveLength(4);
  expect(failedAttempts.every((a) => a.status === 503)).toBe(true);
  expect(crm.deliveries).toHaveLength(0);
  await expect(page.getByRole("link", { name: "Failed (1)" })).toBeVisible();
  await expect(row).toContainText("CRM sync");
  await expect(row).toContainText("Dead-lettered");
  await expect(row).toContainText("CRM webhook answered 503");
  await expect(row.getByRole("cell").nth(3)).toHaveText(String(failedAttempts.length));
  await expectNoSeriousA11yViolations(page);

  // The lead's page says the same.
  await page.goto(at(`/admin/leads/${leadId}`));
  await expect(crmSection(page)).toContainText("Dead-lettered");
  await expect(crmSection(page)).toContainText(`after ${failedAttempts.length} attempts`);
  await expect(crmSection(page)).toContainText("CRM webhook answered 503");
  await expect(crmSection(page).getByRole("button", { name: "Retry CRM sync" })).toBeVisible();

  // The CRM is back; the owner presses Retry on the deliveries page.
  crm.heal();
  await page.goto(at("/admin/deliveries"));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const retry = row.getByRole("button", {
    name: `Retry CRM sync job ${(await row.locator('input[name="id"]').inputValue()).slice(0, 8)}`,
  });
  await expect(retry).toHaveText("Retry");
  await retry.click();
  await expect(page.getByTestId("admin-notice")).toHaveText(
    "Sent back to its queue. It will be delivered on the next attempt.",
  );
  await expect(row).toHaveCount(0);
  await expect(
    page.getByText("Nothing has failed. Every background job was delivered or is still on its way."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Failed (0)" })).toBeVisible();

  await page.goto(at(`/admin/leads/${leadId}`));
  await expect(async () => {
    await page.reload();
    await expect(crmSection(page).getByText("Delivered", { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000, intervals: [1_000] });
  await expect(crmSection(page).getByRole("button", { name: "Retry CRM sync" })).toHaveCount(0);

  // Exactly one delivery reached the CRM, signed, with the lead's id as its key.
  expect(crm.deliveries.filter((d) => d.idempotencyKey === leadId)).toHaveLength(1);
  expect(crm.attempts.filter((a) => a.idempotencyKey === leadId && a.status === 201)).toHaveLength(1);
  expect(crm.deliveries[0].payload).toMatchObject({ email: leadEmail, firstName: "Dora", lastName: "Dead" });
  expect(crm.attempts.filter((a) => a.idempotencyKey === leadId).every((a) => a.signatureValid)).toBe(true);
});

/** A Stripe event signed with the server's webhook secret, delivered as Stripe would; it must be acknowledged. */
async function postStripeEvent(page: Page, id: string, type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify({ id, object: "event", type, api_version: "2025-01-01", created: Math.floor(Date.now() / 1000), data: { object } });
  const res = await page.request.post(at("/api/stripe/webhook"), {
    data: payload,
    headers: {
      "content-type": "application/json",
      "stripe-signature": new Stripe(STRIPE_KEY).webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET }),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test("refunds show as such: Refunded and Partly refunded in the orders list, the order and the lead", async ({
  page,
}) => {
  test.setTimeout(90_000);
  expect(leadId).not.toBe("");
  const webhook = (type: string, object: Record<string, unknown>) =>
    postStripeEvent(page, `evt_${type.replace(/\W/g, "_")}_${object.id as string}`, type, object);
  /** A guest buys the main offer under the lead's email through the Stripe fake, then Stripe refunds `refund` cents of it. */
  const boughtAndRefunded = async (tag: string, refund: (total: number) => number) => {
    const requests = stripeFake.requests.length;
    const res = await page.request.post(at("/api/create-checkout"), {
      data: { priceId: "main-offer" },
      headers: { origin: server.url },
    });
    expect(res.status()).toBe(200);
    const session = /\/c\/pay\/(cs_test_\w+)$/.exec(((await res.json()) as { url: string }).url)![1];
    const orderId = (stripeFake.sessions.get(session)!.metadata as { orderId: string }).orderId;
    const created = stripeFake.requests.slice(requests).find((r) => r.path === "/v1/checkout/sessions")!.body;
    let total = 0;
    for (let i = 0; created[`line_items[${i}][price_data][unit_amount]`]; i++)
      total +=
        Number(created[`line_items[${i}][price_data][unit_amount]`]) *
        Number(created[`line_items[${i}][quantity]`] ?? 1);
    expect(total).toBeGreaterThan(0);
    const pi = `pi_${tag}_${orderId.slice(0, 8)}`;
    await webhook("checkout.session.completed", {
      id: session,
      object: "checkout.session",
      metadata: { orderId },
      client_reference_id: orderId,
      // A payment is applied only when it is the order's own session and total (decision 042).
      amount_total: total,
      currency: "usd",
      payment_status: "paid",
      payment_intent: pi,
      customer_details: { email: leadEmail },
    });
    await webhook("charge.refunded", {
      id: `ch_${tag}_${orderId.slice(0, 8)}`,
      object: "charge",
      payment_intent: pi,
      amount_refunded: refund(total),
    });
    return { orderId, total };
  };
  const full = await boughtAndRefunded("full", (total) => total);
  const partial = await boughtAndRefunded("part", () => 5_000);
  /** Dollars as the console writes them: cents only when there are some, or always. */
  const money = (cents: number, always = false) =>
    new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: always || cents % 100 ? 2 : 0,
      maximumFractionDigits: always || cents % 100 ? 2 : 0,
    }).format(cents / 100);

  await signInAsOwner(page);
  await page.goto(at(`/admin/orders?q=${encodeURIComponent(leadEmail)}`));
  const rows = page.getByTestId("order-row");
  await expect(rows).toHaveCount(2);
  const fullRow = rows.filter({ has: page.locator(`a[href="/admin/orders/${full.orderId}"]`) });
  const partRow = rows.filter({ has: page.locator(`a[href="/admin/orders/${partial.orderId}"]`) });
  await expect(fullRow.getByRole("cell").nth(4)).toHaveText("Refunded");
  await expect(fullRow).toContainText(`−${money(full.total)} refunded`);
  await expect(partRow.getByRole("cell").nth(4)).toHaveText("Partly refunded");
  await expect(partRow).toContainText("−$50 refunded");
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Status").selectOption("refunded");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.locator(`a[href="/admin/orders/${full.orderId}"]`)).toBeVisible();

  await page.goto(at(`/admin/orders/${full.orderId}`));
  await expect(page.getByRole("note")).toContainText(`Refunded in full (${money(full.total)})`);
  await expect(page.getByRole("note")).toContainText("Any commission on it was reversed.");
  const summary = page.locator("section", { has: page.getByRole("heading", { name: "Summary" }) });
  await expect(fact(summary, "Status")).toHaveText("Refunded");
  await expect(fact(summary, "Refunded")).toHaveText(`−${money(full.total, true)}`);
  await expect(fact(summary, "Net")).toHaveText("$0.00");

  await page.goto(at(`/admin/orders/${partial.orderId}`));
  await expect(page.getByRole("note")).toHaveText(`Partly refunded: $50 of ${money(partial.total)}.`);
  await expect(fact(summary, "Status")).toHaveText("Partly refunded");
  await expect(fact(summary, "Refunded")).toHaveText("−$50.00");
  await expectNoSeriousA11yViolations(page);

  // The lead's page lists what the email bought, refunds included.
  await page.goto(at(`/admin/leads/${leadId}`));
  const bought = page.locator("section", { has: page.getByRole("heading", { name: "Account and purchases" }) });
  await expect(bought.getByRole("listitem").filter({ hasText: `Order ${full.orderId.slice(0, 8)}` })).toContainText(
    "Refunded",
  );
  await expect(bought.getByRole("listitem").filter({ hasText: `Order ${partial.orderId.slice(0, 8)}` })).toContainText(
    "Partly refunded",
  );
});

test("a chargeback and an expired checkout show in the orders list and on the order (decision 060)", async ({ page }) => {
  test.setTimeout(90_000);
  const webhook = (id: string, type: string, object: Record<string, unknown>) => postStripeEvent(page, id, type, object);
  // The owner buys as a guest under their own (confirmed) address: the order shows on their dashboard too.
  const buyerEmail = ADMIN;
  const checkout = async () => {
    const res = await page.request.post(at("/api/create-checkout"), { data: { priceId: "ebook" }, headers: { origin: server.url } });
    expect(res.status()).toBe(200);
    const session = /\/c\/pay\/(cs_test_\w+)$/.exec(((await res.json()) as { url: string }).url)![1]!;
    return { session, orderId: (stripeFake.sessions.get(session)!.metadata as { orderId: string }).orderId };
  };
  const disputed = await checkout();
  const total = Number(stripeFake.sessions.get(disputed.session)!.amount_total);
  expect(total).toBeGreaterThan(0);
  await webhook(`evt_dp_paid_${disputed.orderId}`, "checkout.session.completed", {
    id: disputed.session,
    object: "checkout.session",
    metadata: { orderId: disputed.orderId },
    amount_total: total,
    currency: "usd",
    payment_status: "paid",
    payment_intent: `pi_dp_${disputed.orderId.slice(0, 8)}`,
    customer_details: { email: buyerEmail },
  });
  await webhook(`evt_dp_open_${disputed.orderId}`, "charge.dispute.created", {
    id: `dp_${disputed.orderId.slice(0, 8)}`,
    object: "dispute",
    amount: total,
    status: "needs_response",
    payment_intent: `pi_dp_${disputed.orderId.slice(0, 8)}`,
  });
  const abandoned = await checkout();
  await webhook(`evt_expired_${abandoned.orderId}`, "checkout.session.expired", {
    id: abandoned.session,
    object: "checkout.session",
    metadata: { orderId: abandoned.orderId },
  });

  await signInAsOwner(page);
  await page.goto(at(`/admin/orders?q=${encodeURIComponent(buyerEmail)}`));
  const row = page.getByTestId("order-row").filter({ has: page.locator(`a[href="/admin/orders/${disputed.orderId}"]`) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Disputed");
  await page.goto(at(`/admin/orders/${disputed.orderId}`));
  await expect(page.getByTestId("order-dispute")).toContainText(
    `Disputed by the buyer's bank (${new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: total % 100 ? 2 : 0, maximumFractionDigits: total % 100 ? 2 : 0 }).format(total / 100)}): answer it in Stripe. Any commission on it is held until the dispute closes.`,
  );
  await expectNoSeriousA11yViolations(page);
  await page.goto(at(`/admin/orders/${abandoned.orderId}`));
  await expect(page.getByTestId("order-expired")).toContainText("The checkout expired without payment");
  const summary = page.locator("section", { has: page.getByRole("heading", { name: "Summary" }) });
  await expect(fact(summary, "Status")).toHaveText("Canceled");

  // The buyer's dashboard says what happened, in the buyer's words.
  await page.goto(at("/user-dashboard"));
  const purchases = page.locator("section", { has: page.getByRole("heading", { name: "Your purchases" }) });
  await expect(purchases.getByTestId("purchase-note")).toHaveText("Payment disputed with your bank: we'll be in touch.");
  await expectNoSeriousA11yViolations(page);
  if (process.env.SHOTS_DIR)
    for (const [w, scheme] of [[1280, "light"], [375, "dark"]] as const) {
      await page.setViewportSize({ width: w, height: 900 });
      await page.evaluate((theme) => localStorage.setItem("theme", theme), scheme);
      for (const [name, path] of [["order", `/admin/orders/${disputed.orderId}`], ["dashboard", "/user-dashboard"]]) {
        await page.goto(at(path));
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-disputed-${w}-${scheme}.png`, fullPage: true });
      }
    }
});

test("a lead with more history than its page lists says how much there is", async ({ page }) => {
  test.setTimeout(90_000);
  expect(leadId).not.toBe("");
  await signInAsOwner(page);
  // 51 notes, saved as the lead page's "Save note only" button does.
  for (let i = 1; i <= 51; i++) {
    const res = await page.request.post(at(`/admin/leads/${leadId}`), {
      form: { status: "new", note: `Follow-up note ${i}` },
      headers: { origin: server.url },
    });
    expect(res.status()).toBe(200);
  }
  await page.goto(at(`/admin/leads/${leadId}`));
  const history = page.locator("section", { has: page.getByRole("heading", { name: "History" }) });
  await expect(history.getByRole("listitem")).toHaveCount(50);
  await expect(history.getByRole("listitem").first()).toContainText("Follow-up note 51");
  await expect(history.getByTestId("capped-note")).toHaveText("Showing the latest 50 of 51.");
});

test("a live referred order: the owner approves and pays the commission; the affiliate's dashboard follows", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Test-mode orders earn no commission (docs/decisions/042): the payout flow needs a live order,
  // paid through the Stripe fake with the event of the order's own session and total.
  const partnerEmail = `partner-${run}@example.com`;
  const partnerContext = await browser.newContext();
  const partner = await partnerContext.newPage();
  const signUp = await partner.request.post(at("/api/auth/sign-up/email"), {
    data: { email: partnerEmail, password: PASSWORD, name: "Alma Partner" },
    headers: { origin: server.url },
  });
  expect(signUp.status()).toBe(200);
  let link = "";
  await expect.poll(() => (link = verificationLink(partnerEmail)), { timeout: 10_000 }).not.toBe("");
  const confirm = new URL(link);
  expect((await partner.request.get(at(`${confirm.pathname}${confirm.search}`), { maxRedirects: 0 })).status()).toBe(302);
  const signIn = await partner.request.post(at("/api/auth/sign-in/email"), {
    data: { email: partnerEmail, password: PASSWORD },
    headers: { origin: server.url },
  });
  expect(signIn.ok()).toBe(true);
  await partner.goto(at("/affiliate-program"));
  await partner.getByRole("button", { name: "Join Affiliate Program" }).click();
  await expect(partner.getByLabel("Your affiliate link")).toHaveValue(/\?ref=/);
  const code = new URL(await partner.getByLabel("Your affiliate link").inputValue()).searchParams.get("ref")!;
  const totalEarnings = partner.getByText("Total Earnings", { exact: true }).locator("xpath=following-sibling::p[1]");

  // A guest buys the main offer ($247) with the partner's code; Stripe reports the payment.
  const res = await page.request.post(at("/api/create-checkout"), {
    data: { priceId: "main-offer", refCode: code },
    headers: { origin: server.url },
  });
  expect(res.status()).toBe(200);
  const session = /\/c\/pay\/(cs_test_\w+)$/.exec(((await res.json()) as { url: string }).url)![1];
  const orderId = (stripeFake.sessions.get(session)!.metadata as { orderId: string }).orderId;
  const payload = JSON.stringify({
    id: `evt_partner_${orderId}`,
    object: "event",
    type: "checkout.session.completed",
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: session,
        object: "checkout.session",
        metadata: { orderId },
        client_reference_id: orderId,
        amount_total: 24_700,
        currency: "usd",
        payment_status: "paid",
        payment_intent: `pi_partner_${orderId.slice(0, 8)}`,
        customer_details: { email: `guest-${run}@example.com` },
      },
    },
  });
  const delivered = await page.request.post(at("/api/stripe/webhook"), {
    data: payload,
    headers: {
      "content-type": "application/json",
      "stripe-signature": new Stripe(STRIPE_KEY).webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET }),
    },
  });
  expect(await delivered.json()).toEqual({ received: true, outcome: "handled" });

  // The commission job records a pending referral of 20 %; the owner approves it, then pays it.
  await signInAsOwner(page);
  await page.goto(at(`/admin/orders/${orderId}`));
  await page.getByRole("link", { name: code }).click();
  await page.waitForURL(/\/admin\/affiliates\/[0-9a-f-]{36}$/);
  await expect(async () => {
    await page.reload();
    await expect(page.locator('[data-testid="referral-row"][data-status="pending"]')).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const row = page.getByTestId("referral-row");
  await expect(row).toContainText("$49.40");
  // A pending commission is not earned yet: the affiliate's total is still zero.
  await partner.reload();
  await expect(totalEarnings).toHaveText("$0.00");
  await row.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Approve selected" }).click();
  await expect(page.getByTestId("admin-notice")).toHaveText("1 commission approved.");
  await expect(row).toHaveAttribute("data-status", "approved");
  await partner.reload();
  await expect(totalEarnings).toHaveText("$49.40");

  await row.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Mark selected paid" }).click();
  await expect(page.getByTestId("admin-notice")).toHaveText("1 commission marked paid.");
  await expect(row).toHaveAttribute("data-status", "paid");
  await expect(page.getByText("Paid out")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Paid commissions stay in the total.
  await partner.reload();
  await expect(totalEarnings).toHaveText("$49.40");
  await page.goto(at("/admin/affiliates"));
  await expect(page.getByTestId("affiliate-row").filter({ hasText: code })).toContainText("$49.40");
  await partnerContext.close();
});
