import type { PublicPage } from "./types";

/** Public pages of the "offers" group. Keep in step with app/routes/_marketing/offers/routes.ts. */
export const offersPages: PublicPage[] = [
  { path: "/pricing", title: "Pricing Plans", section: "Offers & Pricing" },
  { path: "/core-offer", title: "AI-Powered Customer Engagement System", section: "Offers & Pricing" },
  { path: "/ai-business-partner", title: "AI Business Partner Playbook", section: "Offers & Pricing" },
  { path: "/ai-ebook", title: "AI Business Partner Ebook", section: "Offers & Pricing" },
];
