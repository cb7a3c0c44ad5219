import { CircleCheck } from "lucide-react";
import type { CSSProperties, ReactNode, Ref } from "react";
import type { CallSample } from "~/content/visuals";
import { cn } from "~/lib/cn";
import { lineDelay, motion, visualCard } from "./motion";

/** Bar heights (0–1) of the waveform: a fixed shape, so the server and browser draw the same. */
const WAVE = [
  0.3, 0.55, 0.85, 0.6, 0.95, 0.7, 0.4, 0.75, 1, 0.5, 0.65, 0.9, 0.45, 0.35, 0.8, 0.6, 0.95, 0.5, 0.7, 0.4, 0.85, 0.55,
  0.35, 0.5,
];

const PHONE_LINES = 3;

function initials(name: string) {
  const words = name.split(/\s+/).filter((w) => /^[A-Za-zÀ-ÿ]/.test(w));
  return (words[0]?.[0] ?? "") + (words[1]?.[0] ?? "");
}

/** What a sample call's player (app/features/sample-calls) adds to the card; the card stays presentational. */
export type CallCardPlayback = {
  /** Drawn in place of the waveform row: the play button, the waveform, the progress. */
  controls: ReactNode;
  /** Shown above the transcript (e.g. why the call cannot be played aloud). */
  notice?: ReactNode;
  /** The line being said, highlighted and marked `aria-current`. */
  activeLine: number | null;
  /** Every line shown on phones too (compact shows three), in a transcript that scrolls. */
  expanded: boolean;
  /** The transcript scrolls (so it takes keyboard focus to be scrolled). */
  scrollable: boolean;
  /** The call has been heard to its end: the outcome chips stand out. */
  ended: boolean;
  transcriptRef?: Ref<HTMLOListElement>;
};

/** The waveform strip: one element slid by one copy's width, a single animation. */
export function Waveform({ className, style }: { className?: string; style?: CSSProperties }) {
  /* Bars that each breathed at their own pace (24 animations out of phase) woke the main thread
     on every frame (decision 080). */
  return (
    <span aria-hidden="true" className={cn("vx-wave flex h-7 flex-1 overflow-hidden sm:h-9", className)}>
      <span className="flex h-full w-[200%] shrink-0 items-center" style={style}>
        {[...WAVE, ...WAVE].map((h, i) => (
          <span
            key={i}
            className="mr-[3px] min-w-0 flex-1 rounded-full bg-signal"
            style={{ height: `${Math.round(h * 100)}%` }}
          />
        ))}
      </span>
    </span>
  );
}

/** No intro animation: the final state at once (a call being played shows every line). */
const STILL: CSSProperties = { animation: "none" };

/**
 * A call in progress, drawn from a `CallSample`: caller, live timer, a waveform, the transcript
 * appearing line by line, then the outcome chips. CSS animation only (app.css `vx-*`), so it runs
 * from the first paint without JavaScript, never changes size (every line has its place from the
 * start) and shows its final state under reduced motion. Real text: the transcript is a list a
 * screen reader reads with who said what. With `playback` it is a sample call's player's face
 * (decision 100): the controls, the line being said, the whole transcript on phones.
 */
export function LiveCallCard({
  call,
  className,
  visual = "live-call",
  playback,
}: {
  call: CallSample;
  className?: string;
  /** The figure's `data-visual` name. */
  visual?: string;
  playback?: CallCardPlayback;
}) {
  const shown = call.transcript;
  // On phones the card stays compact: the first PHONE_LINES lines (the rest are display: none).
  const done = lineDelay(shown.length - 1) + 0.9;
  const still = Boolean(playback?.expanded);
  return (
    <figure
      aria-label={`Sample call with the AI voice agent: ${call.caller.name}, ${call.line}`}
      data-visual={visual}
      className={cn(visualCard, "relative overflow-hidden", className)}
    >
      <CallHeader call={call} done={done} />

      {playback ? (
        <div className="px-4 pt-4 sm:px-5">{playback.controls}</div>
      ) : (
        <div className="px-4 pt-4 sm:px-5">
          <div className="flex items-center gap-3">
            <span className="shrink-0 text-[0.6875rem] font-semibold tracking-wide text-muted-foreground uppercase">
              AI agent
            </span>
            <Waveform />
          </div>
        </div>
      )}
      {playback?.notice}

      <ol
        ref={playback?.transcriptRef}
        className={cn(
          "relative space-y-2.5 px-4 pt-4 text-[0.8125rem] sm:px-5 sm:text-sm",
          playback?.expanded &&
            "max-sm:max-h-72 max-sm:overflow-y-auto max-sm:overscroll-contain max-sm:border-b max-sm:pb-3",
        )}
        {...(playback?.scrollable ? { tabIndex: 0, "aria-label": "Transcript" } : {})}
      >
        {shown.map((line, i) => (
          <TranscriptLine
            key={i}
            line={line}
            index={i}
            customerLabel={call.customerLabel}
            playback={playback}
            still={still}
          />
        ))}
      </ol>

      <OutcomeChips outcomes={call.outcomes} ended={playback?.ended} still={still} done={done} />
    </figure>
  );
}

/** Who is calling (initials, name, number and line) and the live badge with the call's timer. */
function CallHeader({ call, done }: { call: CallSample; done: number }) {
  return (
    <div className="flex items-center gap-3 border-b px-4 py-3 sm:px-5">
      <span
        aria-hidden="true"
        className="relative flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-bold text-secondary-foreground"
      >
        {initials(call.caller.name)}
        <span className="absolute -right-0.5 -bottom-0.5 size-3 rounded-full border-2 border-card bg-success" />
      </span>
      <figcaption className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold">{call.caller.name}</span>
        <span className="block truncate text-xs text-muted-foreground tabular-nums">
          {call.caller.number} · {call.line}
        </span>
      </figcaption>
      <span className="flex shrink-0 items-center gap-1.5 rounded-full bg-secondary px-2.5 py-1 text-xs font-semibold text-secondary-foreground">
        <span aria-hidden="true" className="relative flex size-2">
          <span className="vx-ping absolute inline-flex size-full rounded-full bg-signal opacity-70" />
          <span className="relative inline-flex size-2 rounded-full bg-signal" />
        </span>
        <span>Live</span>
        <CallClock from={call.startAt} to={Math.min(59, call.startAt + Math.ceil(done))} />
      </span>
    </div>
  );
}

/**
 * One line of the transcript, the agent's on the left and the caller's on the right, appearing in
 * turn (or at once while a call is played); with a player, the line being said is marked.
 */
function TranscriptLine({
  line,
  index: i,
  customerLabel,
  playback,
  still,
}: {
  line: CallSample["transcript"][number];
  index: number;
  customerLabel: CallSample["customerLabel"];
  playback: CallCardPlayback | undefined;
  still: boolean;
}) {
  const agent = line.from === "agent";
  const active = playback?.activeLine === i;
  return (
    <li
      data-line={playback ? i : undefined}
      aria-current={active ? "true" : undefined}
      className={cn(
        "vx-in flex",
        agent ? "justify-start" : "justify-end",
        i >= PHONE_LINES && !playback?.expanded && "max-sm:hidden",
      )}
      style={still ? STILL : motion({ delay: lineDelay(i) })}
    >
      <p
        className={cn(
          "max-w-[88%] rounded-2xl px-3.5 py-2 text-pretty",
          playback && "ring-offset-2 ring-offset-card transition-shadow motion-reduce:transition-none",
          agent
            ? "rounded-tl-md bg-secondary text-secondary-foreground"
            : "rounded-tr-md border bg-background text-foreground",
          active && "ring-2 ring-primary",
        )}
      >
        <span className={cn("block text-[0.6875rem] font-semibold", agent ? "text-primary" : "text-muted-foreground")}>
          {agent ? "AI agent" : (customerLabel ?? "Caller")}
          <span className="sr-only">:</span>
          {active && (
            <span aria-hidden="true" className="ml-1.5 inline-block size-1.5 rounded-full bg-signal align-middle" />
          )}
        </span>
        {line.text}
      </p>
    </li>
  );
}

/** The outcome chips, popping in after the last line (standing out once a played call has ended). */
function OutcomeChips({
  outcomes,
  ended,
  still,
  done,
}: {
  outcomes: CallSample["outcomes"];
  ended: boolean | undefined;
  still: boolean;
  done: number;
}) {
  return (
    <ul aria-label="Result of the call" className="flex flex-wrap gap-2 px-4 pt-4 pb-4 sm:px-5 sm:pb-5">
      {outcomes.map((o, i) => (
        <li
          key={o}
          className={cn(
            "vx-pop inline-flex items-center gap-1.5 rounded-full border border-primary/25 bg-brand-soft px-3 py-1 text-xs font-semibold text-secondary-foreground",
            ended && "border-primary ring-1 ring-primary",
          )}
          style={still ? STILL : motion({ delay: done + i * 0.35 })}
        >
          {/* The icon itself, not the shared icon map: the player's island would carry all 32 icons to every page. */}
          <CircleCheck aria-hidden="true" className="size-3.5 text-primary" />
          {o}
        </li>
      ))}
    </ul>
  );
}

const DIGITS = "0123456789";

/**
 * The call's timer, 0:from counting to 0:to while the transcript plays: two strips of digits moved
 * by transform in one-second steps (app.css `.vx-clock`), resting on the final time.
 */
function CallClock({ from, to }: { from: number; to: number }) {
  const style = { ...motion({ from, to }), "--vx-ones": to % 10, "--vx-tens": Math.floor(to / 10) } as CSSProperties;
  return (
    <span aria-hidden="true" className="vx-clock" style={style}>
      0:
      <span>
        <span className="vx-tens">
          {[..."0123450"].map((d, i) => (
            <span key={i}>{d}</span>
          ))}
        </span>
      </span>
      <span>
        <span className="vx-ones">
          {[...`${DIGITS}0`].map((d, i) => (
            <span key={i}>{d}</span>
          ))}
        </span>
      </span>
    </span>
  );
}
