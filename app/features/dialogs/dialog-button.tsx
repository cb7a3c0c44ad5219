import { lazy, Suspense, useState } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";
import type { DialogName } from "~/content/types";

// Dialogs (and the form code inside them) load only when a visitor opens one.
const DialogHost = lazy(() => import("./dialog-host"));

export function DialogButton({ dialog, children, ...props }: Omit<ButtonProps, "onClick"> & { dialog: DialogName }) {
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
        {children}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <DialogHost dialog={dialog} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
