import type { RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the "company" group; their paths are listed in app/content/pages/company.ts. */
export const companyRoutes: RouteConfigEntry[] = [];
