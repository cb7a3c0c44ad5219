import type { PublicPage } from "./types";

/** Public pages of the "company" group. */
export const companyPages: PublicPage[] = [
  { path: "/about", title: "About Us", section: "Company", module: "routes/_marketing/company/about.tsx" },
  { path: "/why-us", title: "Why Choose Us", section: "Company", module: "routes/_marketing/company/why-us.tsx" },
  { path: "/team", title: "Our Team", section: "Company", module: "routes/_marketing/company/team.tsx" },
  { path: "/contact", title: "Contact", section: "Company", module: "routes/_marketing/company/contact.tsx" },
  { path: "/sitemap", title: "Sitemap", section: "Company", module: "routes/_marketing/company/sitemap.tsx" },
];
