import type { RouterContextProvider } from "react-router";
import { leadMessages } from "~/content/leads";
import { getUserSession } from "~/features/auth/session.server";
import { notTracked } from "~/features/analytics/visitor.server";
import { sendsGpc } from "~/features/consent/consent.server";
import { HttpProblem, apiError, json, readJson } from "~/lib/api.server";
import { getServices, requestContext } from "#platform/context";
import { Conflict, ValidationFailed } from "~/lib/errors";
import { LEAD_RATE_LIMIT, storeLead } from "./leads.server";
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
  | { kind: "slot-taken"; message: string };

export function rateLimitMessage(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many submissions from your network. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again, or email us directly.`;
}

export function clientIpOf(context: Readonly<RouterContextProvider>) {
  try {
    return context.get(requestContext).clientIp;
  } catch {
    return "unknown";
  }
}

/** The path (and query) of a same-origin Referer, for plain form posts that carry no page field. */
function pageFromReferer(request: Request): string | undefined {
  const referer = request.headers.get("referer");
  if (!referer) return undefined;
  try {
    const ref = new URL(referer);
    return ref.origin === new URL(request.url).origin ? `${ref.pathname}${ref.search}` : undefined;
  } catch {
    return undefined;
  }
}

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
  const services = getServices(context);
  let userId: string | null = null;
  if (formsNeedingLogin.has(formType)) {
    const session = await getUserSession(context, request);
    if (!session) return { kind: "login-required", message: leadMessages.loginRequired.description };
    userId = session.user.id;
  }
  const clientIp = clientIpOf(context);
  const limit = await hitRateLimit(
    services.database.db,
    `lead:${formType}:${hashIp(services.env.BETTER_AUTH_SECRET, clientIp)}`,
    scaleLimit(opts.rateLimit ?? LEAD_RATE_LIMIT, services.env.RATE_LIMIT_MULTIPLIER),
  );
  if (!limit.allowed)
    return {
      kind: "rate-limited",
      retryAfterSeconds: limit.retryAfterSeconds,
      message: rateLimitMessage(limit.retryAfterSeconds),
    };

  const origin = leadContextSchema.parse(input);
  if (typeof origin.website === "string" ? origin.website.trim() : origin.website) {
    services.logger.info({ formType }, "lead honeypot filled: ignored");
    return { kind: "ignored" };
  }
  const valid = validateLead(formType, input);
  if (!valid.ok) return { kind: "invalid", message: valid.message, fieldErrors: valid.fieldErrors };

  const data = valid.data as Record<string, unknown>;
  const call =
    formType === "strategy_call" && typeof data.slotStart === "string"
      ? { start: new Date(data.slotStart), timeZone: typeof data.timeZone === "string" ? data.timeZone : "UTC", name: String(data.name) }
      : undefined;
  let stored: Awaited<ReturnType<typeof storeLead>>;
  try {
    stored = await storeLead(services, {
      formType,
      data: origin.source ? { ...data, source: origin.source } : data,
      userId,
      call,
      origin: {
        page: origin.page ?? pageFromReferer(request),
        referrer: origin.referrer,
        firstTouch: origin.firstTouch,
        clientIp,
        // No visitor hash for crawlers and browsers that ask not to be tracked (the lead still counts).
        userAgent: notTracked(request.headers) ? null : request.headers.get("user-agent"),
        // Read only for the referral, which GPC refuses (decision 069).
        cookieHeader: sendsGpc(request.headers) ? null : request.headers.get("cookie"),
      },
    });
  } catch (err) {
    if (call && err instanceof Conflict) return { kind: "slot-taken", message: err.message };
    if (call && err instanceof ValidationFailed)
      return { kind: "invalid", message: err.message, fieldErrors: err.fieldErrors ?? { slotStart: err.message } };
    throw err;
  }
  services.logger.info({ leadId: stored.id, formType, duplicateOf: stored.duplicateOf }, "lead stored");
  const callPage = stored.booking ? bookedCallPath(manageToken(services.env.BETTER_AUTH_SECRET, "reschedule", stored.booking)) : undefined;
  return { kind: "stored", id: stored.id, duplicate: Boolean(stored.duplicateOf), ...(callPage ? { callPage } : {}) };
}

/** POST /api/leads/:formType with a JSON body → 201 { ok: true } | 4xx { error, fieldErrors? }. */
export async function handleLeadApi(
  context: Readonly<RouterContextProvider>,
  request: Request,
  formType: string | undefined,
  opts: { rateLimit?: RateLimit } = {},
) {
  const services = getServices(context);
  if (request.method !== "POST") return json({ error: "Method not allowed" }, 405, { Allow: "POST" });
  if (!isPublicFormType(formType)) return json({ error: "Unknown form." }, 404);
  try {
    const body = await readJson(request, LEAD_BODY_LIMIT);
    if (!body || typeof body !== "object" || Array.isArray(body))
      throw new HttpProblem(400, "The request body must be a JSON object.");
    const outcome = await acceptLead(context, request, formType, body as Record<string, unknown>, opts);
    switch (outcome.kind) {
      case "stored":
        return json(outcome.callPage ? { ok: true, call: outcome.callPage } : { ok: true }, 201);
      case "ignored":
        return json({ ok: true }, 201);
      case "invalid":
        return json({ error: outcome.message, fieldErrors: outcome.fieldErrors }, 400);
      case "rate-limited":
        return json({ error: outcome.message }, 429, { "Retry-After": String(outcome.retryAfterSeconds) });
      case "login-required":
        return json({ error: outcome.message, code: "LOGIN_REQUIRED" }, 401);
      case "slot-taken":
        return json({ error: outcome.message, code: "SLOT_TAKEN", fieldErrors: { slotStart: outcome.message } }, 409);
    }
  } catch (err) {
    if (err instanceof HttpProblem && err.status === 413)
      return json({ error: err.message }, 413, { Connection: "close" });
    return apiError(err, services.logger);
  }
}
