import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { analyticsCopy as copy } from "~/content/analytics-console";
import { adminPages } from "~/content/admin";
import { ActionNotice, PageHeader, Panel, type ActionResult } from "~/components/console/ui";
import type { loadAnalytics } from "~/features/analytics-console/analytics.server";
import {
  DataTable,
  EmptyAnalytics,
  ExportLink,
  FunnelPanel,
  outcomeColumns,
  RangePicker,
  SummaryCards,
  VitalCell,
} from "~/features/analytics-console/components";
import { formatCount } from "~/features/analytics-console/format";
import { vitalNames } from "~/features/analytics-console/vitals";
import { DailyCountChart } from "./charts";

const count = formatCount;

/** What the analytics route loads: the range, the summary and, once there is data, the rest. */
export type AnalyticsPageData = Awaited<ReturnType<typeof loadAnalytics>>;
/** The page's data once there is something to show: the funnel, the daily chart and the tables. */
type AnalyticsWithData = Extract<AnalyticsPageData, { hasData: true }>;
/** What one of the page's tables shows: the range and filters, and its rows. */
type TableProps<K extends "pages" | "sources" | "campaigns" | "affiliates" | "vitals"> = {
  query: AnalyticsWithData["query"];
  rows: AnalyticsWithData[K];
};

/** How fresh the numbers are, and "Update now". */
function Freshness({ busy }: { busy: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm text-muted-foreground" data-testid="freshness">
        {copy.freshness}
      </p>
      <Form method="post" replace preventScrollReset>
        <input type="hidden" name="intent" value="refresh" />
        <Button type="submit" size="sm" variant="outline" disabled={busy}>
          {busy ? copy.refresh.busy : copy.refresh.button}
        </Button>
      </Form>
    </div>
  );
}

/** Visitors and leads a day, over the range. */
function DailyPanel({ query, daily }: { query: AnalyticsWithData["query"]; daily: AnalyticsWithData["daily"] }) {
  return (
    <Panel title={copy.chart.heading} actions={<ExportLink query={query} table="daily" name="the daily numbers" />}>
      <div className="space-y-6">
        <DailyCountChart
          days={daily.days}
          counts={daily.visitors}
          title={copy.chart.visitors}
          noun="visitors"
          color="fill-sky-500 bg-sky-500"
        />
        <DailyCountChart
          days={daily.days}
          counts={daily.leads}
          title={copy.chart.leads}
          noun="leads"
          color="fill-emerald-500 bg-emerald-500"
        />
      </div>
    </Panel>
  );
}

/** Views and visitors by page, with the leads and sales that first landed there. */
function PagesTable({ query, rows }: TableProps<"pages">) {
  return (
    <DataTable
      title={copy.pages.heading}
      table="pages"
      query={query}
      rows={rows}
      rowKey={(r) => r.path}
      note={copy.pages.note}
      empty={copy.empty.heading}
      columns={[
        { label: copy.pages.cols.path, cell: (r) => r.path },
        { label: copy.pages.cols.views, cell: (r) => count(r.views), numeric: true },
        { label: copy.pages.cols.visitors, cell: (r) => count(r.visitors), numeric: true },
        ...outcomeColumns(copy.pages.cols),
      ]}
    />
  );
}

/** Visits, leads and sales by first-touch source. */
function SourcesTable({ query, rows }: TableProps<"sources">) {
  return (
    <DataTable
      title={copy.sources.heading}
      table="sources"
      query={query}
      rows={rows}
      rowKey={(r) => r.source}
      empty={copy.empty.heading}
      columns={[
        { label: copy.sources.cols.source, cell: (r) => r.source || copy.sources.direct },
        { label: copy.sources.cols.visits, cell: (r) => count(r.visits), numeric: true },
        ...outcomeColumns(copy.sources.cols),
      ]}
    />
  );
}

/** Visits, leads and sales by campaign. */
function CampaignsTable({ query, rows }: TableProps<"campaigns">) {
  return (
    <DataTable
      title={copy.campaigns.heading}
      table="campaigns"
      query={query}
      rows={rows}
      rowKey={(r) => r.campaign}
      empty={copy.empty.heading}
      columns={[
        { label: copy.campaigns.cols.campaign, cell: (r) => r.campaign || copy.campaigns.none },
        { label: copy.campaigns.cols.visits, cell: (r) => count(r.visits), numeric: true },
        ...outcomeColumns(copy.campaigns.cols),
      ]}
    />
  );
}

/** Visits, leads and sales by partner. */
function AffiliatesTable({ query, rows }: TableProps<"affiliates">) {
  return (
    <DataTable
      title={copy.affiliates.heading}
      table="affiliates"
      query={query}
      rows={rows}
      rowKey={(r) => r.affiliate}
      empty={copy.affiliates.empty}
      columns={[
        { label: copy.affiliates.cols.affiliate, cell: (r) => r.affiliate },
        { label: copy.affiliates.cols.visits, cell: (r) => count(r.visits), numeric: true },
        ...outcomeColumns(copy.affiliates.cols),
      ]}
    />
  );
}

/** Real-user speed (p75) by page. */
function VitalsTable({ query, rows }: TableProps<"vitals">) {
  return (
    <DataTable
      title={copy.vitals.heading}
      table="vitals"
      query={query}
      rows={rows}
      rowKey={(r) => r.path}
      note={copy.vitals.note}
      empty={copy.vitals.empty}
      columns={[
        { label: copy.vitals.cols.path, cell: (r) => (r.path === "*" ? copy.vitals.allPages : r.path) },
        ...vitalNames.map((name) => ({
          label: copy.vitals.cols[name],
          cell: (r: (typeof rows)[number]) => <VitalCell name={name} value={r[name]} rating={r.ratings[name]} />,
          numeric: true,
        })),
        { label: copy.vitals.cols.samples, cell: (r) => count(r.samples), numeric: true },
      ]}
    />
  );
}

/** The analytics page (issue 44): the route passes its data in. */
export function AnalyticsPage({
  loaderData,
  actionData,
}: {
  loaderData: AnalyticsPageData;
  actionData?: ActionResult;
}) {
  const d = loaderData;
  const { query } = d;
  const busy = useNavigation().state === "submitting";
  return (
    <div className="space-y-6">
      <PageHeader title={adminPages.analytics.title} description={adminPages.analytics.description} />
      <Freshness busy={busy} />
      <ActionNotice result={actionData} />
      <RangePicker query={query} />
      <SummaryCards metrics={d.summary} query={query} money={d.money} />
      {!d.hasData ? (
        <EmptyAnalytics />
      ) : (
        <>
          <div className="grid gap-6 xl:grid-cols-2 [&>*]:min-w-0">
            <FunnelPanel steps={d.funnel} query={query} options={d.options} />
            <DailyPanel query={query} daily={d.daily} />
          </div>
          <PagesTable query={query} rows={d.pages} />
          <SourcesTable query={query} rows={d.sources} />
          <CampaignsTable query={query} rows={d.campaigns} />
          <AffiliatesTable query={query} rows={d.affiliates} />
          <VitalsTable query={query} rows={d.vitals} />
        </>
      )}
    </div>
  );
}
