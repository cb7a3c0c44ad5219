import type { FirstTouch } from "#db/schema/analytics";
import { refusesTracking } from "./privacy";

/**
 * First touch in the browser (issue 20, decision 072): taken on the first page of the tab's
 * session and kept in sessionStorage, never in a cookie. Loaded with the beacon, never with the page.
 */
export const FIRST_TOUCH_KEY = "voxa:first-touch"; // also read by ./stored-first-touch

const UTM = [
  ["utmSource", "utm_source"],
  ["utmMedium", "utm_medium"],
  ["utmCampaign", "utm_campaign"],
  ["utmTerm", "utm_term"],
  ["utmContent", "utm_content"],
] as const;

/**
 * The first touch of a visit: the one already stored when it is readable, otherwise taken from
 * the landing URL and the referrer (its host only, and only when it is another site). Values are
 * cut to the lengths the server accepts (app/features/analytics/first-touch.ts).
 */
export function firstTouchFrom(
  href: string,
  referrer: string,
  stored: string | null,
): { touch: FirstTouch; isNew: boolean } {
  if (stored) {
    try {
      const touch = JSON.parse(stored) as FirstTouch;
      if (typeof touch?.landing === "string" && touch.landing.startsWith("/")) return { touch, isNew: false };
    } catch {
      // Unreadable: taken again below.
    }
  }
  const url = new URL(href);
  const touch: FirstTouch = { landing: url.pathname.slice(0, 200) };
  try {
    const host = referrer ? new URL(referrer).host : "";
    if (host && host !== url.host) touch.referrerHost = host.slice(0, 120);
  } catch {
    // Not a URL: no referrer.
  }
  for (const [key, param] of UTM) {
    const value = url.searchParams.get(param)?.trim();
    if (value) touch[key] = value.slice(0, 100);
  }
  const ref = url.searchParams.get("ref")?.trim();
  if (ref) touch.ref = ref.slice(0, 40);
  return { touch, isNew: true };
}

/**
 * This visit's first touch, taken now if this is its first page. The landing URL is the
 * document's (the navigation entry), not the current one, in case the visitor already moved on.
 * Null on the server, when the visitor refuses tracking, or without sessionStorage.
 */
export function currentFirstTouch(): FirstTouch | null {
  if (typeof window === "undefined" || refusesTracking()) return null;
  try {
    const href = (performance.getEntriesByType("navigation")[0] as PerformanceEntry | undefined)?.name || location.href;
    const { touch, isNew } = firstTouchFrom(href, document.referrer, sessionStorage.getItem(FIRST_TOUCH_KEY));
    if (isNew) sessionStorage.setItem(FIRST_TOUCH_KEY, JSON.stringify(touch));
    return touch;
  } catch {
    return null;
  }
}
