import { describe, expect, it } from "vitest";
import { type Availability, candidateSlots, heldBy, isTimeZone, openSlots, refusal, slotsByDay, slotFormatsKept } from "./slots";
import { canonicalTimeZone } from "./zone";

const NY: Availability = {
  timeZone: "America/New_York",
  weekly: { 1: [["09:00", "12:00"]], 2: [["09:00", "12:00"]], 3: [["09:00", "12:00"]], 4: [["09:00", "12:00"]], 5: [["09:00", "12:00"]] },
  minNoticeMinutes: 12 * 60,
  bufferMinutes: 0,
  blackoutDates: [],
  daysAhead: 14,
};
const iso = (d: Date[]) => d.map((x) => x.toISOString());

describe("open slots from the owner's weekly hours", () => {
  it("30-minute slots, weekdays only, 14 days from today in the owner's zone", () => {
    // Wednesday 2026-12-02, 08:00 in New York (13:00Z): 12 h notice skips today.
    const now = new Date("2026-12-02T13:00:00Z");
    const slots = candidateSlots(NY, 30, now);
    expect(slots[0]!.toISOString()).toBe("2026-12-03T14:00:00.000Z"); // Thu 9:00 EST
    expect(iso(slots.slice(0, 6))).toEqual([
      "2026-12-03T14:00:00.000Z",
      "2026-12-03T14:30:00.000Z",
      "2026-12-03T15:00:00.000Z",
      "2026-12-03T15:30:00.000Z",
      "2026-12-03T16:00:00.000Z",
      "2026-12-03T16:30:00.000Z", // the last one ends at 12:00
    ]);
    expect(slots[6]!.toISOString()).toBe("2026-12-04T14:00:00.000Z"); // Fri
    expect(slots[12]!.toISOString()).toBe("2026-12-07T14:00:00.000Z"); // Mon: the weekend has none
    // Days 0..13: Wed 2 to Tue 15; today is inside the notice, so Thu 3 … Tue 15 = 9 weekdays.
    expect(slots).toHaveLength(9 * 6);
    expect(slots.at(-1)!.toISOString()).toBe("2026-12-15T16:30:00.000Z");
  });

  it("a 60-minute session gets three slots in a 3-hour window", () => {
    const now = new Date("2026-12-02T13:00:00Z");
    expect(iso(candidateSlots(NY, 60, now).slice(0, 4))).toEqual([
      "2026-12-03T14:00:00.000Z",
      "2026-12-03T15:00:00.000Z",
      "2026-12-03T16:00:00.000Z",
      "2026-12-04T14:00:00.000Z",
    ]);
  });

  it("9:00 stays 9:00 in New York across the spring change (EST → EDT): 14:00Z before, 13:00Z after", () => {
    const now = new Date("2026-03-05T12:00:00Z"); // Thu 5 March, 07:00 EST
    const slots = candidateSlots(NY, 30, now);
    expect(slots.find((s) => s.toISOString().startsWith("2026-03-06"))!.toISOString()).toBe("2026-03-06T14:00:00.000Z");
    // Sunday 8 March 02:00 the clocks go forward; Monday 9 March 9:00 EDT is 13:00Z.
    expect(slots.find((s) => s.toISOString().startsWith("2026-03-09"))!.toISOString()).toBe("2026-03-09T13:00:00.000Z");
  });

  it("and across the autumn change (EDT → EST): 13:00Z on Friday 30 October, 14:00Z on Monday 2 November", () => {
    const slots = candidateSlots(NY, 30, new Date("2026-10-28T12:00:00Z"));
    expect(slots.find((s) => s.toISOString().startsWith("2026-10-30"))!.toISOString()).toBe("2026-10-30T13:00:00.000Z");
    expect(slots.find((s) => s.toISOString().startsWith("2026-11-02"))!.toISOString()).toBe("2026-11-02T14:00:00.000Z");
  });

  it("blackout dates are whole days off; minimum notice counts from now, not from midnight", () => {
    const now = new Date("2026-12-02T13:00:00Z");
    const off = candidateSlots({ ...NY, blackoutDates: ["2026-12-03"] }, 30, now);
    expect(off[0]!.toISOString()).toBe("2026-12-04T14:00:00.000Z");
    // Notice of 2 h at 08:00: today's 10:00 is the first.
    const soon = candidateSlots({ ...NY, minNoticeMinutes: 120 }, 30, now);
    expect(soon[0]!.toISOString()).toBe("2026-12-02T15:00:00.000Z");
  });

  it("a booking takes its slot, and the buffer after it keeps the next slot free too", () => {
    const now = new Date("2026-12-02T13:00:00Z");
    const booked = heldBy(new Date("2026-12-03T14:00:00Z"), 30, 15); // 9:00–9:30 + 15 min
    const withBuffer = openSlots({ ...NY, bufferMinutes: 15 }, 30, now, [booked]);
    expect(iso(withBuffer.slice(0, 2))).toEqual(["2026-12-03T15:00:00.000Z", "2026-12-03T15:30:00.000Z"]);
    // A 60-minute session at 10:00 blocks the 30-minute slots at 10:00 and 10:30, and (buffer) 9:30 as well.
    const session = heldBy(new Date("2026-12-03T15:00:00Z"), 60, 15);
    const around = openSlots({ ...NY, bufferMinutes: 15 }, 30, now, [session]);
    expect(iso(around.slice(0, 3))).toEqual(["2026-12-03T14:00:00.000Z", "2026-12-03T16:30:00.000Z", "2026-12-04T14:00:00.000Z"]);
  });

  it("says why a chosen time is refused", () => {
    const now = new Date("2026-12-02T13:00:00Z");
    const busy = [heldBy(new Date("2026-12-03T14:30:00Z"), 30, 0)];
    expect(refusal(NY, 30, now, busy, new Date("2026-12-03T14:00:00Z"))).toBeNull();
    expect(refusal(NY, 30, now, busy, new Date("2026-12-03T14:30:00Z"))).toBe("taken");
    expect(refusal(NY, 30, now, busy, new Date("2026-12-01T14:00:00Z"))).toBe("past");
    expect(refusal(NY, 30, now, busy, new Date("2026-12-02T15:00:00Z"))).toBe("notice");
    expect(refusal(NY, 30, now, busy, new Date("2026-12-05T14:00:00Z"))).toBe("outside"); // Saturday
    expect(refusal(NY, 30, now, busy, new Date("2026-12-03T14:10:00Z"))).toBe("outside"); // not on the grid
    expect(refusal({ ...NY, blackoutDates: ["2026-12-03"] }, 30, now, [], new Date("2026-12-03T14:00:00Z"))).toBe("blackout");
    expect(refusal(NY, 30, now, [], new Date("nonsense"))).toBe("past");
  });
});

describe("shown in the visitor's zone", () => {
  it("a visitor in Berlin sees New York's 9:00 as 15:00 CET, grouped by the visitor's day", () => {
    const slots = [new Date("2026-12-03T14:00:00Z"), new Date("2026-12-03T14:30:00Z"), new Date("2026-12-04T14:00:00Z")];
    expect(slotsByDay(slots, "Europe/Berlin")).toEqual([
      {
        key: "2026-12-03",
        label: "Thu, Dec 3",
        slots: [
          { iso: "2026-12-03T14:00:00.000Z", label: "3:00 PM GMT+1", time: "3:00 PM", zone: "GMT+1" },
          { iso: "2026-12-03T14:30:00.000Z", label: "3:30 PM GMT+1", time: "3:30 PM", zone: "GMT+1" },
        ],
      },
      { key: "2026-12-04", label: "Fri, Dec 4", slots: [{ iso: "2026-12-04T14:00:00.000Z", label: "3:00 PM GMT+1", time: "3:00 PM", zone: "GMT+1" }] },
    ]);
  });

  it("a visitor in Tokyo sees an evening slot on the next calendar day", () => {
    const [day] = slotsByDay([new Date("2026-12-03T16:30:00Z")], "Asia/Tokyo");
    expect(day).toEqual({ key: "2026-12-04", label: "Fri, Dec 4", slots: [{ iso: "2026-12-03T16:30:00.000Z", label: "1:30 AM GMT+9", time: "1:30 AM", zone: "GMT+9" }] });
  });

  it("in New York the label names the zone", () => {
    expect(slotsByDay([new Date("2026-12-03T14:00:00Z")], "America/New_York")[0]!.slots[0]!.label).toBe("9:00 AM EST");
    expect(slotsByDay([new Date("2026-07-02T13:00:00Z")], "America/New_York")[0]!.slots[0]!.label).toBe("9:00 AM EDT");
  });

  it("only real zone names are taken from the browser", () => {
    expect(isTimeZone("Europe/Berlin")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });

  it("a zone in any letter case is one zone: its own spelling is used, and no spelling adds to what is kept (issue 40)", () => {
    expect(canonicalTimeZone("aMeRiCa/nEw_YoRk")).toBe("America/New_York");
    expect(canonicalTimeZone("america/new_york")).toBe("America/New_York");
    expect(canonicalTimeZone("Mars/Olympus")).toBeNull();
    const slots = [new Date("2026-12-07T14:00:00Z")];
    const expected = slotsByDay(slots, "America/New_York");
    const kept = slotFormatsKept();
    // 2,000 spellings of one zone, as the attack sent them.
    for (let i = 0; i < 2000; i++) {
      const spelling = [..."America/New_York"].map((c, j) => ((i >> j % 11) & 1 ? c.toUpperCase() : c.toLowerCase())).join("");
      expect(slotsByDay(slots, spelling)).toEqual(expected);
    }
    expect(slotFormatsKept()).toBe(kept);
  });
});
