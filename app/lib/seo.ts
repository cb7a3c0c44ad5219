import type { MetaDescriptor } from "react-router";
import { business } from "~/content/business";
import { site } from "~/content/site";
import { publicEnv } from "./public-env";

export type SeoInput = {
  title: string;
  description: string;
  path: string;
  /** Extra JSON-LD objects for this page (Organization is always added). */
  jsonLd?: Record<string, unknown>[];
  noindex?: boolean;
};

export const DESCRIPTION_LIMIT = 130;

/** Spec §5: a description longer than 130 characters is cut to 127 plus an ellipsis. */
export function clampDescription(description: string) {
  return description.length > DESCRIPTION_LIMIT ? `${description.slice(0, 127)}...` : description;
}

/** Spec §2: page title, then the site tagline. */
export function pageTitle(title: string) {
  return `${title} | ${site.tagline}`;
}

export function absoluteUrl(path: string) {
  return new URL(path, publicEnv().siteUrl).toString();
}

export function organizationJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    url: publicEnv().siteUrl,
    email: site.contact.email,
    telephone: site.contact.phone,
    address: {
      "@type": "PostalAddress",
      ...(business.contact.address.street && { streetAddress: business.contact.address.street }),
      addressLocality: business.contact.address.city,
      addressRegion: business.contact.address.region,
      ...(business.contact.address.postalCode && { postalCode: business.contact.address.postalCode }),
      addressCountry: business.contact.address.country,
    },
    ...(site.social.professionalNetwork && { sameAs: [site.social.professionalNetwork.href] }),
  };
}

/** Every route's `meta` goes through here. */
export function seo({ title, description, path, jsonLd = [], noindex }: SeoInput): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  const desc = clampDescription(description);
  const url = absoluteUrl(path);
  const image = absoluteUrl("/og-image.png");
  return [
    { title: fullTitle },
    { name: "description", content: desc },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: desc },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: desc },
    { name: "twitter:image", content: image },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...[organizationJsonLd(), ...jsonLd].map((data) => ({ "script:ld+json": data })),
  ];
}
