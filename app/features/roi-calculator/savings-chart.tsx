import { useId } from "react";
import { BASIC_PACKAGE_CENTS, formatCompactDollars, formatDollars } from "./roi";

/** Head room above the tallest bar: the axis ends at about 1.1 × the largest value. */
export const AXIS_HEADROOM = 1.1;

/** A round tick step (1, 2, 2.5 or 5 times a power of ten) giving about four ticks up to `top`. */
function tickStep(top: number) {
  const rough = top / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= rough) return step * power;
  return 10 * power;
}

/**
 * The value axis: its top is 1.1 × the largest value drawn (the tallest bar, or the package
 * line when that is higher), so the bars fill the plot; grid lines at round steps below it.
 */
export function savingsAxis(cumulativeCents: number[], referenceCents: number) {
  const largest = Math.max(...cumulativeCents, referenceCents, 1);
  const top = Math.round(largest * AXIS_HEADROOM);
  const step = tickStep(top);
  const ticks: number[] = [];
  for (let t = 0; t <= top; t += step) ticks.push(t);
  return { top, ticks };
}

/**
 * Cumulative savings by month: bars and grid lines in an inline SVG stretched to the box,
 * labels in HTML so they stay readable at every width; the $3,000 Basic package is a dashed
 * reference line, named in the legend under the plot (never on top of the bars). The same
 * numbers are in a table for screen readers.
 */
export function SavingsChart({
  cumulativeCents,
  title,
  description,
  packageLabel,
  barsLabel,
  monthLabel,
}: {
  cumulativeCents: number[];
  title: string;
  description: string;
  packageLabel: string;
  barsLabel: string;
  monthLabel: string;
}) {
  const id = useId();
  const { top, ticks } = savingsAxis(cumulativeCents, BASIC_PACKAGE_CENTS);
  return (
    <figure className="rounded-xl border bg-card p-4 sm:p-5">
      <figcaption id={`${id}-title`} className="font-semibold">
        {title}
      </figcaption>
      <p id={`${id}-desc`} className="mt-1 text-sm text-muted-foreground">
        {description}
      </p>
      <div
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        className="mt-5 pl-12 text-xs text-muted-foreground"
      >
        <SavingsPlot cumulativeCents={cumulativeCents} top={top} ticks={ticks} />
        <div aria-hidden="true" className="mt-1.5 grid grid-cols-12 text-center tabular-nums">
          {cumulativeCents.map((_, i) => (
            <span key={i}>{i + 1}</span>
          ))}
        </div>
        <p aria-hidden="true" className="mt-1 text-center">
          {monthLabel}
        </p>
        <ChartLegend barsLabel={barsLabel} packageLabel={packageLabel} />
      </div>
      <SavingsTable cumulativeCents={cumulativeCents} title={title} monthLabel={monthLabel} />
    </figure>
  );
}

/** The plot: the axis' dollar labels (HTML), then grid lines, the month bars and the dashed package line (SVG). */
function SavingsPlot({ cumulativeCents, top, ticks }: { cumulativeCents: number[]; top: number; ticks: number[] }) {
  const pct = (cents: number) => (cents / top) * 100;
  const slot = 100 / cumulativeCents.length;
  return (
    <div className="relative h-52 sm:h-60" data-testid="savings-plot" data-axis-max={top}>
      {ticks.map((t) => (
        <span
          key={t}
          aria-hidden="true"
          className="absolute -left-12 w-10 -translate-y-1/2 text-right tabular-nums"
          style={{ top: `${100 - pct(t)}%` }}
        >
          {formatCompactDollars(t)}
        </span>
      ))}
      <svg
        viewBox="0 0 100 100"
        preserveAspectRatio="none"
        aria-hidden="true"
        className="absolute inset-0 size-full overflow-visible"
      >
        {ticks.map((t) => (
          <line
            key={t}
            x1={0}
            x2={100}
            y1={100 - pct(t)}
            y2={100 - pct(t)}
            className="stroke-border"
            strokeWidth={1}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {cumulativeCents.map((c, i) => (
          <rect
            key={i}
            x={i * slot + slot * 0.18}
            width={slot * 0.64}
            y={100 - pct(c)}
            height={pct(c)}
            className="fill-primary"
          />
        ))}
        <line
          x1={0}
          x2={100}
          y1={100 - pct(BASIC_PACKAGE_CENTS)}
          y2={100 - pct(BASIC_PACKAGE_CENTS)}
          className="stroke-foreground"
          strokeWidth={1.5}
          strokeDasharray="6 5"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
    </div>
  );
}

/** Under the plot: what the bars are and what the dashed line is. */
function ChartLegend({ barsLabel, packageLabel }: { barsLabel: string; packageLabel: string }) {
  return (
    <ul aria-hidden="true" data-testid="savings-legend" className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5">
      <li className="flex items-center gap-2">
        <span className="size-3 rounded-sm bg-primary" />
        {barsLabel}
      </li>
      <li className="flex items-center gap-2 font-medium text-foreground">
        <svg viewBox="0 0 24 2" className="h-0.5 w-6 overflow-visible">
          <line x1={0} x2={24} y1={1} y2={1} className="stroke-foreground" strokeWidth={1.5} strokeDasharray="6 5" vectorEffect="non-scaling-stroke" />
        </svg>
        {packageLabel}
      </li>
    </ul>
  );
}

/** The same numbers as a table, for screen readers. */
function SavingsTable({ cumulativeCents, title, monthLabel }: { cumulativeCents: number[]; title: string; monthLabel: string }) {
  return (
    <div className="sr-only">
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{monthLabel}</th>
            <th scope="col">{title}</th>
          </tr>
        </thead>
        <tbody>
          {cumulativeCents.map((c, i) => (
            <tr key={i}>
              <th scope="row">{i + 1}</th>
              <td>{formatDollars(c)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
