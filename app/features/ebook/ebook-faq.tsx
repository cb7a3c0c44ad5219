import { Suspense, useState } from "react";
import { Section } from "~/components/sections/section";
import type { EbookFaqItem } from "~/content/ebook";
import { AskQuestionButton } from "./ask-question-button";
import { LazyFaqDialog } from "./lazy-dialogs";
import { island } from "~/islands/island";

/**
 * FAQ whose short answers are on the page (crawlers, no JavaScript) and whose full answers
 * open in a dialog, one per question, with the ask-a-question dialog underneath.
 */
function Faq({
  id,
  title,
  intro,
  more,
  items,
  muted,
}: {
  id: string;
  title: string;
  intro?: string;
  more: string;
  items: EbookFaqItem[];
  muted?: boolean;
}) {
  const [active, setActive] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <Section id={id} title={title} intro={intro} muted={muted}>
      <ul className="mx-auto max-w-3xl space-y-4">
        {items.map((item, i) => (
          <li key={item.question} className="rounded-xl border bg-card p-6 shadow-sm">
            <h3 className="text-lg font-semibold">{item.question}</h3>
            <p className="mt-2 text-muted-foreground">{item.answer}</p>
            <button
              type="button"
              aria-haspopup="dialog"
              aria-label={`Read the full answer: ${item.question}`}
              className="mt-3 rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline"
              onClick={() => {
                setActive(i);
                setOpen(true);
              }}
            >
              Read the full answer
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-center gap-4 text-center">
        <p className="text-lg font-semibold">{more}</p>
        <AskQuestionButton size="lg" variant="outline" />
      </div>
      {active !== null && (
        <Suspense fallback={null}>
          <LazyFaqDialog item={items[active]} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </Section>
  );
}

/** An island (decision 079): the full answers open in dialogs. */
export const EbookFaq = island("ebook-faq", Faq);
