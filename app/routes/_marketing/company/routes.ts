import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the "company" group; their paths are listed in app/content/pages/company.ts. */
export const companyRoutes: RouteConfigEntry[] = [
  route("about", "routes/_marketing/company/about.tsx"),
  route("why-us", "routes/_marketing/company/why-us.tsx"),
  route("team", "routes/_marketing/company/team.tsx"),
  route("contact", "routes/_marketing/company/contact.tsx"),
  route("sitemap", "routes/_marketing/company/sitemap.tsx"),
];
