import { Phone } from "lucide-react";
import { lazy, Suspense, useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { voiceCopy } from "~/content/voice";
import { demoPage } from "~/content/demo";
import { EndCallButton, MuteButton } from "~/features/voice/call-buttons";
import { isVoiceActive, requestVoiceCall, showVoiceNotice, useVoice } from "~/features/voice/voice-store";
import { cn } from "~/lib/cn";

// The explanations load when one is needed (most visits never see one).
const VoiceNoticeBox = lazy(() => import("~/features/voice/voice-notice").then((m) => ({ default: m.VoiceNoticeBox })));

const dot: Record<string, string> = {
  disconnected: "bg-muted-foreground",
  connecting: "bg-amber-500 animate-pulse",
  connected: "bg-emerald-500",
  disconnecting: "bg-amber-500",
};

/**
 * Voice controls on the demo page (spec §2, §4 "Demo voice session"): Start Voice Call /
 * End Voice Call, status and mode, mute and a live transcript. Same session as the widget.
 */
export function VoicePanel({ unconfigured }: { unconfigured: boolean }) {
  const voice = useVoice();
  const active = isVoiceActive(voice);
  const logRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [voice.transcript]);

  return (
    <section
      id="demo-voice"
      aria-labelledby="demo-voice-title"
      className="scroll-mt-24 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
    >
      <h2 id="demo-voice-title" className="text-lg font-semibold">
        {demoPage.voicePanel.title}
      </h2>
      <p className="text-sm text-muted-foreground">{demoPage.voicePanel.description}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-lg bg-muted/60 px-3 py-2">
          <dt className="text-xs text-muted-foreground">{voiceCopy.statusLabel}</dt>
          <dd className="flex items-center gap-2 font-medium" data-testid="voice-status" data-status={voice.status}>
            <span aria-hidden="true" className={cn("size-2 rounded-full", dot[voice.status])} />
            {voiceCopy.status[voice.status]}
          </dd>
        </div>
        <div className="rounded-lg bg-muted/60 px-3 py-2">
          <dt className="text-xs text-muted-foreground">{voiceCopy.modeLabel}</dt>
          <dd className="font-medium" data-testid="voice-mode" data-mode={voice.mode}>
            {voice.status === "connected" ? voiceCopy.mode[voice.mode] : "—"}
          </dd>
        </div>
      </dl>
      {voice.engine === "browser" && active ? (
        <p className="mt-3 text-xs text-muted-foreground">{demoPage.voicePanel.browserSpeechNote}</p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {active ? (
          <>
            <EndCallButton voice={voice} />
            <MuteButton voice={voice} />
          </>
        ) : (
          <Button onClick={() => (unconfigured ? showVoiceNotice("not-configured") : void requestVoiceCall())}>
            <Phone aria-hidden="true" />
            {voiceCopy.start}
          </Button>
        )}
      </div>
      {voice.notice ? (
        <Suspense fallback={<div className="mt-3 h-40" />}>
          <VoiceNoticeBox notice={voice.notice} />
        </Suspense>
      ) : null}
      <h3 className="mt-5 text-sm font-semibold">{voiceCopy.transcriptTitle}</h3>
      <ol
        ref={logRef}
        aria-label={voiceCopy.transcriptTitle}
        aria-live="polite"
        className="mt-2 h-40 space-y-2 overflow-y-auto rounded-lg border bg-background p-3 text-sm"
        data-testid="voice-transcript"
      >
        {voice.transcript.length === 0 ? (
          <li className="text-muted-foreground">{voiceCopy.transcriptEmpty}</li>
        ) : (
          voice.transcript.map((line) => (
            <li key={line.id} data-role={line.role}>
              <span className="font-semibold">{line.role === "agent" ? voiceCopy.agent : voiceCopy.you}:</span>{" "}
              {line.text}
            </li>
          ))
        )}
      </ol>
    </section>
  );
}
