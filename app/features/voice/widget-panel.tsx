import { Mic, X } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { voiceCopy } from "~/content/voice";
import { toast } from "~/lib/toast";
import { EndCallButton, MuteButton } from "./call-buttons";
import { dismissVoiceNotice, isVoiceActive, useVoice } from "./voice-store";
import { hideVoiceWidget, setWidgetView, type WidgetView } from "./widget-store";

// Explanations (microphone, refused permission, not configured) load when one is needed.
const VoiceNoticeBox = lazy(() => import("./voice-notice").then((m) => ({ default: m.VoiceNoticeBox })));
// The text chat loads when a live-demo button opens it (docs/decisions/052).
const WidgetChat = lazy(() => import("~/features/demo/widget-chat").then((m) => ({ default: m.WidgetChat })));

const startVoiceOrExplain = () => import("./talk-now").then((m) => m.startVoiceOrExplain());

function openTextChat() {
  dismissVoiceNotice();
  setWidgetView("chat");
}

/**
 * What the site-wide assistant widget shows once revealed (components/layout/voice-widget.tsx
 * is the hidden shell on every page; this loads with the first reveal): the call and its
 * notices, the text chat, or the idle voice view.
 */
export function WidgetPanel({ view }: { view: WidgetView }) {
  const voice = useVoice();
  const active = isVoiceActive(voice);
  const last = voice.transcript[voice.transcript.length - 1];
  return (
    <>
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
          <VoiceNoticeBox notice={voice.notice} compact onTextChat={openTextChat} />
        </Suspense>
      ) : active ? (
        <>
          <p className="mt-3 min-h-10 text-sm text-muted-foreground" aria-live="polite">
            {last
              ? `${last.role === "agent" ? voiceCopy.agent : voiceCopy.you}: ${last.text}`
              : voiceCopy.transcriptEmpty}
          </p>
          <div className="mt-3 flex gap-2">
            <MuteButton voice={voice} className="flex-1" />
            <EndCallButton voice={voice} className="flex-1" />
          </div>
        </>
      ) : view === "opening" ? (
        <p role="status" className="mt-3 text-sm text-muted-foreground">
          {voiceCopy.opening}
        </p>
      ) : view === "chat" ? (
        <Suspense fallback={<div className="mt-3 h-48" />}>
          <WidgetChat onVoice={() => void startVoiceOrExplain()} />
        </Suspense>
      ) : (
        <>
          <p className="mt-3 text-sm text-muted-foreground">
            Talk to the same assistant our clients deploy: it answers in seconds, day or night.
          </p>
          <Button className="mt-4 w-full" onClick={() => void startVoiceOrExplain()}>
            <Mic aria-hidden="true" />
            {voiceCopy.start}
          </Button>
          <Button variant="ghost" size="sm" className="mt-2 w-full" onClick={openTextChat}>
            {voiceCopy.typeInstead}
          </Button>
          <Link
            to="/demo"
            className="mt-1 block text-center text-xs font-medium text-primary underline-offset-4 hover:underline"
          >
            {voiceCopy.openDemo}
          </Link>
        </>
      )}
    </>
  );
}
