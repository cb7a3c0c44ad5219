import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { toasterReady, useToasterWanted } from "~/lib/toast";
import { useTheme } from "~/lib/theme";
import { island } from "~/islands/island";

/**
 * Narrow screens: toasts span the width, so at the bottom they would cover what the visitor
 * just opened (the assistant widget, a panel's main button). There they sit at the top
 * (docs/decisions/052). 767 px: below it the bottom-left toast and the widget overlap.
 * Decided inside the lazily loaded part, so pages without a toast ship none of it.
 */
const NARROW = "(max-width: 767px)";

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
    return <Toaster {...props} position={narrow ? "top-center" : props.position} />;
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
