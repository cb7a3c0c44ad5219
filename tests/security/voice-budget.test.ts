import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeElevenLabs, type FakeElevenLabs } from "../fakes/elevenlabs";
import { Agent } from "./http";
import { startSite, type Site } from "./server";

/**
 * Issue 40 item 3, replayed against the production build: 36 voice-session requests from 6
 * addresses in half a second used to get 30 tickets (each reserving a 10-minute call) and then
 * `503 VOICE_BUDGET_SPENT` for every visitor for the rest of the day, without a single call.
 * Now one address holds at most its 30 minutes a day, and a ticket nobody uses gives its minutes
 * back when it lapses. The instance sits behind one (simulated) proxy, so each request's address
 * is the X-Forwarded-For the proxy appends; its tickets lapse after 20 s instead of 120 s
 * (VOICE_TICKET_SECONDS, a test-only setting), and the day has exactly what six addresses may hold.
 */

const TICKET_SECONDS = 20;

describe("a burst of voice tickets that never connect (production build)", () => {
  let eleven: FakeElevenLabs;
  let site: Site;

  beforeAll(async () => {
    eleven = await startFakeElevenLabs({ apiKey: "xi-burst", agentId: "agent_burst" });
    site = await startSite({
      TRUST_PROXY: "1",
      ELEVENLABS_API_KEY: "xi-burst",
      ELEVENLABS_AGENT_ID: "agent_burst",
      ELEVENLABS_API_BASE: eleven.apiBase,
      VOICE_DAILY_MINUTES_BUDGET: "180",
      VOICE_TICKET_SECONDS: String(TICKET_SECONDS),
    });
  });
  afterAll(async () => {
    await site?.stop();
    await eleven?.close();
  });

  const from = (address: string) => new Agent(site.url, { forwardedFor: address });
  const ask = (agent: Agent) => agent.fetch("/api/voice/session", { json: { industry: "restaurants" } });

  it("each address gets 3 tickets and is told to wait for the rest; the day stays open, and comes back whole when the tickets lapse", async () => {
    const attackers = Array.from({ length: 6 }, (_, i) => from(`203.0.113.${10 + i}`));
    const answers = await Promise.all(Array.from({ length: 36 }, (_, i) => ask(attackers[i % 6]!)));
    const byStatus = (status: number) => answers.filter((r) => r.status === status);
    expect(answers.map((r) => r.status).sort()).toEqual([...Array(18).fill(200), ...Array(18).fill(429)]);
    for (const ok of byStatus(200)) expect(((await ok.json()) as { maxMinutes: number }).maxMinutes).toBe(10);
    for (const refused of byStatus(429)) {
      expect(await refused.json()).toEqual({
        error:
          "Your earlier voice calls didn't start, and their time is still set aside. Please wait 1 minute and try again.",
        code: "VOICE_CALLS_WAITING",
      });
      expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(TICKET_SECONDS);
    }
    // Eighteen 10-minute tickets were asked of the provider, not thirty.
    expect(eleven.signedUrlRequests).toHaveLength(18);

    // While those tickets are outstanding the day's 180 minutes are set aside: a new visitor is
    // told to come back in a moment, never that calls are paused for the day.
    const seventh = from("198.51.100.77");
    const busy = await ask(seventh);
    expect(busy.status).toBe(503);
    expect(await busy.json()).toEqual({
      error: "All our live voice lines are busy right now. Please try again in 1 minute, or use the chat.",
      code: "VOICE_BUSY",
    });
    const retryAfter = Number(busy.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(TICKET_SECONDS);

    await new Promise((r) => setTimeout(r, (retryAfter + 1) * 1000));
    const later = await ask(seventh);
    expect(later.status).toBe(200);
    expect(((await later.json()) as { maxMinutes: number }).maxMinutes).toBe(10);
  }, 120_000);
});
