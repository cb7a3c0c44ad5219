import { Benefits } from "~/components/sections/benefits";
import { CallToAction } from "~/components/sections/call-to-action";
import { Faq, faqJsonLd } from "~/components/sections/faq";
import { Hero } from "~/components/sections/hero";
import { productJsonLd } from "~/components/sections/offer-json-ld";
import { PlanGlance, PricingPlans } from "~/components/sections/pricing-plans";
import { WaysToBuy } from "~/components/sections/ways-to-buy";
import { OperationsView } from "~/components/visuals/operations-view";
import {
  maintenanceNote,
  pricingClosing,
  pricingFaq,
  pricingHero,
  pricingIncluded,
  pricingPlans,
  pricingSeo,
} from "~/content/catalog/plans";
import { planMonthlyLine, waysToBuy } from "~/content/catalog/ways-to-buy";
import { operationsSample } from "~/content/visuals";
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
          name: `${p.name} plan (${p.properties} locations)`,
          priceId: p.priceId,
          cents: p.setupFee,
          description: `Setup fee, ${planMonthlyLine(p.priceId as "plan-basic")}.`,
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
      <WaysToBuy {...waysToBuy} />
      <PricingPlans
        title="Choose Your Plan"
        intro="The managed plans: built and maintained for you, sized by the number of locations you run."
        plans={pricingPlans}
        maintenanceNote={maintenanceNote}
      />
      <Benefits id="included" title={pricingIncluded.title} benefits={pricingIncluded.items} muted />
      <Faq items={pricingFaq} />
      <CallToAction {...pricingClosing} />
    </>
  );
}
