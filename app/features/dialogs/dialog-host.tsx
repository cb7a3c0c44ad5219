import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import type { DialogName } from "~/content/types";
import { site } from "~/content/site";

const titles: Record<DialogName, { title: string; description: string }> = {
  "strategy-call": {
    title: "Schedule a Free Strategy Call",
    description: "A free 30-minute consultation with an automation specialist.",
  },
  "pilot-program": {
    title: "Apply for the Pilot Program",
    description: "Try an AI agent on one workflow before you commit.",
  },
  "solution-finder": {
    title: "Find Your AI Solution",
    description: "Four quick questions and we'll recommend where to start.",
  },
  "demo-request": {
    title: "Request a Demo",
    description: "See an AI agent handle your real calls and messages.",
  },
};

/** Hosts the site's dialogs; each form is mounted here by its own feature. */
export default function DialogHost({
  dialog,
  open,
  onOpenChange,
}: {
  dialog: DialogName;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = titles[dialog];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>{t.description}</DialogDescription>
        </DialogHeader>
        <p className="text-sm">
          Email <a className="font-medium text-primary underline" href={`mailto:${site.contact.email}`}>{site.contact.email}</a> or call{" "}
          <a className="font-medium text-primary underline" href={site.contact.phoneHref}>{site.contact.phone}</a> and we'll set it up today.
        </p>
      </DialogContent>
    </Dialog>
  );
}
