import { requireAdmin, logAdminAction } from "~/features/admin/access.server";
import { actionFailure, adminHeaders, field } from "~/features/admin/actions.server";
import { adminMeta } from "~/features/admin/meta";
import { PayoutsPage } from "~/features/admin/payouts-page";
import { payoutLine, payoutsDue, recordPayout } from "~/features/affiliate/payouts.server";
import { getServices } from "#platform/context";
import { formatCents } from "~/lib/money";
import { readForm } from "~/lib/form.server";
import type { Route } from "./+types/payouts";

export const meta: Route.MetaFunction = () => adminMeta("payouts", "/admin/payouts");
export const headers = adminHeaders;

/** What each partner is owed (approved, unpaid commissions), where to pay it, and "mark paid" (issue 43). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const services = getServices(context);
  const due = await payoutsDue(services.database.db);
  return {
    rehearsal: services.env.AFFILIATE_TEST_COMMISSIONS,
    due: due.map((d) => ({ ...d, paidTo: payoutLine(d.details), hasDetails: Boolean(d.details) })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  const services = getServices(context);
  const form = await readForm(request);
  const affiliateId = field(form, "affiliateId");
  const test = field(form, "test") === "true";
  try {
    const { payout, count } = await recordPayout(services.database.db, { affiliateId, reference: field(form, "reference"), test, adminId: admin.id });
    await logAdminAction(services, admin, {
      action: "affiliate.payout",
      targetType: "affiliate",
      targetId: affiliateId,
      details: { payoutId: payout.id, amount: payout.amount, commissions: count, test, reference: payout.reference },
    });
    return { ok: true as const, message: `${formatCents(payout.amount)} marked paid: ${count} ${count === 1 ? "commission" : "commissions"}${test ? " (test)" : ""}.` };
  } catch (err) {
    return actionFailure(err, { affiliateId });
  }
}

export default function AdminPayouts({ loaderData, actionData }: Route.ComponentProps) {
  return <PayoutsPage loaderData={loaderData} actionData={actionData} />;
}
