import type { PublicPage } from "./types";

/**
 * Legal and trust pages (their routes live with the company group); titles match
 * app/content/legal/ (a unit test checks), written out so this list does not carry the pages' text.
 */
export const legalPages: PublicPage[] = [
  { path: "/privacy", title: "Privacy Policy", section: "Legal", module: "routes/_marketing/company/privacy.tsx" },
  { path: "/terms", title: "Terms of Service", section: "Legal", module: "routes/_marketing/company/terms.tsx" },
  {
    path: "/refund-policy",
    title: "Refund Policy",
    section: "Legal",
    module: "routes/_marketing/company/refund-policy.tsx",
  },
  { path: "/security", title: "Security", section: "Legal", module: "routes/_marketing/company/security.tsx" },
  {
    path: "/accessibility",
    title: "Accessibility Statement",
    section: "Legal",
    module: "routes/_marketing/company/accessibility.tsx",
  },
];
