import { endpoint, requesterOf } from "~/features/demo/api.server";
import { createVoiceSession } from "~/features/demo/voice-session.server";
import { json } from "~/lib/api.server";
import type { Route } from "./+types/voice-session";

/** POST /api/voice/session { industry?, customization? } → { signedUrl, maxMinutes, overrides } (overrides written by the server, decision 045). */
export function action({ request, context }: Route.ActionArgs) {
  return endpoint(context, async (services) =>
    createVoiceSession(services, request, await requesterOf(context, request)),
  );
}

export function loader() {
  return json({ error: "Use POST" }, 405, { Allow: "POST" });
}
