import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NO_VOICES, SampleCallPlayer } from "./sample-call-player";
import { SampleCallGallery } from "./sample-call-gallery";
import { sampleCallChoices, sampleCallView } from "./sample-calls";

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("the sample call player as the server draws it (decision 100)", () => {
  const home = sampleCallView("home");

  it("an island around the call card: a play button with its name, the situation, progress, every line with its speaker, the outcome chips", () => {
    const html = renderToStaticMarkup(<SampleCallPlayer sample={home} />);
    expect(html).toMatch(/^<x-island data-name="sample-call" data-props="/);
    expect(html).toMatch(
      /<figure[^>]*aria-label="Sample call with the AI voice agent: Jordan Miller, Riverside Dental · after hours" data-visual="live-call"/,
    );
    expect(html).toMatch(/<button type="button"[^>]*>.*Hear a sample call<\/button>/);
    expect(text(html)).toContain("A new patient calls the dentist after hours");
    expect(text(html)).toContain("Read aloud by your browser's voices");
    expect(html).toMatch(
      /role="progressbar" aria-label="Call progress" aria-valuemin="0" aria-valuemax="100" aria-valuenow="0" aria-valuetext="Line 0 of 5"/,
    );
    for (const line of home.call.transcript)
      expect(text(html)).toContain(`${line.from === "agent" ? "AI agent" : "Caller"} : ${line.text}`);
    expect(text(html)).toContain("Appointment booked");
    expect(html).not.toContain("<audio");
    expect(html).not.toContain("aria-current");
  });

  it("with a recording: a hidden audio element that loads nothing until played, its WebVTT file as a captions track", () => {
    const recorded = {
      ...home,
      recording: { audio: "/audio/sample-calls/home.wav", cues: "/audio/sample-calls/home.vtt" },
    };
    const html = renderToStaticMarkup(<SampleCallPlayer sample={recorded} />);
    expect(html).toContain(
      '<audio preload="none" src="/audio/sample-calls/home.wav"><track kind="captions" srcLang="en" label="Transcript" src="/audio/sample-calls/home.vtt"/></audio>',
    );
    expect(text(html)).toContain("Recorded call");
    expect(text(html)).not.toContain("browser's voices");
    const elsewhere = { ...home, recording: { audio: "https://cdn.acme.co/a.mp3", cues: "https://cdn.acme.co/a.vtt" } };
    expect(renderToStaticMarkup(<SampleCallPlayer sample={elsewhere} />)).toContain('crossorigin="anonymous"');
  });

  it("the words a browser without voices shows, with the way to the live demo", () => {
    expect(`${NO_VOICES} live demo.`).toBe(
      "Your browser has no speech voices, so this call can't be played aloud here. Read the transcript below, or talk to the agent yourself in the live demo.",
    );
  });

  it("/demo's picker: one pressed button per call and the first call's player", () => {
    const html = renderToStaticMarkup(<SampleCallGallery choices={sampleCallChoices()} />);
    expect(html).toMatch(/^<x-island data-name="sample-call-gallery"/);
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(1);
    expect(html.match(/aria-pressed="false"/g)).toHaveLength(6);
    expect(text(html)).toContain("Hear the agent take a call");
    expect(text(html)).toContain("Transportation Transferred to dispatch");
    expect(html).toContain('data-visual="sample-call"');
    expect(text(html)).toContain("Jordan Miller");
  });
});
