import { useSyncExternalStore } from "react";

/**
 * The voice call's state, shared by the site-wide widget and the demo page's voice panel.
 * This module is tiny because the widget ships on every page; the code that actually
 * talks (the ElevenLabs SDK, or the browser-speech fallback) loads only when a call starts
 * (./voice-engine.ts).
 */
export type VoiceStatus = "disconnected" | "connecting" | "connected" | "disconnecting";
export type VoiceMode = "listening" | "speaking";
/** What the visitor must read or decide before (or instead of) a call. */
export type VoiceNotice =
  | "explain-mic"
  | "mic-denied"
  | "not-configured"
  | "unsupported"
  | "paused"
  | "no-voices"
  | "no-mic"
  | "speech-offline";
export type TranscriptLine = { id: number; role: "user" | "agent"; text: string };

export type VoiceState = {
  status: VoiceStatus;
  mode: VoiceMode;
  engine: "elevenlabs" | "browser" | null;
  notice: VoiceNotice | null;
  muted: boolean;
  transcript: TranscriptLine[];
};

/** Where "Use text chat instead" leads: the demo page's chat box (focused when already there). */
export const TEXT_CHAT_INPUT_ID = "demo-chat-input";

/**
 * What the page hosting the call shows: the industry, the role (whom the visitor talks to,
 * docs/decisions/099) and the visitor's customization text; the demo page sets it. The server
 * writes the agent's instructions from them (docs/decisions/045). Without it: "voxa".
 */
export type VoiceContext = { industry?: string; role?: string; customization?: string; toastMs?: number };

const INITIAL: VoiceState = {
  status: "disconnected",
  mode: "listening",
  engine: null,
  notice: null,
  muted: false,
  transcript: [],
};
let state: VoiceState = INITIAL;
let context: VoiceContext = {};
let micExplained = false;
const listeners = new Set<() => void>();

export function setVoiceState(patch: Partial<VoiceState>) {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}
export const getVoiceState = () => state;

let lineId = 0;
export function addTranscriptLine(role: TranscriptLine["role"], text: string) {
  if (!text.trim()) return;
  // The last 50 lines are plenty for a demo call and keep re-renders cheap.
  setVoiceState({ transcript: [...state.transcript.slice(-49), { id: ++lineId, role, text }] });
}

export function setVoiceContext(next: VoiceContext) {
  context = next;
}
export const getVoiceContext = () => context;

export const isVoiceActive = (s: VoiceState = state) => s.status !== "disconnected";

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}
export function useVoice(): VoiceState {
  return useSyncExternalStore(subscribe, getVoiceState, () => INITIAL);
}

const engine = () => import("./voice-engine");

async function microphoneGranted() {
  try {
    const status = await navigator.permissions.query({ name: "microphone" as PermissionName });
    return status.state === "granted";
  } catch {
    return false;
  }
}

type EngineKind = "elevenlabs" | "browser";
/** The call the visitor asked for: started once the microphone step is done (and retried by "Try again"). */
let wanted: EngineKind = "elevenlabs";

/**
 * Start Voice Call (or "Use browser voice"): explains the microphone first unless the browser
 * already allowed it or the visitor read the explanation in this visit. Both kinds of call
 * listen through the microphone, so both go through the same step.
 */
export async function requestVoiceCall(kind: EngineKind = "elevenlabs") {
  if (isVoiceActive()) return;
  wanted = kind;
  if (micExplained || (await microphoneGranted())) return startCall(kind);
  setVoiceState({ notice: "explain-mic" });
}

/** "Try again" after a refused microphone: the same kind of call as before. */
export function retryVoiceCall() {
  return requestVoiceCall(wanted);
}

/** The visitor read why we need the microphone and agreed. */
export function confirmMicrophone() {
  micExplained = true;
  return startCall(wanted);
}

/** The not-configured fallback: the browser's own speech recognition and synthesis. */
export function startBrowserVoice() {
  return requestVoiceCall("browser");
}

async function startCall(kind: EngineKind) {
  if (isVoiceActive()) return;
  setVoiceState({ notice: null, status: "connecting", mode: "listening", engine: kind, muted: false, transcript: [] });
  try {
    const m = await engine();
    await m.startVoice(kind);
  } catch {
    // The engine chunk did not load (offline, deploy in progress): nothing was started.
    setVoiceState({ status: "disconnected", engine: null });
  }
}

export function showVoiceNotice(notice: VoiceNotice) {
  if (!isVoiceActive()) setVoiceState({ notice });
}

export function dismissVoiceNotice() {
  setVoiceState({ notice: null });
}

export async function endVoiceCall() {
  if (!isVoiceActive()) return;
  (await engine()).endVoice();
}

export async function toggleVoiceMute() {
  (await engine()).setMuted(!state.muted);
}
