import { requireAdmin } from "~/features/admin/access.server";
import { adminHeaders } from "~/features/admin/actions.server";
import { adminMeta } from "~/features/admin/meta";
import { DataRequestsPage } from "~/features/data-requests/console-page";
import { answerDataRequest } from "~/features/data-requests/console.server";
import { getServices } from "#platform/context";
import { readForm } from "~/lib/form.server";
import type { Route } from "./+types/data-requests";

export const meta: Route.MetaFunction = () => adminMeta("dataRequests", "/admin/data-requests");
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  return answerDataRequest(getServices(context), admin, await readForm(request));
}

export default function AdminDataRequests({ actionData }: Route.ComponentProps) {
  return <DataRequestsPage actionData={actionData} />;
}
