import { sameOriginPage, visitorOfRequest } from "~/features/analytics/collect.server";
import { checkoutRequestSchema } from "~/features/checkout/checkout.schema";
import { createCheckout } from "~/features/checkout/orders.server";
import { hitCheckoutRateLimit, holderOf } from "~/features/checkout/rate-limits.server";
import { getUserSession } from "~/features/auth/session.server";
import { referralFromRequest } from "~/features/affiliate/referral-cookie.server";
import { mayCreditReferral, referralConsent } from "~/features/consent/consent.server";
import { apiError, json, parseWith, readJson } from "~/lib/api.server";
import { getServices } from "#platform/context";
import type { Route } from "./+types/create-checkout";

/** POST /api/create-checkout: { priceId, upsellPriceIds?, refCode? } → { url } | { error } */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  if (request.method !== "POST") return json({ error: "Method not allowed" }, 405, { Allow: "POST" });
  try {
    const limit = await hitCheckoutRateLimit(context, "checkout");
    if (!limit.allowed) return json({ error: limit.message, code: "RATE_LIMITED" }, 429, limit.headers);
    const body = parseWith(checkoutRequestSchema, await readJson(request));
    const session = await getUserSession(context, request);
    const { url } = await createCheckout(services, {
      ...body,
      // Declined, or GPC: the page's ?ref= credits nobody either (decision 069).
      refCode: mayCreditReferral(referralConsent(request.headers)) ? body.refCode : null,
      cookieRefCode: referralFromRequest(request.headers, services.env),
      user: session ? { id: session.user.id, email: session.user.email } : null,
      visitor: visitorOfRequest(context, request),
      page: sameOriginPage(request),
      holder: holderOf(context),
    });
    return json({ url });
  } catch (err) {
    return apiError(err, services.logger);
  }
}

export function loader() {
  return json({ error: "Use POST" }, 405, { Allow: "POST" });
}
