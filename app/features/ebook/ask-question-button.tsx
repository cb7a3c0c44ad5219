import { MessageCircleQuestion } from "lucide-react";
import { Suspense, useState } from "react";
import { useLocation } from "react-router";
import { ebookAskQuestion } from "~/content/ebook";
import { formPagePath } from "~/content/leads-forms";
import { DialogLink, type DialogLinkProps } from "~/features/dialogs/dialog-link";
import { LazyAskQuestionDialog } from "./lazy-dialogs";
import { island } from "~/islands/island";

/**
 * Opens the ask-a-question dialog (email + question), loading it on first click. Without
 * JavaScript it is a link to the form's own page, /forms/question.
 */
function AskQuestion(props: Omit<DialogLinkProps, "children">) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const { pathname } = useLocation();
  return (
    <>
      <DialogLink
        href={formPagePath("question", pathname)}
        onOpen={() => {
          setMounted(true);
          setOpen(true);
        }}
        {...props}
      >
        <MessageCircleQuestion aria-hidden="true" />
        {ebookAskQuestion.button}
      </DialogLink>
      {mounted && (
        <Suspense fallback={null}>
          <LazyAskQuestionDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

/** An island (decision 079): the FAQ's question dialog opener. */
export const AskQuestionButton = island("ask-question", AskQuestion);
