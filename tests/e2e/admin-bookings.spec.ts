import type { APIRequestContext, Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { ownerPage, waitForMail } from "./helpers";

/**
 * The owner's side of scheduling (issue 17, decisions 063 and 108): availability settings change what
 * the strategy-call form offers; a call booked through the form shows on /admin/bookings, where the
 * owner downloads its invite, moves it (the visitor is emailed) and cancels it with a reason, which
 * frees the time.
 */

const TAGLINE = "AI Voice Agents & Business Automation";
const run = `${Date.now().toString(36)}${process.pid}`;
const visitor = `Walter Skinner ${run}`;

test.describe.configure({ mode: "serial" });

type Slots = { timeZone: string; days: { key: string; label: string; slots: { iso: string; label: string }[] }[] };
const openTimes = async (request: APIRequestContext) =>
  (await (await request.get("/api/scheduling/slots?kind=strategy_call&tz=America/New_York")).json()) as Slots;
const offered = (s: Slots) => s.days.flatMap((d) => d.slots.map((x) => x.iso));


async function expectConsolePage(page: Page, title: string) {
  await expect(page).toHaveTitle(`${title} | ${TAGLINE}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectNoSeriousA11yViolations(page);
}

const notice = (page: Page) => page.getByTestId("admin-notice");

/** 2026-12-03T14:00:00.000Z → 20261203T140000Z, as an .ics writes it. */
const icsTime = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}Z$/, "Z");

test("the owner blacks out a day: the strategy-call form stops offering it, and offers it again once removed", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const before = await openTimes(request);
  const day = before.days.at(-1)!; // the furthest open day: the other specs book the nearest ones
  const owner = await ownerPage(browser, baseURL!);
  try {
    await owner.goto("/admin/scheduling");
    await expect(owner.getByRole("heading", { level: 1 })).toHaveText("Scheduling");
    await expect(owner.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Scheduling" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expectConsolePage(owner, "Scheduling");

    await owner.getByLabel("Add a blackout date").fill(day.key);
    await owner.getByRole("button", { name: "Add date" }).click();
    const chip = owner.getByRole("list", { name: "Blackout dates" }).getByRole("listitem").filter({ has: owner.locator(`time[datetime="${day.key}"]`) });
    await expect(chip).toBeVisible();
    await owner.getByRole("button", { name: "Save availability" }).click();
    await expect(notice(owner)).toHaveText("Availability saved. The booking forms offer the new times now.");
    await expect(chip).toBeVisible(); // still listed after the page reloads its data

    // The form's page no longer lists that day; the API agrees.
    const form = await browser.newPage({ baseURL, javaScriptEnabled: false });
    await form.goto("/forms/strategy-call");
    const picker = form.locator("[data-slot-picker]");
    await expect(picker.getByRole("radiogroup").first()).toBeVisible();
    await expect(picker.getByRole("radiogroup", { name: `Open times on ${day.label}` })).toHaveCount(0);
    await form.close();
    expect((await openTimes(request)).days.map((d) => d.key)).not.toContain(day.key);

    // A refused value says why and changes nothing.
    await owner.getByLabel("Buffer after each call (minutes)").fill("500");
    await owner.getByRole("button", { name: "Save availability" }).click();
    await expect(notice(owner)).toHaveText("Nothing was saved. Fix the fields marked below.");
    await expect(owner.getByText("Buffer must be a whole number of minutes from 0 to 120.")).toBeVisible();
    await expect(owner.getByLabel("Buffer after each call (minutes)")).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousA11yViolations(owner);

    // Removing the date gives the day back.
    await owner.goto("/admin/scheduling");
    await owner.getByRole("button", { name: `Remove ${await chip.locator("time").innerText()}` }).click();
    await expect(chip).toHaveCount(0);
    await owner.getByRole("button", { name: "Save availability" }).click();
    await expect(notice(owner)).toHaveText("Availability saved. The booking forms offer the new times now.");
    expect((await openTimes(request)).days.map((d) => d.key)).toContain(day.key);
  } finally {
    await owner.context().close();
  }
});

test("a call booked through the form shows on /admin/bookings; its .ics has its start; cancelling shows Cancelled and frees the time", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  // The visitor books without JavaScript, in the owner's zone (the form's page lists every day).
  const times = await openTimes(request);
  const day = times.days[Math.min(2, times.days.length - 1)]!;
  const iso = day.slots.at(-1)!.iso;
  const form = await browser.newPage({ baseURL, javaScriptEnabled: false });
  await form.goto("/forms/strategy-call");
  await form.locator(`[data-slot-picker] input[value="${iso}"]`).check();
  await form.getByLabel("Full name").fill(visitor);
  await form.getByLabel("Email").fill(`skinner-${run}@example.com`);
  await form.getByLabel("Phone").fill("512 555 0111");
  await form.getByRole("button", { name: "Book My Free Call" }).click();
  await expect(form.getByTestId("form-sent")).toContainText("Strategy Call Request Received!");
  await form.close();
  expect(offered(await openTimes(request))).not.toContain(iso);

  const owner = await ownerPage(browser, baseURL!);
  try {
    await owner.goto("/admin");
    await owner.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Bookings" }).click();
    await expect(owner.getByRole("heading", { level: 1 })).toHaveText("Bookings");
    const row = owner.getByTestId("booking").filter({ hasText: visitor });
    await expect(row).toHaveCount(1);
    await expect(row.locator(`time[datetime="${iso}"]`)).toBeVisible();
    await expect(row).toContainText("Free strategy call");
    await expect(row).toContainText("Booked");
    await expect(row).toContainText(`skinner-${run}@example.com`);
    await expect(row.getByRole("link", { name: "Lead" })).toHaveAttribute("href", /^\/admin\/leads\/[0-9a-f-]{36}$/);
    await expectConsolePage(owner, "Bookings");

    // The owner's calendar invite.
    const download = owner.waitForEvent("download");
    await row.getByRole("link", { name: `Download the calendar invite for the call with ${visitor}` }).click();
    const ics = readFileSync((await (await download).path())!, "utf8").replace(/\r\n[ \t]/g, "");
    expect(ics).toContain(`DTSTART:${icsTime(iso)}`);
    expect(ics).toMatch(/ORGANIZER;CN="Voxa AI":mailto:hello@voxa-ai\.com/);
    expect(ics).toContain(`:mailto:skinner-${run}@example.com`);
    // The owner's calendar entry names the client and the number to call.
    expect(ics).toContain(`SUMMARY:Free strategy call — ${visitor}`);
    expect(ics).toContain("DESCRIPTION:Phone: 512 555 0111\\n");

    // Cancel, with the confirm step and its reason, which the visitor reads.
    await row.getByRole("link", { name: `Cancel the call with ${visitor}` }).click();
    await expect(row.getByRole("group")).toContainText(`Cancel the call with ${visitor} on`);
    await expectNoSeriousA11yViolations(owner);
    await row.getByLabel("Reason for cancelling").fill("Something came up on our side.");
    await row.getByRole("button", { name: "Yes, cancel the call" }).click();
    await expect(row.getByTestId("admin-notice")).toHaveText(`Call with ${visitor} cancelled. Its time is open again.`);
    await expect(row).toContainText("Cancelled");
    await expect(row).toContainText("Cancelled by you: Something came up on our side.");
    await expect(row.getByRole("link", { name: `Cancel the call with ${visitor}` })).toHaveCount(0);
    expect(offered(await openTimes(request))).toContain(iso);
    const cancelled = await waitForMail(`skinner-${run}@example.com`, "call-cancelled");
    expect(cancelled.text).toContain("Reason: Something came up on our side.");

    // The lead's page shows its call.
    await row.getByRole("link", { name: "Lead" }).click();
    await expect(owner.getByTestId("lead-calls")).toContainText("Cancelled");
  } finally {
    await owner.context().close();
  }
});

test("the owner moves a call with the booking forms' picker: the visitor is emailed the new time, the note and the same invite, one step later", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const name = `Fox Mulder ${run}`;
  const email = `mulder-${run}@example.com`;
  const times = await openTimes(request);
  const iso = times.days[Math.min(3, times.days.length - 1)]!.slots.at(-1)!.iso;
  const booked = await request.post("/api/leads/strategy_call", {
    data: { name, email, phone: "512 555 0123", challenges: "Weekend calls", slotStart: iso, timeZone: "Europe/Berlin" },
    headers: { origin: baseURL! },
  });
  expect(booked.status()).toBe(201);
  const first = await waitForMail(email, "call-booked");
  const owner = await ownerPage(browser, baseURL!);
  try {
    await owner.goto("/admin/bookings");
    const row = owner.getByTestId("booking").filter({ hasText: name });
    await expect(row).toContainText("512 555 0123");
    await expect(row).toContainText("To cover: Weekend calls");
    await row.getByRole("link", { name: `Move the call with ${name}` }).click();
    const step = row.getByRole("group", { name: new RegExp(`^Move the call with ${name}`) });
    await expect(step.getByRole("radiogroup").first()).toBeVisible();
    await expectNoSeriousA11yViolations(owner);
    // The picker shows one day at a time, in the owner's browser zone: open the day of a time still free, then take it.
    const zone = await step.getByLabel("Your time zone").inputValue();
    const later = (await (await request.get(`/api/scheduling/slots?kind=strategy_call&tz=${encodeURIComponent(zone)}`)).json()) as Slots;
    const day = later.days.at(-2) ?? later.days.at(-1)!;
    const target = day.slots[0]!.iso;
    await step.getByRole("button", { name: day.label }).click();
    await step.locator(`input[name="slotStart"][value="${target}"]`).check();
    await step.getByLabel("Note to the visitor (optional)").fill("Our morning is full; this slot is ours.");
    await step.getByRole("button", { name: "Move the call" }).click();
    await expect(row.getByTestId("admin-notice")).toContainText(`Call with ${name} moved to `);
    await expect(row.getByTestId("admin-notice")).toContainText("They have been emailed the new time and invite.");
    await expect(row.locator(`time[datetime="${target}"]`)).toBeVisible();
    await expect(step).toHaveCount(0);
    expect(offered(await openTimes(request))).toContain(iso);
    expect(offered(await openTimes(request))).not.toContain(target);

    const moved = await waitForMail(email, "call-moved");
    expect(moved.subject).toMatch(/^Your free strategy call has moved to .* GMT\+1$/);
    expect(moved.text).toContain("Note from us: Our morning is full; this slot is ours.");
    const uid = /UID:([^\r\n]+)/.exec(first.invite!.ics)![1];
    expect(moved.invite!.ics).toContain(`UID:${uid}`);
    expect(moved.invite!.ics).toContain("SEQUENCE:1");
    expect(moved.invite!.ics).toContain(`DTSTART:${icsTime(target)}`);
    expect(moved.invite!.ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  } finally {
    await owner.context().close();
  }
});

test("the feed address made on the scheduling page serves every booking as text/calendar through the site's server; turned off, it is a 404", async ({
  browser,
  baseURL,
  request,
}) => {
  const name = `Monica Reyes ${run}`;
  const iso = (await openTimes(request)).days[0]!.slots[1]!.iso;
  const booked = await request.post("/api/leads/strategy_call", {
    data: { name, email: `reyes-${run}@example.com`, phone: "512 555 0177", slotStart: iso, timeZone: "America/Chicago" },
    headers: { origin: baseURL! },
  });
  expect(booked.status()).toBe(201);
  const owner = await ownerPage(browser, baseURL!);
  try {
    await owner.goto("/admin/scheduling");
    const panel = owner.getByTestId("calendar-feed");
    await panel.getByRole("button", { name: /^(Create the feed address|Make a new address)$/ }).click();
    // The address is on PUBLIC_SITE_URL (the e2e server keeps the default one): asked here on this server.
    const shown = await owner.getByLabel("Feed address (shown once)").inputValue();
    expect(shown).toMatch(/^http:\/\/127\.0\.0\.1:3000\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const address = new URL(shown).pathname;
    const feed = await request.get(address);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(feed.headers()["cache-control"]).toBe("no-store");
    const ics = (await feed.text()).replace(/\r\n[ \t]/g, "");
    expect(ics).toContain(`SUMMARY:Free strategy call — ${name}`);
    expect(ics).toContain(`DTSTART:${icsTime(iso)}`);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    await owner.goto("/admin/scheduling");
    await expect(panel).toContainText("Last read by a calendar just now.");
    await panel.getByRole("button", { name: "Turn the feed off" }).click();
    await expect(panel.getByTestId("admin-notice")).toHaveText("Feed turned off. Its address no longer works.");
    expect((await request.get(address)).status()).toBe(404);
  } finally {
    await owner.context().close();
  }
});

test.describe("without JavaScript", () => {
  test("the settings form adds and removes a window, Enter saves (here: refused); a call moves with a note, and Cancel asks for a reason", async ({ browser, baseURL, request }) => {
    const name = `Dana Katherine Scully ${run}`;
    const iso = (await openTimes(request)).days[0]!.slots.at(-1)!.iso;
    const booked = await request.post("/api/leads/strategy_call", {
      data: { name, email: `scully-${run}@example.com`, phone: "512 555 0199", slotStart: iso, timeZone: "Europe/Berlin" },
      headers: { origin: baseURL! },
    });
    expect(booked.status()).toBe(201);
    const owner = await ownerPage(browser, baseURL!, { javaScriptEnabled: false });
    try {
      await owner.goto("/admin/scheduling");
      await owner.getByRole("button", { name: "Add a window on Sunday" }).click();
      await expect(owner.getByLabel("Sunday, window 1: from")).toHaveValue("09:00");
      await expect(owner.getByLabel("Sunday, window 1: until")).toHaveValue("10:00");
      await owner.getByRole("button", { name: "Remove Sunday's window 1" }).click();
      await expect(owner.getByLabel("Sunday, window 1: from")).toHaveCount(0);

      await owner.getByLabel("Days ahead offered").fill("0");
      await owner.getByLabel("Days ahead offered").press("Enter");
      await expect(notice(owner)).toHaveText("Nothing was saved. Fix the fields marked below.");
      await expect(owner.getByText("Days ahead must be a whole number from 1 to 60.")).toBeVisible();
      await expect(owner.getByLabel("Sunday, window 1: from")).toHaveCount(0);

      await owner.goto("/admin/bookings");
      const row = owner.getByTestId("booking").filter({ hasText: name });
      // Move it first: every open day is listed without JavaScript; the note goes with it.
      await row.getByRole("link", { name: `Move the call with ${name}` }).click();
      const step = row.getByRole("group", { name: new RegExp(`^Move the call with ${name}`) });
      await expect(step).toBeVisible();
      const times = await openTimes(request);
      const target = times.days.at(-1)!.slots[0]!.iso;
      await step.locator(`input[name="slotStart"][value="${target}"]`).check();
      await step.getByLabel("Note to the visitor (optional)").fill("Moved to suit our team.");
      await step.getByRole("button", { name: "Move the call" }).click();
      await expect(row.getByTestId("admin-notice")).toContainText(`Call with ${name} moved to `);
      await expect(row.locator(`time[datetime="${target}"]`)).toBeVisible();
      await expect(row).toContainText("Rescheduled");
      const moved = await waitForMail(`scully-${run}@example.com`, "call-moved");
      expect(moved.text).toContain("Note from us: Moved to suit our team.");
      expect(offered(await openTimes(request))).toContain(iso);

      await row.getByRole("link", { name: `Cancel the call with ${name}` }).click();
      await expect(row.getByRole("group")).toContainText(`Cancel the call with ${name} on`);
      await row.getByLabel("Reason for cancelling").fill("No longer needed.");
      await row.getByRole("button", { name: "Yes, cancel the call" }).click();
      await expect(row.getByTestId("admin-notice")).toHaveText(`Call with ${name} cancelled. Its time is open again.`);
      await expect(row).toContainText("Cancelled");
      expect(offered(await openTimes(request))).toContain(target);
    } finally {
      await owner.context().close();
    }
  });
});
