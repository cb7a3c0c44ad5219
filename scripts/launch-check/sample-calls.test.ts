import { describe, expect, it } from "vitest";
import { catalog } from "~/content/catalog";
import { runChecks } from "./checks";
import { flatten, repoFacts } from "./facts";
import { LIVE_ENV, REAL_FACTS } from "./fixtures";
import { PLACEHOLDER_PATTERNS } from "./placeholders";
import { checkSampleCallRecordings } from "./sample-calls";

const stories = (sampleCalls: unknown) =>
  flatten("app/content/business-stories.ts", "businessStories", { sampleCalls });
const call = (id: string, recording: { audio: string; cues: string } | null) => ({
  id,
  industry: "home",
  script: "home-dental-new-patient",
  outcome: "Appointment booked",
  recording,
});
const recorded = (id: string) =>
  call(id, { audio: `/audio/sample-calls/${id}.wav`, cues: `/audio/sample-calls/${id}.vtt` });

describe("launch check: sample call recordings (decision 100)", () => {
  it("today's content: every call still unrecorded, a warning that names them and how to record them", () => {
    const rows = runChecks({ facts: repoFacts(), patterns: PLACEHOLDER_PATTERNS, source: {}, catalog });
    expect(rows.find((r) => r.check === "Sample call recordings")).toEqual({
      check: "Sample call recordings",
      status: "WARN",
      detail:
        "Sample calls without a recording: home, healthcare, restaurants, hospitality, transportation, finance, real-estate (npm run sample-calls renders them with your ElevenLabs voices)",
    });
  });

  it("some recorded: only the others are named", () => {
    expect(checkSampleCallRecordings(stories([recorded("home"), call("finance", null)]))[0]?.detail).toBe(
      "Sample calls without a recording: finance (npm run sample-calls renders them with your ElevenLabs voices)",
    );
  });

  it("all recorded on this site: PASS; one on another site: a warning, browsers would not play it", () => {
    expect(checkSampleCallRecordings(stories([recorded("home"), recorded("finance")]))).toEqual([
      { check: "Sample call recordings", status: "PASS", detail: "all 2 sample calls recorded" },
    ]);
    const cdn = call("finance", { audio: "https://cdn.acme.co/f.wav", cues: "https://cdn.acme.co/f.vtt" });
    expect(checkSampleCallRecordings(stories([recorded("home"), cdn]))).toEqual([
      {
        check: "Sample call recordings",
        status: "WARN",
        detail:
          "Recorded on another site: finance; browsers play media from this site only (media-src in server/security.ts): put the files in public/audio/sample-calls/",
      },
    ]);
  });

  it("facts without sample calls (a --facts file): no row, so a real launch's table is unchanged", () => {
    expect(checkSampleCallRecordings(REAL_FACTS)).toEqual([]);
    const rows = runChecks({ facts: REAL_FACTS, patterns: PLACEHOLDER_PATTERNS, source: LIVE_ENV, catalog });
    expect(rows.some((r) => r.check === "Sample call recordings")).toBe(false);
  });
});
