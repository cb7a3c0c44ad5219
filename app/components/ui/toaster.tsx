import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { toasterReady, useToasterWanted } from "~/lib/toast";
import { useTheme } from "~/lib/theme";
import { island } from "~/islands/island";

/**
 * Narrow screens: toasts span the width, so at the bottom they would cover what the visitor
 * just opened (the assistant widget, a panel's main button). There they sit at the top
 * (docs/decisions/052), just under the fixed 64 px header, never over the logo and the menu
 * button (decision 104). 767 px: below it the bottom-left toast and the widget overlap.
 * Decided inside the lazily loaded part, so pages without a toast ship none of it.
 */
const NARROW = "(max-width: 767px)";
/** The header's height (h-16) and a gap: where a narrow screen's toasts start. */
const BELOW_HEADER = 72;

/**
 * A toast's action (the live demo's "Pay Now", "Schedule Demo") in the site's own primary button
 * look rather than sonner's black default; !important because sonner's own stylesheet is not
 * layered and would win over Tailwind's utilities.
 */
const toastClassNames = {
  actionButton:
    "h-8! rounded-md! bg-primary! px-3! text-[0.8125rem]! font-semibold! text-primary-foreground! shadow-sm hover:bg-primary/90! focus-visible:outline-2! focus-visible:outline-offset-2! focus-visible:outline-ring!",
};

const Sonner = lazy(async () => {
  const { Toaster } = await import("sonner");
  function subscribeNarrow(onChange: () => void) {
    const query = window.matchMedia(NARROW);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }
  function LoadedToaster(props: React.ComponentProps<typeof Toaster>) {
    const narrow = useSyncExternalStore(
      subscribeNarrow,
      () => window.matchMedia(NARROW).matches,
      () => false,
    );
    useEffect(() => {
      // sonner subscribes in its own effect, which runs before this parent effect.
      toasterReady();
    }, []);
    return (
      <Toaster
        {...props}
        position={narrow ? "top-center" : props.position}
        offset={narrow ? { top: BELOW_HEADER } : props.offset}
        mobileOffset={{ top: BELOW_HEADER, left: 12, right: 12 }}
        toastOptions={{ ...props.toastOptions, classNames: toastClassNames }}
      />
    );
  }
  return { default: LoadedToaster };
});

/** Toasts bottom-left (top on narrow screens), 5000 ms by default (spec §2, §9); sonner loads with the first toast. */
function ToastHost() {
  const wanted = useToasterWanted();
  const { resolved } = useTheme();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Sonner position="bottom-left" duration={5000} theme={resolved} richColors closeButton containerAriaLabel="Notifications" />
    </Suspense>
  );
}

/** An island (decision 079): hydrated on its own on prerendered pages. */
export const Toaster = island("toaster", ToastHost);
