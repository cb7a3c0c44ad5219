import { requestVoiceCall, showVoiceNotice } from "./voice-store";
import { setWidgetView, voiceWidgetVisible } from "./widget-store";

/**
 * One click to talk (docs/decisions/052): a live-demo button opens the conversation in
 * place. With a voice provider on this site the call starts (after the microphone
 * explanation); without one the widget's text chat opens, greeting the visitor and ready
 * to type. Whether voice is there is asked once per visit.
 */
let voiceCheck: Promise<boolean> | null = null;

export function voiceProviderReady(): Promise<boolean> {
  voiceCheck ??= fetch("/api/demo/state", { headers: { accept: "application/json" }, cache: "no-store" })
    .then((res) =>
      res.ok ? (res.json() as Promise<{ voice?: string }>) : Promise.reject(new Error(String(res.status))),
    )
    .then((body) => body.voice === "configured")
    .catch(() => {
      // Unknown (offline, a deploy): the text chat works everywhere; ask again next time.
      voiceCheck = null;
      return false;
    });
  return voiceCheck;
}

/**
 * What a live-demo button does once this chunk has loaded; the button revealed the widget at the
 * click. A visitor who closed it in the meantime meant it: it stays closed, and no call (no
 * microphone question) starts behind a hidden widget.
 */
export async function talkNow() {
  if (!voiceWidgetVisible()) return;
  if (await voiceProviderReady()) {
    setWidgetView("voice");
    if (voiceWidgetVisible()) await requestVoiceCall();
  } else {
    setWidgetView("chat");
  }
}

/** The widget's voice button: the call, or (no voice provider here) what the visitor can do instead. */
export async function startVoiceOrExplain() {
  setWidgetView("voice");
  if (await voiceProviderReady()) await requestVoiceCall();
  else showVoiceNotice("not-configured");
}
