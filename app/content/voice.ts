/**
 * The voice assistant's words: shared by the site-wide widget (kept tiny: it ships on every
 * page) and the demo page's voice panel (spec §4 "Demo voice session", §8).
 */
export const voiceCopy = {
  title: "Voice call",
  description: "Talk to the same assistant out loud. It listens, answers in a natural voice and you can interrupt it any time.",
  start: "Start Voice Call",
  end: "End Voice Call",
  mute: "Mute",
  unmute: "Unmute",
  statusLabel: "Status",
  modeLabel: "Mode",
  transcriptTitle: "Live transcript",
  transcriptEmpty: "The conversation will appear here as you talk.",
  you: "You",
  agent: "Assistant",
  status: {
    disconnected: "Disconnected",
    connecting: "Connecting",
    connected: "Connected",
    disconnecting: "Disconnecting",
  },
  mode: { listening: "Listening", speaking: "Speaking" },
  micTitle: "Before we use your microphone",
  micText:
    "Your browser will ask for permission to use your microphone. We only listen while the call is on: your voice is streamed to the AI assistant so it can answer, and it is not stored on our servers. You can end the call at any time.",
  micContinue: "Allow microphone and start",
  micCancel: "Not now",
  deniedTitle: "Microphone access is blocked",
  deniedText:
    "Without the microphone the assistant cannot hear you. Allow it in your browser's site settings (the icon next to the address bar) and try again, or keep going in the text chat.",
  notConfiguredTitle: "Voice is not configured",
  notConfiguredText:
    "This server has no voice provider set up, so the live AI phone voice is not available here. You can still talk to the assistant with your browser's built-in speech, or use the text chat.",
  browserSpeech: "Use browser voice",
  browserSpeechNote: "Browser voice mode: your browser listens and speaks; answers come from the same assistant as the text chat.",
  unsupportedTitle: "Voice is not available in this browser",
  unsupportedText: "Your browser does not support speech recognition. The text chat works everywhere.",
  backToText: "Use text chat instead",
  tryAgain: "Try again",
  openDemo: "Open the full demo",
} as const;

export const voiceToasts = {
  connected: "Voice assistant connected successfully",
  disconnected: { title: "Voice assistant disconnected", description: "The call has ended." },
  error: "Voice assistant error. Please try again.",
} as const;
