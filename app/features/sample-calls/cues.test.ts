import { describe, expect, it } from "vitest";
import {
  clock,
  formatTimestamp,
  formatVtt,
  lineAt,
  lineOfActiveCues,
  lineOfCue,
  parseTimestamp,
  parseVtt,
} from "./cues";

describe("sample call captions (decision 100)", () => {
  const lines = [
    {
      start: 0.3,
      end: 2.85,
      speaker: "Agent",
      text: "Riverside Dental, this is the virtual assistant. How can I help?",
    },
    {
      start: 3.4,
      end: 5.125,
      speaker: "Caller",
      text: "Hi, I chipped a tooth. Can someone see me <this> week & soon?",
    },
    { start: 65.5, end: 3725.001, speaker: "Agent", text: "You're booked." },
  ];

  it("writes one cue a line: its line-N id, its times to the millisecond and its speaker as a voice span", () => {
    expect(formatVtt(lines)).toBe(
      [
        "WEBVTT",
        "",
        "line-0",
        "00:00:00.300 --> 00:00:02.850",
        "<v Agent>Riverside Dental, this is the virtual assistant. How can I help?",
        "",
        "line-1",
        "00:00:03.400 --> 00:00:05.125",
        "<v Caller>Hi, I chipped a tooth. Can someone see me &lt;this&gt; week &amp; soon?",
        "",
        "line-2",
        "00:01:05.500 --> 01:02:05.001",
        "<v Agent>You're booked.",
        "",
      ].join("\n"),
    );
  });

  it("reads back what it wrote: ids, times, speakers and text", () => {
    expect(parseVtt(formatVtt(lines))).toEqual(
      lines.map((l, i) => ({ id: `line-${i}`, start: l.start, end: l.end, voice: l.speaker, text: l.text })),
    );
  });

  it("reads WebVTT written elsewhere: short times, settings, notes, CRLF, a cue without an id", () => {
    const vtt =
      "\uFEFFWEBVTT - sample\r\n\r\nNOTE written by hand\r\n\r\nline-0\r\n00:01.000 --> 00:02.500 align:start\r\n<v.loud Agent Smith>Hello <b>there</b>\r\n\r\n00:03.000 --> 00:04.000\r\nNo speaker\r\n";
    expect(parseVtt(vtt)).toEqual([
      { id: "line-0", start: 1, end: 2.5, voice: "Agent Smith", text: "Hello there" },
      { id: "", start: 3, end: 4, text: "No speaker" },
    ]);
  });

  it("refuses a file that is not WebVTT or a timing it cannot read", () => {
    expect(() => parseVtt("1\n00:00:01,000 --> 00:00:02,000\nSRT")).toThrow("not a WebVTT file");
    expect(() => parseVtt("WEBVTT\n\nline-0\n0:1 --> 0:2\nx")).toThrow("unreadable cue timing: 0:1 --> 0:2");
  });

  it("times: written as hh:mm:ss.ttt, read from either form", () => {
    expect(formatTimestamp(0)).toBe("00:00:00.000");
    expect(formatTimestamp(61.0004)).toBe("00:01:01.000");
    expect(parseTimestamp("01:02:03.004")).toBe(3723.004);
    expect(parseTimestamp("02:03.500")).toBe(123.5);
    expect(parseTimestamp("2:3.5")).toBeNaN();
    expect(clock(0)).toBe("0:00");
    expect(clock(26.9)).toBe("0:26");
    expect(clock(75)).toBe("1:15");
    expect(clock(Number.NaN)).toBe("0:00");
  });

  it("follows the line: a cue's line-N id names its transcript line; other cues name none", () => {
    expect(lineOfCue({ id: "line-4" })).toBe(4);
    expect(lineOfCue({ id: "4" })).toBeNull();
    expect(lineOfCue({ id: "chapter-1" })).toBeNull();
    expect(lineOfCue(null)).toBeNull();
    // activeCues as a TextTrackCueList: the latest line among those active; none between lines.
    expect(lineOfActiveCues([{ id: "line-1" }, { id: "line-2" }])).toBe(2);
    expect(lineOfActiveCues([{ id: "title" }])).toBeNull();
    expect(lineOfActiveCues([])).toBeNull();
    expect(lineOfActiveCues(null)).toBeNull();
  });

  it("follows the line by the clock: the last line that has started, kept through the pause after it", () => {
    const cues = parseVtt(formatVtt(lines));
    expect(lineAt(cues, 0)).toBeNull();
    expect(lineAt(cues, 0.3)).toBe(0);
    expect(lineAt(cues, 3.0)).toBe(0); // the pause between two lines
    expect(lineAt(cues, 3.4)).toBe(1);
    expect(lineAt(cues, 4000)).toBe(2);
  });
});
