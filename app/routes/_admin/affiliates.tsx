import { requireAdmin } from "~/features/admin/access.server";
import { adminHeaders } from "~/features/admin/actions.server";
import { listAffiliates } from "~/features/admin/affiliates.server";
import { AffiliatesPage } from "~/features/admin/affiliates-page";
import { adminMeta } from "~/features/admin/meta";
import { cursorFrom } from "~/lib/pagination";
import { getDb } from "#platform/context";
import type { Route } from "./+types/affiliates";

export const meta: Route.MetaFunction = () => adminMeta("affiliates", "/admin/affiliates");
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  return { page: await listAffiliates(getDb(context), cursorFrom(new URL(request.url).searchParams)) };
}

export default function AdminAffiliates({ loaderData }: Route.ComponentProps) {
  return <AffiliatesPage loaderData={loaderData} />;
}
