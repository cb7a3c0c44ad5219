import type { PlanSummary } from "~/content/landing-blocks";
import type { Cta } from "~/content/types";
import { cn } from "~/lib/cn";
import { CtaButton } from "~/actions/cta-button";
import { Section } from "./section";

/** A compact look at the pricing plans, leading to /pricing for the full comparison. */
export function PlanSummaries({ id, eyebrow, title, intro, plans, note, cta, muted }: { id: string; eyebrow?: string; title: string; intro?: string; plans: PlanSummary[]; note: string; cta: Cta; muted?: boolean }) {
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro} muted={muted}>
      <ul className="grid gap-6 md:grid-cols-3">
        {plans.map((p) => (
          <li key={p.name} className={cn("relative flex flex-col rounded-xl border bg-card p-6 shadow-sm", p.popular && "border-2 border-primary")}>
            {p.popular && (
              <p className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">Most Popular</p>
            )}
            <h3 className="text-xl font-bold">{p.name}</h3>
            <p className="mt-1 text-sm font-medium text-primary">{p.properties}</p>
            <dl className="mt-5 space-y-3 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">Setup fee</dt>
                <dd className="font-semibold">{p.setupFee}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">After the first year</dt>
                <dd className="font-semibold">{p.monthly}</dd>
              </div>
              <div className="border-t pt-3">
                <dt className="text-muted-foreground">Estimated savings</dt>
                <dd className="mt-1 font-bold text-primary">{p.savings}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-muted-foreground">{note}</p>
      <div className="mt-6 text-center">
        <CtaButton cta={cta} />
      </div>
    </Section>
  );
}
