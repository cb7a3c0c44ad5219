import { companyPages } from "./pages/company";
import { legalPages } from "./pages/legal";
import { industriesPages } from "./pages/industries";
import { offersPages } from "./pages/offers";
import { solutionsPages } from "./pages/solutions";
import { toolsPages } from "./pages/tools";
import { demoPages } from "./pages/demo";
import type { PublicPage } from "./pages/types";

/**
 * Every public, indexable page that exists. It drives prerendering, sitemap.xml and the
 * human sitemap, so a page is added to its group's list when its route is added.
 */
export const publicPages: PublicPage[] = [
  { path: "/", title: "Home", section: "Home" },
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
