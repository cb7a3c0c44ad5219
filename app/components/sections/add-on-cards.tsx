import { Check } from "lucide-react";
import type { PriceId } from "~/content/catalog";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { IncludedList } from "./included-list";
import { Section } from "./section";

/**
 * Spec §3 add-on toggle, labelled "Add This" / "Added" (the same control as the sales page's
 * add-on cards). It is a submit button so that without JavaScript its form carries the choice;
 * with JavaScript the click only calls onToggle.
 */
export function AddOnToggle({
  name,
  selected,
  onToggle,
  value,
  field = "addons",
  disabled,
  className,
}: {
  /** The add-on's name, read after the state: "Add This: CRM Integration". */
  name: string;
  selected: boolean;
  onToggle: () => void;
  /** What the button submits without JavaScript, and under which form field. */
  value: string;
  field?: string;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <Button
      type="submit"
      name={field}
      value={value}
      variant={selected ? "default" : "outline"}
      aria-pressed={selected}
      aria-label={`${selected ? "Added" : "Add This"}: ${name}`}
      disabled={disabled}
      className={className}
      onClick={(e) => {
        e.preventDefault();
        onToggle();
      }}
    >
      {selected && <Check aria-hidden="true" />}
      {selected ? "Added" : "Add This"}
    </Button>
  );
}

export type AddOnCardData = {
  priceId: PriceId;
  title: string;
  description: string;
  features: string[];
  price: string;
  charge: string;
};

/**
 * A band of selectable add-on cards. The selection lives with the caller (it is sent with the
 * plan the visitor picks). Without JavaScript each toggle reloads `action` with `?addons=` set
 * to the selection it would make, and the caller reads it back from the URL.
 */
export function AddOnCards({
  id,
  title,
  intro,
  items,
  selected,
  onToggle,
  action,
  selectionHint,
  choosePlanHref,
  muted,
}: {
  id: string;
  title: string;
  intro: string;
  items: AddOnCardData[];
  selected: PriceId[];
  onToggle: (priceId: PriceId) => void;
  action: string;
  /** Sentence before the list of chosen add-ons, e.g. "Choose a plan above to check out with". */
  selectionHint: string;
  choosePlanHref: string;
  muted?: boolean;
}) {
  const chosen = items.filter((i) => selected.includes(i.priceId));
  return (
    <Section id={id} title={title} intro={intro} muted={muted}>
      <form method="get" action={action}>
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {items.map((card) => {
            const isSelected = selected.includes(card.priceId);
            const next = isSelected ? selected.filter((x) => x !== card.priceId) : [...selected, card.priceId];
            return (
              <li key={card.priceId}>
                <article
                  aria-label={card.title}
                  className={cn(
                    "flex h-full flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8",
                    isSelected && "border-primary ring-2 ring-primary",
                  )}
                >
                  <h3 className="text-xl font-bold">{card.title}</h3>
                  <p className="mt-2 text-sm text-muted-foreground">{card.description}</p>
                  <p className="mt-6 text-2xl font-extrabold tracking-tight">{card.price}</p>
                  <IncludedList features={card.features} />
                  <p className="mt-6 text-sm text-muted-foreground">{card.charge}</p>
                  <AddOnToggle
                    name={card.title}
                    selected={isSelected}
                    value={next.join(",")}
                    onToggle={() => onToggle(card.priceId)}
                    className="mt-4 w-full"
                  />
                </article>
              </li>
            );
          })}
        </ul>
      </form>
      <p aria-live="polite" className="mt-8 text-center text-sm text-muted-foreground" data-testid="add-on-selection">
        {chosen.length === 0 ? (
          "No add-ons selected."
        ) : (
          <>
            {selectionHint}: <span className="font-semibold text-foreground">{chosen.map((c) => c.title).join(", ")}</span>.{" "}
            <a href={choosePlanHref} className="font-medium text-primary underline underline-offset-4">
              See the plans
            </a>
          </>
        )}
      </p>
    </Section>
  );
}
