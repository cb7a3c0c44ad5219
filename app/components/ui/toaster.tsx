import { lazy, Suspense, useEffect } from "react";
import { toasterReady, useToasterWanted } from "~/lib/toast";
import { useTheme } from "~/lib/theme";

const Sonner = lazy(async () => {
  const { Toaster } = await import("sonner");
  function LoadedToaster(props: React.ComponentProps<typeof Toaster>) {
    useEffect(() => {
      // sonner subscribes in its own effect, which runs before this parent effect.
      toasterReady();
    }, []);
    return <Toaster {...props} />;
  }
  return { default: LoadedToaster };
});

/** Toasts bottom-left, 5000 ms by default (spec §2, §9); sonner loads with the first toast. */
export function Toaster() {
  const wanted = useToasterWanted();
  const { resolved } = useTheme();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Sonner position="bottom-left" duration={5000} theme={resolved} richColors closeButton containerAriaLabel="Notifications" />
    </Suspense>
  );
}
