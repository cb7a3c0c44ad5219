import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "#db/schema";
import { createTestServices, insertUser } from "#tests/support/services";
import { servicesContext, type AppServices } from "#platform/context";
import { middleware as rootMiddleware } from "~/root";
import { action as createCheckoutAction } from "~/routes/api/checkout/create-checkout";
import { action as consentAction, loader as consentLoader } from "~/routes/api/consent";
import { loader as checkoutPageLoader } from "~/routes/_checkout/checkout";
import { joinAffiliateProgram } from "../affiliate/affiliate.server";
import { referralCookieValue, referralFromRequest } from "../affiliate/referral-cookie.server";
import {
  mayCreditReferral,
  mayRememberReferral,
  referralConsent,
  shouldAskReferral,
  type ReferralConsent,
} from "./consent.server";

const YES = "voxa_consent=referral:yes";
const NO = "voxa_consent=referral:no";
const GPC = { "sec-gpc": "1" };

describe("the referral-cookie rule (decision 069)", () => {
  const cases: [string, Record<string, string>, ReferralConsent][] = [
    ["no answer", {}, "unasked"],
    ["an unrelated cookie", { cookie: "theme=dark; voxa_consentx=referral:yes" }, "unasked"],
    ["a yes", { cookie: `a=1; ${YES}` }, "yes"],
    ["a no", { cookie: NO }, "no"],
    ["a value the site never writes", { cookie: "voxa_consent=yes" }, "unasked"],
    ["GPC and no answer", GPC, "gpc"],
    ["GPC after a yes", { ...GPC, cookie: YES }, "gpc"],
    ["GPC after a no", { ...GPC, cookie: NO }, "gpc"],
    ["Sec-GPC: 0 after a yes", { "sec-gpc": "0", cookie: YES }, "yes"],
  ];
  it.each(cases)("%s → %s", (_label, headers, expected) => {
    expect(referralConsent(new Headers(headers))).toBe(expected);
  });

  it("remembers a referral only after a yes; credits one unless declined or GPC; asks only the unasked", () => {
    const table = (["unasked", "yes", "no", "gpc"] as const).map((c) => [
      c,
      mayRememberReferral(c),
      mayCreditReferral(c),
      shouldAskReferral(c),
    ]);
    expect(table).toEqual([
      ["unasked", false, true, true],
      ["yes", true, true, false],
      ["no", false, false, false],
      ["gpc", false, false, false],
    ]);
  });
});

describe("the server honours the answer", () => {
  let t: Awaited<ReturnType<typeof createTestServices>>;
  let code: string;
  let referral: string;
  const contextFor = () => {
    const context = new RouterContextProvider();
    const auth = { api: { getSession: async () => null } } as unknown as AppServices["auth"];
    context.set(servicesContext, { ...t.services, auth });
    return context;
  };
  beforeAll(async () => {
    t = await createTestServices();
    const { db } = t.services.database;
    code = (await joinAffiliateProgram(db, (await insertUser(db)).id, 0.2)).code;
    referral = `voxa_ref=${referralCookieValue(code, t.services.env.BETTER_AUTH_SECRET)}`;
  });
  afterAll(() => t?.close());

  /** Runs the root middleware for a page request, as the server does for ?ref= pages. */
  async function visit(path: string, headers: Record<string, string> = {}) {
    let response = new Response("<html></html>", { headers: { "content-type": "text/html" } });
    const request = new Request(`http://127.0.0.1:3000${path}`, { headers });
    for (const m of [...rootMiddleware].reverse()) {
      const inner = response;
      const next = async () => inner;
      response = (await m(
        { request, context: contextFor(), params: {}, unstable_pattern: "" } as never,
        next as never,
      )) as Response;
    }
    return response.headers.getSetCookie();
  }

  it("a ?ref= visit sets the referral cookie only with a yes, and never under GPC", async () => {
    expect(await visit(`/?ref=${code}`)).toEqual([]);
    expect(await visit(`/pricing?ref=${code}`, { cookie: NO })).toEqual([]);
    expect(await visit(`/?ref=${code}`, { cookie: YES, ...GPC })).toEqual([]);
    const set = await visit(`/?ref=${code}`, { cookie: YES });
    expect(set).toHaveLength(1);
    expect(set[0]).toMatch(
      new RegExp(`^voxa_ref=${code}\\.[0-9a-z]+\\.[\\w-]{22}; Path=/; Max-Age=5184000; SameSite=Lax; HttpOnly$`),
    );
  });

  it("GET /api/consent asks only a visitor without an answer or GPC, about an active partner's code", async () => {
    const ask = async (query: string, headers: Record<string, string> = {}) => {
      const res = (await consentLoader({
        request: new Request(`http://127.0.0.1:3000/api/consent${query}`, { headers }),
        context: contextFor(),
      } as never)) as Response;
      expect(res.headers.get("cache-control")).toBe("no-store");
      return ((await res.json()) as { ask: boolean }).ask;
    };
    expect(await ask(`?ref=${code.toLowerCase()}`)).toBe(true);
    expect(await ask(`?ref=${code}`, { cookie: YES })).toBe(false);
    expect(await ask(`?ref=${code}`, { cookie: NO })).toBe(false);
    expect(await ask(`?ref=${code}`, GPC)).toBe(false);
    expect(await ask("?ref=NOSUCHCODE")).toBe(false);
    expect(await ask("")).toBe(false);
  });

  async function answer(body: unknown, headers: Record<string, string> = {}) {
    const res = (await consentAction({
      request: new Request("http://127.0.0.1:3000/api/consent", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      }),
      context: contextFor(),
    } as never)) as Response;
    return {
      status: res.status,
      body: (await res.json()) as Record<string, unknown>,
      cookies: res.headers.getSetCookie(),
    };
  }

  it("POST /api/consent: Allow records the yes and sets the referral cookie for the page's code", async () => {
    const { status, body, cookies } = await answer({ choice: "accept", ref: code });
    expect(status).toBe(200);
    expect(body).toEqual({ consent: "yes", referral: true });
    expect(cookies[0]).toBe("voxa_consent=referral:yes; Path=/; Max-Age=15552000; SameSite=Lax; HttpOnly");
    expect(cookies[1]).toMatch(new RegExp(`^voxa_ref=${code}\\.`));
    expect(cookies).toHaveLength(2);
  });

  it("POST /api/consent: Allow under GPC records the yes but sets no referral cookie", async () => {
    const { body, cookies } = await answer({ choice: "accept", ref: code }, GPC);
    expect(body).toEqual({ consent: "yes", referral: false });
    expect(cookies).toEqual(["voxa_consent=referral:yes; Path=/; Max-Age=15552000; SameSite=Lax; HttpOnly"]);
  });

  it("POST /api/consent: Decline records the no and removes a referral cookie", async () => {
    const { body, cookies } = await answer({ choice: "decline", ref: code });
    expect(body).toEqual({ consent: "no", referral: false });
    expect(cookies).toEqual([
      "voxa_consent=referral:no; Path=/; Max-Age=15552000; SameSite=Lax; HttpOnly",
      "voxa_ref=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly",
    ]);
  });

  it("POST /api/consent refuses anything but a choice (400) and a non-JSON body (415)", async () => {
    expect((await answer({ choice: "maybe" })).status).toBe(400);
    expect((await answer({ choice: "accept", extra: 1 })).status).toBe(400);
    const res = (await consentAction({
      request: new Request("http://127.0.0.1:3000/api/consent", {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: "choice=accept",
      }),
      context: contextFor(),
    } as never)) as Response;
    expect(res.status).toBe(415);
  });

  it("the referral cookie credits nobody after a no or under GPC", () => {
    const env = t.services.env;
    expect(referralFromRequest(new Headers({ cookie: referral }), env)).toBe(code);
    expect(referralFromRequest(new Headers({ cookie: `${referral}; ${YES}` }), env)).toBe(code);
    expect(referralFromRequest(new Headers({ cookie: `${referral}; ${NO}` }), env)).toBeNull();
    expect(referralFromRequest(new Headers({ cookie: `${referral}; ${YES}`, ...GPC }), env)).toBeNull();
  });

  it("checkout: a declined or GPC visitor's order is not attributed, even with the code in the page's URL", async () => {
    const { db } = t.services.database;
    const buy = async (headers: Record<string, string>) => {
      const res = (await createCheckoutAction({
        request: new Request("http://127.0.0.1:3000/api/create-checkout", {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify({ priceId: "ebook", refCode: code }),
        }),
        context: contextFor(),
      } as never)) as Response;
      expect(res.status).toBe(200);
      const orderId = /\/checkout\/test\/([\w-]+)$/.exec(((await res.json()) as { url: string }).url)![1]!;
      return (await db.select({ refCode: orders.refCode }).from(orders).where(eq(orders.id, orderId)))[0]!.refCode;
    };
    expect(await buy({ cookie: `${referral}; ${YES}` })).toBe(code);
    expect(await buy({})).toBe(code);
    expect(await buy({ cookie: `${referral}; ${NO}` })).toBeNull();
    expect(await buy({ cookie: `${referral}; ${YES}`, ...GPC })).toBeNull();

    const page = (headers: Record<string, string>) =>
      checkoutPageLoader({
        request: new Request(`http://127.0.0.1:3000/checkout?ref=${code}`, { headers }),
        context: contextFor(),
      } as never);
    expect(await page({ cookie: YES })).toMatchObject({ refCode: code, refApplied: true });
    expect(await page({ cookie: NO })).toMatchObject({ refCode: null, refApplied: false });
    expect(await page(GPC)).toMatchObject({ refCode: null, refApplied: false });
  });
});
