import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, test, toasts } from "./fixtures";
import { waitForMail } from "./helpers";

/** Issue 17 (decision 062): the free strategy call books a time in the form itself. */

type Slots = { timeZone: string; days: { key: string; label: string; slots: { iso: string; label: string }[] }[] };
const openTimes = async (request: APIRequestContext, tz = "Europe/Berlin") =>
  (await (await request.get(`/api/scheduling/slots?kind=strategy_call&tz=${encodeURIComponent(tz)}`)).json()) as Slots;
const offered = (s: Slots) => s.days.flatMap((d) => d.slots.map((x) => x.iso));

let seq = 0;
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${seq++}@example.com`;

async function openDialog(page: Page) {
  await page.goto("/industries/healthcare");
  await page.getByRole("button", { name: "Schedule a Free Strategy Call" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Schedule a Free Strategy Call" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Full name").fill("Dana Scully");
  await dialog.getByLabel("Email").fill(uniqueEmail("picker"));
  await dialog.getByLabel("Phone").fill("512 555 0199");
  return dialog;
}

test.describe("booking the free strategy call", () => {
  test.use({ timezoneId: "Europe/Berlin" });

  test("a visitor in Berlin sees the times in their zone, picks one, and it is booked (it leaves the picker)", async ({ page, request }) => {
    const before = await openTimes(request);
    const day = before.days[1]!; // the second day with open times
    const time = day.slots[0]!;
    const dialog = await openDialog(page);
    const picker = dialog.locator("[data-slot-picker]");
    await expect(picker.getByLabel("Your time zone")).toHaveValue("Europe/Berlin");
    await expect(picker).toContainText("30-minute call");
    await expect(picker.getByRole("radio", { name: "No time now — we'll reach out to schedule" })).toBeChecked();
    await picker.getByRole("button", { name: day.label }).click();
    await expect(picker.getByRole("button", { name: day.label })).toHaveAttribute("aria-pressed", "true");
    const times = picker.getByRole("radiogroup", { name: `Open times on ${day.label}` });
    await expect(times.getByRole("radio").first()).toHaveAccessibleName(time.label);
    expect(time.label).toMatch(/^\d{1,2}:\d{2} (AM|PM) GMT\+1$/);
    await times.getByRole("radio", { name: time.label }).check();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Book My Free Call" }).click();
    await expect(toasts(page).getByText("Strategy Call Request Received!")).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(offered(await openTimes(request))).not.toContain(time.iso);
  });

  test("a time taken while the visitor was typing: 'That time was just taken — pick another.', fields kept, the picker refreshed", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const dialog = await openDialog(page);
    const picker = dialog.locator("[data-slot-picker]");
    const first = picker.getByRole("radiogroup").first().getByRole("radio").first();
    await expect(first).toBeVisible();
    const iso = await first.getAttribute("value");
    await first.check();
    // Someone else books the same time first.
    const other = await request.post("/api/leads/strategy_call", {
      data: { name: "Fox Mulder", email: uniqueEmail("other"), phone: "512 555 0100", slotStart: iso, timeZone: "UTC" },
    });
    expect(other.status()).toBe(201);
    await dialog.getByRole("button", { name: "Book My Free Call" }).click();
    await expect(toasts(page).getByText("That time was just taken — pick another.")).toBeVisible();
    await expect(picker.getByRole("alert")).toHaveText("That time was just taken — pick another.");
    await expect(dialog.getByLabel("Full name")).toHaveValue("Dana Scully");
    await expect(picker.locator(`input[value="${iso}"]`)).toHaveCount(0);
    await expect(picker.getByRole("radio", { name: "No time now — we'll reach out to schedule" })).toBeChecked();
    // The browser logs the 409 it was answered; that one is expected.
    for (let i = consoleErrors.length - 1; i >= 0; i--) if (consoleErrors[i]!.includes("status of 409")) consoleErrors.splice(i, 1);
  });
});

test("the open-times API refuses a made-up zone or kind with the reason, and is never cached", async ({ request }) => {
  const ok = await request.get("/api/scheduling/slots?kind=strategy_call&tz=Asia/Tokyo");
  expect(ok.status()).toBe(200);
  expect(ok.headers()["cache-control"]).toBe("no-store");
  expect(((await ok.json()) as Slots).timeZone).toBe("Asia/Tokyo");
  const zone = await request.get("/api/scheduling/slots?tz=Mars/Olympus");
  expect(zone.status()).toBe(400);
  expect(await zone.json()).toEqual({ error: "Choose a time zone from the list." });
  const kind = await request.get("/api/scheduling/slots?kind=lunch");
  expect(kind.status()).toBe(400);
  expect(await kind.json()).toEqual({ error: "Unknown kind of call." });
});

/** The middle time of the middle day (or of the day `dayOffset` after it) in a picker's day groups. */
async function middleTime(groups: Locator, dayOffset = 0) {
  const day = groups.nth(Math.min(Math.floor((await groups.count()) / 2) + dayOffset, (await groups.count()) - 1));
  const times = day.getByRole("radio");
  return times.nth(Math.floor((await times.count()) / 2));
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: /Failed to load resource: the server responded with a status of 404/ });

  test("the form's page lists every open day's times as radio buttons and books the chosen one", async ({ page, request }) => {
    await page.goto("/forms/strategy-call");
    const picker = page.locator("[data-slot-picker]");
    // Without JavaScript the times are in the owner's zone: the business's address (Austin) gives Central time.
    await expect(picker.getByLabel("Your time zone")).toHaveValue("America/Chicago");
    const groups = picker.getByRole("radiogroup");
    expect(await groups.count()).toBeGreaterThan(5); // every day listed, none hidden
    // A time in the middle of the calendar: other specs, running at the same time on the same
    // calendar, book the first and the last open times (of the first day, or of all).
    const chosen = await middleTime(groups);
    await expect(chosen).toBeVisible();
    const iso = (await chosen.getAttribute("value"))!;
    await chosen.check();
    await page.getByLabel("Full name").fill("Walter Skinner");
    await page.getByLabel("Email").fill(uniqueEmail("nojs"));
    await page.getByLabel("Phone").fill("512 555 0111");
    await page.getByRole("button", { name: "Book My Free Call" }).click();
    await expect(page.getByTestId("form-sent")).toContainText("Strategy Call Request Received!");
    expect(offered(await openTimes(request, "America/New_York"))).not.toContain(iso);

    // The confirmation's links work without JavaScript too: move the call, then cancel it.
    await expect(page.getByTestId("call-booked")).toContainText(/Your call is booked for \w+day, .* (CST|CDT)\./);
    await page.getByTestId("call-booked").getByRole("link", { name: "Reschedule" }).click();
    // The times are read on the move page, not on the page being left (the click does not wait
    // for the navigation), and the time is chosen by its value.
    await expect(page.getByRole("heading", { level: 1, name: "Move your call" })).toBeVisible();
    const movePicker = page.locator("[data-slot-picker]");
    const target = await middleTime(movePicker.getByRole("radiogroup"), 1);
    const targetIso = (await target.getAttribute("value"))!;
    await movePicker.locator(`input[name="slotStart"][value="${targetIso}"]`).check();
    await page.getByRole("button", { name: "Move My Call" }).click();
    await expect(page.getByRole("status")).toContainText("Your call has moved to ");
    expect(offered(await openTimes(request, "America/New_York"))).toContain(iso);
    expect(offered(await openTimes(request, "America/New_York"))).not.toContain(targetIso);
    await page.getByRole("link", { name: "Cancel your call" }).click();
    const posted = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/calls/cancel"));
    await page.getByRole("button", { name: "Cancel My Call" }).click();
    // The plain post answers 200 with the cancellation (the spent link's page is not an error).
    expect((await posted).status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your call is cancelled.");
    expect(offered(await openTimes(request, "America/New_York"))).toContain(targetIso);
    // Opened again, the spent link says what it did.
    const again = await page.request.get(page.url());
    expect(again.status()).toBe(200);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your call is cancelled.");
  });

  test("a move without a time says what to do and changes nothing; a forged link changes nothing", async ({ page, request }) => {
    const res = await request.post("/api/leads/strategy_call", {
      data: { name: "Monica Reyes", email: uniqueEmail("move"), phone: "512 555 0122", slotStart: offered(await openTimes(request)).at(-1), timeZone: "UTC" },
    });
    expect(res.status()).toBe(201);
    const { call } = (await res.json()) as { call: string };
    await page.goto(call);
    await page.getByTestId("call-booked").getByRole("link", { name: "Reschedule" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Move your call" })).toBeVisible();
    const url = page.url();
    // No time chosen (the browser's own check is skipped by posting the form directly).
    const answer = await page.request.post(url, { form: { timeZone: "UTC" }, headers: { origin: new URL(url).origin } });
    expect(answer.status()).toBe(400);
    const forged = url.replace(/token=[^.]+/, "token=00000000-0000-4000-8000-000000000000");
    const refused = await page.request.post(forged, { form: { slotStart: offered(await openTimes(request))[0]!, timeZone: "UTC" }, headers: { origin: new URL(url).origin } });
    expect(refused.status()).toBe(404);
    await page.goto(forged);
    await expect(page.getByRole("alert")).toHaveText(
      "This link is not valid any more. The call may have been moved or cancelled; the newest email has the current link.",
    );
  });
});

test.describe("after booking: the confirmation, the invite, moving and cancelling", () => {
  // The used link's page answers 404 (the browser logs it).
  test.use({ timezoneId: "Europe/Berlin", expectedConsoleErrors: /Failed to load resource: the server responded with a status of 404/ });

  test("the visitor sees the time and both links, gets the invite by email, moves the call, then cancels it", async ({ page, request }) => {
    const dialog = await openDialog(page);
    const email = await dialog.getByLabel("Email").inputValue();
    const picker = dialog.locator("[data-slot-picker]");
    const first = picker.getByRole("radiogroup").first().getByRole("radio").first();
    const firstLabel = (await first.getAttribute("value"))!;
    await first.check();
    await dialog.getByRole("button", { name: "Book My Free Call" }).click();

    // The strategy call's page confirms the time, in the visitor's zone, with both links.
    await expect(page).toHaveURL(/\/forms\/strategy-call\?sent=1&call=/);
    const booked = page.getByTestId("call-booked");
    await expect(booked).toContainText(/Your call is booked for \w+day, \w+ \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM) GMT\+1\./);
    await expectNoSeriousA11yViolations(page);

    // The email carries the same links and an invite for the same instant.
    const confirmation = await waitForMail(email, "call-booked");
    expect(confirmation.subject).toMatch(/^Your free strategy call is booked: /);
    expect(confirmation.invite?.method).toBe("REQUEST");
    expect(confirmation.invite?.ics).toContain(`DTSTART:${firstLabel.replace(/[-:]/g, "").replace(/\.\d{3}Z$/, "Z")}`);
    // On embedded defaults the dev mailbox hands the invite to the calendar app.
    await page.goto("/dev/mailbox");
    const inMailbox = page.getByTestId("mailbox-message").filter({ hasText: confirmation.subject });
    await expect(inMailbox.getByTestId("mailbox-invite")).toHaveText(`Add to calendar (invite.ics): ${confirmation.subject}`);
    const ics = await page.request.get(`/dev/mailbox/${confirmation.id}?part=invite`);
    expect(ics.headers()["content-type"]).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(await ics.text()).toBe(confirmation.invite!.ics);
    await page.goBack();
    const rescheduleLink = new URL(confirmation.links.find((l) => l.includes("/calls/reschedule"))!);
    await expect(booked.getByRole("link", { name: "Reschedule" })).toHaveAttribute("href", `${rescheduleLink.pathname}${rescheduleLink.search}`);

    // Move it to a time on another day.
    await booked.getByRole("link", { name: "Reschedule" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Move your call");
    const movePicker = page.locator("[data-slot-picker]");
    await expect(movePicker.getByRole("radio", { name: "No time now — we'll reach out to schedule" })).toHaveCount(0);
    const days = movePicker.getByRole("group", { name: "Day" }).getByRole("button");
    await days.nth(1).click();
    const later = movePicker.locator("[role=radiogroup]:not([hidden])").getByRole("radio").first();
    const laterIso = (await later.getAttribute("value"))!;
    await later.check();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Move My Call" }).click();
    await expect(page.getByRole("status")).toContainText(/^Your call has moved to \w+day, /);
    expect(offered(await openTimes(request))).toContain(firstLabel);
    expect(offered(await openTimes(request))).not.toContain(laterIso);
    const moved = await waitForMail(email, "call-moved");
    expect(moved.invite?.ics).toMatch(/SEQUENCE:1/);

    // The first email's link no longer works.
    await page.goto(`${rescheduleLink.pathname}${rescheduleLink.search}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link can't be used");
    await expect(page.getByRole("alert")).toHaveText(
      "This link is not valid any more. The call may have been moved or cancelled; the newest email has the current link.",
    );

    // Cancel from the newest email.
    const cancelLink = new URL(moved.links.find((l) => l.includes("/calls/cancel"))!);
    await page.goto(`${cancelLink.pathname}${cancelLink.search}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cancel your call");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Cancel My Call" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your call is cancelled.");
    expect(offered(await openTimes(request))).toContain(laterIso);
    const cancelled = await waitForMail(email, "call-cancelled");
    expect(cancelled.invite?.method).toBe("CANCEL");
  });
});
