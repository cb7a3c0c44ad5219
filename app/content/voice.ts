/**
 * The voice call's short labels: shared by the site-wide widget (it ships on every page, so
 * this stays small) and the demo page's voice panel. Longer texts: ./voice-notices.ts.
 */
export const voiceCopy = {
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
  openDemo: "Open the full demo",
  typeInstead: "Type instead",
  opening: "Opening the assistant…",
  cannotSpeak: "Your browser could not speak that answer; it is in the transcript.",
} as const;
