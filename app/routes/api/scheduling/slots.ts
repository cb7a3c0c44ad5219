import { bookingKinds, type BookingKind } from "#db/schema";
import { schedulingCopy } from "~/content/scheduling";
import { pickerSlots } from "~/features/scheduling/bookings.server";
import { loadSchedule } from "~/features/scheduling/schedule.server";
import { hitSlotsRateLimit, slotsRateLimitMessage } from "~/features/scheduling/slots-limit.server";
import { canonicalTimeZone } from "~/features/scheduling/zone";
import { json } from "~/lib/api.server";
import { getServices } from "#platform/context";
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
  const limit = await hitSlotsRateLimit(context);
  if (!limit.allowed)
    return json({ error: slotsRateLimitMessage(limit.retryAfterSeconds), code: "RATE_LIMITED" }, 429, { "Retry-After": String(limit.retryAfterSeconds) });
  const { db } = getServices(context).database;
  const schedule = await loadSchedule(db);
  // The zone's own spelling, whatever letter case was sent: nothing downstream keys on a visitor's spelling.
  const tz = canonicalTimeZone(url.searchParams.get("tz") ?? schedule.availability.timeZone);
  if (!tz) return json({ error: schedulingCopy.badZone }, 400);
  const list = await pickerSlots(db, kind as BookingKind, tz, new Date(), schedule);
  return json({ ...list, ownerTimeZone: schedule.availability.timeZone }, 200, { "Cache-Control": "no-store" });
}
