import { endpoint, notSignedIn, requesterOf } from "~/features/demo/api.server";
import { deleteFile, downloadFile } from "~/features/demo/files.server";
import { json } from "~/lib/api.server";
import type { Route } from "./+types/file";

/** GET /api/files/:id: a download for its owner (or an admin); 404 for anyone else. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return endpoint(context, async (services) => {
    const who = await requesterOf(context, request);
    if (!who.user) return notSignedIn();
    return downloadFile(services, who.user, params.id);
  });
}

/** DELETE /api/files/:id. */
export function action({ request, context, params }: Route.ActionArgs) {
  return endpoint(context, async (services) => {
    if (request.method !== "DELETE") return json({ error: "Method not allowed" }, 405, { Allow: "GET, DELETE" });
    const who = await requesterOf(context, request);
    if (!who.user) return notSignedIn();
    await deleteFile(services, who.user, params.id);
    return json({ ok: true });
  });
}
