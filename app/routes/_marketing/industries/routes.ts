import type { RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the "industries" group; their paths are listed in app/content/pages/industries.ts. */
export const industriesRoutes: RouteConfigEntry[] = [];
