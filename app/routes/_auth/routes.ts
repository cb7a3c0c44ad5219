import type { RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the "_auth" group. */
export const authRoutes: RouteConfigEntry[] = [];
