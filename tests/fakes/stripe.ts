import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A loopback fake of the parts of Stripe's REST API we call, speaking its wire format
 * (form-encoded requests, JSON responses, Idempotency-Key replay). The real `stripe` SDK
 * is pointed at it with host/port/protocol.
 */
export type FakeStripe = {
  url: string;
  requests: { method: string; path: string; body: Record<string, string>; headers: IncomingMessage["headers"] }[];
  sessions: Map<string, Record<string, unknown>>;
  paymentIntents: Map<string, Record<string, unknown>>;
  subscriptions: Map<string, Record<string, unknown>>;
  /** Refunds created (an Idempotency-Key replay returns the first one and creates none). */
  refunds: Map<string, Record<string, unknown>>;
  /** Make the next N session creations fail with a 500 (Stripe down). */
  failNext(n: number): void;
  close(): Promise<void>;
};

function parseForm(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(text)) out[k] = v;
  return out;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripe["requests"] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const paymentIntents = new Map<string, Record<string, unknown>>();
  const subscriptions = new Map<string, Record<string, unknown>>();
  const refunds = new Map<string, Record<string, unknown>>();
  const refundKeys = new Map<string, string>();
  const idempotent = new Map<string, string>();
  let failures = 0;

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = parseForm(Buffer.concat(chunks).toString());
    const path = (req.url ?? "").split("?")[0];
    requests.push({ method: req.method ?? "", path, body, headers: req.headers });
    const send = (status: number, obj: unknown) => {
      const text = JSON.stringify(obj);
      res.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${randomUUID()}` });
      res.end(text);
    };
    if (!String(req.headers.authorization ?? "").startsWith("Bearer sk_test_")) {
      return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    }
    if (req.method === "POST" && path === "/v1/checkout/sessions") {
      const key = String(req.headers["idempotency-key"] ?? "");
      if (key && idempotent.has(key)) return send(200, sessions.get(idempotent.get(key)!));
      if (failures > 0) {
        failures--;
        return send(500, { error: { type: "api_error", message: "Something went wrong on Stripe's end." } });
      }
      // Stripe's rule for subscription_data.trial_end: whole Unix seconds, 48 hours to 730 days ahead.
      const trialEnd = body["subscription_data[trial_end]"];
      if (trialEnd !== undefined) {
        const now = Math.floor(Date.now() / 1000);
        if (!/^\d+$/.test(trialEnd) || Number(trialEnd) < now + 2 * 86_400 || Number(trialEnd) > now + 730 * 86_400)
          return send(400, {
            error: { type: "invalid_request_error", param: "subscription_data[trial_end]", message: "trial_end must be at least 48 hours and at most 730 days in the future." },
          });
      }
      // Stripe's rule for expires_at: whole Unix seconds, 30 minutes to 24 hours after the session is created.
      const expiresAt = body.expires_at;
      if (expiresAt !== undefined) {
        const now = Math.floor(Date.now() / 1000);
        if (!/^\d+$/.test(expiresAt) || Number(expiresAt) < now + 30 * 60 || Number(expiresAt) > now + 24 * 3600)
          return send(400, {
            error: { type: "invalid_request_error", param: "expires_at", message: "The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation." },
          });
      }
      const id = `cs_test_${randomUUID().replace(/-/g, "")}`;
      // What Stripe charges today: the inline one-time lines (a plan's recurring line is in its trial).
      // A line given as a configured price id has an amount only Stripe knows: the total is then null.
      let amountTotal: number | null = 0;
      let currency: string | null = null;
      for (let i = 0; body[`line_items[${i}][quantity]`] !== undefined; i++) {
        const unit = body[`line_items[${i}][price_data][unit_amount]`];
        if (unit === undefined) amountTotal = null;
        currency ??= body[`line_items[${i}][price_data][currency]`] ?? null;
        if (body[`line_items[${i}][price_data][recurring][interval]`] !== undefined || amountTotal === null || unit === undefined) continue;
        amountTotal += Number(unit) * Number(body[`line_items[${i}][quantity]`]);
      }
      const session = {
        id,
        object: "checkout.session",
        mode: body.mode,
        amount_total: amountTotal,
        currency: currency ?? "usd",
        url: `https://checkout.stripe.com/c/pay/${id}`,
        client_reference_id: body.client_reference_id,
        metadata: { orderId: body["metadata[orderId]"] },
        customer_email: body.customer_email ?? null,
        payment_status: "unpaid",
        status: "open",
        expires_at: expiresAt !== undefined ? Number(expiresAt) : Math.floor(Date.now() / 1000) + 24 * 3600,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
      };
      sessions.set(id, session);
      if (key) idempotent.set(key, id);
      return send(200, session);
    }
    if (req.method === "POST" && path === "/v1/refunds") {
      const key = String(req.headers["idempotency-key"] ?? "");
      if (key && refundKeys.has(key)) return send(200, refunds.get(refundKeys.get(key)!));
      const pi = body.payment_intent;
      if (!pi) return send(400, { error: { type: "invalid_request_error", param: "payment_intent", message: "Must provide charge or payment_intent." } });
      const id = `re_test_${randomUUID().replace(/-/g, "")}`;
      const refund = { id, object: "refund", payment_intent: pi, amount: body.amount ? Number(body.amount) : null, status: "succeeded", currency: "usd" };
      refunds.set(id, refund);
      if (key) refundKeys.set(key, id);
      return send(200, refund);
    }
    const sessionMatch = path.match(/^\/v1\/checkout\/sessions\/([\w-]+)$/);
    if (req.method === "GET" && sessionMatch) {
      const s = sessions.get(sessionMatch[1]);
      return s ? send(200, s) : send(404, { error: { type: "invalid_request_error", message: "No such checkout.session" } });
    }
    const piMatch = path.match(/^\/v1\/payment_intents\/([\w-]+)$/);
    if (req.method === "GET" && piMatch) {
      const pi = paymentIntents.get(piMatch[1]);
      return pi ? send(200, pi) : send(404, { error: { type: "invalid_request_error", message: "No such payment_intent" } });
    }
    const subMatch = path.match(/^\/v1\/subscriptions\/([\w-]+)$/);
    if (req.method === "GET" && subMatch) {
      const sub = subscriptions.get(subMatch[1]);
      return sub ? send(200, sub) : send(404, { error: { type: "invalid_request_error", message: "No such subscription" } });
    }
    send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${path})` } });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    paymentIntents,
    subscriptions,
    refunds,
    failNext: (n) => {
      failures = n;
    },
    close: () => new Promise((r) => server.close(() => r())),
  };
}
