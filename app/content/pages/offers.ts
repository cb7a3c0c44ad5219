import type { PublicPage } from "./types";

/** Public pages of the "offers" group. Keep in step with app/routes/_marketing/offers/routes.ts. */
export const offersPages: PublicPage[] = [];
