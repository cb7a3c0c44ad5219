import { Gift, ShieldCheck } from "lucide-react";
import { ebookBonuses, ebookBook, ebookGuarantee, ebookListedValue, ebookOffer, ebookPriceId } from "~/content/ebook";
import { catalog } from "~/content/catalog";
import { CheckoutButtonIsland } from "~/actions/checkout-button";
import { formatCents } from "~/lib/money";
import { BookCover } from "./book-cover";

/** The ebook offer: the value stack ($47 book + five $97 bonuses), today's price and the guarantee. */
export function OfferBox() {
  const price = catalog[ebookPriceId].amount;
  const stack = [ebookBook, ...ebookBonuses];
  return (
    <section id={ebookOffer.id} aria-labelledby="offer-heading" className="scroll-mt-20 py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <div className="overflow-hidden rounded-3xl border-2 border-primary bg-card text-card-foreground shadow-2xl">
          <p className="bg-primary px-6 py-2.5 text-center text-sm font-semibold tracking-wide text-primary-foreground uppercase">
            {ebookOffer.eyebrow}
          </p>
          <div className="p-4 sm:p-10">
            <div className="flex flex-col items-center gap-6 text-center sm:flex-row sm:text-left">
              <BookCover size="sm" className="w-28 shrink-0" />
              <div>
                <h2 id="offer-heading" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
                  {ebookOffer.title}
                </h2>
                <p className="mt-2 text-muted-foreground">{ebookOffer.intro}</p>
              </div>
            </div>
            <ul className="mt-8 divide-y rounded-xl border">
              {stack.map((item, i) => (
                <li key={item.title} className="flex items-start justify-between gap-3 p-3 sm:gap-4 sm:p-4">
                  <div className="flex gap-3">
                    {i > 0 && <Gift aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />}
                    <div>
                      <p className="font-semibold">{item.title}</p>
                      <p className="mt-0.5 text-sm text-muted-foreground">{item.description}</p>
                    </div>
                  </div>
                  <p className="shrink-0 font-semibold tabular-nums">
                    <span className="sr-only">Value: </span>
                    <span>{formatCents(item.value)}</span>
                  </p>
                </li>
              ))}
            </ul>
            <dl className="mt-8 space-y-2 text-center">
              <div className="flex items-baseline justify-center gap-2 text-lg text-muted-foreground">
                <dt>{ebookOffer.totalLabel}:</dt>
                <dd>
                  <del className="tabular-nums">{formatCents(ebookListedValue, { decimals: "always" })}</del>
                </dd>
              </div>
              <div className="flex flex-wrap items-baseline justify-center gap-x-3">
                <dt className="text-lg font-semibold">{ebookOffer.todayLabel}:</dt>
                <dd className="text-5xl font-extrabold tracking-tight text-primary tabular-nums">
                  {formatCents(price, { decimals: "always" })}
                </dd>
              </div>
            </dl>
            <CheckoutButtonIsland priceId={ebookPriceId} size="lg" className="mt-8 w-full" data-primary-cta="">
              {ebookOffer.buttonText}
            </CheckoutButtonIsland>
            <p className="mt-3 text-center text-sm text-muted-foreground">{ebookOffer.finePrint}</p>
            <div className="mt-8 flex gap-4 rounded-xl bg-muted/60 p-4 sm:p-5">
              <ShieldCheck aria-hidden="true" className="size-10 shrink-0 text-primary" />
              <div>
                <h3 className="font-bold">{ebookGuarantee.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{ebookGuarantee.text}</p>
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
