import libsampleratePath from "@alexanderolsen/libsamplerate-js/dist/libsamplerate.worklet.js?url";
import audioConcatProcessor from "@elevenlabs/client/worklets/audioConcatProcessor.js?url";
import rawAudioProcessor from "@elevenlabs/client/worklets/rawAudioProcessor.js?url";
import type { VoiceConversation } from "@elevenlabs/client";
import { toast } from "~/lib/toast";
import { voiceCopy } from "~/content/voice";
import { voiceToasts } from "~/content/voice-notices";
import { reportVoiceDebug } from "./sdk-debug";
import {
  addTranscriptLine,
  getVoiceContext,
  getVoiceState,
  setVoiceState,
  type VoiceNotice,
  type VoiceState,
} from "./voice-store";
import { shownText } from "~/lib/answer-links";

/**
 * The voice call itself, loaded only when a visitor starts one (docs/decisions/032).
 * - "elevenlabs": the server mints the call (/api/voice/session) and answers with a ticket for
 *   its relay; the vendor SDK opens the conversation WebSocket through that relay (never to the
 *   provider directly, decision 057) and handles audio. Its worklets and the resampler are served
 *   from our own origin (fingerprinted assets), never from a CDN.
 * - "browser": when voice is not configured, the browser's speech recognition and synthesis
 *   drive the same chat endpoint as the text chat.
 */

type Engine = { end(): Promise<void> | void; setMuted(muted: boolean): void };
let current: Engine | null = null;

const toastOpts = () => {
  const ms = getVoiceContext().toastMs;
  return ms ? { duration: ms } : {};
};

function reset(patch: Partial<VoiceState> = {}) {
  current = null;
  setVoiceState({ status: "disconnected", mode: "listening", muted: false, engine: null, ...patch });
}

function failed() {
  reset();
  toast.error(voiceToasts.error, toastOpts());
}

const isPermissionError = (err: unknown) =>
  err instanceof DOMException
    ? err.name === "NotAllowedError" || err.name === "SecurityError" || err.name === "PermissionDeniedError"
    : /permission|not allowed|denied/i.test(String((err as Error)?.message ?? err));

type SessionAnswer =
  | { kind: "ok"; relayUrl: string; maxMinutes: number | null }
  | { kind: "not-configured" }
  | { kind: "paused" }
  | { kind: "refused"; message: string };

/** The page's industry, the role and the visitor's customization text (empty is left out). */
function contextBody() {
  const { industry, role, customization } = getVoiceContext();
  return { industry, role, customization: customization?.trim() || undefined };
}

/** Our relay on this page's own origin, as a WebSocket URL (the SDK appends its own query). */
function relayUrl(path: string) {
  const url = new URL(path, window.location.href);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.href;
}

async function requestSession(): Promise<SessionAnswer> {
  const res = await fetch("/api/voice/session", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(contextBody()),
  });
  const body = (await res.json().catch(() => ({}))) as {
    relayPath?: string;
    maxMinutes?: number;
    error?: string;
    code?: string;
  };
  if (res.ok && body.relayPath)
    return {
      kind: "ok",
      relayUrl: relayUrl(body.relayPath),
      maxMinutes: typeof body.maxMinutes === "number" ? body.maxMinutes : null,
    };
  if (body.code === "VOICE_NOT_CONFIGURED") return { kind: "not-configured" };
  // Today's voice minutes are spent: the panel says so and offers the chat or a strategy call.
  if (body.code === "VOICE_BUDGET_SPENT") return { kind: "paused" };
  // This address's share of the day is used, or the lines are busy for a few minutes: the server's words.
  if ((res.status === 429 || body.code === "VOICE_BUSY") && body.error) return { kind: "refused", message: body.error };
  throw new Error(body.error ?? `voice session answered ${res.status}`);
}

async function startElevenLabs() {
  let answer: SessionAnswer;
  try {
    answer = await requestSession();
  } catch {
    return failed();
  }
  if (answer.kind === "not-configured") return reset({ notice: "not-configured" });
  if (answer.kind === "paused") return reset({ notice: "paused" });
  if (answer.kind === "refused") {
    reset();
    toast.error(answer.message, toastOpts());
    return;
  }
  let conversation: VoiceConversation | null = null;
  let ending = false;
  // Each call reserved its maximum length from the day's minutes: it ends there.
  let limit: ReturnType<typeof setTimeout> | undefined;
  const engine: Engine = {
    async end() {
      clearTimeout(limit);
      ending = true;
      setVoiceState({ status: "disconnecting" });
      await conversation?.endSession();
    },
    setMuted(muted) {
      conversation?.setMicMuted(muted);
      setVoiceState({ muted });
    },
  };
  current = engine;
  try {
    const { Conversation } = await import("@elevenlabs/client");
    const started = await Conversation.startSession({
      // Our relay (decision 057): it opens the provider's conversation with the server's own overrides.
      signedUrl: answer.relayUrl,
      connectionType: "websocket",
      workletPaths: { rawAudioProcessor, audioConcatProcessor },
      libsampleratePath,
      onStatusChange: ({ status }) => {
        if (current === engine) setVoiceState({ status });
      },
      onModeChange: ({ mode }) => {
        if (current === engine) setVoiceState({ mode });
      },
      onConnect: () => {
        toast.success(voiceToasts.connected, toastOpts());
      },
      onMessage: ({ message, role }) => addTranscriptLine(role === "agent" ? "agent" : "user", message),
      onDisconnect: (details) => {
        if (current !== engine) return;
        if (details.reason === "error" && !ending) return failed();
        reset();
        toast.info(voiceToasts.disconnected.title, {
          description: voiceToasts.disconnected.description,
          ...toastOpts(),
        });
      },
      // The SDK reports recoverable problems here (e.g. the agent asked for a client tool we do not
      // have: it already answered with an error result and logged it). A call that cannot go on ends
      // through onDisconnect with reason "error", handled above.
      onError: () => {},
      // Events the SDK cannot read are dropped; without this they would vanish silently.
      onDebug: reportVoiceDebug,
    } as Parameters<typeof Conversation.startSession>[0]);
    conversation = started as VoiceConversation;
    if (current !== engine) await conversation.endSession();
    else if (answer.maxMinutes)
      limit = setTimeout(() => {
        if (current === engine) void engine.end();
      }, answer.maxMinutes * 60_000);
  } catch (err) {
    if (current !== engine) return;
    if (isPermissionError(err)) return reset({ notice: "mic-denied" });
    failed();
  }
}

type Recognition = {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  start(): void;
  stop(): void;
  abort(): void;
  onstart: (() => void) | null;
  onend: (() => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onresult: ((e: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
};
type RecognitionCtor = new () => Recognition;

function speechRecognition(): RecognitionCtor | null {
  const w = window as unknown as { SpeechRecognition?: RecognitionCtor; webkitSpeechRecognition?: RecognitionCtor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** The browser's text-to-speech voices, waiting briefly: Chrome lists none until `voiceschanged`. */
function browserVoices(waitMs = 1500): Promise<number> {
  const engine = window.speechSynthesis;
  if (engine.getVoices().length > 0) return Promise.resolve(engine.getVoices().length);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      engine.removeEventListener("voiceschanged", done);
      resolve(engine.getVoices().length);
    };
    const timer = setTimeout(done, waitMs);
    engine.addEventListener("voiceschanged", done);
  });
}

/** A recognition error that ends the call, as the notice that says why (null: the generic toast). */
function recognitionNotice(error: string): VoiceNotice | null {
  if (error === "not-allowed" || error === "service-not-allowed") return "mic-denied";
  if (error === "audio-capture") return "no-mic";
  if (error === "network") return "speech-offline";
  return null;
}

async function startBrowser() {
  const Ctor = speechRecognition();
  if (!Ctor || !("speechSynthesis" in window)) return reset({ notice: "unsupported" });
  // A call the assistant cannot speak in is not a call: say so before listening (issue 42).
  if ((await browserVoices()) === 0) return reset({ notice: "no-voices" });
  if (getVoiceState().status !== "connecting") return;
  const recognition = new Ctor();
  recognition.lang = "en-US";
  recognition.interimResults = false;
  recognition.continuous = false;
  let active = true;
  let busy = false;
  let listening = false;
  let spokeError = false;
  const history: { role: "user" | "assistant"; content: string }[] = [];

  const listen = () => {
    if (!active || busy || listening || getVoiceState().muted) return;
    try {
      recognition.start();
      listening = true;
    } catch {
      // Already started: the browser keeps one recognition at a time.
    }
  };

  const engine: Engine = {
    end() {
      active = false;
      setVoiceState({ status: "disconnecting" });
      recognition.abort();
      window.speechSynthesis.cancel();
      reset();
      toast.info(voiceToasts.disconnected.title, { description: voiceToasts.disconnected.description, ...toastOpts() });
    },
    setMuted(muted) {
      setVoiceState({ muted });
      if (muted) recognition.abort();
      else listen();
    },
  };
  current = engine;

  recognition.onstart = () => {
    if (getVoiceState().status === "connecting") {
      setVoiceState({ status: "connected" });
      toast.success(voiceToasts.connected, toastOpts());
    }
    setVoiceState({ mode: "listening" });
  };
  recognition.onend = () => {
    listening = false;
    listen();
  };
  recognition.onerror = (e) => {
    listening = false;
    if (!active) return;
    if (e.error === "no-speech" || e.error === "aborted") return;
    active = false;
    window.speechSynthesis.cancel();
    const notice = recognitionNotice(e.error);
    if (notice) return reset({ notice });
    failed();
  };
  recognition.onresult = async (e) => {
    const text = Array.from(e.results)
      .map((r) => r[0]?.transcript ?? "")
      .join(" ")
      .trim();
    if (!text || !active) return;
    busy = true;
    addTranscriptLine("user", text);
    try {
      const res = await fetch("/api/chat-completion", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        // The server keeps the latest 12 turns and writes the instructions itself.
        body: JSON.stringify({ prompt: text, messages: history.slice(-12), ...contextBody() }),
      });
      const body = (await res.json()) as { response?: string };
      if (!res.ok || typeof body.response !== "string") throw new Error(`chat answered ${res.status}`);
      if (!active) return;
      history.push({ role: "user", content: text }, { role: "assistant", content: body.response });
      // Links in the answer are for the eye: the call shows and speaks their labels.
      const spoken = shownText(body.response);
      addTranscriptLine("agent", spoken);
      const utterance = new SpeechSynthesisUtterance(spoken);
      utterance.lang = "en-US";
      const afterSpeaking = (ev: Event) => {
        // The engine refused to speak (no voice for the language, a broken synthesizer): once per
        // call, say that the answers are in the transcript rather than leave the visitor in silence.
        if (ev.type === "error" && !spokeError) {
          spokeError = true;
          toast.warning(voiceCopy.cannotSpeak, toastOpts());
        }
        busy = false;
        if (!active) return;
        setVoiceState({ mode: "listening" });
        listen();
      };
      utterance.onend = afterSpeaking;
      utterance.onerror = afterSpeaking;
      setVoiceState({ mode: "speaking" });
      window.speechSynthesis.speak(utterance);
    } catch {
      if (!active) return;
      active = false;
      recognition.abort();
      failed();
    }
  };
  listen();
}

export async function startVoice(kind: "elevenlabs" | "browser") {
  if (kind === "browser") return startBrowser();
  return startElevenLabs();
}

export function endVoice() {
  return current?.end();
}

export function setMuted(muted: boolean) {
  current?.setMuted(muted);
}
