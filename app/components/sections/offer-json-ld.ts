import { site } from "~/content/site";
import { absoluteUrl } from "~/lib/seo";

export type JsonLdOffer = { name: string; priceId: string; cents: number; description?: string };

function offer(o: JsonLdOffer) {
  return {
    "@type": "Offer",
    name: o.name,
    ...(o.description ? { description: o.description } : {}),
    price: (o.cents / 100).toFixed(2),
    priceCurrency: "USD",
    availability: "https://schema.org/InStock",
    url: absoluteUrl(`/checkout?item=${o.priceId}`),
    seller: { "@type": "Organization", name: site.name },
  };
}

/** schema.org Product with its offers (one Offer, or an AggregateOffer for several). */
export function productJsonLd({
  name,
  description,
  path,
  offers,
}: {
  name: string;
  description: string;
  path: string;
  offers: JsonLdOffer[];
}) {
  const prices = offers.map((o) => o.cents / 100);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name,
    description,
    url: absoluteUrl(path),
    brand: { "@type": "Brand", name: site.name },
    offers:
      offers.length === 1
        ? offer(offers[0])
        : {
            "@type": "AggregateOffer",
            priceCurrency: "USD",
            lowPrice: Math.min(...prices).toFixed(2),
            highPrice: Math.max(...prices).toFixed(2),
            offerCount: offers.length,
            offers: offers.map(offer),
          },
  };
}
