import { CalendarClock, CircleCheck, UserRound } from "lucide-react";
import { strategyCallPanel as copy } from "~/content/leads";

/** Who the visitor will talk to on the free strategy call and what they leave with (issue 42). */
export function StrategyCallPanel() {
  const icons = [UserRound, CalendarClock];
  return (
    <section
      aria-labelledby="strategy-call-panel"
      data-testid="strategy-call-panel"
      className="rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
    >
      <h2 id="strategy-call-panel" className="text-h3">
        {copy.title}
      </h2>
      <ul className="mt-5 space-y-4">
        {copy.facts.map((f, i) => {
          const Icon = icons[i] ?? UserRound;
          return (
            <li key={f.label} className="flex gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <p className="text-sm">
                <span className="block font-semibold">{f.label}</span>
                <span className="block text-muted-foreground">{f.text}</span>
              </p>
            </li>
          );
        })}
      </ul>
      <h3 id="strategy-call-gets" className="mt-6 text-sm font-semibold">
        {copy.getsTitle}
      </h3>
      <ul aria-labelledby="strategy-call-gets" className="mt-3 space-y-2.5">
        {copy.gets.map((g) => (
          <li key={g} className="flex gap-2.5 text-sm">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>{g}</span>
          </li>
        ))}
      </ul>
      <p className="mt-6 border-t pt-4 text-sm font-medium">{copy.noObligation}</p>
    </section>
  );
}
