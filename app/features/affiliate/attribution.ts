/** First-party affiliate attribution cookie: set from ?ref=CODE, last click wins. */
export const AFFILIATE_COOKIE = "voxa_ref";
export const CODE_PATTERN = /^[A-Z0-9_-]{3,64}$/;

export function normaliseCode(code: string | null | undefined): string | null {
  const c = code?.trim().toUpperCase();
  return c && CODE_PATTERN.test(c) ? c : null;
}

/**
 * The attribution cookie's code, or null. The header comes from the visitor: a value that is not
 * valid percent-encoding (`%E0%A4%A`) or not a code is ignored like a missing cookie, never an error.
 */
export function readAffiliateCookie(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k !== AFFILIATE_COOKIE) continue;
    try {
      return normaliseCode(decodeURIComponent(v.join("=")));
    } catch {
      return null;
    }
  }
  return null;
}

export function affiliateCookieHeader(code: string, days: number, secure: boolean) {
  return `${AFFILIATE_COOKIE}=${encodeURIComponent(code)}; Path=/; Max-Age=${days * 24 * 3600}; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
}
