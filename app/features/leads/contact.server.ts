import { data, redirect, type RouterContextProvider } from "react-router";
import { leadMessages } from "~/content/leads";
import { cleanText } from "~/lib/api.server";
import { acceptLead, LEAD_BODY_LIMIT } from "./lead-request.server";
import type { ContactActionData } from "./contact-form";
import { HONEYPOT_FIELD } from "./schemas";

export const CONTACT_SENT_PATH = "/contact?sent=1";

/**
 * The /contact form posted without JavaScript (with JavaScript it goes to
 * POST /api/leads/contact and toasts). Success redirects to /contact?sent=1 so a reload does
 * not post again; a problem re-renders the page with the message and the typed values.
 */
export async function contactAction(context: Readonly<RouterContextProvider>, request: Request) {
  const type = request.headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
    return data<ContactActionData>(
      { ok: false, error: "Please send the form from the contact page." },
      { status: 415 },
    );
  }
  if (Number(request.headers.get("content-length") ?? 0) > LEAD_BODY_LIMIT) {
    return data<ContactActionData>(
      { ok: false, error: "Your message is too long." },
      { status: 413, headers: { Connection: "close" } },
    );
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // A broken multipart body (or a truncated one): the sender's mistake, not a server error.
    return data<ContactActionData>(
      { ok: false, error: "The form could not be read. Please reload the page and try again." },
      { status: 400 },
    );
  }
  const input: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string") input[k] = cleanText(v);
  const outcome = await acceptLead(context, request, "contact", input);
  const values = Object.fromEntries(
    Object.entries(input).filter(([k]) => k !== HONEYPOT_FIELD && k !== "page" && k !== "referrer"),
  );
  switch (outcome.kind) {
    case "stored":
    case "ignored":
      return redirect(CONTACT_SENT_PATH);
    case "invalid":
      return data<ContactActionData>(
        { ok: false, error: outcome.message, fieldErrors: outcome.fieldErrors, values },
        { status: 400 },
      );
    case "rate-limited":
      return data<ContactActionData>(
        { ok: false, error: outcome.message, values },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    default:
      return data<ContactActionData>({ ok: false, error: leadMessages.error.description, values }, { status: 400 });
  }
}
