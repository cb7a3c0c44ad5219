import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAI, type FakeOpenAI } from "#tests/fakes/openai";
import { createTestServices, insertUser } from "#tests/support/services";
import { demoIndustry } from "~/content/demo";
import { SAMPLE_NOTE, sampleProfiles } from "./assistant/roles";
import { facts } from "./assistant/facts";
import { completeChat, streamChat, type Requester } from "./chat.server";
import { buildVoiceAgentPrompt } from "./demo-prompt.server";
import { saveBusinessDetails } from "./details.server";
import { answerOffline } from "./offline-assistant.server";

/**
 * Issue 16 with a model: the same facts ground it as the offline assistant answers from, a
 * reply naming a price the catalog does not state is never shown (the offline answer is), a
 * visitor asking for a person gets the chat's hand-off, and the voice agent carries the prices.
 */

const post = (body: unknown, path = "/api/chat-completion") =>
  new Request(`http://127.0.0.1${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
let ip = 1;
const anonymous = (): Requester => ({ user: null, clientIp: `203.0.113.${ip++}` });
const fact = (id: string) => facts.find((f) => f.id === id)!.text;
const HANDOFF = "\n\n[Leave my details](/forms/strategy-call#chat)";

type Chunk = { type: string; delta?: string; data?: { text: string; reason: string } };
async function readStream(res: Response) {
  const chunks = (await res.text())
    .split("\n\n")
    .map((e) => e.replace(/^data: /, "").trim())
    .filter((d) => d && d !== "[DONE]")
    .map((d) => JSON.parse(d) as Chunk);
  return { chunks, text: chunks.flatMap((c) => (c.type === "text-delta" ? [c.delta!] : [])).join("") };
}

describe("a model grounded by the site's facts, its prices checked (loopback fake)", () => {
  let fake: FakeOpenAI;
  let t: Awaited<ReturnType<typeof createTestServices>>;
  beforeAll(async () => {
    fake = await startFakeOpenAI({ tokenDelayMs: 1, apiKey: "sk-test" });
    t = await createTestServices({ AI_BASE_URL: fake.baseURL, AI_API_KEY: "sk-test" });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("the server's prompt carries the catalog's prices, the facts that answer the question and this industry's sample profile only", async () => {
    fake.setReply(null);
    await completeChat(
      t.services,
      post({ prompt: "Do you integrate with HubSpot?", industry: "restaurants", role: "caller" }),
      anonymous(),
    );
    const system = fake.requests.at(-1)!.body.messages[0]!.content;
    expect(system).toContain("- AI Voice Agent Implementation: $247, one-time.");
    expect(system).toContain("- CRM Integration: $1,500, one-time add-on to the voice agent at checkout.");
    expect(system).toContain(`- ${fact("integrations")} (More: See CRM integration, /solutions/crm-integration)`);
    expect(system).toContain(`Sample opening hours: ${sampleProfiles.restaurants.hours}.`);
    // Another industry's sample business is not in this one's prompt.
    expect(system).not.toContain("120 Main Street");
    expect(system).toContain("Quote the business's own prices only as written in <sample_profile>");

    // A short follow-up is grounded by the question before it.
    await completeChat(
      t.services,
      post({
        prompt: "How much is it?",
        industry: "restaurants",
        role: "voxa",
        messages: [
          { role: "user", content: "Tell me about the SMS add-on" },
          { role: "assistant", content: "It sends confirmations and reminders." },
        ],
      }),
      anonymous(),
    );
    expect(fake.requests.at(-1)!.body.messages[0]!.content).toContain(`- ${fact("addon-sms")}`);
  });

  it("the role and the saved business reach the model's prompt (issue 41): a caller of a saved business gets its details and nothing of the sample; a buyer gets our rules", async () => {
    fake.setReply(null);
    const owner = await insertUser(t.services.database.db);
    await saveBusinessDetails(
      t.services,
      { id: owner.id, email: owner.email },
      {
        industry: "healthcare",
        businessName: "Maple Family Dental",
        keyServices: "cleanings, whitening",
        hours: "Mon–Thu 8am–6pm, closed weekends",
        prices: "Cleaning $110",
        urgent: "After hours, call Dr. Patel at (503) 555-0199.",
      },
    );
    const member: Requester = { user: { id: owner.id, email: owner.email }, clientIp: "203.0.113.251" };
    await completeChat(
      t.services,
      post({ prompt: "Are you open Saturday?", industry: "healthcare", role: "caller" }),
      member,
    );
    const caller = fake.requests.at(-1)!.body.messages[0]!.content;
    expect(caller).toContain("You are the AI receptionist of the business described in <business_details>");
    expect(caller).toContain(
      [
        "<business_details>",
        "Business name: Maple Family Dental",
        "Industry: Healthcare",
        "Key services: cleanings, whitening",
        "Opening hours: Mon–Thu 8am–6pm, closed weekends",
        "Prices: Cleaning $110",
        "Urgent or emergency instructions: After hours, call Dr. Patel at (503) 555-0199.",
        "</business_details>",
      ].join("\n"),
    );
    expect(caller).toContain("is unknown: never guess it and never take it from anywhere else");
    expect(caller).toContain("Urgent first");
    expect(caller).not.toContain("<sample_profile>");
    expect(caller).not.toContain(sampleProfiles.healthcare.address);

    // The same visitor asking as a buyer: our rules, no receptionist.
    await completeChat(t.services, post({ prompt: "How much is it?", industry: "healthcare", role: "voxa" }), member);
    const buyer = fake.requests.at(-1)!.body.messages[0]!.content;
    expect(buyer).toContain('The visitor chose "Ask about Voxa AI"');
    expect(buyer).toContain(
      "Say yes to an integration, a language, a feature, a certification or a promise only when <facts> states it",
    );
    expect(buyer).not.toContain(demoIndustry("healthcare").defaultPrompt);

    // A caller of the sample business: its profile, labelled.
    await completeChat(
      t.services,
      post({ prompt: "Where are you?", industry: "healthcare", role: "caller" }),
      anonymous(),
    );
    const sample = fake.requests.at(-1)!.body.messages[0]!.content;
    expect(sample).toContain(`<sample_profile>`);
    expect(sample).toContain(`Sample address: ${sampleProfiles.healthcare.address}.`);
    expect(sample).toContain(`say "${SAMPLE_NOTE}"`);
  });

  it("a reply naming a price the catalog does not state is replaced by the offline answer; a catalog price is shown", async () => {
    const prompt = "How much is the voice agent?";
    fake.setReply("Our voice agent is a one-time $199 this month, our best deal.");
    const res = await completeChat(t.services, post({ prompt, industry: "healthcare" }), anonymous());
    expect(res.headers.get("X-Demo-Replaced")).toBe("price");
    const body = (await res.json()) as { response: string; replaced: string };
    expect(body.response).toBe(answerOffline({ prompt, industry: "healthcare" }));
    expect(body.response).toContain("$247");
    expect(body.response).not.toContain("$199");

    fake.setReply("Our voice agent is a one-time $247, and CRM integration adds $1,500.");
    const fine = await completeChat(t.services, post({ prompt, industry: "healthcare" }), anonymous());
    expect(fine.headers.get("X-Demo-Replaced")).toBeNull();
    expect(((await fine.json()) as { response: string }).response).toBe(
      "Our voice agent is a one-time $247, and CRM integration adds $1,500.",
    );
  });

  it("streamed: the wrong price never reaches the page; the reply is replaced whole, and the model is stopped", async () => {
    const prompt = "What does the Premium plan cost?";
    fake.setReply(
      "Great question! The Premium plan is $9,999 to set up and then $1,000 a month, with priority support for all your locations.",
    );
    const before = fake.requests.length;
    const res = await streamChat(
      t.services,
      post({ prompt, industry: "finance" }, "/api/chat-completion/stream"),
      anonymous(),
    );
    const { chunks, text } = await readStream(res);
    expect(fake.requests.length).toBe(before + 1);
    expect(text).not.toMatch(/\$|9,999/);
    const replaced = chunks.find((c) => c.type === "data-replace");
    expect(replaced?.data).toEqual({ text: answerOffline({ prompt, industry: "finance" }), reason: "price" });
    expect(replaced!.data!.text).toContain("$25,000");
    expect(chunks.some((c) => c.type === "error")).toBe(false);

    // A reply whose prices are the catalog's streams as it comes, every word.
    fake.setReply("The Premium plan has a $25,000 setup fee, then $3,000 a month after the first year.");
    const ok = await readStream(
      await streamChat(t.services, post({ prompt, industry: "finance" }, "/api/chat-completion/stream"), anonymous()),
    );
    expect(ok.text).toBe("The Premium plan has a $25,000 setup fee, then $3,000 a month after the first year.");
    expect(ok.chunks.filter((c) => c.type === "text-delta").length).toBeGreaterThan(5);
    expect(ok.chunks.some((c) => c.type === "data-replace")).toBe(false);
  });

  it("prices the visitor gave for their own business may be quoted back", async () => {
    const owner = await insertUser(t.services.database.db);
    await saveBusinessDetails(
      t.services,
      { id: owner.id, email: owner.email },
      {
        industry: "healthcare",
        businessName: "Bright Smile Dental",
        businessSize: "1-10",
        keyServices: "cleanings, whitening",
        prices: "Cleaning $89",
      },
    );
    fake.setReply("A cleaning at Bright Smile Dental is $89.");
    const member: Requester = { user: { id: owner.id, email: owner.email }, clientIp: "203.0.113.250" };
    const res = await completeChat(
      t.services,
      post({ prompt: "How much is a cleaning?", industry: "healthcare", role: "caller" }),
      member,
    );
    expect(((await res.json()) as { response: string }).response).toBe("A cleaning at Bright Smile Dental is $89.");
    // Anyone else's customization is theirs alone: the same reply to an anonymous visitor is replaced.
    const other = await completeChat(
      t.services,
      post({ prompt: "How much is a cleaning?", industry: "healthcare", role: "caller" }),
      anonymous(),
    );
    expect(other.headers.get("X-Demo-Replaced")).toBe("price");
  });

  it("asked for a person, the model's reply ends with the chat's hand-off, streamed or not", async () => {
    fake.setReply(null);
    const prompt = "Can I speak with someone from sales?";
    const res = await completeChat(t.services, post({ prompt, industry: "hospitality" }), anonymous());
    expect(((await res.json()) as { response: string }).response).toBe(`Echo: ${prompt}${HANDOFF}`);
    const streamed = await readStream(
      await streamChat(
        t.services,
        post({ prompt, industry: "hospitality" }, "/api/chat-completion/stream"),
        anonymous(),
      ),
    );
    expect(streamed.text).toBe(`Echo: ${prompt}${HANDOFF}`);
    // Other questions get no hand-off.
    const other = await completeChat(
      t.services,
      post({ prompt: "Do you have a pool?", industry: "hospitality" }),
      anonymous(),
    );
    expect(((await other.json()) as { response: string }).response).toBe("Echo: Do you have a pool?");
  });

  it("the voice agent's prompt carries the same prices and key facts", () => {
    const prompt = buildVoiceAgentPrompt({
      industry: "real_estate",
      role: "caller",
      details: null,
      customization: null,
    });
    expect(prompt).toContain("- AI Voice Agent Implementation: $247, one-time.");
    expect(prompt).toContain(`- ${fact("languages")}`);
    expect(prompt).toContain(`- ${fact("hipaa")}`);
    expect(prompt).toContain(`- ${fact("strategy-call")}`);
    expect(prompt).toContain(`Sample address: ${sampleProfiles.real_estate.address}.`);
    expect(prompt).toContain("without lists, markdown or links");
  });
});

describe("the offline assistant speaks as the saved business and reads follow-ups in context", () => {
  const business = { businessName: "Luigi's Trattoria", keyServices: ["dine-in", "takeout", "private events"] };

  it("greets in role with the business's name and services; a detail it did not save is never the sample's", () => {
    expect(answerOffline({ prompt: "Hello", industry: "restaurants", role: "caller", business })).toBe(
      "Hello, thanks for calling Luigi's Trattoria. I can book a table or take a takeout order, answer questions or take a message. We offer dine-in, takeout, private events. How can I help today?",
    );
    expect(answerOffline({ prompt: "Where are you located?", industry: "restaurants", role: "caller", business })).toBe(
      "I don't have our address on file, so I'll have the team confirm that rather than guess. Can I take your name and number?",
    );
    // With nothing saved, the sample business answers, labelled.
    expect(answerOffline({ prompt: "Where are you located?", industry: "restaurants", role: "caller" })).toBe(
      `We're at ${sampleProfiles.restaurants.address} ${SAMPLE_NOTE}. Would you like me to book you a table?`,
    );
  });

  it("a vague follow-up is answered with the question before it", () => {
    const followUp = answerOffline({
      prompt: "How much is it?",
      industry: "finance",
      role: "voxa",
      history: [
        { role: "user", content: "Tell me about the Premium plan" },
        { role: "assistant", content: "It is for 10+ properties." },
      ],
    });
    expect(followUp).toContain(fact("plan-premium"));
    const more = answerOffline({
      prompt: "and how much is that?",
      industry: "restaurants",
      role: "voxa",
      history: [{ role: "user", content: "Do you integrate with HubSpot?" }],
    });
    expect(more).toContain(fact("addon-crm"));
  });
});
