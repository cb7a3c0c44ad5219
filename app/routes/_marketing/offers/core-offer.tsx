import { useState } from "react";
import { useSearchParams } from "react-router";
import { AddOnCards } from "~/components/sections/add-on-cards";
import { CallToAction } from "~/components/sections/call-to-action";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { HowItWorks } from "~/components/sections/how-it-works";
import { OfferCards } from "~/components/sections/offer-cards";
import { productJsonLd } from "~/components/sections/offer-json-ld";
import { VideoHero } from "~/components/sections/video-hero";
import { catalog, type PriceId } from "~/content/catalog";
import { claims } from "~/content/claims";
import {
  coreAddOns,
  coreOfferClosing,
  coreOfferHero,
  coreOfferSeo,
  coreOfferSteps,
  corePlans,
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

const addOnIds = coreAddOns.items.map((a) => a.priceId);

/** `?addons=a,b` (a no-JavaScript toggle, or a canceled checkout) preselects known add-ons. */
function addOnsFromUrl(params: URLSearchParams): PriceId[] {
  const wanted = new Set(params.getAll("addons").flatMap((v) => v.split(",")));
  return addOnIds.filter((id) => wanted.has(id));
}

export default function CoreOffer() {
  const [searchParams] = useSearchParams();
  const [selected, setSelected] = useState<PriceId[]>(() => addOnsFromUrl(searchParams));
  const chosen = coreAddOns.items.filter((a) => selected.includes(a.priceId)).map(({ priceId, title }) => ({ priceId, title }));

  function toggle(id: PriceId) {
    // Spec §4: add-on toggles are ignored while a plan's checkout is starting.
    if (document.querySelector('#plans [aria-busy="true"]')) return;
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  }

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
      <OfferCards id="plans" {...corePlans} checkoutErrorStyle="core" addOns={chosen} />
      <AddOnCards
        id="add-ons"
        {...coreAddOns}
        selected={selected}
        onToggle={toggle}
        action={`${path}#add-ons`}
        choosePlanHref="#plans"
        muted
      />
      <CallToAction {...coreOfferClosing} />
    </>
  );
}
