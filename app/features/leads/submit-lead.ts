import { toast } from "~/lib/toast";
import { leadMessages } from "~/content/leads";
import { fetchJson, HttpError } from "~/lib/fetch-json";
import { storedFirstTouch } from "~/features/analytics/stored-first-touch";
import type { PublicFormType } from "./schemas";

/** What a page's action answers a plain (no-JavaScript) lead post that could not be stored. */
export type LeadPostData = {
  ok: false;
  error: string;
  fieldErrors?: Record<string, string>;
  /** What the visitor typed, to put back into the form (never the honeypot or the origin fields). */
  values?: Record<string, string>;
};

export type SubmitResult =
  /** `callPage`: a call time was booked; its confirmation page (time, move and cancel links). */
  | { ok: true; callPage?: string }
  | { ok: false; reason: "invalid"; message: string; fieldErrors: Record<string, string> }
  | { ok: false; reason: "login"; message: string }
  | { ok: false; reason: "rate-limited"; message: string }
  | { ok: false; reason: "error" };

/**
 * Sends a lead to POST /api/leads/:formType with where it came from (page, referrer, first touch). `page`
 * defaults to this page; a form's own page under /forms passes the page the visitor came from.
 */
export async function postLead(
  formType: PublicFormType,
  fields: Record<string, unknown>,
  origin: { page?: string } = {},
): Promise<SubmitResult> {
  try {
    const firstTouch = await storedFirstTouch();
    const answer = await fetchJson(`/api/leads/${formType}`, {
      method: "POST",
      credentials: "same-origin",
      json: {
        ...fields,
        page: origin.page ?? `${window.location.pathname}${window.location.search}`,
        referrer: document.referrer || undefined,
        // The visit's first touch (decision 072); the server stores it when it is well formed, never refuses for it.
        firstTouch: firstTouch || undefined,
      },
    });
    const callPage = (answer as { call?: unknown } | null)?.call;
    return typeof callPage === "string" && callPage.startsWith("/forms/") ? { ok: true, callPage } : { ok: true };
  } catch (err) {
    if (err instanceof HttpError) {
      const body = (err.body ?? {}) as { fieldErrors?: Record<string, string> };
      // 409: the chosen call time was just taken (issue 17); the form keeps its fields and the picker refreshes.
      // 429 at the picker: the visitor holds as many call times as one may (decision 097).
      if (err.status === 400 || err.status === 409 || (err.status === 429 && body.fieldErrors?.slotStart))
        return { ok: false, reason: "invalid", message: err.message, fieldErrors: body.fieldErrors ?? {} };
      if (err.status === 401) return { ok: false, reason: "login", message: err.message };
      if (err.status === 429) return { ok: false, reason: "rate-limited", message: err.message };
    }
    return { ok: false, reason: "error" };
  }
}

/** The toast for a failed submission (spec §8 "Form insert failure" unless the server said why). */
export function toastSubmitProblem(result: Exclude<SubmitResult, { ok: true }>) {
  if (result.reason === "invalid") toast.error(result.message);
  else if (result.reason === "rate-limited") toast.error(leadMessages.tooMany.title, { description: result.message });
  else if (result.reason === "login")
    toast.error(leadMessages.loginRequired.title, { description: leadMessages.loginRequired.description });
  else toast.error(leadMessages.error.title, { description: leadMessages.error.description });
}
