import { Benefits } from "~/components/sections/benefits";
import { CallToAction } from "~/components/sections/call-to-action";
import { Faq, faqJsonLd } from "~/components/sections/faq";
import { Hero } from "~/components/sections/hero";
import { OfferGuide } from "~/components/sections/offer-guide";
import { productJsonLd } from "~/components/sections/offer-json-ld";
import { PlanGlance, PricingPlans } from "~/components/sections/pricing-plans";
import { OperationsView } from "~/components/visuals/operations-view";
import {
  maintenanceNote,
  pricingAudience,
  pricingClosing,
  pricingFaq,
  pricingHero,
  pricingIncluded,
  pricingPlans,
  pricingSeo,
} from "~/content/catalog/plans";
import { operationsSample } from "~/content/visuals";
import { formatCents } from "~/lib/money";
import { seo } from "~/lib/seo";

const path = "/pricing";

/** Hydrated as islands (decision 079). */
export const handle = { islands: true };

export const meta = () =>
  seo({
    ...pricingSeo,
    path,
    jsonLd: [
      productJsonLd({
        name: "AI Automation Plans",
        description: pricingSeo.description,
        path,
        offers: pricingPlans.map((p) => ({
          name: `${p.name} plan (${p.properties} properties)`,
          priceId: p.priceId,
          cents: p.setupFee,
          description: `Setup fee, then ${formatCents(p.monthlyAfterFirstYear)} a month after the first year. ${maintenanceNote}.`,
        })),
      }),
      faqJsonLd(pricingFaq),
    ],
  });

export default function Pricing() {
  return (
    <>
      <Hero
        {...pricingHero}
        aside={
          // What the plans give back, over a sample week of what the agents do (decision 050).
          <div>
            <PlanGlance plans={pricingPlans} title="What each plan gives back" />
            <OperationsView sample={operationsSample} layout="strip" className="relative -mt-3 ml-6 xl:-ml-6" />
          </div>
        }
      />
      <OfferGuide {...pricingAudience} />
      <PricingPlans
        title="Choose Your Plan"
        intro="Every plan is built and maintained for you. Pick the one that matches the number of properties you manage."
        plans={pricingPlans}
        maintenanceNote={maintenanceNote}
      />
      <Benefits id="included" title={pricingIncluded.title} benefits={pricingIncluded.items} muted />
      <Faq items={pricingFaq} />
      <CallToAction {...pricingClosing} />
    </>
  );
}
