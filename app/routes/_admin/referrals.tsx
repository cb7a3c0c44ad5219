import { requireAdmin } from "~/features/admin/access.server";
import { actionFailure, adminHeaders } from "~/features/admin/actions.server";
import { listReferrals, referralFilterSchema } from "~/features/admin/affiliates.server";
import { adminMeta } from "~/features/admin/meta";
import { cursorFrom } from "~/lib/pagination";
import { referralBulkAction } from "~/features/admin/referral-actions.server";
import { ReferralsPage } from "~/features/admin/referrals-page";
import { getServices } from "#platform/context";
import type { Route } from "./+types/referrals";
import { readForm } from "~/lib/form.server";

export const meta: Route.MetaFunction = () => adminMeta("referrals", "/admin/referrals");
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const params = new URL(request.url).searchParams;
  const filters = referralFilterSchema.parse({ status: params.get("status") || undefined });
  const page = await listReferrals(getServices(context).database.db, filters, cursorFrom(params));
  return { status: filters.status ?? null, page };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  const form = await readForm(request);
  try {
    return await referralBulkAction(getServices(context), admin, form);
  } catch (err) {
    return actionFailure(err);
  }
}

export default function AdminReferrals({ loaderData, actionData }: Route.ComponentProps) {
  return <ReferralsPage loaderData={loaderData} actionData={actionData} />;
}
