import { Link } from "react-router";
import type { Cta } from "~/content/types";
import { LiveDemoButton } from "./live-demo-button";
import { DialogButton } from "./dialog-button";
import { Button } from "~/components/ui/button";
import { island } from "~/islands/island";

type CtaProps = { cta: Cta; size?: "default" | "lg" | "sm"; className?: string };

/** Renders any content CTA: a link, a live-demo reveal or a dialog opener; `data-cta` names it to the beacon. */
export function CtaButton({ cta, size = "lg", className }: CtaProps) {
  if (cta.action.kind !== "link") return <CtaAction cta={cta} size={size} className={className} />;
  const variant = cta.variant ?? "default";
  return (
    <Button asChild size={size} variant={variant} className={className} data-cta={cta.label}>
      <Link to={cta.action.href}>
        {cta.label}
        {cta.srDetail && <span className="sr-only"> {cta.srDetail}</span>}
      </Link>
    </Button>
  );
}

/** The CTAs that need the page's script: revealing the live demo, opening a dialog. */
function CtaActionButton({ cta, size = "lg", className }: CtaProps) {
  const variant = cta.variant ?? "default";
  switch (cta.action.kind) {
    case "link":
      return <CtaButton cta={cta} size={size} className={className} />;
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

/** An island (decision 079): hydrated on its own on prerendered pages. */
export const CtaAction = island("cta-action", CtaActionButton);
