import { Star } from "lucide-react";
import type { Testimonial } from "~/content/types";
import { Section } from "./section";

/**
 * Client quotes. With none (every slot the owner marked none yet) the section goes, heading and
 * all; where the spec requires quotes the route shows `LiveProof` instead (docs/decisions/101).
 */
export function Testimonials({ id = "testimonials", title = "What Our Clients Say", intro, items, muted }: { id?: string; title?: string; intro?: string; items: Testimonial[]; muted?: boolean }) {
  if (items.length === 0) return null;
  return (
    <Section id={id} title={title} intro={intro} muted={muted}>
      <ul className="grid gap-6 md:grid-cols-2">
        {items.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm">
              {t.rating && (
                <p className="flex gap-0.5 text-amber-500" role="img" aria-label={`${t.rating} out of 5 stars`}>
                  {Array.from({ length: t.rating }, (_, i) => (
                    <Star key={i} aria-hidden="true" className="size-4 fill-current" />
                  ))}
                </p>
              )}
              <blockquote className="mt-3 flex-1 text-pretty">“{t.quote}”</blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold">{t.name}</span>
                <span className="text-muted-foreground">
                  {" "}
                  · {t.role}, {t.company}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
