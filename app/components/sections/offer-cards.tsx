import { catalog, type PriceId } from "~/content/catalog";
import type { OfferCard } from "~/content/offer-types";
import { CheckoutButton } from "~/actions/checkout-button";
import { cn } from "~/lib/cn";
import { formatCents } from "~/lib/money";
import { IncludedList } from "./included-list";
import { Section } from "./section";

/** An add-on chosen elsewhere on the page, bought together with the card's item. */
export type ChosenAddOn = { priceId: PriceId; title: string };

/** Spec §3 "Offer card": title, description, features under "What's Included:", and a price. */
type CheckoutErrorStyle = "plan" | "core";

export function OfferCardView({
  card,
  compact,
  checkoutErrorStyle,
  addOns = [],
}: {
  card: OfferCard;
  compact?: boolean;
  /** Which of the spec's checkout error toasts a failed checkout shows. */
  checkoutErrorStyle?: CheckoutErrorStyle;
  /** Add-ons the buy button sends as upsellPriceIds; listed with the total above the button. */
  addOns?: ChosenAddOn[];
}) {
  const withAddOns = Boolean(card.priceId) && addOns.length > 0;
  const total = card.priceId ? [card.priceId, ...addOns.map((a) => a.priceId)].reduce((sum, id) => sum + catalog[id].amount, 0) : 0;
  return (
    <article
      aria-label={card.title}
      className={cn(
        "relative flex h-full flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8",
        card.highlight && "border-primary ring-2 ring-primary",
      )}
    >
      {card.highlight && (
        <p className="absolute -top-3.5 left-6 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
          {card.highlight}
        </p>
      )}
      <h3 className="text-xl font-bold">{card.title}</h3>
      <p className="mt-2 text-sm text-muted-foreground">{card.description}</p>
      <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
        <span className={cn("font-extrabold tracking-tight", compact ? "text-2xl" : "text-4xl")}>{card.price}</span>
        {card.priceDetail && <span className="text-sm text-muted-foreground">{card.priceDetail}</span>}
      </p>
      <IncludedList features={card.features} />
      {withAddOns && (
        <div className="mt-6 rounded-xl bg-muted/60 p-4 text-sm" data-testid="plan-with-add-ons">
          <p className="font-semibold">With your add-ons</p>
          <ul className="mt-2 space-y-1">
            {addOns.map((a) => (
              <li key={a.priceId} className="flex justify-between gap-3">
                <span>{a.title}</span>
                <span>+{formatCents(catalog[a.priceId].amount)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-2 flex justify-between gap-3 border-t pt-2 font-semibold">
            <span>Total today</span>
            <span>{formatCents(total)}</span>
          </p>
        </div>
      )}
      {card.priceId && (
        <CheckoutButton
          errorStyle={checkoutErrorStyle}
          priceId={card.priceId}
          upsellPriceIds={addOns.length ? addOns.map((a) => a.priceId) : undefined}
          size="lg"
          variant={card.highlight ? "default" : "outline"}
          className="mt-8 w-full"
        >
          {card.buttonText ?? "Get Started"}
        </CheckoutButton>
      )}
    </article>
  );
}

export function OfferCards({
  id,
  title,
  intro,
  items,
  compact,
  muted,
  checkoutErrorStyle,
  addOns,
}: {
  id?: string;
  title: string;
  intro?: string;
  items: OfferCard[];
  compact?: boolean;
  muted?: boolean;
  checkoutErrorStyle?: CheckoutErrorStyle;
  /** Add-ons sent with every card's buy button. */
  addOns?: ChosenAddOn[];
}) {
  return (
    <Section id={id} title={title} intro={intro} muted={muted}>
      <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {items.map((card) => (
          <li key={card.title}>
            <OfferCardView card={card} compact={compact} checkoutErrorStyle={checkoutErrorStyle} addOns={addOns} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
