import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, test, toasts } from "./fixtures";

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

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form's page lists every open day's times as radio buttons and books the chosen one", async ({ page, request }) => {
    await page.goto("/forms/strategy-call");
    const picker = page.locator("[data-slot-picker]");
    await expect(picker.getByLabel("Your time zone")).toHaveValue("America/New_York");
    const groups = picker.getByRole("radiogroup");
    expect(await groups.count()).toBeGreaterThan(5); // every day listed, none hidden
    const last = groups.last().getByRole("radio").last();
    await expect(last).toBeVisible();
    const iso = (await last.getAttribute("value"))!;
    await last.check();
    await page.getByLabel("Full name").fill("Walter Skinner");
    await page.getByLabel("Email").fill(uniqueEmail("nojs"));
    await page.getByLabel("Phone").fill("512 555 0111");
    await page.getByRole("button", { name: "Book My Free Call" }).click();
    await expect(page.getByTestId("form-sent")).toContainText("Strategy Call Request Received!");
    expect(offered(await openTimes(request, "America/New_York"))).not.toContain(iso);
  });
});
