import { useLocation } from "react-router";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { ebookQuestionForm } from "~/content/ebook";
import { formPagePath } from "~/content/leads-forms";
import { LeadForm } from "~/features/leads/lead-form";
import type { DialogProps } from "./ebook-dialogs";

/**
 * The ask-a-question dialog (loaded on first use, with the lead form and its zod schema): the
 * shared lead form, so it has the honeypot, the consent line, the schema's messages and the
 * server's 400/429 answers. Its no-JavaScript home is /forms/question.
 */
export function AskQuestionDialog({ open, onOpenChange }: DialogProps) {
  const { pathname } = useLocation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{ebookQuestionForm.title}</DialogTitle>
          <DialogDescription>{ebookQuestionForm.description}</DialogDescription>
        </DialogHeader>
        <LeadForm
          formType="question"
          copy={ebookQuestionForm}
          action={formPagePath("question", pathname)}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
