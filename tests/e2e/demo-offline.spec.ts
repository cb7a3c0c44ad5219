import type { Page } from "@playwright/test";
import { answerOffline } from "../../app/features/demo/offline-assistant.server";
import { expect, gotoHydrated, test, toasts } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";

/**
 * /demo on the embedded default: no AI_* and no ELEVENLABS_* variables (the shared e2e
 * server has fake keys for both, so this spec starts its own server). The chat answers
 * from the site's own content, labelled as offline demo mode, and the voice call explains
 * that it is not configured and offers the browser's speech or the text chat.
 */

const QUESTION = "What uptime do you guarantee?";
const NOT_CONFIGURED_TEXT =
  "This server has no voice provider set up, so the live AI phone voice is not available here. You can still talk to the assistant with your browser's built-in speech, or use the text chat.";
const MIC_TEXT =
  "Your browser will ask for permission to use your microphone. We only listen while the call is on: your voice is streamed to the AI assistant so it can answer, and it is not stored on our servers. You can end the call at any time.";

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
  await expect(mode).toContainText("Offline demo mode");
  return mode;
}

test("the default configuration labels the chat as offline demo mode and streams an answer from the site's content", async ({
  page,
}) => {
  const mode = await openDemo(page);
  await expect(mode).toContainText("No language model is connected, so answers come from our own site content.");

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
  expect(seen.length, "the reply arrived in pieces").toBeGreaterThan(3);
  for (const partial of seen)
    expect(expected.startsWith(partial.trimEnd()), `"${partial}" is the start of the reply`).toBe(true);
  // The label stays after the reply (the answer's own header says offline too).
  await expect(mode).toContainText("Offline demo mode");
});

test("Start Voice Call explains that voice is not configured and offers browser voice or the text chat", async ({
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
  const notice = voice.getByRole("alert", { name: "Voice is not configured" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("Voice is not configured");
  await expect(notice).toContainText(NOT_CONFIGURED_TEXT);
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
  await expect(voice.getByRole("alert", { name: "Voice is not configured" })).toHaveCount(0);
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
