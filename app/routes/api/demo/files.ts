import { endpoint, notSignedIn, requesterOf } from "~/features/demo/api.server";
import { listFiles } from "~/features/demo/details.server";
import { uploadFile } from "~/features/demo/files.server";
import { json } from "~/lib/api.server";
import type { Route } from "./+types/files";

/** GET /api/files: the signed-in visitor's own files. */
export function loader({ request, context }: Route.LoaderArgs) {
  return endpoint(context, async (services) => {
    const who = await requesterOf(context, request);
    if (!who.user) return notSignedIn();
    return json({ files: await listFiles(services.database.db, who.user.id) });
  });
}

/** POST /api/files: one file (multipart field "file") → 201 { file }. */
export function action({ request, context }: Route.ActionArgs) {
  return endpoint(context, async (services) => {
    if (request.method !== "POST") return json({ error: "Method not allowed" }, 405, { Allow: "GET, POST" });
    const who = await requesterOf(context, request);
    if (!who.user) return notSignedIn();
    return json({ file: await uploadFile(services, who.user, request) }, 201);
  });
}
