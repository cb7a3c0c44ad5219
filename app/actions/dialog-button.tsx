import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { formPagePath } from "~/content/leads-forms";
import type { DialogName } from "~/content/types";
import { DialogLink, type DialogLinkProps } from "~/features/dialogs/dialog-link";

// Dialogs (and the form code inside them) load only when a visitor opens one.
const DialogHost = lazy(() => import("~/features/dialogs/dialog-host"));

/**
 * Opens one of the site's dialogs (lead forms, solution finder). Without JavaScript it is a link
 * to the form's own page, /forms/<dialog>?from=<this page> (DialogLink).
 */
export function DialogButton({ dialog, ...props }: DialogLinkProps & { dialog: DialogName }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const { pathname } = useLocation();
  return (
    <>
      <DialogLink
        href={formPagePath(dialog, pathname)}
        onOpen={() => {
          setMounted(true);
          setOpen(true);
        }}
        {...props}
      />
      {mounted && (
        <Suspense fallback={null}>
          <DialogHost dialog={dialog} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
