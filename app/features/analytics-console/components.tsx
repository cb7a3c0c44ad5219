import { Field } from "~/components/forms/field";
import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { analyticsCopy as copy, NONE_VALUE, rangePresets } from "~/content/analytics-console";
import { buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Panel } from "~/components/console/ui";
import { Table, Td, Th } from "~/components/ui/table";
import { cn } from "~/lib/cn";
import { badgeTones } from "~/components/ui/badge";
import { formatCents } from "~/lib/money";
import type { FunnelStep, Metric } from "./analytics.server";
import type { Revenue } from "./revenue.server";
import { formatChange, formatCount, formatRate } from "./format";
import { filterKeys, queryParams, type AnalyticsQuery, type FunnelFilters } from "./range";
import { formatVital, type VitalName, type VitalRating } from "./vitals";

/** The analytics page's parts: range picker, period comparison, funnel, tables and speed. */

const linkClass = "font-medium text-primary underline-offset-4 hover:underline";

export function exportHref(query: AnalyticsQuery, table: string) {
  return `/admin/analytics/export?${queryParams(query, { table })}`;
}

export function ExportLink({ query, table, name }: { query: AnalyticsQuery; table: string; name: string }) {
  return (
    <a href={exportHref(query, table)} download className={buttonVariants({ variant: "outline", size: "sm" })}>
      <Download aria-hidden="true" />
      {copy.export}
      <span className="sr-only"> {copy.exportOf(name)}</span>
    </a>
  );
}

export function RangePicker({ query }: { query: AnalyticsQuery }) {
  const { range, filters } = query;
  const presetHref = (key: string) => {
    const p = queryParams({ range: { ...range, preset: "30d" }, filters });
    p.set("range", key);
    return `/admin/analytics?${p}`;
  };
  return (
    <section aria-labelledby="range-heading" className="space-y-3 rounded-lg border bg-card p-4">
      <h2 id="range-heading" className="sr-only">
        {copy.range.legend}
      </h2>
      <nav aria-label={copy.range.presetsLabel}>
        <ul className="flex flex-wrap gap-2">
          {rangePresets.map((p) => (
            <li key={p.key}>
              <Link
                to={presetHref(p.key)}
                aria-current={range.preset === p.key ? "page" : undefined}
                className={buttonVariants({ variant: range.preset === p.key ? "default" : "outline", size: "sm" })}
              >
                {p.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={copy.range.custom}>
        <input type="hidden" name="range" value="custom" />
        {filterKeys.map((k) =>
          filters[k] !== undefined ? (
            <input key={k} type="hidden" name={k} value={filters[k] === "" ? NONE_VALUE : filters[k]} />
          ) : null,
        )}
        <Field tone="subtle" label={copy.range.from} id="range-from" className="w-full min-[420px]:w-44">
          <Input id="range-from" name="from" type="date" required defaultValue={range.from} height="row" />
        </Field>
        <Field tone="subtle" label={copy.range.to} id="range-to" className="w-full min-[420px]:w-44">
          <Input id="range-to" name="to" type="date" required defaultValue={range.to} height="row" />
        </Field>
        <button type="submit" className={buttonVariants({ variant: "outline", size: "sm" })}>
          {copy.range.apply}
        </button>
      </Form>
      <p className="text-sm" data-testid="range-showing">
        <strong>{copy.range.showing(range.from, range.to, range.days)}</strong>,{" "}
        <span className="text-muted-foreground">{copy.range.compared(range.prevFrom, range.prevTo)}</span>
      </p>
    </section>
  );
}

const changeTone = {
  up: "text-emerald-700 dark:text-emerald-300",
  down: "text-red-700 dark:text-red-300",
  same: "text-muted-foreground",
  new: "text-emerald-700 dark:text-emerald-300",
  none: "text-muted-foreground",
} as const;
const arrows = { up: "▲", down: "▼", same: "", new: "", none: "" } as const;

export function Change({ change, current }: { change: number | null; current: number }) {
  const { text, direction } = formatChange(change, current);
  const said =
    direction === "up" || direction === "down"
      ? `${copy.summary.change[direction]} ${text.replace(/^[+\u2212]/, "")} ${copy.summary.change.vs}`
      : copy.summary.change[direction];
  return (
    <span className={cn("text-xs font-semibold tabular-nums", changeTone[direction])} data-testid="change">
      <span aria-hidden="true">
        {arrows[direction] ? `${arrows[direction]} ` : ""}
        {text}
      </span>
      <span className="sr-only">{said}</span>
    </span>
  );
}

export function metricValue(m: Pick<Metric, "kind">, v: number) {
  return m.kind === "cents" ? formatCents(v) : m.kind === "rate" ? formatRate(v) : formatCount(v);
}

export function SummaryCards({ metrics, query, money }: { metrics: Metric[]; query: AnalyticsQuery; money: Revenue }) {
  return (
    <Panel title={copy.summary.heading} actions={<ExportLink query={query} table="summary" name="the summary" />}>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        {metrics.map((m) => (
          <li key={m.key} className="rounded-lg border p-3" data-testid={`metric-${m.key}`}>
            <span className="block text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {m.label}
              {m.key === "visitors" ? (
                <sup>
                  <a href="#visitors-note" className={linkClass} aria-label="How visitors are counted">
                    *
                  </a>
                </sup>
              ) : null}
            </span>
            <span className="mt-1 block text-xl font-bold tabular-nums">{metricValue(m, m.current)}</span>
            <span className="mt-0.5 flex flex-wrap items-baseline gap-x-2">
              <Change change={m.change} current={m.current} />
              <span className="text-xs text-muted-foreground tabular-nums">was {metricValue(m, m.previous)}</span>
            </span>
          </li>
        ))}
      </ul>
      <p id="visitors-note" className="mt-3 text-xs text-muted-foreground">
        * {copy.summary.visitorsNote}
      </p>
      <MoneyNote money={money} className="mt-1" />
    </Panel>
  );
}

/**
 * How the revenue figure is made, and the test orders apart: the same sentences on the overview
 * and the analytics page, from the same figures (revenue.server.ts).
 */
export function MoneyNote({ money, period, className }: { money: Revenue; period?: string; className?: string }) {
  const { live, test } = money;
  return (
    <div className={cn("space-y-1 text-xs text-muted-foreground", className)}>
      <p data-testid="money-note">
        {copy.money.live(formatCents(live.grossCents), formatCents(live.refundedCents), live.orders, period)}
      </p>
      {test.orders ? (
        <p data-testid="test-orders">
          {copy.money.test(test.orders, formatCents(test.grossCents), formatCents(test.refundedCents))}
        </p>
      ) : null}
    </div>
  );
}

export function FunnelPanel({
  steps,
  query,
  options,
}: {
  steps: FunnelStep[];
  query: AnalyticsQuery;
  options: Record<keyof FunnelFilters, string[]>;
}) {
  const { range, filters } = query;
  const filtered = filterKeys.some((k) => filters[k] !== undefined);
  const top = Math.max(1, steps[0]?.count ?? 0);
  const clear = queryParams({ range, filters: {} });
  return (
    <Panel title={copy.funnel.heading} actions={<ExportLink query={query} table="funnel" name="the funnel" />}>
      <Form
        method="get"
        className="mb-4 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-5"
        aria-label={copy.funnel.filtersLabel}
      >
        {[...queryParams({ range, filters: {} }).entries()].map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        {filterKeys.map((k) => {
          const current = filters[k];
          const values = options[k] ?? [];
          const list = current !== undefined && !values.includes(current) ? [current, ...values] : values;
          return (
            <Field tone="subtle" key={k} label={copy.funnel.filters[k]} id={`funnel-${k}`}>
              <Select
                id={`funnel-${k}`}
                name={k}
                defaultValue={current === undefined ? "" : current === "" ? NONE_VALUE : current}
              >
                <option value="">{copy.funnel.any}</option>
                {list.map((v) => (
                  <option key={v} value={v === "" ? NONE_VALUE : v}>
                    {v === "" ? copy.sources.direct : v}
                  </option>
                ))}
              </Select>
            </Field>
          );
        })}
        <div className="flex items-end gap-2">
          <button type="submit" className={buttonVariants({ size: "sm" })}>
            {copy.funnel.apply}
          </button>
          {filtered ? (
            <Link to={`/admin/analytics?${clear}`} className={buttonVariants({ variant: "ghost", size: "sm" })}>
              {copy.funnel.reset}
            </Link>
          ) : null}
        </div>
      </Form>
      <ol className="space-y-3" aria-label={copy.funnel.heading}>
        {steps.map((s) => (
          <li key={s.key} data-testid={`funnel-${s.key}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="font-medium">{s.label}</span>
              <span className="tabular-nums">
                <strong>{formatCount(s.count)}</strong>
                {s.rate !== null ? (
                  <span className="ml-2 text-muted-foreground">
                    {formatRate(s.rate)} <span className="sr-only">{copy.funnel.stepRate.toLowerCase()}</span>
                  </span>
                ) : null}
              </span>
            </div>
            <div className="mt-1 h-2 rounded-full bg-muted" aria-hidden="true">
              <div
                className="h-2 rounded-full bg-primary"
                style={{ width: `${Math.min(100, (s.count / top) * 100)}%` }}
              />
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-3 text-xs text-muted-foreground">
        {copy.funnel.note} {filtered ? copy.funnel.filteredNote : null} Rates are {copy.funnel.stepRate.toLowerCase()}.
      </p>
    </Panel>
  );
}

export type Column<T> = { label: string; cell: (row: T) => ReactNode; numeric?: boolean };

type Outcomes = { leads: number; paid: number; revenueCents: number };

/**
 * The columns every first-touch breakdown ends with: leads, paid orders and revenue, each labelled
 * by the table's own copy, after the table's visit columns.
 */
export function outcomeColumns<T extends Outcomes>(labels: {
  leads: string;
  paid: string;
  revenue: string;
}): Column<T>[] {
  return [
    { label: labels.leads, cell: (r) => formatCount(r.leads), numeric: true },
    { label: labels.paid, cell: (r) => formatCount(r.paid), numeric: true },
    { label: labels.revenue, cell: (r) => formatCents(r.revenueCents), numeric: true },
  ];
}

const LIMIT = 25;

export function DataTable<T>({
  title,
  table,
  query,
  rows,
  columns,
  rowKey,
  note,
  empty,
}: {
  title: string;
  table: string;
  query: AnalyticsQuery;
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string;
  note?: ReactNode;
  empty: string;
}) {
  const shown = rows.slice(0, LIMIT);
  return (
    <Panel title={title} actions={<ExportLink query={query} table={table} name={title.toLowerCase()} />}>
      {note ? <p className="mb-3 text-xs text-muted-foreground">{note}</p> : null}
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <Table label={title}>
          <thead>
            <tr>
              {columns.map((c) => (
                <Th key={c.label} className={c.numeric ? "text-right" : undefined}>
                  {c.label}
                </Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={rowKey(row)} data-testid={`${table}-row`}>
                {columns.map((c, i) => (
                  <Td
                    key={c.label}
                    className={cn(
                      c.numeric
                        ? "text-right whitespace-nowrap tabular-nums"
                        : "max-w-[18rem] min-w-[9rem] [overflow-wrap:anywhere]",
                      i === 0 && "font-medium",
                    )}
                  >
                    {c.cell(row)}
                  </Td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {rows.length > LIMIT ? (
        <p className="mt-3 text-xs text-muted-foreground">{copy.showing(LIMIT, rows.length)}</p>
      ) : null}
    </Panel>
  );
}

const ratingTone: Record<VitalRating, string> = {
  good: badgeTones.good,
  "needs-improvement": badgeTones.warn,
  poor: badgeTones.bad,
};

export function VitalCell({
  name,
  value,
  rating,
}: {
  name: VitalName;
  value: number | null;
  rating: VitalRating | null;
}) {
  if (value === null || !rating) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="inline-flex flex-col items-end gap-0.5">
      <span className="tabular-nums">{formatVital(name, value)}</span>
      <span
        className={cn("rounded-full border px-1.5 text-[0.7rem] font-medium whitespace-nowrap", ratingTone[rating])}
      >
        {copy.vitals.ratings[rating]}
      </span>
    </span>
  );
}

export function EmptyAnalytics() {
  return (
    <section
      className="rounded-lg border border-dashed p-6 text-sm"
      data-testid="analytics-empty"
      aria-labelledby="empty-heading"
    >
      <h2 id="empty-heading" className="text-base font-semibold">
        {copy.empty.heading}
      </h2>
      <p className="mt-2 max-w-prose text-muted-foreground">{copy.empty.body}</p>
    </section>
  );
}
