import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { PracticeAnswer } from "~/content/practice-answers";
import { Icon } from "~/components/icon";
import { Section } from "./section";

/** The questions a practice asks first, answered up front (issue 42): three short cards, each with its link. */
export function PracticeAnswers({
  eyebrow,
  title,
  intro,
  items,
  muted,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  items: PracticeAnswer[];
  muted?: boolean;
}) {
  return (
    <Section id="practice-questions" eyebrow={eyebrow} title={title} intro={intro} muted={muted}>
      <ul className="grid gap-6 md:grid-cols-3">
        {items.map((item, i) => (
          <li key={item.question}>
            <article
              aria-labelledby={`practice-question-${i}`}
              className="flex h-full flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
            >
              <span className="flex size-10 items-center justify-center rounded-lg bg-secondary text-primary">
                <Icon name={item.icon} className="size-5" />
              </span>
              <h3 id={`practice-question-${i}`} className="mt-4 text-h3">
                {item.question}
              </h3>
              <p className="mt-2 flex-1 text-muted-foreground">{item.answer}</p>
              {item.link ? (
                <Link
                  to={item.link.href}
                  className="group mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
                >
                  {item.link.label}
                  <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
                </Link>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
