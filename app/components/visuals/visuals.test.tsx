import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HeroPanel } from "~/components/sections/hero-panel";
import { landingPages } from "~/content/landing-pages";
import {
  chatChannels,
  chatQuickReplies,
  heroCall,
  operationsSample,
  workflowLog,
  workflowSteps,
} from "~/content/visuals";
import { CallStack } from "./call-stack";
import { ChatConversation } from "./chat-conversation";
import { LiveCallCard } from "./live-call-card";
import { OperationsView } from "./operations-view";
import { WorkflowDiagram } from "./workflow-diagram";

const css = readFileSync(new URL("../../app.css", import.meta.url), "utf8");
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("product visuals (decision 050)", () => {
  it("live call card: named figure, every transcript line as real text with its speaker, the outcome chips, a timer and waveform hidden from screen readers", () => {
    const html = renderToStaticMarkup(<LiveCallCard call={heroCall} />);
    expect(html).toMatch(
      /<figure[^>]*aria-label="Sample call with the AI voice agent: Jordan Miller, Riverside Dental · after hours"/,
    );
    for (const line of heroCall.transcript) expect(text(html)).toContain(line.text);
    expect(html.match(/<li/g)?.length).toBe(heroCall.transcript.length + heroCall.outcomes.length);
    expect(text(html)).toContain("Appointment booked");
    expect(text(html)).toContain("CRM updated");
    // The timer counts 0:04 → 0:12 on two digit strips and rests on 0:12 (tens 1, ones 2).
    expect(html).toMatch(/aria-hidden="true" class="vx-clock" style="--vx-from:4;--vx-to:12;--vx-ones:2;--vx-tens:1"/);
    expect(html).toContain('<span class="vx-tens"><span>0</span><span>1</span>');
    expect(html).toMatch(/class="vx-wave[^"]*"/);
    // Lines appear in order: each later line starts later.
    const delays = [...html.matchAll(/class="vx-in[^"]*" style="--vx-delay:([\d.]+)s"/g)].map((m) => Number(m[1]));
    expect(delays).toHaveLength(heroCall.transcript.length);
    expect([...delays].sort((a, b) => a - b)).toEqual(delays);
  });

  it("operations view: says its figures are a sample, in its accessible name and on the card", () => {
    const html = renderToStaticMarkup(<OperationsView sample={operationsSample} />);
    expect(html).toMatch(
      /aria-label="Sample figures: Calls answered 1,284, Bookings 312, Hand-offs to staff 47, Hours saved 96 h"/,
    );
    expect(text(html)).toContain("Sample figures");
    expect(html.match(/<dt/g)?.length).toBe(4);
    expect(html).toContain("vx-bar");
    expect(html).toContain("vx-draw");
  });

  it("chat conversation: named, turns as a list, quick replies as a list", () => {
    const chat = {
      channel: "website" as const,
      title: "Website chat · answered by AI",
      status: chatChannels.website.status,
      transcript: [
        { from: "customer" as const, text: "Do you have openings?" },
        { from: "agent" as const, text: "Yes, Saturday at 11:00." },
      ],
      quickReplies: chatQuickReplies.website,
    };
    const html = renderToStaticMarkup(<ChatConversation chat={chat} />);
    expect(html).toContain('aria-label="Sample conversation: Website chat · answered by AI"');
    expect(text(html)).toContain("Customer: Do you have openings?");
    expect(text(html)).toContain("AI assistant: Yes, Saturday at 11:00.");
    expect(html).toContain('aria-label="Quick replies"');
    for (const q of chatQuickReplies.website) expect(html).toContain(q);
  });

  it("workflow diagram: Call → AI agent → CRM → Follow-up SMS, in order, with its log", () => {
    const html = renderToStaticMarkup(<WorkflowDiagram steps={workflowSteps} log={workflowLog} />);
    expect(html).toContain('aria-label="Workflow: Call, then AI agent, then CRM, then Follow-up SMS"');
    const order = ["Call", "AI agent", "CRM", "Follow-up SMS"].map((t) => text(html).indexOf(` ${t} `));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain("vx-flow");
  });

  it("home hero stack: the call card, with the operations strip from 1024 px only", () => {
    const html = renderToStaticMarkup(<CallStack call={heroCall} operations={operationsSample} />);
    expect(html).toContain('data-visual="live-call"');
    expect(html).toMatch(/data-visual="operations" class="[^"]*hidden lg:block/);
  });

  it("home hero stack: a ready card (the sample call player, decision 100) stands in for the drawn one", () => {
    const html = renderToStaticMarkup(
      <CallStack call={heroCall} card={<figure data-visual="player" />} operations={operationsSample} />,
    );
    expect(html).toContain('<div class="relative z-10 lg:ml-6"><figure data-visual="player"></figure></div>');
    expect(html).not.toContain('data-visual="live-call"');
  });

  it("live call card as a player's face (decision 100): its controls, the line being said marked, every line on phones, no intro", () => {
    const playback = {
      controls: <button type="button">Pause</button>,
      notice: <p role="status">No voices</p>,
      activeLine: 3,
      expanded: true,
      scrollable: true,
      ended: false,
    };
    const html = renderToStaticMarkup(<LiveCallCard call={heroCall} visual="conversation" playback={playback} />);
    expect(html).toContain('data-visual="conversation"');
    expect(html).toContain('<button type="button">Pause</button>');
    expect(html).not.toContain("vx-wave"); // the controls take the waveform's row
    expect(html.indexOf('role="status"')).toBeLessThan(html.indexOf("<ol"));
    expect(html.match(/aria-current="true"/g)).toHaveLength(1);
    expect(html).toMatch(/data-line="3" aria-current="true"/);
    expect(text(html)).toContain("Caller : Thursday at 9:30, please.");
    // Every line shows on phones, in a transcript that scrolls and takes focus to be scrolled.
    expect(html).not.toContain("max-sm:hidden");
    expect(html).toMatch(/<ol class="[^"]*max-sm:overflow-y-auto[^"]*" tabindex="0" aria-label="Transcript">/);
    // Lines and chips at rest at once: a call being played shows all of them.
    expect(html.match(/style="animation:none"/g)).toHaveLength(heroCall.transcript.length + heroCall.outcomes.length);
    const idle = renderToStaticMarkup(
      <LiveCallCard call={heroCall} playback={{ ...playback, activeLine: null, expanded: false, scrollable: false }} />,
    );
    expect(idle).not.toContain("aria-current");
    expect(idle.match(/max-sm:hidden/g)).toHaveLength(heroCall.transcript.length - 3);
    expect(idle).not.toContain("animation:none");
  });

  it("every landing page with a visual panel renders it (call, chat, workflow, operations)", () => {
    const kinds = { call: "live-call", chat: "chat", workflow: "workflow", operations: "operations" } as const;
    let seen = 0;
    for (const page of landingPages) {
      const panel = page.hero.panel;
      if (!panel || panel.kind === "list") continue;
      const html = renderToStaticMarkup(<HeroPanel panel={panel} />);
      expect(html, page.path).toContain(`data-visual="${kinds[panel.kind]}"`);
      seen++;
    }
    expect(seen).toBeGreaterThanOrEqual(12);
  });

  it("reduced motion: app.css switches every visual animation off (the final state is the resting state)", () => {
    const block = css.slice(css.indexOf("@media (prefers-reduced-motion: reduce) {\n  .vx-in"));
    expect(block).toBeTruthy();
    const reduced = block.slice(0, block.indexOf("}\n}") + 3);
    for (const cls of [
      ".vx-in",
      ".vx-pop",
      ".vx-bar",
      ".vx-wave > *",
      ".vx-draw",
      ".vx-flow",
      ".vx-ping",
      ".vx-clock",
      ".vx-reveal",
    ]) {
      expect(reduced).toContain(cls);
    }
    expect(reduced).toContain("animation: none !important");
    // Nothing loops for ever.
    expect(css).not.toMatch(/\binfinite\b/);
    // Text never fades (a half-transparent line fails a contrast check caught mid-animation).
    for (const name of ["vx-rise", "vx-pop", "vx-reveal"]) {
      const start = css.indexOf(`@keyframes ${name} {`);
      expect(start, name).toBeGreaterThan(0);
      const body = css.slice(start, css.indexOf("}\n}", start));
      expect(body, name).not.toContain("opacity");
    }
  });
});
