import { data } from "react-router";
import { bookingsCopy as copy } from "~/content/scheduling-console";
import { requireAdmin } from "~/features/admin/access.server";
import { adminHeaders, field } from "~/features/admin/actions.server";
import { BookingsPage, type BookingsActionData as ActionData } from "~/features/admin/bookings-page";
import { cancelBooking, loadBookingsPage, markBooking, moveBooking, readBookingAction } from "~/features/admin/bookings.server";
import { adminMeta } from "~/features/admin/meta";
import { loadSchedule } from "~/features/scheduling/schedule.server";
import { getServices } from "#platform/context";
import { Conflict, NotFound, ValidationFailed } from "~/lib/errors";
import { readForm } from "~/lib/form.server";
import type { Route } from "./+types/bookings";

export const meta: Route.MetaFunction = () => adminMeta("bookings", "/admin/bookings");
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  return loadBookingsPage(getServices(context).database.db, new URL(request.url).searchParams);
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  const services = getServices(context);
  const form = await readForm(request);
  const id = field(form, "id");
  const intent = field(form, "intent");
  try {
    const input = readBookingAction({ intent, id, reason: field(form, "reason"), slotStart: field(form, "slotStart"), note: field(form, "note") });
    let message: string;
    if (input.intent === "cancel") message = (await cancelBooking(services, admin, input.id, input.reason)).message;
    else if (input.intent === "move") {
      const { availability } = await loadSchedule(services.database.db);
      message = (await moveBooking(services, admin, input.id, new Date(input.slotStart), input.note, availability.timeZone)).message;
    } else message = (await markBooking(services, admin, input.id, input.intent === "done" ? "done" : "no_show")).message;
    return { ok: true, message, id: input.id, intent: input.intent } satisfies ActionData;
  } catch (err) {
    const answer = (status: number, message: string, fieldErrors?: Record<string, string>) =>
      data({ ok: false, message, id, intent, ...(fieldErrors ? { fieldErrors } : {}) } satisfies ActionData, { status });
    if (err instanceof ValidationFailed) return answer(400, err.message, err.fieldErrors);
    if (err instanceof NotFound) return answer(404, copy.refusals.notFound);
    if (err instanceof Conflict) return answer(409, err.message);
    throw err;
  }
}

export default function AdminBookings({ loaderData, actionData }: Route.ComponentProps) {
  return <BookingsPage loaderData={loaderData} actionData={actionData} />;
}
