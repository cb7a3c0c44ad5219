/**
 * A public, indexable page, declared once: its entry here makes its route (app/routes.ts), its
 * prerendering, its line in sitemap.xml and its link on the /sitemap page.
 */
export type PublicPage = {
  path: string;
  /** Link text on the human sitemap. */
  title: string;
  section:
    | "Home"
    | "Solutions"
    | "Industries"
    | "Healthcare Specialties"
    | "Company"
    | "Offers & Pricing"
    | "Resources"
    | "Legal";
  /** The route module that renders it, from app/ (app/routes.ts builds the route entry from this). */
  module: string;
  /** The route id, when one module renders many pages (each path gets its own). */
  id?: string;
};
