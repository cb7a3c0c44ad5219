import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { lazyModule } from "./lazy-module";
import { z } from "zod";
import { site } from "~/content/site";
import { passwordErrorCodes, passwordLengthProblem, passwordMessages, weakPasswordMessage, type PasswordProblem } from "./password";

/**
 * The server's half of the password rules: the length (as in the browser), a list of common
 * passwords, and a strength estimate. The list is zxcvbn-ts's common dictionary (about 49,000
 * passwords seen most often in breaches; @zxcvbn-ts/language-common, pinned), compared without
 * regard to case. The estimate is zxcvbn-ts's (@zxcvbn-ts/core with that dictionary and the
 * English one, @zxcvbn-ts/language-en): it sees what a list cannot, such as "aaaaaaaaaa" or
 * "abcabcabca" (issue 40 item 11). Server-only: the `.server` name keeps both (and their
 * dictionaries, about 25 MB of heap once loaded) out of the browser bundle.
 */
let common: Set<string> | null = null;
/** Loaded with the first password checked (decision 091). */
const zxcvbnCommon = lazyModule<typeof import("@zxcvbn-ts/language-common")>("@zxcvbn-ts/language-common");
const zxcvbnEnglish = lazyModule<typeof import("@zxcvbn-ts/language-en")>("@zxcvbn-ts/language-en");
const zxcvbnCore = lazyModule<typeof import("@zxcvbn-ts/core")>("@zxcvbn-ts/core");

/** zxcvbn's scores run from 0 to 4; 3 is "safely unguessable" for an online attack with throttling. */
export const MIN_PASSWORD_SCORE = 3;
/**
 * The estimate's cost grows fast with length and letter substitutions: a 128-character
 * "p@ssw0rd…" took 2.3 s of CPU with zxcvbn's defaults. With these bounds the worst we found is
 * about 0.2 s; a longer password is judged by its first 64 characters, which can only
 * under-rate it.
 */
const ESTIMATE_MAX_LENGTH = 64;
const ESTIMATE_MAX_SUBSTITUTIONS = 10;

function commonPasswords() {
  common ??= new Set(zxcvbnCommon().dictionary["passwords-common"].map((p) => p.toLowerCase()));
  return common;
}

let estimator: ZxcvbnFactory | null = null;
function strength() {
  if (!estimator) {
    const { dictionary, adjacencyGraphs } = zxcvbnCommon();
    const english = zxcvbnEnglish();
    estimator = new (zxcvbnCore().ZxcvbnFactory)({
      maxLength: ESTIMATE_MAX_LENGTH,
      l33tMaxSubstitutions: ESTIMATE_MAX_SUBSTITUTIONS,
      graphs: adjacencyGraphs,
      dictionary: { ...dictionary, ...english.dictionary },
      translations: {
        ...english.translations,
        // Its own words ("There should not be any personal or page related data.") name neither.
        warnings: { ...english.translations.warnings, userInputs: "It contains your email address, your name or the name of this site." },
      },
    });
  }
  return estimator;
}

export function isCommonPassword(password: string) {
  return commonPasswords().has(password.trim().toLowerCase());
}

/** Why a new password is refused: which rule, its error code, and the message to show. */
export type PasswordRefusal = { problem: PasswordProblem; code: (typeof passwordErrorCodes)[PasswordProblem]; message: string };

const refusal = (problem: PasswordProblem, message: string = passwordMessages[problem]): PasswordRefusal => ({
  problem,
  code: passwordErrorCodes[problem],
  message,
});

/**
 * What is wrong with a new password, or null when it may be used. `personal` is what the
 * account holder's password should not be made of (their email address, their name); the site's
 * name always counts.
 */
export function passwordRefusal(password: string, personal: readonly (string | null | undefined)[] = []): PasswordRefusal | null {
  const length = passwordLengthProblem(password);
  if (length) return refusal(length);
  if (isCommonPassword(password)) return refusal("tooCommon");
  const inputs = [...personal, site.name].flatMap((value) => (value ? personalWords(value) : []));
  const estimate = strength().check(password, inputs);
  return estimate.score < MIN_PASSWORD_SCORE ? refusal("tooWeak", weakPasswordMessage(estimate.feedback)) : null;
}

/** An email address or a name as the words a password may be made of: the whole, and the parts of its name. */
function personalWords(value: string) {
  const whole = value.trim().toLowerCase();
  const name = whole.includes("@") ? whole.slice(0, whole.lastIndexOf("@")) : whole;
  const parts = name.split(/[^\p{L}\p{N}]+/u).filter((p) => p.length >= 3);
  return [...new Set([whole, name, ...parts])];
}

/** A new password in a form or body, with the exact messages of the rules. */
export const newPasswordSchema = z.string().superRefine((value, ctx) => {
  const refused = passwordRefusal(value);
  if (refused) ctx.addIssue({ code: "custom", message: refused.message });
});
