import { data } from "react-router";
import { bookingsCopy, scheduleSettingsCopy as copy } from "~/content/scheduling-console";
import { requireAdmin } from "~/features/admin/access.server";
import { adminHeaders, field } from "~/features/admin/actions.server";
import { adminMeta } from "~/features/admin/meta";
import { SchedulingPage, type SchedulingActionData as ActionData } from "~/features/admin/scheduling-page";
import { loadSchedulingPage, saveScheduleSettings } from "~/features/admin/scheduling.server";
import { applyDraftEdit, draftEditOf, draftFromForm, settingsFromForm } from "~/features/scheduling/settings";
import { getServices } from "#platform/context";
import { ValidationFailed } from "~/lib/errors";
import { readForm } from "~/lib/form.server";
import type { Route } from "./+types/scheduling";

export const meta: Route.MetaFunction = () => adminMeta("scheduling", "/admin/scheduling");
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  return loadSchedulingPage(getServices(context).database.db);
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  const services = getServices(context);
  const form = await readForm(request);
  const intent = field(form, "intent") || "save";
  if (intent !== "save") {
    // Add or remove a row without JavaScript: the page comes back edited, nothing is saved.
    const edit = draftEditOf(intent);
    if (!edit)
      return data({ ok: false, message: bookingsCopy.refusals.unknownIntent } satisfies ActionData, { status: 400 });
    return { ok: true, draft: applyDraftEdit(draftFromForm(form), edit) } satisfies ActionData;
  }
  try {
    await saveScheduleSettings(services, admin, settingsFromForm(form));
    return { ok: true, message: copy.saved } satisfies ActionData;
  } catch (err) {
    if (err instanceof ValidationFailed)
      return data(
        {
          ok: false,
          message: err.message,
          fieldErrors: err.fieldErrors,
          draft: draftFromForm(form),
        } satisfies ActionData,
        {
          status: 400,
        },
      );
    throw err;
  }
}

export default function AdminScheduling({ loaderData, actionData }: Route.ComponentProps) {
  return <SchedulingPage loaderData={loaderData} actionData={actionData} />;
}
