import { requireAdmin } from "~/features/admin/access.server";
import { payoutCsv, payoutsDue } from "~/features/affiliate/payouts.server";
import { getServices } from "#platform/context";
import type { Route } from "./+types/payouts-export";

/** GET /admin/payouts/export: the payout file (one row per partner with money due and payout details). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context, request);
  const services = getServices(context);
  services.logger.info({ adminId: admin.id, action: "payouts.export", target: "payouts" }, "admin action");
  const body = payoutCsv(await payoutsDue(services.database.db), { rehearsal: services.env.AFFILIATE_TEST_COMMISSIONS });
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8; header=present",
      "Content-Disposition": `attachment; filename="payouts-${stamp}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
