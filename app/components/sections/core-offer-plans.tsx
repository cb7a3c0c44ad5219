import { useState } from "react";
import { useSearchParams } from "react-router";
import type { PriceId } from "~/content/catalog";
import { coreAddOns, corePlans } from "~/content/core-offer";
import { island } from "~/islands/island";
import { AddOnCards } from "./add-on-cards";
import { OfferCards } from "./offer-cards";

const addOnIds = coreAddOns.items.map((a) => a.priceId);

/** `?addons=a,b` (a no-JavaScript toggle, or a canceled checkout) preselects known add-ons. */
function addOnsFromUrl(params: URLSearchParams): PriceId[] {
  const wanted = new Set(params.getAll("addons").flatMap((v) => v.split(",")));
  return addOnIds.filter((id) => wanted.has(id));
}

/**
 * The core offer's plans and the add-ons chosen with them: one piece of state, so one island
 * (decision 079). A plan's checkout carries the add-ons selected below it.
 */
function Plans({ path }: { path: string }) {
  const [searchParams] = useSearchParams();
  const [selected, setSelected] = useState<PriceId[]>(() => addOnsFromUrl(searchParams));
  const chosen = coreAddOns.items
    .filter((a) => selected.includes(a.priceId))
    .map(({ priceId, title }) => ({ priceId, title }));

  function toggle(id: PriceId) {
    // Spec §4: add-on toggles are ignored while a plan's checkout is starting.
    if (document.querySelector('#plans [aria-busy="true"]')) return;
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  }

  return (
    <>
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
    </>
  );
}

export const CoreOfferPlans = island("core-offer-plans", Plans);
