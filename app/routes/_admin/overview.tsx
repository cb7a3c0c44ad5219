import { requireAdmin } from "~/features/admin/access.server";
import { adminHeaders } from "~/features/admin/actions.server";
import { mailboxInfo } from "~/features/admin/deliveries.server";
import { adminMeta } from "~/features/admin/meta";
import {
  CHART_DAYS,
  conversion,
  leadsPerDay,
  overviewCounts,
  overviewMoney,
  revenuePerWeek,
} from "~/features/admin/overview.server";
import { nextCalls } from "~/features/admin/next-calls.server";
import { OverviewPage } from "~/features/admin/overview-page";
import { getServices } from "#platform/context";
import type { Route } from "./+types/overview";

export const meta: Route.MetaFunction = () => adminMeta("overview", "/admin");
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const services = getServices(context);
  const { db } = services.database;
  const [counts, leads, revenue, conv, mailbox, money] = await Promise.all([
    overviewCounts(db),
    leadsPerDay(db),
    revenuePerWeek(db),
    conversion(db),
    mailboxInfo(services),
    overviewMoney(db),
  ]);
  // The next booked calls, in the owner's zone (issue 43).
  const next = await nextCalls(db);
  return { counts, leads, revenue, conversion: conv, mailbox, days: CHART_DAYS, money, nextCalls: next.calls };
}

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  return <OverviewPage loaderData={loaderData} />;
}
