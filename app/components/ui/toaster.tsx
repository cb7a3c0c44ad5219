import { Toaster as Sonner } from "sonner";
import { useTheme } from "~/lib/theme";

/** Toasts bottom-left, 5000 ms by default (spec §2, §9). */
export function Toaster() {
  const { resolved } = useTheme();
  return (
    <Sonner
      position="bottom-left"
      duration={5000}
      theme={resolved}
      richColors
      closeButton
      containerAriaLabel="Notifications"
    />
  );
}
