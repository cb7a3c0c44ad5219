import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { DialogButton } from "~/actions/dialog-button";
import { voiceNoticeCopy } from "~/content/voice-notices";
import { cn } from "~/lib/cn";
import {
  confirmMicrophone,
  dismissVoiceNotice,
  retryVoiceCall,
  startBrowserVoice,
  TEXT_CHAT_INPUT_ID,
  type VoiceNotice,
} from "./voice-store";

/** Back to typing: the widget switches to its own text chat; elsewhere, the demo page's chat input. */
function TextChatLink({ onTextChat }: { onTextChat?: () => void }) {
  if (onTextChat)
    return (
      <button
        type="button"
        onClick={onTextChat}
        className="text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {voiceNoticeCopy.backToText}
      </button>
    );
  return (
    <Link
      to={`/demo#${TEXT_CHAT_INPUT_ID}`}
      className="text-sm font-medium text-primary underline-offset-4 hover:underline"
      onClick={(e) => {
        const input = document.getElementById(TEXT_CHAT_INPUT_ID);
        dismissVoiceNotice();
        if (input) {
          e.preventDefault();
          input.scrollIntoView({ block: "center" });
          input.focus();
        }
      }}
    >
      {voiceNoticeCopy.backToText}
    </Link>
  );
}

/**
 * What the visitor reads before, or instead of, a call: why the microphone is needed,
 * a refused permission, voice not configured here (with the browser-speech fallback), a
 * browser-voice call that could not go on (no voices, no microphone, its speech service
 * offline: each says why), or today's voice minutes spent (the chat, or a strategy call).
 */
export function VoiceNoticeBox({
  notice,
  compact,
  onTextChat,
}: {
  notice: VoiceNotice;
  compact?: boolean;
  /** Given in the widget: "Use text chat instead" opens its own chat. */
  onTextChat?: () => void;
}) {
  const [title, text] =
    notice === "explain-mic"
      ? [voiceNoticeCopy.micTitle, voiceNoticeCopy.micText]
      : notice === "mic-denied"
        ? [voiceNoticeCopy.deniedTitle, voiceNoticeCopy.deniedText]
        : notice === "not-configured"
          ? [voiceNoticeCopy.notConfiguredTitle, voiceNoticeCopy.notConfiguredText]
          : notice === "paused"
            ? [voiceNoticeCopy.pausedTitle, voiceNoticeCopy.pausedText]
            : notice === "no-voices"
              ? [voiceNoticeCopy.noVoicesTitle, voiceNoticeCopy.noVoicesText]
              : notice === "no-mic"
                ? [voiceNoticeCopy.noMicTitle, voiceNoticeCopy.noMicText]
                : notice === "speech-offline"
                  ? [voiceNoticeCopy.speechOfflineTitle, voiceNoticeCopy.speechOfflineText]
                  : [voiceNoticeCopy.unsupportedTitle, voiceNoticeCopy.unsupportedText];
  return (
    <div
      role={notice === "explain-mic" ? "region" : "alert"}
      aria-label={title}
      data-notice={notice}
      className={cn("mt-3 rounded-lg border bg-muted/50 p-3", !compact && "p-4")}
    >
      <p className="text-sm font-semibold">{title}</p>
      <p className="mt-1 text-sm text-muted-foreground">{text}</p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        {notice === "explain-mic" ? (
          <>
            <Button size="sm" onClick={() => void confirmMicrophone()}>
              {voiceNoticeCopy.micContinue}
            </Button>
            <Button size="sm" variant="ghost" onClick={dismissVoiceNotice}>
              {voiceNoticeCopy.micCancel}
            </Button>
          </>
        ) : notice === "mic-denied" ? (
          <>
            <Button size="sm" variant="outline" onClick={() => void retryVoiceCall()}>
              {voiceNoticeCopy.tryAgain}
            </Button>
            <TextChatLink onTextChat={onTextChat} />
          </>
        ) : notice === "not-configured" ? (
          <>
            <Button size="sm" variant="outline" onClick={() => void startBrowserVoice()}>
              {voiceNoticeCopy.browserSpeech}
            </Button>
            <TextChatLink onTextChat={onTextChat} />
          </>
        ) : notice === "no-mic" || notice === "speech-offline" ? (
          <>
            <Button size="sm" variant="outline" onClick={() => void startBrowserVoice()}>
              {voiceNoticeCopy.tryAgain}
            </Button>
            <TextChatLink onTextChat={onTextChat} />
          </>
        ) : notice === "paused" ? (
          <>
            <TextChatLink onTextChat={onTextChat} />
            <DialogButton dialog="strategy-call" size="sm" variant="outline">
              {voiceNoticeCopy.bookCall}
            </DialogButton>
          </>
        ) : (
          <TextChatLink onTextChat={onTextChat} />
        )}
      </div>
    </div>
  );
}
