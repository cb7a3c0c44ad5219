import type { Page } from "@playwright/test";
import { shownText } from "../../app/lib/answer-links";
import { answerOffline as rawAnswer } from "../../app/features/demo/offline-assistant.server";
import { expect, gotoHydrated, test, toasts } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";

// The chat as most visitors see it, animations running (decision 061).
test.use({ reducedMotion: "no-preference" });

/**
 * /demo on the embedded default: no AI_* and no ELEVENLABS_* variables (the shared e2e
 * server has fake keys for both, so this spec starts its own server). The chat answers
 * from the site's own content, labelled as offline demo mode, and the voice call explains
 * that it is not configured and offers the browser's speech or the text chat.
 */

const QUESTION = "What uptime do you guarantee?";
const NOT_CONFIGURED_TITLE = "Talk using your browser's voice";
const NOT_CONFIGURED_TEXT =
  "Your browser can listen and speak for the same assistant: press the button below and talk. Prefer typing? The text chat answers the same questions.";
/** What no visitor may read: the words of whoever set the server up (issue 15, docs/decisions/052). */
const DEVELOPER_WORDING = /not configured|no language model|offline demo mode|this server|provider set up/i;
const MIC_TEXT =
  "Your browser will ask for permission to use your microphone. We only listen while the call is on: your voice is streamed to the AI assistant so it can answer, and it is not stored on our servers. You can end the call at any time.";

/** The offline answer as the chat shows it (its `[label](/path)` next step drawn as a link). */
const answerOffline = (input: Parameters<typeof rawAnswer>[0]) => shownText(rawAnswer(input));

let server: OwnServer;

// One server for the file: its tests run in order in one worker.
test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer();
});

test.afterAll(async () => {
  await server?.stop();
});

/** The demo page, once its state (chat mode, voice configured or not) has loaded. */
async function openDemo(page: Page) {
  await gotoHydrated(page, `${server.url}/demo`);
  const mode = page.getByTestId("chat-mode");
  await expect(mode).toContainText("Quick answers");
  return mode;
}

test("the default configuration labels the chat 'Quick answers' (no developer wording) and streams an answer from the site's content", async ({
  page,
}) => {
  const mode = await openDemo(page);
  await expect(mode).toHaveText("Quick answersAsk about your industry, our plans and prices, or how setup works.");
  await expect(page.getByRole("main")).not.toContainText(DEVELOPER_WORDING);

  // Every text the reply shows while it arrives, to see it grow token by token.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { replyTexts: string[] }).replyTexts = seen;
    const log = document.querySelector('[role="log"]')!;
    new MutationObserver(() => {
      const reply = log.querySelector('[data-type="ai"] p');
      const text = reply?.textContent ?? "";
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(log, { subtree: true, childList: true, characterData: true });
  });

  const expected = answerOffline({ prompt: QUESTION, industry: "healthcare" });
  expect(expected).toMatch(/99\.9% uptime/);
  const input = page.getByLabel("Your message");
  await input.fill(QUESTION);
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/chat-completion/stream"));
  await input.press("Enter");
  const response = await answered;
  expect(response.headers()["x-demo-mode"]).toBe("offline");

  const log = page.getByRole("log", { name: "Conversation" });
  await expect(log.locator('[data-type="user"] p')).toHaveText(QUESTION);
  const reply = log.locator('[data-type="ai"] p');
  await expect(reply).toHaveText(expected, { timeout: 15_000 });
  await expect(page.getByRole("button", { name: "Stop" })).toHaveCount(0);

  const seen = await page.evaluate(() => (window as unknown as { replyTexts: string[] }).replyTexts);
  expect(seen.at(-1)).toBe(expected);
  // A busy machine may paint several pieces at once; a reply sent whole would paint once.
  expect(seen.length, "the reply arrived in pieces").toBeGreaterThan(1);
  // While its next step streams in, the link's markup shows until it is complete.
  const raw = rawAnswer({ prompt: QUESTION, industry: "healthcare" });
  for (const partial of seen)
    expect(
      expected.startsWith(partial.trimEnd()) || raw.startsWith(partial.trimEnd()),
      `"${partial}" is the start of the reply`,
    ).toBe(true);
  // The next step is a real link, not a raw path.
  await expect(reply.getByRole("link", { name: "See pricing" })).toHaveAttribute("href", "/pricing");
  await expect(reply).not.toContainText("](/");
  // The label stays after the reply.
  await expect(mode).toContainText("Quick answers");
});

test("Start Voice Call without a voice provider offers browser voice or the text chat, in a visitor's words", async ({
  page,
  request,
}) => {
  const session = await request.post(`${server.url}/api/voice/session`, {
    data: { industry: "healthcare" },
    headers: { origin: server.url },
  });
  expect(session.status()).toBe(503);
  expect(await session.json()).toEqual({
    error: "Voice is not configured on this server.",
    code: "VOICE_NOT_CONFIGURED",
  });

  await openDemo(page);
  const voice = page.getByRole("region", { name: "Voice call" });
  await voice.getByRole("button", { name: "Start Voice Call" }).click();
  const notice = voice.getByRole("alert", { name: NOT_CONFIGURED_TITLE });
  await expect(notice).toBeVisible();
  await expect(notice).toHaveText(
    `${NOT_CONFIGURED_TITLE}${NOT_CONFIGURED_TEXT}Use browser voiceUse text chat instead`,
  );
  await expect(notice).not.toContainText(DEVELOPER_WORDING);
  await expect(notice.getByRole("button", { name: "Use browser voice" })).toBeVisible();
  await expect(voice.getByTestId("voice-status")).toHaveText("Disconnected");

  await notice.getByRole("link", { name: "Use text chat instead" }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByLabel("Your message")).toBeFocused();
});

test("browser voice: the microphone is explained first, then the browser listens and the assistant answers aloud", async ({
  page,
}) => {
  // Chromium's speech recognition needs Google's servers: a stand-in hears one question, and
  // speech synthesis "speaks" at once. Both record what the page asked of them.
  await page.addInitScript((question) => {
    type Handler = ((e?: unknown) => void) | null;
    const log = { recognitionStarts: 0, spoken: [] as string[] };
    (window as unknown as { speechLog: typeof log }).speechLog = log;
    class FakeRecognition {
      lang = "";
      interimResults = false;
      continuous = false;
      onstart: Handler = null;
      onend: Handler = null;
      onerror: Handler = null;
      onresult: Handler = null;
      start() {
        const first = log.recognitionStarts++ === 0;
        setTimeout(() => {
          this.onstart?.();
          if (!first) return;
          setTimeout(() => {
            this.onresult?.({ results: [[{ transcript: question }]] });
            this.onend?.();
          }, 300);
        }, 50);
      }
      stop() {}
      abort() {}
    }
    Object.defineProperty(window, "webkitSpeechRecognition", { value: FakeRecognition, configurable: true });
    Object.defineProperty(window, "SpeechRecognition", { value: FakeRecognition, configurable: true });
    Object.defineProperty(window, "speechSynthesis", {
      configurable: true,
      value: {
        getVoices: () => [{ name: "Stand-in", lang: "en-US", default: true, localService: true, voiceURI: "stand-in" }],
        addEventListener() {},
        removeEventListener() {},
        speak(u: SpeechSynthesisUtterance) {
          log.spoken.push(u.text);
          setTimeout(() => u.onend?.(new Event("end") as SpeechSynthesisEvent), 200);
        },
        cancel() {},
      },
    });
  }, QUESTION);

  await openDemo(page);
  const voice = page.getByRole("region", { name: "Voice call" });
  await voice.getByRole("button", { name: "Start Voice Call" }).click();
  await voice.getByRole("button", { name: "Use browser voice" }).click();

  // Before the microphone: the explanation, and nothing listening yet.
  const explain = voice.getByRole("region", { name: "Before we use your microphone" });
  await expect(explain).toBeVisible();
  await expect(explain).toContainText(MIC_TEXT);
  await expect(voice.getByRole("alert", { name: NOT_CONFIGURED_TITLE })).toHaveCount(0);
  await expect(voice.getByTestId("voice-status")).toHaveText("Disconnected");
  expect(
    await page.evaluate(
      () => (window as unknown as { speechLog: { recognitionStarts: number } }).speechLog.recognitionStarts,
    ),
  ).toBe(0);

  await explain.getByRole("button", { name: "Allow microphone and start" }).click();
  await expect(explain).toHaveCount(0);
  await expect(voice.getByTestId("voice-status")).toHaveText("Connected");
  await expect(toasts(page)).toContainText("Voice assistant connected successfully");
  await expect(voice).toContainText(
    "Browser voice mode: your browser listens and speaks; answers come from the same assistant as the text chat.",
  );

  const expected = answerOffline({ prompt: QUESTION, industry: "healthcare" });
  const transcript = voice.getByTestId("voice-transcript");
  await expect(transcript.locator('[data-role="user"]')).toHaveText(`You: ${QUESTION}`);
  await expect(transcript.locator('[data-role="agent"]')).toHaveText(`Assistant: ${expected}`, { timeout: 10_000 });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { speechLog: { spoken: string[] } }).speechLog.spoken))
    .toEqual([expected]);
  await expect(voice.getByTestId("voice-mode")).toHaveText("Listening");

  await voice.getByRole("button", { name: "End Voice Call" }).click();
  await expect(voice.getByTestId("voice-status")).toHaveText("Disconnected");
  await expect(toasts(page)).toContainText("Voice assistant disconnected");
});

/**
 * A browser whose speech cannot carry the call: no text-to-speech voices, or a recognition that
 * fails at once with `error` (Chromium's "network" when its online speech service is out of
 * reach, "audio-capture" without a microphone). The call never ends in a silent "Disconnected".
 */
async function brokenBrowserSpeech(page: Page, { voices, error }: { voices: number; error?: string }) {
  await page.addInitScript(
    ({ voices, error }) => {
      type Handler = ((e?: unknown) => void) | null;
      class FakeRecognition {
        lang = "";
        interimResults = false;
        continuous = false;
        onstart: Handler = null;
        onend: Handler = null;
        onerror: Handler = null;
        onresult: Handler = null;
        start() {
          setTimeout(() => {
            if (error) {
              this.onerror?.({ error });
              this.onend?.();
            } else this.onstart?.();
          }, 50);
        }
        stop() {}
        abort() {}
      }
      Object.defineProperty(window, "webkitSpeechRecognition", { value: FakeRecognition, configurable: true });
      Object.defineProperty(window, "SpeechRecognition", { value: FakeRecognition, configurable: true });
      const list = Array.from({ length: voices }, () => ({ name: "Stand-in", lang: "en-US", default: true }));
      Object.defineProperty(window, "speechSynthesis", {
        configurable: true,
        value: { getVoices: () => list, addEventListener() {}, removeEventListener() {}, speak() {}, cancel() {} },
      });
    },
    { voices, error },
  );
}

async function startBrowserVoiceCall(page: Page) {
  await openDemo(page);
  const voice = page.getByRole("region", { name: "Voice call" });
  await voice.getByRole("button", { name: "Start Voice Call" }).click();
  await voice.getByRole("button", { name: "Use browser voice" }).click();
  await voice.getByRole("button", { name: "Allow microphone and start" }).click();
  return voice;
}

test("browser voice with no voices installed: the visitor is told why there is no call, and offered the text chat", async ({
  page,
}) => {
  await brokenBrowserSpeech(page, { voices: 0 });
  const voice = await startBrowserVoiceCall(page);
  const alert = voice.getByRole("alert", { name: "Your browser has no voice to speak with" });
  await expect(alert).toContainText(
    "This browser has no text-to-speech voices installed, so the assistant could not talk back. Try Chrome, Edge or Safari, or keep going in the text chat: it answers the same questions.",
  );
  await expect(alert.getByRole("link", { name: "Use text chat instead" })).toBeVisible();
  await expect(voice.getByTestId("voice-status")).toHaveText("Disconnected");
});

test("browser voice whose speech service is out of reach, or with no microphone: each says why and offers Try again", async ({
  page,
  browser,
}) => {
  await brokenBrowserSpeech(page, { voices: 1, error: "network" });
  let voice = await startBrowserVoiceCall(page);
  const offline = voice.getByRole("alert", { name: "Your browser's speech service did not answer" });
  await expect(offline).toContainText(
    "This browser sends speech to its maker's online service to understand it, and that service could not be reached. Try again in a moment, or keep going in the text chat.",
  );
  await expect(offline.getByRole("button", { name: "Try again" })).toBeVisible();
  await expect(voice.getByTestId("voice-status")).toHaveText("Disconnected");

  const context = await browser.newContext();
  const other = await context.newPage();
  await brokenBrowserSpeech(other, { voices: 1, error: "audio-capture" });
  voice = await startBrowserVoiceCall(other);
  await expect(voice.getByRole("alert", { name: "No microphone found" })).toContainText(
    "Your browser found no microphone to listen with. Connect one and try again, or keep going in the text chat.",
  );
  await context.close();
});

const GREETING =
  "Hi, I'm the Voxa AI assistant, the same kind of AI agent we build for our clients. Pick your industry and ask what your customers ask, or ask me about plans, pricing and setup.";

test("one click to talk: the home hero's Try the Live Demo opens the text chat in place, greeting the visitor, industries offered, ready to type", async ({
  page,
}) => {
  await gotoHydrated(page, `${server.url}/`);
  await page.getByRole("main").getByRole("button", { name: "Try the Live Demo" }).first().click();
  const widget = page.getByRole("complementary", { name: "AI voice assistant" });
  const chat = widget.getByTestId("widget-chat");
  await expect(chat).toBeVisible();
  await expect(page).toHaveURL(`${server.url}/`);
  const log = widget.getByRole("log", { name: "Conversation with the AI assistant" });
  await expect(log.locator('[data-type="ai"] p').first()).toHaveText(GREETING);
  const industries = widget.getByRole("list", { name: "Your industry" }).getByRole("button");
  await expect(industries).toHaveText([
    "Healthcare",
    "Restaurants",
    "Hospitality",
    "Transportation",
    "Finance",
    "Real Estate",
  ]);
  const input = widget.getByRole("textbox", { name: "Message the AI assistant" });
  await expect(input).toBeFocused();
  await expect(widget).not.toContainText(DEVELOPER_WORDING);
  await expect(widget.getByRole("button", { name: "Start Voice Call" })).toHaveCount(0);

  // An industry offers its own questions; one press asks it and the answer streams in.
  await widget.getByRole("button", { name: "Restaurants" }).click();
  await expect(widget.getByRole("button", { name: "Restaurants" })).toHaveAttribute("aria-pressed", "true");
  const question = "Do you have a table for four at 7 pm on Friday?";
  await widget.getByRole("list", { name: "Try asking" }).getByRole("button", { name: question }).click();
  await expect(log.locator('[data-type="user"] p')).toHaveText(question);
  await expect(log.locator('[data-type="ai"] p').nth(1)).toHaveText(
    answerOffline({ prompt: question, industry: "restaurants", role: "caller" }),
    { timeout: 15_000 },
  );

  // Or just type.
  await input.fill(QUESTION);
  await input.press("Enter");
  await expect(log.locator('[data-type="user"] p').nth(1)).toHaveText(QUESTION);
  await expect(log.locator('[data-type="ai"] p').nth(2)).toHaveText(
    answerOffline({
      prompt: QUESTION,
      industry: "restaurants",
      role: "caller",
      history: [
        { role: "user", content: question },
        { role: "assistant", content: rawAnswer({ prompt: question, industry: "restaurants", role: "caller" }) },
      ],
    }),
    { timeout: 15_000 },
  );

  // Voice stays one press away, explained in a visitor's words.
  await widget.getByRole("button", { name: "Talk out loud instead" }).click();
  const notice = widget.getByRole("alert", { name: NOT_CONFIGURED_TITLE });
  await expect(notice).toContainText(NOT_CONFIGURED_TEXT);
  await notice.getByRole("button", { name: "Use text chat instead" }).click();
  await expect(widget.getByTestId("widget-chat")).toBeVisible();
});

test("at 375 px the $247 toast sits at the top and covers nothing of the chat the visitor just opened", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await gotoHydrated(page, `${server.url}/`);
  await page.getByRole("main").getByRole("button", { name: "Try the Live Demo" }).first().click();
  const widget = page.getByRole("complementary", { name: "AI voice assistant" });
  await expect(widget.getByRole("textbox", { name: "Message the AI assistant" })).toBeVisible();
  const toast = toasts(page).locator("[data-sonner-toast]").filter({ hasText: "$247" });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole("button", { name: "Pay Now" })).toBeVisible();
  await expect(page.locator("[data-sonner-toaster]")).toHaveAttribute("data-y-position", "top");
  // Let the toast finish sliding in, then compare where both are.
  await page.waitForTimeout(600);
  const t = (await toast.boundingBox())!;
  const w = (await widget.boundingBox())!;
  expect(t.y + t.height, "the toast ends above the widget").toBeLessThanOrEqual(w.y);
  expect(w.y + w.height).toBeLessThanOrEqual(812);
  expect(w.x).toBeGreaterThanOrEqual(0);
  expect(w.x + w.width).toBeLessThanOrEqual(375);
});
