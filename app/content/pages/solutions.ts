import { coursesSeo } from "../courses";
import { landingPages } from "../landing-pages";
import type { PublicPage } from "./types";

/** Public pages of the "solutions" group: one template renders every landing entry, each path with its own route id. */
export const solutionsPages: PublicPage[] = [
  ...landingPages.map((p): PublicPage => ({
    path: p.path,
    title: p.nav,
    section: p.section,
    module: "routes/_marketing/solutions/landing-template.tsx",
    id: `landing${p.path}`,
  })),
  {
    path: "/courses",
    title: coursesSeo.title,
    section: "Resources",
    module: "routes/_marketing/solutions/courses.tsx",
  },
];
