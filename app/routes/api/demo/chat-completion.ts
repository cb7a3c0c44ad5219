import { completeChat } from "~/features/demo/chat.server";
import { endpoint, requesterOf } from "~/features/demo/api.server";
import { json } from "~/lib/api.server";
import type { Route } from "./+types/chat-completion";

/** POST /api/chat-completion { prompt, messages, industry?, customization? } → { response } (spec §7; the server writes the system prompt, decision 045). */
export function action({ request, context }: Route.ActionArgs) {
  return endpoint(context, async (services) => completeChat(services, request, await requesterOf(context, request)));
}

export function loader() {
  return json({ error: "Use POST" }, 405, { Allow: "POST" });
}
