import { CircleCheck } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { BookCover } from "./book-cover";
import { JumpLink } from "./jump-link";

/** The sales page's hero: the promise, two in-page calls to action and the book. */
export function EbookHero({
  eyebrow,
  title,
  subtitle,
  primary,
  secondary,
  highlights,
}: {
  eyebrow: string;
  title: string;
  subtitle: string;
  primary: { label: string; to: string };
  secondary: { label: string; to: string };
  highlights: string[];
}) {
  return (
    <section className="relative overflow-hidden border-b bg-gradient-to-b from-secondary/70 to-background">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[3fr_2fr] lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">{title}</h1>
          <p className="mt-6 max-w-2xl text-lg text-pretty text-muted-foreground sm:text-xl">{subtitle}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <JumpLink to={primary.to} className={buttonVariants({ size: "lg" })} data-primary-cta="">
              {primary.label}
            </JumpLink>
            <JumpLink to={secondary.to} className={buttonVariants({ size: "lg", variant: "outline" })}>
              {secondary.label}
            </JumpLink>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-muted-foreground">
            {highlights.map((h) => (
              <li key={h} className="flex items-center gap-2">
                <CircleCheck aria-hidden="true" className="size-4 text-primary" />
                {h}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex justify-center">
          <BookCover className="w-52 sm:w-64 lg:w-72" />
        </div>
      </div>
    </section>
  );
}
