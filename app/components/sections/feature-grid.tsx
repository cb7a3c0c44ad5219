import { Star } from "lucide-react";
import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import type { Feature, Testimonial } from "~/content/types";
import { cn } from "~/lib/cn";
import { Section } from "./section";

export type FeatureGridProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  features: (Feature & { href?: string })[];
  /** A line of social proof above the grid, e.g. "Trusted by 2,000+ businesses". */
  socialProof?: string[];
  testimonial?: Testimonial;
  /** Spec §2: the features section has a Learn More button to /sales. */
  learnMore?: boolean;
  columns?: 2 | 3 | 4;
  muted?: boolean;
};

export function FeatureCard({ feature }: { feature: Feature & { href?: string } }) {
  const body = (
    <>
      <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-primary">
        <Icon name={feature.icon} className="size-5" />
      </span>
      <h3 className="mt-4 text-h3">{feature.title}</h3>
      <p className="mt-2 text-sm text-muted-foreground">{feature.description}</p>
    </>
  );
  const cls = "block h-full rounded-xl border bg-card p-6 text-card-foreground shadow-sm";
  return feature.href ? (
    <Link to={feature.href} className={cn(cls, "transition-shadow hover:shadow-md")}>
      {body}
    </Link>
  ) : (
    <div className={cls}>{body}</div>
  );
}

export function FeatureGrid({ id, eyebrow, title, intro, features, socialProof, testimonial, learnMore, columns = 3, muted }: FeatureGridProps) {
  const cols = { 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" }[columns];
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro} muted={muted}>
      {socialProof && socialProof.length > 0 && (
        <ul className="mb-10 flex flex-wrap justify-center gap-x-8 gap-y-2 text-sm font-semibold">
          {socialProof.map((p) => (
            <li key={p} className="flex items-center gap-2">
              <Star aria-hidden="true" className="size-4 fill-current text-amber-500" />
              {p}
            </li>
          ))}
        </ul>
      )}
      <ul className={cn("grid gap-6", cols)}>
        {features.map((f) => (
          <li key={f.title}>
            <FeatureCard feature={f} />
          </li>
        ))}
      </ul>
      {testimonial && (
        <figure className="mx-auto mt-12 max-w-3xl rounded-xl border bg-card p-8 text-center shadow-sm">
          <blockquote className="text-lg font-medium text-pretty">“{testimonial.quote}”</blockquote>
          <figcaption className="mt-4 text-sm text-muted-foreground">
            <span className="font-semibold text-foreground">{testimonial.name}</span>, {testimonial.role}, {testimonial.company}
          </figcaption>
        </figure>
      )}
      {learnMore && (
        <div className="mt-10 text-center">
          <Button asChild variant="outline" size="lg">
            <Link to="/sales">
              Learn More<span className="sr-only"> about our AI solutions and packages</span>
            </Link>
          </Button>
        </div>
      )}
    </Section>
  );
}
