import { adminNotFound, requireAdmin } from "~/features/admin/access.server";
import { adminHeaders } from "~/features/admin/actions.server";
import { CustomerPage } from "~/features/admin/customer-page";
import { customerDetail } from "~/features/admin/customers.server";
import { adminMeta } from "~/features/admin/meta";
import { getDb } from "#platform/context";
import type { Route } from "./+types/customer";

export const meta: Route.MetaFunction = ({ params }) => adminMeta("customer", `/admin/customers/${params.id}`);
export const headers = adminHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const detail = await customerDetail(getDb(context), params.id);
  if (!detail) throw adminNotFound();
  return detail;
}

export default function AdminCustomer({ loaderData }: Route.ComponentProps) {
  return <CustomerPage loaderData={loaderData} />;
}
