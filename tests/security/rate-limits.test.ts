import { describe, expect, inject, it } from "vitest";
import { type Agent, visitor } from "./http";

/**
 * Two production instances (pairA, pairB) share one PostgreSQL behind a simulated load
 * balancer. One client alternates between them: the limits must count both instances'
 * requests together, so the request past the limit is refused whichever instance gets it.
 * Each test uses its own client address (X-Forwarded-For, TRUST_PROXY=1) so counts never mix.
 */
const postgres = inject("postgresSource");

function pairFor(clientIp: string): [Agent, Agent] {
  return [visitor("pairA", clientIp), visitor("pairB", clientIp)];
}

describe(`rate limits shared by two instances on one PostgreSQL (${postgres})`, () => {
  it("sign-in: 10 attempts a minute per address in total; the 11th and 12th are 429 on either instance, with Retry-After", async () => {
    const [a, b] = pairFor("198.51.100.21");
    const statuses: string[] = [];
    for (let i = 0; i < 10; i++) {
      const via = i % 2 === 0 ? a : b;
      const res = await via.fetch("/api/auth/sign-in/email", {
        json: { email: `nobody-${i}@example.com`, password: "wrong password 123" },
      });
      statuses.push(`${i % 2 === 0 ? "A" : "B"} ${res.status}`);
    }
    // Each instance saw only 5: alone, neither would have refused anything yet.
    expect(statuses).toEqual([
      "A 401",
      "B 401",
      "A 401",
      "B 401",
      "A 401",
      "B 401",
      "A 401",
      "B 401",
      "A 401",
      "B 401",
    ]);
    for (const [name, via] of [
      ["A", a],
      ["B", b],
    ] as const) {
      const res = await via.fetch("/api/auth/sign-in/email", {
        json: { email: "nobody@example.com", password: "wrong password 123" },
      });
      expect(res.status, `instance ${name}`).toBe(429);
      const retryAfter = Number(res.headers.get("retry-after"));
      expect(retryAfter, `instance ${name}`).toBeGreaterThanOrEqual(1);
      expect(retryAfter, `instance ${name}`).toBeLessThanOrEqual(60);
      expect(await res.json()).toEqual({
        message: `Too many attempts. Please wait ${retryAfter} seconds and try again.`,
        code: "RATE_LIMITED",
      });
    }
    // Another address is not affected.
    const other = visitor("pairB", "198.51.100.22");
    expect(
      (
        await other.fetch("/api/auth/sign-in/email", {
          json: { email: "nobody@example.com", password: "wrong password 123" },
        })
      ).status,
    ).toBe(401);
  });

  it("lead forms: 20 contact requests per 10 minutes per address in total; the 21st and 22nd are 429 on either instance, with Retry-After", async () => {
    const [a, b] = pairFor("198.51.100.31");
    const lead = (i: number) => ({
      name: `Rate Test ${i}`,
      email: `rate-${i}@example.com`,
      message: "Please call me about pricing.",
    });
    const statuses: string[] = [];
    for (let i = 0; i < 20; i++) {
      const via = i % 2 === 0 ? a : b;
      statuses.push(`${i % 2 === 0 ? "A" : "B"} ${(await via.fetch("/api/leads/contact", { json: lead(i) })).status}`);
    }
    expect(statuses).toEqual(Array.from({ length: 20 }, (_, i) => `${i % 2 === 0 ? "A" : "B"} 201`));
    for (const [name, via] of [
      ["A", a],
      ["B", b],
    ] as const) {
      const res = await via.fetch("/api/leads/contact", { json: lead(99) });
      expect(res.status, `instance ${name}`).toBe(429);
      const retryAfter = Number(res.headers.get("retry-after"));
      expect(retryAfter, `instance ${name}`).toBeGreaterThan(480);
      expect(retryAfter, `instance ${name}`).toBeLessThanOrEqual(600);
      const minutes = Math.ceil(retryAfter / 60);
      expect(await res.json()).toEqual({
        error: `Too many submissions from your network. Please wait ${minutes} minutes and try again, or email us directly.`,
      });
    }
    // The limit is per form: the same client may still ask a question.
    expect(
      (
        await a.fetch("/api/leads/question", {
          json: { email: "rate-q@example.com", question: "Do you support Spanish?" },
        })
      ).status,
    ).toBe(201);
  });
});
