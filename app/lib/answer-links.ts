/**
 * Links in the assistant's answers: `[label](/path)`, site-relative paths only (issue 16: a
 * next step is a real link, never a raw path). The chat shows the label as a link; this is
 * the one definition of the syntax, shared by the chat and the tests.
 */
export const ANSWER_LINK = /\[([^\]\n]{1,80})\]\((\/[\w\-/#?=&.]*)\)/g;

/** The answer as the visitor reads it: each link shown as its label. */
export function shownText(answer: string): string {
  return answer.replace(ANSWER_LINK, "$1");
}

/** The chat's hand-off step: a button in the chat, the strategy-call form's page without JavaScript. */
export const HANDOFF_HREF = "/forms/strategy-call#chat";

/**
 * The role switch as a step in an answer (docs/decisions/099): in the chat a button that changes
 * whom the visitor talks to; without JavaScript, the demo page opened in that role.
 */
export const ROLE_HREF = { voxa: "/demo#ask-voxa", caller: "/demo#be-a-caller" } as const;
