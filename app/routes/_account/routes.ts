import type { RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the "_account" group. */
export const accountRoutes: RouteConfigEntry[] = [];
