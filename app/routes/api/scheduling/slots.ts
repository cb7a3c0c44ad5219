import { callLength, defaultAvailability } from "~/content/scheduling";
import { openCallSlots } from "~/features/scheduling/bookings.server";
import { isTimeZone, slotsByDay } from "~/features/scheduling/slots";
import { json } from "~/lib/api.server";
import { getServices } from "~/lib/context";
import type { Route } from "./+types/slots";

/**
 * GET /api/scheduling/slots?kind=strategy_call&tz=Europe/Berlin → the open times of the next
 * days, grouped by the visitor's day and labelled in the visitor's zone (issue 17). Never cached:
 * a time taken a moment ago must leave the picker.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind = url.searchParams.get("kind") ?? "strategy_call";
  if (!Object.hasOwn(callLength, kind)) return json({ error: "Unknown kind of call." }, 400);
  const tz = url.searchParams.get("tz") ?? defaultAvailability.timeZone;
  if (!isTimeZone(tz)) return json({ error: "Choose a time zone from the list." }, 400);
  const slots = await openCallSlots(getServices(context).database.db, kind as keyof typeof callLength);
  return json(
    { timeZone: tz, ownerTimeZone: defaultAvailability.timeZone, minutes: callLength[kind as keyof typeof callLength], days: slotsByDay(slots, tz) },
    200,
    { "Cache-Control": "no-store" },
  );
}
