/*
 * What the ebook pages' forms do with what a visitor typed. The spec (§7) shows no call behind
 * them; we store each as a lead (POST /api/leads/:formType, form types question, assessment,
 * chat_message) so the page's promises are kept. The components toast on success and on a
 * thrown error. The sending code loads on the first submit, not with the page.
 */

export type QuestionInput = { email: string; question: string };
export type AssessmentInput = { email: string };
export type ChatMessageInput = { message: string };

async function send(formType: "question" | "assessment" | "chat_message", fields: Record<string, string>) {
  const { postLead } = await import("~/features/leads/submit-lead");
  const result = await postLead(formType, fields);
  if (!result.ok) throw new Error(result.reason === "error" ? "lead not stored" : result.message);
}

export async function submitQuestion(input: QuestionInput): Promise<void> {
  await send("question", input);
}

export async function requestAssessment(input: AssessmentInput): Promise<void> {
  await send("assessment", input);
}

/** The chat input has no validation (spec §5): an empty message is "sent" but there is nothing to store. */
export async function sendChatMessage(input: ChatMessageInput): Promise<void> {
  if (!input.message.trim()) return;
  await send("chat_message", input);
}

/** Spec §8 "Form insert failure". */
export const submitErrorToast = {
  title: "Error",
  description: "There was a problem submitting your request. Please try again.",
};
