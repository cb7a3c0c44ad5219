import { adminCopy } from "~/content/admin";
import { adminNotFound, requireAdmin } from "~/features/admin/access.server";
import { actionFailure, adminHeaders, field } from "~/features/admin/actions.server";
import {
  affiliateDetail,
  assertAffiliateExists,
  commissionRateInput,
  listReferrals,
  setAffiliateStatus,
  setCommissionRate,
} from "~/features/admin/affiliates.server";
import { AffiliatePage } from "~/features/admin/affiliate-page";
import { adminMeta } from "~/features/admin/meta";
import { cursorFrom } from "~/lib/pagination";
import { referralBulkAction } from "~/features/admin/referral-actions.server";
import { ratePercent, type ActionResult } from "~/components/console/ui";
import { parseWith } from "~/lib/api.server";
import { getServices } from "#platform/context";
import { ValidationFailed } from "~/lib/errors";
import type { Route } from "./+types/affiliate";
import { readForm } from "~/lib/form.server";

export const meta: Route.MetaFunction = ({ params }) => adminMeta("affiliate", `/admin/affiliates/${params.id}`);
export const headers = adminHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const { db } = getServices(context).database;
  const detail = await affiliateDetail(db, params.id);
  if (!detail) throw adminNotFound();
  const referrals = await listReferrals(db, { affiliateId: params.id }, cursorFrom(new URL(request.url).searchParams));
  return { ...detail, referrals };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  const services = getServices(context);
  const form = await readForm(request);
  const intent = field(form, "intent");
  const formName =
    intent === "rate" ? "rate" : intent === "suspend" || intent === "reactivate" ? "status" : "referrals";
  try {
    await assertAffiliateExists(services.database.db, params.id);
    if (intent === "rate") {
      const { percent } = parseWith(commissionRateInput, { percent: field(form, "percent").trim() || undefined });
      const rate = await setCommissionRate(services, admin, params.id, percent);
      return { ok: true, message: adminCopy.rateSaved(ratePercent(rate)), form: "rate" } satisfies ActionResult & {
        form: string;
      };
    }
    if (intent === "suspend" || intent === "reactivate") {
      await setAffiliateStatus(services, admin, params.id, intent === "suspend" ? "suspended" : "active");
      return { ok: true, message: intent === "suspend" ? adminCopy.suspended : adminCopy.reactivated, form: "status" };
    }
    if (intent === "approve" || intent === "pay")
      return { ...(await referralBulkAction(services, admin, form, { affiliateId: params.id })), form: "referrals" };
    throw new ValidationFailed("Unknown action.");
  } catch (err) {
    return actionFailure(err, { form: formName });
  }
}

export default function AdminAffiliate({ loaderData, actionData }: Route.ComponentProps) {
  return <AffiliatePage loaderData={loaderData} actionData={actionData} />;
}
