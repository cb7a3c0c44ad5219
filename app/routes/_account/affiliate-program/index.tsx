import { data, isRouteErrorResponse, redirect } from "react-router";
import { affiliatePage } from "~/content/affiliate";
import { affiliateForUser, affiliateSummary, joinAffiliateProgram, referralsForAffiliate } from "~/features/affiliate/affiliate.server";
import { AffiliatePage } from "~/features/affiliate/affiliate-page";
import { maskedPayout, payoutsOf, savePayoutDetails } from "~/features/affiliate/payouts.server";
import { ValidationFailed } from "~/lib/errors";
import { userSessionContext } from "~/features/auth/session.server";
import { getServices } from "#platform/context";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/index";
import { readForm } from "~/lib/form.server";

export const meta = () => seo({ ...affiliatePage.seo, path: "/affiliate-program", noindex: true });

/** Everything here is scoped to the signed-in user's own affiliate record. */
export async function loader({ context }: Route.LoaderArgs) {
  const services = getServices(context);
  const { user } = context.get(userSessionContext);
  const { db } = services.database;
  try {
    const affiliate = await affiliateForUser(db, user.id);
    if (!affiliate) return { state: "none" as const };
    const summary = await affiliateSummary(db, affiliate.id);
    const referrals = await referralsForAffiliate(db, affiliate.id).catch((err: unknown) => {
      services.logger.error({ err }, "referrals load failed");
      return null;
    });
    return {
      state: "affiliate" as const,
      payout: { current: maskedPayout(affiliate.payoutDetails ?? null), history: await payoutsOf(db, affiliate.id) },
      code: affiliate.code,
      commissionRate: Number(affiliate.commissionRate),
      suspended: affiliate.status === "suspended",
      link: `${services.env.PUBLIC_SITE_URL.replace(/\/$/, "")}/?ref=${encodeURIComponent(affiliate.code)}`,
      ...summary,
      referrals,
    };
  } catch (err) {
    services.logger.error({ err }, "affiliate load failed");
    return { state: "error" as const };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const { user } = context.get(userSessionContext);
  const form = await readForm(request);
  if (form.get("intent") === "payout") {
    // How the partner is paid (issue 43): their own record only.
    const affiliate = await affiliateForUser(services.database.db, user.id);
    if (!affiliate) return data({ ok: false as const, intent: "payout" as const, error: "Join the program first." }, { status: 400 });
    try {
      await savePayoutDetails(services.database.db, affiliate.id, Object.fromEntries(form.entries()));
      return { ok: true as const, intent: "payout" as const };
    } catch (err) {
      if (err instanceof ValidationFailed)
        return data({ ok: false as const, intent: "payout" as const, error: err.message, fieldErrors: err.fieldErrors }, { status: 400 });
      throw err;
    }
  }
  if (form.get("intent") !== "join") return data({ ok: false as const, error: "Unknown action" }, { status: 400 });
  try {
    await joinAffiliateProgram(services.database.db, user.id, services.env.AFFILIATE_COMMISSION_RATE);
    // Without JavaScript the browser posted the page itself (to /affiliate-program?index): send
    // it back to the plain address, so the router's ?index never stays in the address bar.
    if (request.headers.get("sec-fetch-mode") === "navigate") return redirect("/affiliate-program");
    return { ok: true as const };
  } catch (err) {
    services.logger.error({ err }, "affiliate join failed");
    return data({ ok: false as const, error: affiliatePage.toasts.joinFailed }, { status: 500 });
  }
}

/**
 * Client navigations and the join post reach the server through `.data` requests; when one fails
 * (network, 5xx, an unreadable answer) the page shows the spec's error toast instead of the error
 * boundary. Redirects (a session that ended) and 4xx answers pass through unchanged.
 */
function isPassThrough(err: unknown) {
  return err instanceof Response || (isRouteErrorResponse(err) && err.status < 500);
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (err) {
    if (isPassThrough(err)) throw err;
    return { state: "error" as const };
  }
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (err) {
    if (isPassThrough(err)) throw err;
    return { ok: false as const, error: affiliatePage.toasts.joinFailed };
  }
}

export default function AffiliateProgram({ loaderData, actionData }: Route.ComponentProps) {
  return <AffiliatePage data={loaderData} actionData={actionData ?? undefined} />;
}
