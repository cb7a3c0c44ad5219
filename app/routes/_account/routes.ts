import { index, route, type RouteConfigEntry } from "@react-router/dev/routes";

/**
 * Routes of the "_account" group: guarded on the server by each section layout's
 * middleware (requireUserMiddleware), dynamic and not in publicPages.
 */
export const accountRoutes: RouteConfigEntry[] = [
  route("user-dashboard", "routes/_account/user-dashboard/layout.tsx", [
    index("routes/_account/user-dashboard/index.tsx"),
    route("export", "routes/_account/user-dashboard/export.ts"),
  ]),
];
