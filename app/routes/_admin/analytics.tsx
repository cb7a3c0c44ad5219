import { z } from "zod";
import { analyticsCopy as copy } from "~/content/analytics-console";
import { requireAdmin } from "~/features/admin/access.server";
import { actionFailure, adminHeaders, field } from "~/features/admin/actions.server";
import { AnalyticsPage } from "~/features/admin/analytics-page";
import { adminMeta } from "~/features/admin/meta";
import type { ActionResult } from "~/components/console/ui";
import { refreshAnalyticsNow } from "~/features/analytics/rollup.server";
import { analyticsQueryFrom, loadAnalytics } from "~/features/analytics-console/analytics.server";
import { parseWith } from "~/lib/api.server";
import { getDb, getServices } from "#platform/context";
import { readForm } from "~/lib/form.server";
import type { Route } from "./+types/analytics";

export const meta: Route.MetaFunction = () => adminMeta("analytics", "/admin/analytics");
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const query = analyticsQueryFrom(request);
  return loadAnalytics(getDb(context), query);
}

const refreshInput = z.object({ intent: z.literal("refresh", { error: copy.refresh.unknown }) });

/** "Update now": the hourly roll-up, at once, so the owner need not wait for the hour. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  const form = await readForm(request);
  try {
    parseWith(refreshInput, { intent: field(form, "intent") });
    const { database, env, logger } = getServices(context);
    await refreshAnalyticsNow(database.db, env.ANALYTICS_RAW_DAYS);
    logger.info({ adminId: admin.id, action: "analytics.refresh", target: "analytics" }, "admin action");
    return { ok: true, message: copy.refresh.done } satisfies ActionResult;
  } catch (err) {
    return actionFailure(err);
  }
}

export default function AdminAnalytics({ loaderData, actionData }: Route.ComponentProps) {
  return <AnalyticsPage loaderData={loaderData} actionData={actionData} />;
}
