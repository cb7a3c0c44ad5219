import type { PublicPage } from "./types";

/** Public pages of the "offers" group. */
export const offersPages: PublicPage[] = [
  {
    path: "/pricing",
    title: "Pricing Plans",
    section: "Offers & Pricing",
    module: "routes/_marketing/offers/pricing.tsx",
  },
  {
    path: "/core-offer",
    title: "AI-Powered Customer Engagement System",
    section: "Offers & Pricing",
    module: "routes/_marketing/offers/core-offer.tsx",
  },
  {
    path: "/ai-business-partner",
    title: "AI Business Partner Playbook",
    section: "Offers & Pricing",
    module: "routes/_marketing/offers/ai-business-partner.tsx",
  },
  {
    path: "/ai-ebook",
    title: "AI Business Partner Ebook",
    section: "Offers & Pricing",
    module: "routes/_marketing/offers/ai-ebook.tsx",
  },
];
