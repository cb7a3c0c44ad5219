import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import {
  createUIMessageStream,
  createUIMessageStreamResponse,
  generateText,
  streamText,
  type LanguageModel,
  type ModelMessage,
} from "ai";
import { demoIndustry, demoToasts } from "~/content/demo";
import { hashIp } from "~/features/leads/leads.server";
import { hitRateLimit, scaleLimit, type RateLimit } from "~/features/leads/rate-limit.server";
import { HttpProblem, json, parseWith, readJson } from "~/lib/api.server";
import type { AppServices } from "~/lib/context";
import type { Env } from "../../../server/env.server";
import { answerOffline, tokensOf } from "./offline-assistant.server";
import { chatRequestSchema, DEMO_LIMITS, type ChatRequest } from "./schemas";

/**
 * POST /api/chat-completion (JSON `{ response }`) and its streaming twin for the page.
 * With AI_BASE_URL (or AI_API_KEY) set: the Vercel AI SDK with an OpenAI-compatible
 * provider. Without: the offline assistant (offline-assistant.server.ts), labelled so.
 */

export type Requester = { user: { id: string; email: string } | null; clientIp: string };

/** Anonymous visitors per address; signed-in visitors per account, with more room. */
export const CHAT_RATE_LIMITS: { anonymous: RateLimit; signedIn: RateLimit } = {
  anonymous: { max: 30, windowSeconds: 600 },
  signedIn: { max: 120, windowSeconds: 600 },
};
export const CHAT_TIMEOUT_MS = 45_000;
export const CHAT_BODY_LIMIT = 96 * 1024;

export type ChatMode = "live" | "offline";

export function chatMode(env: Pick<Env, "AI_BASE_URL" | "AI_API_KEY">): ChatMode {
  return env.AI_BASE_URL || env.AI_API_KEY ? "live" : "offline";
}

const models = new WeakMap<Env, LanguageModel>();
export function chatModel(env: Env): LanguageModel {
  let model = models.get(env);
  if (!model) {
    const provider = createOpenAICompatible({
      name: "demo-chat",
      baseURL: (env.AI_BASE_URL ?? "https://api.openai.com/v1").replace(/\/+$/, ""),
      apiKey: env.AI_API_KEY,
    });
    model = provider.chatModel(env.AI_MODEL);
    models.set(env, model);
  }
  return model;
}

export function rateLimitMessage(retryAfterSeconds: number, signedIn: boolean, what = "messages") {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
  return `You've sent a lot of ${what} in a short time. Please wait ${wait} and try again${signedIn ? "." : ", or sign in for a higher limit."}`;
}

/** null when allowed; otherwise the 429 to answer with. */
export async function checkChatRateLimit(
  services: Pick<AppServices, "database" | "env">,
  who: Requester,
  limits = CHAT_RATE_LIMITS,
) {
  const key = who.user
    ? `chat:user:${who.user.id}`
    : `chat:ip:${hashIp(services.env.BETTER_AUTH_SECRET, who.clientIp)}`;
  const decision = await hitRateLimit(
    services.database.db,
    key,
    scaleLimit(who.user ? limits.signedIn : limits.anonymous, services.env.RATE_LIMIT_MULTIPLIER),
  );
  if (decision.allowed) return null;
  return json({ error: rateLimitMessage(decision.retryAfterSeconds, Boolean(who.user)), code: "RATE_LIMITED" }, 429, {
    "Retry-After": String(decision.retryAfterSeconds),
  });
}

export function systemPromptFor(input: ChatRequest): string {
  return input.systemPrompt.trim() || demoIndustry(input.industry).defaultPrompt;
}

function modelMessages(input: ChatRequest): ModelMessage[] {
  return [
    ...input.messages.map((m) => ({ role: m.role, content: m.content }) as ModelMessage),
    { role: "user", content: input.prompt },
  ];
}

async function readChatRequest(request: Request): Promise<ChatRequest> {
  if (request.method !== "POST") throw new HttpProblem(405, "Use POST.", { Allow: "POST" });
  return parseWith(chatRequestSchema, await readJson(request, CHAT_BODY_LIMIT));
}

function abortSignalFor(request: Request) {
  return AbortSignal.any([request.signal, AbortSignal.timeout(CHAT_TIMEOUT_MS)]);
}

/** The non-streaming endpoint: `{ response, mode }`. */
export async function completeChat(
  services: AppServices,
  request: Request,
  who: Requester,
  opts: { limits?: typeof CHAT_RATE_LIMITS } = {},
) {
  const input = await readChatRequest(request);
  const limited = await checkChatRateLimit(services, who, opts.limits);
  if (limited) return limited;
  const mode = chatMode(services.env);
  if (mode === "offline") {
    return json({ response: answerOffline({ prompt: input.prompt, industry: input.industry }), mode }, 200, {
      "X-Demo-Mode": mode,
    });
  }
  try {
    const result = await generateText({
      model: chatModel(services.env),
      system: systemPromptFor(input),
      messages: modelMessages(input),
      maxOutputTokens: DEMO_LIMITS.outputTokens,
      maxRetries: 1,
      abortSignal: abortSignalFor(request),
    });
    return json({ response: result.text, mode }, 200, { "X-Demo-Mode": mode });
  } catch (err) {
    services.logger.warn({ err: err instanceof Error ? err.message : String(err) }, "chat completion failed");
    return json({ error: demoToasts.chatFailed }, 502);
  }
}

/** Delay between the offline assistant's words, so it streams like a model does. */
export const OFFLINE_TOKEN_DELAY_MS = 18;

/** The streaming endpoint: a UI message stream (SSE) of text deltas; an `error` chunk when the model fails midway. */
export async function streamChat(
  services: AppServices,
  request: Request,
  who: Requester,
  opts: { limits?: typeof CHAT_RATE_LIMITS; offlineDelayMs?: number } = {},
) {
  const input = await readChatRequest(request);
  const limited = await checkChatRateLimit(services, who, opts.limits);
  if (limited) return limited;
  const mode = chatMode(services.env);
  const headers = { "Cache-Control": "no-store", "X-Demo-Mode": mode, "X-Accel-Buffering": "no" };
  if (mode === "offline") {
    const reply = answerOffline({ prompt: input.prompt, industry: input.industry });
    const delay = opts.offlineDelayMs ?? OFFLINE_TOKEN_DELAY_MS;
    const stream = createUIMessageStream({
      async execute({ writer }) {
        writer.write({ type: "text-start", id: "offline" });
        for (const token of tokensOf(reply)) {
          if (request.signal.aborted) break;
          writer.write({ type: "text-delta", id: "offline", delta: token });
          if (delay) await new Promise((r) => setTimeout(r, delay));
        }
        writer.write({ type: "text-end", id: "offline" });
      },
    });
    return createUIMessageStreamResponse({ stream, headers });
  }
  const result = streamText({
    model: chatModel(services.env),
    system: systemPromptFor(input),
    messages: modelMessages(input),
    maxOutputTokens: DEMO_LIMITS.outputTokens,
    maxRetries: 1,
    abortSignal: abortSignalFor(request),
    onError: ({ error }) => {
      services.logger.warn({ err: error instanceof Error ? error.message : String(error) }, "chat stream failed");
    },
  });
  return result.toUIMessageStreamResponse({ headers, onError: () => demoToasts.chatFailed });
}
