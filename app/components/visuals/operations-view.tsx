import type { ReactNode } from "react";
import type { OperationsMetric, OperationsSample } from "~/content/visuals";
import { cn } from "~/lib/cn";
import { motion, visualCard } from "./motion";

function Bars({ series, delay, small }: { series: number[]; delay: number; small: boolean }) {
  const max = Math.max(...series);
  return (
    <span aria-hidden="true" className={cn("flex items-end", small ? "h-6 gap-0.5" : "h-10 gap-1")}>
      {series.map((v, i) => (
        <span
          key={i}
          className={cn("vx-bar w-full rounded-sm", i === series.length - 1 ? "bg-primary" : "bg-primary/35")}
          style={{ height: `${Math.max(8, Math.round((v / max) * 100))}%`, ...motion({ delay: delay + i * 0.05 }) }}
        />
      ))}
    </span>
  );
}

function Sparkline({ series, delay, small }: { series: number[]; delay: number; small: boolean }) {
  const w = 120;
  const h = 40;
  const min = Math.min(...series);
  const max = Math.max(...series);
  const pts = series.map((v, i) => {
    const x = (i / (series.length - 1)) * (w - 4) + 2;
    const y = h - 4 - ((v - min) / (max - min || 1)) * (h - 8);
    return [Math.round(x * 10) / 10, Math.round(y * 10) / 10] as const;
  });
  const d = pts.map(([x, y], i) => `${i ? "L" : "M"}${x} ${y}`).join(" ");
  const [lx, ly] = pts[pts.length - 1];
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${w} ${h}`}
      preserveAspectRatio="none"
      className={cn("w-full overflow-visible", small ? "h-6" : "h-10")}
    >
      <path d={`${d} L${w - 2} ${h} L2 ${h} Z`} className="fill-primary/10" />
      <path
        d={d}
        pathLength={200}
        className="vx-draw fill-none stroke-primary"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        vectorEffect="non-scaling-stroke"
        style={motion({ delay, len: 200 })}
      />
      <circle cx={lx} cy={ly} r="3" className="fill-primary" />
    </svg>
  );
}

function Tile({ metric, index, small }: { metric: OperationsMetric; index: number; small: boolean }) {
  const down = metric.change.startsWith("−") || metric.change.startsWith("-");
  const delay = 0.3 + index * 0.15;
  const Chart = metric.chart === "bars" ? Bars : Sparkline;
  return (
    <div className={cn("rounded-xl border bg-background/60", small ? "p-2.5" : "p-3")}>
      <dt className={cn("font-medium text-muted-foreground", small ? "truncate text-[0.6875rem]" : "text-xs")}>
        {small && metric.shortLabel ? metric.shortLabel : metric.label}
      </dt>
      <dd className={cn("mt-1 flex items-baseline justify-between", small ? "gap-1" : "gap-2")}>
        <span className={cn("font-bold tracking-tight tabular-nums", small ? "text-base" : "text-xl")}>
          {metric.value}
        </span>
        <span
          className={cn(
            "text-xs font-semibold tabular-nums",
            small && "text-[0.625rem]",
            down ? "text-muted-foreground" : "text-primary",
          )}
        >
          {metric.change}
        </span>
      </dd>
      <dd className={small ? "mt-1.5" : "mt-2"}>
        <Chart series={metric.series} delay={delay} small={small} />
      </dd>
    </div>
  );
}

/**
 * An operations dashboard in miniature: calls answered, bookings, hand-offs, hours saved, each
 * with a week of bars or a sparkline. The figures are a sample and the card says so. Bars grow
 * and lines draw once (CSS only); under reduced motion they are simply there.
 */
export function OperationsView({
  sample,
  className,
  layout = "grid",
  children,
}: {
  sample: OperationsSample;
  className?: string;
  /** `grid`: two by two; `strip`: one row of four small tiles (layered under the call card). */
  layout?: "grid" | "strip";
  /** Shown under the tiles (e.g. the page's own list). */
  children?: ReactNode;
}) {
  return (
    <figure
      aria-label={`${sample.note}: ${sample.metrics.map((m) => `${m.label} ${m.value}`).join(", ")}`}
      data-visual="operations"
      className={cn(visualCard, layout === "strip" ? "p-3" : "p-4", className)}
    >
      <figcaption className="flex items-center justify-between gap-3">
        <span className="text-sm font-semibold">
          {sample.title} <span className="font-normal text-muted-foreground">· {sample.period}</span>
        </span>
        <span className="rounded-full border px-2 py-0.5 text-[0.6875rem] font-semibold text-muted-foreground">
          {sample.note}
        </span>
      </figcaption>
      <dl className={cn("grid", layout === "strip" ? "mt-2.5 grid-cols-4 gap-2" : "mt-3 grid-cols-2 gap-2.5")}>
        {sample.metrics.map((m, i) => (
          <Tile key={m.label} metric={m} index={i} small={layout === "strip"} />
        ))}
      </dl>
      {children}
    </figure>
  );
}
