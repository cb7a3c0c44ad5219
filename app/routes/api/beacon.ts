import { handleBeacon } from "~/features/analytics/collect.server";
import { json } from "~/lib/api.server";
import type { Route } from "./+types/beacon";

/** POST /api/beacon { e: [events] } → 204: first-party, cookieless analytics (decision 071). */
export function action({ request, context }: Route.ActionArgs) {
  return handleBeacon(context, request);
}

export function loader() {
  return json({ error: "Use POST" }, 405, { Allow: "POST" });
}
