import { expect, expectNoSeriousA11yViolations, gotoHydrated, test, toasts } from "./fixtures";

test.describe("checkout (offline test mode)", () => {
  // Failed payments calls and the 404 probe are logged by the browser itself.
  test.use({ expectedConsoleErrors: /Failed to load resource: (the server responded with a status of (404|500)|net::ERR_FAILED)/ });
  test("sales page: offer card, add-on toggles, Proceed to Checkout → TEST MODE → paid order", async ({ page }) => {
    await gotoHydrated(page, "/checkout");
    await expect(page.getByRole("heading", { name: "What's Included:" })).toBeVisible();
    await expect(page.getByTestId("offer-price")).toContainText("$247");
    const add = page.getByRole("button", { name: /^Add This:/ });
    await expect(add).toHaveCount(4);
    await page.getByRole("button", { name: "Add This: CRM Integration" }).click();
    await page.getByRole("button", { name: "Add This: SMS integration" }).click();
    await expect(page.getByRole("button", { name: "Added: CRM Integration" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("checkout-total")).toHaveText("$2,247");
    await page.getByRole("button", { name: "Added: SMS integration" }).click();
    await page.getByRole("button", { name: "Add This: SMS integration" }).click();
    await expect(page.getByRole("heading", { name: "Not Ready to Purchase" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Schedule a Free Demo" })).toBeVisible();
    for (const title of ["Free 30-Minute Strategy Call", "ROI Calculator Demo", "Pilot Program"]) {
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expectNoSeriousA11yViolations(page);

    const proceed = page.getByRole("button", { name: "Proceed to Checkout" });
    await proceed.click();
    await expect(page).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
    await expect(page.getByText("TEST MODE").first()).toBeVisible();
    await expect(page.getByTestId("test-total")).toHaveText("$2,247.00");
    await page.getByLabel("Email for your receipt").fill("buyer.one@example.com");
    await page.getByRole("button", { name: /^Pay \$2,247\.00/ }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
    await expect(page.getByText("A receipt has been sent to buyer.one@example.com.")).toBeVisible();
    await expect(page.getByText("CRM Integration")).toBeVisible();
  });

  test("a second press while processing is ignored and toggles are locked", async ({ page }) => {
    let calls = 0;
    await page.route("**/api/create-checkout", async (route) => {
      calls++;
      await new Promise((r) => setTimeout(r, 1500));
      await route.fulfill({ status: 500, json: {} });
    });
    await gotoHydrated(page, "/checkout");
    const proceed = page.getByRole("button", { name: "Proceed to Checkout" });
    await proceed.click();
    await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
    await page.getByRole("button", { name: "Processing..." }).click({ force: true });
    await page.getByRole("button", { name: "Add This: CRM Integration" }).click();
    await expect(page.getByRole("button", { name: "Add This: CRM Integration" })).toHaveAttribute("aria-pressed", "false");
    await expect(toasts(page).getByText("Checkout Error")).toBeVisible();
    await expect(toasts(page).getByText("Failed to create checkout session")).toBeVisible();
    expect(calls).toBe(1);
    await expect(page.getByRole("button", { name: "Proceed to Checkout" })).toBeEnabled();
  });

  test("checkout errors show the spec's toasts", async ({ page }) => {
    await page.route("**/api/create-checkout", (route) => route.fulfill({ status: 200, json: {} }));
    await gotoHydrated(page, "/checkout");
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(toasts(page).getByText("No checkout URL received")).toBeVisible();
    await page.unroute("**/api/create-checkout");
    await page.route("**/api/create-checkout", (route) => route.abort());
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(toasts(page).getByText("There was a problem initiating checkout. Please try again.")).toBeVisible();
  });

  test("cancel returns to /checkout with the selection kept", async ({ page }) => {
    await gotoHydrated(page, "/checkout");
    await page.getByRole("button", { name: "Add This: Multilingual Capability" }).click();
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(/\/checkout\/test\//);
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/checkout\?.*addons=addon-multilingual/);
    await expect(page.getByRole("button", { name: "Added: Multilingual Capability" })).toBeVisible();
  });

  test("works without JavaScript: toggling and buying through plain form posts", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/checkout");
    await page.getByRole("button", { name: "Add This: SMS integration" }).click();
    await expect(page).toHaveURL(/addons=addon-sms/);
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(/\/checkout\/test\//);
    await expect(page.getByTestId("test-total")).toHaveText("$747.00");
    await context.close();
  });

  test("the ebook: buy, pay, download the PDF", async ({ page, request }) => {
    await page.goto("/checkout/test/00000000-0000-0000-0000-000000000000");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("TEST MODE Checkout");
    const res = await request.post("/api/create-checkout", { data: { priceId: "ebook" }, headers: { origin: new URL(page.url()).origin } });
    expect(res.status()).toBe(200);
    const { url } = await res.json();
    await page.goto(url);
    await page.getByLabel("Email for your receipt").fill("reader@example.com");
    await page.getByRole("button", { name: /^Pay \$14\.40/ }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
    const link = page.getByRole("link", { name: /Download your ebook/ });
    const href = await link.getAttribute("href");
    const pdf = await request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect(pdf.headers()["content-disposition"]).toContain("attachment");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    const tampered = await request.get(href!.replace(/sig=[^&]+/, "sig=abc"));
    expect(tampered.status()).toBe(403);
  });

  test("a pricing plan: setup fee today, monthly from month 13 with the first year included", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    const basic = page.locator("article, li, div").filter({ has: page.getByRole("heading", { name: "Basic", exact: true }) }).last();
    await basic.getByRole("button").first().click();
    await expect(page).toHaveURL(/\/checkout\/test\//);
    await expect(page.getByText("then $2,000 a month from month 13 (the first year of maintenance is in the setup fee)")).toBeVisible();
    await expect(page.getByTestId("test-total")).toHaveText("$10,000.00");
    await page.getByLabel("Email for your receipt").fill("owner@example.com");
    await page.getByRole("button", { name: /^Pay/ }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
  });
  // The strategy session (pick a time, then pay): tests/e2e/session-booking.spec.ts.
});
