import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { castVoices, loadVoices, readAloud, type VoiceLike } from "./speech";

const voice = (name: string, lang = "en-US", extra: Partial<VoiceLike> = {}): VoiceLike => ({
  name,
  lang,
  default: false,
  localService: true,
  ...extra,
});

describe("two voices for a call read aloud (decision 100)", () => {
  it("two different English voices: the agent the browser's best, the caller one of the other sex by name", () => {
    const cast = castVoices([
      voice("Google Deutsch", "de-DE", { default: true }),
      voice("Microsoft Zira - English (United States)"),
      voice("Samantha"),
      voice("Microsoft David - English (United States)"),
      voice("Google UK English Male", "en-GB", { localService: false }),
    ])!;
    expect(cast.agent.voice.name).toBe("Microsoft Zira - English (United States)");
    expect(cast.customer.voice.name).toBe("Microsoft David - English (United States)");
    expect(cast.agent.voice.name).not.toBe(cast.customer.voice.name);
  });

  it("without names to tell them apart: the next best English voice", () => {
    const cast = castVoices([
      voice("Voice B", "en_GB"),
      voice("Voice A", "en-US", { default: true }),
      voice("Voz", "es-ES"),
    ])!;
    expect([cast.agent.voice.name, cast.customer.voice.name]).toEqual(["Voice A", "Voice B"]);
  });

  it("one voice only: both sides speak with it, the caller at another pitch and pace", () => {
    const cast = castVoices([voice("Only One")])!;
    expect(cast.agent.voice).toBe(cast.customer.voice);
    expect(cast.customer.pitch).not.toBe(cast.agent.pitch);
    expect(cast.customer.rate).not.toBe(cast.agent.rate);
  });

  it("no English voice: voices of other languages rather than silence; no voice at all: null", () => {
    const cast = castVoices([voice("Amélie", "fr-CA"), voice("Thomas", "fr-FR")])!;
    expect([cast.agent.voice.name, cast.customer.voice.name].sort()).toEqual(["Amélie", "Thomas"]);
    expect(castVoices([])).toBeNull();
  });
});

/** The browser's SpeechSynthesisUtterance, as far as the player uses it. */
class FakeUtterance extends EventTarget {
  voice: VoiceLike | null = null;
  lang = "";
  pitch = 1;
  rate = 1;
  constructor(public text: string) {
    super();
  }
}

/**
 * A speech engine that records each utterance; it "speaks" each in a few milliseconds, or, with
 * `manual`, until the test calls `finish()`.
 */
function fakeEngine(voices: VoiceLike[] = [], manual = false) {
  const spoken: { text: string; voice: string | undefined; pitch: number; rate: number }[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: FakeUtterance | null = null;
  const finish = () => {
    const u = current;
    current = null;
    u?.dispatchEvent(new Event("end"));
  };
  const engine = Object.assign(new EventTarget(), {
    voices,
    finish,
    getVoices: () => engine.voices,
    speak(u: FakeUtterance) {
      current = u;
      spoken.push({ text: u.text, voice: u.voice?.name, pitch: u.pitch, rate: u.rate });
      timer = setTimeout(() => {
        u.dispatchEvent(new Event("start"));
        if (!manual) timer = setTimeout(finish, 5);
      }, 1);
    },
    cancel() {
      clearTimeout(timer);
      const u = current;
      current = null;
      u?.dispatchEvent(Object.assign(new Event("error"), { error: "interrupted" }));
    },
  });
  return { engine: engine as unknown as SpeechSynthesis, spoken, raw: engine };
}

const lines = [
  { from: "agent" as const, text: "Riverside Dental, how can I help?" },
  { from: "customer" as const, text: "I chipped a tooth." },
  { from: "agent" as const, text: "Thursday at 9:30?" },
  { from: "customer" as const, text: "Yes, please." },
];

describe("reading a call aloud", () => {
  beforeEach(() => vi.stubGlobal("SpeechSynthesisUtterance", FakeUtterance));
  afterEach(() => vi.unstubAllGlobals());

  const cast = castVoices([voice("Samantha"), voice("Daniel", "en-GB")]) as never;

  it("speaks every line in order, each side in its own voice, and says which line is being read", async () => {
    const { engine, spoken } = fakeEngine();
    const seen: number[] = [];
    await new Promise<void>((done) =>
      readAloud(engine, cast, lines, 0, { onLine: (i) => seen.push(i), onEnd: done, onError: () => done() }),
    );
    expect(spoken.map((s) => [s.voice, s.text])).toEqual([
      ["Samantha", "Riverside Dental, how can I help?"],
      ["Daniel", "I chipped a tooth."],
      ["Samantha", "Thursday at 9:30?"],
      ["Daniel", "Yes, please."],
    ]);
    expect([...new Set(seen)]).toEqual([0, 1, 2, 3]);
  });

  it("a pause stops at the line being read, and going on starts that line again", async () => {
    const { engine, spoken, raw } = fakeEngine([], true);
    const first = readAloud(engine, cast, lines, 0, { onLine: () => {}, onEnd: () => {}, onError: () => {} });
    raw.finish(); // the first line is read; the second starts
    expect(spoken).toHaveLength(2);
    const at = first.stop();
    expect(at).toBe(1);
    await new Promise((r) => setTimeout(r, 20));
    expect(spoken).toHaveLength(2); // nothing more after the pause
    const seen: number[] = [];
    const ended = new Promise<void>((done) =>
      readAloud(engine, cast, lines, at, { onLine: (i) => seen.push(i), onEnd: done, onError: () => done() }),
    );
    for (let i = 0; i < 3; i++) raw.finish();
    await ended;
    expect(seen).toEqual([1, 2, 3]);
    expect(spoken.map((s) => s.text)).toEqual([
      lines[0]!.text,
      lines[1]!.text,
      lines[1]!.text,
      lines[2]!.text,
      lines[3]!.text,
    ]);
  });

  it("an engine that refuses a line ends the reading with an error, once", async () => {
    const { engine, raw } = fakeEngine();
    raw.speak = (u: FakeUtterance) =>
      setTimeout(() => u.dispatchEvent(Object.assign(new Event("error"), { error: "synthesis-failed" })), 1);
    const onError = vi.fn();
    readAloud(engine, cast, lines, 0, { onLine: () => {}, onEnd: () => {}, onError });
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
  });

  it("waits briefly for the voices to arrive (voiceschanged), and gives up with none", async () => {
    const { engine, raw } = fakeEngine();
    setTimeout(() => {
      raw.voices = [voice("Late Voice")];
      raw.dispatchEvent(new Event("voiceschanged"));
    }, 10);
    expect((await loadVoices(engine, 1000)).map((v) => v.name)).toEqual(["Late Voice"]);
    const started = Date.now();
    expect(await loadVoices(fakeEngine().engine, 50)).toEqual([]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});
