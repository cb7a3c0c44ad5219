import type { RouterContextProvider } from "react-router";
import { getServices, requestContext } from "#platform/context";
import { hashIp } from "#platform/ip-hash.server";
import { hitRateLimit, scaleLimit, type RateLimit } from "#platform/rate-limit.server";

/**
 * GET /api/scheduling/slots per visitor (issue 40): a picker asks for times when it opens, when the
 * zone changes and after a time was taken, a few dozen times in a busy visit. Each answer computes
 * the calendar, so a script looping on it spends what every visitor shares.
 */
export const SLOTS_RATE_LIMIT: RateLimit = { max: 120, windowSeconds: 600 };

export function slotsRateLimitMessage(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many requests for open times from your network. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`;
}

export async function hitSlotsRateLimit(context: Readonly<RouterContextProvider>) {
  const services = getServices(context);
  let ip = "unknown";
  try {
    ip = context.get(requestContext).clientIp;
  } catch {
    /* no request context: counted as one unknown visitor */
  }
  return hitRateLimit(services.database.db, `slots:${hashIp(services.env.BETTER_AUTH_SECRET, ip)}`, scaleLimit(SLOTS_RATE_LIMIT, services.env.RATE_LIMIT_MULTIPLIER));
}
