import { Link, useLocation } from "react-router";
import { adminCopy, adminPages, referralStatusLabels } from "~/content/admin";
import { requireAdmin } from "~/features/admin/access.server";
import { actionFailure, adminHeaders } from "~/features/admin/actions.server";
import { listReferrals, referralFilterSchema } from "~/features/admin/affiliates.server";
import { adminMeta } from "~/features/admin/meta";
import { cursorFrom } from "~/lib/pagination";
import { referralBulkAction } from "~/features/admin/referral-actions.server";
import { ReferralBulkTable } from "~/features/admin/referral-table";
import { ActionNotice, Empty, PageHeader, Pager } from "~/components/console/ui";
import { cn } from "~/lib/cn";
import { getServices } from "#platform/context";
import type { Route } from "./+types/referrals";
import { readForm } from "~/lib/form.server";

export const meta: Route.MetaFunction = () => adminMeta("referrals", "/admin/referrals");
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const params = new URL(request.url).searchParams;
  const filters = referralFilterSchema.parse({ status: params.get("status") || undefined });
  const page = await listReferrals(getServices(context).database.db, filters, cursorFrom(params));
  return { status: filters.status ?? null, page };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  const form = await readForm(request);
  try {
    return await referralBulkAction(getServices(context), admin, form);
  } catch (err) {
    return actionFailure(err);
  }
}

const tabs = [
  { status: null, label: "All" },
  { status: "pending", label: referralStatusLabels.pending },
  { status: "approved", label: referralStatusLabels.approved },
  { status: "paid", label: referralStatusLabels.paid },
  { status: "reversed", label: referralStatusLabels.reversed },
] as const;

export default function AdminReferrals({ loaderData, actionData }: Route.ComponentProps) {
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
