import type { RouterContextProvider } from "react-router";
import { leadMessages, tooManySubmissions } from "~/content/leads";
import { getUserSession } from "~/features/auth/session.server";
import { notTracked, type HeaderLookup } from "~/features/analytics/visitor.server";
import { sendsGpc } from "~/features/consent/consent.server";
import { HttpProblem, apiError, json, readJsonWith } from "~/lib/api.server";
import { readBodyText } from "~/lib/body.server";
import { unavailableHtml } from "~/lib/unavailable";
import { clientIpOf, getServices, type AppServices } from "#platform/context";
import { Conflict, LimitReached, ValidationFailed } from "~/lib/errors";
import { LEAD_RATE_LIMIT, storeLead, type NewLead, type StoredLead } from "./leads.server";
import { leadWriterFor } from "./lead-writer.server";
import { hashIp } from "#platform/ip-hash.server";
import { bookedCallPath } from "./form-pages";
import { manageToken } from "~/features/scheduling/bookings.server";
import { hitRateLimit, scaleLimit, type RateLimit } from "#platform/rate-limit.server";
import { formsNeedingLogin, isPublicFormType, leadContextSchema, validateLead, type PublicFormType } from "./schemas";

/** Long text fields are capped at 5,000 characters; this leaves room for several of them in UTF-8. */
export const LEAD_BODY_LIMIT = 48 * 1024;

export type LeadOutcome =
  /** `callPage`: a call time was booked; the page that confirms it (time, move and cancel links). */
  | { kind: "stored"; id: string; duplicate: boolean; callPage?: string }
  /** The honeypot was filled: answered like a success, stored nowhere. */
  | { kind: "ignored" }
  | { kind: "invalid"; message: string; fieldErrors: Record<string, string> }
  | { kind: "rate-limited"; retryAfterSeconds: number; message: string }
  | { kind: "login-required"; message: string }
  /** The chosen call time went to someone else a moment ago: nothing stored, pick another (409). */
  | { kind: "slot-taken"; message: string }
  /** The visitor already holds or has booked as many times as one visitor may (429, decision 097): nothing stored. */
  | { kind: "slot-limit"; message: string; retryAfterSeconds?: number };

/** The path (and query) of a same-origin Referer, for plain form posts that carry no page field. */
function pageFromReferer(headers: HeaderLookup, url: string): string | undefined {
  const referer = headers.get("referer");
  if (!referer) return undefined;
  try {
    const ref = new URL(referer);
    return ref.origin === new URL(url).origin ? `${ref.pathname}${ref.search}` : undefined;
  } catch {
    return undefined;
  }
}

/** What a lead submission needs of its request, however it arrived (React Router, or server/app.ts's fast path). */
export type LeadRequest = {
  clientIp: string;
  headers: HeaderLookup;
  url: string;
  /** The signed-in user, for the forms that need one. */
  user: () => Promise<{ id: string } | null>;
};

/**
 * Everything a lead submission goes through, whether it arrived as JSON (the dialogs) or as a
 * plain form post (pages without JavaScript): login where the form needs it, the per-address
 * rate limit, the honeypot, the form's zod schema, then storage with its jobs.
 */
export async function acceptLead(
  context: Readonly<RouterContextProvider>,
  request: Request,
  formType: PublicFormType,
  input: Record<string, unknown>,
  opts: { rateLimit?: RateLimit } = {},
): Promise<LeadOutcome> {
  return acceptLeadFrom(
    getServices(context),
    {
      clientIp: clientIpOf(context),
      headers: request.headers,
      url: request.url,
      user: async () => (await getUserSession(context, request))?.user ?? null,
    },
    formType,
    input,
    opts,
  );
}

export async function acceptLeadFrom(
  services: AppServices,
  request: LeadRequest,
  formType: PublicFormType,
  input: Record<string, unknown>,
  opts: { rateLimit?: RateLimit } = {},
): Promise<LeadOutcome> {
  let userId: string | null = null;
  if (formsNeedingLogin.has(formType)) {
    const user = await request.user();
    if (!user) return { kind: "login-required", message: leadMessages.loginRequired.description };
    userId = user.id;
  }
  const { clientIp } = request;
  const rateKey = `lead:${formType}:${hashIp(services.env.BETTER_AUTH_SECRET, clientIp)}`;
  const rateLimit = scaleLimit(opts.rateLimit ?? LEAD_RATE_LIMIT, services.env.RATE_LIMIT_MULTIPLIER);
  const rateLimited = (retryAfterSeconds: number): LeadOutcome => ({
    kind: "rate-limited",
    retryAfterSeconds,
    message: tooManySubmissions(retryAfterSeconds),
  });

  // What the request is, decided before it is counted; answered only once it has been.
  const context = leadContextSchema.safeParse(input);
  const origin = context.success ? context.data : null;
  const honeypot = origin && (typeof origin.website === "string" ? origin.website.trim() : origin.website);
  const valid = origin && !honeypot ? validateLead(formType, input) : null;
  const data = valid?.ok ? (valid.data as Record<string, unknown>) : null;
  const call =
    data && formType === "strategy_call" && typeof data.slotStart === "string"
      ? {
          start: new Date(data.slotStart),
          timeZone: typeof data.timeZone === "string" ? data.timeZone : "UTC",
          name: String(data.name),
          // The number to call and what to cover travel with the booking (the owner's invite, decision 108).
          phone: typeof data.phone === "string" ? data.phone : null,
          notes: typeof data.challenges === "string" && data.challenges ? data.challenges : null,
        }
      : undefined;
  const lead: NewLead | null =
    origin && data
      ? {
          formType,
          data: origin.source ? { ...data, source: origin.source } : data,
          userId,
          call,
          origin: {
            page: origin.page ?? pageFromReferer(request.headers, request.url),
            referrer: origin.referrer,
            firstTouch: origin.firstTouch,
            clientIp,
            // No visitor hash for crawlers and browsers that ask not to be tracked (the lead still counts).
            userAgent: notTracked(request.headers) ? null : request.headers.get("user-agent"),
            // Read only for the referral, which GPC refuses (decision 069).
            cookieHeader: sendsGpc(request.headers) ? null : request.headers.get("cookie"),
          },
        }
      : null;

  let stored: StoredLead | null = null;
  if (call) {
    // A call time is booked in the lead's own transaction (issue 17): alone, as before.
    const limit = await hitRateLimit(services.database.db, rateKey, rateLimit);
    if (!limit.allowed) return rateLimited(limit.retryAfterSeconds);
    try {
      stored = await storeLead(services, lead!);
    } catch (err) {
      if (err instanceof Conflict) return { kind: "slot-taken", message: err.message };
      if (err instanceof LimitReached)
        return { kind: "slot-limit", message: err.message, retryAfterSeconds: err.retryAfterSeconds };
      if (err instanceof ValidationFailed)
        return { kind: "invalid", message: err.message, fieldErrors: err.fieldErrors ?? { slotStart: err.message } };
      throw err;
    }
  } else {
    // Counted, and stored when allowed, together with the requests arriving meanwhile (decision 090).
    const outcome = await leadWriterFor(services).submit({ rateKey, limit: rateLimit, lead });
    if (!outcome.allowed) return rateLimited(outcome.retryAfterSeconds);
    stored = outcome.stored;
  }
  if (!context.success) throw context.error;
  if (honeypot) {
    services.logger.info({ formType }, "lead honeypot filled: ignored");
    return { kind: "ignored" };
  }
  if (valid && !valid.ok) return { kind: "invalid", message: valid.message, fieldErrors: valid.fieldErrors };
  services.logger.info({ leadId: stored!.id, formType, duplicateOf: stored!.duplicateOf }, "lead stored");
  const callPage = stored!.booking
    ? bookedCallPath(manageToken(services.env.BETTER_AUTH_SECRET, "reschedule", stored!.booking))
    : undefined;
  return { kind: "stored", id: stored!.id, duplicate: Boolean(stored!.duplicateOf), ...(callPage ? { callPage } : {}) };
}

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

/** What POST /api/leads/:formType answers, from a request however it arrived. */
async function leadApiAnswer(
  services: AppServices,
  request: LeadRequest & { contentType: string | null; readText: (limit: number) => Promise<string> },
  formType: PublicFormType,
  opts: { rateLimit?: RateLimit },
): Promise<Answer> {
  try {
    const body = await readJsonWith(request.contentType, () => request.readText(LEAD_BODY_LIMIT));
    if (!body || typeof body !== "object" || Array.isArray(body))
      throw new HttpProblem(400, "The request body must be a JSON object.");
    const outcome = await acceptLeadFrom(services, request, formType, body as Record<string, unknown>, opts);
    switch (outcome.kind) {
      case "stored":
        return { status: 201, body: outcome.callPage ? { ok: true, call: outcome.callPage } : { ok: true } };
      case "ignored":
        return { status: 201, body: { ok: true } };
      case "invalid":
        return { status: 400, body: { error: outcome.message, fieldErrors: outcome.fieldErrors } };
      case "rate-limited":
        return {
          status: 429,
          body: { error: outcome.message },
          headers: { "Retry-After": String(outcome.retryAfterSeconds) },
        };
      case "login-required":
        return { status: 401, body: { error: outcome.message, code: "LOGIN_REQUIRED" } };
      case "slot-taken":
        return {
          status: 409,
          body: { error: outcome.message, code: "SLOT_TAKEN", fieldErrors: { slotStart: outcome.message } },
        };
      case "slot-limit":
        return {
          status: 429,
          body: { error: outcome.message, code: "LIMIT_REACHED", fieldErrors: { slotStart: outcome.message } },
          headers: outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : {},
        };
    }
  } catch (err) {
    if (err instanceof HttpProblem && err.status === 413)
      return { status: 413, body: { error: err.message }, headers: { Connection: "close" } };
    const response = apiError(err, services.logger);
    return { status: response.status, body: await response.json(), headers: Object.fromEntries(response.headers) };
  }
}

/** POST /api/leads/:formType with a JSON body → 201 { ok: true } | 4xx { error, fieldErrors? }. */
export async function handleLeadApi(
  context: Readonly<RouterContextProvider>,
  request: Request,
  formType: string | undefined,
  opts: { rateLimit?: RateLimit } = {},
) {
  if (request.method !== "POST") return json({ error: "Method not allowed" }, 405, { Allow: "POST" });
  if (!isPublicFormType(formType)) return json({ error: "Unknown form." }, 404);
  const answer = await leadApiAnswer(
    getServices(context),
    {
      clientIp: clientIpOf(context),
      headers: request.headers,
      url: request.url,
      user: async () => (await getUserSession(context, request))?.user ?? null,
      contentType: request.headers.get("content-type"),
      readText: (limit) => readBodyText(request, limit),
    },
    formType,
    opts,
  );
  return json(answer.body, answer.status, answer.headers);
}

/**
 * The lead API answered by server/app.ts ahead of React Router (decision 090): the same answer
 * as handleLeadApi, without a web Request and route matching. Null when React Router is to answer:
 * a form that needs the visitor's session, an unknown form, or a database known to be down (the
 * root middleware's 503).
 */
export async function answerLead(
  services: AppServices,
  request: {
    formType: string;
    url: string;
    headers: HeaderLookup;
    ip: string;
    readText: (limit: number) => Promise<string>;
  },
): Promise<{ status: number; headers: Record<string, string>; body: string } | null> {
  const { formType } = request;
  if (!isPublicFormType(formType) || formsNeedingLogin.has(formType) || services.database.isDown()) return null;
  const answer = await leadApiAnswer(
    services,
    {
      clientIp: request.ip,
      headers: request.headers,
      url: request.url,
      user: async () => null,
      contentType: request.headers.get("content-type"),
      readText: request.readText,
    },
    formType,
    {},
  );
  // A request that failed because the database went away meanwhile: the root middleware's answer.
  if (answer.status === 500 && services.database.isDown())
    return {
      status: 503,
      headers: { "Content-Type": "text/html; charset=utf-8", "Retry-After": "5" },
      body: unavailableHtml,
    };
  return {
    status: answer.status,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store", ...answer.headers },
    body: JSON.stringify(answer.body),
  };
}
