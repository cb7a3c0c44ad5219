import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from "./fixtures";
import { waitForMail } from "./helpers";

/**
 * Issue 42: "Nothing after paying." A buyer of a build lands on a page that says what happens next
 * with dates, books the kickoff call with the same picker as every call, tells us about the
 * business, and the receipt leads back to the same page.
 */

let seq = 0;
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${seq++}@example.com`;

test.describe("after paying for a build", () => {
  test.use({ timezoneId: "America/Chicago", expectedConsoleErrors: /Failed to load resource: the server responded with a status of 400/ });

  test("the success page shows the road to go-live, books the kickoff, keeps the onboarding answers, and the receipt links back", async ({ page }) => {
    const email = uniqueEmail("kickoff");
    await gotoHydrated(page, "/checkout");
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
    await page.getByLabel("Email for your receipt").fill(email);
    await page.getByRole("button", { name: /^Pay/ }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
    const successUrl = page.url();

    const next = page.getByTestId("next-steps");
    await expect(next.getByRole("heading", { name: "What happens next" })).toBeVisible();
    const steps = next.locator("ol > li");
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(0)).toContainText("Payment confirmed");
    await expect(steps.nth(1)).toContainText("Pick a time below: an hour with the specialist who builds your agent.");
    await expect(steps.nth(2)).toContainText("3 days after your kickoff call: call it yourself, tell us what to change.");
    await expect(steps.nth(3)).toContainText("7 days after your kickoff call: calls to your number are answered 24/7.");
    await expectNoSeriousA11yViolations(page);

    // The onboarding form names what is missing, keeps the rest, then says it is saved.
    const form = page.getByTestId("onboarding-form");
    await form.getByLabel("Business name").fill("Lakeview Dental");
    await form.getByLabel("Industry").selectOption("healthcare");
    await form.getByLabel("The phone number your agent will answer").fill("12");
    await form.getByLabel("Opening hours").fill("Mon–Fri 8am–5pm, closed weekends");
    await form.getByRole("button", { name: "Save my answers" }).click();
    await expect(form.getByRole("alert")).toHaveText("Enter the number callers dial, with its area code.");
    await expect(form.getByLabel("Opening hours")).toHaveValue("Mon–Fri 8am–5pm, closed weekends");
    await form.getByLabel("The phone number your agent will answer").fill("+1 512 555 0188");
    await form.getByRole("button", { name: "Save my answers" }).click();
    await expect(form.getByRole("status")).toHaveText("Thanks — we'll use this on your kickoff call. You can change it until then.");
    await expect(form.getByLabel("Business name")).toHaveValue("Lakeview Dental");

    // The kickoff, with the same picker as every call, in the buyer's zone.
    const kickoff = page.getByTestId("kickoff-form");
    const picker = kickoff.locator('[data-slot-picker="kickoff"]');
    await expect(picker.getByLabel("Your time zone")).toHaveValue("America/Chicago");
    await picker.getByRole("radio").first().check();
    await kickoff.getByRole("button", { name: "Book the kickoff" }).click();
    const booked = page.getByTestId("kickoff-booking");
    await expect(booked).toContainText(/Your kickoff call is booked for \w+day, \w+ \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM) C[SD]T\./);
    await expect(booked.getByRole("link", { name: "Move the kickoff" })).toHaveAttribute("href", /\/calls\/reschedule\?token=/);
    // Now every step has its date.
    await expect(steps.nth(2).locator("p").nth(1)).toHaveText(/^By \w+day, \w+ \d{1,2}: call it yourself, tell us what to change\.$/);
    await expect(steps.nth(3).locator("p").nth(1)).toHaveText(/^By \w+day, \w+ \d{1,2}: calls to your number are answered 24\/7\.$/);

    // The receipt leads back here; the kickoff's invite is on its way too.
    const receipt = await waitForMail(email, "receipt");
    // (The link is on the site's public address; this run serves it on another port.)
    const { pathname, search } = new URL(successUrl);
    expect(receipt.text).toMatch(new RegExp(`Your next steps — book your kickoff call and tell us about your business: https?://[^/\\s]+${(pathname + search).replace(/[?]/g, "\\?")}\\n`));
    expect(receipt.text).toContain("After launch you pay only what your line uses: $15 a month for the phone line and $0.09 a minute of talk time, billed monthly at cost.");
    const invite = await waitForMail(email, "call-booked");
    expect(invite.subject).toMatch(/^Your kickoff call is booked: /);
  });
});
