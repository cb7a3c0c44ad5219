import { BadgePercent } from "lucide-react";
import { affiliatePitch as copy } from "~/content/affiliate";

/** The share as a percent, as the dashboard shows it: 0.2 → "20%", 0.125 → "12.5%". */
export const percent = (rate: number) => `${Math.round(rate * 10000) / 100}%`;

/** The affiliate program's offer and how it works, for a visitor who is about to sign up. */
export function AffiliatePitch({ commissionRate }: { commissionRate: number }) {
  const rate = percent(commissionRate);
  return (
    <section aria-labelledby="affiliate-pitch-title" data-testid="affiliate-pitch" className="rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
      <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-primary uppercase">
        <BadgePercent aria-hidden="true" className="size-4" />
        {copy.eyebrow}
      </p>
      <h2 id="affiliate-pitch-title" className="mt-2 text-2xl font-bold tracking-tight text-balance">
        {copy.title(rate)}
      </h2>
      <p className="mt-3 text-muted-foreground">{copy.text}</p>
      <h3 className="mt-6 font-semibold">{copy.stepsHeading}</h3>
      <ol className="mt-3 space-y-3">
        {copy.steps.map((step, i) => (
          <li key={step.title} className="flex gap-3">
            <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground">
              {i + 1}
            </span>
            <p className="text-sm">
              <span className="font-semibold">{step.title}.</span>{" "}
              <span className="text-muted-foreground">{typeof step.text === "function" ? step.text(rate) : step.text}</span>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
