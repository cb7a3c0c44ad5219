import { CircleCheck } from "lucide-react";
import { Icon } from "~/components/icon";
import type { IconName } from "~/content/icons";
import { Section } from "./section";

export type ReasonItem = { icon: IconName; title: string; description: string; points: string[] };

/** Numbered reasons, each with a short argument and the proof points behind it. */
export function ReasonList({ id = "reasons", title, intro, items, muted }: { id?: string; title: string; intro?: string; items: ReasonItem[]; muted?: boolean }) {
  return (
    <Section id={id} title={title} intro={intro} muted={muted}>
      <ol className="mx-auto max-w-5xl space-y-6">
        {items.map((r, i) => (
          <li key={r.title} className="grid gap-6 rounded-2xl border bg-card p-6 shadow-sm sm:p-8 md:grid-cols-[auto_1fr_1fr] md:items-start">
            <div className="flex items-center gap-4 md:flex-col md:items-start">
              <span aria-hidden="true" className="text-4xl font-extrabold text-primary tabular-nums">
                {String(i + 1).padStart(2, "0")}
              </span>
              <span className="flex size-12 items-center justify-center rounded-lg bg-secondary text-primary">
                <Icon name={r.icon} className="size-6" />
              </span>
            </div>
            <div>
              <h3 className="text-xl font-semibold">{r.title}</h3>
              <p className="mt-2 text-muted-foreground">{r.description}</p>
            </div>
            <ul className="space-y-2 rounded-xl bg-muted/60 p-4">
              {r.points.map((p) => (
                <li key={p} className="flex gap-2 text-sm font-medium">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                  {p}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </Section>
  );
}
