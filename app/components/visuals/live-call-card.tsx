import type { CSSProperties } from "react";
import { Icon } from "~/components/icon";
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

/**
 * A call in progress, drawn from a `CallSample`: caller, live timer, a waveform, the transcript
 * appearing line by line, then the outcome chips. CSS animation only (app.css `vx-*`), so it runs
 * from the first paint without JavaScript, never changes size (every line has its place from the
 * start) and shows its final state under reduced motion. Real text: the transcript is a list a
 * screen reader reads with who said what.
 */
export function LiveCallCard({ call, className }: { call: CallSample; className?: string }) {
  const shown = call.transcript;
  // On phones the card stays compact: the first PHONE_LINES lines (the rest are display: none).
  const done = lineDelay(shown.length - 1) + 0.9;
  return (
    <figure
      aria-label={`Sample call with the AI voice agent: ${call.caller.name}, ${call.line}`}
      data-visual="live-call"
      className={cn(visualCard, "relative overflow-hidden", className)}
    >
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

      <div className="px-4 pt-4 sm:px-5">
        <div className="flex items-center gap-3">
          <span className="shrink-0 text-[0.6875rem] font-semibold tracking-wide text-muted-foreground uppercase">
            AI agent
          </span>
          {/* One strip holding the bars twice, slid by one copy's width: a single animation. Bars
              that each breathed at their own pace (24 animations out of phase) woke the main
              thread on every frame (decision 080). */}
          <span aria-hidden="true" className="vx-wave flex h-7 flex-1 overflow-hidden sm:h-9">
            <span className="flex h-full w-[200%] shrink-0 items-center">
              {[...WAVE, ...WAVE].map((h, i) => (
                <span
                  key={i}
                  className="mr-[3px] min-w-0 flex-1 rounded-full bg-signal"
                  style={{ height: `${Math.round(h * 100)}%` }}
                />
              ))}
            </span>
          </span>
        </div>
      </div>

      <ol className="space-y-2.5 px-4 pt-4 text-[0.8125rem] sm:px-5 sm:text-sm">
        {shown.map((line, i) => {
          const agent = line.from === "agent";
          return (
            <li
              key={i}
              className={cn("vx-in flex", agent ? "justify-start" : "justify-end", i >= PHONE_LINES && "max-sm:hidden")}
              style={motion({ delay: lineDelay(i) })}
            >
              <p
                className={cn(
                  "max-w-[88%] rounded-2xl px-3.5 py-2 text-pretty",
                  agent
                    ? "rounded-tl-md bg-secondary text-secondary-foreground"
                    : "rounded-tr-md border bg-background text-foreground",
                )}
              >
                <span
                  className={cn(
                    "block text-[0.6875rem] font-semibold",
                    agent ? "text-primary" : "text-muted-foreground",
                  )}
                >
                  {agent ? "AI agent" : (call.customerLabel ?? "Caller")}
                  <span className="sr-only">:</span>
                </span>
                {line.text}
              </p>
            </li>
          );
        })}
      </ol>

      <ul aria-label="Result of the call" className="flex flex-wrap gap-2 px-4 pt-4 pb-4 sm:px-5 sm:pb-5">
        {call.outcomes.map((o, i) => (
          <li
            key={o}
            className="vx-pop inline-flex items-center gap-1.5 rounded-full border border-primary/25 bg-brand-soft px-3 py-1 text-xs font-semibold text-secondary-foreground"
            style={motion({ delay: done + i * 0.35 })}
          >
            <Icon name="check" className="size-3.5 text-primary" />
            {o}
          </li>
        ))}
      </ul>
    </figure>
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
