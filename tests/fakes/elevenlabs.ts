import { randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { WebSocketServer, type WebSocket } from "ws";

/**
 * A loopback fake of ElevenLabs Conversational AI, enough for the real SDK:
 * - `GET /v1/convai/conversation/get-signed-url?agent_id=…` with `xi-api-key` → `{ signed_url }`,
 *   a ws:// URL to this same server;
 * - the conversation WebSocket at `/v1/convai/conversation`, speaking the real event
 *   protocol: it waits for `conversation_initiation_client_data`, answers
 *   `conversation_initiation_metadata` (PCM 16 kHz both ways), says the first message
 *   (`agent_response` plus a short `audio` clip), pings, and once the caller's audio
 *   (`user_audio_chunk`) has flowed for a moment sends a `user_transcript` and a reply;
 * - text to speech, `POST /v1/text-to-speech/{voice_id}?output_format=pcm_16000` with
 *   `xi-api-key` and JSON `{ text, model_id }` → raw 16-bit PCM (mono, little-endian) at the
 *   format's rate: a quiet tone lasting `ttsSecondsFor(text)`, so a test knows each line's length.
 */
/** One text-to-speech request as the fake received it. */
export type TtsRequest = {
  voiceId: string;
  outputFormat: string | null;
  headers: IncomingHttpHeaders;
  body: { text?: unknown; model_id?: unknown };
};

/** How long the fake's speech for `text` lasts: 50 ms a character, at least 0.3 s (whole samples at 16 kHz). */
export function ttsSecondsFor(text: string) {
  return Math.max(0.3, text.length * 0.05);
}
export type ConversationRecord = {
  id: string;
  url: string;
  initiation: Record<string, unknown> | null;
  audioChunks: number;
  pongs: number;
  /** Every event the client sent, by its type (`user_audio_chunk` for audio). */
  received: string[];
  /** What the client answered to client_tool_call events. */
  toolResults: { tool_call_id: string; result: string; is_error: boolean }[];
  closedBy: "client" | "server" | null;
};

export type FakeElevenLabs = {
  /** ELEVENLABS_API_BASE for the app. */
  apiBase: string;
  port: number;
  signedUrlRequests: { agentId: string | null; headers: IncomingHttpHeaders }[];
  conversations: ConversationRecord[];
  ttsRequests: TtsRequest[];
  /** The next signed-URL requests answer this status instead (e.g. 401, 500). */
  failNext(n: number, status?: number): void;
  close(): Promise<void>;
};

export const FAKE_USER_TRANSCRIPT = "What are your opening hours?";
export const FAKE_AGENT_REPLY = "We're open from 8 am to 6 pm, Monday to Friday.";

/** A quiet 440 Hz tone, 16-bit PCM (mono, little-endian). */
function tone(seconds: number, rate = 16_000) {
  const samples = Math.round(seconds * rate);
  const buf = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++)
    buf.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 2000), i * 2);
  return buf;
}

/** ~0.25 s of the tone at 16 kHz, base64. */
function toneBase64(seconds = 0.25, rate = 16_000) {
  return tone(seconds, rate).toString("base64");
}

export async function startFakeElevenLabs(
  opts: {
    port?: number;
    host?: string;
    apiKey?: string;
    agentId?: string;
    metadataDelayMs?: number;
    transcriptAfterChunks?: number;
    /** After its reply, ask the client for a tool it does not have (the SDK must answer with an error result). */
    unknownToolCall?: boolean;
  } = {},
): Promise<FakeElevenLabs> {
  const apiKey = opts.apiKey ?? "xi-test-key";
  const agentId = opts.agentId ?? "agent_test";
  const signedUrlRequests: FakeElevenLabs["signedUrlRequests"] = [];
  const conversations: ConversationRecord[] = [];
  const ttsRequests: TtsRequest[] = [];
  const tokens = new Set<string>();
  let failures = 0;
  let failStatus = 500;
  let port = 0;

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.method === "GET" && url.pathname === "/health") return send(200, { ok: true });
    // For tests in another process (e2e): what the conversations received.
    if (req.method === "GET" && url.pathname === "/debug/conversations") return send(200, conversations);
    if (req.method === "GET" && url.pathname === "/v1/convai/conversation/get-signed-url") {
      signedUrlRequests.push({ agentId: url.searchParams.get("agent_id"), headers: req.headers });
      if (failures > 0) {
        failures--;
        return send(failStatus, { detail: { status: "error", message: "Fake failure" } });
      }
      if (req.headers["xi-api-key"] !== apiKey)
        return send(401, { detail: { status: "invalid_api_key", message: "Invalid API key" } });
      if (url.searchParams.get("agent_id") !== agentId)
        return send(404, { detail: { status: "agent_not_found", message: "Agent not found" } });
      const token = randomUUID();
      tokens.add(token);
      return send(200, {
        signed_url: `ws://127.0.0.1:${port}/v1/convai/conversation?agent_id=${agentId}&conversation_signature=${token}`,
      });
    }
    const tts = /^\/v1\/text-to-speech\/([^/]+)$/.exec(url.pathname);
    if (req.method === "POST" && tts) {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        let body: TtsRequest["body"] = {};
        try {
          body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as TtsRequest["body"];
        } catch {
          /* answered below */
        }
        const outputFormat = url.searchParams.get("output_format");
        ttsRequests.push({ voiceId: decodeURIComponent(tts[1]!), outputFormat, headers: req.headers, body });
        if (failures > 0) {
          failures--;
          return send(failStatus, { detail: { status: "error", message: "Fake failure" } });
        }
        if (req.headers["xi-api-key"] !== apiKey)
          return send(401, { detail: { status: "invalid_api_key", message: "Invalid API key" } });
        if (typeof body.text !== "string" || body.text.trim() === "")
          return send(422, { detail: { status: "invalid_text", message: "text is required" } });
        const rate = /^pcm_(\d+)$/.exec(outputFormat ?? "")?.[1];
        if (!rate)
          return send(422, { detail: { status: "invalid_output_format", message: "this fake speaks pcm_* only" } });
        const audio = tone(ttsSecondsFor(body.text), Number(rate));
        res.writeHead(200, { "Content-Type": "audio/pcm", "Content-Length": audio.length });
        res.end(audio);
      });
      return;
    }
    send(404, { detail: "Not found" });
  });

  const wss = new WebSocketServer({
    noServer: true,
    handleProtocols: (protocols) => (protocols.has("convai") ? "convai" : false),
  });
  server.on("upgrade", (req, socket, head) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const token = url.searchParams.get("conversation_signature");
    if (url.pathname !== "/v1/convai/conversation" || !token || !tokens.has(token)) {
      socket.write("HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n");
      socket.destroy();
      return;
    }
    tokens.delete(token); // a signed URL opens one conversation
    wss.handleUpgrade(req, socket, head, (ws) => converse(ws, req.url ?? ""));
  });

  function converse(ws: WebSocket, url: string) {
    const record: ConversationRecord = {
      id: `conv_${randomUUID().slice(0, 8)}`,
      url,
      initiation: null,
      audioChunks: 0,
      pongs: 0,
      received: [],
      toolResults: [],
      closedBy: null,
    };
    conversations.push(record);
    let eventId = 0;
    let answered = false;
    const timers: NodeJS.Timeout[] = [];
    const send = (event: Record<string, unknown>) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(event));
    };
    const later = (ms: number, fn: () => void) => timers.push(setTimeout(fn, ms));
    const say = (text: string) => {
      const id = ++eventId;
      send({ type: "agent_response", agent_response_event: { agent_response: text, event_id: id } });
      send({ type: "audio", audio_event: { audio_base_64: toneBase64(), event_id: id } });
    };

    ws.on("message", (raw) => {
      let msg: Record<string, unknown>;
      try {
        msg = JSON.parse(String(raw)) as Record<string, unknown>;
      } catch {
        return;
      }
      record.received.push(typeof msg.type === "string" ? msg.type : Object.keys(msg).join(","));
      if (msg.type === "conversation_initiation_client_data") {
        record.initiation = msg;
        later(opts.metadataDelayMs ?? 0, () => {
          send({
            type: "conversation_initiation_metadata",
            conversation_initiation_metadata_event: {
              conversation_id: record.id,
              agent_output_audio_format: "pcm_16000",
              user_input_audio_format: "pcm_16000",
            },
          });
          const override = (msg.conversation_config_override as { agent?: { first_message?: string } } | undefined)
            ?.agent?.first_message;
          later(150, () => say(override || "Hello! How can I help you today?"));
          later(300, () => send({ type: "ping", ping_event: { event_id: ++eventId, ping_ms: 20 } }));
        });
      } else if (typeof msg.user_audio_chunk === "string") {
        record.audioChunks++;
        if (!answered && record.audioChunks >= (opts.transcriptAfterChunks ?? 4)) {
          answered = true;
          send({
            type: "user_transcript",
            user_transcription_event: { user_transcript: FAKE_USER_TRANSCRIPT, event_id: ++eventId },
          });
          later(100, () => say(FAKE_AGENT_REPLY));
          if (opts.unknownToolCall) {
            later(300, () =>
              send({
                type: "client_tool_call",
                client_tool_call: { tool_name: "open_crm_record", tool_call_id: `call_${record.id}`, parameters: {} },
              }),
            );
          }
        }
      } else if (msg.type === "pong") {
        record.pongs++;
      } else if (msg.type === "client_tool_result") {
        record.toolResults.push({
          tool_call_id: String(msg.tool_call_id),
          result: String(msg.result),
          is_error: Boolean(msg.is_error),
        });
      }
    });
    ws.on("close", () => {
      timers.forEach(clearTimeout);
      record.closedBy ??= "client";
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, opts.host ?? "127.0.0.1", () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  return {
    apiBase: `http://127.0.0.1:${port}`,
    port,
    signedUrlRequests,
    conversations,
    ttsRequests,
    failNext: (n, status = 500) => {
      failures = n;
      failStatus = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
