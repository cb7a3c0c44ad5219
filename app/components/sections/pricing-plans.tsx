import { Check, ShieldCheck } from "lucide-react";
import type { PricingPlan } from "~/content/catalog/plans";
import { CheckoutButtonIsland } from "~/actions/checkout-button";
import { cn } from "~/lib/cn";
import { formatCents } from "~/lib/money";
import { Section } from "./section";

function PlanCard({ plan, maintenanceNote }: { plan: PricingPlan; maintenanceNote: string }) {
  const headingId = `plan-${plan.priceId}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "relative flex h-full flex-col rounded-2xl border bg-card p-6 text-card-foreground sm:p-8",
        plan.popular ? "border-primary shadow-xl ring-2 ring-primary" : "shadow-sm",
      )}
    >
      {plan.popular && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-primary px-4 py-1 text-xs font-semibold whitespace-nowrap text-primary-foreground">
          Most Popular
        </p>
      )}
      <h3 id={headingId} className="text-2xl font-bold">
        {plan.name}
      </h3>
      <p className="mt-1 text-sm font-medium text-primary">{plan.subtitle}</p>
      <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-extrabold tracking-tight">{formatCents(plan.setupFee)}</span>
        <span className="text-sm text-muted-foreground">setup fee</span>
      </p>
      <p className="mt-1 text-sm text-muted-foreground">
        Then <span className="font-semibold text-foreground">{formatCents(plan.monthlyAfterFirstYear)}</span> a month
        from month 13
      </p>
      <p className="mt-3 flex items-center gap-2 text-sm font-medium">
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-primary" />
        {maintenanceNote}
      </p>
      <dl className="mt-6 space-y-2 rounded-xl bg-muted/60 p-4 text-sm">
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-muted-foreground">Locations</dt>
          <dd className="font-bold">{plan.properties}</dd>
        </div>
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <dt className="text-muted-foreground">Estimated savings</dt>
          <dd className="font-bold">
            {plan.savings} <span className="font-medium text-muted-foreground">a year</span>
          </dd>
        </div>
      </dl>
      <p className="mt-6 text-sm text-muted-foreground">{plan.description}</p>
      <ul className="mt-6 flex-1 space-y-2 text-sm">
        {plan.features.map((f) => (
          <li key={f} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            {f}
          </li>
        ))}
      </ul>
      <CheckoutButtonIsland
        priceId={plan.priceId}
        errorStyle="plan"
        size="lg"
        variant={plan.popular ? "default" : "outline"}
        className="mt-8 w-full"
      >
        {plan.buttonText}
      </CheckoutButtonIsland>
    </article>
  );
}

/** Spec §2 "Pricing page": three plan cards; choosing one starts checkout. */
export function PricingPlans({
  id = "plans",
  title,
  intro,
  plans,
  maintenanceNote,
}: {
  id?: string;
  title: string;
  intro?: string;
  plans: PricingPlan[];
  maintenanceNote: string;
}) {
  return (
    <Section id={id} title={title} intro={intro}>
      <ul className="grid items-stretch gap-8 lg:grid-cols-3">
        {plans.map((plan) => (
          <li key={plan.priceId}>
            <PlanCard plan={plan} maintenanceNote={maintenanceNote} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** A compact "what you get back" panel for the pricing hero. */
export function PlanGlance({ plans, title }: { plans: PricingPlan[]; title: string }) {
  return (
    <div className="rounded-2xl border bg-card p-6 text-card-foreground shadow-float">
      <p className="text-sm font-semibold text-muted-foreground">{title}</p>
      <ul className="mt-4 divide-y">
        {plans.map((p) => (
          <li key={p.priceId} className="flex items-center justify-between gap-4 py-3">
            <span>
              <span className="block font-semibold">{p.name}</span>
              <span className="block text-xs text-muted-foreground">{p.properties} locations</span>
            </span>
            <span className="text-right">
              <span className="block font-bold text-primary">{p.savings}</span>
              <span className="block text-xs text-muted-foreground">estimated savings a year</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
