import { requireAdmin } from "~/features/admin/access.server";
import { adminHeaders } from "~/features/admin/actions.server";
import { countLeads, leadFilterOptions, leadFiltersFrom, listLeads } from "~/features/admin/lead-inbox.server";
import { LeadsPage } from "~/features/admin/leads-page";
import { adminMeta } from "~/features/admin/meta";
import { cursorFrom } from "~/lib/pagination";
import { getDb } from "#platform/context";
import type { Route } from "./+types/leads";

export const meta: Route.MetaFunction = () => adminMeta("leads", "/admin/leads");
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const params = new URL(request.url).searchParams;
  const filters = leadFiltersFrom(params);
  const db = getDb(context);
  const [page, total, options] = await Promise.all([
    listLeads(db, filters, cursorFrom(params)),
    countLeads(db, filters),
    leadFilterOptions(db),
  ]);
  return { filters, page, total, options };
}

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  return <LeadsPage loaderData={loaderData} />;
}
