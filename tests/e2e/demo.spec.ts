import type { APIRequestContext, Page } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { FAKE_USER_TRANSCRIPT } from "../fakes/elevenlabs";
import { expect, expectNoSeriousA11yViolations, gotoHydrated, test, toasts } from "./fixtures";
import { fakeMicrophoneLaunch } from "./chromium";

/**
 * The interactive demo (/demo). The e2e server talks to loopback fakes of the
 * OpenAI-compatible API and of ElevenLabs (playwright.config.ts starts them), so chat
 * replies are "Echo: <message>", streamed word by word, and voice calls run against the
 * fake conversation WebSocket with Chromium's fake microphone.
 */

const TAGLINE = "AI Voice Agents & Business Automation";
const PASSWORD = "correct horse battery";
const HEALTHCARE_PROMPT_START = "You are a friendly front-desk assistant for a medical practice.";
const FINANCE_PROMPT_START = "You are the client-service assistant of a financial services firm.";
let counter = 0;
const uniqueEmail = (tag: string) =>
  `e2e-demo-${tag}-${Date.now().toString(36)}-${process.pid}-${counter++}@example.com`;

/** Drops console errors the test provoked on purpose (a failed request the page handles). */
function forgive(errors: string[], pattern: RegExp) {
  for (let i = errors.length - 1; i >= 0; i--) if (pattern.test(errors[i]!)) errors.splice(i, 1);
}

type StoredMail = { kind: string; to: string; links: string[] };
async function verificationLink(email: string) {
  const dir = path.join(process.env.E2E_DATA_DIR!, "mail");
  let link: string | undefined;
  await expect
    .poll(
      () => {
        try {
          const mail = readdirSync(dir)
            .filter((n) => n.endsWith(".json"))
            .map((n) => JSON.parse(readFileSync(path.join(dir, n), "utf8")) as StoredMail)
            .find((m) => m.to === email && m.kind === "verification");
          link = mail?.links.find((l) => l.includes("/api/auth/verify-email"));
        } catch {
          link = undefined;
        }
        return Boolean(link);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

/** A confirmed account, signed in within the page's browser context (its cookies). */
async function signIn(page: Page, baseURL: string) {
  const email = uniqueEmail("user");
  const request: APIRequestContext = page.request;
  const headers = { origin: baseURL };
  expect(
    (
      await request.post("/api/auth/sign-up/email", { data: { email, password: PASSWORD, name: "" }, headers })
    ).status(),
  ).toBe(200);
  await request.get(await verificationLink(email), { maxRedirects: 0 });
  expect(
    (await request.post("/api/auth/sign-in/email", { data: { email, password: PASSWORD }, headers })).status(),
  ).toBe(200);
  return email;
}

async function savePreferencesViaApi(page: Page, baseURL: string, prefs: Record<string, string>) {
  const res = await page.request.post("/api/demo/chat-preferences", { data: prefs, headers: { origin: baseURL } });
  expect(res.status()).toBe(200);
}

// Chromium's fake microphone (a tone) and no permission prompt, for the voice calls.
test.use({ launchOptions: fakeMicrophoneLaunch });

/** A first-time visitor: the browser has not granted the microphone yet (the fake-UI flag would say "granted"). */
async function microphoneNotYetAllowed(page: Page) {
  await page.addInitScript(() => {
    const query = navigator.permissions.query.bind(navigator.permissions);
    navigator.permissions.query = (d: PermissionDescriptor) =>
      d.name === ("microphone" as PermissionName)
        ? Promise.resolve({
            state: "prompt",
            name: "microphone",
            onchange: null,
            addEventListener() {},
            removeEventListener() {},
            dispatchEvent: () => true,
          } as unknown as PermissionStatus)
        : query(d);
  });
}

const chatInput = (page: Page) => page.getByRole("textbox", { name: "Your message" });
const chatLog = (page: Page) => page.getByRole("log", { name: "Conversation" });

test.describe("demo page", () => {
  test("title, heading, stat tiles, controls and accessibility", async ({ page }) => {
    await gotoHydrated(page, "/demo");
    await expect(page).toHaveTitle(`Interactive Voxa AI Demo | ${TAGLINE}`);
    await expect(page.getByRole("heading", { level: 1, name: "Interactive Voxa AI Demo" })).toBeVisible();
    await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
    await expect(page.getByTestId("response-time")).toHaveText("2 seconds");
    await expect(page.getByTestId("satisfaction")).toHaveText("97%");
    await expect(page.getByRole("button", { name: "Customize Demo" })).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("button", { name: "Set Chat Preferences" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Get Full Version" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Start Voice Call" })).toBeVisible();
    await expect(page.getByTestId("chat-mode")).toHaveText("Live AI");
    await expectNoSeriousA11yViolations(page);
  });

  test("chat: Shift+Enter adds a line, Enter sends; typing indicator, streamed reply, Stop, measured response time", async ({
    page,
  }) => {
    await gotoHydrated(page, "/demo");
    const send = page.getByRole("button", { name: "Send", exact: true });
    await expect(send).toBeDisabled();
    await chatInput(page).fill("   ");
    await expect(send).toBeDisabled();

    await chatInput(page).fill("Do you open on Sundays?");
    await chatInput(page).press("Shift+Enter");
    await chatInput(page).pressSequentially("And on holidays?");
    await expect(chatInput(page)).toHaveValue("Do you open on Sundays?\nAnd on holidays?");
    await expect(chatLog(page).locator("[data-type]")).toHaveCount(0);

    // Hold the first request until the waiting state has been seen, so a busy machine cannot
    // let the whole reply arrive before the assertions look (the request then goes through).
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route(
      "**/api/chat-completion/stream",
      async (route) => {
        await gate;
        await route.continue();
      },
      { times: 1 },
    );
    await chatInput(page).press("Enter");
    await expect(chatLog(page).locator('[data-type="user"] p')).toHaveText(
      /Do you open on Sundays\?\s*And on holidays\?/,
    );
    await expect(chatInput(page)).toHaveValue("");
    await expect(page.getByTestId("typing-indicator")).toBeVisible();
    await expect(send).toBeDisabled();
    await expect(page.getByRole("button", { name: "Stop" })).toBeVisible();
    release();

    // Token by token: the reply is seen part-way before it is complete.
    const reply = chatLog(page).locator('[data-type="ai"] p');
    await expect(reply).toHaveText(/^Echo: Do you/);
    await expect(reply).not.toHaveText(/holidays\?$/);
    await expect(reply).toHaveText("Echo: Do you open on Sundays?\nAnd on holidays?");
    await expect(page.getByRole("button", { name: "Stop" })).toBeHidden();
    await expect(page.getByTestId("response-time")).toHaveText(/^\d+\.\d seconds$/);

    // A sample question is one click; Stop cuts a reply short. The request is held so that Stop
    // is pressed while the reply is still on its way, however busy the machine is.
    let releaseSecond = () => {};
    const secondGate = new Promise<void>((r) => (releaseSecond = r));
    await page.route(
      "**/api/chat-completion/stream",
      async (route) => {
        await secondGate;
        await route.continue().catch(() => {});
      },
      { times: 1 },
    );
    await page.getByRole("button", { name: "What should I bring to my first appointment?" }).click();
    await expect(chatLog(page).locator('[data-type="user"] p').nth(1)).toHaveText(
      "What should I bring to my first appointment?",
    );
    await expect(page.getByTestId("typing-indicator")).toBeVisible();
    await page.getByRole("button", { name: "Stop" }).click();
    releaseSecond();
    await expect(page.getByRole("button", { name: "Stop" })).toBeHidden();
    await expect(page.getByTestId("typing-indicator")).toBeHidden();
    await expect(chatLog(page).locator('[data-type="ai"] p')).toHaveCount(1);
    await expect(chatInput(page)).toBeEnabled();
  });

  test("chat failure shows the spec's toast, for 3000 ms", async ({ page, consoleErrors }) => {
    await page.route("**/api/chat-completion/stream", (route) =>
      route.fulfill({ status: 502, contentType: "application/json", body: JSON.stringify({ error: "down" }) }),
    );
    await gotoHydrated(page, "/demo");
    await chatInput(page).fill("Hello");
    await chatInput(page).press("Enter");
    const toast = toasts(page)
      .locator("[data-sonner-toast]")
      .filter({ hasText: "Failed to get AI response. Please try again." });
    await expect(toast).toBeVisible();
    const shownAt = Date.now();
    await expect(chatLog(page).locator('[data-type="ai"]')).toHaveCount(0);
    // Real time, not a fake clock: the toaster itself loads lazily on the first toast.
    await expect(toast).toBeHidden({ timeout: 6_000 });
    const lasted = Date.now() - shownAt;
    expect(lasted).toBeGreaterThan(2_500);
    expect(lasted).toBeLessThan(4_500);
    forgive(consoleErrors, /status of 502/);
  });

  test("customization panel: six industries without an empty option, prefill and replace, signed-out save → /login", async ({
    page,
  }) => {
    await gotoHydrated(page, "/demo");
    await expect(page.getByTestId("chat-mode")).toHaveText("Live AI");
    await page.getByRole("button", { name: "Customize Demo" }).click();
    await expect(page.getByRole("button", { name: "Hide Customization" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("heading", { name: "Customize your assistant" })).toBeVisible();
    const panel = page.locator("#demo-customization");
    const industry = panel.getByLabel("Industry");
    expect(await industry.locator("option").evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))).toEqual([
      "healthcare",
      "restaurants",
      "hospitality",
      "transportation",
      "finance",
      "real_estate",
    ]);
    expect(await panel.getByLabel("Business size").locator("option").allTextContents()).toEqual([
      "1-10 employees",
      "11-50 employees",
      "51-200 employees",
      "201-1000 employees",
      "1000+ employees",
    ]);
    const custom = panel.getByLabel("Custom prompt");
    await expect(custom).toHaveValue(new RegExp(`^${HEALTHCARE_PROMPT_START}`));
    await custom.fill("My own words");
    await industry.selectOption("finance");
    await expect(custom).toHaveValue(new RegExp(`^${FINANCE_PROMPT_START}`));
    await expect(page.getByRole("button", { name: "Can I book a meeting with a financial advisor?" })).toBeVisible();

    await panel.getByRole("button", { name: "Save business details" }).click();
    await expect(toasts(page).getByText("No user logged in")).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdemo$/);

    await gotoHydrated(page, "/demo");
    await page.getByRole("button", { name: "Customize Demo" }).click();
    await page.getByRole("button", { name: "Hide Customization" }).click();
    await expect(page.getByRole("heading", { name: "Customize your assistant" })).toBeHidden();
  });

  test("chat preferences signed out: required fields, then 'Please log in', the dialog closes and → /login", async ({
    page,
  }) => {
    await gotoHydrated(page, "/demo");
    await expect(page.getByTestId("chat-mode")).toHaveText("Live AI");
    await page.getByRole("button", { name: "Set Chat Preferences" }).click();
    const dialog = page.getByRole("dialog", { name: "Customize Your Chat Experience" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Save Preferences" }).click();
    await expect(toasts(page).getByText("Please fill in all required fields")).toBeVisible();
    await dialog.getByLabel("Your name").fill("Dana");
    await dialog.getByLabel("Industry").selectOption("hospitality");
    await dialog.getByRole("button", { name: "Save Preferences" }).click();
    await expect(toasts(page).getByText("Please log in")).toBeVisible();
    await expect(toasts(page).getByText("You need to be logged in to save your preferences")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdemo$/);
  });

  test("Get Full Version offers the main offer and a demo booking", async ({ page }) => {
    await gotoHydrated(page, "/demo");
    await page.getByRole("button", { name: "Get Full Version" }).click();
    const dialog = page.getByRole("dialog", { name: "Get the full Voxa AI assistant" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Get Started for $247" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Compare all plans" })).toHaveAttribute("href", "/pricing");
    await dialog.getByRole("button", { name: "Book a Personal Demo" }).click();
    await expect(page.locator('[data-dialog="demo-request"]')).toBeVisible();
  });
});

test.describe("demo page, signed in", () => {
  test("without preferences the dialog opens; saving sets the industry and the business-manager prompt, and hides the button", async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL!);
    await gotoHydrated(page, "/demo");
    const dialog = page.getByRole("dialog", { name: "Customize Your Chat Experience" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Your name").fill("Ana Ruiz");
    await dialog.getByLabel("Company").fill("Northwind Credit");
    await dialog.getByLabel("Industry").selectOption("finance");
    await dialog.getByLabel("Role").fill("COO");
    await dialog.getByRole("button", { name: "Save Preferences" }).click();
    await expect(toasts(page).getByText("Preferences Saved")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Set Chat Preferences" })).toBeHidden();
    await expect(page.getByRole("combobox", { name: "Industry" }).first()).toHaveValue("finance");

    await page.reload();
    await expect(page.getByRole("button", { name: "Set Chat Preferences" })).toBeHidden();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Customize Demo" }).click();
    const system = page.getByLabel("System prompt");
    await expect(system).toHaveValue(/You are the AI business manager for Northwind Credit/);
    await expect(system).toHaveValue(/Ana Ruiz, who is the COO/);
    await expect(system).not.toHaveValue(/\[(Name|Company|Role|Goals|Industry)\]/);
  });

  test("business details: save, files upload privately, and on return the details load and rebuild the prompt", async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    await signIn(page, baseURL!);
    await savePreferencesViaApi(page, baseURL!, { name: "Luigi", industry: "restaurants" });
    await gotoHydrated(page, "/demo");
    await page.getByRole("button", { name: "Customize Demo" }).click();
    const panel = page.locator("#demo-customization");
    await panel.getByLabel("Industry").selectOption("restaurants");
    await panel.getByLabel("Business name").fill("Luigi's Trattoria");
    await panel.getByLabel("Business size").selectOption("11-50");
    await panel.getByLabel("Target audience").fill("families and office lunch crowds");
    await panel.getByLabel("Key services").fill(" dine-in,  takeout , catering ");
    await panel.getByLabel("Custom prompt").fill("Always mention our Tuesday pasta night.");
    await panel.getByRole("button", { name: "Save business details" }).click();
    await expect(toasts(page).getByText("Settings saved")).toBeVisible();
    await expect(toasts(page).getByText("Your business details have been saved successfully.")).toBeVisible();
    const expectedPrompt = [
      "You are the AI assistant for Luigi's Trattoria, a business in the restaurants industry.",
      "The business has 11-50 employees.",
      "Its customers are families and office lunch crowds.",
      "Key services: dine-in, takeout, catering.",
      "Always mention our Tuesday pasta night.",
    ].join("\n");
    await expect(panel.getByLabel("System prompt")).toHaveValue(expectedPrompt);

    await panel.getByLabel("Business files").setInputFiles([
      { name: "menu.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4 menu") },
      { name: "prices.csv", mimeType: "text/csv", buffer: Buffer.from("dish,price\npasta,14") },
    ]);
    await expect(toasts(page).getByText("Files uploaded successfully")).toBeVisible();
    await expect(toasts(page).getByText("2 file(s) have been uploaded.")).toBeVisible();
    const list = page.getByTestId("business-files");
    await expect(list.getByRole("link", { name: "menu.pdf" })).toBeVisible();
    const href = await list.getByRole("link", { name: "prices.csv" }).getAttribute("href");
    const download = await page.request.get(href!);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-disposition"]).toMatch(/^attachment; filename="prices.csv"/);
    expect(download.headers()["x-content-type-options"]).toBe("nosniff");
    // Signed out (a fresh browser context), the same link is refused.
    const stranger = await page.context().browser()!.newContext({ baseURL });
    expect((await stranger.request.get(href!)).status()).toBe(401);
    await stranger.close();

    // Over the size limit: refused before uploading, with the spec's failure toast.
    await panel.getByLabel("Business files").setInputFiles({
      name: "huge.bin",
      mimeType: "application/octet-stream",
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
    });
    await expect(toasts(page).getByText("Upload failed")).toBeVisible();
    await expect(
      toasts(page).getByText(/^There was an error uploading your files\. huge\.bin is larger than 10 MB\.$/),
    ).toBeVisible();

    await page.reload();
    await page.getByRole("button", { name: "Customize Demo" }).click();
    await expect(panel.getByLabel("Business name")).toHaveValue("Luigi's Trattoria");
    await expect(panel.getByLabel("Key services")).toHaveValue("dine-in, takeout, catering");
    await expect(panel.getByLabel("Business size")).toHaveValue("11-50");
    await expect(panel.getByLabel("System prompt")).toHaveValue(expectedPrompt);
    await expect(page.getByTestId("business-files").getByRole("link")).toHaveCount(2);
    forgive(consoleErrors, /status of 401/);
  });
});

test.describe("voice call", () => {
  // The fake agent asks for a client tool we do not have; the SDK answers with an error result and logs it.
  test.use({ expectedConsoleErrors: /Client tool with name open_crm_record is not defined on client/ });

  test("explains the microphone, then connecting → connected, a transcript line, the widget shows; End Voice Call fades it out", async ({
    page,
  }) => {
    await microphoneNotYetAllowed(page);
    await gotoHydrated(page, "/demo");
    const widget = page.locator("#voice-assistant-widget");
    await expect(widget).toBeHidden();
    await page.getByRole("button", { name: "Start Voice Call" }).click();
    const explain = page.getByRole("region", { name: "Before we use your microphone" });
    await expect(explain).toBeVisible();
    await explain.getByRole("button", { name: "Allow microphone and start" }).click();

    const status = page.getByTestId("voice-status");
    await expect(status).toHaveText("Connecting");
    await expect(status).toHaveText("Connected", { timeout: 15_000 });
    await expect(toasts(page).getByText("Voice assistant connected successfully")).toBeVisible();
    await expect(widget).toBeVisible();
    await expect(widget.getByTestId("widget-status")).toContainText("Connected");
    await expect(page.getByTestId("voice-mode")).toHaveText(/Listening|Speaking/);

    const transcript = page.getByTestId("voice-transcript");
    await expect(transcript.locator('[data-role="agent"]').first()).toContainText(
      "Hello, thanks for calling the practice.",
    );
    await expect(transcript.locator('[data-role="user"]').first()).toContainText(FAKE_USER_TRANSCRIPT, {
      timeout: 15_000,
    });

    // Spec §8 client rule, done by the SDK: a tool call we do not know is answered with an error result, and the call goes on.
    const fakeUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 2000}/debug/conversations`;
    await expect
      .poll(async () => {
        const conversations = (await (await page.request.get(fakeUrl)).json()) as {
          toolResults: { is_error: boolean; result: string }[];
        }[];
        return conversations.flatMap((c) => c.toolResults).find((r) => r.is_error)?.result ?? null;
      })
      .toBe("Client tool with name open_crm_record is not defined on client");
    await expect(status).toHaveText("Connected");

    await page.getByRole("button", { name: "Mute" }).first().click();
    await expect(page.getByRole("button", { name: "Unmute" }).first()).toHaveAttribute("aria-pressed", "true");

    // Record the widget's classes as the call ends: it fades (opacity-0) for 300 ms, then it is hidden.
    await widget.evaluate((el) => {
      const seen: { at: number; cls: string }[] = [];
      (window as unknown as { widgetClasses: typeof seen }).widgetClasses = seen;
      new MutationObserver(() => seen.push({ at: performance.now(), cls: el.className })).observe(el, {
        attributes: true,
        attributeFilter: ["class"],
      });
    });
    await page.getByRole("button", { name: "End Voice Call" }).first().click();
    await expect(status).toHaveText("Disconnected");
    await expect(toasts(page).getByText("Voice assistant disconnected")).toBeVisible();
    await expect(widget).toBeHidden();
    const changes = await page.evaluate(
      () => (window as unknown as { widgetClasses: { at: number; cls: string }[] }).widgetClasses,
    );
    const fade = changes.find((c) => /\bopacity-0\b/.test(c.cls) && !/\bhidden\b/.test(c.cls));
    const hidden = changes.find((c) => /\bhidden\b/.test(c.cls));
    expect(fade, JSON.stringify(changes)).toBeTruthy();
    expect(hidden!.at - fade!.at).toBeGreaterThanOrEqual(280);
    await expect(page.getByRole("button", { name: "Start Voice Call" })).toBeVisible();
  });

  test("the widget on another page starts the same session", async ({ page }) => {
    await microphoneNotYetAllowed(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Try the Live Demo" }).first().click();
    const widget = page.locator("#voice-assistant-widget");
    await widget.getByRole("button", { name: "Start Voice Call" }).click();
    await widget.getByRole("button", { name: "Allow microphone and start" }).click();
    await expect(widget.getByTestId("widget-status")).toContainText("Connected", { timeout: 15_000 });
    await expect(toasts(page).getByText("Voice assistant connected successfully")).toBeVisible();
    await widget.getByRole("button", { name: "End Voice Call" }).click();
    await expect(widget.getByRole("button", { name: "Start Voice Call" })).toBeVisible();
  });

  test("a refused microphone explains itself and leads back to the text chat", async ({ page }) => {
    await microphoneNotYetAllowed(page);
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
    });
    await gotoHydrated(page, "/demo");
    await page.getByRole("button", { name: "Start Voice Call" }).click();
    await page.getByRole("button", { name: "Allow microphone and start" }).click();
    const denied = page
      .getByRole("region", { name: "Voice call" })
      .getByRole("alert", { name: "Microphone access is blocked" });
    await expect(denied).toBeVisible();
    await expect(page.getByTestId("voice-status")).toHaveText("Disconnected");
    await denied.getByRole("link", { name: "Use text chat instead" }).click();
    await expect(chatInput(page)).toBeFocused();
  });

  test("voice not configured: the page says so and offers browser voice or the text chat", async ({
    page,
    consoleErrors,
  }) => {
    await microphoneNotYetAllowed(page);
    await page.route("**/api/voice/session", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: "Voice is not configured on this server.", code: "VOICE_NOT_CONFIGURED" }),
      }),
    );
    await gotoHydrated(page, "/demo");
    await page.getByRole("button", { name: "Start Voice Call" }).click();
    await page.getByRole("button", { name: "Allow microphone and start" }).click();
    const notice = page
      .getByRole("region", { name: "Voice call" })
      .getByRole("alert", { name: "Voice is not configured" });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole("button", { name: "Use browser voice" })).toBeVisible();
    await expect(notice.getByRole("link", { name: "Use text chat instead" })).toBeVisible();
    forgive(consoleErrors, /status of 503/);
  });

  test("a voice error shows the spec's toast and resets the state", async ({ page, consoleErrors }) => {
    await microphoneNotYetAllowed(page);
    await page.route("**/api/voice/session", (route) =>
      route.fulfill({ status: 502, contentType: "application/json", body: JSON.stringify({ error: "upstream" }) }),
    );
    await gotoHydrated(page, "/demo");
    await page.getByRole("button", { name: "Start Voice Call" }).click();
    await page.getByRole("button", { name: "Allow microphone and start" }).click();
    await expect(toasts(page).getByText("Voice assistant error. Please try again.")).toBeVisible();
    await expect(page.getByTestId("voice-status")).toHaveText("Disconnected");
    await expect(page.getByRole("button", { name: "Start Voice Call" })).toBeVisible();
    forgive(consoleErrors, /status of 502/);
  });
});
