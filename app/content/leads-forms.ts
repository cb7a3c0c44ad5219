import { site } from "./site";
import type { DialogName } from "./types";

/*
 * The small part of the lead-form copy that pages carry before any dialog loads: the consent
 * lines, the honeypot and where each form lives as a page of its own (/forms/...), which is
 * where a dialog button leads when JavaScript is off. Kept apart from `leads.ts` (and part of
 * the page shell, vite.config.ts) so a page does not carry the dialogs' copy with it.
 */

/** What each form promises about how its details are used; stored with every lead (consent_text). */
export const consentTexts = {
  default:
    `By submitting, you agree that ${site.name} may contact you by email or phone about this request. We never sell your details.`,
  chat: "Messages you send here are stored so our team can reply. We never sell your details.",
} as const;

export const honeypotLabel = "Leave this field empty";
/** The honeypot input's name: a field a form-filling bot is keen to complete. */
export const HONEYPOT_FIELD = "website";

/** The forms that have a page of their own under /forms (the URL segment). */
export type FormPageSlug =
  "demo-request" | "pilot-program" | "strategy-call" | "question" | "assessment" | "solution-finder";

/**
 * The page of a form, remembering the page the visitor came from (`from`): the lead records it
 * as its page, and the confirmation links back to it.
 */
export function formPagePath(slug: FormPageSlug | DialogName, from?: string) {
  const path = `/forms/${slug}`;
  return from ? `${path}?${new URLSearchParams({ from })}` : path;
}
