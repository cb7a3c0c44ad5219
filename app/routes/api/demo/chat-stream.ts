import { streamChat } from "~/features/demo/chat.server";
import { endpoint, requesterOf } from "~/features/demo/api.server";
import { json } from "~/lib/api.server";
import type { Route } from "./+types/chat-stream";

/** POST /api/chat-completion/stream: the same body, answered as a stream of text deltas (SSE). */
export function action({ request, context }: Route.ActionArgs) {
  return endpoint(context, async (services) => streamChat(services, request, await requesterOf(context, request)));
}

export function loader() {
  return json({ error: "Use POST" }, 405, { Allow: "POST" });
}
