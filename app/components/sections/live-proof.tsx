import { ArrowRight, MessageSquareText, Mic } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { LiveProofCopy, SampleCallLink } from "~/content/live-proof";
import { CtaRow } from "~/actions/cta-button";
import { Section } from "./section";

/**
 * Where proof would be and the owner has none yet (docs/decisions/101): the live demo beside the
 * industry pages' sample calls. Used only where the spec asks for the slot (home's client quotes,
 * /about's Client Testimonials) and on /courses; elsewhere an empty proof section is not shown.
 *
 * `sampleCall` is the slot for the playable sample-call player (app/features/sample-calls/, being
 * built): passed in by the route, it takes the place of the list of the industry pages' sample calls.
 */
export function LiveProof({
  id,
  copy,
  calls,
  sampleCall,
  muted,
}: {
  id: string;
  copy: LiveProofCopy;
  calls: SampleCallLink[];
  sampleCall?: ReactNode;
  muted?: boolean;
}) {
  return (
    <Section id={id} eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} muted={muted} data-live-proof="">
      <div className="grid gap-6 lg:grid-cols-2">
        <article
          aria-labelledby={`${id}-demo`}
          className="flex flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
        >
          <span className="flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Mic aria-hidden="true" className="size-5" />
          </span>
          <h3 id={`${id}-demo`} className="mt-4 text-h3">
            {copy.demo.title}
          </h3>
          <p className="mt-2 text-muted-foreground">{copy.demo.text}</p>
          <p className="mt-5 text-sm font-semibold">{copy.demo.promptsLabel}</p>
          <ul className="mt-2 flex-1 space-y-2">
            {copy.demo.prompts.map((p) => (
              <li key={p} className="rounded-lg bg-muted px-3 py-2 text-sm">
                {p}
              </li>
            ))}
          </ul>
          <CtaRow ctas={copy.demo.ctas} className="mt-6 flex flex-wrap gap-3" />
        </article>
        {sampleCall ?? (
          <article
            aria-labelledby={`${id}-calls`}
            className="rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
          >
            <span className="flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary">
              <MessageSquareText aria-hidden="true" className="size-5" />
            </span>
            <h3 id={`${id}-calls`} className="mt-4 text-h3">
              {copy.sampleCalls.title}
            </h3>
            <p className="mt-2 text-muted-foreground">{copy.sampleCalls.text}</p>
            <ul className="mt-5 divide-y border-y">
              {calls.map((c) => (
                <li key={c.href}>
                  <Link
                    to={c.href}
                    className="group flex items-center justify-between gap-4 py-3 focus-visible:outline-offset-2"
                  >
                    <span className="min-w-0">
                      <span className="block font-semibold text-primary group-hover:underline">
                        {copy.sampleCalls.linkLabel(c.industry)}
                      </span>
                      <span className="block text-sm text-muted-foreground">{c.caption}</span>
                    </span>
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                    />
                  </Link>
                </li>
              ))}
            </ul>
          </article>
        )}
      </div>
    </Section>
  );
}
