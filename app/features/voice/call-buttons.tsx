import { Mic, MicOff, PhoneOff } from "lucide-react";
import { Button } from "~/components/ui/button";
import { voiceCopy } from "~/content/voice";
import { endVoiceCall, toggleVoiceMute, type VoiceState } from "./voice-store";

/** Mute / Unmute during a call: the demo page's voice panel and the site-wide widget. */
export function MuteButton({ voice, className }: { voice: VoiceState; className?: string }) {
  return (
    <Button
      variant="outline"
      className={className}
      aria-pressed={voice.muted}
      onClick={() => void toggleVoiceMute()}
      disabled={voice.status !== "connected"}
    >
      {voice.muted ? <MicOff aria-hidden="true" /> : <Mic aria-hidden="true" />}
      {voice.muted ? voiceCopy.unmute : voiceCopy.mute}
    </Button>
  );
}

/** End Voice Call. */
export function EndCallButton({ voice, className }: { voice: VoiceState; className?: string }) {
  return (
    <Button
      variant="destructive"
      className={className}
      onClick={() => void endVoiceCall()}
      disabled={voice.status === "disconnecting"}
    >
      <PhoneOff aria-hidden="true" />
      {voiceCopy.end}
    </Button>
  );
}
