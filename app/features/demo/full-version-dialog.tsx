import { fullVersionCopy } from "~/content/demo-forms";
import { CalendarCheck, Rocket } from "lucide-react";
import { Link } from "react-router";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { CheckoutButton } from "~/actions/checkout-button";
import { DialogButton } from "~/actions/dialog-button";

const copy = fullVersionCopy;

/** "Get Full Version" (spec §2: the modal's contents are ours): the main offer, or a personal demo. */
export default function FullVersionDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-dialog="full-version" className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col rounded-lg border p-4">
            <Rocket aria-hidden="true" className="size-6 text-primary" />
            <h3 className="mt-3 font-semibold">{copy.offerTitle}</h3>
            <p className="mt-1 flex-1 text-sm text-muted-foreground">{copy.offerText}</p>
            <p className="mt-3 text-lg font-bold">{copy.offerPrice}</p>
            <CheckoutButton priceId="main-offer" className="mt-3 w-full">
              {copy.offerButton}
            </CheckoutButton>
          </div>
          <div className="flex flex-col rounded-lg border p-4">
            <CalendarCheck aria-hidden="true" className="size-6 text-primary" />
            <h3 className="mt-3 font-semibold">{copy.demoTitle}</h3>
            <p className="mt-1 flex-1 text-sm text-muted-foreground">{copy.demoText}</p>
            <DialogButton dialog="demo-request" variant="outline" className="mt-3 w-full">
              {copy.demoButton}
            </DialogButton>
          </div>
        </div>
        <p className="mt-4 text-center text-sm">
          <Link
            to="/pricing"
            className="font-medium text-primary underline-offset-4 hover:underline"
            onClick={() => onOpenChange(false)}
          >
            {copy.pricingLink}
          </Link>
        </p>
      </DialogContent>
    </Dialog>
  );
}
