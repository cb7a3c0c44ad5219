import type { RouterContextProvider } from "react-router";
import { hashIp } from "#platform/ip-hash.server";
import { hitRateLimit, scaleLimit, type RateLimit } from "#platform/rate-limit.server";
import { clientIpOf, getServices } from "#platform/context";

/**
 * Per client address (docs/decisions/042). Every checkout saves an order and, with Stripe
 * configured, creates a Checkout Session; every success-page look-up is a call to Stripe. A
 * buyer needs a handful of each; a script looping on them would fill the orders table and
 * spend the Stripe account's API rate limit that real buyers share.
 */
export const CHECKOUT_RATE_LIMIT: RateLimit = { max: 30, windowSeconds: 600 };
export const PAYMENT_LOOKUP_RATE_LIMIT: RateLimit = { max: 30, windowSeconds: 600 };

export type CheckoutLimitKind = "checkout" | "payment-lookup";

const LIMITS: Record<CheckoutLimitKind, RateLimit> = {
  checkout: CHECKOUT_RATE_LIMIT,
  "payment-lookup": PAYMENT_LOOKUP_RATE_LIMIT,
};

const minutesText = (retryAfterSeconds: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
};

export function checkoutRateLimitMessage(kind: CheckoutLimitKind, retryAfterSeconds: number) {
  return kind === "checkout"
    ? `Too many checkout attempts from your network. Please wait ${minutesText(retryAfterSeconds)} and try again.`
    : `We have checked this payment too often from your network. Please wait ${minutesText(retryAfterSeconds)}, then refresh this page; your receipt arrives by email either way.`;
}

/** The request's hashed address, as the calendar counts a visitor's unpaid holds (decision 097). */
export function holderOf(context: Readonly<RouterContextProvider>) {
  return hashIp(getServices(context).env.BETTER_AUTH_SECRET, clientIpOf(context));
}

export type CheckoutLimitDecision =
  { allowed: true } | { allowed: false; retryAfterSeconds: number; message: string; headers: Record<string, string> };

/** Counts one checkout (or payment look-up) for the request's address; scaled by RATE_LIMIT_MULTIPLIER. */
export async function hitCheckoutRateLimit(
  context: Readonly<RouterContextProvider>,
  kind: CheckoutLimitKind,
): Promise<CheckoutLimitDecision> {
  const services = getServices(context);
  const decision = await hitRateLimit(
    services.database.db,
    `${kind}:${hashIp(services.env.BETTER_AUTH_SECRET, clientIpOf(context))}`,
    scaleLimit(LIMITS[kind], services.env.RATE_LIMIT_MULTIPLIER),
  );
  if (decision.allowed) return decision;
  return {
    allowed: false,
    retryAfterSeconds: decision.retryAfterSeconds,
    message: checkoutRateLimitMessage(kind, decision.retryAfterSeconds),
    headers: { "Retry-After": String(decision.retryAfterSeconds), "Cache-Control": "no-store" },
  };
}
