import { createHmac, timingSafeEqual } from "node:crypto";
import type { Env } from "#platform/env.server";
import { mayCreditReferral, referralConsent } from "../consent/consent.server";
import { AFFILIATE_COOKIE, normaliseCode } from "./attribution";

/**
 * The referral cookie carries the click time, signed (docs/decisions/059): `CODE.<seconds,
 * base 36>.<HMAC>`. The server refuses attribution once AFFILIATE_COOKIE_DAYS have passed since
 * the click, whatever the browser kept (the cookie's Max-Age alone was only the browser's word),
 * and a visitor cannot write a code or a click time of their own.
 */

type Settings = Pick<Env, "BETTER_AUTH_SECRET" | "AFFILIATE_COOKIE_DAYS">;

const signature = (secret: string, code: string, stamp: string) =>
  createHmac("sha256", secret).update(`${AFFILIATE_COOKIE}|${code}|${stamp}`).digest("base64url").slice(0, 22);

/** The cookie's value for a click on `code` at `clickedAt`. */
/** A "no" to the referral cookie also removes one kept from an earlier yes (consent, decision 069). */
export function referralClearCookie(secure: boolean) {
  return `${AFFILIATE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
}

export function referralCookieValue(code: string, secret: string, clickedAt = new Date()) {
  const stamp = Math.floor(clickedAt.getTime() / 1000).toString(36);
  return `${code}.${stamp}.${signature(secret, code, stamp)}`;
}

/** The whole Set-Cookie header for a click now (last click wins). */
export function referralSetCookie(code: string, env: Settings, secure: boolean, now = new Date()) {
  return `${AFFILIATE_COOKIE}=${referralCookieValue(code, env.BETTER_AUTH_SECRET, now)}; Path=/; Max-Age=${
    env.AFFILIATE_COOKIE_DAYS * 24 * 3600
  }; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
}

/** The cookie's raw value, or null (a value that is not valid percent-encoding is ignored, never an error). */
function rawCookie(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k !== AFFILIATE_COOKIE) continue;
    try {
      return decodeURIComponent(v.join("="));
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The referring affiliate's code from the request's cookie, or null when there is none, it was
 * not signed by this site, or the click is older than the attribution window.
 */
export function referralFromCookie(
  cookieHeader: string | null | undefined,
  env: Settings,
  now = new Date(),
): string | null {
  const value = rawCookie(cookieHeader);
  const parts = value?.split(".");
  if (!parts || parts.length !== 3) return null;
  const [code, stamp, mac] = parts as [string, string, string];
  if (normaliseCode(code) !== code || !/^[0-9a-z]{1,10}$/.test(stamp)) return null;
  const expected = Buffer.from(signature(env.BETTER_AUTH_SECRET, code, stamp));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const clickedAt = parseInt(stamp, 36) * 1000;
  const age = now.getTime() - clickedAt;
  // A click from the future (clock skew aside) is not one this site signed.
  if (age < -5 * 60_000 || age > env.AFFILIATE_COOKIE_DAYS * 24 * 3600_000) return null;
  return code;
}

/**
 * The referring code for a request: its referral cookie, unless the visitor declined the referral
 * cookie or the browser sends Global Privacy Control (docs/decisions/069).
 */
export function referralFromRequest(
  headers: { get(name: string): string | null },
  env: Settings,
  now = new Date(),
): string | null {
  if (!mayCreditReferral(referralConsent(headers))) return null;
  return referralFromCookie(headers.get("cookie"), env, now);
}
