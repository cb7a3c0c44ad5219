import { MessageCircleQuestion } from "lucide-react";
import { Suspense, useState } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { ebookAskQuestion } from "~/content/ebook";
import { LazyAskQuestionDialog } from "./lazy-dialogs";

/** Opens the ask-a-question dialog (email + question), loading it on first click. */
export function AskQuestionButton(props: Omit<ButtonProps, "onClick" | "children">) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <Button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        {...props}
      >
        <MessageCircleQuestion aria-hidden="true" />
        {ebookAskQuestion.button}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <LazyAskQuestionDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
