import type { Speaker } from "./types";

/**
 * A sample call without a recording, read aloud with the browser's own voices (decision 100):
 * the agent and the caller each get a voice of their own, and each line is one utterance, so the
 * player can highlight the line being read. Loaded only when a visitor presses play.
 */

/** What the player needs of a SpeechSynthesisVoice (tests hand in plain objects). */
export type VoiceLike = Pick<SpeechSynthesisVoice, "name" | "lang" | "default" | "localService">;

export type VoiceStyle<V> = { voice: V; pitch: number; rate: number };
export type VoiceCast<V> = Record<Speaker, VoiceStyle<V>>;

const english = (v: VoiceLike) => /^en([-_]|$)/i.test(v.lang);
const MALE = /\b(male|man|david|mark|george|daniel|alex|fred|tom|aaron|arthur|guy|james|ryan|rishi|oliver)\b/i;
const FEMALE =
  /\b(female|woman|zira|samantha|victoria|karen|moira|tessa|fiona|susan|hazel|serena|kate|libby|sonia|aria|jenny|emma)\b/i;
const guessSex = (v: VoiceLike) => (FEMALE.test(v.name) ? "f" : MALE.test(v.name) ? "m" : null);

/** Better voices first: the browser's default, US then other English, on-device before network. */
function rank(v: VoiceLike) {
  return (v.default ? 0 : 4) + (/^en[-_]US$/i.test(v.lang) ? 0 : 2) + (v.localService ? 0 : 1);
}

/**
 * Two different voices for the agent and the caller: English ones when there are (the transcript
 * is English), the agent's the best ranked and the caller's one that sounds unlike it (another
 * sex by its name when one can tell, else another voice). With a single voice both speak with it,
 * the caller lower and a little faster so the two sides still sound apart. Null without voices.
 */
export function castVoices<V extends VoiceLike>(voices: readonly V[]): VoiceCast<V> | null {
  const pool = voices.some(english) ? voices.filter(english) : [...voices];
  if (pool.length === 0) return null;
  const sorted = [...pool].sort((a, b) => rank(a) - rank(b));
  const agent = sorted[0]!;
  const others = sorted.filter((v) => v.name !== agent.name);
  const sex = guessSex(agent);
  const caller = others.find((v) => sex && guessSex(v) && guessSex(v) !== sex) ?? others[0];
  if (!caller)
    return { agent: { voice: agent, pitch: 1.1, rate: 1 }, customer: { voice: agent, pitch: 0.7, rate: 1.08 } };
  return { agent: { voice: agent, pitch: 1, rate: 1 }, customer: { voice: caller, pitch: 1, rate: 1.04 } };
}

/** The page's speech engine, when the browser has one. */
export function speechEngine(): SpeechSynthesis | null {
  return typeof window !== "undefined" && "speechSynthesis" in window && window.speechSynthesis
    ? window.speechSynthesis
    : null;
}

/**
 * The browser's voices, waiting briefly for them: Chrome lists none until `voiceschanged` has
 * fired once. Resolves with an empty list when none arrive in `waitMs`.
 */
export function loadVoices(engine: SpeechSynthesis, waitMs = 1500): Promise<SpeechSynthesisVoice[]> {
  const now = engine.getVoices();
  if (now.length > 0) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      engine.removeEventListener("voiceschanged", changed);
      resolve(engine.getVoices());
    };
    const changed = () => {
      if (engine.getVoices().length > 0) done();
    };
    const timer = setTimeout(done, waitMs);
    engine.addEventListener("voiceschanged", changed);
  });
}

export type Reading = {
  /** Stops reading; returns the line to start from to go on (the one that was interrupted). */
  stop(): number;
};

/**
 * Reads `lines` from `from` on, one utterance each, in the cast's voices. `onLine` is called as
 * each line starts, `onEnd` after the last, `onError` when the engine refuses a line. A pause is a
 * stop and a new reading from the interrupted line (speechSynthesis.pause() is unreliable: on
 * Android it cancels, and Chrome drops paused utterances after a while).
 */
export function readAloud(
  engine: SpeechSynthesis,
  cast: VoiceCast<SpeechSynthesisVoice>,
  lines: readonly { from: Speaker; text: string }[],
  from: number,
  on: { onLine(index: number): void; onEnd(): void; onError(): void },
): Reading {
  let index = from;
  let stopped = false;
  // Kept referenced: Chrome may collect an utterance mid-sentence and never fire its end event.
  let current: SpeechSynthesisUtterance | null = null;

  const speak = () => {
    if (stopped) return;
    if (index >= lines.length) return on.onEnd();
    const line = lines[index]!;
    const style = cast[line.from];
    const utterance = new SpeechSynthesisUtterance(line.text);
    utterance.voice = style.voice;
    utterance.lang = style.voice.lang || "en-US";
    utterance.pitch = style.pitch;
    utterance.rate = style.rate;
    const at = index;
    utterance.addEventListener("start", () => {
      if (!stopped && current === utterance) on.onLine(at);
    });
    utterance.addEventListener("end", () => {
      if (stopped || current !== utterance) return;
      index = at + 1;
      speak();
    });
    utterance.addEventListener("error", (e) => {
      const error = (e as SpeechSynthesisErrorEvent).error;
      if (stopped || error === "interrupted" || error === "canceled") return;
      stopped = true;
      on.onError();
    });
    current = utterance;
    // Shown as it is asked for: some engines fire "start" late or never.
    on.onLine(at);
    engine.speak(utterance);
  };

  engine.cancel();
  speak();
  return {
    stop() {
      stopped = true;
      current = null;
      engine.cancel();
      return Math.min(index, lines.length - 1);
    },
  };
}
