/** A public, indexable page: drives prerendering, sitemap.xml and the /sitemap page. */
export type PublicPage = {
  path: string;
  /** Link text on the human sitemap. */
  title: string;
  section: "Home" | "Solutions" | "Industries" | "Healthcare Specialties" | "Company" | "Offers & Pricing" | "Resources" | "Legal";
};
