import { analyticsCopy } from "./analytics-console";
import { site } from "./site";
import type { FormType, LeadStatus, OrderStatus, ReferralStatus } from "#db/schema";

/**
 * Copy of the business owner's console (/admin). Not a marketing page: plain, operational
 * wording, never linked from the public header or the sitemap.
 */

export const adminNav = [
  { to: "/admin", label: "Overview", end: true },
  { to: "/admin/analytics", label: "Analytics" },
  { to: "/admin/leads", label: "Leads" },
  { to: "/admin/orders", label: "Orders" },
  { to: "/admin/affiliates", label: "Affiliates" },
  { to: "/admin/referrals", label: "Referrals" },
  { to: "/admin/payouts", label: "Payouts" },
  { to: "/admin/deliveries", label: "Deliveries" },
  { to: "/admin/customers", label: "Customers" },
  { to: "/admin/bookings", label: "Bookings" },
  { to: "/admin/scheduling", label: "Scheduling" },
  { to: "/admin/data-requests", label: "Data requests" },
  { to: "/admin/notifications", label: "Notifications" },
] as const;

export const adminPages = {
  overview: {
    title: "Owner Console",
    description: "Leads, orders, affiliate payouts and deliveries at a glance.",
  },
  analytics: { title: analyticsCopy.title, description: analyticsCopy.description },
  leads: { title: "Leads", description: "Every form submission, newest first." },
  lead: { title: "Lead", description: "One lead with everything the visitor sent and its CRM delivery." },
  orders: { title: "Orders", description: "Every checkout, newest first." },
  order: { title: "Order", description: "One order with its items, payment and referral." },
  affiliates: { title: "Affiliates", description: "Affiliate partners, their referrals and earnings." },
  affiliate: { title: "Affiliate", description: "One affiliate partner: rate, status, referrals and payouts." },
  referrals: { title: "Referrals", description: "Every referral and its commission; approve and pay in bulk." },
  payouts: {
    title: "Payouts",
    description: "What each partner is owed in approved commissions, where to pay it, and the payout file for your bank or PayPal.",
  },
  deliveries: { title: "Deliveries", description: "Background jobs that failed: CRM sync, emails, fulfilment." },
  customers: {
    title: "Customers",
    description: "Everyone who bought (guests too) and the other accounts, with their orders and leads. Your own and partners' accounts are listed only once they buy.",
  },
  customer: { title: "Customer", description: "One account with its orders and leads." },
  bookings: { title: "Bookings", description: "Booked calls by day, with cancel, done and no-show." },
  scheduling: {
    title: "Scheduling",
    description: "When visitors can book calls: hours, notice, buffer, days off, lengths.",
  },
  dataRequests: {
    title: "Data requests",
    description: "Find, export or erase everything stored for one email address.",
  },
  notifications: { title: "Notifications", description: "The emails you get about the business, and where they go." },
} as const;

export const formTypeLabels: Record<FormType, string> = {
  demo_request: "Demo request",
  pilot_program: "Pilot program",
  strategy_call: "Strategy call",
  demo_customization: "Demo customization",
  contact: "Contact",
  question: "Ebook question",
  assessment: "Free assessment",
  chat_message: "Ebook chat",
};

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
};

/** The words of the lead page's status buttons: "Reopen" for a closed lead, else "Mark <status>" (the moves themselves: features/admin/lead-workflow.ts). */
export function leadMoveLabel(from: LeadStatus, to: LeadStatus) {
  return from === "won" || from === "lost" ? "Reopen" : `Mark ${leadStatusLabels[to].toLowerCase()}`;
}

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: "Pending",
  paid: "Paid",
  failed: "Failed",
  canceled: "Canceled",
  refunded: "Refunded",
};

/** An order's status as the console shows it: a paid order with part of it refunded says so. */
export function orderStatusLabel(status: OrderStatus, amountRefunded: number) {
  return status === "paid" && amountRefunded > 0 ? "Partly refunded" : orderStatusLabels[status];
}

export const referralStatusLabels: Record<ReferralStatus, string> = {
  signed_up: "Signed up",
  pending: "Pending",
  approved: "Approved",
  paid: "Paid",
  reversed: "Reversed",
  self_referral: "Self-referral",
  test: "Test order (no commission)",
};

export const queueLabels: Record<string, string> = {
  "crm-sync": "CRM sync",
  email: "Email",
  "lead-notify": "New-lead email",
  "order-fulfilment": "Order fulfilment",
  commission: "Affiliate commission",
  "call-email": "Call email",
  "session-refund": "Session refund",
  "analytics-rollup": "Analytics roll-up",
  "owner-notify": "Owner email",
  "owner-digest": "Owner's daily digest",
};

export const adminCopy = {
  consoleLabel: "Owner console",
  notFound: "Not found",
  /** An admin without two-factor sign-in on a site others can reach (docs/decisions/043). */
  twoFactorRequired: {
    heading: "Two-factor authentication required",
    message: `The owner's console opens only for accounts with two-factor sign-in. On your dashboard, under Two-factor authentication, confirm your password, choose Enable two-factor, add ${site.name} to your authenticator app and enter the code it shows. Then open the console again.`,
    action: { to: "/user-dashboard", label: "Set up two-factor authentication" },
  },
  empty: {
    leads: "No leads match these filters.",
    orders: "No orders match these filters.",
    affiliates: "No affiliates yet.",
    referrals: "No referrals match these filters.",
    deliveries: "Nothing has failed. Every background job was delivered or is still on its way.",
    retrying: "No job is waiting for another attempt.",
    customers: "No customers match this search.",
    history: "No changes yet.",
  },
  pager: { newer: "Newer", older: "Older", first: "Newest" },
  filters: { apply: "Apply filters", reset: "Reset" },
  export: "Export CSV",
  saved: "Saved.",
  leadStatusSaved: (label: string) => `Lead marked ${label.toLowerCase()}.`,
  noteSaved: "Note saved.",
  rateSaved: (percent: string) => `Commission rate set to ${percent}.`,
  suspended: "Affiliate suspended: new referrals no longer earn commission.",
  reactivated: "Affiliate reactivated.",
  approved: (n: number) => `${n} ${n === 1 ? "commission" : "commissions"} approved.`,
  paid: (n: number) => `${n} ${n === 1 ? "commission" : "commissions"} marked paid.`,
  noneSelected: "Select at least one referral.",
  retried: "Sent back to its queue. It will be delivered on the next attempt.",
  retryFailed: "This job could not be re-sent; it may already have been retried.",
  retryNotThisLead: "This job is not this lead's CRM sync; open it from its own lead or from Deliveries.",
  notCrmJob: "Only a CRM sync job can be retried from a lead's page.",
  /** Under a list cut short on a detail page (the rest are one click away). */
  capped: (shown: number, total: number) => `Showing the latest ${shown} of ${total}.`,
  mailbox: {
    label: "Open the dev mailbox",
    hint: "No SMTP server is configured: emails are written to files and listed in the dev mailbox.",
  },
} as const;

/** Option lists for the console's filters (kept here so no schema module reaches the browser). */
export const formTypeOptions = Object.keys(formTypeLabels) as FormType[];
export const leadStatusOptions = Object.keys(leadStatusLabels) as LeadStatus[];
export const orderStatusOptions = Object.keys(orderStatusLabels) as OrderStatus[];
export const referralStatusOptions = Object.keys(referralStatusLabels) as ReferralStatus[];

/** The console's first-touch filters on the leads and orders lists (decision 112). */
export const touchFilterCopy = {
  source: { label: "Source", any: "Any source" },
  campaign: { label: "Campaign", any: "Any campaign" },
  partner: { label: "Partner", any: "Any partner" },
} as const;
