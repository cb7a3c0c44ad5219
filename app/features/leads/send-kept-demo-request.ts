import { leadDialogs } from "~/content/leads";
import { toast } from "~/lib/toast";
import { dropKeptDemoRequest, keptDemoRequest, updateKeptDemoRequest } from "./kept-demo-request";
import { postLead, toastSubmitProblem } from "./submit-lead";

/** Another tab that started sending less than this long ago is left to finish. */
const SENDING_GRACE_MS = 60_000;

let running: Promise<"sent" | "none" | "kept"> | null = null;

/**
 * Sends the demo request kept in this browser (kept-demo-request.ts) now that the visitor is signed
 * in, once: with the spec's "Demo Request Received!" toast, then forgets it. Loaded by the site
 * header only when a kept request exists and the session is signed in. Tabs take turns through a
 * Web Lock (the confirmation link often opens a second tab), and a tab that finds another one
 * sending leaves it be, so the request is sent by exactly one of them. Refused by the server: kept
 * for the form to show again, not sent by itself; not signed in after all, or a failure: kept for
 * the next page.
 */
export function sendKeptDemoRequest() {
  running ??= (async () => {
    try {
      const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
      return locks ? await locks.request("voxa:kept-demo-request", send) : await send();
    } finally {
      running = null;
    }
  })();
  return running;
}

async function send(): Promise<"sent" | "none" | "kept"> {
  const kept = keptDemoRequest();
  if (!kept || kept.review) return "none";
  if (kept.sendingSince && Date.now() - kept.sendingSince < SENDING_GRACE_MS) return "none";
  updateKeptDemoRequest({ sendingSince: Date.now() });
  const result = await postLead("demo_request", { ...kept.values, website: "" }, { page: kept.page });
  if (result.ok) {
    dropKeptDemoRequest();
    const { success } = leadDialogs.demo_request;
    toast.success(success.title, { description: success.description });
    return "sent";
  }
  updateKeptDemoRequest({ sendingSince: undefined, review: result.reason === "invalid" || undefined });
  // Still signed out as far as the server knows: wait quietly for the next page.
  if (result.reason !== "login") toastSubmitProblem(result);
  return "kept";
}
