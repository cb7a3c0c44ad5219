import type { Page, Route } from "@playwright/test";
import { expect, gotoHydrated, test, toasts } from "./fixtures";
import { firstTouchStored } from "./helpers";

/** Spec §8 "Checkout" errors of the pricing page's plan buttons. */

function planButton(page: Page, name: string) {
  return page.locator("#plans").getByRole("article", { name, exact: true }).getByRole("button", { name: `Choose ${name}`, exact: true });
}

/** Answers the checkout call with `answer` and records what the page sent. */
async function answerCheckout(page: Page, answer: (route: Route) => Promise<void>) {
  const bodies: unknown[] = [];
  await page.route("**/api/create-checkout", async (route) => {
    bodies.push(route.request().postDataJSON());
    await answer(route);
  });
  return bodies;
}

async function expectOneErrorToast(page: Page, title: string, description: string) {
  const toast = toasts(page).locator("[data-sonner-toast]");
  await expect(toast).toHaveCount(1);
  await expect(toast).toHaveAttribute("data-type", "error");
  await expect(toast.locator("[data-title]")).toHaveText(title);
  await expect(toast.locator("[data-description]")).toHaveText(description);
}

test.describe("/pricing: checkout errors", () => {
  test.use({
    expectedConsoleErrors: /Failed to load resource: (the server responded with a status of 500|net::ERR_FAILED)/,
  });

  test('the function answers 500: "Error" / "Unable to process checkout. Please try again." and the button returns', async ({
    page,
  }) => {
    const bodies = await answerCheckout(page, (route) => route.fulfill({ status: 500, json: { error: "Stripe is down" } }));
    await gotoHydrated(page, "/pricing");
    const firstTouch = await firstTouchStored(page);
    expect(JSON.parse(firstTouch)).toEqual({ landing: "/pricing" });
    await planButton(page, "Advanced").click();
    await expectOneErrorToast(page, "Error", "Unable to process checkout. Please try again.");
    // The server's own message is not what the visitor reads on this page.
    await expect(toasts(page).getByText("Stripe is down")).toHaveCount(0);
    await expect(planButton(page, "Advanced")).toBeEnabled();
    await expect(page).toHaveURL(/\/pricing$/);
    expect(bodies).toEqual([{ priceId: "plan-advanced", refCode: null, firstTouch }]);
  });

  test('the request fails: "Error" / "Something went wrong. Please try again later."', async ({ page }) => {
    const bodies = await answerCheckout(page, (route) => route.abort("failed"));
    await gotoHydrated(page, "/pricing?ref=PARTNER1");
    const firstTouch = await firstTouchStored(page);
    expect(JSON.parse(firstTouch)).toEqual({ landing: "/pricing", ref: "PARTNER1" });
    await planButton(page, "Premium").click();
    await expectOneErrorToast(page, "Error", "Something went wrong. Please try again later.");
    await expect(planButton(page, "Premium")).toBeEnabled();
    await expect(page).toHaveURL(/\/pricing\?ref=PARTNER1$/);
    expect(bodies).toEqual([{ priceId: "plan-premium", refCode: "PARTNER1", firstTouch }]);

    // The visitor can try again: this time the function answers and the browser leaves.
    await page.unroute("**/api/create-checkout");
    await planButton(page, "Premium").click();
    await expect(page).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId("test-total")).toHaveText("$25,000.00");
  });

  test("the function answers without a url: nothing happens (no toast, no navigation)", async ({ page }) => {
    let answered!: () => void;
    const done = new Promise<void>((resolve) => (answered = resolve));
    const bodies = await answerCheckout(page, async (route) => {
      await route.fulfill({ status: 200, json: {} });
      answered();
    });
    await gotoHydrated(page, "/pricing");
    const firstTouch = await firstTouchStored(page);
    const navigations: string[] = [];
    page.on("framenavigated", (f) => {
      if (f === page.mainFrame()) navigations.push(f.url());
    });
    await planButton(page, "Basic").click();
    await done;
    // Back to idle once the answer is read.
    await expect(planButton(page, "Basic")).toBeEnabled();
    await expect(page.getByRole("button", { name: "Processing..." })).toHaveCount(0);
    await page.waitForTimeout(500);
    await expect(toasts(page).locator("[data-sonner-toast]")).toHaveCount(0);
    await expect(page).toHaveURL(/\/pricing$/);
    expect(navigations).toEqual([]);
    expect(bodies).toEqual([{ priceId: "plan-basic", refCode: null, firstTouch }]);
  });
});
