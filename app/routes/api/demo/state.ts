import { demoState, endpoint, requesterOf } from "~/features/demo/api.server";
import { json } from "~/lib/api.server";
import type { Route } from "./+types/state";

/** GET /api/demo/state: chat and voice modes, and the signed-in visitor's saved set-up. */
export function loader({ request, context }: Route.LoaderArgs) {
  return endpoint(context, async (services) => json(await demoState(services, await requesterOf(context, request))));
}
