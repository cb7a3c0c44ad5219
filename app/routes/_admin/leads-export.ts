import { requireAdmin } from "~/features/admin/access.server";
import { leadFiltersFrom, leadsCsv } from "~/features/admin/lead-inbox.server";
import { getServices } from "#platform/context";
import type { Route } from "./+types/leads-export";

/** GET /admin/leads/export?<the inbox's filters>: the matching leads as CSV, streamed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context, request);
  const filters = leadFiltersFrom(new URL(request.url).searchParams);
  const services = getServices(context);
  services.logger.info({ adminId: admin.id, action: "leads.export", target: "leads", filters }, "admin action");
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(leadsCsv(services.database.db, filters), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8; header=present",
      "Content-Disposition": `attachment; filename="leads-${stamp}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
