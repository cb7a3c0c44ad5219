import { faqJsonLd } from "~/components/sections/faq";
import { productJsonLd } from "~/components/sections/offer-json-ld";
import { catalog } from "~/content/catalog";
import { ebookFaq, ebookPriceId, ebookTitle } from "~/content/ebook";
import type { PageSeo } from "~/content/types";
import { seo } from "~/lib/seo";

/**
 * The head of a page that sells the ebook (the sales page and the letter): its own title and
 * description, with the ebook's product offer and its FAQ as structured data.
 */
export function ebookPageMeta(page: PageSeo, path: string) {
  return seo({
    ...page,
    path,
    jsonLd: [
      productJsonLd({
        name: ebookTitle,
        description: catalog[ebookPriceId].description,
        path,
        offers: [{ name: ebookTitle, priceId: ebookPriceId, cents: catalog[ebookPriceId].amount }],
      }),
      faqJsonLd(ebookFaq),
    ],
  });
}
