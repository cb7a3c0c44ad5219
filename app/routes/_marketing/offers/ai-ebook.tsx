import { ComparisonTable } from "~/components/sections/comparison-table";
import { StatCounter } from "~/components/sections/stat-counter";
import {
  ebookChapters,
  ebookComparison,
  ebookFaq,
  ebookFaqSection,
  ebookStats,
  ebookLetterQuotes,
} from "~/content/ebook";
import { ebookLetter, ebookLetterSeo } from "~/content/ebook-letter";
import { AssessmentForm } from "~/features/ebook/assessment-form";
import { EbookExtras } from "~/features/ebook/ebook-extras";
import { EbookFaq } from "~/features/ebook/ebook-faq";
import { ebookPageMeta } from "~/features/ebook/ebook-meta";
import { OfferBox } from "~/features/ebook/offer-box";
import { LetterChecklist, LetterColumn, LetterHeading, LetterParts, PullQuote } from "~/features/ebook/sales-letter";

const path = "/ai-ebook";

/** Hydrated as islands (decision 079). */
export const handle = { islands: true };

export const meta = () => ebookPageMeta(ebookLetterSeo, path);

export default function AiEbook() {
  const letter = ebookLetter;
  return (
    <>
      <article aria-labelledby="letter-title">
        <header className="border-b bg-gradient-to-b from-secondary/70 to-background px-4 py-14 text-center sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{letter.eyebrow}</p>
          <h1
            id="letter-title"
            className="mx-auto mt-4 max-w-4xl text-title text-balance"
          >
            {letter.title}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lead text-pretty text-muted-foreground">{letter.dek}</p>
        </header>
        <div className="py-12 sm:py-16">
          <LetterColumn>
            <p className="border-b pb-4 text-sm font-semibold tracking-wide text-muted-foreground uppercase">{letter.from}</p>
            <p className="mt-8 text-xl font-semibold text-foreground">{letter.salutation}</p>
            <LetterParts parts={letter.opening} />
            <LetterHeading>{letter.proofHeading}</LetterHeading>
            <p className="mt-6">{letter.proofIntro}</p>
          </LetterColumn>
          {/* From 1280 px the letter's wider blocks keep clear of the chat docked in the margin (decision 104). */}
          <div className="mx-auto my-10 max-w-4xl px-4 sm:px-6 xl:max-w-[44rem] xl:[&_dl]:grid-cols-2">
            <StatCounter stats={ebookStats} />
          </div>
          <LetterColumn>
            <PullQuote testimonial={ebookLetterQuotes[0]} />
            <LetterHeading>{letter.insideHeading}</LetterHeading>
            <p className="mt-6">{letter.insideIntro}</p>
            <LetterChecklist
              items={ebookChapters.items.map((c) => (
                <>
                  <strong className="font-semibold">{c.title}.</strong> {c.description}
                </>
              ))}
            />
            <PullQuote testimonial={ebookLetterQuotes[1]} />
            <LetterHeading>{ebookComparison.title}</LetterHeading>
            <p className="mt-6">{letter.comparisonIntro}</p>
          </LetterColumn>
          <div className="mx-auto mt-8 max-w-3xl px-4 sm:px-6 xl:max-w-[44rem]">
            <ComparisonTable comparison={ebookComparison} />
          </div>
          <LetterColumn>
            <PullQuote testimonial={ebookLetterQuotes[2]} />
            <p className="mt-6">{letter.offerIntro}</p>
          </LetterColumn>
          <OfferBox />
          <LetterColumn>
            <LetterParts parts={letter.closing} />
            <p className="mt-10">{letter.signOff}</p>
            <p className="mt-1 text-xl font-bold tracking-tight text-foreground">{letter.signature}</p>
            <div className="mt-10 space-y-4 border-t pt-6 text-base">
              {letter.ps.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </LetterColumn>
        </div>
      </article>
      <EbookFaq {...ebookFaqSection} items={ebookFaq} muted />
      <AssessmentForm />
      <EbookExtras />
    </>
  );
}
