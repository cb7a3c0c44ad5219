import { createRequire } from "node:module";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, processedWebhookEvents, referrals } from "#db/schema";
import { createRequestListener } from "../../server/app";
import { startFakeStripe, type FakeStripe } from "../fakes/stripe";
import { createTestServices } from "../support/services";
import { DOWNLOAD_LINK_TTL_MS, ebookDownloadPath } from "~/features/checkout/downloads.server";
import { createCheckout } from "~/features/checkout/orders.server";
import { confirmPayment } from "~/flows/payment.server";
import { requestContext, servicesContext, type AppServices } from "#platform/context";
import * as ebookDownloadRoute from "~/routes/_checkout/ebook-download";
import * as stripeWebhookRoute from "~/routes/api/checkout/stripe-webhook";

/**
 * app/entry.server.tsx's createLoadContext, built on the react-router instance that
 * @react-router/express loads (its CommonJS build, outside Vite's module graph): the
 * request handler checks `instanceof RouterContextProvider` against that one.
 */
const { RouterContextProvider } = createRequire(import.meta.url)("react-router") as typeof import("react-router");
function createLoadContext(services: AppServices, request: { requestId: string; nonce: string; clientIp: string }) {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(requestContext, request);
  return context;
}

/**
 * The real HTTP stack (server/app.ts: Express, security middleware, React Router's request
 * handler, the route modules) over a server build holding only the checkout resource routes,
 * so no Vite build is needed. Stripe is the loopback fake.
 */
function checkoutBuild(): ServerBuild {
  const route = (id: string, path: string, module: object, parentId?: string) => ({ id, path, parentId, index: undefined, caseSensitive: undefined, module });
  const manifestRoute = (id: string, path: string, parentId?: string) => ({
    id,
    path,
    parentId,
    hasAction: id !== "root",
    hasLoader: id !== "root",
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    module: `/assets/${id}.js`,
    imports: [],
    css: [],
  });
  return {
    entry: {
      module: {
        default: () => new Response("no documents in this test build", { status: 500 }),
        createLoadContext,
      } as never,
    },
    routes: {
      root: route("root", "", {}),
      webhook: route("webhook", "api/stripe/webhook", stripeWebhookRoute, "root"),
      download: route("download", "downloads/ebook/:orderId", ebookDownloadRoute, "root"),
    } as never,
    assets: {
      entry: { module: "/assets/entry.js", imports: [], css: [] },
      routes: {
        root: manifestRoute("root", ""),
        webhook: manifestRoute("webhook", "api/stripe/webhook", "root"),
        download: manifestRoute("download", "downloads/ebook/:orderId", "root"),
      },
      url: "/assets/manifest.js",
      version: "test",
    } as never,
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: "build-test/client",
    future: { v8_middleware: true } as never,
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
    allowedActionOrigins: false,
  };
}

const secret = "whsec_http_secret";
const stripe = new Stripe("sk_test_x");
const sign = (payload: string, timestamp?: number) => stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
const event = (id: string, type: string, object: Record<string, unknown>) =>
  JSON.stringify({ id, object: "event", type, api_version: "2025-01-01", created: Math.floor(Date.now() / 1000), data: { object } });
// Flips the first hex digit of the v1 signature to a different digit.
const tamper = (header: string) => header.replace(/v1=(\w)/, (_m, c: string) => `v1=${c === "0" ? "1" : "0"}`);

describe("checkout over HTTP (Express + React Router request handler)", () => {
  let t: Awaited<ReturnType<typeof createTestServices>>;
  let fake: FakeStripe;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestServices({ STRIPE_SECRET_KEY: "sk_test_123", STRIPE_WEBHOOK_SECRET: secret, STRIPE_API_BASE: fake.url });
    const services: AppServices = { ...t.services, auth: { handler: async () => new Response(null, { status: 404 }) } as unknown as AppServices["auth"] };
    const build = checkoutBuild();
    server = createServer(createRequestListener({ services, build }));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((r) => server.close(() => r()));
    server.closeAllConnections();
    await t.close();
    await fake.close();
  });

  describe("POST /api/stripe/webhook", () => {
    const post = (payload: string, signature?: string) =>
      fetch(`${base}/api/stripe/webhook`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
        body: payload,
      });
    const counts = async () => {
      const { db } = t.services.database;
      const n = async (q: ReturnType<typeof sql>) => Number(((await db.execute(q)) as unknown as { rows: { n: number }[] }).rows[0].n);
      return {
        orders: (await db.select().from(orders)).length,
        paid: (await db.select().from(orders).where(eq(orders.status, "paid"))).length,
        referrals: (await db.select().from(referrals)).length,
        events: (await db.select().from(processedWebhookEvents)).length,
        jobs: await n(sql`select count(*)::int as n from pgboss.job where name in ('order-fulfilment', 'commission')`),
      };
    };

    it("a bad, stale or missing signature is a 400 with a clear message and changes no rows", async () => {
      const { orderId } = await createCheckout(t.services, { priceId: "ebook" });
      const [order] = await t.services.database.db.select().from(orders).where(eq(orders.id, orderId));
      const payload = event("evt_http_bad", "checkout.session.completed", {
        id: order.stripeSessionId,
        object: "checkout.session",
        metadata: { orderId },
        amount_total: order.amountTotal,
        currency: order.currency,
        payment_status: "paid",
        customer_details: { email: "http.buyer@example.com" },
      });
      const before = await counts();
      expect(before.orders).toBeGreaterThan(0);

      const refusals: [string, string | undefined, RegExp | string][] = [
        ["tampered signature", tamper(sign(payload)), /^Invalid signature: No signatures found matching the expected signature for payload/],
        ["stale timestamp", sign(payload, Math.floor(Date.now() / 1000) - 3600), "Invalid signature: Timestamp outside the tolerance zone"],
        ["signature of another body", sign(payload.replace("http.buyer", "attacker")), /^Invalid signature: No signatures found matching/],
        ["garbage header", "not-a-signature", /^Invalid signature: /],
        ["no header", undefined, "Missing Stripe-Signature header"],
      ];
      for (const [why, signature, message] of refusals) {
        const res = await post(payload, signature);
        expect(res.status, why).toBe(400);
        expect(res.headers.get("content-type"), why).toMatch(/^application\/json/);
        const body = (await res.json()) as { error: string };
        if (typeof message === "string") expect(body.error, why).toBe(message);
        else expect(body.error, why).toMatch(message);
      }
      expect(await counts()).toEqual(before);
      const [still] = await t.services.database.db.select().from(orders).where(eq(orders.id, orderId));
      expect(still).toMatchObject({ status: "pending", email: null, paidAt: null });

      // The same body, correctly signed, goes through the same stack and pays the order.
      const ok = await post(payload, sign(payload));
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ received: true, outcome: "handled" });
      const after = await counts();
      expect(after).toMatchObject({ paid: before.paid + 1, events: before.events + 1, jobs: before.jobs + 1 });
      const replay = await post(payload, sign(payload));
      expect(await replay.json()).toEqual({ received: true, outcome: "duplicate" });
      expect(await counts()).toEqual(after);
    });
  });

  describe("GET /downloads/ebook/:orderId", () => {
    let orderId: string;
    const secretKey = () => t.services.env.BETTER_AUTH_SECRET;
    beforeAll(async () => {
      orderId = (await createCheckout(t.services, { priceId: "ebook" })).orderId;
      await confirmPayment(t.services, orderId, { email: "reader@example.com" });
    });

    it("a valid link downloads the PDF", async () => {
      const res = await fetch(`${base}${ebookDownloadPath(secretKey(), orderId)}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toBe('attachment; filename="ai-business-partner-playbook.pdf"');
      expect(Buffer.from(await res.arrayBuffer()).subarray(0, 8).toString()).toBe("%PDF-1.4");
    });

    it("an expired link answers 410 with how to get a fresh one", async () => {
      const res = await fetch(`${base}${ebookDownloadPath(secretKey(), orderId, Date.now() - DOWNLOAD_LINK_TTL_MS - 60_000)}`);
      expect(res.status).toBe(410);
      // React Router answers a resource route's thrown data() as JSON (tests/security asserts the same shape).
      expect(await res.json()).toBe("This download link has expired. Open your order page again for a fresh link.");
    });

    it("a tampered signature, expiry or order id answers 403 'This download link is not valid.'", async () => {
      const good = ebookDownloadPath(secretKey(), orderId);
      const { searchParams } = new URL(good, base);
      const sig = searchParams.get("sig")!;
      const expires = searchParams.get("expires")!;
      const other = (await createCheckout(t.services, { priceId: "ebook" })).orderId;
      await confirmPayment(t.services, other, { email: "other@example.com" });
      const tampered = [
        `/downloads/ebook/${orderId}?expires=${expires}&sig=${sig[0] === "A" ? "B" : "A"}${sig.slice(1)}`,
        `/downloads/ebook/${orderId}?expires=${Number(expires) + 86_400_000}&sig=${sig}`,
        `/downloads/ebook/${other}?expires=${expires}&sig=${sig}`,
        `/downloads/ebook/${orderId}?expires=${expires}`,
        `/downloads/ebook/${orderId}?expires=soon&sig=${sig}`,
      ];
      for (const path of tampered) {
        const res = await fetch(`${base}${path}`);
        expect(res.status, path).toBe(403);
        expect(await res.json(), path).toBe("This download link is not valid.");
      }
    });

    it("a correctly signed link of an unpaid order is a 404", async () => {
      const unpaid = (await createCheckout(t.services, { priceId: "ebook" })).orderId;
      const res = await fetch(`${base}${ebookDownloadPath(secretKey(), unpaid)}`);
      expect(res.status).toBe(404);
    });
  });
});
