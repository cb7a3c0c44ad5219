import { Pause, Play, RotateCcw } from "lucide-react";
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from "react";
import { Link } from "react-router";
import { LiveCallCard, Waveform } from "~/components/visuals/live-call-card";
import { island } from "~/islands/island";
import { cn } from "~/lib/cn";
import { clock, lineOfActiveCues } from "./cues";
import type { Reading, VoiceCast } from "./speech";
import type { SampleCallView } from "./types";

/**
 * A sample call a visitor can hear (decision 100), drawn as the live call card with a player in
 * it. With a recording: an `<audio>` with its WebVTT captions as a `<track>`; the line being said
 * follows the cues (`cuechange`). Without: the browser's own voices read the lines in turn, the
 * agent and the caller each with a voice of its own (./speech.ts, loaded on the first press), and
 * the player says so. A browser without voices gets the transcript and a way to the live demo.
 */
type Status = "idle" | "loading" | "playing" | "paused" | "ended" | "unavailable" | "failed";

export const NO_VOICES =
  "Your browser has no speech voices, so this call can't be played aloud here. Read the transcript below, or talk to the agent yourself in the";
export const PLAY_FAILED =
  "This call couldn't be played here. Read the transcript below, or talk to the agent yourself in the";

const LABELS: Record<Status, string> = {
  idle: "Hear a sample call",
  loading: "Starting…",
  playing: "Pause",
  paused: "Resume",
  ended: "Play again",
  unavailable: "Hear a sample call",
  failed: "Try again",
};

function prefersReducedMotion() {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

type SetStatus = Dispatch<SetStateAction<Status>>;
type SetLine = Dispatch<SetStateAction<number | null>>;

/** The recording's events drive the player: the line the captions say, the clock, the status. Returns the cleanup. */
function followRecording(
  el: HTMLAudioElement,
  {
    setLine,
    setTime,
    setStatus,
  }: { setLine: SetLine; setTime: (time: { at: number; duration: number }) => void; setStatus: SetStatus },
) {
  const track = el.textTracks[0];
  const onCue = () => {
    const n = lineOfActiveCues(track?.activeCues);
    if (n !== null) setLine(n);
  };
  const onTime = () => setTime({ at: el.currentTime, duration: Number.isFinite(el.duration) ? el.duration : 0 });
  const onEnded = () => setStatus("ended");
  const onPause = () => setStatus((s) => (s === "playing" ? "paused" : s));
  const onPlaying = () => setStatus("playing");
  const onError = () => setStatus("failed");
  track?.addEventListener("cuechange", onCue);
  el.addEventListener("timeupdate", onTime);
  el.addEventListener("durationchange", onTime);
  el.addEventListener("ended", onEnded);
  el.addEventListener("pause", onPause);
  el.addEventListener("playing", onPlaying);
  el.addEventListener("error", onError);
  return () => {
    track?.removeEventListener("cuechange", onCue);
    el.removeEventListener("timeupdate", onTime);
    el.removeEventListener("durationchange", onTime);
    el.removeEventListener("ended", onEnded);
    el.removeEventListener("pause", onPause);
    el.removeEventListener("playing", onPlaying);
    el.removeEventListener("error", onError);
  };
}

/** The line being said stays in view inside a transcript that scrolls (the page itself never moves). */
function scrollToLine(list: HTMLOListElement, line: number | null) {
  const item = line === null ? null : list.querySelector<HTMLElement>(`[data-line="${line}"]`);
  if (!item || list.scrollHeight <= list.clientHeight + 1) return;
  const top = item.offsetTop - (list.clientHeight - item.offsetHeight) / 2;
  list.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? "auto" : "smooth" });
}

/** Without a recording: the browser's voices read the lines from `from` on (./speech.ts, loaded on the first press). */
async function readAloudFrom(
  from: number,
  lines: SampleCallView["call"]["transcript"],
  {
    cast,
    reading,
    setStatus,
    setLine,
  }: {
    cast: RefObject<VoiceCast<SpeechSynthesisVoice> | null>;
    reading: RefObject<Reading | null>;
    setStatus: SetStatus;
    setLine: SetLine;
  },
) {
  setStatus("loading");
  try {
    const speech = await import("./speech");
    const engine = speech.speechEngine();
    cast.current ??= engine ? speech.castVoices(await speech.loadVoices(engine)) : null;
    if (!engine || !cast.current) return setStatus("unavailable");
    setStatus("playing");
    reading.current = speech.readAloud(engine, cast.current, lines, from, {
      onLine: setLine,
      onEnd: () => {
        reading.current = null;
        setStatus("ended");
      },
      onError: () => {
        reading.current = null;
        setStatus("failed");
      },
    });
  } catch {
    setStatus("failed");
  }
}

/** The play button with a recording: pause, or play (from the start again once ended or failed). */
function pressRecording(el: HTMLAudioElement, status: Status, setStatus: SetStatus, setLine: SetLine) {
  if (status === "playing") return el.pause();
  // The captions load with the first press, not with the page.
  const track = el.textTracks[0];
  if (track && track.mode !== "hidden") track.mode = "hidden";
  if (status === "ended" || status === "failed") {
    el.currentTime = 0;
    setLine(null);
  }
  setStatus("loading");
  el.play().catch(() => setStatus("failed"));
}

export function SampleCallPlayerView({
  sample,
  visual,
  className,
}: {
  sample: SampleCallView;
  /** The card's `data-visual` name ("live-call" unless told). */
  visual?: string;
  className?: string;
}) {
  const { call, recording } = sample;
  const lines = call.transcript;
  const [status, setStatus] = useState<Status>("idle");
  const [line, setLine] = useState<number | null>(null);
  const [time, setTime] = useState({ at: 0, duration: 0 });
  const [scrollable, setScrollable] = useState(false);
  const audio = useRef<HTMLAudioElement>(null);
  const transcript = useRef<HTMLOListElement>(null);
  const reading = useRef<Reading | null>(null);
  const resumeAt = useRef(0);
  const cast = useRef<VoiceCast<SpeechSynthesisVoice> | null>(null);
  const expanded = status !== "idle";

  // The recording: the highlighted line follows the captions, the clock the audio.
  useEffect(() => {
    const el = audio.current;
    if (!el) return;
    return followRecording(el, { setLine, setTime, setStatus });
  }, []);

  // Leaving the page (or this call) stops the browser's voices: they would go on talking.
  useEffect(() => {
    const stop = () => reading.current?.stop();
    addEventListener("pagehide", stop);
    return () => {
      removeEventListener("pagehide", stop);
      stop();
    };
  }, []);

  // The transcript scrolls on phones once every line shows; the line being said stays in view
  // inside it (the page itself never moves).
  useEffect(() => {
    const list = transcript.current;
    if (!list || !expanded) return;
    setScrollable(list.scrollHeight > list.clientHeight + 1);
    scrollToLine(list, line);
  }, [line, expanded]);

  const speak = useCallback(
    (from: number) => readAloudFrom(from, lines, { cast, reading, setStatus, setLine }),
    [lines],
  );

  const press = () => {
    const el = audio.current;
    if (status === "loading") return;
    if (el) return pressRecording(el, status, setStatus, setLine);
    if (status === "playing") {
      resumeAt.current = reading.current?.stop() ?? 0;
      reading.current = null;
      return setStatus("paused");
    }
    if (status === "paused") return void speak(resumeAt.current);
    setLine(null);
    void speak(0);
  };

  const blocked = status === "unavailable" || status === "failed";
  return (
    <LiveCallCard
      call={call}
      visual={visual}
      className={className}
      playback={{
        controls: (
          <PlayerControls
            status={status}
            line={line}
            lineCount={lines.length}
            time={time}
            recording={recording}
            caption={call.caption ?? call.line}
            onPress={press}
            audioRef={audio}
          />
        ),
        notice: blocked ? <PlayerNotice unavailable={status === "unavailable"} /> : undefined,
        activeLine: blocked ? null : line,
        expanded,
        scrollable,
        ended: status === "ended",
        transcriptRef: transcript,
      }}
    />
  );
}

/** The player's row in the card: the play button, the waveform, what plays, the progress, and the hidden `<audio>`. */
function PlayerControls({
  status,
  line,
  lineCount,
  time,
  recording,
  caption,
  onPress,
  audioRef,
}: {
  status: Status;
  line: number | null;
  lineCount: number;
  time: { at: number; duration: number };
  recording: SampleCallView["recording"];
  caption: string;
  onPress: () => void;
  audioRef: RefObject<HTMLAudioElement | null>;
}) {
  const playing = status === "playing";
  const progress = recording
    ? time.duration > 0
      ? time.at / time.duration
      : 0
    : status === "ended"
      ? 1
      : line === null
        ? 0
        : (line + 1) / lineCount;
  const valueText = recording
    ? `${clock(time.at)} of ${time.duration > 0 ? clock(time.duration) : "the call"}`
    : `Line ${line === null ? 0 : line + 1} of ${lineCount}`;
  const waveStyle: CSSProperties | undefined =
    status === "idle"
      ? undefined
      : { animationIterationCount: "infinite", animationPlayState: playing ? "running" : "paused" };
  const Icon = playing ? Pause : status === "ended" ? RotateCcw : Play;

  return (
    <div>
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={onPress}
          aria-busy={status === "loading" || undefined}
          className="inline-flex h-10 shrink-0 items-center gap-2 rounded-full bg-primary pr-4 pl-3 text-sm font-semibold text-primary-foreground shadow-sm transition-colors hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring motion-reduce:transition-none"
        >
          <Icon aria-hidden="true" className={cn("size-4", Icon === Play && "fill-current")} />
          {LABELS[status]}
        </button>
        <Waveform style={waveStyle} className={cn(!playing && status !== "idle" && "opacity-60")} />
      </div>
      <p className="mt-2.5 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
        <span className="text-pretty">{caption}</span>
        <span className="tabular-nums">
          {recording
            ? time.duration > 0
              ? `${clock(time.at)} / ${clock(time.duration)}`
              : "Recorded call"
            : "Read aloud by your browser's voices"}
        </span>
      </p>
      <div
        role="progressbar"
        aria-label="Call progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
        aria-valuetext={valueText}
        className="mt-2 h-1 overflow-hidden rounded-full bg-muted"
      >
        <span
          className="block h-full origin-left rounded-full bg-primary transition-transform duration-300 motion-reduce:transition-none"
          style={{ transform: `scaleX(${progress})` }}
        />
      </div>
      {recording && (
        <audio ref={audioRef} preload="none" src={recording.audio} crossOrigin={crossOriginOf(recording.cues)}>
          <track kind="captions" srcLang="en" label="Transcript" src={recording.cues} />
        </audio>
      )}
    </div>
  );
}

/** Why the call cannot be played here (no voices, or it failed), with the way to the live demo. */
function PlayerNotice({ unavailable }: { unavailable: boolean }) {
  return (
    <p
      role="status"
      className="mx-4 mt-4 rounded-xl border border-primary/30 bg-brand-soft px-3.5 py-2.5 text-[0.8125rem] text-pretty text-secondary-foreground sm:mx-5 sm:text-sm"
    >
      {unavailable ? NO_VOICES : PLAY_FAILED}{" "}
      <Link to="/demo" className="font-semibold text-primary underline underline-offset-2">
        live demo
      </Link>
      .
    </p>
  );
}

/** Captions from another site load only with CORS (the site's own files need nothing). */
function crossOriginOf(url: string): "anonymous" | undefined {
  return /^https:\/\//.test(url) ? "anonymous" : undefined;
}

/** An island (decision 079): the card is the server's HTML; the player wakes with the page. */
export const SampleCallPlayer = island("sample-call", SampleCallPlayerView);
