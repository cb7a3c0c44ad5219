import { companyPages } from "./pages/company";
import { legalPages } from "./pages/legal";
import { industriesPages } from "./pages/industries";
import { offersPages } from "./pages/offers";
import { solutionsPages } from "./pages/solutions";
import { toolsPages } from "./pages/tools";
import { demoPages } from "./pages/demo";
import type { PublicPage } from "./pages/types";

/**
 * Every public, indexable page that exists: the page registry. Each group's list makes the
 * group's routes (app/routes/public-routes.ts), prerendering, sitemap.xml and the human sitemap.
 */
export const homePage: PublicPage = { path: "/", title: "Home", section: "Home", module: "routes/_marketing/home.tsx" };

export const publicPages: PublicPage[] = [
  homePage,
  ...solutionsPages,
  ...industriesPages,
  ...offersPages,
  ...companyPages,
  ...legalPages,
  ...demoPages,
  ...toolsPages,
];

export const publicPaths: string[] = publicPages.map((p) => p.path);

export function prerenderPaths() {
  return [...publicPaths, "/robots.txt", "/sitemap.xml", "/site.webmanifest"];
}
