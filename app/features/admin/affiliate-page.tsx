import { Form, useNavigation } from "react-router";
import { stay } from "./stay";
import { adminCopy } from "~/content/admin";
import type { affiliateDetail, listReferrals } from "./affiliates.server";
import { History } from "./history";
import { ReferralBulkTable } from "./referral-table";
import {
  ActionNotice,
  BackLink,
  DateTime,
  Empty,
  PageHeader,
  Pager,
  Panel,
  Stat,
  ratePercent,
  type ActionResult,
} from "~/components/console/ui";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { formatCents } from "~/lib/money";

/** What the affiliate route loads: the partner, their summary and history, and one page of their referrals. */
export type AffiliatePageData = NonNullable<Awaited<ReturnType<typeof affiliateDetail>>> & {
  referrals: Awaited<ReturnType<typeof listReferrals>>;
};
/** What the page's actions answer, each naming the form ("rate", "status", "referrals") it belongs to. */
export type AffiliateActionData = ActionResult & { form: string };

/** One affiliate's page (issue 44): the route passes its data in. */
export function AffiliatePage({
  loaderData,
  actionData,
}: {
  loaderData: AffiliatePageData;
  actionData?: AffiliateActionData;
}) {
  const { affiliate, summary, history, historyTotal, referrals } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const notice = (name: string) => (actionData?.form === name ? actionData : null);
  const suspended = affiliate.status === "suspended";
  return (
    <div className="space-y-5">
      <PageHeader
        title={`Affiliate ${affiliate.code}`}
        description={
          <>
            {affiliate.name ? `${affiliate.name} · ` : ""}
            {affiliate.email} · joined <DateTime iso={affiliate.createdAt} dateOnly />
          </>
        }
      >
        <BackLink to="/admin/affiliates">All affiliates</BackLink>
      </PageHeader>

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Stat
          label="Total earnings"
          value={formatCents(summary.totalEarnings)}
          hint="Approved + paid (their dashboard)"
        />
        <Stat label="Total referrals" value={summary.totalReferrals} />
        <Stat label="Pending" value={formatCents(summary.pendingEarnings)} hint="In the refund window" />
        <Stat label="Approved, unpaid" value={formatCents(summary.approved)} />
        <Stat label="Paid out" value={formatCents(summary.paid)} />
      </div>

      <div className="grid gap-5 md:grid-cols-2">
        <Panel title="Commission rate">
          <Form method="post" state={stay} preventScrollReset className="space-y-3">
            <input type="hidden" name="intent" value="rate" />
            <div className="space-y-1">
              <label htmlFor="rate-percent" className="block text-sm font-medium">
                Commission rate (%)
              </label>
              <div className="flex gap-2">
                <Input
                  id="rate-percent"
                  name="percent"
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={100}
                  step={0.01}
                  required
                  defaultValue={Number((affiliate.commissionRate * 100).toFixed(2))}
                  key={affiliate.commissionRate}
                  aria-describedby="rate-hint"
                  height="row"
                  className="max-w-32"
                />
                <Button type="submit" size="sm" className="h-10" disabled={busy}>
                  Save rate
                </Button>
              </div>
              <p id="rate-hint" className="text-xs text-muted-foreground">
                Now {ratePercent(affiliate.commissionRate)}. Applies to orders paid from now on; recorded commissions
                keep their amount.
              </p>
            </div>
            <ActionNotice result={notice("rate")} />
          </Form>
        </Panel>
        <Panel title="Status">
          <Form method="post" state={stay} preventScrollReset className="space-y-3">
            <p className="text-sm">
              <Badge tone={suspended ? "bad" : "good"}>{suspended ? "Suspended" : "Active"}</Badge>{" "}
              <span className="text-muted-foreground">
                {suspended
                  ? "Their link no longer sets a referral and new orders earn no commission."
                  : "Referrals through their link earn commission."}
              </span>
            </p>
            <Button
              type="submit"
              name="intent"
              value={suspended ? "reactivate" : "suspend"}
              size="sm"
              variant={suspended ? "default" : "destructive"}
              disabled={busy}
            >
              {suspended ? "Reactivate affiliate" : "Suspend affiliate"}
            </Button>
            <ActionNotice result={notice("status")} />
          </Form>
        </Panel>
      </div>

      <Panel title="Referrals">
        <div className="space-y-3">
          <ActionNotice result={notice("referrals")} />
          {referrals.items.length === 0 ? (
            <Empty>{adminCopy.empty.referrals}</Empty>
          ) : (
            <ReferralBulkTable rows={referrals.items} />
          )}
          <Pager page={referrals} />
        </div>
      </Panel>

      <Panel title="History">
        <History entries={history} total={historyTotal} />
      </Panel>
    </div>
  );
}
