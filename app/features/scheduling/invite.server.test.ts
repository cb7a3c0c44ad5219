import { describe, expect, it } from "vitest";
import { inviteIcs } from "./invite.server";

const base = {
  uid: "booking-0b8f@voxa.example",
  sequence: 0,
  start: new Date("2026-03-09T13:00:00Z"), // Monday 9:00 EDT
  end: new Date("2026-03-09T13:30:00Z"),
  timeZone: "Europe/Berlin",
  summary: "Free 30-minute strategy call with Voxa AI",
  description: "We'll call you at +1 512 555 0199.",
  url: "https://voxa.example/calls/manage?t=abc",
  organizer: { name: "Voxa AI", email: "owner@voxa.example" },
  attendee: { name: "Dana Scully", email: "dana@example.com" },
};

/** Unfolds RFC 5545 line folding, so assertions read whole properties. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "");

describe("the .ics invite", () => {
  it("is a REQUEST with the call's UTC times, organizer, attendee (RSVP) and manage link", () => {
    const ics = unfold(inviteIcs(base));
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain("UID:booking-0b8f@voxa.example");
    expect(ics).toContain("SEQUENCE:0");
    expect(ics).toContain("DTSTART:20260309T130000Z");
    expect(ics).toContain("DTEND:20260309T133000Z");
    expect(ics).toContain("SUMMARY:Free 30-minute strategy call with Voxa AI");
    expect(ics).toMatch(/ORGANIZER;CN="Voxa AI":mailto:owner@voxa\.example/);
    expect(ics).toMatch(/ATTENDEE;[^\r\n]*RSVP=TRUE[^\r\n]*CN="Dana Scully"[^\r\n]*:MAILTO:dana@example\.com/i);
    expect(ics).toContain("URL;VALUE=URI:https://voxa.example/calls/manage?t=abc");
    expect(ics).toContain("STATUS:CONFIRMED");
    expect(ics).toMatch(/END:VCALENDAR\r?\n?$/);
  });

  it("a move keeps the UID with a higher SEQUENCE; a cancellation is METHOD:CANCEL, STATUS:CANCELLED", () => {
    const moved = unfold(inviteIcs({ ...base, sequence: 1, start: new Date("2026-03-10T13:00:00Z"), end: new Date("2026-03-10T13:30:00Z") }));
    expect(moved).toContain("UID:booking-0b8f@voxa.example");
    expect(moved).toContain("SEQUENCE:1");
    expect(moved).toContain("DTSTART:20260310T130000Z");
    const cancelled = unfold(inviteIcs({ ...base, sequence: 2, cancelled: true }));
    expect(cancelled).toContain("METHOD:CANCEL");
    expect(cancelled).toContain("STATUS:CANCELLED");
    expect(cancelled).toContain("SEQUENCE:2");
  });
});
