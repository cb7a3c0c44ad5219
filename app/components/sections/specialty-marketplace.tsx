import { ArrowRight, Search, SearchX } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import type { SpecialtyCard } from "~/content/specialties";
import type { Cta } from "~/content/types";
import { CtaButton } from "~/actions/cta-button";
import { SpecialtyIcon } from "./specialty-icon";
import { filterSpecialties } from "./specialty-filter";
import { island } from "~/islands/island";

export type MarketplaceCopy = {
  label: string;
  placeholder: string;
  submit: string;
  clear: string;
  toast: string;
  cardAction: string;
  empty: { title: string; text: string; contact: Cta };
};

/**
 * Search box and specialty cards. Filters live as the visitor types; without JavaScript the
 * form submits `?q=` and the server renders the filtered list. Every card leads to /checkout.
 */
function Marketplace({
  cards,
  initialQuery,
  action,
  copy,
}: {
  cards: SpecialtyCard[];
  initialQuery: string;
  /** The page's own path: the no-JS form submits here. */
  action: string;
  copy: MarketplaceCopy;
}) {
  const [query, setQuery] = useState(initialQuery);
  // A navigation to another ?q= (back button, Clear search link) replaces what was typed. This is
  // adjusted during render, not in an effect: an effect would also run at hydration and wipe what
  // the visitor typed before the scripts arrived.
  const [shownQuery, setShownQuery] = useState(initialQuery);
  if (shownQuery !== initialQuery) {
    setShownQuery(initialQuery);
    setQuery(initialQuery);
  }
  // Text typed before hydration is in the DOM but not in state: adopt it once, at hydration.
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = inputRef.current?.value ?? "";
    if (typed !== initialQuery) setQuery(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only what was typed before hydration
  }, []);
  const results = filterSpecialties(cards, query);
  const inputId = useId();
  const countId = useId();

  return (
    <section id="specialties" aria-labelledby="specialties-heading" className="py-12 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="specialties-heading" className="sr-only">
          Healthcare specialties
        </h2>
        <Form
          method="get"
          action={action}
          role="search"
          replace
          preventScrollReset
          state={{ preserveScroll: true }}
          className="mx-auto flex max-w-2xl gap-1.5 sm:gap-2"
        >
          <label htmlFor={inputId} className="sr-only">
            {copy.label}
          </label>
          <div className="relative flex-1">
            <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 hidden size-5 -translate-y-1/2 text-muted-foreground sm:block" />
            <input
              ref={inputRef}
              id={inputId}
              type="search"
              name="q"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={copy.placeholder}
              autoComplete="off"
              maxLength={100}
              aria-describedby={countId}
              className="h-12 w-full rounded-md border border-input bg-background pr-1 pl-3 text-base sm:pr-3 sm:pl-10 shadow-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            />
          </div>
          {/* Icon-only below 640 px so the whole placeholder stays readable. */}
          <Button type="submit" size="lg">
            <Search aria-hidden="true" className="sm:hidden" />
            <span className="sr-only sm:not-sr-only">{copy.submit}</span>
          </Button>
        </Form>
        <p id={countId} role="status" className="mt-4 text-center text-sm text-muted-foreground">
          Showing {results.length} of {cards.length} specialties
        </p>

        {results.length > 0 ? (
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {results.map((c) => (
              <li key={c.slug} data-testid="specialty-card">
                <Link
                  to="/checkout"
                  onClick={() => toast(copy.toast)}
                  className="group flex h-full flex-col rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-shadow hover:border-primary/60 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-primary">
                    <SpecialtyIcon name={c.icon} className="size-5" />
                  </span>
                  <h3 className="mt-4 font-semibold">{c.title}</h3>
                  <p className="mt-2 flex-1 text-sm text-muted-foreground">{c.summary}</p>
                  <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary">
                    {copy.cardAction}
                    <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <div className="mx-auto mt-8 flex max-w-xl flex-col items-center rounded-xl border border-dashed bg-card p-10 text-center">
            <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
            <h3 className="mt-4 text-h3">{copy.empty.title}</h3>
            <p className="mt-2 text-muted-foreground">
              Nothing matched &ldquo;{query.trim()}&rdquo;. {copy.empty.text}
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Button asChild>
                <Link to={action} replace preventScrollReset state={{ preserveScroll: true }} onClick={() => setQuery("")}>
                  {copy.clear}
                </Link>
              </Button>
              <CtaButton cta={copy.empty.contact} size="default" />
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

/** An island (decision 079): live filtering as the visitor types. */
export const SpecialtyMarketplace = island("specialty-marketplace", Marketplace);
