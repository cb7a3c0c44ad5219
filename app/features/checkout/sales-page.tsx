import { ArrowLeft, Calculator, CircleCheck, Phone, Rocket } from "lucide-react";
import { useRef, useState } from "react";
import { Form, Link } from "react-router";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { AddOnToggle } from "~/components/sections/add-on-cards";
import { catalog, type CatalogItem, type PriceId } from "~/content/catalog";
import { afterOneTime } from "~/content/catalog/ways-to-buy";
import { addOnCards, alternatives, checkoutHero, checkoutWelcome, mainOfferCard, notReady, paidSession } from "~/content/checkout-page";
import type { SlotList } from "~/features/scheduling/slot-picker";
import { SessionCheckout, type SessionProblem } from "./session-checkout";
import { useWelcome } from "./welcome";
import { DialogButton } from "~/actions/dialog-button";
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

export function SalesPage({
  initialAddOns,
  refCode,
  refApplied,
  error = null,
  sessionSlots,
  session = null,
}: {
  initialAddOns: PriceId[];
  refCode: string | null;
  refApplied: boolean;
  /** Why the last (script-less) checkout was refused, e.g. too many attempts. */
  error?: string | null;
  /** The paid session's open times, rendered by the server (its picker works without JavaScript). */
  sessionSlots?: SlotList;
  /** Why the last (script-less) session checkout was refused, field by field, with what was typed. */
  session?: SessionProblem | null;
}) {
  const [selected, setSelected] = useState<PriceId[]>(initialAddOns);
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);
  const total = [mainOfferCard.priceId, ...selected].reduce((s, id) => s + catalog[id].amount, 0);
  // A visitor who just confirmed their email (or signed in) is greeted, not only toasted.
  const welcome = useWelcome();
  const hero = welcome ? checkoutWelcome[welcome] : checkoutHero;

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
    <>
      <section className="border-b bg-gradient-to-b from-secondary/70 to-background">
        <div className="mx-auto max-w-5xl px-4 py-12 text-center sm:px-6 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">{hero.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{hero.title}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground text-pretty">{hero.subtitle}</p>
          {refApplied && refCode && (
            <p className="mt-4 inline-block rounded-full bg-secondary px-4 py-1 text-sm font-medium text-secondary-foreground">
              Referral code {refCode} applied
            </p>
          )}
        </div>
      </section>

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

      <section aria-labelledby="not-ready" className="bg-muted/50 py-12">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <div className="rounded-2xl border bg-card p-8 text-center">
            <h2 id="not-ready" className="text-2xl font-bold">
              {notReady.title}
            </h2>
            <p className="mx-auto mt-2 max-w-2xl text-muted-foreground">{notReady.text}</p>
            <DialogButton dialog="demo-request" size="lg" className="mt-6">
              {notReady.cta}
            </DialogButton>
          </div>
          <h2 className="mt-12 text-center text-2xl font-bold">{alternatives.title}</h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {alternatives.cards.map((c) => {
              const Icon = c.id === "strategy-call" ? Phone : c.id === "roi" ? Calculator : Rocket;
              return (
                <li key={c.id} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
                  <Icon aria-hidden="true" className="size-6 text-primary" />
                  <h3 className="mt-3 text-lg font-semibold">{c.title}</h3>
                  <p className="mt-2 flex-1 text-sm text-muted-foreground">{c.text}</p>
                  {c.id === "roi" ? (
                    <Button asChild variant="outline" className="mt-4">
                      <Link to={c.href!}>{c.cta}</Link>
                    </Button>
                  ) : (
                    <DialogButton dialog={c.id} variant="outline" className="mt-4">
                      {c.cta}
                    </DialogButton>
                  )}
                </li>
              );
            })}
          </ul>
          <div className="mt-10 grid gap-6 rounded-2xl border bg-card p-6 sm:p-8 md:grid-cols-[2fr_3fr]">
            <div>
              <h2 className="text-xl font-bold">{paidSession.title}</h2>
              <p className="mt-2 text-sm text-muted-foreground">{paidSession.text}</p>
            </div>
            <SessionCheckout slots={sessionSlots} problem={session} refCode={refCode} />
          </div>
          <div className="mt-10 text-center">
            <Button asChild variant="ghost">
              <Link to="/">
                <ArrowLeft aria-hidden="true" /> Back to Home
              </Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
