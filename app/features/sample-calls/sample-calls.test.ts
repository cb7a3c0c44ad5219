import { describe, expect, it } from "vitest";
import { businessStories } from "~/content/business-stories";
import { industryCards } from "~/content/industries";
import { industryPages } from "~/content/industry-pages";
import { propertyManagementPage } from "~/content/services";
import { callScripts, heroCall, type SampleCall } from "~/content/visuals";
import {
  allSampleCallViews,
  recordingProblems,
  sampleCallChoices,
  sampleCallForPath,
  sampleCallView,
  viewOf,
} from "./sample-calls";

describe("the owner's sample calls (decision 100)", () => {
  it("one call for the home page and one for each of the six industries, each with its own script", () => {
    const calls = businessStories.sampleCalls;
    expect(calls.map((c) => c.industry).sort()).toEqual(["home", ...industryCards.map((i) => i.id)].sort());
    expect(new Set(calls.map((c) => c.id)).size).toBe(calls.length);
    expect(new Set(calls.map((c) => c.script)).size).toBe(calls.length);
    for (const c of calls) expect(Object.keys(callScripts), c.id).toContain(c.script);
  });

  it("they end in different ways: booked, passed to the team, a message taken", () => {
    const outcomes = businessStories.sampleCalls.map((c) => c.outcome);
    expect(outcomes).toEqual(
      expect.arrayContaining(["Appointment booked", "Transferred to dispatch", "Message taken", "Reservation booked"]),
    );
  });

  it("the home page plays its hero's call, its outcome the first chip", () => {
    const home = sampleCallView("home");
    expect(home.call.transcript).toEqual(heroCall.transcript);
    expect(home.call.outcomes).toEqual(["Appointment booked", "CRM updated"]);
    expect(home.recording).toBeNull();
  });

  it("each industry's page finds its call, which opens as the page's sample conversation always did", () => {
    for (const page of industryPages) {
      const view = sampleCallForPath(page.path)!;
      expect(view, page.path).toBeDefined();
      expect(view.call.caption).toBe(page.conversation.caption);
      expect(view.call.transcript[0]).toEqual({ from: "customer", text: page.conversation.lines[0]!.text });
      expect(view.call.outcomes[0]).toBe(view.outcome);
    }
    const realEstate = sampleCallForPath("/property-management/")!;
    const panel = propertyManagementPage.hero.panel!;
    expect(panel.kind === "call" && realEstate.call.transcript).toEqual(panel.kind === "call" && panel.lines);
    expect(realEstate.call.line).toBe(panel.label);
    expect(sampleCallForPath("/pricing")).toBeUndefined();
  });

  it("lines alternate sensibly: every script starts and ends with a whole exchange of at least four lines", () => {
    for (const [id, script] of Object.entries(callScripts)) {
      expect(script.transcript.length, id).toBeGreaterThanOrEqual(4);
      expect(new Set(script.transcript.map((l) => l.from)), id).toEqual(new Set(["agent", "customer"]));
      for (const l of script.transcript) expect(l.text.length, `${id}: ${l.text}`).toBeLessThanOrEqual(160);
    }
  });

  it("a recording is a file under /audio/sample-calls/ or an https address; anything else stops the build", () => {
    const call = (recording: SampleCall["recording"]): SampleCall => ({
      id: "x",
      industry: "home",
      script: "home-dental-new-patient",
      outcome: "Appointment booked",
      recording,
    });
    expect(recordingProblems(call({ audio: "/audio/sample-calls/x.wav", cues: "/audio/sample-calls/x.vtt" }))).toEqual(
      [],
    );
    expect(recordingProblems(call({ audio: "https://cdn.acme.co/x.mp3", cues: "https://cdn.acme.co/x.vtt" }))).toEqual(
      [],
    );
    expect(recordingProblems(call({ audio: "http://cdn.acme.co/x.mp3", cues: "x.vtt" }))).toEqual([
      'sampleCalls "x": recording.audio "http://cdn.acme.co/x.mp3" is neither a path under /audio/sample-calls/ nor an https address',
      'sampleCalls "x": recording.cues "x.vtt" is neither a path under /audio/sample-calls/ nor an https address',
    ]);
    expect(() => viewOf(call({ audio: "/audio/../secret", cues: "/audio/sample-calls/x.vtt" }))).toThrow(
      /recording.audio/,
    );
    expect(() => sampleCallView("nope")).toThrow('no sample call "nope"');
  });

  it("/demo's picker: every call, home first, named by its industry", () => {
    expect(allSampleCallViews()[0]!.id).toBe("home");
    expect(sampleCallChoices().map((c) => c.label)).toEqual([
      "Dental practice",
      "Healthcare",
      "Finance",
      "Restaurants",
      "Hospitality",
      "Transportation",
      "Real Estate",
    ]);
  });
});
