import { adminNotFound, requireAdmin } from "~/features/admin/access.server";
import { bookingForInvite, ownerInvite } from "~/features/admin/bookings.server";
import { getServices } from "#platform/context";
import { Conflict } from "~/lib/errors";
import type { Route } from "./+types/booking-invite";

/**
 * GET /admin/bookings/:id/invite: the owner's calendar invite for one call, downloaded as call-<date>-<id>.ics.
 * No ".ics" in the path: the server answers paths that look like files as missing assets (server/app.ts).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const services = getServices(context);
  const booking = await bookingForInvite(services.database.db, params.id);
  if (!booking) throw adminNotFound();
  const headers = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
  try {
    const { ics, filename } = ownerInvite(services.env, booking);
    return new Response(ics, {
      headers: {
        ...headers,
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="${filename}"`,
      },
    });
  } catch (err) {
    if (err instanceof Conflict) return new Response(err.message, { status: 409, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
    throw err;
  }
}
