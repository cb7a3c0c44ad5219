import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, gotoHydrated, test, toasts } from "./fixtures";
import { confirmedAccount, PASSWORD, storedLeads, uniqueEmail } from "./helpers";

/**
 * Every lead form works without JavaScript (issue 6): each dialog button is a link to the
 * form's own page under /forms, which posts as a plain form, stores the lead through the same
 * path as the dialogs and shows the form's success text. The owner's CSV export proves the row.
 * With JavaScript the same buttons still open their dialogs.
 */

const TAGLINE = "AI Voice Agents & Business Automation";
const CONSENT =
  "By submitting, you agree that Voxa AI may contact you by email or phone about this request. We never sell your details.";
/** Expected console noise: the browser logs every response with an error status. */
function allowStatus(consoleErrors: string[], status: number) {
  for (let i = consoleErrors.length - 1; i >= 0; i--)
    if (consoleErrors[i].includes(`status of ${status}`)) consoleErrors.splice(i, 1);
}

async function expectFormPage(page: Page, title: string) {
  await expect(page).toHaveTitle(`${title} | ${TAGLINE}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
}

async function expectSent(page: Page, title: string, description: string) {
  const sent = page.getByRole("status").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(sent.getByRole("heading", { level: 2 })).toHaveText(title);
  await expect(sent.getByText(description, { exact: true })).toBeVisible();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("pilot program: the button leads to /forms/pilot-program, which stores the lead and confirms", async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto("/solutions/pilot-programs");
    const button = page.getByRole("link", { name: "Apply for the Pilot Program" }).first();
    await expect(button).toHaveAttribute("href", "/forms/pilot-program?from=%2Fsolutions%2Fpilot-programs");
    await button.click();
    await expect(page).toHaveURL(/\/forms\/pilot-program\?from=%2Fsolutions%2Fpilot-programs$/);
    await expectFormPage(page, "Apply for the Pilot Program");
    await expect(page.getByText(CONSENT)).toBeVisible();

    const email = uniqueEmail("nojs-pilot");
    await page.getByLabel("Full name").fill("Pat Lee");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Phone").fill("+1 512 555 0142");
    await page.getByLabel("Use case").fill("Answer after-hours calls and book appointments");
    await page.getByRole("button", { name: "Apply for the Pilot" }).click();
    await expect(page).toHaveURL(/\/forms\/pilot-program\?sent=1&from=%2Fsolutions%2Fpilot-programs$/);
    await expectSent(
      page,
      "Pilot Program Request Received!",
      "We'll review your use case and reach out within one business day.",
    );
    await expect(page.getByRole("link", { name: "Back to the page you were on" })).toHaveAttribute(
      "href",
      "/solutions/pilot-programs",
    );

    const [lead] = await storedLeads(browser, baseURL!, email);
    expect(lead).toMatchObject({
      form_type: "pilot_program",
      email,
      name: "Pat Lee",
      page: "/solutions/pilot-programs",
      user_id: "",
    });
    expect(JSON.parse(lead.data)).toMatchObject({ useCase: "Answer after-hours calls and book appointments" });
  });

  test("strategy call: a refused post shows the spec's message and keeps the fields; the fixed post is stored", async ({
    page,
    browser,
    baseURL,
    consoleErrors,
  }) => {
    await page.goto("/industries/healthcare");
    await page.getByRole("link", { name: "Schedule a Free Strategy Call" }).first().click();
    await expect(page).toHaveURL(/\/forms\/strategy-call\?from=%2Findustries%2Fhealthcare$/);
    await expectFormPage(page, "Schedule a Free Strategy Call");

    // A blank-looking name passes the browser's `required`; the server's schema refuses it.
    const email = uniqueEmail("nojs-strategy");
    await page.getByLabel("Full name").fill("   ");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Phone").fill("5125550142");
    await page.getByLabel("Biggest challenges").fill("Missed calls after 5pm");
    await page.getByRole("button", { name: "Book My Free Call" }).click();
    await expect(page.getByRole("alert")).toContainText("Please fill in all required fields");
    await expect(page.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Biggest challenges")).toHaveValue("Missed calls after 5pm");
    expect(await storedLeads(browser, baseURL!, email)).toEqual([]);
    // The refused post's page came with status 400, which the browser logs.
    allowStatus(consoleErrors, 400);

    await page.getByLabel("Full name").fill("Sam Carter");
    await page.getByRole("button", { name: "Book My Free Call" }).click();
    await expectSent(
      page,
      "Strategy Call Request Received!",
      "We'll reach out shortly to book your free 30-minute call.",
    );
    const [lead] = await storedLeads(browser, baseURL!, email);
    expect(lead).toMatchObject({ form_type: "strategy_call", name: "Sam Carter", page: "/industries/healthcare" });
  });

  test("demo request: signed out the button leads to /login and back to the form; signed in it is stored for the user", async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto("/checkout");
    await page.getByRole("link", { name: "Schedule a Free Demo" }).click();
    await expect(page).toHaveURL(
      `${baseURL}/login?${new URLSearchParams({ redirectTo: "/forms/demo-request?from=%2Fcheckout" })}`,
    );

    // Signed in (the session cookie set through the auth API), still without JavaScript.
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const email = uniqueEmail("nojs-demo");
      await confirmedAccount(context.request, baseURL!, email);
      const signIn = await context.request.post("/api/auth/sign-in/email", {
        data: { email, password: PASSWORD },
        headers: { origin: baseURL! },
      });
      expect(signIn.ok()).toBe(true);
      const signedIn = await context.newPage();
      await signedIn.goto("/forms/demo-request?from=%2Fcheckout");
      await expectFormPage(signedIn, "Request a Demo");
      await signedIn.getByLabel("Full name").fill("Fox Mulder");
      await signedIn.getByLabel("Email").fill(email);
      await signedIn.getByLabel("Phone").fill("5125550199");
      await signedIn.getByLabel("Company").fill("X Files LLC");
      await signedIn.getByRole("button", { name: "Request Demo" }).click();
      await expect(signedIn).toHaveURL(/\/forms\/demo-request\?sent=1&from=%2Fcheckout$/);
      await expectSent(signedIn, "Demo Request Received!", "We'll contact you shortly to schedule your demo.");
      const [lead] = await storedLeads(browser, baseURL!, email);
      expect(lead).toMatchObject({
        form_type: "demo_request",
        name: "Fox Mulder",
        company: "X Files LLC",
        page: "/checkout",
      });
      expect(lead.user_id).toMatch(/\S/);
    } finally {
      await context.close();
    }
  });

  test("ebook: ask-a-question leads to /forms/question; the assessment posts (email not in the URL) and confirms", async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto("/ai-ebook");
    await page.getByRole("link", { name: "Ask a Question" }).click();
    await expect(page).toHaveURL(/\/forms\/question\?from=%2Fai-ebook$/);
    await expectFormPage(page, "Ask a Question");
    const asker = uniqueEmail("nojs-question");
    await page.getByLabel("Your email").fill(asker);
    await page.getByLabel("Your question").fill("Would this work for a two-location dental practice?");
    await page.getByRole("button", { name: "Send Question" }).click();
    await expectSent(
      page,
      "Question Received",
      "We'll get back to you soon with answers about the AI Business Partner model.",
    );
    expect((await storedLeads(browser, baseURL!, asker))[0]).toMatchObject({
      form_type: "question",
      page: "/ai-ebook",
    });

    await page.goto("/ai-business-partner");
    const form = page.locator("#assessment form");
    await expect(form).toHaveAttribute("method", "post");
    await expect(form.getByText(CONSENT)).toBeVisible();
    const email = uniqueEmail("nojs-assessment");
    await form.getByLabel("Business email").fill(email);
    await form.getByRole("button", { name: "Get My Free Assessment" }).click();
    await expect(page).toHaveURL(/\/forms\/assessment\?sent=1&from=%2Fai-business-partner$/);
    expect(page.url()).not.toContain("email");
    await expectFormPage(page, "Get Your Free Business AI Assessment");
    await expectSent(page, "Success!", "You'll receive your free business AI assessment within 24 hours.");
    expect((await storedLeads(browser, baseURL!, email))[0]).toMatchObject({
      form_type: "assessment",
      page: "/ai-business-partner",
    });
  });

  test("the solution finder works as one GET form with the dialog's rules", async ({ page }) => {
    await page.goto("/solutions");
    await page.getByRole("link", { name: "Find Your AI Solution" }).first().click();
    await expect(page).toHaveURL(/\/forms\/solution-finder\?from=%2Fsolutions$/);
    await expectFormPage(page, "Find Your AI Solution");
    await page.getByRole("button", { name: "See My Recommendation" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter your business type");
    await page.getByLabel("Your business type").fill("Dental clinic");
    await page.getByRole("button", { name: "See My Recommendation" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please select at least one option");
    await expect(page.getByLabel("Your business type")).toHaveValue("Dental clinic");
    await page.getByLabel("Customer service is overloaded").check();
    await page.getByLabel("Instagram and social media").check();
    await page.getByLabel("$1,000-$5,000").check();
    await page.getByRole("button", { name: "See My Recommendation" }).click();
    const result = page.getByTestId("solution-finder-result");
    await expect(result.getByRole("heading", { name: "Instagram Automation plus SMS Marketing" })).toBeVisible();
    await expect(result).toContainText("For your Dental clinic, we recommend Instagram Automation plus SMS Marketing.");
    await expect(result.getByRole("link", { name: "Schedule a Demo" })).toHaveAttribute("href", "/checkout");
  });
});

test.describe("with JavaScript", () => {
  test("a form's own page is accessible and sends through the dialog's path, then confirms", async ({ page }) => {
    await gotoHydrated(page, "/forms/pilot-program?from=%2Fsolutions%2Fpilot-programs");
    await expectFormPage(page, "Apply for the Pilot Program");
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel("Full name").fill("Jo Page");
    await page.getByLabel("Email").fill(uniqueEmail("js-pilot-page"));
    await page.getByLabel("Phone").fill("5125550142");
    await page.getByLabel("Use case").fill("Book appointments");
    await page.getByRole("button", { name: "Apply for the Pilot" }).click();
    await expect(
      toasts(page).locator("[data-sonner-toast]").filter({ hasText: "Pilot Program Request Received!" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/forms\/pilot-program\?sent=1&from=%2Fsolutions%2Fpilot-programs$/);
    await expectSent(
      page,
      "Pilot Program Request Received!",
      "We'll review your use case and reach out within one business day.",
    );
  });

  test("the same buttons still open their dialogs, and the page stays where it is", async ({ page }) => {
    await gotoHydrated(page, "/solutions/pilot-programs");
    const button = page.getByRole("button", { name: "Apply for the Pilot Program" }).first();
    await expect(button).toHaveAttribute("href", "/forms/pilot-program?from=%2Fsolutions%2Fpilot-programs");
    await expect(button).toHaveAttribute("aria-haspopup", "dialog");
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Apply for the Pilot Program" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(CONSENT)).toBeVisible();
    await expect(page).toHaveURL(/\/solutions\/pilot-programs$/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // A keyboard user opens it with Space, as a button.
    await button.focus();
    await page.keyboard.press(" ");
    await expect(dialog).toBeVisible();
  });

  test("ebook forms: ask-a-question opens its dialog with the consent text; the schema's message shows before sending", async ({
    page,
  }) => {
    await gotoHydrated(page, "/ai-ebook");
    await page.getByRole("button", { name: "Ask a Question" }).click();
    const dialog = page.getByRole("dialog", { name: "Ask a Question" });
    await expect(dialog.getByText(CONSENT)).toBeVisible();
    await expect(page).toHaveURL(/\/ai-ebook$/);
    let sent = 0;
    await page.route("**/api/leads/question", async (route) => {
      sent++;
      await route.continue();
    });
    await dialog.getByLabel("Your email").fill("owner@example.com");
    await dialog.getByLabel("Your question").fill("   ");
    await dialog.getByRole("button", { name: "Send Question" }).click();
    await expect(
      toasts(page).locator("[data-sonner-toast]").filter({ hasText: "Please fill in all required fields" }),
    ).toBeVisible();
    expect(sent).toBe(0);
    await expect(dialog.getByLabel("Your question")).toHaveAttribute("aria-invalid", "true");
  });

  test("the assessment form shows the server's message when the network is over its limit", async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, "/ai-business-partner");
    const message =
      "Too many submissions from your network. Please wait 7 minutes and try again, or email us directly.";
    await page.route("**/api/leads/assessment", (route) =>
      route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ error: message }) }),
    );
    const form = page.locator("#assessment form");
    await form.getByLabel("Business email").fill("owner@example.com");
    await form.getByRole("button", { name: "Get My Free Assessment" }).click();
    const toast = toasts(page).locator("[data-sonner-toast]").filter({ hasText: "Too many requests" });
    await expect(toast).toContainText(message);
    await expect(form.getByLabel("Business email")).toHaveValue("owner@example.com");
    allowStatus(consoleErrors, 429);
  });
});
