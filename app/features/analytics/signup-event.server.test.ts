import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { analyticsEvents } from "#db/schema";
import { startAuthSite, type AuthSite } from "#tests/support/auth-server";
import { AFFILIATE_COOKIE } from "~/features/affiliate/attribution";
import { referralCookieValue } from "~/features/affiliate/referral-cookie.server";

const UA = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15";
let site: AuthSite;
beforeAll(async () => {
  site = await startAuthSite();
});
afterAll(async () => {
  await site?.close();
});

const signUp = (email: string, headers: Record<string, string>) =>
  site.client().request("/api/auth/sign-up/email", {
    method: "POST",
    json: { email, password: "correct horse battery", name: "" },
    headers: { "user-agent": UA, referer: "http://127.0.0.1:3000/login?view=sign_up", ...headers },
  });

it("a sign-up records a signup event with the first touch of its X-First-Touch header, the partner of its referral cookie only; DNT keeps the visitor out", async () => {
  const touch = { landing: "/industries/dental", utmSource: "google", utmMedium: "cpc", utmCampaign: "dental-q1", ref: "PARTNER1" };
  const cookie = `${AFFILIATE_COOKIE}=${referralCookieValue("PARTNER2", site.services.env.BETTER_AUTH_SECRET)}`;
  expect((await signUp(`ft-${Date.now()}@example.com`, { "x-first-touch": JSON.stringify(touch) })).status).toBe(200);
  expect((await signUp(`dnt-${Date.now()}@example.com`, { "x-first-touch": "{not json", dnt: "1" })).status).toBe(200);
  expect((await signUp(`ref-${Date.now()}@example.com`, { "x-first-touch": JSON.stringify(touch), cookie })).status).toBe(200);
  const rows = await site.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, "signup")).orderBy(analyticsEvents.id);
  expect(rows).toHaveLength(3);
  // The header's ref is the browser's word: no partner without the cookie this server signed.
  expect(rows[0]).toMatchObject({
    path: "/login",
    label: "/sign-up/email",
    landing: "/industries/dental",
    source: "google",
    medium: "cpc",
    campaign: "dental-q1",
    affiliate: "",
  });
  expect(rows[0]!.visitor).toMatch(/^[0-9a-f]{32}$/);
  // A malformed header is ignored (the sign-up still counts), and DNT means no visitor hash.
  expect(rows[1]).toMatchObject({ path: "/login", landing: "", source: "", affiliate: "", visitor: "" });
  expect(rows[2]).toMatchObject({ source: "google", affiliate: "PARTNER2" });
});
