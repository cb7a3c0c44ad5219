import { Mic, MicOff, PhoneOff, X } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { toast } from "~/lib/toast";
import { voiceCopy } from "~/content/voice";
import { endVoiceCall, isVoiceActive, requestVoiceCall, toggleVoiceMute, useVoice } from "~/features/voice/voice-store";
import { hideVoiceWidget, useVoiceWidgetState } from "~/features/voice/widget-store";
import { cn } from "~/lib/cn";
import { Button } from "../ui/button";

// Explanations (microphone, refused permission, not configured) load when one is needed.
const VoiceNoticeBox = lazy(() => import("~/features/voice/voice-notice").then((m) => ({ default: m.VoiceNoticeBox })));

/**
 * The voice-assistant widget: on every page, hidden until a live-demo action reveals it.
 * Its Start button opens the same voice session as the demo page; the call's code loads
 * only then (features/voice/voice-engine.ts), so this shell stays small.
 */
export function VoiceWidget() {
  const { visible, fading } = useVoiceWidgetState();
  const voice = useVoice();
  const active = isVoiceActive(voice);
  const last = voice.transcript[voice.transcript.length - 1];
  return (
    <aside
      id="voice-assistant-widget"
      aria-label="AI voice assistant"
      className={cn(
        "fixed right-4 bottom-4 z-50 w-[min(22rem,calc(100vw-2rem))] rounded-xl border bg-popover p-4 text-popover-foreground shadow-2xl transition-opacity duration-300",
        !visible && "hidden",
        fading && "opacity-0",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <Mic aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h2 className="text-sm font-semibold">AI Voice Assistant</h2>
            <p className="text-xs text-muted-foreground" data-testid="widget-status">
              {active
                ? `${voiceCopy.status[voice.status]}${voice.status === "connected" ? ` · ${voiceCopy.mode[voice.mode]}` : ""}`
                : "Ask about pricing, features or your industry."}
            </p>
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
      {voice.notice ? (
        <Suspense fallback={<div className="mt-3 h-32" />}>
          <VoiceNoticeBox notice={voice.notice} compact />
        </Suspense>
      ) : active ? (
        <>
          <p className="mt-3 min-h-10 text-sm text-muted-foreground" aria-live="polite">
            {last
              ? `${last.role === "agent" ? voiceCopy.agent : voiceCopy.you}: ${last.text}`
              : voiceCopy.transcriptEmpty}
          </p>
          <div className="mt-3 flex gap-2">
            <Button
              variant="outline"
              className="flex-1"
              aria-pressed={voice.muted}
              onClick={() => void toggleVoiceMute()}
              disabled={voice.status !== "connected"}
            >
              {voice.muted ? <MicOff aria-hidden="true" /> : <Mic aria-hidden="true" />}
              {voice.muted ? voiceCopy.unmute : voiceCopy.mute}
            </Button>
            <Button
              variant="destructive"
              className="flex-1"
              onClick={() => void endVoiceCall()}
              disabled={voice.status === "disconnecting"}
            >
              <PhoneOff aria-hidden="true" />
              {voiceCopy.end}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="mt-3 text-sm text-muted-foreground">
            Talk to the same assistant our clients deploy: it answers in seconds, day or night.
          </p>
          <Button className="mt-4 w-full" onClick={() => void requestVoiceCall()}>
            <Mic aria-hidden="true" />
            {voiceCopy.start}
          </Button>
          <Link
            to="/demo"
            className="mt-2 block text-center text-xs font-medium text-primary underline-offset-4 hover:underline"
          >
            {voiceCopy.openDemo}
          </Link>
        </>
      )}
    </aside>
  );
}
