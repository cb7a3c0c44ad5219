import { Check } from "lucide-react";
import type { OfferCard } from "~/content/offer-types";
import { CheckoutButton } from "~/features/checkout/checkout-button";
import { cn } from "~/lib/cn";
import { Section } from "./section";

/** Spec §3 "Offer card": title, description, features under "What's Included:", and a price. */
type CheckoutErrorStyle = "plan" | "core";

export function OfferCardView({
  card,
  compact,
  checkoutErrorStyle,
}: {
  card: OfferCard;
  compact?: boolean;
  /** Which of the spec's checkout error toasts a failed checkout shows. */
  checkoutErrorStyle?: CheckoutErrorStyle;
}) {
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
      <h4 className="mt-6 text-sm font-semibold">What's Included:</h4>
      <ul className="mt-3 flex-1 space-y-2 text-sm">
        {card.features.map((f) => (
          <li key={f} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            {f}
          </li>
        ))}
      </ul>
      {card.priceId && (
        <CheckoutButton
          errorStyle={checkoutErrorStyle}
          priceId={card.priceId}
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
}: {
  id?: string;
  title: string;
  intro?: string;
  items: OfferCard[];
  compact?: boolean;
  muted?: boolean;
  checkoutErrorStyle?: CheckoutErrorStyle;
}) {
  return (
    <Section id={id} title={title} intro={intro} muted={muted}>
      <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {items.map((card) => (
          <li key={card.title}>
            <OfferCardView card={card} compact={compact} checkoutErrorStyle={checkoutErrorStyle} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
