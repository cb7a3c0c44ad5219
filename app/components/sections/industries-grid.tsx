import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { industryCards } from "~/content/industries";
import { industrySummaries } from "~/content/industry-summaries";
import { Section } from "./section";

export function IndustriesGrid({ title, intro }: { title: string; intro?: string }) {
  return (
    <Section id="industries" title={title} intro={intro} muted>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {industryCards.map((i) => (
          <li key={i.id}>
            <Link to={i.href} className="group flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md">
              <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-primary">
                <Icon name={i.icon} className="size-5" />
              </span>
              <h3 className="mt-4 text-h3">{i.name}</h3>
              <p className="mt-2 flex-1 text-sm text-muted-foreground">{industrySummaries[i.id]}</p>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary">
                Explore {i.name} <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
