import type { RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the "api" group. */
export const apiRoutes: RouteConfigEntry[] = [];
