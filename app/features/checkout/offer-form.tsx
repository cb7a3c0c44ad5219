import { CircleCheck } from "lucide-react";
import { useRef, useState } from "react";
import { Form, Link } from "react-router";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { AddOnToggle } from "~/components/sections/add-on-cards";
import { catalog, type CatalogItem, type PriceId } from "~/content/catalog";
import { afterOneTime } from "~/content/catalog/ways-to-buy";
import { addOnCards, mainOfferCard } from "~/content/checkout-page";
import { island } from "~/islands/island";
import { cn } from "~/lib/cn";
import { formatCents } from "~/lib/money";
import { CHECKOUT_ERROR_FALLBACK, CHECKOUT_ERROR_TITLE, goTo, requestCheckoutUrl } from "./start-checkout";

/** Spec §3 offer card, under the heading "What's Included:". */
function OfferCard() {
  const item = catalog[mainOfferCard.priceId];
  return (
    <article className="rounded-2xl border-2 border-primary bg-card p-6 shadow-lg sm:p-8" aria-labelledby="offer-title">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">Main offer</p>
      <h2 id="offer-title" className="mt-1 text-2xl font-bold">
        {mainOfferCard.title}
      </h2>
      <p className="mt-2 text-muted-foreground">{mainOfferCard.description}</p>
      <h3 className="mt-6 font-semibold">What's Included:</h3>
      <ul className="mt-3 space-y-2">
        {mainOfferCard.features.map((f) => (
          <li key={f} className="flex gap-2 text-sm">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            {f}
          </li>
        ))}
      </ul>
      <p className="mt-6 text-4xl font-extrabold" data-testid="offer-price">
        {formatCents(item.amount)}
        <span className="ml-2 text-base font-medium text-muted-foreground">one-time</span>
      </p>
    </article>
  );
}

/** Spec §3 add-on card with its "Add This" / "Added" toggle. */
function AddOnCard({
  item,
  features,
  selected,
  disabled,
  onToggle,
}: {
  item: CatalogItem;
  features: string[];
  selected: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  return (
    <li className={cn("flex flex-col rounded-xl border bg-card p-5 shadow-sm", selected && "border-primary ring-1 ring-primary")}>
      <h3 className="font-semibold">{item.name}</h3>
      <p className="mt-1 text-sm text-muted-foreground">{item.description}</p>
      <ul className="mt-3 flex-1 space-y-1.5">
        {features.map((f) => (
          <li key={f} className="flex gap-2 text-sm">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            {f}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex items-center justify-between gap-3">
        <span className="text-lg font-bold">{formatCents(item.amount)}</span>
        {/* Without JavaScript this submits the form and the server toggles the add-on. */}
        <AddOnToggle
          name={item.name}
          selected={selected}
          field="toggle"
          value={item.id}
          disabled={item.disabled}
          onToggle={() => {
            if (!disabled) onToggle();
          }}
        />
      </div>
    </li>
  );
}

export type OfferFormProps = {
  initialAddOns: PriceId[];
  refCode: string | null;
  /** Why the last (script-less) checkout was refused, e.g. too many attempts. */
  error: string | null;
};

/**
 * The main offer, its add-ons, the total and "Proceed to Checkout" (spec §3): one form, which
 * without JavaScript toggles add-ons through the address and buys with a plain post to /checkout.
 */
function OfferFormView({ initialAddOns, refCode, error }: OfferFormProps) {
  const [selected, setSelected] = useState<PriceId[]>(initialAddOns);
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);
  const total = [mainOfferCard.priceId, ...selected].reduce((s, id) => s + catalog[id].amount, 0);

  async function proceed(e: React.FormEvent) {
    e.preventDefault();
    if (busy.current) return; // a second start while loading is ignored
    busy.current = true;
    setLoading(true);
    try {
      const url = await requestCheckoutUrl({ priceId: mainOfferCard.priceId, upsellPriceIds: selected, refCode });
      goTo(url); // stays loading while the browser leaves
    } catch (err) {
      toast.error(CHECKOUT_ERROR_TITLE, { description: err instanceof Error && err.message ? err.message : CHECKOUT_ERROR_FALLBACK });
      busy.current = false;
      setLoading(false);
    }
  }

  return (
    <Form method="post" onSubmit={proceed} className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8" data-form="checkout">
      <input type="hidden" name="intent" value="buy" />
      <input type="hidden" name="priceId" value={mainOfferCard.priceId} />
      {refCode && <input type="hidden" name="refCode" value={refCode} />}
      {selected.map((id) => (
        <input key={id} type="hidden" name="upsellPriceIds" value={id} />
      ))}
      {error && (
        <p role="alert" className="mb-6 rounded-md border border-destructive bg-destructive/10 p-3 text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="grid gap-8 lg:grid-cols-[2fr_3fr]">
        <div className="space-y-6">
          <OfferCard />
          <div className="rounded-xl border bg-card p-6">
            <p className="flex items-baseline justify-between text-lg font-semibold">
              <span>Total today</span>
              <span data-testid="checkout-total">{formatCents(total)}</span>
            </p>
            <Button type="submit" size="lg" className="mt-4 w-full" disabled={loading} aria-busy={loading}>
              {loading ? "Processing..." : "Proceed to Checkout"}
            </Button>
            <p className="mt-3 text-center text-xs text-muted-foreground" data-testid="checkout-recurs">
              Secure card payment. {afterOneTime}{" "}
              <Link to="/pricing#ways-to-buy" className="font-medium text-primary underline underline-offset-4">
                Compare the ways to buy
              </Link>
            </p>
          </div>
        </div>
        <div>
          <h2 className="text-2xl font-bold">Add Packages</h2>
          <p className="mt-1 text-muted-foreground">Choose any of the packages below to launch with more from day one.</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {addOnCards.map((card) => (
              <AddOnCard
                key={card.priceId}
                item={catalog[card.priceId]}
                features={card.features}
                selected={selected.includes(card.priceId)}
                disabled={loading}
                onToggle={() =>
                  setSelected((s) => (s.includes(card.priceId) ? s.filter((x) => x !== card.priceId) : [...s, card.priceId]))
                }
              />
            ))}
          </ul>
        </div>
      </div>
    </Form>
  );
}

/** An island (decision 079): on /checkout only this form, the session's checkout and the header hydrate (decision 109). */
export const OfferForm = island("checkout-offer", OfferFormView);
