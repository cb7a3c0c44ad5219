import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Resource routes: JSON APIs and webhooks (never prerendered). */
export const apiRoutes: RouteConfigEntry[] = [
  route("api/create-checkout", "routes/api/checkout/create-checkout.ts"),
  route("api/stripe/webhook", "routes/api/checkout/stripe-webhook.ts"),
  route("api/leads/:formType", "routes/api/leads/submit.ts"),
  route("api/scheduling/slots", "routes/api/scheduling/slots.ts"),
  route("api/consent", "routes/api/consent.ts"),
  route("api/beacon", "routes/api/beacon.ts"),
  route("api/account/console", "routes/api/account-console.ts"),
];
