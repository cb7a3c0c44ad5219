import { Mic, X } from "lucide-react";
import { Link } from "react-router";
import { toast } from "sonner";
import { hideVoiceWidget, useVoiceWidgetVisible } from "~/features/voice/widget-store";
import { cn } from "~/lib/cn";
import { Button } from "../ui/button";

/** The voice-assistant widget shell: on every page, hidden until a live-demo action reveals it. */
export function VoiceWidget() {
  const visible = useVoiceWidgetVisible();
  return (
    <aside
      id="voice-assistant-widget"
      aria-label="AI voice assistant"
      className={cn(
        "fixed bottom-4 right-4 z-50 w-[min(22rem,calc(100vw-2rem))] rounded-xl border bg-popover p-4 text-popover-foreground shadow-2xl",
        !visible && "hidden",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <Mic aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h2 className="text-sm font-semibold">AI Voice Assistant</h2>
            <p className="text-xs text-muted-foreground">Ask about pricing, features or your industry.</p>
          </div>
        </div>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Close AI assistant"
          onClick={() => {
            hideVoiceWidget();
            toast("AI Assistant Hidden");
          }}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      <p className="mt-3 text-sm text-muted-foreground">
        Talk to the same assistant our clients deploy: it answers in seconds, day or night.
      </p>
      <Button asChild className="mt-4 w-full">
        <Link to="/demo">Start a voice conversation</Link>
      </Button>
    </aside>
  );
}
