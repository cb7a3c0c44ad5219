import { data } from "react-router";
import { analyticsCopy } from "~/content/analytics-console";
import { requireAdmin } from "~/features/admin/access.server";
import {
  analyticsCsv,
  analyticsQueryFrom,
  csvFilename,
  csvTableFrom,
} from "~/features/analytics-console/analytics.server";
import { getServices } from "#platform/context";
import type { Route } from "./+types/analytics-export";

/** GET /admin/analytics/export?table=<table>&<the page's range and filters>: one of the page's tables as CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context, request);
  const query = analyticsQueryFrom(request);
  const table = csvTableFrom(new URL(request.url).searchParams);
  if (!table)
    throw data(analyticsCopy.errors.table, {
      status: 400,
      statusText: "Bad table",
      headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" },
    });
  const services = getServices(context);
  services.logger.info(
    {
      adminId: admin.id,
      action: "analytics.export",
      target: `analytics:${table}`,
      range: query.range,
      filters: query.filters,
    },
    "admin action",
  );
  return new Response(await analyticsCsv(services.database.db, query, table), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8; header=present",
      "Content-Disposition": `attachment; filename="${csvFilename(query, table)}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
