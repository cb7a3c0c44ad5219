import { CircleCheck, CircleX } from "lucide-react";
import { Section } from "./section";

type Column = { title: string; items: string[] };

/** Two columns: life before and after automation. */
export function Comparison({ id, eyebrow, title, intro, before, after, muted }: { id: string; eyebrow?: string; title: string; intro?: string; before: Column; after: Column; muted?: boolean }) {
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro} muted={muted}>
      <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
        <div className="rounded-xl border bg-card p-6 shadow-sm">
          <h3 className="text-h3">{before.title}</h3>
          <ul className="mt-4 space-y-3 text-sm">
            {before.items.map((item) => (
              <li key={item} className="flex gap-3 text-muted-foreground">
                <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-xl border-2 border-primary bg-card p-6 shadow-sm">
          <h3 className="text-h3">{after.title}</h3>
          <ul className="mt-4 space-y-3 text-sm">
            {after.items.map((item) => (
              <li key={item} className="flex gap-3">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
