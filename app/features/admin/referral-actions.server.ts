import { parseWith } from "~/lib/api.server";
import { adminCopy } from "~/content/admin";
import type { AppServices } from "#platform/context";
import { ValidationFailed } from "~/lib/errors";
import type { AdminUser } from "./access.server";
import { approveReferrals, markReferralsPaid, referralIdsInput } from "./affiliates.server";

/** The bulk referral form (approve / mark paid), shared by /admin/referrals and an affiliate's page. */
export async function referralBulkAction(
  services: Pick<AppServices, "database" | "logger">,
  admin: AdminUser,
  form: FormData,
  scope?: { affiliateId?: string },
) {
  const intent = form.get("intent");
  if (intent !== "approve" && intent !== "pay") throw new ValidationFailed("Unknown action.");
  const ids = form.getAll("ids").filter((v): v is string => typeof v === "string");
  if (!ids.length) throw new ValidationFailed(adminCopy.noneSelected);
  const input = parseWith(referralIdsInput, { ids });
  const result =
    intent === "approve"
      ? await approveReferrals(services, admin, input.ids, scope)
      : await markReferralsPaid(services, admin, input.ids, scope);
  const message = intent === "approve" ? adminCopy.approved(result.count) : adminCopy.paid(result.count);
  const skipped = result.skipped
    ? ` ${result.skipped} skipped (${intent === "approve" ? "not pending" : "not approved yet"}).`
    : "";
  return { ok: result.count > 0, message: `${message}${skipped}` };
}
