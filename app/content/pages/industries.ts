import type { PublicPage } from "./types";

/** Public pages of the "industries" group. Keep in step with app/routes/_marketing/industries/routes.ts. */
export const industriesPages: PublicPage[] = [];
