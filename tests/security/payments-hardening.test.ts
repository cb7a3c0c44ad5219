import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeStripe, type FakeStripe } from "../fakes/stripe";
import { Agent, signUpVerified, site, uniqueEmail, visitor } from "./http";
import { startSite, type Site } from "./server";

/**
 * Issue 14, items 4 and 10 (docs/decisions/042), against production builds:
 * - a malformed `voxa_ref` cookie (`%E0%A4%A`, not valid percent-encoding) is ignored on
 *   /checkout, /api/create-checkout and /api/leads/*: the page and the lead still work;
 * - checkout, success, test-checkout and account pages are sent with Cache-Control no-store,
 *   while prerendered marketing pages keep theirs;
 * - on a site of this file's own, with Stripe pointed at the loopback fake: a correctly signed
 *   checkout.session.completed from another session (a Payment Link carrying our order id in
 *   client_reference_id, amount_total 1) is acknowledged and pays nothing, the order's own
 *   session pays it; create-checkout and the success page's Stripe look-up answer 429 with
 *   Retry-After after their limit. The console's display of refused payments is covered by
 *   app/features/checkout/payment-integrity.server.test.ts (an admin here would need 2FA).
 */

const BAD_COOKIE = "voxa_ref=%E0%A4%A";
const NO_STORE = /(^|,\s*)no-store(\s*,|$)/;

describe("a malformed voxa_ref cookie is ignored, never a 500", () => {
  const agent = () => visitor("site");

  it("GET /checkout answers 200 with the sales page and no referral applied", async () => {
    const res = await agent().fetch("/checkout", { headers: { cookie: BAD_COOKIE } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Proceed to Checkout");
    expect(html).not.toContain("Referral code");
  });

  it("POST /checkout (the form without JavaScript) redirects to the test-mode checkout", async () => {
    const res = await agent().fetch("/checkout", { headers: { cookie: BAD_COOKIE }, form: { intent: "buy", priceId: "main-offer" } });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/checkout\/test\/[0-9a-f-]{36}$/);
  });

  it("POST /api/create-checkout answers 200 with the checkout URL", async () => {
    const res = await agent().fetch("/api/create-checkout", { headers: { cookie: BAD_COOKIE }, json: { priceId: "ebook" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ url: expect.stringMatching(/^\/checkout\/test\/[0-9a-f-]{36}$/) });
  });

  it("POST /api/leads/contact stores the lead: 201 { ok: true }", async () => {
    const res = await agent().fetch("/api/leads/contact", {
      headers: { cookie: BAD_COOKIE },
      json: { name: "Cora Cookie", email: uniqueEmail("bad-cookie-lead"), message: "Please call me back about pricing." },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
  });
});

describe("Cache-Control: no-store on checkout, success, test-checkout and account pages", () => {
  it("checkout pages (and their .data), the test-mode checkout and the receipt page", async () => {
    const agent = visitor("site");
    const start = await agent.fetch("/api/create-checkout", { json: { priceId: "ebook" } });
    const { url } = (await start.json()) as { url: string };
    const orderId = url.split("/").pop()!;
    const pay = await agent.fetch(url, { form: { intent: "pay", email: uniqueEmail("no-store-buyer") } });
    expect(pay.status).toBe(302);
    // A second order, still pending: its test-mode checkout page (the paid one redirects to the receipt).
    const pending = ((await (await agent.fetch("/api/create-checkout", { json: { priceId: "ebook" } })).json()) as { url: string }).url;
    const pages = ["/checkout", "/checkout?addons=addon-crm", "/checkout.data", pending, `/checkout/success?session_id=test_${orderId}`];
    for (const p of pages) {
      const res = await agent.fetch(p);
      expect(res.status, p).toBe(200);
      expect(String(res.headers.get("cache-control")), p).toMatch(NO_STORE);
    }
    // The paid order's checkout page redirects to its receipt, uncached too.
    const paid = await agent.fetch(url);
    expect(paid.status).toBe(302);
    expect(String(paid.headers.get("cache-control"))).toMatch(NO_STORE);
  });

  it("account pages, signed in; the console's answer to a non-admin", async () => {
    const agent = visitor("site");
    await signUpVerified(agent, site("site").dataDir, uniqueEmail("no-store-account"));
    for (const [p, status] of [
      ["/user-dashboard", 200],
      ["/affiliate-program", 200],
      ["/user-dashboard.data", 200],
      ["/admin", 404],
      ["/admin/orders", 404],
    ] as const) {
      const res = await agent.fetch(p);
      expect(res.status, p).toBe(status);
      expect(String(res.headers.get("cache-control")), p).toMatch(NO_STORE);
    }
    // Signed out: the redirect to sign in.
    const out = await visitor("site").fetch("/user-dashboard");
    expect(out.status).toBe(302);
    expect(String(out.headers.get("cache-control"))).toMatch(NO_STORE);
  });

  it("prerendered marketing pages keep their caching", async () => {
    for (const p of ["/", "/pricing"]) {
      const res = await visitor("site").fetch(p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get("cache-control"), p).toBe("public, max-age=0, must-revalidate");
    }
  });
});

describe("payments against a site with Stripe configured (the loopback fake)", () => {
  const WEBHOOK_SECRET = "whsec_payments_hardening";
  const signer = new Stripe("sk_test_signer");
  let fake: FakeStripe;
  let own: Site;
  const agent = () => new Agent(own.url);

  beforeAll(async () => {
    fake = await startFakeStripe();
    own = await startSite({
      BETTER_AUTH_SECRET: randomBytes(32).toString("base64url"),
      PUBLIC_SITE_URL: "http://127.0.0.1:3000",
      STRIPE_SECRET_KEY: "sk_test_payments_hardening",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    });
  });
  afterAll(async () => {
    await own?.stop();
    await fake?.close();
  });

  /** create-checkout as the buttons call it: the order id and its Checkout Session at the fake. */
  async function checkout(priceId: string) {
    const res = await agent().fetch("/api/create-checkout", { json: { priceId } });
    expect(res.status).toBe(200);
    const session = /\/c\/pay\/(cs_test_\w+)$/.exec(((await res.json()) as { url: string }).url)![1];
    const orderId = (fake.sessions.get(session)!.metadata as { orderId: string }).orderId;
    return { orderId, session };
  }

  async function webhook(id: string, object: Record<string, unknown>) {
    const payload = JSON.stringify({
      id,
      object: "event",
      type: "checkout.session.completed",
      api_version: "2025-01-01",
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    const res = await agent().fetch("/api/stripe/webhook", {
      body: payload,
      headers: {
        "content-type": "application/json",
        "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
    });
    return { status: res.status, body: (await res.json()) as unknown };
  }

  const receipt = async (session: string) => (await agent().fetch(`/checkout/success?session_id=${session}`)).text();

  it("a signed checkout.session.completed of another session (a Payment Link naming our $10,000 order, amount 1) pays nothing; the order's own session does", async () => {
    const { orderId, session } = await checkout("core-enterprise");
    const foreign = await webhook("evt_sec_foreign", {
      id: "cs_live_payment_link_visitor",
      object: "checkout.session",
      client_reference_id: orderId,
      metadata: {},
      amount_total: 1,
      currency: "usd",
      payment_status: "paid",
      payment_intent: "pi_foreign",
      customer_details: { email: "attacker@example.com" },
    });
    expect(foreign).toEqual({ status: 200, body: { received: true, outcome: "rejected" } });
    // Same session id, one cent: refused too.
    const cheap = await webhook("evt_sec_cheap", {
      id: session,
      object: "checkout.session",
      metadata: { orderId },
      client_reference_id: orderId,
      amount_total: 1,
      currency: "usd",
      payment_status: "paid",
      customer_details: { email: "attacker@example.com" },
    });
    expect(cheap).toEqual({ status: 200, body: { received: true, outcome: "rejected" } });
    const waiting = await receipt(session);
    expect(waiting).toContain("We&#x27;re confirming your payment");
    expect(waiting).not.toContain("Thank you for your order!");

    const ownSession = await webhook("evt_sec_own", {
      id: session,
      object: "checkout.session",
      metadata: { orderId },
      client_reference_id: orderId,
      amount_total: 1_000_000,
      currency: "usd",
      payment_status: "paid",
      payment_intent: "pi_own",
      customer_details: { email: "real.buyer@example.com" },
    });
    expect(ownSession).toEqual({ status: 200, body: { received: true, outcome: "handled" } });
    const paid = await receipt(session);
    expect(paid).toContain("Thank you for your order!");
    expect(paid).toContain("real.buyer@example.com");
  });

  it("the success page's Stripe look-up answers 429 with Retry-After after 30 from one address, still showing the order", async () => {
    const { session } = await checkout("ebook");
    // Every look-up from this address counts, whichever order it is for (one was made above).
    const asked = () => fake.requests.filter((r) => r.method === "GET" && r.path.startsWith("/v1/checkout/sessions/")).length;
    let res: Response | undefined;
    for (let i = 0; i < 40; i++) {
      res = await agent().fetch(`/checkout/success?session_id=${session}`);
      if (res.status !== 200) break;
    }
    expect(res!.status).toBe(429);
    expect(asked()).toBe(30);
    expect(Number(res!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(res!.headers.get("cache-control")).toMatch(NO_STORE);
    const html = await res!.text();
    expect(html).toContain("We have checked this payment too often from your network. Please wait 10 minutes, then refresh this page");
    expect(html).toContain("Order summary");
  });

  it("create-checkout (API and the /checkout form) answers 429 with Retry-After and a clear message after 30 checkouts from one address", async () => {
    const statuses: number[] = [];
    let limited: Response | undefined;
    // Two checkouts above already counted; at most 30 in ten minutes.
    for (let i = 0; i < 40; i++) {
      const res = await agent().fetch("/api/create-checkout", { json: { priceId: "ebook" } });
      statuses.push(res.status);
      if (res.status === 429) {
        limited = res;
        break;
      }
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.length).toBe(29); // 28 more were allowed (2 earlier + 28 = 30), the next was refused
    expect(limited!.status).toBe(429);
    expect(Number(limited!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited!.json()).toEqual({ error: "Too many checkout attempts from your network. Please wait 10 minutes and try again.", code: "RATE_LIMITED" });

    const form = await agent().fetch("/checkout", { form: { intent: "buy", priceId: "main-offer" } });
    expect(form.status).toBe(429);
    expect(Number(form.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await form.text()).toContain("Too many checkout attempts from your network. Please wait 10 minutes and try again.");
  });
});
