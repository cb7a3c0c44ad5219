import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A loopback fake of the OpenAI chat-completions API (`POST /v1/chat/completions`),
 * streaming (server-sent `chat.completion.chunk` events, then `[DONE]`) and not. The real
 * AI SDK provider is pointed at it through AI_BASE_URL. It answers deterministically:
 * "Echo: <the last user message>", word by word when streaming.
 */
export type ChatCompletionRequest = {
  model: string;
  messages: { role: string; content: string }[];
  stream?: boolean;
  max_tokens?: number;
  max_completion_tokens?: number;
  [key: string]: unknown;
};

export type FakeOpenAI = {
  /** The base URL to hand the SDK (ends in /v1). */
  baseURL: string;
  port: number;
  requests: { body: ChatCompletionRequest; headers: IncomingHttpHeaders }[];
  /** The next N requests answer 500 (the provider is down). */
  failNext(n: number): void;
  /** The reply for the next requests (default: an echo of the last user message). */
  setReply(reply: string | null): void;
  /** Holds every request that arrives from now on (after it is recorded) until the returned release is called. */
  hold(): () => void;
  close(): Promise<void>;
};

export const replyFor = (body: ChatCompletionRequest) => {
  const lastUser = [...body.messages].reverse().find((m) => m.role === "user");
  const text = typeof lastUser?.content === "string" ? lastUser.content : JSON.stringify(lastUser?.content ?? "");
  return `Echo: ${text}`;
};

export async function startFakeOpenAI(
  opts: { port?: number; host?: string; tokenDelayMs?: number; firstTokenDelayMs?: number; apiKey?: string } = {},
): Promise<FakeOpenAI> {
  const requests: FakeOpenAI["requests"] = [];
  let failures = 0;
  let fixedReply: string | null = null;
  let gate: Promise<void> | null = null;
  const tokenDelay = opts.tokenDelayMs ?? 40;

  const server: Server = createServer(async (req, res) => {
    const path = (req.url ?? "").split("?")[0];
    if (req.method === "GET" && path === "/health") {
      res.writeHead(200, { "Content-Type": "text/plain" }).end("ok");
      return;
    }
    // For tests in another process (e2e): what the model was sent.
    if (req.method === "GET" && path === "/debug/requests") {
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(requests.map((r) => r.body)));
      return;
    }
    if (req.method !== "POST" || !/^(\/v1)?\/chat\/completions$/.test(path ?? "")) {
      res
        .writeHead(404, { "Content-Type": "application/json" })
        .end(JSON.stringify({ error: { message: "Not found", type: "invalid_request_error" } }));
      return;
    }
    if (opts.apiKey && req.headers.authorization !== `Bearer ${opts.apiKey}`) {
      res
        .writeHead(401, { "Content-Type": "application/json" })
        .end(JSON.stringify({ error: { message: "Incorrect API key provided", type: "invalid_request_error" } }));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString() || "{}") as ChatCompletionRequest;
    requests.push({ body, headers: req.headers });
    if (gate) await gate;
    if (failures > 0) {
      failures--;
      res.writeHead(500, { "Content-Type": "application/json" }).end(
        JSON.stringify({
          error: { message: "The server had an error while processing your request.", type: "server_error" },
        }),
      );
      return;
    }
    const reply = fixedReply ?? replyFor(body);
    const id = `chatcmpl-${Math.random().toString(36).slice(2, 12)}`;
    const created = Math.floor(Date.now() / 1000);
    const model = body.model;
    if (!body.stream) {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify({
          id,
          object: "chat.completion",
          created,
          model,
          choices: [{ index: 0, message: { role: "assistant", content: reply }, finish_reason: "stop" }],
          usage: {
            prompt_tokens: 10,
            completion_tokens: reply.split(/\s+/).length,
            total_tokens: 10 + reply.split(/\s+/).length,
          },
        }),
      );
      return;
    }
    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "keep-alive" });
    const send = (delta: Record<string, unknown>, finish: string | null = null) =>
      res.write(
        `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
      );
    let closed = false;
    res.on("close", () => {
      closed = true;
    });
    send({ role: "assistant", content: "" });
    // A model "thinks" before its first token: long enough for a typing indicator to be seen.
    if (opts.firstTokenDelayMs) await new Promise((r) => setTimeout(r, opts.firstTokenDelayMs));
    for (const token of reply.match(/\S+\s*/g) ?? []) {
      if (closed) return;
      send({ content: token });
      if (tokenDelay) await new Promise((r) => setTimeout(r, tokenDelay));
    }
    send({}, "stop");
    res.write("data: [DONE]\n\n");
    res.end();
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, opts.host ?? "127.0.0.1", () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    port,
    requests,
    failNext: (n) => {
      failures = n;
    },
    setReply: (reply) => {
      fixedReply = reply;
    },
    hold: () => {
      let release!: () => void;
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return release;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
