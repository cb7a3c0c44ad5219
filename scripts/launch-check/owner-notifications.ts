import { inboxReason, ownerInbox } from "~/features/notifications/recipients";
import type { CheckResult, EnvReading } from "./checks";
import type { Fact } from "./facts";

/**
 * Where the owner's emails go (issue 43, decision 106): the rule the site sends them by
 * (app/features/notifications/recipients.ts), read from this environment. PASS when a person's
 * address is named (LEADS_NOTIFY_EMAIL or ADMIN_EMAILS) and mail really leaves the machine; WARN
 * when they would fall back to the business address or stay in the dev mailbox; FAIL when the
 * server would refuse LEADS_NOTIFY_EMAIL.
 */
export function checkOwnerNotifications({ env, problems, set }: EnvReading, facts: Fact[]): CheckResult {
  const check = "Owner notifications";
  const refused = problems.get("LEADS_NOTIFY_EMAIL");
  if (refused)
    return { check, status: "FAIL", detail: `LEADS_NOTIFY_EMAIL refused by the server: ${refused.join("; ")}` };
  const businessEmail = facts.find((f) => f.field === "business.contact.email")?.value;
  const inbox = ownerInbox(env, businessEmail || undefined);
  const where = `to ${inbox.to.join(", ")} (from ${inboxReason(inbox)})`;
  const what =
    "every lead, call booked, moved or cancelled, paid order, refund, dispute and failed delivery, through the retried queue; each as it happens or one daily digest, as chosen in the console (/admin/notifications)";
  if (!set.has("SMTP_URL"))
    return { check, status: "WARN", detail: `${where}, but SMTP_URL is not set: they stay in the local dev mailbox` };
  if (inbox.source === "business")
    return {
      check,
      status: "WARN",
      detail: `${where}: set LEADS_NOTIFY_EMAIL (or ADMIN_EMAILS) to the person who answers them. ${what}`,
    };
  return { check, status: "PASS", detail: `${where}: ${what}` };
}
