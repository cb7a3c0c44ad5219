import { Link, useLocation } from "react-router";
import { adminCopy, adminPages, referralStatusLabels } from "~/content/admin";
import type { ReferralStatus } from "#db/schema";
import type { listReferrals } from "./affiliates.server";
import { ReferralBulkTable } from "./referral-table";
import { ActionNotice, Empty, PageHeader, Pager, type ActionResult } from "~/components/console/ui";
import { cn } from "~/lib/cn";

/** What the referrals route loads: the status tab (null for all), and one page of referrals. */
export type ReferralsPageData = {
  status: ReferralStatus | null;
  page: Awaited<ReturnType<typeof listReferrals>>;
};

const tabs = [
  { status: null, label: "All" },
  { status: "pending", label: referralStatusLabels.pending },
  { status: "approved", label: referralStatusLabels.approved },
  { status: "paid", label: referralStatusLabels.paid },
  { status: "reversed", label: referralStatusLabels.reversed },
] as const;

/** The referrals page (issue 44): the route passes its data in. */
export function ReferralsPage({
  loaderData,
  actionData,
}: {
  loaderData: ReferralsPageData;
  actionData?: ActionResult;
}) {
  const { status, page } = loaderData;
  const { pathname } = useLocation();
  return (
    <div className="space-y-5">
      <PageHeader title={adminPages.referrals.title} description={adminPages.referrals.description} />
      <nav aria-label="Referral status" className="flex flex-wrap gap-2">
        {tabs.map((t) => (
          <Link
            key={t.label}
            to={t.status ? `${pathname}?status=${t.status}` : pathname}
            aria-current={status === t.status ? "page" : undefined}
            className={cn(
              "rounded-full border px-3 py-1 text-sm",
              status === t.status ? "border-primary bg-primary text-primary-foreground" : "hover:bg-accent",
            )}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      <ActionNotice result={actionData} />
      {page.items.length === 0 ? (
        <Empty>{adminCopy.empty.referrals}</Empty>
      ) : (
        <ReferralBulkTable rows={page.items} showAffiliate />
      )}
      <Pager page={page} />
    </div>
  );
}
