import { useId } from "react";
import { BASIC_PACKAGE_CENTS, formatCompactDollars, formatDollars } from "./roi";

/** A nice round axis maximum at or above the value: 1, 2, 2.5 or 5 times a power of ten. */
function niceMax(cents: number) {
  if (cents <= 0) return 100;
  const power = 10 ** Math.floor(Math.log10(cents));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= cents) return step * power;
  return 10 * power;
}

/**
 * Cumulative savings by month: bars and grid lines in an inline SVG stretched to the box,
 * labels in HTML so they stay readable at every width; the $3,000 Basic package is a dashed
 * reference line. The same numbers are in a table for screen readers.
 */
export function SavingsChart({
  cumulativeCents,
  title,
  description,
  packageLabel,
  monthLabel,
}: {
  cumulativeCents: number[];
  title: string;
  description: string;
  packageLabel: string;
  monthLabel: string;
}) {
  const id = useId();
  const top = niceMax(Math.max(cumulativeCents.at(-1) ?? 0, BASIC_PACKAGE_CENTS));
  const pct = (cents: number) => (cents / top) * 100;
  const ticks = [0, top / 4, top / 2, (top * 3) / 4, top];
  const slot = 100 / cumulativeCents.length;
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
        <div className="relative h-52 sm:h-60">
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
          <span
            aria-hidden="true"
            className="absolute left-1 -translate-y-[calc(100%+3px)] rounded bg-card/90 px-1 font-medium text-foreground"
            style={{ top: `${100 - pct(BASIC_PACKAGE_CENTS)}%` }}
          >
            {packageLabel}
          </span>
        </div>
        <div aria-hidden="true" className="mt-1.5 grid grid-cols-12 text-center tabular-nums">
          {cumulativeCents.map((_, i) => (
            <span key={i}>{i + 1}</span>
          ))}
        </div>
        <p aria-hidden="true" className="mt-1 text-center">
          {monthLabel}
        </p>
      </div>
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
    </figure>
  );
}
