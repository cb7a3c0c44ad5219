import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAI, type FakeOpenAI } from "../../../tests/fakes/openai";
import { createTestServices } from "../../../tests/support/services";
import { demoIndustries, demoIndustry, demoToasts } from "~/content/demo";
import { firstMessages, sampleAnswers } from "~/content/demo-assistant";
import { completeChat, streamChat, type Requester } from "./chat.server";
import { answerOffline } from "./offline-assistant.server";
import { DEMO_LIMITS } from "./schemas";
import { apiError } from "~/lib/api.server";

const post = (body: unknown, path = "/api/chat-completion") =>
  new Request(`http://127.0.0.1${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** What the route answers: thrown validation problems become their JSON status, as in `endpoint()`. */
const settle = (p: Promise<Response>) => p.catch((err: unknown) => apiError(err));

let ipCounter = 1;
const anonymous = (): Requester => ({ user: null, clientIp: `198.51.100.${ipCounter++}` });

/** The text deltas and error chunks of a UI message stream (SSE) response. */
async function readStream(res: Response) {
  const text = await res.text();
  const chunks = text
    .split("\n\n")
    .map((e) => e.replace(/^data: /, "").trim())
    .filter((d) => d && d !== "[DONE]")
    .map((d) => JSON.parse(d) as { type: string; delta?: string; errorText?: string });
  return {
    chunks,
    deltas: chunks.filter((c) => c.type === "text-delta").map((c) => c.delta!),
    errors: chunks.filter((c) => c.type === "error").map((c) => c.errorText),
  };
}

describe("chat-completion against an OpenAI-compatible API (loopback fake)", () => {
  let fake: FakeOpenAI;
  let t: Awaited<ReturnType<typeof createTestServices>>;
  beforeAll(async () => {
    fake = await startFakeOpenAI({ tokenDelayMs: 5, apiKey: "sk-test" });
    t = await createTestServices({ AI_BASE_URL: fake.baseURL, AI_API_KEY: "sk-test", AI_MODEL: "demo-model" });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("answers { response } with the model's reply, sending system prompt, history and the output cap", async () => {
    const res = await completeChat(
      t.services,
      post({
        prompt: "Do you take walk-ins?",
        systemPrompt: "You are the host of Luigi's.",
        messages: [
          { role: "user", content: "Hi" },
          { role: "assistant", content: "Hello! How can I help?" },
        ],
      }),
      anonymous(),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Demo-Mode")).toBe("live");
    expect(await res.json()).toEqual({ response: "Echo: Do you take walk-ins?", mode: "live" });
    const sent = fake.requests.at(-1)!.body;
    expect(sent.model).toBe("demo-model");
    expect(sent.stream).toBeFalsy();
    expect(sent.messages).toEqual([
      { role: "system", content: "You are the host of Luigi's." },
      { role: "user", content: "Hi" },
      { role: "assistant", content: "Hello! How can I help?" },
      { role: "user", content: "Do you take walk-ins?" },
    ]);
    expect(sent.max_tokens ?? sent.max_completion_tokens).toBe(DEMO_LIMITS.outputTokens);
  });

  it("uses the industry's default prompt when no system prompt is given", async () => {
    await completeChat(
      t.services,
      post({ prompt: "Hello", systemPrompt: "", messages: [], industry: "finance" }),
      anonymous(),
    );
    expect(fake.requests.at(-1)!.body.messages[0]).toEqual({
      role: "system",
      content: demoIndustry("finance").defaultPrompt,
    });
  });

  it("streams the reply token by token as a UI message stream", async () => {
    const res = await streamChat(
      t.services,
      post(
        { prompt: "Can I book a table for four?", systemPrompt: "Be brief.", messages: [] },
        "/api/chat-completion/stream",
      ),
      anonymous(),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const { deltas, errors } = await readStream(res);
    expect(errors).toEqual([]);
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join("")).toBe("Echo: Can I book a table for four?");
    expect(fake.requests.at(-1)!.body.stream).toBe(true);
  });

  it("reports a provider failure: 502 with the spec's message, or an error chunk in the stream", async () => {
    fake.failNext(4);
    const res = await completeChat(t.services, post({ prompt: "Hello?" }), anonymous());
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: demoToasts.chatFailed });
    fake.failNext(4);
    const streamed = await streamChat(
      t.services,
      post({ prompt: "Hello?" }, "/api/chat-completion/stream"),
      anonymous(),
    );
    const { errors, deltas } = await readStream(streamed);
    expect(deltas).toEqual([]);
    expect(errors).toEqual([demoToasts.chatFailed]);
    fake.failNext(0);
  });

  it("caps the message, the system prompt and the history; keeps only the latest turns", async () => {
    const tooLong = await settle(
      completeChat(t.services, post({ prompt: "x".repeat(DEMO_LIMITS.messageChars + 1) }), anonymous()),
    );
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error).toMatch(/too long: the limit is 2,000 characters/);

    const longSystem = await settle(
      completeChat(
        t.services,
        post({ prompt: "hi", systemPrompt: "s".repeat(DEMO_LIMITS.systemPromptChars + 1) }),
        anonymous(),
      ),
    );
    expect(longSystem.status).toBe(400);

    const blank = await settle(completeChat(t.services, post({ prompt: "   " }), anonymous()));
    expect(blank.status).toBe(400);

    const huge = Array.from({ length: DEMO_LIMITS.historyMax + 1 }, (_, i) => ({
      role: i % 2 ? "assistant" : "user",
      content: `m${i}`,
    }));
    expect((await settle(completeChat(t.services, post({ prompt: "hi", messages: huge }), anonymous()))).status).toBe(
      400,
    );

    const history = Array.from({ length: 30 }, (_, i) => ({
      role: i % 2 ? "assistant" : "user",
      content: `turn ${i}`,
    }));
    const ok = await completeChat(t.services, post({ prompt: "latest", messages: history }), anonymous());
    expect(ok.status).toBe(200);
    const sent = fake.requests.at(-1)!.body.messages;
    expect(sent).toHaveLength(1 + DEMO_LIMITS.historyMessages + 1);
    expect(sent[1]).toEqual({ role: "user", content: "turn 10" });

    const wrongType = await settle(
      completeChat(
        t.services,
        new Request("http://127.0.0.1/api/chat-completion", {
          method: "POST",
          headers: { "content-type": "text/plain" },
          body: "hi",
        }),
        anonymous(),
      ),
    );
    expect(wrongType.status).toBe(415);
  });

  it("rate-limits anonymous visitors per address (429 with Retry-After), signed-in visitors get more room", async () => {
    const limits = { anonymous: { max: 2, windowSeconds: 60 }, signedIn: { max: 4, windowSeconds: 60 } };
    const visitor = anonymous();
    for (let i = 0; i < 2; i++)
      expect((await completeChat(t.services, post({ prompt: "hi" }), visitor, { limits })).status).toBe(200);
    const limited = await completeChat(t.services, post({ prompt: "hi" }), visitor, { limits });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await limited.json()).error).toBe(
      "You've sent a lot of messages in a short time. Please wait 1 minute and try again, or sign in for a higher limit.",
    );
    // Another address is not affected.
    expect((await completeChat(t.services, post({ prompt: "hi" }), anonymous(), { limits })).status).toBe(200);

    const member: Requester = { user: { id: "user-rl", email: "m@example.com" }, clientIp: visitor.clientIp };
    for (let i = 0; i < 4; i++)
      expect((await completeChat(t.services, post({ prompt: "hi" }), member, { limits })).status).toBe(200);
    expect((await completeChat(t.services, post({ prompt: "hi" }), member, { limits })).status).toBe(429);
  });
});

describe("offline assistant (no AI_BASE_URL)", () => {
  let t: Awaited<ReturnType<typeof createTestServices>>;
  beforeAll(async () => {
    t = await createTestServices();
  });
  afterAll(() => t.close());

  it("answers from the site's own content, labelled offline", async () => {
    const res = await completeChat(
      t.services,
      post({ prompt: "How much does the Advanced plan cost?", messages: [] }),
      anonymous(),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Demo-Mode")).toBe("offline");
    const body = (await res.json()) as { response: string; mode: string };
    expect(body.mode).toBe("offline");
    expect(body.response).toContain("$15,000");
    expect(body.response).toContain("$2,500");
  });

  it("answers each industry's sample questions with their prepared answers", () => {
    for (const i of demoIndustries) expect(sampleAnswers[i.id]).toHaveLength(i.sampleQuestions.length);
    for (const id of ["healthcare", "restaurants", "real_estate"] as const) {
      expect(answerOffline({ prompt: demoIndustry(id).sampleQuestions[0]!, industry: id })).toBe(sampleAnswers[id][0]);
    }
  });

  it("finds relevant passages for free-form questions and greets in the industry's voice", () => {
    expect(answerOffline({ prompt: "Can you integrate with my CRM?" })).toMatch(/CRM/);
    expect(answerOffline({ prompt: "What uptime do you guarantee?" })).toMatch(/99\.9% uptime/);
    expect(answerOffline({ prompt: "hello", industry: "restaurants" })).toBe(firstMessages.restaurants);
    expect(answerOffline({ prompt: "zxqv wplm" })).toMatch(/offline demo mode/);
  });

  it("streams the offline answer word by word", async () => {
    const res = await streamChat(
      t.services,
      post({ prompt: "Do you accept my insurance?", industry: "healthcare" }, "/api/chat-completion/stream"),
      anonymous(),
      {
        offlineDelayMs: 0,
      },
    );
    expect(res.headers.get("X-Demo-Mode")).toBe("offline");
    const { deltas } = await readStream(res);
    expect(deltas.length).toBeGreaterThan(5);
    expect(deltas.join("")).toBe(sampleAnswers.healthcare[1]);
  });
});
