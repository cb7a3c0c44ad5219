import { CircleCheck } from "lucide-react";
import { Section } from "./section";

export type Story = { sector: string; title: string; summary: string; results: string[] };

/** Short case studies: who, what changed, and the results (claims) it produced. */
export function SuccessStories({ id = "success-stories", title, intro, stories, muted }: { id?: string; title: string; intro?: string; stories: Story[]; muted?: boolean }) {
  return (
    <Section id={id} title={title} intro={intro} muted={muted}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {stories.map((s) => (
          <li key={s.title}>
            <article className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm">
              <p className="text-sm font-semibold uppercase tracking-wide text-primary">{s.sector}</p>
              <h3 className="mt-2 text-h3 text-balance">{s.title}</h3>
              <p className="mt-3 flex-1 text-sm text-muted-foreground">{s.summary}</p>
              <ul className="mt-5 space-y-2 border-t pt-4">
                {s.results.map((r) => (
                  <li key={r} className="flex gap-2 text-sm font-medium">
                    <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                    {r}
                  </li>
                ))}
              </ul>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
