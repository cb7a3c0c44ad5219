import type { RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the "offers" group; their paths are listed in app/content/pages/offers.ts. */
export const offersRoutes: RouteConfigEntry[] = [];
