import type { LanguageModel, ModelMessage } from "ai";
import { lazyModule } from "#platform/lazy-module";
import { demoIndustryIds, demoPage, demoRoles, demoToasts } from "~/content/demo";
import { hashIp } from "#platform/ip-hash.server";
import { hitRateLimit, scaleLimit, type RateLimit } from "#platform/rate-limit.server";
import { HttpProblem, json, parseWith, readJson } from "~/lib/api.server";
import type { AppServices } from "#platform/context";
import type { Env } from "#platform/env.server";
import { estimateTokens, reserveTokens, type TokenReservation } from "./budget.server";
import { HANDOFF_HREF } from "~/lib/answer-links";
import { groundingQuestion, handoffStep, wantsPerson } from "./assistant/answer";
import { settledLength, unknownPrices } from "./assistant/prices";
import { buildDemoSystemPrompt, demoPromptInputFor, visitorTextOf, type DemoPromptInput } from "./demo-prompt.server";
import { answerOffline, tokensOf } from "./offline-assistant.server";
import { chatRequestSchema, DEMO_LIMITS, type ChatRequest } from "./schemas";

/**
 * POST /api/chat-completion (JSON `{ response }`) and its streaming twin for the page.
 * With AI_BASE_URL (or AI_API_KEY) set: the Vercel AI SDK with an OpenAI-compatible
 * provider. Without: the offline assistant (offline-assistant.server.ts), labelled so.
 *
 * The system prompt is the server's (demo-prompt.server.ts): the browser names the industry
 * and may send the visitor's customization text, nothing more. Earlier turns are capped
 * (schemas.ts) and can only be the visitor's or the assistant's. Each live reply spends from
 * the site's daily token budget (budget.server.ts); once it is spent the offline assistant
 * answers and says why (docs/decisions/045).
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
/** Why a reply is offline: no model configured, or today's token budget is spent. */
export type OfflineReason = "unconfigured" | "budget";

/** What the visitor reads when the day's model budget is spent (first paragraph of the offline reply). */
export const BUDGET_NOTICE = demoPage.chat.offlineRestingNote;

export function chatMode(env: Pick<Env, "AI_BASE_URL" | "AI_API_KEY">): ChatMode {
  return env.AI_BASE_URL || env.AI_API_KEY ? "live" : "offline";
}

/** The AI SDK and its provider, loaded with the first chat (decision 091): the offline assistant streams through the SDK too. */
const aiSdk = lazyModule<typeof import("ai")>("ai");
const providerSdk = lazyModule<typeof import("@ai-sdk/openai-compatible")>("@ai-sdk/openai-compatible");

const models = new WeakMap<Env, LanguageModel>();
export function chatModel(env: Env): LanguageModel {
  let model = models.get(env);
  if (!model) {
    const provider = providerSdk().createOpenAICompatible({
      name: "demo-chat",
      baseURL: (env.AI_BASE_URL ?? "https://api.openai.com/v1").replace(/\/+$/, ""),
      apiKey: env.AI_API_KEY,
      // Streamed replies report their token usage too (the daily budget counts it).
      includeUsage: true,
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

function modelMessages(input: ChatRequest): ModelMessage[] {
  return [
    ...input.messages.map((m) => ({ role: m.role, content: m.content }) as ModelMessage),
    { role: "user", content: input.prompt },
  ];
}

type Plan =
  | { kind: "offline"; reason: OfflineReason; prompt: DemoPromptInput }
  | {
      kind: "live";
      prompt: DemoPromptInput;
      system: string;
      messages: ModelMessage[];
      /** Tokens of the prompt, estimated from its characters. */
      inputEstimate: number;
      reservation: TokenReservation;
    };

/** Live or offline for this request: builds the server's prompt and reserves its worst case from today's budget. */
async function planReply(services: AppServices, input: ChatRequest, who: Requester): Promise<Plan> {
  const { db } = services.database;
  const prompt = await demoPromptInputFor(db, who.user, { ...input, question: questionOf(input) });
  if (chatMode(services.env) === "offline") return { kind: "offline", reason: "unconfigured", prompt };
  const system = buildDemoSystemPrompt(prompt);
  const messages = modelMessages(input);
  const inputEstimate = estimateTokens(system, ...messages.map((m) => String(m.content)));
  // The day's budget, and this visitor's share of it (issue 40).
  const visitor = who.user ? `user:${who.user.id}` : `ip:${hashIp(services.env.BETTER_AUTH_SECRET, who.clientIp)}`;
  const reservation = await reserveTokens(
    db,
    services.env,
    inputEstimate + DEMO_LIMITS.outputTokens,
    new Date(),
    visitor,
  );
  if (!reservation) return { kind: "offline", reason: "budget", prompt };
  return { kind: "live", prompt, system, messages, inputEstimate, reservation };
}

/** What picks the grounding facts: the message, read with the previous one when it is a short follow-up. */
const questionOf = (input: ChatRequest) => groundingQuestion(input.prompt, input.messages);

/** The visitor's own words about their business: prices there may be quoted back (their services' prices). */
const visitorText = (prompt: DemoPromptInput) => visitorTextOf(prompt);

/**
 * A model's reply as it may be shown: null when it names a price the catalog (or the visitor's
 * own details) does not state; otherwise the reply, ending with the chat's hand-off button when
 * the visitor asked for a person, a quote or a booking.
 */
function checkedReply(text: string, input: ChatRequest, prompt: DemoPromptInput): string | null {
  if (unknownPrices(text, visitorText(prompt)).length) return null;
  return text + handoffSuffix(text, input, prompt);
}

/** Asked for a person at the company (not the business's staff, in role): the chat's hand-off button. */
function handoffSuffix(text: string, input: ChatRequest, prompt: DemoPromptInput) {
  const wanted = prompt.role === "voxa" && wantsPerson(input.prompt);
  return wanted && !text.includes(HANDOFF_HREF) ? `\n\n[${handoffStep.label}](${handoffStep.href})` : "";
}

const logReplaced = (services: AppServices, text: string, prompt: DemoPromptInput) =>
  services.logger.warn(
    { prices: unknownPrices(text, visitorText(prompt)), industry: prompt.industry },
    "model reply named a price not in the catalog: the offline answer was shown instead",
  );

/**
 * The least a new conversation reserves: the plainest server prompt plus the output cap. Less
 * than this left today means the chat is offline until midnight UTC (the page says so up front).
 */
export function smallestReservation() {
  const prompts = demoIndustryIds.flatMap((industry) =>
    demoRoles.map((role) => buildDemoSystemPrompt({ industry, role, details: null, customization: null })),
  );
  return Math.min(...prompts.map((p) => estimateTokens(p))) + DEMO_LIMITS.outputTokens;
}

/** Tokens a finished call used: the provider's count, or an estimate from characters when it gave none. */
function tokensUsed(
  usage: { inputTokens?: number; outputTokens?: number; totalTokens?: number } | undefined,
  inputEstimate: number,
  text: string,
) {
  if (usage?.totalTokens != null && Number.isFinite(usage.totalTokens)) return usage.totalTokens;
  return (usage?.inputTokens ?? inputEstimate) + (usage?.outputTokens ?? estimateTokens(text));
}

/** The offline assistant's reply; when the budget is spent, it starts by saying so (once per conversation). */
function offlineReply(input: ChatRequest, reason: OfflineReason | null, prompt: DemoPromptInput) {
  const answer = answerOffline({
    prompt: input.prompt,
    industry: prompt.industry,
    role: prompt.role,
    business: prompt.details,
    history: input.messages,
  });
  if (reason !== "budget") return answer;
  const told = input.messages.some((m) => m.role === "assistant" && m.content.includes(BUDGET_NOTICE));
  return told ? answer : `${BUDGET_NOTICE}\n\n${answer}`;
}

const modeHeaders = (plan: Plan): Record<string, string> =>
  plan.kind === "live"
    ? { "X-Demo-Mode": "live" }
    : { "X-Demo-Mode": "offline", ...(plan.reason === "budget" ? { "X-Demo-Offline-Reason": "budget" } : {}) };

const logSettleFailure = (services: AppServices) => (err: unknown) =>
  services.logger.warn({ err: err instanceof Error ? err.message : String(err) }, "chat usage not recorded");

async function readChatRequest(request: Request): Promise<ChatRequest> {
  if (request.method !== "POST") throw new HttpProblem(405, "Use POST.", { Allow: "POST" });
  return parseWith(chatRequestSchema, await readJson(request, CHAT_BODY_LIMIT));
}

function abortSignalFor(request: Request) {
  return AbortSignal.any([request.signal, AbortSignal.timeout(CHAT_TIMEOUT_MS)]);
}

/** The non-streaming endpoint: `{ response, mode }` (and `reason: "budget"` when the day's budget is spent). */
export async function completeChat(
  services: AppServices,
  request: Request,
  who: Requester,
  opts: { limits?: typeof CHAT_RATE_LIMITS } = {},
) {
  const input = await readChatRequest(request);
  const limited = await checkChatRateLimit(services, who, opts.limits);
  if (limited) return limited;
  const plan = await planReply(services, input, who);
  if (plan.kind === "offline") {
    const body = { response: offlineReply(input, plan.reason, plan.prompt), mode: "offline" as const };
    return json(plan.reason === "budget" ? { ...body, reason: plan.reason } : body, 200, modeHeaders(plan));
  }
  try {
    const result = await aiSdk().generateText({
      model: chatModel(services.env),
      system: plan.system,
      messages: plan.messages,
      allowSystemInMessages: false,
      maxOutputTokens: DEMO_LIMITS.outputTokens,
      maxRetries: 1,
      abortSignal: abortSignalFor(request),
    });
    await plan.reservation
      .settle(tokensUsed(result.totalUsage, plan.inputEstimate, result.text))
      .catch(logSettleFailure(services));
    const reply = checkedReply(result.text, input, plan.prompt);
    if (reply === null) {
      logReplaced(services, result.text, plan.prompt);
      return json({ response: offlineReply(input, null, plan.prompt), mode: "live", replaced: "price" }, 200, {
        ...modeHeaders(plan),
        "X-Demo-Replaced": "price",
      });
    }
    return json({ response: reply, mode: "live" }, 200, modeHeaders(plan));
  } catch (err) {
    await plan.reservation.settle(plan.inputEstimate).catch(logSettleFailure(services));
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
  const plan = await planReply(services, input, who);
  const headers = { "Cache-Control": "no-store", "X-Accel-Buffering": "no", ...modeHeaders(plan) };
  if (plan.kind === "offline") {
    const reply = offlineReply(input, plan.reason, plan.prompt);
    const delay = opts.offlineDelayMs ?? OFFLINE_TOKEN_DELAY_MS;
    const stream = aiSdk().createUIMessageStream({
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
    return aiSdk().createUIMessageStreamResponse({ stream, headers });
  }
  const { reservation, inputEstimate } = plan;
  let streamed = "";
  // Stopped by the price check (not the visitor): the model call ends, the reply is replaced.
  const stopModel = new AbortController();
  const result = aiSdk().streamText({
    model: chatModel(services.env),
    system: plan.system,
    messages: plan.messages,
    allowSystemInMessages: false,
    maxOutputTokens: DEMO_LIMITS.outputTokens,
    maxRetries: 1,
    abortSignal: AbortSignal.any([abortSignalFor(request), stopModel.signal]),
    onChunk: ({ chunk }) => {
      if (chunk.type === "text-delta") streamed += chunk.text;
    },
    onFinish: async ({ totalUsage, text }) => {
      await reservation.settle(tokensUsed(totalUsage, inputEstimate, text)).catch(logSettleFailure(services));
    },
    // Cut short (the visitor pressed Stop, the time ran out, or the price check): what was sent and said so far.
    onAbort: async () => {
      await reservation.settle(inputEstimate + estimateTokens(streamed)).catch(logSettleFailure(services));
    },
    onError: async ({ error }) => {
      services.logger.warn({ err: error instanceof Error ? error.message : String(error) }, "chat stream failed");
      await reservation.settle(inputEstimate + estimateTokens(streamed)).catch(logSettleFailure(services));
    },
  });
  const visitorOwn = visitorText(plan.prompt);
  const stream = aiSdk().createUIMessageStream({
    async execute({ writer }) {
      const id = "live";
      writer.write({ type: "text-start", id });
      // The reply is shown as it comes, except its last two words: they could still be the start
      // of a price. Each settled piece is checked first; a price the catalog does not state is
      // never shown: the model is stopped and the whole reply replaced by the offline answer.
      let text = "";
      let shown = 0;
      const release = (upTo: number) => {
        if (upTo > shown) writer.write({ type: "text-delta", id, delta: text.slice(shown, upTo) });
        shown = Math.max(shown, upTo);
      };
      const replace = () => {
        logReplaced(services, text, plan.prompt);
        stopModel.abort();
        writer.write({ type: "data-replace", data: { text: offlineReply(input, null, plan.prompt), reason: "price" } });
      };
      for await (const part of result.fullStream) {
        if (part.type === "error") throw part.error;
        if (part.type !== "text-delta") continue;
        text += part.text;
        const upTo = settledLength(text);
        if (unknownPrices(text.slice(0, upTo), visitorOwn).length) return replace();
        release(upTo);
      }
      if (unknownPrices(text, visitorOwn).length) return replace();
      release(text.length);
      const suffix = handoffSuffix(text, input, plan.prompt);
      if (suffix) writer.write({ type: "text-delta", id, delta: suffix });
      writer.write({ type: "text-end", id });
    },
    onError: (error) => {
      services.logger.warn({ err: error instanceof Error ? error.message : String(error) }, "chat stream failed");
      return demoToasts.chatFailed;
    },
  });
  return aiSdk().createUIMessageStreamResponse({ stream, headers });
}
