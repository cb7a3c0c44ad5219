import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { feedIcs, inviteIcs } from "./invite.server";

/** Monday 9 March 2026; the invite was made two days before. */
const STAMP = new Date("2026-03-07T16:45:12Z");
const base = {
  uid: "booking-0b8f@voxa.example",
  sequence: 0,
  start: new Date("2026-03-09T13:00:00Z"), // Monday 9:00 EDT
  end: new Date("2026-03-09T13:30:00Z"),
  summary: "Free 30-minute strategy call with Voxa AI",
  description: "We'll call you at +1 512 555 0199.",
  url: "https://voxa.example/calls/manage?t=abc",
  organizer: { name: "Voxa AI", email: "owner@voxa.example" },
  attendee: { name: "Dana Scully", email: "dana@example.com" },
  stamp: STAMP,
};

/** Unfolds RFC 5545 line folding, so assertions read whole properties. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "");

/** RFC 5545 §3.1 on the raw bytes: CRLF after every line (the last too), none longer than 75 octets, no bare CR or LF. */
function expectRfc5545Bytes(ics: string) {
  expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  expect(ics).not.toMatch(/[^\r]\n/);
  expect(ics).not.toMatch(/\r(?!\n)/);
  const lines = ics.slice(0, -2).split("\r\n");
  for (const line of lines) expect(Buffer.byteLength(line, "utf8"), line).toBeLessThanOrEqual(75);
}

describe("the .ics invite (RFC 5545 to the byte)", () => {
  it("is a REQUEST with the call's UTC times, organizer and attendee as mailto: URIs, and the manage link", () => {
    const ics = unfold(inviteIcs(base));
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain("\r\nMETHOD:REQUEST\r\n");
    expect(ics).toContain("UID:booking-0b8f@voxa.example");
    expect(ics).toContain("SEQUENCE:0");
    expect(ics).toContain("\r\nDTSTAMP:20260307T164512Z\r\n");
    expect(ics).toContain("DTSTART:20260309T130000Z");
    expect(ics).toContain("DTEND:20260309T133000Z");
    expect(ics).toContain("SUMMARY:Free 30-minute strategy call with Voxa AI");
    expect(ics).toContain('\r\nORGANIZER;CN="Voxa AI":mailto:owner@voxa.example\r\n');
    expect(ics).toContain('\r\nATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=TRUE;CN="Dana Scully":mailto:dana@example.com\r\n');
    expect(ics).toContain("URL;VALUE=URI:https://voxa.example/calls/manage?t=abc");
    expect(ics).toContain("STATUS:CONFIRMED");
  });

  it("ends with CRLF after END:VCALENDAR, every line CRLF-terminated and at most 75 octets, folded inside multi-byte text", () => {
    // Accents and dashes are 2–3 octets each: a fold must never split one.
    const description = `Ordre du jour — café, thé, réunion à Zürich; «planification» ${"é".repeat(120)} fin.`;
    const ics = inviteIcs({ ...base, description, summary: "Stratégie — séance payante avec Voxa AI pour l'équipe de réception" });
    expectRfc5545Bytes(ics);
    // Folded lines parse back to the text as written.
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!);
    expect(event.description).toBe(description);
    expect(event.summary).toBe("Stratégie — séance payante avec Voxa AI pour l'équipe de réception");
  });

  it("a move keeps the UID with a higher SEQUENCE; a cancellation is METHOD:CANCEL, STATUS:CANCELLED, CRLF to the end", () => {
    const moved = unfold(inviteIcs({ ...base, sequence: 1, start: new Date("2026-03-10T13:00:00Z"), end: new Date("2026-03-10T13:30:00Z") }));
    expect(moved).toContain("UID:booking-0b8f@voxa.example");
    expect(moved).toContain("SEQUENCE:1");
    expect(moved).toContain("DTSTART:20260310T130000Z");
    const raw = inviteIcs({ ...base, sequence: 2, cancelled: true });
    expectRfc5545Bytes(raw);
    const calendar = new ICAL.Component(ICAL.parse(raw));
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect([event.uid, event.sequence, event.component.getFirstPropertyValue("status")]).toEqual(["booking-0b8f@voxa.example", 2, "CANCELLED"]);
    expect(String(event.component.getFirstPropertyValue("dtstamp"))).toBe("2026-03-07T16:45:12Z");
  });
});

describe("the owner's feed file", () => {
  it("is METHOD:PUBLISH with a name and refresh interval, one VEVENT per call (held ones tentative), RFC 5545 bytes", () => {
    const changed = new Date("2026-03-01T10:00:00Z");
    const ics = feedIcs("Voxa AI bookings", [
      { uid: "a@voxa.example", sequence: 1, start: base.start, end: base.end, summary: "Free strategy call — Dana Scully", description: "Phone: +1 512 555 0199", url: "https://voxa.example/admin/bookings#booking-a", tentative: false, changed },
      { uid: "b@voxa.example", sequence: 0, start: new Date("2026-03-10T15:00:00Z"), end: new Date("2026-03-10T16:00:00Z"), summary: "Paid strategy session — Fox Mulder (held, awaiting payment)", description: "Email: fox@example.com", url: "https://voxa.example/admin/bookings#booking-b", tentative: true, changed },
    ]);
    expectRfc5545Bytes(ics);
    const flat = unfold(ics);
    expect(flat).toContain("\r\nMETHOD:PUBLISH\r\n");
    expect(flat).toContain("\r\nX-WR-CALNAME:Voxa AI bookings\r\n");
    expect(flat).toContain("\r\nREFRESH-INTERVAL;VALUE=DURATION:PT15M\r\n");
    const events = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
    expect(events.map((e) => [e.uid, e.summary, e.startDate.toJSDate().toISOString(), e.component.getFirstPropertyValue("status")])).toEqual([
      ["a@voxa.example", "Free strategy call — Dana Scully", "2026-03-09T13:00:00.000Z", "CONFIRMED"],
      ["b@voxa.example", "Paid strategy session — Fox Mulder (held, awaiting payment)", "2026-03-10T15:00:00.000Z", "TENTATIVE"],
    ]);
    expect(flat).toContain("\r\nDTSTAMP:20260301T100000Z\r\n");
  });
});
