import { requireAdmin } from "~/features/admin/access.server";
import { adminHeaders } from "~/features/admin/actions.server";
import { adminMeta } from "~/features/admin/meta";
import { listOrders, orderFilterOptions, orderFiltersFrom } from "~/features/admin/orders.server";
import { OrdersPage } from "~/features/admin/orders-page";
import { cursorFrom } from "~/lib/pagination";
import { getDb } from "#platform/context";
import type { Route } from "./+types/orders";

export const meta: Route.MetaFunction = () => adminMeta("orders", "/admin/orders");
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const params = new URL(request.url).searchParams;
  const filters = orderFiltersFrom(params);
  const db = getDb(context);
  const [page, options] = await Promise.all([listOrders(db, filters, cursorFrom(params)), orderFilterOptions(db)]);
  return { filters, page, options };
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  return <OrdersPage loaderData={loaderData} />;
}
