import { handleChatPreferences } from "~/features/demo/api.server";
import type { Route } from "./+types/chat-preferences";

/** GET / POST /api/demo/chat-preferences (signed in only). */
export function loader({ request, context }: Route.LoaderArgs) {
  return handleChatPreferences(context, request);
}

export function action({ request, context }: Route.ActionArgs) {
  return handleChatPreferences(context, request);
}
