import { analyticsCopy as copy } from "~/content/analytics-console";
import { adminPages } from "~/content/admin";
import { requireAdmin } from "~/features/admin/access.server";
import { adminHeaders } from "~/features/admin/actions.server";
import { DailyCountChart } from "~/features/admin/charts";
import { adminMeta } from "~/features/admin/meta";
import { PageHeader, Panel } from "~/features/admin/ui";
import { analyticsQueryFrom, loadAnalytics } from "~/features/analytics-console/analytics.server";
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
import { getDb } from "~/lib/context";
import type { Route } from "./+types/analytics";

export const meta: Route.MetaFunction = () => adminMeta("analytics", "/admin/analytics");
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const query = analyticsQueryFrom(request);
  return loadAnalytics(getDb(context), query);
}

const count = formatCount;

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  const { query } = d;
  return (
    <div className="space-y-6">
      <PageHeader title={adminPages.analytics.title} description={adminPages.analytics.description} />
      <p className="text-sm text-muted-foreground" data-testid="freshness">
        {copy.freshness}
      </p>
      <RangePicker query={query} />
      <SummaryCards metrics={d.summary} query={query} />
      {!d.hasData ? (
        <EmptyAnalytics />
      ) : (
        <>
          <div className="grid gap-6 xl:grid-cols-2 [&>*]:min-w-0">
            <FunnelPanel steps={d.funnel} query={query} options={d.options} />
            <Panel
              title={copy.chart.heading}
              actions={<ExportLink query={query} table="daily" name="the daily numbers" />}
            >
              <div className="space-y-6">
                <DailyCountChart
                  days={d.daily.days}
                  counts={d.daily.visitors}
                  title={copy.chart.visitors}
                  noun="visitors"
                  color="fill-sky-500 bg-sky-500"
                />
                <DailyCountChart
                  days={d.daily.days}
                  counts={d.daily.leads}
                  title={copy.chart.leads}
                  noun="leads"
                  color="fill-emerald-500 bg-emerald-500"
                />
              </div>
            </Panel>
          </div>
          <DataTable
            title={copy.pages.heading}
            table="pages"
            query={query}
            rows={d.pages}
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
          <DataTable
            title={copy.sources.heading}
            table="sources"
            query={query}
            rows={d.sources}
            rowKey={(r) => r.source}
            empty={copy.empty.heading}
            columns={[
              { label: copy.sources.cols.source, cell: (r) => r.source || copy.sources.direct },
              { label: copy.sources.cols.visits, cell: (r) => count(r.visits), numeric: true },
              ...outcomeColumns(copy.sources.cols),
            ]}
          />
          <DataTable
            title={copy.campaigns.heading}
            table="campaigns"
            query={query}
            rows={d.campaigns}
            rowKey={(r) => r.campaign}
            empty={copy.empty.heading}
            columns={[
              { label: copy.campaigns.cols.campaign, cell: (r) => r.campaign || copy.campaigns.none },
              { label: copy.campaigns.cols.visits, cell: (r) => count(r.visits), numeric: true },
              ...outcomeColumns(copy.campaigns.cols),
            ]}
          />
          <DataTable
            title={copy.affiliates.heading}
            table="affiliates"
            query={query}
            rows={d.affiliates}
            rowKey={(r) => r.affiliate}
            empty={copy.affiliates.empty}
            columns={[
              { label: copy.affiliates.cols.affiliate, cell: (r) => r.affiliate },
              { label: copy.affiliates.cols.visits, cell: (r) => count(r.visits), numeric: true },
              ...outcomeColumns(copy.affiliates.cols),
            ]}
          />
          <DataTable
            title={copy.vitals.heading}
            table="vitals"
            query={query}
            rows={d.vitals}
            rowKey={(r) => r.path}
            note={copy.vitals.note}
            empty={copy.vitals.empty}
            columns={[
              { label: copy.vitals.cols.path, cell: (r) => (r.path === "*" ? copy.vitals.allPages : r.path) },
              {
                label: copy.vitals.cols.lcp,
                cell: (r) => <VitalCell name="lcp" value={r.lcp} rating={r.ratings.lcp} />,
                numeric: true,
              },
              {
                label: copy.vitals.cols.inp,
                cell: (r) => <VitalCell name="inp" value={r.inp} rating={r.ratings.inp} />,
                numeric: true,
              },
              {
                label: copy.vitals.cols.cls,
                cell: (r) => <VitalCell name="cls" value={r.cls} rating={r.ratings.cls} />,
                numeric: true,
              },
              {
                label: copy.vitals.cols.ttfb,
                cell: (r) => <VitalCell name="ttfb" value={r.ttfb} rating={r.ratings.ttfb} />,
                numeric: true,
              },
              { label: copy.vitals.cols.samples, cell: (r) => count(r.samples), numeric: true },
            ]}
          />
        </>
      )}
    </div>
  );
}
