import type { PublicPage } from "./types";

/**
 * Legal and trust pages. Keep in step with app/routes/_marketing/company/routes.ts; titles match
 * app/content/legal/ (a unit test checks), written out so this list does not carry the pages' text.
 */
export const legalPages: PublicPage[] = [
  { path: "/privacy", title: "Privacy Policy", section: "Legal" },
  { path: "/terms", title: "Terms of Service", section: "Legal" },
  { path: "/refund-policy", title: "Refund Policy", section: "Legal" },
  { path: "/security", title: "Security", section: "Legal" },
  { path: "/accessibility", title: "Accessibility Statement", section: "Legal" },
];
