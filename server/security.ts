import { createHash, randomBytes } from "node:crypto";

export function createNonce() {
  return randomBytes(16).toString("base64");
}

type CspOptions = {
  scriptSources: string[];
  production: boolean;
  /** Where the voice call may connect (voiceConnectSources); defaults to ElevenLabs' public API. */
  connectSources?: string[];
};

const DEFAULT_VOICE_SOURCES = ["https://api.elevenlabs.io", "wss://api.elevenlabs.io"];

/**
 * The voice provider's origins for connect-src, from ELEVENLABS_API_BASE: its REST origin
 * and the matching WebSocket origin the signed conversation URL points at (a regional
 * residency host, or a loopback fake in tests).
 */
export function voiceConnectSources(apiBase: string | undefined): string[] {
  if (!apiBase) return DEFAULT_VOICE_SOURCES;
  try {
    const url = new URL(apiBase);
    const ws = url.protocol === "https:" ? "wss:" : "ws:";
    return [url.origin, `${ws}//${url.host}`];
  } catch {
    return DEFAULT_VOICE_SOURCES;
  }
}

/**
 * One Content-Security-Policy for the whole site. Scripts run only from our origin and
 * from inline blocks this response vouches for (a nonce on dynamic pages, sha256 hashes
 * on prerendered ones); never 'unsafe-inline' for scripts.
 */
export function contentSecurityPolicy({ scriptSources, production, connectSources = DEFAULT_VOICE_SOURCES }: CspOptions) {
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
