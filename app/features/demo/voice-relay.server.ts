import { createHash, randomBytes } from "node:crypto";
import { ServerResponse, type IncomingMessage, type RequestListener, type Server } from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";
import { and, eq, gt, lt } from "drizzle-orm";
import { WebSocket, WebSocketServer, type RawData } from "ws";
import { voiceTickets } from "#db/schema";
import type { Db } from "#platform/db.server";
import type { AppServices } from "#platform/context";
import { chargedMinutes, redeemVoiceHold, settleVoiceCall } from "./budget.server";
import type { VoiceSession } from "./voice-session.server";

/**
 * The voice call's WebSocket goes through our server (docs/decisions/057). The browser never
 * sees the ElevenLabs signed URL: it gets a single-use ticket, opens `/api/voice/relay?ticket=…`
 * on our origin, and the relay opens the provider's conversation with the overrides the server
 * wrote. Whatever the browser puts in its own `conversation_initiation_client_data` (a prompt of
 * its choosing, extra LLM parameters) is dropped, and the call is cut at its reserved length.
 * The relay sees the call connect and end, so it is where the call's minutes are charged (issue 40):
 * redeeming the ticket keeps the ticket's hold for the call, and when the call ends it is
 * charged from the provider's socket opening to the end.
 */

export const VOICE_RELAY_PATH = "/api/voice/relay";
/**
 * A ticket is good for this long after the session is minted (the page opens the call at once,
 * after the browser's microphone prompt); so long it holds its call's minutes if never used.
 */
export const VOICE_TICKET_TTL_SECONDS = 120;
/** The largest frame the browser may send: an audio chunk is a few KiB of base64. */
export const VOICE_RELAY_MAX_FRAME = 256 * 1024;
/** Messages the browser may send once the call is open; anything else is not forwarded. */
const CLIENT_TYPES = new Set(["pong", "client_tool_result", "user_activity", "user_message", "feedback"]);
const INITIATION = "conversation_initiation_client_data";

/** The row id of a ticket (in voice_tickets and voice_calls): its SHA-256, so a database read alone cannot open a call. */
export const voiceTicketId = (ticket: string) => createHash("sha256").update(ticket).digest("hex");

/** A new random ticket (256 bits). */
export const newVoiceTicket = () => randomBytes(32).toString("base64url");

type Overrides = VoiceSession["overrides"];
type Call = { id: string; signedUrl: string; overrides: Overrides; maxMinutes: number };

/** Stores the call's signed URL and overrides; returns the ticket the browser opens the relay with. */
export async function issueVoiceTicket(
  db: Db,
  call: { signedUrl: string; overrides: Overrides; maxMinutes: number; ticket?: string; expiresAt?: Date },
  now = new Date(),
): Promise<string> {
  const ticket = call.ticket ?? newVoiceTicket();
  // Tickets nobody redeemed are cleared as new ones are made.
  await db.delete(voiceTickets).where(lt(voiceTickets.expiresAt, now));
  await db.insert(voiceTickets).values({
    id: voiceTicketId(ticket),
    signedUrl: call.signedUrl,
    overrides: call.overrides as unknown as Record<string, unknown>,
    maxMinutes: call.maxMinutes,
    expiresAt: call.expiresAt ?? new Date(now.getTime() + VOICE_TICKET_TTL_SECONDS * 1000),
  });
  return ticket;
}

/**
 * Takes the ticket's call (once: the row is deleted in the same statement) and keeps its minutes
 * held for the call; null when unknown, used or expired.
 */
export async function redeemVoiceTicket(db: Db, ticket: string, now = new Date()): Promise<Call | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(ticket)) return null;
  const id = voiceTicketId(ticket);
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(voiceTickets)
      .where(and(eq(voiceTickets.id, id), gt(voiceTickets.expiresAt, now)))
      .returning();
    const row = rows[0];
    if (!row) return null;
    await redeemVoiceHold(tx, id, now);
    return {
      id,
      signedUrl: row.signedUrl,
      overrides: row.overrides as unknown as Overrides,
      maxMinutes: row.maxMinutes,
    };
  });
}

/** The provider's opening event, written from the server's overrides only (the wire names of the ElevenLabs protocol). */
export function initiationEvent(overrides: Overrides) {
  return {
    type: INITIATION,
    conversation_config_override: {
      agent: {
        prompt: { prompt: overrides.agent.prompt.prompt },
        first_message: overrides.agent.firstMessage,
        language: overrides.agent.language,
      },
      tts: { voice_id: overrides.tts.voiceId },
    },
    source_info: { source: "voxa_relay", version: "1" },
  };
}

/** What the relay forwards from the browser: audio and the protocol's replies; never a second initiation or context injection. */
export function forwardFromClient(raw: string): string | null {
  let message: unknown;
  try {
    message = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!message || typeof message !== "object" || Array.isArray(message)) return null;
  const m = message as Record<string, unknown>;
  if (typeof m.user_audio_chunk === "string" && Object.keys(m).length === 1) return raw;
  if (typeof m.type === "string" && CLIENT_TYPES.has(m.type)) return raw;
  return null;
}

/** A close code we may send on (1005, 1006 and 1015 only ever describe a connection lost). */
const sendableCode = (code: number) =>
  (code >= 1000 && code <= 1003) || (code >= 1007 && code <= 1014) || (code >= 3000 && code <= 4999) ? code : 1011;

function refuse(socket: Duplex, status: number, reason: string) {
  socket.write(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`,
  );
  socket.destroy();
}

/** Same-origin check for the upgrade: the page's Origin must be our site (or the host it was reached at). */
function originAllowed(req: IncomingMessage, siteOrigin: string) {
  const origin = req.headers.origin;
  if (!origin) return false;
  if (origin === siteOrigin) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

type Clock = () => Date;

/** Joins the browser's socket to the provider's conversation for one call. */
function relayCall(client: WebSocket, call: Call, services: Pick<AppServices, "logger" | "database">, clock: Clock) {
  const { logger } = services;
  const upstream = new WebSocket(call.signedUrl, ["convai"], { maxPayload: 8 * 1024 * 1024 });
  const pending: string[] = [];
  let initiated = false;
  // The provider bills from its socket opening: a call it never took costs nothing.
  let connectedAt: number | null = null;
  let settled = false;
  const settle = () => {
    if (settled) return;
    settled = true;
    const end = clock();
    const minutes = chargedMinutes(connectedAt === null ? null : end.getTime() - connectedAt, call.maxMinutes);
    settleVoiceCall(services.database.db, call.id, minutes, end).catch((err: unknown) =>
      logger.warn(
        { err: err instanceof Error ? err.message : String(err) },
        "voice relay: the call's minutes could not be settled",
      ),
    );
  };
  const closeBoth = (code: number, reason: string) => {
    clearTimeout(limit);
    settle();
    for (const ws of [client, upstream]) {
      if (ws.readyState === WebSocket.OPEN) ws.close(code, reason);
      else if (ws.readyState === WebSocket.CONNECTING) ws.terminate();
    }
  };
  // The call reserved this many minutes of the day's budget: it ends there.
  const limit = setTimeout(() => closeBoth(1000, "Call time limit reached"), call.maxMinutes * 60_000);

  const toUpstream = (text: string) => {
    if (upstream.readyState === WebSocket.OPEN) upstream.send(text);
    else pending.push(text);
  };

  client.on("message", (data: RawData, isBinary: boolean) => {
    if (isBinary) return;
    const raw = data.toString();
    if (!initiated) {
      // The browser's opening event is replaced by the server's, whatever it carried.
      initiated = true;
      toUpstream(JSON.stringify(initiationEvent(call.overrides)));
      return;
    }
    const forward = forwardFromClient(raw);
    if (forward) toUpstream(forward);
  });
  upstream.on("open", () => {
    connectedAt = clock().getTime();
    for (const text of pending.splice(0)) upstream.send(text);
  });
  upstream.on("message", (data: RawData, isBinary: boolean) => {
    if (client.readyState === WebSocket.OPEN) client.send(data, { binary: isBinary });
  });
  upstream.on("close", (code) => closeBoth(sendableCode(code), "The voice service ended the call"));
  upstream.on("error", (err) => {
    logger.warn({ err: err.message }, "voice relay: the provider's socket failed");
    closeBoth(1011, "The voice service is unavailable");
  });
  client.on("close", () => closeBoth(1000, "Caller hung up"));
  client.on("error", () => closeBoth(1000, "Caller hung up"));
}

/**
 * A request that asked to upgrade somewhere else (curl's `Upgrade: h2c`, say) is answered as the
 * plain request it also is: on Node 20, once an 'upgrade' listener exists every such request
 * comes here instead of to the request listener.
 */
function serveWithoutUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, listener: RequestListener) {
  if (req.method !== "GET" && req.method !== "HEAD") return refuse(socket, 400, "Bad Request");
  if (head.length) socket.unshift(head);
  const res = new ServerResponse(req);
  res.shouldKeepAlive = false;
  res.assignSocket(socket as Socket);
  res.on("finish", () => {
    res.detachSocket(socket as Socket);
    socket.end();
  });
  void listener(req, res);
}

/** Serves the relay on `server`'s upgrade requests; other upgrade requests get their plain answer from `listener`. */
export function attachVoiceRelay(
  server: Server,
  services: Pick<AppServices, "env" | "logger" | "database">,
  listener: RequestListener,
  opts: { clock?: Clock } = {},
) {
  const clock = opts.clock ?? (() => new Date());
  const siteOrigin = new URL(services.env.PUBLIC_SITE_URL).origin;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: VOICE_RELAY_MAX_FRAME,
    handleProtocols: (protocols) => (protocols.has("convai") ? "convai" : false),
  });
  server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on("error", () => socket.destroy());
    const url = new URL(req.url ?? "/", "http://relay.invalid");
    if (url.pathname !== VOICE_RELAY_PATH) return serveWithoutUpgrade(req, socket, head, listener);
    if (!originAllowed(req, siteOrigin)) return refuse(socket, 403, "Forbidden");
    const ticket = url.searchParams.get("ticket") ?? "";
    redeemVoiceTicket(services.database.db, ticket, clock()).then(
      (call) => {
        if (!call) return refuse(socket, 403, "Forbidden");
        // A socket lost before the upgrade completed never became a call: its hold goes back.
        let upgraded = false;
        socket.once("close", () => {
          if (!upgraded)
            settleVoiceCall(services.database.db, call.id, 0, clock()).catch((err: unknown) =>
              services.logger.warn(
                { err: err instanceof Error ? err.message : String(err) },
                "voice relay: an unused hold could not be given back",
              ),
            );
        });
        wss.handleUpgrade(req, socket, head, (client) => {
          upgraded = true;
          relayCall(client, call, services, clock);
        });
      },
      (err: unknown) => {
        services.logger.error({ err }, "voice relay: the ticket could not be read");
        refuse(socket, 503, "Service Unavailable");
      },
    );
  });
  return () => {
    for (const client of wss.clients) client.terminate();
    wss.close();
  };
}
