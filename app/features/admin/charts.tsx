import { useId, type ReactNode } from "react";
import { formTypeLabels } from "~/content/admin";
import { formatCents } from "~/lib/money";
import type { FormType } from "#db/schema";

/**
 * The console's two charts, drawn as inline SVG on the server: no chart library, no
 * JavaScript, readable without it. Each chart has a text summary for screen readers and its
 * numbers in a table under a disclosure.
 */

const palette = [
  "fill-indigo-500 bg-indigo-500",
  "fill-sky-500 bg-sky-500",
  "fill-emerald-500 bg-emerald-500",
  "fill-amber-500 bg-amber-500",
  "fill-rose-500 bg-rose-500",
  "fill-violet-500 bg-violet-500",
  "fill-teal-500 bg-teal-500",
  "fill-orange-500 bg-orange-500",
];
const typeOrder = Object.keys(formTypeLabels);
const colorOf = (formType: string) => palette[Math.max(0, typeOrder.indexOf(formType)) % palette.length];
const label = (formType: string) => formTypeLabels[formType as FormType] ?? formType;

const W = 900;
const H = 200;

function niceMax(n: number) {
  if (n <= 4) return 4;
  const p = 10 ** Math.floor(Math.log10(n));
  const steps = [1, 2, 2.5, 5, 10];
  return (steps.find((s) => s * p >= n) ?? 10) * p;
}

function Grid() {
  return (
    <g className="stroke-border" aria-hidden="true">
      {[0, 0.25, 0.5, 0.75, 1].map((f) => (
        <line key={f} x1={0} x2={W} y1={H - f * H} y2={H - f * H} strokeWidth={1} vectorEffect="non-scaling-stroke" />
      ))}
    </g>
  );
}

export type LeadsChartData = { days: string[]; series: { formType: string; counts: number[] }[] };

/** A chart's frame: the y-axis labels (top, middle, zero), the plot area with its grid, and the title and summary screen readers hear. */
function PlotFrame({
  id,
  height,
  axis,
  title,
  summary,
  children,
}: {
  id: string;
  height: "h-40" | "h-48";
  axis: [ReactNode, ReactNode, ReactNode];
  title: string;
  summary: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-2">
      <div
        className={`flex ${height} flex-col justify-between text-right text-xs text-muted-foreground tabular-nums`}
        aria-hidden="true"
      >
        <span>{axis[0]}</span>
        <span>{axis[1]}</span>
        <span>{axis[2]}</span>
      </div>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        className={`${height} w-0 min-w-0 flex-1 overflow-visible`}
        role="img"
        aria-labelledby={`${id}-t ${id}-d`}
      >
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{summary}</desc>
        <Grid />
        {children}
      </svg>
    </div>
  );
}

export function LeadsPerDayChart({ data }: { data: LeadsChartData }) {
  const id = useId();
  const totals = data.days.map((_, i) => data.series.reduce((s, x) => s + x.counts[i], 0));
  const sum = totals.reduce((s, n) => s + n, 0);
  const max = niceMax(Math.max(0, ...totals));
  const busiest = totals.indexOf(Math.max(...totals));
  const slot = W / data.days.length;
  const summary = sum
    ? `${sum} leads in the last ${data.days.length} days; the busiest day was ${data.days[busiest]} with ${totals[busiest]}.`
    : `No leads in the last ${data.days.length} days.`;
  return (
    <figure>
      <PlotFrame id={id} height="h-48" axis={[max, max / 2, "0"]} title="Leads per day by form type" summary={summary}>
        {data.days.map((day, i) => {
          if (!totals[i]) return null;
          let y = H;
          const parts = data.series.filter((s) => s.counts[i] > 0);
          return (
            <g key={day}>
              <title>{`${day}: ${totals[i]} (${parts.map((s) => `${s.counts[i]} ${label(s.formType)}`).join(", ")})`}</title>
              {parts.map((s) => {
                const h = (s.counts[i] / max) * H;
                y -= h;
                return (
                  <rect
                    key={s.formType}
                    x={i * slot + slot * 0.12}
                    width={slot * 0.76}
                    y={y}
                    height={h}
                    className={colorOf(s.formType)}
                  />
                );
              })}
            </g>
          );
        })}
      </PlotFrame>
      <div className="mt-1 flex justify-between pl-8 text-xs text-muted-foreground tabular-nums" aria-hidden="true">
        <span>{data.days[0]}</span>
        <span>{data.days[Math.floor(data.days.length / 2)]}</span>
        <span>{data.days.at(-1)}</span>
      </div>
      <figcaption className="mt-3">
        {data.series.length ? (
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-label="Form types">
            {data.series.map((s) => (
              <li key={s.formType} className="flex items-center gap-1.5">
                <span aria-hidden="true" className={`inline-block size-2.5 rounded-sm ${colorOf(s.formType)}`} />
                {label(s.formType)} ({s.counts.reduce((a, b) => a + b, 0)})
              </li>
            ))}
          </ul>
        ) : null}
        <p className="mt-1 text-xs text-muted-foreground">{summary}</p>
      </figcaption>
      {sum ? (
        <NumbersTable
          label="Leads per day"
          columns={[...data.series.map((s) => label(s.formType)), "Total"]}
          rows={data.days.flatMap((day, i) =>
            totals[i] ? [{ day, cells: [...data.series.map((s) => s.counts[i]!), totals[i]!] }] : [],
          )}
        />
      ) : null}
    </figure>
  );
}

export function RevenuePerWeekChart({ weeks }: { weeks: { start: string; cents: number }[] }) {
  const id = useId();
  const total = weeks.reduce((s, w) => s + w.cents, 0);
  const max = Math.max(0, ...weeks.map((w) => w.cents));
  const top = max ? niceMax(max / 100) * 100 : 100_000;
  const slot = W / Math.max(1, weeks.length);
  const summary = total
    ? `${formatCents(total)} net paid revenue over ${weeks.length} weeks; best week starting ${weeks.find((w) => w.cents === max)?.start} with ${formatCents(max)}.`
    : `No paid revenue in the last ${weeks.length} weeks.`;
  return (
    <figure>
      <PlotFrame
        id={id}
        height="h-48"
        axis={[formatCents(top), formatCents(top / 2), "$0"]}
        title="Net paid revenue per week"
        summary={summary}
      >
        {weeks.map((w, i) =>
          w.cents ? (
            <rect
              key={w.start}
              x={i * slot + slot * 0.15}
              width={slot * 0.7}
              y={H - (w.cents / top) * H}
              height={(w.cents / top) * H}
              className="fill-primary"
            >
              <title>{`Week of ${w.start}: ${formatCents(w.cents)}`}</title>
            </rect>
          ) : null,
        )}
      </PlotFrame>
      <div className="mt-1 flex justify-between pl-14 text-xs text-muted-foreground tabular-nums" aria-hidden="true">
        <span>{weeks[0]?.start}</span>
        <span>{weeks.at(-1)?.start}</span>
      </div>
      <figcaption className="mt-3 text-xs text-muted-foreground">{summary}</figcaption>
      {total ? (
        <NumbersTable
          label="Net paid revenue per week"
          rowHeader="Week starting"
          columns={["Net revenue"]}
          rows={weeks.map((w) => ({ day: w.start, cells: [formatCents(w.cents)] }))}
        />
      ) : null}
    </figure>
  );
}

/**
 * One count per day over any range (the analytics page's visitors and leads), drawn like
 * LeadsPerDayChart: bars, a text summary, and the numbers under a disclosure.
 */
export function DailyCountChart({
  days,
  counts,
  title,
  noun,
  color = "fill-primary",
}: {
  days: string[];
  counts: number[];
  title: string;
  /** Plural noun for the summary ("visitors", "leads"). */
  noun: string;
  color?: string;
}) {
  const id = useId();
  const sum = counts.reduce((s, n) => s + n, 0);
  const max = niceMax(Math.max(0, ...counts));
  const busiest = counts.indexOf(Math.max(...counts));
  const slot = W / Math.max(1, days.length);
  const span = `from ${days[0]} to ${days.at(-1)}`;
  const summary = sum
    ? `${sum} ${noun} ${span}; the busiest day was ${days[busiest]} with ${counts[busiest]}.`
    : `No ${noun} ${span}.`;
  return (
    <figure>
      <PlotFrame id={id} height="h-40" axis={[max, max / 2, "0"]} title={title} summary={summary}>
        {days.map((day, i) =>
          counts[i] ? (
            <rect
              key={day}
              x={i * slot + slot * 0.12}
              width={slot * 0.76}
              y={H - (counts[i] / max) * H}
              height={(counts[i] / max) * H}
              className={color}
            >
              <title>{`${day}: ${counts[i]}`}</title>
            </rect>
          ) : null,
        )}
      </PlotFrame>
      <div className="mt-1 flex justify-between pl-8 text-xs text-muted-foreground tabular-nums" aria-hidden="true">
        <span>{days[0]}</span>
        <span>{days.at(-1)}</span>
      </div>
      <figcaption className="mt-2 text-xs text-muted-foreground">{summary}</figcaption>
      {sum ? (
        <NumbersTable
          label={title}
          columns={[noun.charAt(0).toUpperCase() + noun.slice(1)]}
          rows={days.map((day, i) => ({ day, cells: [counts[i]!] }))}
        />
      ) : null}
    </figure>
  );
}

/**
 * A chart's figures as a table, behind "Show the numbers": one row per day (or week), a cell per
 * column. The charts' accessible equivalent (the bars are drawn for the eye only).
 */
function NumbersTable({
  label,
  rowHeader = "Day",
  columns,
  rows,
}: {
  label: string;
  rowHeader?: string;
  columns: string[];
  rows: { day: string; cells: (number | string)[] }[];
}) {
  const pad = (i: number) => (i < columns.length - 1 ? "py-1 pr-3" : "py-1");
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-primary">Show the numbers</summary>
      <div className="mt-2 max-h-64 overflow-auto" tabIndex={0} role="region" aria-label={label}>
        <table className="w-full text-left text-xs">
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-3">
                {rowHeader}
              </th>
              {columns.map((c, i) => (
                <th key={c} scope="col" className={pad(i)}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.day} className="border-t">
                <th scope="row" className="py-1 pr-3 font-normal tabular-nums">
                  {r.day}
                </th>
                {r.cells.map((n, i) => (
                  <td key={columns[i]} className={`${pad(i)} tabular-nums`}>
                    {n}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
