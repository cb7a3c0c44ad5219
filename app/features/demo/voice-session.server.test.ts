import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { startFakeElevenLabs, type FakeElevenLabs } from "../../../tests/fakes/elevenlabs";
import { createTestServices } from "../../../tests/support/services";
import { demoIndustry } from "~/content/demo";
import { firstMessages } from "~/content/demo-assistant";
import type { Requester } from "./chat.server";
import { contentSecurityPolicy, voiceConnectSources } from "../../../server/security";
import { createVoiceSession, type VoiceSession } from "./voice-session.server";

const post = (body: unknown) =>
  new Request("http://127.0.0.1/api/voice/session", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

let ip = 1;
const visitor = (): Requester => ({ user: null, clientIp: `192.0.2.${ip++}` });

describe("voice session against a fake of ElevenLabs' signed-URL endpoint", () => {
  let fake: FakeElevenLabs;
  let t: Awaited<ReturnType<typeof createTestServices>>;
  beforeAll(async () => {
    fake = await startFakeElevenLabs({ apiKey: "xi-secret", agentId: "agent_demo" });
    t = await createTestServices({
      ELEVENLABS_API_KEY: "xi-secret",
      ELEVENLABS_AGENT_ID: "agent_demo",
      ELEVENLABS_API_BASE: fake.apiBase,
      ELEVENLABS_VOICE_ID: "voice_fixed_123",
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("mints a signed URL with the server's key and returns it with the industry's overrides", async () => {
    const res = await createVoiceSession(
      t.services,
      post({ industry: "restaurants", systemPrompt: "You are the host of Luigi's." }),
      visitor(),
    );
    expect(res.status).toBe(200);
    const raw = await res.text();
    expect(raw).not.toContain("xi-secret");
    const body = JSON.parse(raw) as VoiceSession;
    expect(body.signedUrl).toMatch(
      new RegExp(
        `^ws://127\\.0\\.0\\.1:${fake.port}/v1/convai/conversation\\?agent_id=agent_demo&conversation_signature=`,
      ),
    );
    expect(body.overrides.agent.firstMessage).toBe(firstMessages.restaurants);
    expect(body.overrides.agent.language).toBe("en");
    expect(body.overrides.agent.prompt.prompt).toContain("You are the host of Luigi's.");
    expect(body.overrides.tts.voiceId).toBe("voice_fixed_123");
    const request = fake.signedUrlRequests.at(-1)!;
    expect(request.agentId).toBe("agent_demo");
    expect(request.headers["xi-api-key"]).toBe("xi-secret");
  });

  it("builds the agent prompt from the industry default when the page sends none", async () => {
    const res = await createVoiceSession(t.services, post({ industry: "finance" }), visitor());
    const body = (await res.json()) as VoiceSession;
    expect(body.overrides.agent.prompt.prompt.startsWith(demoIndustry("finance").defaultPrompt)).toBe(true);
  });

  it("the signed URL opens the fake conversation, which speaks the real protocol", async () => {
    const body = (await (await createVoiceSession(t.services, post({}), visitor())).json()) as VoiceSession;
    const ws = new WebSocket(body.signedUrl, ["convai"]);
    const events: { type: string; [k: string]: unknown }[] = [];
    await new Promise<void>((resolve, reject) => {
      ws.on("open", () =>
        ws.send(
          JSON.stringify({
            type: "conversation_initiation_client_data",
            conversation_config_override: { agent: { first_message: "Hi there" } },
          }),
        ),
      );
      ws.on("message", (data) => {
        const event = JSON.parse(String(data));
        events.push(event);
        if (event.type === "ping") ws.send(JSON.stringify({ type: "pong", event_id: event.ping_event.event_id }));
        if (events.some((e) => e.type === "ping") && events.some((e) => e.type === "audio")) resolve();
      });
      ws.on("error", reject);
    });
    expect(events[0]!.type).toBe("conversation_initiation_metadata");
    expect(events.find((e) => e.type === "agent_response")).toMatchObject({
      agent_response_event: { agent_response: "Hi there" },
    });
    ws.close();
    // A signed URL is single-use.
    const again = new WebSocket(body.signedUrl, ["convai"]);
    await expect(
      new Promise((resolve, reject) => (again.on("open", resolve), again.on("error", reject))),
    ).rejects.toThrow(/403/);
  });

  it("answers 502 with a clear message when ElevenLabs fails, without leaking details", async () => {
    fake.failNext(1, 401);
    const res = await createVoiceSession(t.services, post({}), visitor());
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      error: "The voice service did not answer. Please try again in a moment.",
      code: "VOICE_UPSTREAM",
    });
  });

  it("is rate-limited per address", async () => {
    const limits = { anonymous: { max: 2, windowSeconds: 60 }, signedIn: { max: 5, windowSeconds: 60 } };
    const who = visitor();
    expect((await createVoiceSession(t.services, post({}), who, { limits })).status).toBe(200);
    expect((await createVoiceSession(t.services, post({}), who, { limits })).status).toBe(200);
    const limited = await createVoiceSession(t.services, post({}), who, { limits });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBeTruthy();
    expect((await limited.json()).error).toMatch(/lot of voice calls/);
  });
});

describe("voice session without ElevenLabs settings", () => {
  let t: Awaited<ReturnType<typeof createTestServices>>;
  beforeAll(async () => {
    t = await createTestServices();
  });
  afterAll(() => t.close());

  it("says voice is not configured (the page then offers browser speech)", async () => {
    const res = await createVoiceSession(t.services, post({}), visitor());
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: "Voice is not configured on this server.",
      code: "VOICE_NOT_CONFIGURED",
    });
  });
});

describe("Content-Security-Policy for the voice connection", () => {
  it("allows the configured ElevenLabs host over https and wss, and only it", () => {
    expect(voiceConnectSources("https://api.elevenlabs.io")).toEqual([
      "https://api.elevenlabs.io",
      "wss://api.elevenlabs.io",
    ]);
    expect(voiceConnectSources("https://api.eu.residency.elevenlabs.io/")).toEqual([
      "https://api.eu.residency.elevenlabs.io",
      "wss://api.eu.residency.elevenlabs.io",
    ]);
    expect(voiceConnectSources("http://127.0.0.1:5406")).toEqual(["http://127.0.0.1:5406", "ws://127.0.0.1:5406"]);
    const csp = contentSecurityPolicy({
      scriptSources: [],
      production: false,
      connectSources: voiceConnectSources("http://127.0.0.1:5406"),
    });
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:5406 ws://127.0.0.1:5406;");
    expect(contentSecurityPolicy({ scriptSources: [], production: false })).toContain(
      "connect-src 'self' https://api.elevenlabs.io wss://api.elevenlabs.io;",
    );
  });
});
