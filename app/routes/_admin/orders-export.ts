import { requireAdmin } from "~/features/admin/access.server";
import { orderFiltersFrom, ordersCsv } from "~/features/admin/orders.server";
import { getServices } from "#platform/context";
import type { Route } from "./+types/orders-export";

/** GET /admin/orders/export?<the list's filters>: the matching orders as CSV, streamed (issue 43). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context, request);
  const filters = orderFiltersFrom(new URL(request.url).searchParams);
  const services = getServices(context);
  services.logger.info({ adminId: admin.id, action: "orders.export", target: "orders", filters }, "admin action");
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(ordersCsv(services.database.db, filters), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8; header=present",
      "Content-Disposition": `attachment; filename="orders-${stamp}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
