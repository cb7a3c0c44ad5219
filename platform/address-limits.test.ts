import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAuthSite, type AuthSite } from "#tests/support/auth-server";

/**
 * Issue 40 item 6, the one per-address count that is not a hashIp key: the daily sign-up
 * allowance (5 accounts per address per day, platform/auth.server.ts) counts an IPv6 /64 as one
 * address. better-auth's own per-minute sign-up limit is raised here so that only the daily
 * allowance can answer.
 */
let site: AuthSite;
beforeAll(async () => {
  site = await startAuthSite({ rateLimits: { signUp: { window: 60, max: 100 } } });
});
afterAll(async () => {
  await site?.close();
});

let n = 0;
const uniqueEmail = () => `v6-${Date.now().toString(36)}-${n++}@example.com`;
const signUp = (ip: string) =>
  site.client(ip).post("/sign-up/email", { email: uniqueEmail(), password: "correct horse battery staple", name: "" });

describe("the daily sign-up allowance counts an IPv6 /64 as one address", { timeout: 90_000 }, () => {
  it("5 accounts from 5 addresses of one /64; the 6th, from another address of it, is 429 with the allowance's message; another /64 still signs up", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) statuses.push((await signUp(`2001:db8:77:1::${i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const refused = await signUp("2001:db8:77:1:dead:beef:0:6");
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      message: "Too many accounts have been created from your network today. Please try again tomorrow.",
      code: "SIGNUP_LIMIT",
    });
    expect((await signUp("2001:db8:77:2::1")).status).toBe(200);
  });
});
