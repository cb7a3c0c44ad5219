import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the fake received, accepted or not. */
export type CrmAttempt = {
  idempotencyKey: string | null;
  signatureValid: boolean;
  body: string;
  /** What the fake answered (0 when it never answered: a simulated timeout). */
  status: number;
};

/** One lead the fake counts as delivered: the first accepted request per Idempotency-Key. */
export type CrmDelivery = {
  idempotencyKey: string;
  payload: Record<string, unknown>;
  headers: Record<string, string | undefined>;
};

/**
 * A generic mailing-list / CRM webhook on 127.0.0.1, speaking the protocol the app sends:
 * POST JSON, `X-Signature` = hex HMAC-SHA256 of the body with the shared secret,
 * `Idempotency-Key` = the lead id. It can fail the next N requests (HTTP 503) or hang
 * (a timeout), refuses bad signatures (401), and counts a repeated key only once.
 */
export async function startCrmWebhookFake(opts: { secret?: string } = {}) {
  const attempts: CrmAttempt[] = [];
  const deliveries: CrmDelivery[] = [];
  const seen = new Set<string>();
  type Trouble = { mode: "fail" | "hang"; remaining: number; match?: (body: string) => boolean; status?: number };
  let troubles: Trouble[] = [];
  const hanging = new Set<ServerResponse>();
  /** Milliseconds every request otherwise answered normally waits before it is processed (a slow CRM). */
  let latencyMs = 0;
  /** Idempotency keys of the requests waiting out that latency right now. */
  const delayed = new Map<ServerResponse, string | null>();

  const verify = (body: string, signature: string | undefined) => {
    if (!opts.secret) return true;
    if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
    const expected = createHmac("sha256", opts.secret).update(body).digest();
    return timingSafeEqual(expected, Buffer.from(signature, "hex"));
  };

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      req.on("error", reject);
    });

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const key = typeof req.headers["idempotency-key"] === "string" ? req.headers["idempotency-key"] : null;
    const signature = typeof req.headers["x-signature"] === "string" ? req.headers["x-signature"] : undefined;
    const signatureValid = verify(body, signature);
    const attempt: CrmAttempt = { idempotencyKey: key, signatureValid, body, status: 0 };
    attempts.push(attempt);
    const answer = (status: number, data: unknown) => {
      attempt.status = status;
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(data));
    };
    if (req.method !== "POST") return answer(405, { error: "POST only" });
    const trouble = troubles.find((t) => t.remaining > 0 && (!t.match || t.match(body)));
    if (trouble) {
      trouble.remaining--;
      if (trouble.mode === "hang") {
        hanging.add(res);
        return; // never answers: the client's timeout fires
      }
      return answer(trouble.status ?? 503, { error: "temporarily unavailable" });
    }
    if (latencyMs > 0) {
      // Processed once the wait is over, whether or not the client is still there (as a real server would).
      delayed.set(res, key);
      await new Promise((r) => setTimeout(r, latencyMs));
      delayed.delete(res);
    }
    if (!signatureValid) return answer(401, { error: "bad signature" });
    if (!key) return answer(400, { error: "Idempotency-Key required" });
    if (!/^application\/json\b/.test(req.headers["content-type"] ?? "")) return answer(415, { error: "JSON only" });
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return answer(400, { error: "bad JSON" });
    }
    if (seen.has(key)) return answer(200, { ok: true, duplicate: true });
    seen.add(key);
    deliveries.push({
      idempotencyKey: key,
      payload,
      headers: {
        "x-signature": signature,
        "user-agent": req.headers["user-agent"],
        "content-type": req.headers["content-type"],
      },
    });
    return answer(201, { ok: true });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`;

  return {
    url,
    attempts,
    deliveries,
    /** Answer the next n requests (those whose body contains `match`, when given) with 503 (or `status`). */
    failNext(n: number, match?: string, status = 503) {
      troubles.push({ mode: "fail", remaining: n, match: match ? (b) => b.includes(match) : undefined, status });
    },
    /** Process (and answer) every otherwise normal request only after ms; 0 is back to at once. */
    slowDown(ms: number) {
      latencyMs = ms;
    },
    /** Idempotency keys of requests waiting out the slowDown latency right now. */
    inFlightKeys() {
      return [...delayed.values()];
    },
    /** Never answer the next n requests (whose body contains `match`, when given): the client times out. */
    hangNext(n: number, match?: string) {
      troubles.push({ mode: "hang", remaining: n, match: match ? (b) => b.includes(match) : undefined });
    },
    /** Back to answering every request normally. */
    heal() {
      troubles = [];
      latencyMs = 0;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type CrmWebhookFake = Awaited<ReturnType<typeof startCrmWebhookFake>>;
