import type { RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the "solutions" group; their paths are listed in app/content/pages/solutions.ts. */
export const solutionsRoutes: RouteConfigEntry[] = [];
