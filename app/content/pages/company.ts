import type { PublicPage } from "./types";

/** Public pages of the "company" group. Keep in step with app/routes/_marketing/company/routes.ts. */
export const companyPages: PublicPage[] = [
  { path: "/about", title: "About Us", section: "Company" },
  { path: "/why-us", title: "Why Choose Us", section: "Company" },
  { path: "/team", title: "Our Team", section: "Company" },
  { path: "/contact", title: "Contact", section: "Company" },
  { path: "/sitemap", title: "Sitemap", section: "Company" },
];
