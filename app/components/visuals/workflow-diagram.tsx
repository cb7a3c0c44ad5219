import type { ReactNode } from "react";
import { Icon } from "~/components/icon";
import type { WorkflowStep } from "~/content/visuals";
import { cn } from "~/lib/cn";
import { motion, visualCard } from "./motion";

const STEP = 0.8;

/**
 * A workflow as nodes and moving connectors (call → AI agent → CRM → follow-up SMS), with the
 * event log it leaves behind. Built from `WorkflowStep[]`; CSS animation only (the nodes light up
 * in order, the connectors flow for a while, the log lines arrive), final state under reduced
 * motion. Real text: an ordered list of steps and a list of events.
 */
export function WorkflowDiagram({
  steps,
  log,
  title = "Automation · runs after every call",
  className,
  children,
}: {
  steps: WorkflowStep[];
  log?: { time: string; text: string }[];
  title?: string;
  className?: string;
  /** Shown under the diagram (e.g. the page's own list). */
  children?: ReactNode;
}) {
  return (
    <figure
      aria-label={`Workflow: ${steps.map((s) => s.title).join(", then ")}`}
      data-visual="workflow"
      className={cn(visualCard, "p-4 sm:p-5", className)}
    >
      <figcaption className="flex items-center justify-between gap-3 text-sm font-semibold">
        {title}
        <span className="flex items-center gap-1.5 text-xs font-semibold text-primary">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-signal" />
          Active
        </span>
      </figcaption>
      <ol className="mt-4 grid grid-cols-4 gap-3">
        {steps.map((step, i) => (
          <li key={step.title} className="relative flex min-w-0 flex-col items-center text-center">
            {i > 0 && (
              // From the previous node's edge to this one's: column + 0.75rem gap − node width − margins.
              <svg
                aria-hidden="true"
                viewBox="0 0 24 8"
                preserveAspectRatio="none"
                className="absolute top-5 right-[calc(50%+1.75rem)] h-2 w-[calc(100%-2.75rem)] overflow-visible text-signal"
              >
                <path
                  d="M0 4H24"
                  stroke="currentColor"
                  strokeOpacity="0.3"
                  strokeWidth="2"
                  vectorEffect="non-scaling-stroke"
                />
                <path
                  d="M0 4H24"
                  className="vx-flow"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  vectorEffect="non-scaling-stroke"
                  style={motion({ delay: i * STEP })}
                />
              </svg>
            )}
            <span
              className={cn(
                "vx-pop relative flex size-12 items-center justify-center rounded-xl border",
                i === 1
                  ? "border-primary bg-primary text-primary-foreground"
                  : "bg-secondary text-secondary-foreground",
              )}
              style={motion({ delay: 0.2 + i * STEP })}
            >
              <Icon name={step.icon} className="size-5" />
            </span>
            <span className="mt-2 text-xs font-semibold text-balance sm:text-[0.8125rem]">{step.title}</span>
            <span className="mt-0.5 hidden text-[0.6875rem] leading-snug text-balance text-muted-foreground sm:block">
              {step.detail}
            </span>
          </li>
        ))}
      </ol>
      {log && log.length > 0 && (
        <ul aria-label="Event log, sample" className="mt-4 space-y-1.5 rounded-xl border bg-muted/50 p-3 text-xs">
          {log.map((entry, i) => (
            <li key={entry.time} className="vx-in flex gap-3" style={motion({ delay: 0.5 + i * STEP })}>
              <span className="shrink-0 font-mono text-muted-foreground tabular-nums">{entry.time}</span>
              <span className="flex-1">{entry.text}</span>
              <Icon name="check" className="size-3.5 shrink-0 text-primary" />
            </li>
          ))}
        </ul>
      )}
      {children}
    </figure>
  );
}
