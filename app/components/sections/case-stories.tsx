import { TrendingUp } from "lucide-react";
import type { CaseStory } from "~/content/case-stories";
import { Section } from "./section";

type Props = {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  labels: { challenge: string; built: string; outcome: string };
  stories: CaseStory[];
  muted?: boolean;
};

/**
 * Short case stories: the challenge, what was built, and the outcome in figures. No stories (the
 * owner's empty list): no section, and no heading over nothing (docs/decisions/101).
 */
export function CaseStories({ id = "case-stories", eyebrow, title, intro, labels, stories, muted }: Props) {
  if (stories.length === 0) return null;
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro} muted={muted}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {stories.map((s, i) => (
          <li key={s.title}>
            <article
              data-sample={s.sample ? "true" : undefined}
              aria-labelledby={`${id}-${i}`}
              className="flex h-full flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
            >
              <p className="text-sm font-semibold tracking-wide text-primary uppercase">{s.business}</p>
              <h3 id={`${id}-${i}`} className="mt-2 text-lg font-semibold text-balance">
                {s.title}
              </h3>
              <dl className="mt-4 flex flex-1 flex-col gap-4 text-sm">
                <div>
                  <dt className="font-semibold">{labels.challenge}</dt>
                  <dd className="mt-1 text-muted-foreground">{s.challenge}</dd>
                </div>
                <div>
                  <dt className="font-semibold">{labels.built}</dt>
                  <dd className="mt-1 text-muted-foreground">{s.built}</dd>
                </div>
                <div className="mt-auto border-t pt-4">
                  <dt className="font-semibold">{labels.outcome}</dt>
                  <dd className="mt-2">
                    <ul className="space-y-2">
                      {s.outcomes.map((o) => (
                        <li key={o} className="flex gap-2 font-medium">
                          <TrendingUp aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                          {o}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              </dl>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
