/**
 * What the voice call explains (before the microphone prompt, a refused permission, voice
 * not configured) and its toasts (spec §4 "Demo voice session", §8). Loaded with the notice
 * or the call, not with every page.
 */
export const voiceNoticeCopy = {
  micTitle: "Before we use your microphone",
  micText:
    "Your browser will ask for permission to use your microphone. We only listen while the call is on: your voice is streamed to the AI assistant so it can answer, and it is not stored on our servers. You can end the call at any time.",
  micContinue: "Allow microphone and start",
  micCancel: "Not now",
  deniedTitle: "Microphone access is blocked",
  deniedText:
    "Without the microphone the assistant cannot hear you. Allow it in your browser's site settings (the icon next to the address bar) and try again, or keep going in the text chat.",
  /** No voice provider on this site: what the visitor can do instead (docs/decisions/052). */
  notConfiguredTitle: "Talk using your browser's voice",
  notConfiguredText:
    "Your browser can listen and speak for the same assistant: press the button below and talk. Prefer typing? The text chat answers the same questions.",
  browserSpeech: "Use browser voice",
  unsupportedTitle: "Voice is not available in this browser",
  unsupportedText: "Your browser does not support speech recognition. The text chat works everywhere.",
  /** The browser-voice call could not go on (issue 42): each says why, and what to do instead. */
  noVoicesTitle: "Your browser has no voice to speak with",
  noVoicesText:
    "This browser has no text-to-speech voices installed, so the assistant could not talk back. Try Chrome, Edge or Safari, or keep going in the text chat: it answers the same questions.",
  noMicTitle: "No microphone found",
  noMicText: "Your browser found no microphone to listen with. Connect one and try again, or keep going in the text chat.",
  speechOfflineTitle: "Your browser's speech service did not answer",
  speechOfflineText:
    "This browser sends speech to its maker's online service to understand it, and that service could not be reached. Try again in a moment, or keep going in the text chat.",
  /** The day's voice minutes are spent (docs/decisions/045); the server's 503 says the same. */
  pausedTitle: "Live voice calls are paused for today",
  pausedText: "Try the chat, or book a strategy call.",
  bookCall: "Book a strategy call",
  backToText: "Use text chat instead",
  tryAgain: "Try again",
} as const;

/** The voice-session endpoint's answer once the day's voice minutes are spent. */
export const VOICE_PAUSED_MESSAGE = `${voiceNoticeCopy.pausedTitle}. ${voiceNoticeCopy.pausedText}`;

const inMinutes = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
};

/** The voice-session endpoint's 429 once one address has used its share of today's calls (issue 40). */
export const VOICE_ADDRESS_DAY_MESSAGE =
  "You've used your live voice calls for today. Try the chat, or book a strategy call.";

/** Its 429 while that address's own unstarted calls still hold its share (they lapse within two minutes). */
export const voiceWaitingMessage = (retryAfterSeconds: number) =>
  `Your earlier voice calls didn't start, and their time is still set aside. Please wait ${inMinutes(retryAfterSeconds)} and try again.`;

/** Its 503 while the site's remaining minutes are set aside for calls that have not started yet. */
export const voiceBusyMessage = (retryAfterSeconds: number) =>
  `All our live voice lines are busy right now. Please try again in ${inMinutes(retryAfterSeconds)}, or use the chat.`;

export const voiceToasts = {
  connected: "Voice assistant connected successfully",
  disconnected: { title: "Voice assistant disconnected", description: "The call has ended." },
  error: "Voice assistant error. Please try again.",
} as const;
