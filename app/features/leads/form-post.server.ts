import { data, redirect, type RouterContextProvider } from "react-router";
import { leadMessages } from "~/content/leads";
import { loginPathFor } from "~/features/auth/redirect";
import { cleanText } from "~/lib/api.server";
import { BODY_TOO_LARGE, isBodyTooLarge, readBodyFormData } from "~/lib/body.server";
import { acceptLead, LEAD_BODY_LIMIT } from "./lead-request.server";
import { HONEYPOT_FIELD, type PublicFormType } from "./schemas";
import type { LeadPostData } from "./submit-lead";

export type { LeadPostData };

export type LeadPostOptions = {
  /** Where a stored (or honeypot-ignored) lead goes next: post/redirect/get, so a reload does not post again. */
  sentPath: string;
  /** Where a signed-out visitor goes when the form needs an account; default /login back to this URL. */
  loginPath?: string;
  /** The 415 message for a body that is not a form. */
  wrongTypeMessage?: string;
};

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;
const ORIGIN_FIELDS = new Set([HONEYPOT_FIELD, "page", "referrer", "firstTouch"]);

/**
 * A lead form posted as a plain HTML form (a page without JavaScript): the same acceptLead path
 * as the JSON API (login where needed, rate limit, honeypot, the form's zod schema, storage),
 * answered for a browser: a redirect on success, the page again with the message, the field
 * errors and the typed values otherwise (400 / 413 / 415 / 429, never a 500 for bad input).
 */
export async function handleLeadFormPost(
  context: Readonly<RouterContextProvider>,
  request: Request,
  formType: PublicFormType,
  opts: LeadPostOptions,
) {
  if (!FORM_TYPES.test(request.headers.get("content-type") ?? "")) {
    return data<LeadPostData>(
      { ok: false, error: opts.wrongTypeMessage ?? "Please send the form from its page." },
      { status: 415 },
    );
  }
  let form: FormData;
  try {
    // Counted while it streams: refused as soon as it passes the limit (docs/decisions/044).
    form = await readBodyFormData(request, LEAD_BODY_LIMIT);
  } catch (err) {
    if (isBodyTooLarge(err))
      return data<LeadPostData>({ ok: false, error: BODY_TOO_LARGE }, { status: 413, headers: err.headers });
    // A broken multipart body (or a truncated one): the sender's mistake, not a server error.
    return data<LeadPostData>(
      { ok: false, error: "The form could not be read. Please reload the page and try again." },
      { status: 400 },
    );
  }
  const input: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string") input[k] = cleanText(v);
  const outcome = await acceptLead(context, request, formType, input);
  const values = Object.fromEntries(Object.entries(input).filter(([k]) => !ORIGIN_FIELDS.has(k)));
  switch (outcome.kind) {
    case "stored":
      return redirect(outcome.callPage ?? opts.sentPath);
    case "ignored":
      return redirect(opts.sentPath);
    case "invalid":
      return data<LeadPostData>(
        { ok: false, error: outcome.message, fieldErrors: outcome.fieldErrors, values },
        { status: 400 },
      );
    case "rate-limited":
      return data<LeadPostData>(
        { ok: false, error: outcome.message, values },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    case "slot-taken":
      // Fields kept; the page renders the picker again without the time just taken.
      return data<LeadPostData>(
        { ok: false, error: outcome.message, fieldErrors: { slotStart: outcome.message }, values: { ...values, slotStart: "" } },
        { status: 409 },
      );
    case "slot-limit":
      // Fields kept; the message sits at the picker, which offers "No time now".
      return data<LeadPostData>(
        { ok: false, error: outcome.message, fieldErrors: { slotStart: outcome.message }, values: { ...values, slotStart: "" } },
        { status: 429, headers: outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : {} },
      );
    case "login-required": {
      const url = new URL(request.url);
      return redirect(opts.loginPath ?? loginPathFor(`${url.pathname}${url.search}`));
    }
    default:
      return data<LeadPostData>({ ok: false, error: leadMessages.error.description, values }, { status: 400 });
  }
}
