import { lazy, Suspense, useState } from "react";
import { useVoiceWidgetState } from "~/features/voice/widget-store";
import { cn } from "~/lib/cn";
import { island } from "~/islands/island";

// Everything inside loads with the first reveal: most visits never open the widget.
const WidgetPanel = lazy(() => import("~/features/voice/widget-panel").then((m) => ({ default: m.WidgetPanel })));

/**
 * The voice-assistant widget: on every page, hidden until a live-demo action reveals it
 * (spec §2, §4). A live-demo button opens the conversation in it at once
 * (features/voice/talk-now.ts): the voice call, or the text chat when this site has no voice
 * provider. Its content, the call's code and the chat load only then, so this shell stays small.
 */
function Widget() {
  const { visible, fading, view } = useVoiceWidgetState();
  // Once opened it stays mounted while hidden, so a conversation survives closing and reopening.
  const [opened, setOpened] = useState(false);
  if (visible && !opened) setOpened(true);
  return (
    <aside
      id="voice-assistant-widget"
      aria-label="AI voice assistant"
      className={cn(
        "fixed right-4 bottom-4 z-50 w-[min(24rem,calc(100vw-2rem))] rounded-xl border bg-popover p-4 text-popover-foreground shadow-2xl transition-opacity duration-300",
        !visible && "hidden",
        fading && "opacity-0",
      )}
    >
      {opened ? (
        <Suspense fallback={<div className="h-24" />}>
          <WidgetPanel view={view} />
        </Suspense>
      ) : null}
    </aside>
  );
}

/** An island (decision 079): hydrated on its own on prerendered pages. */
export const VoiceWidget = island("voice-widget", Widget);
