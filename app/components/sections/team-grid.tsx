import { Section } from "./section";

export type TeamMember = { name: string; role: string; bio: string };

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();

/** People cards with initials avatars drawn in CSS: no photos to load. */
export function TeamGrid({ id = "leadership", title, intro, people, muted }: { id?: string; title: string; intro?: string; people: TeamMember[]; muted?: boolean }) {
  return (
    <Section id={id} title={title} intro={intro} muted={muted}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {people.map((p) => (
          <li key={p.name} className="flex h-full flex-col items-center rounded-xl border bg-card p-6 text-center shadow-sm">
            <span
              aria-hidden="true"
              className="flex size-20 items-center justify-center rounded-full bg-gradient-to-br from-primary to-primary/70 text-2xl font-bold tracking-wide text-primary-foreground shadow-inner ring-4 ring-secondary"
            >
              {initials(p.name)}
            </span>
            <h3 className="mt-4 text-lg font-semibold">{p.name}</h3>
            <p className="text-sm font-medium text-primary">{p.role}</p>
            <p className="mt-3 text-sm text-muted-foreground">{p.bio}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
