import { completeChat } from "~/features/demo/chat.server";
import { endpoint, requesterOf } from "~/features/demo/api.server";
import { json } from "~/lib/api.server";
import type { Route } from "./+types/chat-completion";

/** POST /api/chat-completion { prompt, systemPrompt, messages } → { response } (spec §7). */
export function action({ request, context }: Route.ActionArgs) {
  return endpoint(context, async (services) => completeChat(services, request, await requesterOf(context, request)));
}

export function loader() {
  return json({ error: "Use POST" }, 405, { Allow: "POST" });
}
