import { adminCopy, leadStatusLabels } from "~/content/admin";
import { adminNotFound, requireAdmin } from "~/features/admin/access.server";
import { actionFailure, adminHeaders, field } from "~/features/admin/actions.server";
import { crmRetryInput, retryJob } from "~/features/admin/deliveries.server";
import { leadStatusInput, loadLeadPage, updateLeadStatus } from "~/features/admin/lead-inbox.server";
import { LeadPage } from "~/features/admin/lead-page";
import { adminMeta } from "~/features/admin/meta";
import type { ActionResult } from "~/components/console/ui";
import { parseWith } from "~/lib/api.server";
import { getServices } from "#platform/context";
import { readForm } from "~/lib/form.server";
import type { Route } from "./+types/lead";

export const meta: Route.MetaFunction = ({ params }) => adminMeta("lead", `/admin/leads/${params.id}`);
export const headers = adminHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const page = await loadLeadPage(getServices(context).database.db, params.id);
  if (!page) throw adminNotFound();
  return page;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  const services = getServices(context);
  const form = await readForm(request);
  try {
    if (field(form, "intent") === "retry-crm") {
      const input = parseWith(crmRetryInput, { queue: field(form, "queue"), id: field(form, "jobId") });
      await retryJob(services, admin, input, { forLead: params.id });
      return { ok: true, message: adminCopy.retried } satisfies ActionResult;
    }
    const input = parseWith(leadStatusInput, { status: field(form, "status"), note: field(form, "note") });
    const moved = await updateLeadStatus(services, admin, params.id, input);
    return {
      ok: true,
      message: moved.from === moved.to ? adminCopy.noteSaved : adminCopy.leadStatusSaved(leadStatusLabels[moved.to]),
    } satisfies ActionResult;
  } catch (err) {
    return actionFailure(err);
  }
}

export default function AdminLead({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadPage loaderData={loaderData} actionData={actionData} />;
}
