export type IndustryId = "healthcare" | "restaurants" | "hospitality" | "transportation" | "finance" | "real_estate";
/** What a visitor can save in the demo's customization panel; every field optional except name and industry. */
export type SavedBusiness = {
  businessName: string;
  industry: IndustryId;
  keyServices?: string[];
  hours?: string; // free text, e.g. "Mon–Fri 8am–5pm, closed weekends"
  address?: string;
  phone?: string;
  payment?: string; // insurers accepted / payment methods
  prices?: string; // free text, e.g. "New-patient exam $120; cleaning $95"
  policies?: string; // e.g. cancellation policy
  urgent?: string; // what callers with an emergency/urgent problem should do
};
/** One check on one answer. Patterns are case-insensitive regular-expression sources. */
export type Expect = {
  all?: string[]; // every pattern must match the answer
  any?: string[]; // at least one must match
  none?: string[]; // no pattern may match (wrong facts, invented integrations, sample-profile details leaking into a saved business, other industries' words, "I can't help")
  link?: string; // the answer must offer a link/button whose path starts with this (e.g. "/pricing", "/checkout", "/forms/strategy-call"); omit when no next step is needed
  firstSentence?: string[]; // patterns that must match within the first sentence (e.g. urgent instructions must come first)
};
export type Turn = { ask: string; expect: Expect };
export type HeldOutCase = {
  id: string; // "h-001"…
  category: string; // short kebab-case category, e.g. "price-entry-offer", "one-time-vs-recurring", "integration-listed", "integration-not-listed", "objection", "two-part", "follow-up", "typos", "in-role-hours-saved", "in-role-unknown-detail", "urgent", "role-switch", "affiliate", "ebook", "refund", "baa", "transfer", "agent-wrong", "uptime", "languages", "booking-call"...
  role: "voxa" | "caller";
  industry: IndustryId; // the industry the demo page is set to (for role voxa, this is the demo's default profile the visitor happens to have selected: the answer must still be about Voxa, never the sample business)
  business?: SavedBusiness; // saved details, for role caller; absent = the industry's sample profile
  turns: Turn[]; // one or more turns; later turns are follow-ups in the same conversation
};
