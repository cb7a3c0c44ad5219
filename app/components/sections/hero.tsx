import type { ReactNode } from "react";
import { link, type Cta } from "~/content/types";
import { cn } from "~/lib/cn";
import { CtaRow } from "~/actions/cta-button";

export type HeroProps = {
  eyebrow?: string;
  title: string;
  subtitle: string;
  /** Defaults to one "Schedule a Demo" button to /checkout (spec §2). */
  ctas?: Cta[];
  highlights?: string[];
  aside?: ReactNode;
  /** Show the aside on phones too (below the actions); otherwise it appears from 1024 px. */
  asideOnPhones?: boolean;
};

export const defaultHeroCta = link("Schedule a Demo", "/checkout");

/** The soft brand glow behind a hero (two radial gradients; no image, nothing behind the text is busy). */
export const heroBackdrop =
  "relative overflow-hidden border-b bg-[radial-gradient(60rem_28rem_at_85%_-10%,var(--hero-glow-1),transparent_70%),radial-gradient(40rem_24rem_at_-10%_110%,var(--hero-glow-2),transparent_70%)]";

export function Hero({
  eyebrow,
  title,
  subtitle,
  ctas = [defaultHeroCta],
  highlights,
  aside,
  asideOnPhones,
}: HeroProps) {
  return (
    <section className={heroBackdrop}>
      <div className="mx-auto grid max-w-7xl items-start gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[7fr_5fr] lg:gap-14 lg:px-8 lg:py-12">
        {/* Top-aligned on laptops: the actions stay well above the fold (and above the bottom-left toasts) at 720 px. */}
        <div className="min-w-0">
          {eyebrow && (
            <p className="inline-flex items-center gap-2 rounded-full border bg-card/70 px-3 py-1 text-xs font-semibold tracking-wide text-primary uppercase">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-signal" />
              {eyebrow}
            </p>
          )}
          <h1 className="mt-5 text-display text-balance">{title}</h1>
          <p className="mt-5 max-w-2xl text-lead text-pretty text-muted-foreground">{subtitle}</p>
          <CtaRow ctas={ctas} className="mt-7 flex flex-wrap gap-3" />
          <HeroHighlights items={highlights} textSize="text-small" />
        </div>
        {aside && <div className={cn("min-w-0", !asideOnPhones && "hidden lg:block")}>{aside}</div>}
      </div>
    </section>
  );
}

/** The short proof points under a hero's buttons, each after a dot; nothing when there are none. */
export function HeroHighlights({ items, textSize }: { items?: string[]; textSize: "text-small" | "text-sm" }) {
  if (!items || items.length === 0) return null;
  return (
    <ul className={cn("mt-8 flex flex-wrap gap-x-6 gap-y-2 font-medium text-muted-foreground", textSize)}>
      {items.map((h) => (
        <li key={h} className="flex items-center gap-2">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-primary" />
          {h}
        </li>
      ))}
    </ul>
  );
}
