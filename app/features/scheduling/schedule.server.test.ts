import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookings, schedulingSettings } from "#db/schema";
import { createTestDatabase } from "#tests/support/db";
import { ValidationFailed } from "~/lib/errors";
import { openCallSlots } from "./bookings.server";
import { defaultSchedule, loadSchedule, loadScheduleRow, saveSchedule } from "./schedule.server";
import { settingsFromForm, settingsOf, type ScheduleSettingsInput } from "./settings";
import { slotsVersion } from "./slots-version";

/** Wednesday 2 December 2026, 08:00 in Austin: with the defaults the first open slot is Thursday 9:00 CST (15:00Z). */
const NOW = new Date("2026-12-02T14:00:00Z");

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());
beforeEach(async () => {
  await database.db.delete(bookings);
  await database.db.delete(schedulingSettings);
});

const defaults = (): ScheduleSettingsInput => settingsOf(defaultSchedule);

/** The refusal's field errors (and that nothing was stored). */
async function refused(input: ScheduleSettingsInput) {
  const err = await saveSchedule(database.db, input, null, NOW).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ValidationFailed);
  expect((err as ValidationFailed).message).toBe("Nothing was saved. Fix the fields marked below.");
  expect(await loadScheduleRow(database.db)).toBeNull();
  return (err as ValidationFailed).fieldErrors;
}

const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

describe("availability settings", () => {
  it("without a saved row the defaults are in force", async () => {
    expect(await loadSchedule(database.db)).toEqual(defaultSchedule);
    expect(await loadScheduleRow(database.db)).toBeNull();
  });

  it("round-trips: what is saved is what loadSchedule reads (windows in time order, dates sorted once)", async () => {
    const input = defaults();
    input.timeZone = "Europe/Berlin";
    input.weekly[6] = [
      ["14:00", "16:00"],
      ["09:30", "12:00"],
    ];
    input.weekly[5] = [];
    input.blackoutDates = ["2026-12-24", "2026-12-10", "2026-12-24"];
    input.bufferMinutes = 0;
    input.minNoticeMinutes = 90;
    input.daysAhead = 30;
    input.callMinutes = 45;
    input.sessionMinutes = 90;
    const version = slotsVersion();
    const saved = await saveSchedule(database.db, input, null, NOW);
    // A page kept in memory with the open times on it is now stale (decision 089).
    expect(slotsVersion()).toBeGreaterThan(version);
    expect(saved.wasDefault).toBe(true);
    const row = await loadScheduleRow(database.db);
    expect(row?.updatedAt.toISOString()).toBe(NOW.toISOString());
    const schedule = await loadSchedule(database.db);
    expect(schedule).toEqual({
      availability: {
        timeZone: "Europe/Berlin",
        weekly: {
          1: [["09:00", "17:00"]],
          2: [["09:00", "17:00"]],
          3: [["09:00", "17:00"]],
          4: [["09:00", "17:00"]],
          6: [
            ["09:30", "12:00"],
            ["14:00", "16:00"],
          ],
        },
        minNoticeMinutes: 90,
        bufferMinutes: 0,
        blackoutDates: ["2026-12-10", "2026-12-24"],
        daysAhead: 30,
      },
      lengths: { strategy_call: 45, strategy_session: 90, kickoff: 90 },
    });
    // Saving again replaces the one row.
    const again = await saveSchedule(database.db, settingsOf(schedule), null, NOW);
    expect(again.wasDefault).toBe(false);
    expect(await database.db.select().from(schedulingSettings)).toHaveLength(1);
  });

  it("refuses each bad value with its own message and stores nothing", async () => {
    const bad = (change: (i: ScheduleSettingsInput) => void) => {
      const input = defaults();
      change(input);
      return refused(input);
    };
    expect(await bad((i) => (i.timeZone = "Mars/Olympus"))).toEqual({ timeZone: "Not a time zone we know. Pick one from the list." });
    expect(await bad((i) => (i.weekly[1] = [["17:00", "09:00"]]))).toEqual({ "weekly.1": "End must be after start on Monday." });
    expect(await bad((i) => (i.weekly[2] = [["09:00", "09:00"]]))).toEqual({ "weekly.2": "End must be after start on Tuesday." });
    expect(
      await bad(
        (i) =>
          (i.weekly[3] = [
            ["13:00", "17:00"],
            ["09:00", "13:30"],
          ]),
      ),
    ).toEqual({ "weekly.3": "Windows overlap on Wednesday." });
    expect(
      await bad(
        (i) =>
          (i.weekly[0] = [
            ["08:00", "09:00"],
            ["10:00", "11:00"],
            ["12:00", "13:00"],
            ["14:00", "15:00"],
          ]),
      ),
    ).toEqual({ "weekly.0": "Up to 3 windows on Sunday." });
    expect(await bad((i) => (i.weekly[4] = [["9am", "17:00"]]))).toEqual({ "weekly.4": "Enter times as HH:MM (24-hour) on Thursday." });
    expect(await bad((i) => (i.weekly[5] = [["09:00", "24:00"]]))).toEqual({ "weekly.5": "Enter times as HH:MM (24-hour) on Friday." });
    expect(await bad((i) => (i.minNoticeMinutes = 14 * 24 * 60 + 1))).toEqual({
      minNoticeMinutes: "Minimum notice must be between 0 and 336 hours (14 days).",
    });
    expect(await bad((i) => (i.minNoticeMinutes = -1))).toHaveProperty("minNoticeMinutes");
    expect(await bad((i) => (i.bufferMinutes = 121))).toEqual({ bufferMinutes: "Buffer must be a whole number of minutes from 0 to 120." });
    expect(await bad((i) => (i.bufferMinutes = Number.NaN))).toEqual({ bufferMinutes: "Buffer must be a whole number of minutes from 0 to 120." });
    expect(await bad((i) => (i.daysAhead = 0))).toEqual({ daysAhead: "Days ahead must be a whole number from 1 to 60." });
    expect(await bad((i) => (i.daysAhead = 61))).toHaveProperty("daysAhead");
    expect(await bad((i) => (i.callMinutes = 32))).toEqual({
      callMinutes: "The free strategy call must last 15 to 120 minutes, in steps of 5.",
    });
    expect(await bad((i) => (i.callMinutes = 10))).toHaveProperty("callMinutes");
    expect(await bad((i) => (i.sessionMinutes = 245))).toEqual({
      sessionMinutes: "The paid strategy session must last 15 to 240 minutes, in steps of 5.",
    });
    expect(await bad((i) => (i.blackoutDates = ["2027-02-30"]))).toEqual({ blackoutDates: '"2027-02-30" is not a date (YYYY-MM-DD).' });
    expect(await bad((i) => (i.blackoutDates = ["12/24/2026"]))).toEqual({ blackoutDates: '"12/24/2026" is not a date (YYYY-MM-DD).' });
    const many = Array.from({ length: 201 }, (_, n) => new Date(Date.UTC(2027, 0, 1 + n)).toISOString().slice(0, 10));
    expect(await bad((i) => (i.blackoutDates = many))).toEqual({ blackoutDates: "Up to 200 blackout dates." });
    // Several at once: each field says its own.
    expect(
      await bad((i) => {
        i.timeZone = "";
        i.bufferMinutes = 500;
        i.weekly[1] = [["12:00", "11:00"]];
      }),
    ).toEqual({
      timeZone: "Not a time zone we know. Pick one from the list.",
      bufferMinutes: "Buffer must be a whole number of minutes from 0 to 120.",
      "weekly.1": "End must be after start on Monday.",
    });
    expect(await refused(null as never)).toBeTruthy();
  });

  it("the database refuses a hand-written row outside the limits", async () => {
    await expect(
      database.db.insert(schedulingSettings).values({ timeZone: "UTC", weekly: {}, callMinutes: 32 }),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: "23514" }) });
    await expect(
      database.db.insert(schedulingSettings).values({ id: "second", timeZone: "UTC", weekly: {} }),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: "23514" }) });
  });
});

describe("the saved schedule drives the open slots", () => {
  const thursday = "2026-12-03";
  const onDay = (slots: Date[], day: string, tz = "America/Chicago") =>
    slots.filter((s) => new Intl.DateTimeFormat("en-CA", { timeZone: tz }).format(s) === day);

  it("a blackout day offers nothing; the next day still does", async () => {
    const before = await openCallSlots(database.db, "strategy_call", NOW);
    expect(onDay(before, thursday)).toHaveLength(16); // 9:00–17:00 in 30-minute calls
    await saveSchedule(database.db, { ...defaults(), blackoutDates: [thursday] }, null, NOW);
    const after = await openCallSlots(database.db, "strategy_call", NOW);
    expect(onDay(after, thursday)).toEqual([]);
    expect(onDay(after, "2026-12-04")).toHaveLength(14); // Friday 9:00–16:00
  });

  it("a weekday without windows is closed; a longer call and a buffer space the slots out", async () => {
    const input = defaults();
    input.weekly[4] = []; // Thursday
    input.callMinutes = 60;
    input.bufferMinutes = 30;
    await saveSchedule(database.db, input, null, NOW);
    const slots = await openCallSlots(database.db, "strategy_call", NOW);
    expect(onDay(slots, thursday)).toEqual([]);
    // Friday 9:00–16:00 CST in 60-minute calls: 15:00Z … 21:00Z.
    expect(iso(onDay(slots, "2026-12-04"))).toEqual(
      ["15", "16", "17", "18", "19", "20", "21"].map((h) => `2026-12-04T${h}:00:00.000Z`),
    );
  });

  it("the owner's zone decides where the windows fall, and days ahead how far the picker reaches", async () => {
    await saveSchedule(
      database.db,
      { ...defaults(), timeZone: "Europe/Berlin", weekly: [[], [], [], [], [["10:00", "11:00"]], [], []], daysAhead: 2 },
      null,
      NOW,
    );
    // Thursday 10:00 CET = 09:00Z; Friday is beyond two days (Wednesday, Thursday).
    expect(iso(await openCallSlots(database.db, "strategy_call", NOW))).toEqual([
      "2026-12-03T09:00:00.000Z",
      "2026-12-03T09:30:00.000Z",
    ]);
  });
});

describe("the console's form", () => {
  const form = (entries: [string, string][]) => {
    const f = new FormData();
    for (const [k, v] of entries) f.append(k, v);
    return f;
  };

  it("reads hours of notice, windows (blank rows dropped, 9:00 padded) and the new blackout date", () => {
    const input = settingsFromForm(
      form([
        ["timeZone", "America/Chicago"],
        ["w1.start", "9:00"],
        ["w1.end", "12:00"],
        ["w1.start", ""],
        ["w1.end", ""],
        ["w1.start", "13:00:00"],
        ["w1.end", "17:00"],
        ["minNoticeHours", "1.5"],
        ["bufferMinutes", "10"],
        ["daysAhead", "21"],
        ["callMinutes", "30"],
        ["sessionMinutes", "60"],
        ["blackout", "2026-12-24"],
        ["newBlackout", " 2026-12-31 "],
      ]),
    );
    expect(input).toEqual({
      timeZone: "America/Chicago",
      weekly: [
        [],
        [
          ["09:00", "12:00"],
          ["13:00", "17:00"],
        ],
        [],
        [],
        [],
        [],
        [],
      ],
      minNoticeMinutes: 90,
      bufferMinutes: 10,
      blackoutDates: ["2026-12-24", "2026-12-31"],
      daysAhead: 21,
      callMinutes: 30,
      sessionMinutes: 60,
    });
  });

  it("blank or junk numbers become errors, not zeros", async () => {
    const input = settingsFromForm(form([["timeZone", "UTC"], ["bufferMinutes", ""], ["daysAhead", "ten"]]));
    expect(input.bufferMinutes).toBeNaN();
    const errors = await refused(input);
    expect(errors).toMatchObject({
      bufferMinutes: "Buffer must be a whole number of minutes from 0 to 120.",
      daysAhead: "Days ahead must be a whole number from 1 to 60.",
      minNoticeMinutes: "Minimum notice must be between 0 and 336 hours (14 days).",
    });
  });
});
