import { handleBusinessDetails } from "~/features/demo/api.server";
import type { Route } from "./+types/business-details";

/** GET / POST /api/demo/business-details (signed in only). */
export function loader({ request, context }: Route.LoaderArgs) {
  return handleBusinessDetails(context, request);
}

export function action({ request, context }: Route.ActionArgs) {
  return handleBusinessDetails(context, request);
}
