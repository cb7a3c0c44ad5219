import { adminNotFound, requireAdmin } from "~/features/admin/access.server";
import { adminHeaders } from "~/features/admin/actions.server";
import { adminMeta } from "~/features/admin/meta";
import { orderDetail } from "~/features/admin/orders.server";
import { getDb } from "#platform/context";
import type { Route } from "./+types/order";
import { OrderPage } from "~/features/admin/order-page";

export const meta: Route.MetaFunction = ({ params }) => adminMeta("order", `/admin/orders/${params.id}`);
export const headers = adminHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const detail = await orderDetail(getDb(context), params.id);
  if (!detail) throw adminNotFound();
  return detail;
}
export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  return <OrderPage detail={loaderData} />;
}
