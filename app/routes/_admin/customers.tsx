import { requireAdmin } from "~/features/admin/access.server";
import { adminHeaders } from "~/features/admin/actions.server";
import { customerSearchSchema, listCustomers } from "~/features/admin/customers.server";
import { CustomersPage } from "~/features/admin/customers-page";
import { adminMeta } from "~/features/admin/meta";
import { cursorFrom } from "~/lib/pagination";
import { getServices } from "#platform/context";
import type { Route } from "./+types/customers";

export const meta: Route.MetaFunction = () => adminMeta("customers", "/admin/customers");
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const params = new URL(request.url).searchParams;
  const q = customerSearchSchema.parse(params.get("q") || undefined) || undefined;
  const { env, database } = getServices(context);
  return { q: q ?? "", page: await listCustomers(database.db, q, cursorFrom(params, "text"), undefined, env.ADMIN_EMAILS) };
}

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  return <CustomersPage loaderData={loaderData} />;
}
