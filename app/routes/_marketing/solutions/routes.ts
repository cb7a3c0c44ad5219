import { route, type RouteConfigEntry } from "@react-router/dev/routes";
import { landingPages } from "../../../content/landing-pages";

/** Routes of the "solutions" group; their paths are listed in app/content/pages/solutions.ts. */
export const solutionsRoutes: RouteConfigEntry[] = [
  // One template renders every landing entry; each path gets its own route id.
  ...landingPages.map((p) => route(p.path.slice(1), "routes/_marketing/solutions/landing-template.tsx", { id: `landing${p.path}` })),
  route("courses", "routes/_marketing/solutions/courses.tsx"),
];
