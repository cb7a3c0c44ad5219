import { ChevronDown } from "lucide-react";
import type { FaqItem } from "~/content/types";
import { Section } from "./section";

/** FAQ as native disclosure widgets: readable without JavaScript. */
export function Faq({ id = "faq", title = "Frequently Asked Questions", items, muted }: { id?: string; title?: string; items: FaqItem[]; muted?: boolean }) {
  return (
    <Section id={id} title={title} muted={muted}>
      <div className="mx-auto max-w-3xl divide-y rounded-xl border bg-card">
        {items.map((f) => (
          <details key={f.question} className="group px-6 py-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold [&::-webkit-details-marker]:hidden">
              {f.question}
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <p className="mt-3 text-muted-foreground">{f.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}

export function faqJsonLd(items: FaqItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  };
}
