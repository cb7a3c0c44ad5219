import { data } from "react-router";
import { bookingsCopy, scheduleSettingsCopy as copy } from "~/content/scheduling-console";
import { requireAdmin } from "~/features/admin/access.server";
import { adminHeaders, field } from "~/features/admin/actions.server";
import { adminMeta } from "~/features/admin/meta";
import { SchedulingPage, type SchedulingActionData as ActionData } from "~/features/admin/scheduling-page";
import {
  loadCalendarPanels,
  loadSchedulingPage,
  makeFeed,
  readOwnerCalendarNow,
  saveOwnerCalendar,
  saveScheduleSettings,
  stopReadingOwnerCalendar,
  turnFeedOff,
} from "~/features/admin/scheduling.server";
import { applyDraftEdit, draftEditOf, draftFromForm, settingsFromForm } from "~/features/scheduling/settings";
import { getServices } from "#platform/context";
import { ValidationFailed } from "~/lib/errors";
import { readForm } from "~/lib/form.server";
import type { Route } from "./+types/scheduling";

export const meta: Route.MetaFunction = () => adminMeta("scheduling", "/admin/scheduling");
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const { db } = getServices(context).database;
  return { ...(await loadSchedulingPage(db)), calendar: await loadCalendarPanels(db) };
}

/** The calendar panels' buttons (decision 108): each answers in its own panel. */
async function calendarAction(services: ReturnType<typeof getServices>, admin: Awaited<ReturnType<typeof requireAdmin>>, intent: string, form: FormData) {
  switch (intent) {
    case "feed-create": {
      const made = await makeFeed(services, admin);
      return { ok: true, panel: "feed", message: made.message, feedUrl: made.url } satisfies ActionData;
    }
    case "feed-revoke":
      return { ok: true, panel: "feed", message: await turnFeedOff(services, admin) } satisfies ActionData;
    case "source-save": {
      const typed = field(form, "calendarUrl");
      try {
        return { ok: true, panel: "source", message: await saveOwnerCalendar(services, admin, typed) } satisfies ActionData;
      } catch (err) {
        if (!(err instanceof ValidationFailed)) throw err;
        return data({ ok: false, panel: "source", message: err.message, fieldErrors: err.fieldErrors, calendarUrl: typed } satisfies ActionData, { status: 400 });
      }
    }
    case "source-read":
      // The status line says what the read found.
      await readOwnerCalendarNow(services);
      return { ok: true, panel: "source" } satisfies ActionData;
    case "source-remove":
      return { ok: true, panel: "source", message: await stopReadingOwnerCalendar(services, admin) } satisfies ActionData;
  }
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  const services = getServices(context);
  const form = await readForm(request);
  const intent = field(form, "intent") || "save";
  const calendar = await calendarAction(services, admin, intent, form);
  if (calendar) return calendar;
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
