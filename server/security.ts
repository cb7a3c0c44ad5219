import { createHash, randomBytes } from "node:crypto";

/**
 * 16 random bytes, never used twice. Drawn from a pool filled 256 nonces at a time: one call to
 * the random source per page was a visible share of a page answered from memory (decision 089).
 */
const NONCE_BYTES = 16;
const NONCE_POOL = NONCE_BYTES * 256;
let pool = Buffer.alloc(0);
let taken = NONCE_POOL;

export function createNonce() {
  if (taken + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_POOL);
    taken = 0;
  }
  const nonce = pool.toString("base64", taken, taken + NONCE_BYTES);
  taken += NONCE_BYTES;
  return nonce;
}

type CspOptions = {
  scriptSources: string[];
  production: boolean;
  /** Where the page may connect besides 'self' (relayConnectSources). */
  connectSources?: string[];
};

/**
 * connect-src beyond 'self': the WebSocket origin of our own site, where the voice relay is
 * (docs/decisions/057; older browsers do not let 'self' cover ws:/wss:). The browser never
 * connects to the voice provider itself, so no provider origin is listed.
 */
export function relayConnectSources(siteUrl: string): string[] {
  const url = new URL(siteUrl);
  return [`${url.protocol === "https:" ? "wss:" : "ws:"}//${url.host}`];
}

/**
 * One Content-Security-Policy for the whole site. Scripts run only from our origin and
 * from inline blocks this response vouches for (a nonce on dynamic pages, sha256 hashes
 * on prerendered ones); never 'unsafe-inline' for scripts.
 */
export function contentSecurityPolicy({ scriptSources, production, connectSources = [] }: CspOptions) {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptSources],
    // Radix and sonner set inline style attributes; styles cannot run code.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...connectSources],
    "media-src": ["'self'", "blob:"],
    "worker-src": ["'self'", "blob:"],
    "frame-src": ["'self'", "https://www.youtube-nocookie.com"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'", "https://checkout.stripe.com"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  };
  if (production) directives["upgrade-insecure-requests"] = [];
  return Object.entries(directives)
    .map(([k, v]) => (v.length ? `${k} ${v.join(" ")}` : k))
    .join("; ");
}

/** Headers every HTML response carries besides its CSP. */
export function baseSecurityHeaders(production: boolean): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), geolocation=(), payment=(), microphone=(self)",
    ...(production ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/** sha256 source expressions for every inline <script> (not JSON data blocks) in a page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  const re = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
  for (const m of html.matchAll(re)) {
    const attrs = m[1] ?? "";
    if (/\ssrc=/i.test(attrs)) continue;
    if (/type=["']?application\/(ld\+)?json/i.test(attrs)) continue;
    const body = m[2] ?? "";
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
