import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Icon } from "~/components/icon";
import type { ProblemItem } from "~/content/landing-blocks";
import { Section } from "./section";

/** "The problem" cards; a card with a solution links to the page that solves it (the whole card is clickable). */
export function ProblemCards({ id, eyebrow, title, intro, items, muted }: { id: string; eyebrow?: string; title: string; intro?: string; items: ProblemItem[]; muted?: boolean }) {
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro} muted={muted}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((p) => (
          <li key={p.title} className="relative flex flex-col rounded-xl border bg-card p-6 shadow-sm transition-shadow has-[a:hover]:shadow-md">
            <span className="flex size-11 items-center justify-center rounded-lg bg-destructive/10 text-destructive">
              <Icon name={p.icon} className="size-5" />
            </span>
            <h3 className="mt-4 text-h3">{p.title}</h3>
            <p className="mt-2 flex-1 text-sm text-muted-foreground">{p.description}</p>
            {p.solution && (
              <Link
                to={p.solution.href}
                className="group mt-4 text-sm font-semibold text-primary after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring"
              >
                {p.solution.label}
                <ArrowRight aria-hidden="true" className="ml-1 inline size-4 align-[-3px] transition-transform group-hover:translate-x-0.5" />
              </Link>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
