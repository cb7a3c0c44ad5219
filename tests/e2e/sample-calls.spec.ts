import type { Page, Route } from "@playwright/test";
import { callScripts } from "../../app/content/visuals";
import { businessStories } from "../../app/content/business-stories";
import { expect, expectNoSeriousA11yViolations, switchToDarkTheme, test } from "./fixtures";

/**
 * Decision 100: sample calls a visitor can hear — on the home page's hero and each industry's page
 * (and /demo, once placed there). Without a recording the browser's voices read the call (here a
 * stand-in speech engine, so the test hears what would be said); with one, the line being said
 * follows the recording's WebVTT cues; a browser without voices is told so plainly.
 */

const NO_VOICES =
  "Your browser has no speech voices, so this call can't be played aloud here. Read the transcript below, or talk to the agent yourself in the live demo.";
const script = (id: string) => {
  const call = businessStories.sampleCalls.find((c) => c.id === id)!;
  return callScripts[call.script];
};
const home = script("home");

/** The player in the page's first section (the hero). */
const player = (page: Page) =>
  page
    .locator("section")
    .first()
    .locator("figure", { has: page.getByRole("button", { name: /sample call|Pause|Resume|Play again/ }) });

/**
 * A stand-in for the browser's speech engine with two English voices: each utterance "lasts"
 * `ms`, and what was said, by which voice, is kept in `window.__spoken`.
 */
function stubSpeech(page: Page, ms = 350) {
  return page.addInitScript((lineMs) => {
    const voices = [
      { name: "Stand-in Ava", lang: "en-US", default: true, localService: true, voiceURI: "ava" },
      { name: "Stand-in Daniel (Male)", lang: "en-GB", default: false, localService: true, voiceURI: "daniel" },
    ];
    const spoken: { text: string; voice: string | null; pitch: number; rate: number }[] = [];
    (window as unknown as { __spoken: typeof spoken }).__spoken = spoken;
    class Utterance extends EventTarget {
      voice: { name: string } | null = null;
      lang = "";
      pitch = 1;
      rate = 1;
      volume = 1;
      constructor(public text: string) {
        super();
      }
    }
    let current: Utterance | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const engine = Object.assign(new EventTarget(), {
      speaking: false,
      pending: false,
      paused: false,
      getVoices: () => voices,
      speak(u: Utterance) {
        current = u;
        spoken.push({ text: u.text, voice: u.voice?.name ?? null, pitch: u.pitch, rate: u.rate });
        timer = setTimeout(() => {
          u.dispatchEvent(new Event("start"));
          timer = setTimeout(() => {
            if (current !== u) return;
            current = null;
            u.dispatchEvent(new Event("end"));
          }, lineMs);
        }, 20);
      },
      cancel() {
        clearTimeout(timer);
        const u = current;
        current = null;
        if (u) u.dispatchEvent(Object.assign(new Event("error"), { error: "interrupted" }));
      },
      pause() {},
      resume() {},
    });
    Object.defineProperty(window, "speechSynthesis", { value: engine, configurable: true });
    Object.defineProperty(window, "SpeechSynthesisUtterance", { value: Utterance, configurable: true });
  }, ms);
}

/** Every line the player marks as being said, in order, from now on (`window.__lines`). */
function recordHighlights(page: Page) {
  return page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { __lines: number[] }).__lines = seen;
    new MutationObserver(() => {
      const li = document.querySelector('section [aria-current="true"][data-line]');
      const n = li ? Number(li.getAttribute("data-line")) : null;
      if (n !== null && seen[seen.length - 1] !== n) seen.push(n);
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ["aria-current"] });
  });
}
const highlights = (page: Page) => page.evaluate(() => (window as unknown as { __lines: number[] }).__lines);

test.describe("sample calls you can hear", () => {
  test.describe.configure({ timeout: 60_000 });

  test("home at 1280 px: the hero offers the call with its transcript, speakers and outcome; without a recording the browser's two voices read it line by line", async ({
    page,
  }) => {
    await stubSpeech(page);
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!e.hadRecentInput) w.__cls += e.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const card = player(page);
    const play = card.getByRole("button", { name: "Hear a sample call" });
    await expect(play).toBeVisible();
    expect((await play.boundingBox())!.y).toBeLessThan(900); // on the first screen
    // The player is the server's HTML, hydrated in place: nothing on the first screen moves.
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
    await expect(card).toContainText("A new patient calls the dentist after hours");
    await expect(card).toContainText("Read aloud by your browser's voices");
    const lines = card.locator("li[data-line]");
    await expect(lines).toHaveCount(home.transcript.length);
    for (const [i, line] of home.transcript.entries()) {
      await expect(lines.nth(i)).toContainText(line.text);
      await expect(lines.nth(i)).toContainText(line.from === "agent" ? "AI agent" : "Caller");
    }
    await expect(card.getByRole("list", { name: "Result of the call" })).toContainText("Appointment booked");

    await recordHighlights(page);
    await play.click();
    await expect(card.getByRole("button", { name: "Pause" })).toBeVisible();
    await expect(card.getByRole("button", { name: "Play again" })).toBeVisible({ timeout: 15_000 });
    const spoken = await page.evaluate(
      () => (window as unknown as { __spoken: { text: string; voice: string }[] }).__spoken,
    );
    expect(spoken.map((s) => s.text)).toEqual(home.transcript.map((l) => l.text));
    // Two voices: the agent's lines in one, the caller's in the other.
    expect(spoken.map((s) => s.voice)).toEqual(
      home.transcript.map((l) => (l.from === "agent" ? "Stand-in Ava" : "Stand-in Daniel (Male)")),
    );
    expect(await highlights(page)).toEqual(home.transcript.map((_, i) => i));
    await expect(card.getByRole("progressbar", { name: "Call progress" })).toHaveAttribute("aria-valuenow", "100");
    await expectNoSeriousA11yViolations(page);
  });

  test("pause stops the reading at its line; resume reads on from there", async ({ page }) => {
    await stubSpeech(page, 600);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const card = player(page);
    await card.getByRole("button", { name: "Hear a sample call" }).click();
    await expect(card.locator('li[aria-current="true"]')).toHaveAttribute("data-line", "1", { timeout: 10_000 });
    await card.getByRole("button", { name: "Pause" }).click();
    const resume = card.getByRole("button", { name: "Resume" });
    await expect(resume).toBeVisible();
    const count = await page.evaluate(() => (window as unknown as { __spoken: unknown[] }).__spoken.length);
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => (window as unknown as { __spoken: unknown[] }).__spoken.length)).toBe(count);
    await resume.focus();
    await page.keyboard.press("Enter"); // keyboard operable
    await expect(card.getByRole("button", { name: "Play again" })).toBeVisible({ timeout: 15_000 });
    const texts = await page.evaluate(() =>
      (window as unknown as { __spoken: { text: string }[] }).__spoken.map((s) => s.text),
    );
    // The interrupted line again, then the rest.
    expect(texts.slice(count)).toEqual(home.transcript.slice(1).map((l) => l.text));
  });

  test("/industries/restaurants at 375 px: the industry's own call under the actions; playing shows every line, in a transcript that scrolls to the line being read", async ({
    page,
  }) => {
    await stubSpeech(page, 300);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/industries/restaurants");
    const restaurants = script("restaurants");
    const card = player(page);
    await expect(card).toContainText("A guest calls at 6:45 pm on a Friday");
    await expect(card.locator("li[data-line]:visible")).toHaveCount(3); // compact until played
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await recordHighlights(page);
    await card.getByRole("button", { name: "Hear a sample call" }).click();
    await expect(card.locator("li[data-line]:visible")).toHaveCount(restaurants.transcript.length);
    await expect(card.getByRole("button", { name: "Play again" })).toBeVisible({ timeout: 15_000 });
    expect(await highlights(page)).toEqual(restaurants.transcript.map((_, i) => i));
    // The last line is in view inside the transcript, which scrolled (the page did not).
    const transcript = card.getByRole("list", { name: "Transcript" });
    const [list, last] = [(await transcript.boundingBox())!, (await card.locator('li[data-line="4"]').boundingBox())!];
    expect(last.y + last.height).toBeLessThanOrEqual(list.y + list.height + 1);
    expect(await transcript.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    await expect(card.getByRole("list", { name: "Result of the call" })).toContainText("Reservation booked");
    await expectNoSeriousA11yViolations(page);
  });

  test("with a recording: the audio plays and the line being said follows its WebVTT cues", async ({ page }) => {
    const lineCount = home.transcript.length;
    // Cue i from 0.2 + 0.7·i s for 0.5 s; the audio lasts past the last one.
    const cues = home.transcript.map((l, i) => ({ start: 0.2 + 0.7 * i, end: 0.7 + 0.7 * i, l }));
    const vtt = `WEBVTT\n\n${cues
      .map(
        (c, i) =>
          `line-${i}\n00:00:0${c.start.toFixed(3)} --> 00:00:0${c.end.toFixed(3)}\n<v ${c.l.from === "agent" ? "Agent" : "Caller"}>${c.l.text}`,
      )
      .join("\n\n")}\n`;
    const audioRequests: string[] = [];
    await page.route("**/audio/sample-calls/e2e-home.wav", (route) => {
      audioRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "audio/wav", body: toneWav(0.7 * lineCount + 0.4) });
    });
    await page.route("**/audio/sample-calls/e2e-home.vtt", (route) =>
      route.fulfill({ status: 200, contentType: "text/vtt; charset=utf-8", body: vtt }),
    );
    // The home page as the server draws it once business-stories.ts names a recording for it.
    await page.route(/\/$/, (route) => withRecording(route, "e2e-home"));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const card = player(page);
    await expect(card).toContainText("Recorded call");
    await expect(card.locator("audio")).toHaveAttribute("preload", "none");
    await expect(card.locator('audio track[kind="captions"]')).toHaveAttribute(
      "src",
      "/audio/sample-calls/e2e-home.vtt",
    );
    expect(audioRequests).toEqual([]); // nothing is downloaded before the press
    await recordHighlights(page);
    await card.getByRole("button", { name: "Hear a sample call" }).click();
    await expect(card.getByRole("button", { name: "Pause" })).toBeVisible();
    await expect(card.getByRole("button", { name: "Play again" })).toBeVisible({ timeout: 20_000 });
    expect(await highlights(page)).toEqual(home.transcript.map((_, i) => i));
    await expect(card).toContainText(/0:0\d \/ 0:0\d/);
    expect(audioRequests.length).toBeGreaterThan(0);
  });

  test("a browser without speech voices says so plainly and leads to the live demo", async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(window, "speechSynthesis", { value: undefined, configurable: true }),
    );
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/industries/healthcare");
    const card = player(page);
    await card.getByRole("button", { name: "Hear a sample call" }).click();
    const notice = card.getByRole("status");
    await expect(notice).toHaveText(NO_VOICES);
    await expect(notice.getByRole("link", { name: "live demo" })).toHaveAttribute("href", "/demo");
    // The whole transcript is there to read.
    await expect(card.locator("li[data-line]:visible")).toHaveCount(script("healthcare").transcript.length);
    await expect(card.locator('[aria-current="true"]')).toHaveCount(0);
    await switchToDarkTheme(page);
    await card.getByRole("button", { name: "Hear a sample call" }).click();
    await expect(card.getByRole("status")).toHaveText(NO_VOICES);
    await expectNoSeriousA11yViolations(page);
  });

  test("every industry page has its own playable call", async ({ page }) => {
    for (const [path, id] of [
      ["/industries/healthcare", "healthcare"],
      ["/industries/finance", "finance"],
      ["/industries/hospitality", "hospitality"],
      ["/industries/transportation", "transportation"],
      ["/property-management", "real-estate"],
    ] as const) {
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const card = player(page);
      await expect(card.getByRole("button", { name: "Hear a sample call" }), path).toBeVisible();
      await expect(card.locator("li[data-line]").first(), path).toContainText(script(id).transcript[0]!.text);
      const outcome = businessStories.sampleCalls.find((c) => c.id === id)!.outcome;
      await expect(card.getByRole("list", { name: "Result of the call" }).locator("li").first(), path).toHaveText(
        outcome,
      );
    }
  });
});

/** A WAV of a quiet tone, 16 kHz mono. */
function toneWav(seconds: number) {
  const rate = 16_000;
  const pcm = Buffer.alloc(Math.round(seconds * rate) * 2);
  for (let i = 0; i < pcm.length / 2; i++) pcm.writeInt16LE(Math.round(Math.sin(i / 8) * 800), i * 2);
  const h = Buffer.alloc(44);
  h.write("RIFF", 0, "latin1");
  h.writeUInt32LE(36 + pcm.length, 4);
  h.write("WAVEfmt ", 8, "latin1");
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(rate, 24);
  h.writeUInt32LE(rate * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write("data", 36, "latin1");
  h.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([h, pcm]);
}

/**
 * The page as the server renders it when the call has a recording: the island's props name the
 * files, and its HTML carries the audio element and its captions track (what React renders for
 * them, so hydration adopts it). Each replacement must match, or the player's markup has changed.
 */
async function withRecording(route: Route, name: string) {
  const response = await route.fetch();
  let html = await response.text();
  const audio = `/audio/sample-calls/${name}.wav`;
  const cues = `/audio/sample-calls/${name}.vtt`;
  const swaps: [RegExp, string][] = [
    [
      /&quot;recording&quot;:null/,
      `&quot;recording&quot;:{&quot;audio&quot;:&quot;${audio}&quot;,&quot;cues&quot;:&quot;${cues}&quot;}`,
    ],
    [/Read aloud by your browser&#x27;s voices/, "Recorded call"],
    [/aria-valuetext="Line 0 of \d+"/, 'aria-valuetext="0:00 of the call"'],
    [
      /(role="progressbar"[^>]*><span[^>]*><\/span><\/div>)/,
      `$1<audio preload="none" src="${audio}"><track kind="captions" srcLang="en" label="Transcript" src="${cues}"/></audio>`,
    ],
  ];
  for (const [from, to] of swaps) {
    expect(html, `the player's server HTML has ${from}`).toMatch(from);
    html = html.replace(from, to);
  }
  const headers = Object.fromEntries(
    Object.entries(response.headers()).filter(([k]) => !/^(content-encoding|content-length|etag)$/i.test(k)),
  );
  await route.fulfill({ status: response.status(), headers, body: html });
}
