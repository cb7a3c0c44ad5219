import { fakeMicrophoneLaunch } from "./chromium";
import { expect, gotoHydrated, test } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";

/**
 * The browser-voice call in a real Chromium, nothing stubbed (issue 42): the full browser with a
 * fake microphone and no permission prompt, on a site with no voice provider. This machine's
 * Chromium has no text-to-speech voices and no internet for its speech service, as many visitors'
 * browsers; whichever it meets first, the call must say why it cannot go on and offer a way on,
 * never fall back to a bare "Disconnected" (demo-offline.spec.ts pins each message separately).
 */

test.use({ launchOptions: fakeMicrophoneLaunch });

const WHY = [
  "Your browser has no voice to speak with",
  "Your browser's speech service did not answer",
  "No microphone found",
  "Microphone access is blocked",
  "Voice is not available in this browser",
];

let server: OwnServer;
test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer();
});

test.afterAll(async () => {
  await server?.stop();
});

test("Use browser voice in a real Chromium: a call that cannot go on says why, offers the text chat, and ends Disconnected", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await gotoHydrated(page, `${server.url}/demo`);
  const voice = page.getByRole("region", { name: "Voice call" });
  await voice.getByRole("button", { name: "Start Voice Call" }).click();
  await voice.getByRole("button", { name: "Use browser voice" }).click();
  // The explanation comes first unless the browser already granted the microphone.
  const allow = voice.getByRole("button", { name: "Allow microphone and start" });
  await allow
    .waitFor({ timeout: 3000 })
    .then(() => allow.click())
    .catch(() => undefined);

  const alert = voice.getByRole("alert").filter({ hasText: new RegExp(WHY.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")) });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  const title = (await alert.getAttribute("aria-label"))!;
  expect(WHY).toContain(title);
  await expect(alert.getByRole("link", { name: "Use text chat instead" })).toBeVisible();
  await expect(voice.getByTestId("voice-status")).toHaveText("Disconnected");
  console.log(`real Chromium, fake microphone: "${title}"`);
});
