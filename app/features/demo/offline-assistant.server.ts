import type { DemoIndustryId } from "~/content/demo";
import { answer, type DemoBusiness } from "./assistant/answer";

/**
 * The built-in assistant used when no language model is configured (docs/decisions/031, 054):
 * intent rules decide whether the visitor asks about the company (answered from the site's content,
 * retrieved with MiniSearch) or asks the demoed business something (answered in role with
 * sample details), and a template composes a short answer with one next step written as a
 * markdown-style link. Deterministic, instant and free; labelled as offline mode by the page.
 */

/** One reply of the offline assistant to the visitor's message. */
export function answerOffline(input: {
  prompt: string;
  industry?: DemoIndustryId;
  /** The signed-in visitor's saved business (name, services), when it is for this industry. */
  business?: DemoBusiness;
  /** Earlier turns: a short follow-up is read with the previous question. */
  history?: { role: string; content: string }[];
}): string {
  return answer(input);
}

/** Splits a reply into word-sized pieces (keeping spaces and newlines) for a token-by-token stream. */
export function tokensOf(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}
