import { describe, expect, it } from "vitest";
import { visitor } from "./http";

/**
 * Issue 40 item 6: an IPv6 visitor holds a whole /64 and may send from any of its addresses, so
 * every per-address limit counts the /64 (an IPv4 address, also written IPv4-mapped, counts
 * alone). Against the pair (production build, TRUST_PROXY=1, production limits): the address is
 * the one the proxy appends to X-Forwarded-For. Each test has its own /64 so counts never mix.
 */
const lead = (i: number) => ({
  name: `IPv6 Test ${i}`,
  email: `ipv6-${i}@example.com`,
  message: "Please call me about pricing.",
});
const RATE_LIMITED =
  /^Too many submissions from your network\. Please wait (\d+) minutes and try again, or email us directly\.$/;

describe("per-address limits count an IPv6 /64 as one address", () => {
  it("leads: 20 from 20 addresses of one /64 pass, the 21st from yet another address of it is 429; another /64 still passes", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 20; i++) {
      // Spread across the /64, written the ways a proxy may write them.
      const address = i % 2 ? `2001:db8:40:6::${i.toString(16)}` : `2001:DB8:40:6:${i.toString(16)}:ffff:0:1`;
      const res = await visitor(i % 4 < 2 ? "pairA" : "pairB", address).fetch("/api/leads/contact", { json: lead(i) });
      statuses.push(res.status);
    }
    expect(statuses).toEqual(Array<number>(20).fill(201));

    const refused = await visitor("pairB", "2001:db8:40:6:abcd:ef01:2345:6789").fetch("/api/leads/contact", {
      json: lead(21),
    });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(480);
    const body = (await refused.json()) as { error: string };
    expect(body.error).toMatch(RATE_LIMITED);
    expect(body.error).toBe(
      `Too many submissions from your network. Please wait ${Math.ceil(retryAfter / 60)} minutes and try again, or email us directly.`,
    );

    // The neighbouring /64 is another subscriber.
    expect((await visitor("pairA", "2001:db8:40:7::1").fetch("/api/leads/contact", { json: lead(22) })).status).toBe(
      201,
    );
  });

  it("an IPv4 address counts alone, whether written plainly or IPv4-mapped", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 21; i++) {
      const address = i % 2 ? "198.51.100.66" : "::ffff:198.51.100.66";
      statuses.push(
        (
          await visitor(i % 2 ? "pairA" : "pairB", address).fetch("/api/leads/question", {
            json: { email: `ipv4-${i}@example.com`, question: "Do you support Spanish?" },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([...Array<number>(20).fill(201), 429]);
    // Its neighbour is another visitor.
    expect(
      (
        await visitor("pairA", "198.51.100.67").fetch("/api/leads/question", {
          json: { email: "ipv4-n@example.com", question: "Do you support Spanish?" },
        })
      ).status,
    ).toBe(201);
  });
});
