import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import type { LetterPart } from "~/content/ebook-letter";
import type { Testimonial } from "~/content/types";

/**
 * The long-form letter's reading column (issue 42): the site's own typeface, not the browser's
 * default serif, set for reading: 17–18 px with 1.75 line height, a measure of about 65
 * characters (40rem), text a shade softer than headings. The column is 40rem wide at most, so the
 * chat docked beside it from 1280 px never covers it (ebook-extras.tsx, decision 104).
 */
export const LETTER_MEASURE = "max-w-[40rem]";

export function LetterColumn({ children }: { children: ReactNode }) {
  return (
    <div
      data-letter-column=""
      className={`mx-auto ${LETTER_MEASURE} px-4 text-[1.0625rem] leading-[1.75] text-pretty text-foreground/90 sm:px-6 sm:text-lg sm:leading-[1.8]`}
    >
      {children}
    </div>
  );
}

export function LetterHeading({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <h2 id={id} className="mt-14 text-2xl font-extrabold tracking-tight text-balance text-foreground sm:text-3xl">
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
    <figure className="my-10 rounded-r-xl border-l-4 border-primary bg-muted/60 py-5 pr-5 pl-6">
      <blockquote className="text-lg leading-relaxed font-medium text-foreground sm:text-xl">
        “{testimonial.quote}”
      </blockquote>
      <figcaption className="mt-3 text-sm text-muted-foreground">
        <span className="font-semibold text-foreground">{testimonial.name}</span>, {testimonial.role},{" "}
        {testimonial.company}
      </figcaption>
    </figure>
  );
}
