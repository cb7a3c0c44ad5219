import { lazyModule } from "./lazy-module";
import { z } from "zod";
import { passwordLengthProblem, passwordMessages, type PasswordProblem } from "./password";

/**
 * The server's half of the password rules: the length (as in the browser) and a list of common
 * passwords. The list is zxcvbn-ts's common dictionary (about 49,000 passwords seen most often in
 * breaches; @zxcvbn-ts/language-common, pinned), compared without regard to case. Server-only: the
 * `.server` name keeps it (and its 380 KB list) out of the browser bundle.
 */
let common: Set<string> | null = null;
/** Loaded with the first password checked (decision 091). */
const zxcvbnCommon = lazyModule<typeof import("@zxcvbn-ts/language-common")>("@zxcvbn-ts/language-common");

function commonPasswords() {
  common ??= new Set(zxcvbnCommon().dictionary["passwords-common"].map((p) => p.toLowerCase()));
  return common;
}

export function isCommonPassword(password: string) {
  return commonPasswords().has(password.trim().toLowerCase());
}

/** What is wrong with a new password, or null when it may be used. */
export function passwordProblem(password: string): PasswordProblem | null {
  return passwordLengthProblem(password) ?? (isCommonPassword(password) ? "tooCommon" : null);
}

/** A new password in a form or body, with the exact messages of the rules. */
export const newPasswordSchema = z.string().superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: passwordMessages[problem] });
});
