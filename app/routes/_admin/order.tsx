import { data } from "react-router";
import { adminNotFound, requireAdmin } from "~/features/admin/access.server";
import { adminHeaders, field } from "~/features/admin/actions.server";
import { historyFor } from "~/features/admin/lead-inbox.server";
import { adminMeta } from "~/features/admin/meta";
import { refundAction } from "~/features/admin/order-refund.server";
import { orderDetail, refundStateOf } from "~/features/admin/orders.server";
import { getServices } from "#platform/context";
import { readForm } from "~/lib/form.server";
import type { Route } from "./+types/order";
import { OrderPage } from "~/features/admin/order-page";

export const meta: Route.MetaFunction = ({ params }) => adminMeta("order", `/admin/orders/${params.id}`);
export const headers = adminHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const services = getServices(context);
  const detail = await orderDetail(services.database.db, params.id);
  if (!detail) throw adminNotFound();
  const history = await historyFor(services.database.db, "order", detail.order.id, 50);
  return { ...detail, history, refund: await refundStateOf(services, detail.order.id) };
}

/** The refund (issue 43): "review" shows the confirm step, "refund" makes it (decision 106). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  const form = await readForm(request);
  const intent = field(form, "intent");
  if (intent !== "review" && intent !== "refund")
    return data({ ok: false, message: "Unknown action." }, { status: 400 });
  return refundAction(getServices(context), admin, params.id, intent, field(form, "amount"));
}

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderPage detail={loaderData} result={actionData} />;
}
