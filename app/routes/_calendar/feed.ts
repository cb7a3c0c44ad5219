import { hashIp } from "#platform/ip-hash.server";
import { getServices, requestContext } from "#platform/context";
import { hitRateLimit, scaleLimit, type RateLimit } from "#platform/rate-limit.server";
import { feedForToken } from "~/features/scheduling/calendar-feed.server";
import type { Route } from "./+types/feed";

/**
 * GET /calendar/<token>.ics: the owner's private feed of every booking, for Google Calendar, Outlook
 * and Apple Calendar to subscribe to (decision 108). A wrong or revoked token is a plain 404; every
 * request counts against the caller's address (calendar apps poll every few minutes to hours).
 */
const FEED_RATE_LIMIT: RateLimit = { max: 60, windowSeconds: 600 };

const headers = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "no-referrer" };

export async function loader({ params, context }: Route.LoaderArgs) {
  const services = getServices(context);
  let ip = "unknown";
  try {
    ip = context.get(requestContext).clientIp;
  } catch {
    /* no request context: counted as one unknown caller */
  }
  const limit = await hitRateLimit(
    services.database.db,
    `calendar-feed:${hashIp(services.env.BETTER_AUTH_SECRET, ip)}`,
    scaleLimit(FEED_RATE_LIMIT, services.env.RATE_LIMIT_MULTIPLIER),
  );
  if (!limit.allowed)
    return new Response("Too many requests.\n", {
      status: 429,
      headers: { ...headers, "Content-Type": "text/plain; charset=utf-8", "Retry-After": String(limit.retryAfterSeconds) },
    });
  const file = params.file ?? "";
  const ics = file.endsWith(".ics") ? await feedForToken(services, file.slice(0, -4)) : null;
  if (!ics) return new Response("Not found.\n", { status: 404, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(ics, {
    headers: { ...headers, "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": 'inline; filename="bookings.ics"' },
  });
}
