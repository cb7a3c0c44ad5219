import { brandedEmail } from "#platform/auth-emails";
import type { AppServices } from "#platform/context";
import type { MailMessage } from "#platform/mailer.server";
import { ownerEmails as copy, type NoticeKind } from "~/content/owner-notifications";
import { ownerAddress, ownerInbox } from "./recipients";
import { notificationMode } from "./settings.server";

/**
 * One thing the owner should hear about, written once: as its own email (mode "each") or as a
 * line of the daily digest (mode "digest", kept as the job's output until the digest runs).
 */
export type OwnerNotice = {
  kind: NoticeKind;
  /** When it happened (ISO). */
  at: string;
  subject: string;
  heading: string;
  intro: string;
  details: [string, string][];
  action: { label: string; url: string };
  after?: string[];
};

type Env = Pick<AppServices["env"], "PUBLIC_SITE_URL" | "LEADS_NOTIFY_EMAIL" | "ADMIN_EMAILS">;
type Services = Pick<AppServices, "env" | "database" | "mailer">;

export const siteBase = (env: Pick<Env, "PUBLIC_SITE_URL">) => env.PUBLIC_SITE_URL.replace(/\/$/, "");
export const shortRef = (id: string) => id.slice(0, 8);

/** A notice as its own branded email to the owner's inbox. */
export function noticeEmail(env: Env, notice: OwnerNotice): MailMessage {
  return brandedEmail(`owner-${notice.kind}`, ownerAddress(ownerInbox(env)), notice.subject.slice(0, 200), {
    heading: notice.heading,
    intro: notice.intro,
    action: notice.action,
    details: notice.details.filter(([, v]) => v),
    links: [{ label: copy.settingsLink, url: `${siteBase(env)}/admin/notifications` }],
    after: [...(notice.after ?? []), copy.eachFooter],
  });
}

/**
 * Sends the notice now (its own email, or `message` when the event has a richer one, e.g. a call's
 * with its invite), or, when the owner chose the daily digest, returns it as the job's output for
 * the digest to collect. A failed send throws: the queue retries it.
 */
export async function deliverOwnerNotice(services: Services, notice: OwnerNotice, message?: MailMessage) {
  if ((await notificationMode(services.database.db)) === "digest") return { digest: notice };
  const mail = message ?? noticeEmail(services.env, notice);
  await services.mailer.send(mail);
  return { sent: mail.kind, to: mail.to };
}

/** A change to a call as a line of the daily digest: the owner email's subject and a link to the bookings. */
export function callNotice(
  env: Pick<Env, "PUBLIC_SITE_URL">,
  message: Pick<MailMessage, "subject">,
  at: Date,
): OwnerNotice {
  return {
    kind: "call",
    at: at.toISOString(),
    subject: message.subject,
    heading: message.subject,
    intro: "",
    details: [],
    action: { label: "Open the bookings", url: `${siteBase(env)}/admin/bookings` },
  };
}
