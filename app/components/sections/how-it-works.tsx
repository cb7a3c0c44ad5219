import type { Step } from "~/content/types";
import { Section } from "./section";

export function HowItWorks({ id = "how-it-works", title = "How It Works", intro, steps, muted }: { id?: string; title?: string; intro?: string; steps: Step[]; muted?: boolean }) {
  return (
    <Section id={id} title={title} intro={intro} muted={muted}>
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(14rem,1fr))]">
        {steps.map((s, i) => (
          <li key={s.title} className="relative rounded-xl border bg-card p-6 shadow-sm">
            <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground">
              {i + 1}
            </span>
            <h3 className="mt-4 text-h3">
              <span className="sr-only">Step {i + 1}: </span>
              {s.title}
            </h3>
            <p className="mt-2 text-sm text-muted-foreground">{s.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
