import { lazy, Suspense } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { leadDialogs, solutionFinder, type DialogFormKey, type LeadFieldCopy } from "~/content/leads";
import type { DialogName } from "~/content/types";

// Each dialog's code (and the zod schemas behind the forms) loads only when it is opened.
const LeadDialogForm = lazy(() => import("~/features/leads/lead-form").then((m) => ({ default: m.LeadDialogForm })));
const SolutionFinder = lazy(() => import("~/features/solution-finder/solution-finder"));

const formOf: Record<Exclude<DialogName, "solution-finder">, DialogFormKey> = {
  "demo-request": "demo_request",
  "pilot-program": "pilot_program",
  "strategy-call": "strategy_call",
};

export type DialogInitialValues = Partial<Record<LeadFieldCopy["name"], string>>;

function Loading() {
  return (
    <div role="status" className="grid min-h-64 place-items-center text-sm text-muted-foreground">
      Loading...
    </div>
  );
}

/** Hosts the site's dialogs: the three lead forms and the solution finder. */
export default function DialogHost({
  dialog,
  open,
  onOpenChange,
  initial,
}: {
  dialog: DialogName;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Values to start a lead form with (e.g. the ROI calculator's figures in the demo request's message). */
  initial?: DialogInitialValues;
}) {
  const close = () => onOpenChange(false);
  const copy = dialog === "solution-finder" ? solutionFinder : leadDialogs[formOf[dialog]];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-dialog={dialog}>
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<Loading />}>
          {dialog === "solution-finder" ? (
            <SolutionFinder onClose={close} />
          ) : (
            <LeadDialogForm formType={formOf[dialog]} initial={initial} onDone={close} />
          )}
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
