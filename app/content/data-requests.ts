import { site } from "./site";

/**
 * Copy of the data-request features (docs/decisions/068): the dashboard's "Download my data"
 * panel and the owner's Data requests page in the console.
 */

/** The downloaded file: <brand>-data-<YYYY-MM-DD>.json. */
export function exportFileName(date: Date) {
  const brand = site.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${brand}-data-${date.toISOString().slice(0, 10)}.json`;
}

/** What an erased lead or booking shows where the person's name was. */
export const ERASED = "Erased";

export const dataExportNotes = {
  about: `Everything ${site.name} stores about this email address and its account. Passwords, sign-in secrets and session keys are never included.`,
  referrals: "People you referred are shown as in your affiliate dashboard: name and a shortened email only.",
  files: "Your uploaded files are listed by name and size; download each one from the demo page.",
  elsewhere: `Payments are processed by Stripe, which keeps its own record of your card payments. For anything not in this file, email ${site.contact.email}.`,
} as const;

export const dataPanel = {
  heading: "Your data",
  intro: `Download a copy of what ${site.name} stores about you as a JSON file: your account, sessions, the forms you sent, your demo set-up, uploaded files (names and sizes), orders, affiliate records and booked calls.`,
  download: "Download my data",
  elsewhere: `For anything else, such as a correction, email ${site.contact.email}.`,
} as const;

export const dataRequestsCopy = {
  title: "Data requests",
  description: "Find, export or erase everything stored for one email address.",
  intro:
    "When someone asks what you hold about them, or asks you to delete it, look up their email address here. Export gives them the same file the dashboard's “Download my data” gives a signed-in user.",
  emailLabel: "Email address",
  find: "Find records",
  invalidEmail: "Enter a valid email address, like name@example.com.",
  unknownIntent: "Unknown action.",
  nothingFound: (email: string) => `Nothing is stored for ${email}.`,
  foundHeading: (email: string) => `Records for ${email}`,
  sections: {
    account: "Account",
    leads: "Leads",
    orders: "Orders",
    bookings: "Booked calls",
    affiliate: "Affiliate record",
    referred: "Referred by an affiliate",
    demo: "Demo set-up",
    files: "Uploaded files",
    sessions: "Signed-in sessions",
    history: "Earlier requests for this address",
  },
  account: {
    name: "Name",
    created: "Created",
    confirmed: "Email confirmed",
    twoFactor: "Two-factor sign-in",
    yes: "Yes",
    no: "No",
    open: "Open customer",
    none: "No account.",
  },
  demo: {
    businessDetails: "Business details",
    chatPreferences: "Chat preferences",
    saved: "Saved",
    notSaved: "None",
  },
  affiliate: { open: "Open affiliate", referrals: (n: number) => `${n} ${n === 1 ? "referral" : "referrals"}` },
  referred: (n: number) => `${n} ${n === 1 ? "referral names" : "referrals name"} this address as the referred person.`,
  openReferrals: "Open referrals",
  openBookings: "Open bookings",
  allLeads: "All leads for this address",
  count: (n: number) => `${n}`,
  none: "None",
  bytes: (n: number) => (n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`),
  actions: {
    heading: "What to do",
    export: "Export JSON",
    exportHint: "A JSON file of everything listed here, the same shape as a user's own download.",
    erase: "Erase…",
    eraseHint:
      "Leads and booked calls are anonymised (kept for your counts), orders are kept with the email removed, the account and its demo set-up and files are deleted.",
  },
  confirm: {
    question: (email: string) => `Erase everything stored for ${email}?`,
    what: (parts: string[]) => `This will ${parts.join("; ")}.`,
    parts: {
      leads: (n: number) => `anonymise ${n} ${n === 1 ? "lead" : "leads"}`,
      orders: (n: number) => `remove the email from ${n} ${n === 1 ? "order" : "orders"} (the orders and amounts stay)`,
      bookings: (n: number) => `anonymise ${n} booked ${n === 1 ? "call" : "calls"}`,
      account: "delete the account, its sessions, demo set-up and uploaded files",
      affiliate: "delete its affiliate record and that record's referrals",
      referred: (n: number) => `remove the email from ${n} ${n === 1 ? "referral" : "referrals"} of other affiliates`,
    },
    upcoming: (n: number) =>
      `${n} booked ${n === 1 ? "call is" : "calls are"} still to come. Erasing does not cancel ${n === 1 ? "it" : "them"}: cancel in Bookings first if the person should be told.`,
    cannotUndo: "This cannot be undone.",
    yes: "Erase for good",
    no: "Keep everything",
  },
  adminRefused: "This address belongs to an admin of this console. Remove it from ADMIN_EMAILS before erasing it.",
  erased: (email: string) => `Erased everything stored for ${email}. The lookup below shows what is left.`,
  erasedNothing: (email: string) => `Nothing was stored for ${email}; nothing changed.`,
  historyLabels: { "data.export": "Exported", "data.erase": "Erased" } as Record<string, string>,
  historyBy: (admin: string) => `by ${admin}`,
} as const;
