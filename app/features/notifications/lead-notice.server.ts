import { eq } from "drizzle-orm";
import { formSubmissions } from "#db/schema";
import type { AppServices } from "#platform/context";
import { ownerEmails as copy } from "~/content/owner-notifications";
import { site } from "~/content/site";
import type { LeadNotifyJob } from "~/features/leads/leads.server";
import { deliverOwnerNotice, siteBase, type OwnerNotice } from "./deliver.server";

const formLabels: Record<string, string> = {
  demo_request: "Demo request",
  pilot_program: "Pilot program request",
  strategy_call: "Strategy call request",
  demo_customization: "Demo customization",
  contact: "Contact message",
  question: "Ebook question",
  assessment: "Free assessment request",
  chat_message: "Ebook chat message",
};

/** A new lead as the owner reads it: everything the visitor sent, where they came from, and a link to it. */
export function leadNotice(
  env: Pick<AppServices["env"], "PUBLIC_SITE_URL">,
  lead: typeof formSubmissions.$inferSelect,
): OwnerNotice {
  const label = formLabels[lead.formType] ?? lead.formType;
  const who = (typeof lead.data.name === "string" && lead.data.name) || lead.email || "an anonymous visitor";
  const details: [string, string][] = [
    ...Object.entries(lead.data).map(([k, v]): [string, string] => [k, typeof v === "string" ? v : JSON.stringify(v)]),
    ["page", lead.page ?? ""],
    ["referrer", lead.referrer ?? ""],
    ["utm", lead.utm ? new URLSearchParams(lead.utm).toString() : ""],
    ["affiliate code", lead.affiliateCode ?? ""],
    ["received", lead.createdAt.toISOString()],
    ["lead id", lead.id],
  ];
  return {
    kind: "lead",
    at: lead.createdAt.toISOString(),
    subject: `New ${label.toLowerCase()} from ${who}`,
    heading: copy.lead.heading(label),
    intro: `${label} received on ${site.name}.`,
    details: details.filter(([, v]) => v),
    action: { label: copy.lead.open, url: `${siteBase(env)}/admin/leads/${lead.id}` },
  };
}

/**
 * The "lead-notify" queue: one email to the owner per new lead (or a line of the daily digest),
 * to wherever the owner's notifications go (recipients.ts). Every original lead queues one.
 */
export function leadNotifyJob(services: Pick<AppServices, "env" | "database" | "mailer">) {
  return async (data: LeadNotifyJob) => {
    const [lead] = await services.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.id, data.leadId))
      .limit(1);
    if (!lead) return { skipped: "lead no longer exists" };
    return deliverOwnerNotice(services, leadNotice(services.env, lead));
  };
}
