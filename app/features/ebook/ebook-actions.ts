import { toast } from "~/lib/toast";
import type { ToastCopy } from "~/content/leads";

/*
 * What the ebook pages' inline forms (free assessment, chat message) do with what a visitor
 * typed. The spec (§7) shows no call behind them; we store each as a lead (POST
 * /api/leads/:formType) so the page's promises are kept, with the same rules as every other
 * lead form: the shared zod schema first, then the server's answer (its message for 400 and
 * 429, the spec's error toast otherwise). The schema and the sending code load on the first
 * submit, not with the page.
 */

export type EbookLeadResult = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

/** Spec §8 "Form insert failure". */
export const submitErrorToast = {
  title: "Error",
  description: "There was a problem submitting your request. Please try again.",
};

export async function submitEbookLead(
  formType: "assessment" | "chat_message",
  fields: Record<string, string>,
  success: ToastCopy,
  /** The page the visitor came from, when the form is on its own page under /forms. */
  origin: { page?: string } = {},
): Promise<EbookLeadResult> {
  try {
    const [{ validateLead }, { postLead, toastSubmitProblem }] = await Promise.all([
      import("~/features/leads/schemas"),
      import("~/features/leads/submit-lead"),
    ]);
    const { website = "", ...values } = fields;
    const checked = validateLead(formType, values);
    if (!checked.ok) {
      toast.error(checked.message);
      return { ok: false, fieldErrors: checked.fieldErrors };
    }
    const result = await postLead(formType, { ...values, website }, origin);
    if (result.ok) {
      toast.success(success.title, { description: success.description });
      return { ok: true };
    }
    toastSubmitProblem(result);
    return { ok: false, fieldErrors: result.reason === "invalid" ? result.fieldErrors : {} };
  } catch {
    // The code could not load (offline, a new deployment): nothing was sent.
    toast.error(submitErrorToast.title, { description: submitErrorToast.description });
    return { ok: false, fieldErrors: {} };
  }
}

/** The chat input has no validation (spec §5): an empty message is "sent", but there is nothing to store. */
export async function sendChatMessage(fields: { message: string; website: string }, success: ToastCopy) {
  if (!fields.message.trim()) {
    toast.success(success.title, { description: success.description });
    return { ok: true } as const;
  }
  return submitEbookLead("chat_message", fields, success);
}
