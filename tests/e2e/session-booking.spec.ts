import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from "./fixtures";

/**
 * Issue 17 (decision 064): the paid strategy session's time is picked on /checkout before paying,
 * with the free call's picker, held while the buyer pays, and shown booked after (TEST MODE here).
 */

type Slots = { timeZone: string; days: { key: string; label: string; slots: { iso: string; label: string }[] }[] };
const openTimes = async (request: APIRequestContext, tz = "UTC") =>
  (await (await request.get(`/api/scheduling/slots?kind=strategy_session&tz=${encodeURIComponent(tz)}`)).json()) as Slots;
const offered = (s: Slots) => s.days.flatMap((d) => d.slots.map((x) => x.iso));

const PICK = "Pick a time for your session.";
const TAKEN = "That time was just taken — pick another.";
const bookedFor = (iso: string, timeZone: string) =>
  `Your strategy session is booked for ${new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  })
    .format(new Date(iso))
    .replace(/\s+/g, " ")
    .replace(" at ", ", ")}.`;

let seq = 0;
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${seq++}@example.com`;

/** Holds a time the way another buyer would: a session checkout started through the API. */
const holdAsAnotherBuyer = async (request: APIRequestContext, iso: string) => {
  const res = await request.post("/api/create-checkout", {
    data: { priceId: "strategy-session", slotStart: iso, timeZone: "UTC", name: "Other Buyer", email: uniqueEmail("other"), phone: "+1 512 555 0110" },
  });
  expect(res.status()).toBe(200);
};

/** Who the session is with: asked before a time is held (decision 097). */
async function fillContact(page: Page, email = uniqueEmail("session")) {
  const form = page.locator("#strategy-session");
  await form.getByLabel("Your name").fill("Kenji Sato");
  await form.getByLabel("Phone number we'll call").fill("+81 3 5555 0100");
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("What would you like to cover?").fill("Our front desk misses calls at lunch.");
  return email;
}

const sessionPicker = (page: Page) => page.locator('[data-slot-picker="strategy_session"]');
/** The visitor scrolls down to the paid session: its picker starts once near the view (decision 109). */
async function scrollToSession(page: Page) {
  await page.locator("#strategy-session").scrollIntoViewIfNeeded();
  return sessionPicker(page);
}
const bookButton = (page: Page) => page.getByRole("button", { name: "Book a Strategy Session" });

test.describe("the paid strategy session: pick a time, then pay", () => {
  test.use({ timezoneId: "Asia/Tokyo", expectedConsoleErrors: /Failed to load resource: the server responded with a status of (400|409)/ });

  test("a buyer in Tokyo picks a time, pays, and sees it booked in their zone with the two links; a second buyer no longer sees it", async ({
    page,
    browser,
    request,
  }) => {
    await gotoHydrated(page, "/checkout");
    const picker = await scrollToSession(page);
    await expect(picker.getByLabel("Your time zone")).toHaveValue("Asia/Tokyo");
    await expect(picker).toContainText("Pick a time for your session");
    await expect(picker).toContainText("60-minute call");
    await expect(picker.getByRole("radio", { name: /No time now/ })).toHaveCount(0);

    // No time picked: the button still works and the server says what is missing.
    const email = await fillContact(page);
    await bookButton(page).click();
    await expect(picker.getByRole("alert")).toHaveText(PICK);
    await expect(page).toHaveURL(/\/checkout$/);

    const list = await openTimes(request, "Asia/Tokyo");
    const day = list.days[Math.min(3, list.days.length - 1)]!;
    const time = day.slots[Math.min(2, day.slots.length - 1)]!;
    expect(time.label).toMatch(/^\d{1,2}:\d{2} (AM|PM) GMT\+9$/);
    await picker.getByRole("button", { name: day.label }).click();
    await picker.getByRole("radiogroup", { name: `Open times on ${day.label}` }).getByRole("radio", { name: time.label, exact: true }).check();
    await expectNoSeriousA11yViolations(page);
    await bookButton(page).click();

    await expect(page).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId("test-total")).toHaveText("$250.00");
    // Held while the buyer pays: nobody else is offered it.
    expect(offered(await openTimes(request))).not.toContain(time.iso);
    // The receipt goes to the email given beside the time: the payment page does not ask again.
    await expect(page.getByLabel("Email for your receipt")).toHaveCount(0);
    expect(email).toMatch(/@example\.com$/);
    await page.getByRole("button", { name: /^Pay/ }).click();

    await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
    await expect(page.getByText(bookedFor(time.iso, "Asia/Tokyo"))).toBeVisible();
    expect(bookedFor(time.iso, "Asia/Tokyo")).toMatch(/GMT\+9\.$/);
    await expect(page.getByRole("link", { name: "Reschedule" })).toHaveAttribute("href", /\/calls\/reschedule\?token=[\w.-]+$/);
    await expect(page.getByRole("link", { name: "Cancel the session" })).toHaveAttribute("href", /\/calls\/cancel\?token=[\w.-]+$/);
    await expectNoSeriousA11yViolations(page);

    // A second buyer is not offered that time.
    const context = await browser.newContext({ timezoneId: "Asia/Tokyo" });
    const other = await context.newPage();
    await gotoHydrated(other, "/checkout");
    await expect(sessionPicker(other).getByRole("radiogroup").first()).toBeAttached();
    await expect(sessionPicker(other).locator(`input[value="${time.iso}"]`)).toHaveCount(0);
    await context.close();
  });

  test("a time taken while the buyer was choosing: the message at the picker, the times reloaded, no order started", async ({ page, request }) => {
    await gotoHydrated(page, "/checkout");
    const picker = await scrollToSession(page);
    const list = await openTimes(request, "Asia/Tokyo");
    const day = list.days[Math.min(4, list.days.length - 1)]!;
    const time = day.slots[Math.min(1, day.slots.length - 1)]!;
    await picker.getByRole("button", { name: day.label }).click();
    await picker.locator(`input[value="${time.iso}"]`).check();
    await fillContact(page);
    await holdAsAnotherBuyer(request, time.iso);
    await bookButton(page).click();
    await expect(picker.getByRole("alert")).toHaveText(TAKEN);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(picker.locator(`input[value="${time.iso}"]`)).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  // The refused posts answer 400 and 409 with the page; the browser logs those statuses.
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: /Failed to load resource: the server responded with a status of (400|409)/ });

  test("every open time is a radio; no time → 400 with the message; a taken time → 409 and the page again without it", async ({ page, request }) => {
    await page.goto("/checkout");
    const picker = sessionPicker(page);
    const radios = picker.locator('input[type="radio"][name="slotStart"]');
    expect(await radios.count()).toBeGreaterThan(10);

    await fillContact(page);
    const refused = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/checkout"));
    await bookButton(page).click();
    expect((await refused).status()).toBe(400);
    await expect(sessionPicker(page).getByRole("alert")).toHaveText(PICK);
    // What was typed is kept on the page the server sent back.
    await expect(page.locator("#strategy-session").getByLabel("Your name")).toHaveValue("Kenji Sato");

    const list = offered(await openTimes(request));
    const iso = list[Math.min(30, list.length - 1)]!;
    await sessionPicker(page).locator(`input[value="${iso}"]`).check();
    await holdAsAnotherBuyer(request, iso);
    const taken = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/checkout"));
    await bookButton(page).click();
    expect((await taken).status()).toBe(409);
    await expect(sessionPicker(page).getByRole("alert")).toHaveText(TAKEN);
    await expect(sessionPicker(page).locator(`input[value="${iso}"]`)).toHaveCount(0);

    // A free time goes on to the (TEST MODE) payment page.
    const free = offered(await openTimes(request)).at(-1)!;
    await sessionPicker(page).locator(`input[value="${free}"]`).check();
    await bookButton(page).click();
    await expect(page).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
  });
});
