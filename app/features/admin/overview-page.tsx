import { adminPages } from "~/content/admin";
import { LeadsPerDayChart, RevenuePerWeekChart } from "./charts";
import type { mailboxInfo } from "./deliveries.server";
import type { conversion, leadsPerDay, overviewCounts, overviewMoney, revenuePerWeek } from "./overview.server";
import { MoneyNote } from "~/features/analytics-console/components";
import { analyticsCopy } from "~/content/analytics-console";
import { PageHeader, Panel, Stat } from "~/components/console/ui";
import { NextCalls } from "./next-calls";
import type { NextCall } from "./next-calls.server";
import { formatCents } from "~/lib/money";

/** What the overview route loads: the counts, the charts' series, the conversion, the mailbox and the next calls. */
export type OverviewPageData = {
  counts: Awaited<ReturnType<typeof overviewCounts>>;
  leads: Awaited<ReturnType<typeof leadsPerDay>>;
  revenue: Awaited<ReturnType<typeof revenuePerWeek>>;
  conversion: Awaited<ReturnType<typeof conversion>>;
  mailbox: Awaited<ReturnType<typeof mailboxInfo>>;
  days: number;
  money: Awaited<ReturnType<typeof overviewMoney>>;
  nextCalls: NextCall[];
};

const percent = (f: number) => `${(f * 100).toFixed(f > 0 && f < 0.1 ? 1 : 0)}%`;

/** The console's overview (issue 44): the route passes its data in. */
export function OverviewPage({ loaderData }: { loaderData: OverviewPageData }) {
  const { counts, leads, revenue, conversion: conv, mailbox, days, money } = loaderData;
  const { live } = money.money;
  return (
    <div className="space-y-6">
      <PageHeader title={adminPages.overview.title} description={adminPages.overview.description} />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat
          label="New leads"
          value={counts.newLeads}
          hint={`${counts.leads} in total, ${counts.leadsWeek} this week`}
          to="/admin/leads?status=new"
        />
        <Stat
          label="Paid orders"
          value={live.orders}
          hint={`Last 30 days: ${live.refunded} refunded, ${counts.pendingOrders} pending`}
          to="/admin/orders?mode=live"
        />
        <Stat
          label="Net revenue"
          value={formatCents(live.netCents)}
          hint={`Last 30 days: ${formatCents(live.grossCents)} paid − ${formatCents(live.refundedCents)} refunded`}
          to="/admin/analytics?range=30d"
        />
        <Stat
          label="Lead → order"
          value={percent(conv.rate)}
          hint={`${conv.converted} of ${conv.leads} lead emails bought (${days} days)`}
        />
        <Stat
          label="Commissions to approve"
          value={formatCents(counts.commissionsPending)}
          hint="Pending referrals"
          to="/admin/referrals?status=pending"
        />
        <Stat
          label="Commissions to pay"
          value={formatCents(counts.commissionsApproved)}
          hint="Approved, not paid"
          to="/admin/referrals?status=approved"
        />
        <Stat
          label="Failed deliveries"
          value={counts.failedJobs + counts.paymentsNotApplied}
          hint={`${counts.retryingJobs} retrying${counts.paymentsNotApplied ? `, ${counts.paymentsNotApplied} payments not applied` : ""}`}
          to="/admin/deliveries"
        />
        <Stat
          label="Customers"
          value={counts.customers}
          hint={`${counts.affiliates} affiliates`}
          to="/admin/customers"
        />
      </div>
      <MoneyNote money={money.money} period={analyticsCopy.money.over(money.from, money.to)} />
      <NextCalls calls={loaderData.nextCalls} />
      <div className="grid gap-6 xl:grid-cols-2">
        <Panel title={`Leads per day (last ${days} days)`}>
          <LeadsPerDayChart data={leads} />
        </Panel>
        <Panel title="Net paid revenue per week">
          <RevenuePerWeekChart weeks={revenue.weeks} />
        </Panel>
      </div>
      <Panel title="Lead to order conversion">
        <p className="text-sm">
          Of the <strong>{conv.leads}</strong> people who sent a form in the last {days} days,{" "}
          <strong>{conv.converted}</strong> later paid for an order with the same email ({percent(conv.rate)}), worth{" "}
          <strong>{formatCents(conv.revenue)}</strong>.
        </p>
      </Panel>
      {mailbox ? (
        <p className="text-sm text-muted-foreground">
          Mail goes to files on this machine ({mailbox.count} so far).{" "}
          <a href={mailbox.href} className="font-medium text-primary underline-offset-4 hover:underline">
            Open the dev mailbox
          </a>
        </p>
      ) : null}
    </div>
  );
}
