import { useId } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { ebookOffer, ebookPriceId, type EbookFaqItem } from "~/content/ebook";
import { CheckoutButton } from "~/actions/checkout-button";

/* Loaded on first use only: the ebook pages ship no dialog code until a visitor asks for it. */

export type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

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
