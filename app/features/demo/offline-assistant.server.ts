import { answer } from "./assistant/answer";
import type { AssistantInput } from "./assistant/types";

/**
 * The built-in assistant used when no language model is configured (docs/decisions/031, 054,
 * 099): the visitor chose whom they talk to — the company's own assistant ("voxa") or the receptionist
 * of their saved business or the industry's sample business ("caller"); rules read the message,
 * the facts built from the site's content answer it, each part of a two-part question in turn,
 * with one next step written as a markdown-style link. Deterministic, instant and free.
 */

/** One reply of the offline assistant to the visitor's message. */
export function answerOffline(input: AssistantInput): string {
  return answer(input);
}

/** Splits a reply into word-sized pieces (keeping spaces and newlines) for a token-by-token stream. */
export function tokensOf(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}
