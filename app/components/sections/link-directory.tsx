import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Icon } from "~/components/icon";
import type { IconName } from "~/content/icons";
import { Section } from "./section";

/** A compact directory of pages: icon, title and one line each. */
export function LinkDirectory({ id, eyebrow, title, intro, items, muted }: { id: string; eyebrow?: string; title: string; intro?: string; items: { title: string; description: string; href: string; icon: IconName }[]; muted?: boolean }) {
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro} muted={muted}>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.href}>
            <Link to={item.href} className="group flex h-full items-start gap-4 rounded-lg border bg-card p-4 transition-colors hover:bg-accent">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-secondary text-primary">
                <Icon name={item.icon} className="size-4" />
              </span>
              <span className="flex-1">
                <span className="flex items-center gap-1 font-semibold">
                  {item.title}
                  <ArrowRight aria-hidden="true" className="size-4 text-primary transition-transform group-hover:translate-x-0.5" />
                </span>
                <span className="mt-1 block text-sm text-muted-foreground">{item.description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
