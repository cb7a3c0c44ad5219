import { ComparisonTable } from "~/components/sections/comparison-table";
import { faqJsonLd } from "~/components/sections/faq";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { productJsonLd } from "~/components/sections/offer-json-ld";
import { Section } from "~/components/sections/section";
import { StatCounter } from "~/components/sections/stat-counter";
import { Testimonials } from "~/components/sections/testimonials";
import { catalog } from "~/content/catalog";
import {
  ebookAssessment,
  ebookChapters,
  ebookComparison,
  ebookFaq,
  ebookFaqSection,
  ebookOffer,
  ebookPriceId,
  ebookSalesHero,
  ebookSalesSeo,
  ebookStats,
  ebookStatsSection,
  ebookTestimonials,
  ebookTestimonialsSection,
  ebookTitle,
} from "~/content/ebook";
import { AssessmentForm } from "~/features/ebook/assessment-form";
import { EbookExtras } from "~/features/ebook/ebook-extras";
import { EbookFaq } from "~/features/ebook/ebook-faq";
import { EbookHero } from "~/features/ebook/ebook-hero";
import { OfferBox } from "~/features/ebook/offer-box";
import { seo } from "~/lib/seo";

const path = "/ai-business-partner";

/** Hydrated as islands (decision 079). */
export const handle = { islands: true };

export const meta = () =>
  seo({
    ...ebookSalesSeo,
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

export default function AiBusinessPartner() {
  return (
    <>
      <EbookHero
        {...ebookSalesHero}
        primary={{ label: ebookSalesHero.primary, to: ebookOffer.id }}
        secondary={{ label: ebookSalesHero.secondary, to: ebookAssessment.id }}
      />
      <Section id="results" title={ebookStatsSection.title} intro={ebookStatsSection.intro}>
        <StatCounter stats={ebookStats} />
      </Section>
      <FeatureGrid
        id="inside"
        title={ebookChapters.title}
        intro={ebookChapters.intro}
        features={ebookChapters.items}
        muted
      />
      <Section id="comparison" title={ebookComparison.title} intro={ebookComparison.intro}>
        <ComparisonTable comparison={ebookComparison} className="mx-auto max-w-4xl" />
      </Section>
      <Testimonials {...ebookTestimonialsSection} items={ebookTestimonials} muted />
      <OfferBox />
      <EbookFaq {...ebookFaqSection} items={ebookFaq} muted />
      <AssessmentForm />
      <EbookExtras />
    </>
  );
}
