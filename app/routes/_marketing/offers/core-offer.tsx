import { CallToAction } from "~/components/sections/call-to-action";
import { CoreOfferPlans } from "~/components/sections/core-offer-plans";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { HowItWorks } from "~/components/sections/how-it-works";
import { productJsonLd } from "~/components/sections/offer-json-ld";
import { VideoHero } from "~/components/sections/video-hero";
import { catalog } from "~/content/catalog";
import { claims } from "~/content/claims";
import {
  coreOfferClosing,
  coreOfferHero,
  coreOfferSeo,
  coreOfferSteps,
  instagramAutomation,
} from "~/content/core-offer";
import { seo } from "~/lib/seo";

const path = "/core-offer";

export const meta = () =>
  seo({
    ...coreOfferSeo,
    path,
    jsonLd: [
      productJsonLd({
        name: coreOfferSeo.title,
        description: coreOfferSeo.description,
        path,
        offers: (["core-basic", "core-professional", "core-enterprise"] as const).map((id) => ({
          name: catalog[id].name,
          priceId: id,
          cents: catalog[id].amount,
          description: catalog[id].description,
        })),
      }),
    ],
  });

/** An island page (decision 079): the plans and add-ons are one island, the rest is static. */
export const handle = { islands: true };

export default function CoreOffer() {
  return (
    <>
      <VideoHero {...coreOfferHero} />
      <FeatureGrid
        id="instagram-automation"
        eyebrow="Instagram comment automation"
        title={instagramAutomation.title}
        intro={instagramAutomation.intro}
        features={instagramAutomation.items}
        socialProof={[claims.trustedBy, claims.rating, claims.satisfaction]}
      />
      <HowItWorks {...coreOfferSteps} muted />
      <CoreOfferPlans path={path} />
      <CallToAction {...coreOfferClosing} />
    </>
  );
}
