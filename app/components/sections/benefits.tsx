import { CircleCheck } from "lucide-react";
import type { Benefit } from "~/content/types";
import { Section } from "./section";

export function Benefits({ id = "benefits", title = "Benefits", intro, benefits, muted }: { id?: string; title?: string; intro?: string; benefits: Benefit[]; muted?: boolean }) {
  return (
    <Section id={id} title={title} intro={intro} muted={muted}>
      <ul className="mx-auto grid max-w-5xl gap-4 md:grid-cols-2">
        {benefits.map((b) => (
          <li key={b.title} className="flex gap-3 rounded-xl border bg-card p-5">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div>
              <h3 className="font-semibold">{b.title}</h3>
              {b.description && <p className="mt-1 text-sm text-muted-foreground">{b.description}</p>}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
