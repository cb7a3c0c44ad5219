import { useId } from "react";
import { BASIC_PACKAGE_CENTS, formatCompactDollars, formatDollars } from "./roi";

const W = 640;
const H = 260;
const PAD = { top: 16, right: 12, bottom: 30, left: 56 };

/** A nice round axis maximum at or above the value: 1, 2, 2.5 or 5 times a power of ten. */
function niceMax(cents: number) {
  if (cents <= 0) return 100;
  const power = 10 ** Math.floor(Math.log10(cents));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= cents) return step * power;
  return 10 * power;
}

/**
 * Cumulative savings by month as an inline SVG bar chart (no chart library), with the
 * $3,000 Basic package as a dashed reference line, and the same numbers as a table for
 * screen readers.
 */
export function SavingsChart({
  cumulativeCents,
  title,
  description,
  packageLabel,
}: {
  cumulativeCents: number[];
  title: string;
  description: string;
  packageLabel: string;
}) {
  const id = useId();
  const top = niceMax(Math.max(cumulativeCents.at(-1) ?? 0, BASIC_PACKAGE_CENTS));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const y = (cents: number) => PAD.top + plotH - (cents / top) * plotH;
  const slot = plotW / cumulativeCents.length;
  const ticks = [0, top / 4, top / 2, (top * 3) / 4, top];
  const packageY = y(BASIC_PACKAGE_CENTS);
  return (
    <figure className="rounded-xl border bg-card p-4 sm:p-5">
      <figcaption id={`${id}-title`} className="font-semibold">
        {title}
      </figcaption>
      <p id={`${id}-desc`} className="mt-1 text-sm text-muted-foreground">
        {description}
      </p>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        className="mt-4 h-auto w-full overflow-visible text-muted-foreground"
      >
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className="stroke-border" strokeWidth={1} />
            <text x={PAD.left - 8} y={y(t)} dy="0.32em" textAnchor="end" className="fill-current text-[13px]">
              {formatCompactDollars(t)}
            </text>
          </g>
        ))}
        {cumulativeCents.map((c, i) => {
          const barW = slot * 0.62;
          const x = PAD.left + i * slot + (slot - barW) / 2;
          return (
            <g key={i}>
              <rect
                x={x}
                y={y(c)}
                width={barW}
                height={Math.max(0, PAD.top + plotH - y(c))}
                rx={3}
                className="fill-primary"
              >
                <title>{`Month ${i + 1}: ${formatDollars(c)}`}</title>
              </rect>
              <text x={x + barW / 2} y={H - PAD.bottom + 18} textAnchor="middle" className="fill-current text-[13px]">
                {i + 1}
              </text>
            </g>
          );
        })}
        <line
          x1={PAD.left}
          x2={W - PAD.right}
          y1={packageY}
          y2={packageY}
          className="stroke-foreground"
          strokeWidth={1.5}
          strokeDasharray="6 5"
        />
        <text
          x={PAD.left + 6}
          y={packageY - 7}
          className="fill-foreground stroke-card text-[13px] font-medium"
          strokeWidth={4}
          paintOrder="stroke"
          strokeLinejoin="round"
        >
          {packageLabel}
        </text>
      </svg>
      <p className="mt-1 text-center text-xs text-muted-foreground" aria-hidden="true">
        Month
      </p>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Cumulative savings</th>
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
    </figure>
  );
}
