import { handleStripeEvent, verifyStripeEvent } from "~/features/checkout/webhook.server";
import { apiError, json } from "~/lib/api.server";
import { getServices } from "~/lib/context";
import type { Route } from "./+types/stripe-webhook";

/** POST /api/stripe/webhook: raw body, verified signature, handled events only, idempotent. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  try {
    const raw = await request.text();
    if (raw.length > 1024 * 1024) return json({ error: "Payload too large" }, 413);
    const event = verifyStripeEvent(services, raw, request.headers.get("stripe-signature"));
    const outcome = await handleStripeEvent(services, event);
    return json({ received: true, outcome });
  } catch (err) {
    return apiError(err, services.logger);
  }
}
