import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import type { LetterPart } from "~/content/ebook-letter";
import type { Testimonial } from "~/content/types";

/** The long-form letter's reading column: serif body, generous measure, no page chrome. */
export function LetterColumn({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-2xl px-4 font-serif text-lg leading-relaxed sm:px-6 sm:text-xl">{children}</div>;
}

export function LetterHeading({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <h2 id={id} className="mt-14 font-sans text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">
      {children}
    </h2>
  );
}

export function LetterParts({ parts }: { parts: LetterPart[] }) {
  return parts.map((part, i) => (
    <div key={part.heading ?? i}>
      {part.heading && <LetterHeading>{part.heading}</LetterHeading>}
      {part.paragraphs.map((p) => (
        <p key={p} className="mt-6">
          {p}
        </p>
      ))}
      {part.bullets && <LetterChecklist items={part.bullets} />}
    </div>
  ));
}

export function LetterChecklist({ items }: { items: ReactNode[] }) {
  return (
    <ul className="mt-6 space-y-3">
      {items.map((item, i) => (
        <li key={i} className="flex gap-3">
          <CircleCheck aria-hidden="true" className="mt-1.5 size-5 shrink-0 text-primary" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function PullQuote({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="my-10 border-l-4 border-primary bg-muted/50 py-5 pr-4 pl-6">
      <blockquote className="italic">“{testimonial.quote}”</blockquote>
      <figcaption className="mt-3 font-sans text-sm text-muted-foreground">
        <span className="font-semibold text-foreground">{testimonial.name}</span>, {testimonial.role},{" "}
        {testimonial.company}
      </figcaption>
    </figure>
  );
}
