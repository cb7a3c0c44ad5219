/**
 * The password rules every way of choosing a password shares: sign-up, reset, change and a first
 * password on the dashboard (docs/decisions/043-sign-in-hardening.md). This module is safe for
 * the browser and checks the length only; the list of common passwords and the strength estimate
 * (zxcvbn) stay on the server (platform/password.server.ts), so they never enter a page's JavaScript.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordMessages = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  tooCommon: "This password is too common. Choose one that is harder to guess.",
  /** The server says what is weak in its own message (weakPasswordMessage); this is the words when it cannot. */
  tooWeak: "This password is too easy to guess. Add more words that are less common.",
} as const;

/** The error codes the server answers with (better-auth's own for the length, ours for a common one). */
export const passwordErrorCodes = {
  tooShort: "PASSWORD_TOO_SHORT",
  tooLong: "PASSWORD_TOO_LONG",
  tooCommon: "PASSWORD_TOO_COMMON",
  tooWeak: "PASSWORD_TOO_WEAK",
} as const;

export type PasswordProblem = keyof typeof passwordMessages;

/** What is wrong with a new password's length, or null (the browser's only check). */
export function passwordLengthProblem(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return "tooShort";
  if (password.length > PASSWORD_MAX_LENGTH) return "tooLong";
  return null;
}

/**
 * A weak password's message, from the strength estimate's feedback (issue 40 item 11): what is
 * weak, then what to do, e.g. "This password is too easy to guess: repeated characters like "aaa"
 * are easy to guess. Add more words that are less common. Avoid repeated words and characters."
 */
export function weakPasswordMessage(feedback: { warning?: string | null; suggestions?: readonly string[] }) {
  const warning = feedback.warning?.trim();
  const advice = (feedback.suggestions ?? []).map((s) => s.trim()).filter(Boolean);
  if (!warning && !advice.length) return passwordMessages.tooWeak;
  const head = warning ? `This password is too easy to guess: ${warning.charAt(0).toLowerCase()}${warning.slice(1)}` : "This password is too easy to guess.";
  return [head, ...advice].join(" ");
}
