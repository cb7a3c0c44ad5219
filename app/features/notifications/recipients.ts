import { site } from "~/content/site";

/**
 * Where the owner's notifications go (issue 43): LEADS_NOTIFY_EMAIL when it is set, else every
 * admin (ADMIN_EMAILS), else the business's own address (app/content/business.ts). One rule for
 * every owner email — leads, calls, orders, refunds, disputes, failed deliveries, the digest —
 * and for what `npm run launch:check` reports. Pure: the launch check runs it without a server.
 */
export type OwnerInbox = {
  /** The addresses, at least one. */
  to: string[];
  /** Which setting chose them. */
  source: "LEADS_NOTIFY_EMAIL" | "ADMIN_EMAILS" | "business";
};

export function ownerInbox(
  env: { LEADS_NOTIFY_EMAIL?: string | undefined; ADMIN_EMAILS: readonly string[] },
  businessEmail: string = site.contact.email,
): OwnerInbox {
  if (env.LEADS_NOTIFY_EMAIL) return { to: [env.LEADS_NOTIFY_EMAIL], source: "LEADS_NOTIFY_EMAIL" };
  if (env.ADMIN_EMAILS.length) return { to: [...env.ADMIN_EMAILS], source: "ADMIN_EMAILS" };
  return { to: [businessEmail], source: "business" };
}

/** The message's `To:` (nodemailer takes a comma-separated list). */
export const ownerAddress = (inbox: OwnerInbox) => inbox.to.join(", ");

/** Why these addresses, in the words the console and the launch check use. */
export function inboxReason(inbox: OwnerInbox) {
  if (inbox.source === "LEADS_NOTIFY_EMAIL") return "LEADS_NOTIFY_EMAIL";
  if (inbox.source === "ADMIN_EMAILS") return "ADMIN_EMAILS, as LEADS_NOTIFY_EMAIL is not set";
  return "the business address in app/content/business.ts, as neither LEADS_NOTIFY_EMAIL nor ADMIN_EMAILS is set";
}
