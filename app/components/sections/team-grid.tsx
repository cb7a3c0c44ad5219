import { Portrait } from "~/components/visuals/portrait";
import type { Person } from "~/content/team";
import { Section } from "./section";

export type TeamMember = Person;

/** People cards with illustrated portraits drawn inline (no photos to load); the name is the label. */
export function TeamGrid({ id = "leadership", title, intro, people, muted }: { id?: string; title: string; intro?: string; people: TeamMember[]; muted?: boolean }) {
  return (
    <Section id={id} title={title} intro={intro} muted={muted}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {people.map((p) => (
          <li key={p.name} className="flex h-full flex-col items-center rounded-xl border bg-card p-6 text-center shadow-sm">
            <Portrait spec={p.portrait} className="size-24 ring-4 ring-secondary" />
            <h3 className="mt-4 text-h3">{p.name}</h3>
            <p className="text-sm font-medium text-primary">{p.role}</p>
            <p className="mt-3 text-sm text-muted-foreground">{p.bio}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
