import type { Cta } from "~/content/types";
import { CtaRow } from "./cta-button";

export function CallToAction({ title, text, ctas }: { title: string; text: string; ctas: Cta[] }) {
  return (
    <section aria-labelledby="cta-heading" className="py-16 sm:py-20">
      <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
        <div className="rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-xl sm:px-12">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg opacity-90 text-pretty">{text}</p>
          <CtaRow
            ctas={ctas.map((c, i) => ({ ...c, variant: i === 0 ? "secondary" : "outline" }))}
            className="mt-8 flex flex-wrap justify-center gap-3 [&_a[data-slot=button]]:border-primary-foreground/40 [&_button[data-slot=button]]:border-primary-foreground/40 [&_[data-slot=button].bg-background]:bg-transparent [&_[data-slot=button].bg-background]:text-primary-foreground"
          />
        </div>
      </div>
    </section>
  );
}
