import { handleLeadApi } from "~/features/leads/lead-request.server";
import { json } from "~/lib/api.server";
import type { Route } from "./+types/submit";

/** POST /api/leads/:formType (demo_request, pilot_program, strategy_call, contact, question, assessment, chat_message). */
export function action({ request, context, params }: Route.ActionArgs) {
  return handleLeadApi(context, request, params.formType);
}

export function loader() {
  return json({ error: "Use POST" }, 405, { Allow: "POST" });
}
