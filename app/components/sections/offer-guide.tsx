import { ArrowRight, Users } from "lucide-react";
import { Link } from "react-router";

/** A slim band that says who an offer is for and where the other offers are. */
export function OfferGuide({
  title,
  text,
  elsewhere,
  links,
}: {
  title: string;
  text: string;
  elsewhere: string;
  links: { label: string; href: string }[];
}) {
  return (
    <section aria-labelledby="offer-guide-heading" className="px-4 pt-12 sm:px-6 lg:px-8" data-testid="offer-guide">
      <div className="mx-auto flex max-w-5xl flex-col gap-4 rounded-2xl border bg-muted/50 p-5 sm:p-6 md:flex-row md:items-center md:gap-8">
        <div className="flex gap-3 md:flex-1">
          <Users aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div>
            <h2 id="offer-guide-heading" className="font-semibold">
              {title}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </div>
        </div>
        <div className="text-sm md:w-80 md:shrink-0">
          <p className="font-semibold">{elsewhere}</p>
          <ul className="mt-1.5 space-y-1.5">
            {links.map((l) => (
              <li key={l.href}>
                <Link to={l.href} className="group inline-flex items-start gap-1.5 font-medium text-primary underline-offset-4 hover:underline">
                  <ArrowRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 transition-transform group-hover:translate-x-0.5" />
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
