import { redirect } from "react-router";
import { exportFileName } from "~/content/data-requests";
import { requireAdmin } from "~/features/admin/access.server";
import { adminHeaders, field } from "~/features/admin/actions.server";
import { exportForEmail } from "~/features/data-requests/data-requests.server";
import { jsonDownload } from "~/features/data-requests/download.server";
import { getServices } from "#platform/context";
import { ValidationFailed } from "~/lib/errors";
import { readForm } from "~/lib/form.server";
import type { Route } from "./+types/data-requests-export";

/**
 * POST /admin/data-requests/export (email): everything stored for the address as the same JSON
 * file a signed-in user downloads, written to the audit log. A POST, so the address never sits
 * in a URL (request logs, browser history); a GET goes back to the page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  return redirect("/admin/data-requests", { headers: adminHeaders() });
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  const form = await readForm(request);
  try {
    const file = await exportForEmail(getServices(context), admin, field(form, "email"));
    return jsonDownload(file, exportFileName(new Date()));
  } catch (err) {
    if (err instanceof ValidationFailed)
      return Response.json({ error: err.message }, { status: 400, headers: adminHeaders() });
    throw err;
  }
}
