import { ComparisonTable } from "~/components/sections/comparison-table";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { Section } from "~/components/sections/section";
import { StatCounter } from "~/components/sections/stat-counter";
import { Testimonials } from "~/components/sections/testimonials";
import {
  ebookAssessment,
  ebookChapters,
  ebookComparison,
  ebookFaq,
  ebookFaqSection,
  ebookOffer,
  ebookSalesHero,
  ebookSalesSeo,
  ebookStats,
  ebookStatsSection,
  ebookTestimonials,
  ebookTestimonialsSection,
} from "~/content/ebook";
import { AssessmentForm } from "~/features/ebook/assessment-form";
import { EbookExtras } from "~/features/ebook/ebook-extras";
import { EbookFaq } from "~/features/ebook/ebook-faq";
import { EbookHero } from "~/features/ebook/ebook-hero";
import { ebookPageMeta } from "~/features/ebook/ebook-meta";
import { OfferBox } from "~/features/ebook/offer-box";

const path = "/ai-business-partner";

/** Hydrated as islands (decision 079). */
export const handle = { islands: true };

export const meta = () => ebookPageMeta(ebookSalesSeo, path);

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
