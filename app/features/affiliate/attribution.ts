/** First-party affiliate attribution cookie: set from ?ref=CODE, last click wins. */
export const AFFILIATE_COOKIE = "voxa_ref";
export const CODE_PATTERN = /^[A-Z0-9_-]{3,64}$/;

export function normaliseCode(code: string | null | undefined): string | null {
  const c = code?.trim().toUpperCase();
  return c && CODE_PATTERN.test(c) ? c : null;
}

// Reading and writing the cookie (signed, with the click time) is server-only: referral-cookie.server.ts.
