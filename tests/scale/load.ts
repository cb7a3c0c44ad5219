import { Agent, request as httpRequest } from "node:http";
import Stripe from "stripe";
import type { FakeStripe } from "../fakes/stripe";

/**
 * The steady load of the multi-instance suite (decision 109): what visitors and Stripe send a
 * small SaaS at once, through the balancer, each request from an address of its own in
 * 127.0.0.0/8 (the balancer appends it to X-Forwarded-For, so per-address limits, at their real
 * values, never refuse the load). Every request is recorded with its start, end, status (or the
 * connection error) and the instance that answered, so a test can say exactly what failed when.
 */
export type Kind = "page" | "checkout-page" | "lead" | "beacon" | "chat" | "buy" | "webhook";

export type Outcome = {
  kind: Kind;
  path: string;
  start: number;
  end: number;
  status?: number;
  error?: string;
  /** The instance that answered (the balancer's X-Served-By). */
  server?: string;
  ok: boolean;
  body?: string;
  /** A lead's email, a bought order's id. */
  ref?: string;
};

export const WEBHOOK_SECRET = "whsec_scale_secret";
const stripe = new Stripe("sk_test_scale");
const agent = new Agent({ keepAlive: false, maxSockets: 512 });

let nextAddress = 0;
/** A loopback address no other request used: 127.64.0.1 onwards (127.0.0.1 is the suite's own). */
export function freshAddress() {
  const n = ++nextAddress;
  return `127.${64 + ((n >> 16) & 63)}.${(n >> 8) & 255}.${n & 255}`;
}

export function call(
  base: string,
  req: { method: string; path: string; body?: string; headers?: Record<string, string>; from?: string; timeoutMs?: number },
): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...(req.headers ?? {}) };
    if (req.body !== undefined) headers["content-length"] = String(Buffer.byteLength(req.body));
    const r = httpRequest(
      `${base}${req.path}`,
      { method: req.method, headers, agent, localAddress: req.from ?? freshAddress() },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), headers: res.headers }),
        );
        // A stream cut after it began (its instance died) still names who was sending it.
        const server = res.headers["x-served-by"];
        res.on("error", (err) => reject(Object.assign(err, { server })));
        res.on("aborted", () => reject(Object.assign(new Error("response aborted"), { code: "ABORTED", server })));
      },
    );
    r.setTimeout(req.timeoutMs ?? 30_000, () => r.destroy(Object.assign(new Error("client timeout"), { code: "CLIENT_TIMEOUT" })));
    r.on("error", reject);
    if (req.body !== undefined) r.write(req.body);
    r.end();
  });
}

export function signedWebhook(payload: string) {
  return {
    "content-type": "application/json",
    "stripe-signature": stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
  };
}

/** Stripe's checkout.session.completed for a session the fake created (its order, total and currency). */
export function completedEvent(fake: FakeStripe, sessionId: string, eventId = `evt_completed_${sessionId}`) {
  const s = fake.sessions.get(sessionId) as { metadata: { orderId: string }; amount_total: number } | undefined;
  if (!s) throw new Error(`the Stripe fake has no session ${sessionId}`);
  return JSON.stringify({
    id: eventId,
    object: "event",
    type: "checkout.session.completed",
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sessionId,
        object: "checkout.session",
        metadata: { orderId: s.metadata.orderId },
        client_reference_id: s.metadata.orderId,
        amount_total: s.amount_total,
        currency: "usd",
        payment_status: "paid",
        payment_intent: `pi_${sessionId}`,
        customer_details: { email: `buyer-${s.metadata.orderId.slice(0, 8)}@example.com` },
      },
    },
  });
}

const BEACON_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

/** One visit's worth of requests, in turn: every kind once per round of the mix. */
const MIX: Kind[] = ["page", "lead", "checkout-page", "beacon", "page", "chat", "lead", "buy", "checkout-page", "beacon"];

export class SteadyLoad {
  readonly outcomes: Outcome[] = [];
  private running = false;
  private workers: Promise<void>[] = [];
  private turn = 0;
  private serial = 0;

  constructor(
    private readonly base: string,
    private readonly stripeFake: FakeStripe,
    private readonly tag: string,
  ) {}

  /** Starts `concurrency` visitors, each sending its next request as soon as the last was answered. */
  start(concurrency: number) {
    this.running = true;
    this.workers = Array.from({ length: concurrency }, () => this.worker());
  }

  async stop() {
    this.running = false;
    await Promise.all(this.workers);
    return this.outcomes;
  }

  private async worker() {
    while (this.running) {
      const kind = MIX[this.turn++ % MIX.length]!;
      if (kind === "buy") {
        // A purchase: the checkout session, then Stripe's webhook for it (after a short pause, as Stripe's is).
        const bought = await this.one("buy");
        if (bought.ok && bought.ref) {
          await new Promise((r) => setTimeout(r, 50));
          await this.one("webhook", bought.ref);
        }
      } else await this.one(kind);
    }
  }

  private async one(kind: Kind, sessionId?: string): Promise<Outcome> {
    const n = ++this.serial;
    const origin = this.base;
    let req: { method: string; path: string; body?: string; headers?: Record<string, string> };
    let expected = 200;
    let ref: string | undefined;
    switch (kind) {
      case "page":
        req = { method: "GET", path: n % 2 ? "/" : "/pricing" };
        break;
      case "checkout-page":
        req = { method: "GET", path: n % 2 ? "/checkout" : "/checkout?utm_source=scale" };
        break;
      case "lead": {
        ref = `${this.tag}-${n}@example.com`;
        const lead = { name: `Scale Lead ${n}`, email: ref, company: "Scale Test", message: `Lead ${n} of ${this.tag}.`, page: "/contact" };
        req = { method: "POST", path: "/api/leads/contact", body: JSON.stringify(lead), headers: { "content-type": "application/json", origin } };
        expected = 201;
        break;
      }
      case "beacon": {
        ref = `scale-${this.tag}-${n}`;
        const body = JSON.stringify({ e: [{ n: "pageview", p: "/pricing" }, { n: "cta", p: "/pricing", l: ref }] });
        req = { method: "POST", path: "/api/beacon", body, headers: { "content-type": "text/plain;charset=UTF-8", origin, "user-agent": BEACON_UA } };
        expected = 204;
        break;
      }
      case "chat":
        req = {
          method: "POST",
          path: "/api/chat-completion/stream",
          body: JSON.stringify({ prompt: "What does the voice agent cost?" }),
          headers: { "content-type": "application/json", accept: "text/event-stream", origin },
        };
        break;
      case "buy":
        req = { method: "POST", path: "/api/create-checkout", body: JSON.stringify({ priceId: "main-offer" }), headers: { "content-type": "application/json", origin } };
        break;
      case "webhook": {
        const payload = completedEvent(this.stripeFake, sessionId!);
        ref = sessionId;
        req = { method: "POST", path: "/api/stripe/webhook", body: payload, headers: signedWebhook(payload) };
        break;
      }
    }
    const start = Date.now();
    let outcome: Outcome;
    try {
      const res = await call(this.base, req);
      const server = typeof res.headers["x-served-by"] === "string" ? res.headers["x-served-by"] : undefined;
      let ok = res.status === expected;
      if (ok && kind === "buy") ref = /\/c\/pay\/(cs_test_\w+)$/.exec(JSON.parse(res.body).url ?? "")?.[1];
      if (ok && kind === "buy" && !ref) ok = false;
      // A streamed reply is whole only when it ended with its finish event.
      if (ok && kind === "chat") ok = res.body.trimEnd().endsWith("data: [DONE]");
      const keep = !ok || kind === "checkout-page";
      outcome = { kind, path: req.path, start, end: Date.now(), status: res.status, server, ok, ref, body: keep ? res.body : undefined };
    } catch (err) {
      const e = err as { code?: string; message: string; server?: string };
      outcome = { kind, path: req.path, start, end: Date.now(), error: e.code ?? e.message, server: e.server, ok: false, ref };
    }
    this.outcomes.push(outcome);
    return outcome;
  }
}

/** Requests, failures and latency percentiles of the outcomes that started in [from, to). */
export function figures(outcomes: Outcome[], from = 0, to = Number.POSITIVE_INFINITY) {
  const inWindow = outcomes.filter((o) => o.start >= from && o.start < to);
  const ms = inWindow.map((o) => o.end - o.start).sort((a, b) => a - b);
  const pct = (p: number) => (ms.length ? ms[Math.min(ms.length - 1, Math.ceil((p / 100) * ms.length) - 1)]! : 0);
  const byKind: Record<string, number> = {};
  for (const o of inWindow) byKind[o.kind] = (byKind[o.kind] ?? 0) + 1;
  const failures = inWindow.filter((o) => !o.ok);
  return {
    requests: inWindow.length,
    failures: failures.length,
    failed: failures.map((o) => `${o.kind} ${o.path} → ${o.status ?? o.error}${o.server ? ` (${o.server})` : ""}`),
    p50Ms: pct(50),
    p99Ms: pct(99),
    maxMs: ms.at(-1) ?? 0,
    seconds: inWindow.length ? Math.round((Math.max(...inWindow.map((o) => o.end)) - Math.min(...inWindow.map((o) => o.start))) / 100) / 10 : 0,
    byKind,
  };
}
