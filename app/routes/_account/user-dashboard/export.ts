import { exportFileName } from "~/content/data-requests";
import { userSessionContext } from "~/features/auth/session.server";
import { exportForUser } from "~/features/data-requests/data-requests.server";
import { jsonDownload } from "~/features/data-requests/download.server";
import { getServices } from "#platform/context";
import type { Route } from "./+types/export";

/**
 * GET /user-dashboard/export: everything stored about the signed-in user, as a JSON download.
 * The section's middleware sends anyone signed out to /login first; the file is always the
 * session's own account's.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const session = context.get(userSessionContext);
  const services = getServices(context);
  const file = await exportForUser(services.database.db, session.user);
  if (!file) throw new Response("Not found", { status: 404, headers: { "Cache-Control": "private, no-store" } });
  services.logger.info({ userId: session.user.id, action: "data.export.self" }, "data export downloaded");
  return jsonDownload(file, exportFileName(new Date()));
}
