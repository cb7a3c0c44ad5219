import { site } from "./site";
import type { PageSeo } from "./types";
import type { PublicPage } from "./pages/types";

/** The human /sitemap page: every public page by section, then the account pages and tools. */
export const sitemapSeo: PageSeo = {
  title: "Sitemap",
  description: `Every page of the ${site.name} website in one place: solutions, industries, healthcare specialties, pricing and company pages.`,
};

export const sitemapIntro =
  "Every page on our site, grouped by topic. Looking for something specific? Our team is happy to point you in the right direction.";

/** Section order on the page; sections not listed here follow in the order they first appear. */
export const sitemapSectionOrder: PublicPage["section"][] = [
  "Home",
  "Solutions",
  "Industries",
  "Healthcare Specialties",
  "Offers & Pricing",
  "Resources",
  "Company",
  "Legal",
];

export const accountAndTools = {
  title: "Account & Tools",
  links: [
    { path: "/login", title: "Sign In or Sign Up" },
    { path: "/demo", title: "Interactive Demo" },
    { path: "/checkout", title: "Checkout" },
    { path: "/affiliate-program", title: "Affiliate Program" },
    { path: "/user-dashboard", title: "Your Dashboard" },
  ],
};
