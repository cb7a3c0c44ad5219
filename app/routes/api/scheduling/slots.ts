import { bookingKinds, type BookingKind } from "../../../../db/schema";
import { defaultAvailability, schedulingCopy } from "~/content/scheduling";
import { pickerSlots } from "~/features/scheduling/bookings.server";
import { isTimeZone } from "~/features/scheduling/slots";
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
  if (!(bookingKinds as readonly string[]).includes(kind)) return json({ error: schedulingCopy.unknownKind }, 400);
  const tz = url.searchParams.get("tz") ?? defaultAvailability.timeZone;
  if (!isTimeZone(tz)) return json({ error: schedulingCopy.badZone }, 400);
  const list = await pickerSlots(getServices(context).database.db, kind as BookingKind, tz);
  return json({ ...list, ownerTimeZone: defaultAvailability.timeZone }, 200, { "Cache-Control": "no-store" });
}
