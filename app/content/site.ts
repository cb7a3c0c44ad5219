import { business } from "./business";

const { brand, contact } = business;

/** "City, Region": the city and region as the site states where the business is. */
const city = [contact.address.city, contact.address.region].filter(Boolean).join(", ");

/** The one-line postal address: street, city, region, postal code and country, where set. */
const postal = [
  contact.address.street,
  city,
  [contact.address.postalCode, contact.address.country].filter(Boolean).join(" "),
]
  .filter(Boolean)
  .join(", ");

/**
 * Brand, tagline and contact details as the pages use them, all made from the owner's facts in
 * app/content/business.ts (the one place they are written down).
 */
export const site = {
  name: brand.name,
  legalName: brand.legalName,
  tagline: brand.tagline,
  description: `${brand.name} builds AI voice agents, chatbots, CRM and workflow automation that answer every call, capture every lead and cut operating costs for growing businesses.`,
  domain: business.domain,
  contact: {
    email: contact.email,
    phone: contact.phone,
    phoneHref: `tel:${contact.phone.startsWith("+") ? "+" : ""}${contact.phone.replace(/\D/g, "")}`,
    city,
    postal,
  },
  social: {
    professionalNetwork: business.social.linkedin
      ? { label: `${brand.name} on LinkedIn`, href: business.social.linkedin }
      : null,
  },
} as const;

export type Site = typeof site;
