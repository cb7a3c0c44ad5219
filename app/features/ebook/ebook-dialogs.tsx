import { useId, useState, type FormEvent } from "react";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { ebookAskQuestion, ebookOffer, ebookPriceId, ebookToasts, type EbookFaqItem } from "~/content/ebook";
import { CheckoutButton } from "~/features/checkout/checkout-button";
import { submitErrorToast, submitQuestion } from "./ebook-actions";
import { inputClass, labelClass } from "./field";

/* Loaded on first use only: the ebook pages ship no dialog code until a visitor asks for it. */

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

export function FaqDialog({ item, open, onOpenChange }: DialogProps & { item: EbookFaqItem }) {
  const answerId = useId();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={answerId}>
        <DialogHeader>
          <DialogTitle>{item.question}</DialogTitle>
        </DialogHeader>
        <p id={answerId} className="font-medium">
          {item.answer}
        </p>
        <p className="mt-3 text-muted-foreground">{item.detail}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <CheckoutButton priceId={ebookPriceId}>{ebookOffer.buttonText}</CheckoutButton>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

export function AskQuestionDialog({ open, onOpenChange }: DialogProps) {
  const id = useId();
  const [pending, setPending] = useState(false);
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    setPending(true);
    try {
      await submitQuestion({ email: String(data.get("email") ?? ""), question: String(data.get("question") ?? "") });
      toast.success(ebookToasts.question.title, { description: ebookToasts.question.description });
      form.reset();
      onOpenChange(false);
    } catch {
      toast.error(submitErrorToast.title, { description: submitErrorToast.description });
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{ebookAskQuestion.title}</DialogTitle>
          <DialogDescription>{ebookAskQuestion.description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="space-y-4">
          <div>
            <label htmlFor={`${id}-email`} className={labelClass}>
              {ebookAskQuestion.emailLabel}
            </label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              required
              autoComplete="email"
              className={`mt-1.5 ${inputClass}`}
            />
          </div>
          <div>
            <label htmlFor={`${id}-question`} className={labelClass}>
              {ebookAskQuestion.questionLabel}
            </label>
            <textarea
              id={`${id}-question`}
              name="question"
              required
              rows={4}
              placeholder={ebookAskQuestion.questionPlaceholder}
              className={`mt-1.5 ${inputClass}`}
            />
          </div>
          <Button type="submit" size="lg" className="w-full" disabled={pending}>
            {pending ? "Sending..." : ebookAskQuestion.submit}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
