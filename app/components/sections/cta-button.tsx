import { Link } from "react-router";
import type { Cta } from "~/content/types";
import { LiveDemoButton } from "~/features/voice/live-demo-button";
import { DialogButton } from "~/features/dialogs/dialog-button";
import { Button } from "../ui/button";

/** Renders any content CTA: a link, a live-demo reveal or a dialog opener; `data-cta` names it to the beacon. */
export function CtaButton({ cta, size = "lg", className }: { cta: Cta; size?: "default" | "lg" | "sm"; className?: string }) {
  const variant = cta.variant ?? "default";
  switch (cta.action.kind) {
    case "link":
      return (
        <Button asChild size={size} variant={variant} className={className} data-cta={cta.label}>
          <Link to={cta.action.href}>
            {cta.label}
            {cta.srDetail && <span className="sr-only"> {cta.srDetail}</span>}
          </Link>
        </Button>
      );
    case "live-demo":
      return (
        <LiveDemoButton
          size={size}
          variant={variant}
          className={className}
          toastButton={cta.action.toastButton}
          data-cta={cta.label}
        >
          {cta.label}
        </LiveDemoButton>
      );
    case "dialog":
      return (
        <DialogButton dialog={cta.action.dialog} size={size} variant={variant} className={className} data-cta={cta.label}>
          {cta.label}
        </DialogButton>
      );
  }
}

export function CtaRow({ ctas, className }: { ctas: Cta[]; className?: string }) {
  return (
    <div className={className ?? "flex flex-wrap items-center gap-3"}>
      {ctas.map((c) => (
        <CtaButton key={c.label} cta={c} />
      ))}
    </div>
  );
}
