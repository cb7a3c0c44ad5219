import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the "offers" group; their paths are listed in app/content/pages/offers.ts. */
export const offersRoutes: RouteConfigEntry[] = [
  route("pricing", "routes/_marketing/offers/pricing.tsx"),
  route("core-offer", "routes/_marketing/offers/core-offer.tsx"),
  route("ai-business-partner", "routes/_marketing/offers/ai-business-partner.tsx"),
  route("ai-ebook", "routes/_marketing/offers/ai-ebook.tsx"),
];
