import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Checkout pages: rendered per request (they read ?ref=, the session and orders). */
export const checkoutRoutes: RouteConfigEntry[] = [
  route("checkout", "routes/_checkout/checkout.tsx"),
  route("checkout/success", "routes/_checkout/success.tsx"),
  route("checkout/cancel", "routes/_checkout/cancel.ts"),
  route("checkout/test/:orderId", "routes/_checkout/test-checkout.tsx"),
  route("downloads/ebook/:orderId", "routes/_checkout/ebook-download.ts"),
];
