/**
 * The visitor's answer about the one non-essential cookie, the affiliate referral cookie
 * (docs/decisions/069). The answer itself is kept in an essential cookie the server reads, so
 * every page, prerendered or not, is the same HTML for everyone.
 */
export const CONSENT_COOKIE = "voxa_consent";
export const CONSENT_DAYS = 180;
const YES = "referral:yes";
const NO = "referral:no";

/**
 * - "gpc": the browser sends `Sec-GPC: 1` (Global Privacy Control); it outranks any earlier answer.
 * - "yes" / "no": the visitor's answer to the notice.
 * - "unasked": no answer yet.
 */
export type ReferralConsent = "gpc" | "yes" | "no" | "unasked";

type HeaderSource = { get(name: string): string | null };

function cookieValue(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** Global Privacy Control: a do-not-sell-or-share signal, taken as a no to the referral cookie. */
export const sendsGpc = (headers: HeaderSource) => headers.get("sec-gpc")?.trim() === "1";

export function referralConsent(headers: HeaderSource): ReferralConsent {
  if (sendsGpc(headers)) return "gpc";
  const value = cookieValue(headers.get("cookie"), CONSENT_COOKIE);
  return value === YES ? "yes" : value === NO ? "no" : "unasked";
}

/** The referral cookie is set (or renewed by a later click) only after a yes, never under GPC. */
export const mayRememberReferral = (consent: ReferralConsent) => consent === "yes";

/**
 * A partner's code (the referral cookie, or a ?ref= the visitor is carrying into checkout right
 * now) credits an order or a sign-up unless the visitor said no or the browser sends GPC.
 */
export const mayCreditReferral = (consent: ReferralConsent) => consent === "yes" || consent === "unasked";

/** The notice asks only a visitor who has not answered and whose browser does not send GPC. */
export const shouldAskReferral = (consent: ReferralConsent) => consent === "unasked";

export function consentSetCookie(accepted: boolean, secure: boolean) {
  return `${CONSENT_COOKIE}=${accepted ? YES : NO}; Path=/; Max-Age=${CONSENT_DAYS * 24 * 3600}; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
}
