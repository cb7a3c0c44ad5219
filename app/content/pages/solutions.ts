import { coursesSeo } from "../courses";
import { landingPages } from "../landing-pages";
import type { PublicPage } from "./types";

/** Public pages of the "solutions" group. Keep in step with app/routes/_marketing/solutions/routes.ts. */
export const solutionsPages: PublicPage[] = [
  ...landingPages.map((p) => ({ path: p.path, title: p.nav, section: p.section })),
  { path: "/courses", title: coursesSeo.title, section: "Resources" },
];
