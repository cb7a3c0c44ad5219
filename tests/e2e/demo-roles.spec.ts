import type { Page } from "@playwright/test";
import { shownText } from "../../app/lib/answer-links";
import { sampleProfiles } from "../../app/features/demo/assistant/roles";
import { answerOffline as rawAnswer } from "../../app/features/demo/offline-assistant.server";
import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";

/**
 * Whom the visitor talks to on /demo (issue 41, docs/decisions/099), on the embedded default (the
 * offline assistant, so the answers are the ones a visitor reads): "Ask about Voxa AI" first, then
 * "Be a caller of …" by mouse or keyboard; the samples and first line follow the role; a buyer's
 * question in role steps out and comes back; a customer's question asked of us offers the role.
 */

let server: OwnServer;
test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer();
});

test.afterAll(async () => {
  await server?.stop();
});

const answerOffline = (input: Parameters<typeof rawAnswer>[0]) => shownText(rawAnswer(input));
const chatInput = (page: Page) => page.getByRole("textbox", { name: "Your message" });
const replies = (page: Page) => page.getByRole("log", { name: "Conversation" }).locator('[data-type="ai"] p');

/** Asks once the previous reply has finished (a message sent while one streams is not taken). */
async function ask(page: Page, question: string) {
  await expect(page.getByRole("button", { name: "Stop" })).toHaveCount(0, { timeout: 15_000 });
  await chatInput(page).fill(question);
  await chatInput(page).press("Enter");
}

test("a buyer starts by asking about Voxa AI; the role switch is labelled, keyboard operable, and the chat follows it", async ({
  page,
}) => {
  await gotoHydrated(page, `${server.url}/demo`);
  await expect(page.getByTestId("chat-mode")).toContainText("Quick answers");
  const switcher = page.getByRole("group", { name: "Who are you talking to?" });
  const voxa = switcher.getByRole("radio", { name: "Ask about Voxa AI" });
  const caller = switcher.getByRole("radio", { name: "Be a caller of a sample medical practice" });
  await expect(voxa).toBeChecked();
  await expect(caller).not.toBeChecked();
  await expect(page.getByTestId("chat-intro")).toHaveText(
    "You're talking to the Voxa AI assistant. Ask about prices, plans, integrations, setup or compliance, or pick a question below.",
  );
  await expect(page.getByRole("list", { name: "Try a sample question" }).getByRole("button")).toHaveText([
    "How much does it cost?",
    "Does it work with my CRM?",
    "How long does setup take?",
  ]);
  await expectNoSeriousA11yViolations(page);

  // A buyer asking the price hears ours, with the next step as a link (not the sample clinic's billing desk).
  await page.getByRole("button", { name: "How much does it cost?" }).click();
  await expect(replies(page).first()).toHaveText(
    answerOffline({ prompt: "How much does it cost?", industry: "healthcare", role: "voxa" }),
    {
      timeout: 15_000,
    },
  );
  await expect(replies(page).first()).toContainText("$247");
  await expect(replies(page).first().getByRole("link", { name: "See pricing" })).toHaveAttribute("href", "/pricing");

  // The keyboard moves between the two roles; the samples and first line follow.
  await voxa.focus();
  await page.keyboard.press("ArrowRight");
  await expect(caller).toBeChecked();
  await expect(caller).toBeFocused();
  await expect(page.getByRole("list", { name: "Try a sample question" }).getByRole("button").first()).toHaveText(
    "Can I book a check-up for next Tuesday morning?",
  );

  // As a caller of the sample practice: the receptionist answers, its details labelled as samples.
  await ask(page, "What are your opening hours?");
  await expect(replies(page).nth(1)).toHaveText(
    answerOffline({
      prompt: "What are your opening hours?",
      industry: "healthcare",
      role: "caller",
      history: [
        { role: "user", content: "How much does it cost?" },
        {
          role: "assistant",
          content: rawAnswer({ prompt: "How much does it cost?", industry: "healthcare", role: "voxa" }),
        },
      ],
    }),
    { timeout: 15_000 },
  );
  await expect(replies(page).nth(1)).toContainText("(sample details for this demo)");
  await expect(replies(page).nth(1)).not.toContainText("$");
});

test("in role, an urgent caller hears what to do first; a question about Voxa steps out and comes back; a customer's question asked of us offers the caller role", async ({
  page,
}) => {
  await gotoHydrated(page, `${server.url}/demo`);
  await expect(page.getByTestId("chat-mode")).toContainText("Quick answers");
  await page.getByRole("radio", { name: "Be a caller of a sample medical practice" }).check();

  await ask(page, "I have chest pain and my arm hurts");
  // The sample practice's own urgent instructions, before anything else.
  await expect(replies(page).first()).toHaveText(
    new RegExp(`^${sampleProfiles.healthcare.urgent.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
    {
      timeout: 15_000,
    },
  );
  await expect(replies(page).first().getByRole("link")).toHaveCount(0);

  await ask(page, "how much would an AI receptionist like you cost for my own office?");
  await expect(replies(page).nth(1)).toHaveText(/^Stepping out of the role for a moment: /, { timeout: 15_000 });
  await expect(replies(page).nth(1)).toContainText(
    "Now, back to being the front desk of the practice: how can I help you?",
  );

  // Back as a buyer, a customer's question: what the agent would do, and a button that makes them a caller.
  await page.getByRole("radio", { name: "Ask about Voxa AI" }).check();
  await ask(page, "Do you take my insurance?");
  const offer = replies(page).nth(2).getByRole("button", { name: "Try it as a caller" });
  await expect(offer).toBeVisible({ timeout: 15_000 });
  await offer.click();
  await expect(page.getByRole("radio", { name: "Be a caller of a sample medical practice" })).toBeChecked();
});

test("a live-demo button opens the widget asking about Voxa AI; picking an industry makes the visitor its caller", async ({
  page,
}) => {
  await gotoHydrated(page, `${server.url}/`);
  await page.getByRole("main").getByRole("button", { name: "Try the Live Demo" }).first().click();
  const widget = page.getByRole("complementary", { name: "AI voice assistant" });
  await expect(widget.getByTestId("widget-role")).toHaveText(
    "You're asking about Voxa AI. Pick an industry to be a caller of its sample business.",
  );
  await expect(widget.getByRole("list", { name: "Try asking" }).getByRole("button").first()).toHaveText(
    "How much does it cost?",
  );
  await widget.getByRole("button", { name: "Hospitality" }).click();
  await expect(widget.getByTestId("widget-role")).toHaveText(
    "You're a caller of a sample hotel. Pick it again to ask about Voxa AI.",
  );
  const input = widget.getByRole("textbox", { name: "Message the AI assistant" });
  await input.fill("What time is check-in?");
  await input.press("Enter");
  await expect(widget.getByRole("log").locator('[data-type="ai"] p').nth(1)).toHaveText(
    answerOffline({ prompt: "What time is check-in?", industry: "hospitality", role: "caller" }),
    { timeout: 15_000 },
  );
});
