import { handleStripeEvent, verifyStripeEvent } from "~/flows/stripe-events.server";
import { apiError, json } from "~/lib/api.server";
import { BODY_LIMITS, readBodyText } from "~/lib/body.server";
import { getServices } from "#platform/context";
import type { Route } from "./+types/stripe-webhook";

/** POST /api/stripe/webhook: raw body, verified signature, handled events only, idempotent. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  try {
    // Counted while it streams: 413 as soon as it passes 1 MB (docs/decisions/044).
    const raw = await readBodyText(request, BODY_LIMITS.webhook);
    const event = verifyStripeEvent(services, raw, request.headers.get("stripe-signature"));
    const outcome = await handleStripeEvent(services, event);
    return json({ received: true, outcome });
  } catch (err) {
    return apiError(err, services.logger);
  }
}
