import { ebookAssessmentForm, ebookQuestionForm } from "~/content/ebook";
import { leadDialogs, type LeadFormCopy } from "~/content/leads";
import { formPagePath, type FormPageSlug } from "~/content/leads-forms";
import { safeRedirect } from "~/features/auth/redirect";
import type { PublicFormType } from "./schemas";

/**
 * The lead forms that have a page of their own under /forms: where each dialog button (and the
 * ebook's inline assessment form) leads when JavaScript is off. Each page renders the same
 * form component as its dialog and posts to the same acceptLead path as the JSON API.
 */
export const leadFormPages = {
  "demo-request": { formType: "demo_request", copy: leadDialogs.demo_request },
  "pilot-program": { formType: "pilot_program", copy: leadDialogs.pilot_program },
  "strategy-call": { formType: "strategy_call", copy: leadDialogs.strategy_call },
  question: { formType: "question", copy: ebookQuestionForm },
  assessment: { formType: "assessment", copy: ebookAssessmentForm },
} as const satisfies Partial<Record<FormPageSlug, { formType: PublicFormType; copy: LeadFormCopy }>>;

export type LeadFormPageSlug = keyof typeof leadFormPages;

export function isLeadFormPage(slug: unknown): slug is LeadFormPageSlug {
  return typeof slug === "string" && Object.hasOwn(leadFormPages, slug);
}

/** The page the visitor came from (`?from=`), when it is a path on this site. */
export function fromParam(url: URL): string | undefined {
  return safeRedirect(url.searchParams.get("from"), "") || undefined;
}

/** Where a sent form goes (post/redirect/get): its page with the confirmation, still knowing where the visitor came from. */
/** The strategy call's page after a booked time: `call` is the booking's reschedule token (it shows the time and both links). */
export function bookedCallPath(token: string) {
  return `${formPagePath("strategy-call")}?${new URLSearchParams({ sent: "1", call: token })}`;
}

export function sentPathFor(slug: LeadFormPageSlug, from?: string) {
  const params = new URLSearchParams({ sent: "1" });
  if (from) params.set("from", from);
  return `${formPagePath(slug)}?${params}`;
}
