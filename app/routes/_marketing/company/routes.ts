import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the "company" group; their paths are listed in app/content/pages/company.ts. */
export const companyRoutes: RouteConfigEntry[] = [
  route("about", "routes/_marketing/company/about.tsx"),
  route("why-us", "routes/_marketing/company/why-us.tsx"),
  route("team", "routes/_marketing/company/team.tsx"),
  route("contact", "routes/_marketing/company/contact.tsx"),
  route("sitemap", "routes/_marketing/company/sitemap.tsx"),
  // Legal and trust pages (app/content/pages/legal.ts, content in app/content/legal/).
  route("privacy", "routes/_marketing/company/privacy.tsx"),
  route("terms", "routes/_marketing/company/terms.tsx"),
  route("refund-policy", "routes/_marketing/company/refund-policy.tsx"),
  route("security", "routes/_marketing/company/security.tsx"),
  route("accessibility", "routes/_marketing/company/accessibility.tsx"),
];
