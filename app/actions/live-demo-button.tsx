import { useNavigate } from "react-router";
import { toast } from "~/lib/toast";
import { Button, type ButtonProps } from "~/components/ui/button";
import { revealVoiceWidget } from "~/features/voice/widget-store";

export const LIVE_DEMO_TOAST_MS = 10_000;

/** Spec §2: reveal the voice widget and offer the $247 offer for 10,000 ms. */
export function showLiveDemoToast(
  navigate: (to: string) => void,
  buttonLabel: "Pay Now" | "Schedule Demo" = "Pay Now",
) {
  toast("Your AI assistant is ready", {
    description: "Talk to it now, then launch your own AI voice agent for a one-time $247.",
    duration: LIVE_DEMO_TOAST_MS,
    action: { label: buttonLabel, onClick: () => navigate("/checkout") },
  });
}

export function LiveDemoButton({
  toastButton = "Pay Now",
  children,
  ...props
}: Omit<ButtonProps, "onClick"> & { toastButton?: "Pay Now" | "Schedule Demo" }) {
  const navigate = useNavigate();
  return (
    <Button
      type="button"
      aria-controls="voice-assistant-widget"
      onClick={() => {
        // Reveal at once; what opens in it (call or chat) is decided by a small chunk loaded now.
        revealVoiceWidget("opening");
        void import("~/features/voice/talk-now").then((m) => m.talkNow());
        showLiveDemoToast(navigate, toastButton);
      }}
      {...props}
    >
      {children}
    </Button>
  );
}
