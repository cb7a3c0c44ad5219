import type { ReactNode } from "react";
import { link, type Cta } from "~/content/types";
import { CtaRow } from "./cta-button";

export type HeroProps = {
  eyebrow?: string;
  title: string;
  subtitle: string;
  /** Defaults to one "Schedule a Demo" button to /checkout (spec §2). */
  ctas?: Cta[];
  highlights?: string[];
  aside?: ReactNode;
};

export const defaultHeroCta = link("Schedule a Demo", "/checkout");

export function Hero({ eyebrow, title, subtitle, ctas = [defaultHeroCta], highlights, aside }: HeroProps) {
  return (
    <section className="relative overflow-hidden border-b bg-gradient-to-b from-secondary/70 to-background">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[3fr_2fr] lg:px-8">
        <div>
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p>}
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">{title}</h1>
          <p className="mt-6 max-w-2xl text-lg text-muted-foreground text-pretty sm:text-xl">{subtitle}</p>
          <CtaRow ctas={ctas} className="mt-8 flex flex-wrap gap-3" />
          {highlights && highlights.length > 0 && (
            <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-muted-foreground">
              {highlights.map((h) => (
                <li key={h} className="flex items-center gap-2">
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-primary" />
                  {h}
                </li>
              ))}
            </ul>
          )}
        </div>
        {aside && <div className="hidden lg:block">{aside}</div>}
      </div>
    </section>
  );
}
