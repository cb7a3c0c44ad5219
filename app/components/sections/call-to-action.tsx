import type { Cta } from "~/content/types";
import { CtaRow } from "~/actions/cta-button";

export function CallToAction({ title, text, ctas }: { title: string; text: string; ctas: Cta[] }) {
  return (
    <section aria-labelledby="cta-heading" className="py-16 sm:py-20">
      <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
        {/* The closing band is always drawn with the dark tokens (class "dark"): an ink panel in the
            light theme, a lit card in the dark one; its buttons take the dark theme's colours. */}
        <div className="dark relative overflow-hidden rounded-3xl border bg-card bg-[radial-gradient(36rem_18rem_at_50%_-20%,var(--hero-glow-1),transparent_70%)] px-6 py-14 text-center text-foreground shadow-float sm:px-12">
          <h2 id="cta-heading" className="text-h2 text-balance">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lead text-pretty text-muted-foreground">{text}</p>
          <CtaRow
            ctas={ctas.map((c, i) => ({ ...c, variant: i === 0 ? "default" : "outline" }))}
            className="mt-8 flex flex-wrap justify-center gap-3"
          />
        </div>
      </div>
    </section>
  );
}
