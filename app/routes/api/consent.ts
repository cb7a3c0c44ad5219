import { z } from "zod";
import { activeReferralCode, attributionCookieFor } from "~/features/affiliate/affiliate.server";
import { referralClearCookie } from "~/features/affiliate/referral-cookie.server";
import { consentSetCookie, referralConsent, sendsGpc, shouldAskReferral } from "~/features/consent/consent.server";
import { apiError, json, parseWith, readJson } from "~/lib/api.server";
import { getServices } from "#platform/context";
import type { Route } from "./+types/consent";

const answerSchema = z
  .object({
    choice: z.enum(["accept", "decline"]),
    /** The ?ref= of the page the visitor answered on: accepting remembers it at once. */
    ref: z.string().max(200).optional(),
  })
  .strict();

/**
 * GET /api/consent?ref=CODE → { ask }: whether the notice should ask this visitor (no answer yet,
 * no Global Privacy Control, and the code names an active partner). The answer is in an HttpOnly
 * cookie, so the page asks here instead of reading it (docs/decisions/069).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { database } = getServices(context);
  const consent = referralConsent(request.headers);
  const code = new URL(request.url).searchParams.get("ref");
  const ask = shouldAskReferral(consent) && Boolean(await activeReferralCode(database.db, code));
  return json({ ask }, 200, { Vary: "Cookie, Sec-GPC" });
}

/**
 * POST /api/consent { choice: "accept" | "decline", ref? } → { consent, referral }: remembers the
 * answer; "accept" also sets the referral cookie for `ref` (unless the browser sends GPC),
 * "decline" removes any referral cookie.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { database, env, logger } = getServices(context);
  if (request.method !== "POST") return json({ error: "Method not allowed" }, 405, { Allow: "POST" });
  try {
    const { choice, ref } = parseWith(answerSchema, await readJson(request, 4 * 1024));
    const secure = env.PUBLIC_SITE_URL.startsWith("https://");
    const accepted = choice === "accept";
    const headers = new Headers({ "Cache-Control": "no-store" });
    headers.append("Set-Cookie", consentSetCookie(accepted, secure));
    // The answer given now counts, but GPC still outranks a yes.
    const cookie =
      accepted && !sendsGpc(request.headers) ? await attributionCookieFor(database.db, ref ?? null, env, secure) : null;
    if (cookie) headers.append("Set-Cookie", cookie);
    if (!accepted) headers.append("Set-Cookie", referralClearCookie(secure));
    return Response.json({ consent: accepted ? "yes" : "no", referral: Boolean(cookie) }, { headers });
  } catch (err) {
    return apiError(err, logger);
  }
}
