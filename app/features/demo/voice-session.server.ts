import { firstMessages, voxaFirstMessage } from "~/content/prompts/demo-assistant";
import {
  VOICE_ADDRESS_DAY_MESSAGE,
  VOICE_PAUSED_MESSAGE,
  voiceBusyMessage,
  voiceWaitingMessage,
} from "~/content/voice-notices";
import { hashIp } from "#platform/ip-hash.server";
import { hitRateLimit, scaleLimit, type RateLimit } from "#platform/rate-limit.server";
import { HttpProblem, json, parseWith, readJson } from "~/lib/api.server";
import type { AppServices } from "#platform/context";
import type { Env } from "#platform/env.server";
import type { Requester } from "./chat.server";
import { rateLimitMessage } from "./chat.server";
import { holdVoiceCall, type VoiceRefusal } from "./budget.server";
import { buildVoiceAgentPrompt, demoPromptInputFor } from "./demo-prompt.server";
import { voiceSessionRequestSchema } from "./schemas";
import {
  issueVoiceTicket,
  newVoiceTicket,
  VOICE_RELAY_PATH,
  VOICE_TICKET_TTL_SECONDS,
  voiceTicketId,
} from "./voice-relay.server";

/**
 * POST /api/voice/session: mints a short-lived signed conversation URL with our
 * ElevenLabs key (which never leaves the server), keeps it with the call's overrides under a
 * single-use ticket, and returns our relay's path with that ticket (docs/decisions/057). The
 * relay opens the conversation with the server's overrides: the agent prompt is
 * built like the chat's (industry, saved details, capped customization as data) and the first
 * message is the industry's. Minutes of voice cost money: limited per address, and each ticket
 * holds its call's longest length of the day's minutes until it lapses or the call ends, when
 * the call is charged what it used (budget.server.ts; docs/decisions/045, issue 40).
 */

export const VOICE_RATE_LIMITS: { anonymous: RateLimit; signedIn: RateLimit } = {
  anonymous: { max: 6, windowSeconds: 600 },
  signedIn: { max: 20, windowSeconds: 600 },
};
export const SIGNED_URL_TIMEOUT_MS = 10_000;
/** Spec §9: the demo agent speaks English. */
export const VOICE_LANGUAGE = "en";

export function voiceConfigured(env: Pick<Env, "ELEVENLABS_API_KEY" | "ELEVENLABS_AGENT_ID">) {
  return Boolean(env.ELEVENLABS_API_KEY && env.ELEVENLABS_AGENT_ID);
}

export type VoiceSession = {
  /** Our relay's path with the call's single-use ticket; the browser opens it as a WebSocket on this origin. */
  relayPath: string;
  /** The call's length limit: the page ends the call then (the agent's own maximum should match). */
  maxMinutes: number;
  overrides: {
    agent: { prompt: { prompt: string }; firstMessage: string; language: typeof VOICE_LANGUAGE };
    tts: { voiceId: string };
  };
};

/** Until the next UTC day, when the budgets start over (for Retry-After). */
export function secondsToUtcMidnight(now = new Date()) {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return String(Math.max(1, Math.ceil((next - now.getTime()) / 1000)));
}

export async function fetchSignedUrl(env: Env, fetchImpl: typeof fetch = fetch): Promise<string> {
  const url = new URL("/v1/convai/conversation/get-signed-url", env.ELEVENLABS_API_BASE);
  url.searchParams.set("agent_id", env.ELEVENLABS_AGENT_ID!);
  const ask = () =>
    fetchImpl(url, {
      headers: { "xi-api-key": env.ELEVENLABS_API_KEY!, accept: "application/json" },
      signal: AbortSignal.timeout(SIGNED_URL_TIMEOUT_MS),
    });
  // A kept-alive connection the provider closed as we reused it fails before any answer ("fetch
  // failed"): asked once more on a fresh one. An answer, even an error status, is never asked again.
  const res = await ask().catch((err: unknown) => {
    if (err instanceof TypeError) return ask();
    throw err;
  });
  if (!res.ok) {
    await res.body?.cancel().catch(() => {});
    throw new Error(`ElevenLabs answered ${res.status} to the signed-URL request`);
  }
  const body = (await res.json()) as { signed_url?: unknown };
  if (typeof body.signed_url !== "string" || !/^wss?:\/\//.test(body.signed_url))
    throw new Error("ElevenLabs returned no signed URL");
  return body.signed_url;
}

/** The answer when no call can be held: the site's day is spent (the panel's notice), or a wait, or this address's day is used. */
function voiceRefused(refusal: VoiceRefusal, now: Date) {
  switch (refusal.reason) {
    case "spent":
      return json({ error: VOICE_PAUSED_MESSAGE, code: "VOICE_BUDGET_SPENT" }, 503, {
        "Retry-After": secondsToUtcMidnight(now),
      });
    case "busy":
      return json({ error: voiceBusyMessage(refusal.retryAfterSeconds), code: "VOICE_BUSY" }, 503, {
        "Retry-After": String(refusal.retryAfterSeconds),
      });
    case "address-waiting":
      return json({ error: voiceWaitingMessage(refusal.retryAfterSeconds), code: "VOICE_CALLS_WAITING" }, 429, {
        "Retry-After": String(refusal.retryAfterSeconds),
      });
    case "address-day":
      return json({ error: VOICE_ADDRESS_DAY_MESSAGE, code: "VOICE_DAILY_LIMIT" }, 429, {
        "Retry-After": secondsToUtcMidnight(now),
      });
  }
}

export async function createVoiceSession(
  services: AppServices,
  request: Request,
  who: Requester,
  opts: { limits?: typeof VOICE_RATE_LIMITS; now?: Date } = {},
) {
  if (request.method !== "POST") throw new HttpProblem(405, "Use POST.", { Allow: "POST" });
  const { env } = services;
  const input = parseWith(voiceSessionRequestSchema, await readJson(request, 32 * 1024));
  if (!voiceConfigured(env)) {
    return json({ error: "Voice is not configured on this server.", code: "VOICE_NOT_CONFIGURED" }, 503);
  }
  const limits = opts.limits ?? VOICE_RATE_LIMITS;
  // Per address for everyone (minutes cost money), with more room once signed in.
  const decision = await hitRateLimit(
    services.database.db,
    `voice:${who.user ? "user" : "ip"}:${hashIp(env.BETTER_AUTH_SECRET, who.clientIp)}`,
    scaleLimit(who.user ? limits.signedIn : limits.anonymous, env.RATE_LIMIT_MULTIPLIER),
  );
  if (!decision.allowed) {
    return json(
      { error: rateLimitMessage(decision.retryAfterSeconds, Boolean(who.user), "voice calls"), code: "RATE_LIMITED" },
      429,
      {
        "Retry-After": String(decision.retryAfterSeconds),
      },
    );
  }
  const promptInput = await demoPromptInputFor(services.database.db, who.user, input);
  const now = opts.now ?? new Date();
  const ticket = newVoiceTicket();
  const hold = await holdVoiceCall(
    services.database.db,
    env,
    {
      id: voiceTicketId(ticket),
      caller: hashIp(env.BETTER_AUTH_SECRET, who.clientIp),
      ttlSeconds: env.VOICE_TICKET_SECONDS ?? VOICE_TICKET_TTL_SECONDS,
    },
    now,
  );
  if ("reason" in hold) return voiceRefused(hold, now);
  let signedUrl: string;
  try {
    signedUrl = await fetchSignedUrl(env);
  } catch (err) {
    // Nothing was minted: the minutes go back.
    await hold.release().catch(() => {});
    services.logger.warn(
      { err: err instanceof Error ? err.message : String(err) },
      "voice session could not be minted",
    );
    return json(
      { error: "The voice service did not answer. Please try again in a moment.", code: "VOICE_UPSTREAM" },
      502,
    );
  }
  const overrides: VoiceSession["overrides"] = {
    agent: {
      prompt: { prompt: buildVoiceAgentPrompt(promptInput) },
      // Never visitor text (decision 045): ours, or the industry's receptionist's for a caller (099).
      firstMessage: promptInput.role === "caller" ? firstMessages[promptInput.industry] : voxaFirstMessage,
      language: VOICE_LANGUAGE,
    },
    tts: { voiceId: env.ELEVENLABS_VOICE_ID },
  };
  // The signed URL stays on the server: the browser gets a ticket for our relay (decision 057),
  // valid exactly as long as its hold.
  await issueVoiceTicket(
    services.database.db,
    { ticket, signedUrl, overrides, maxMinutes: hold.minutes, expiresAt: hold.expiresAt },
    now,
  );
  const session: VoiceSession = {
    relayPath: `${VOICE_RELAY_PATH}?ticket=${ticket}`,
    maxMinutes: hold.minutes,
    overrides,
  };
  return json(session);
}
