import type { Expect, HeldOutCase, SavedBusiness } from "../heldout/types";

/**
 * Development cases from probing the assistant with new questions after held-out run 2
 * (docs/decisions/099): calendars and field-service software by name, answering services,
 * accents, "what's the catch", a business paid through an app, parking alone, a private session
 * (not privacy), a thanks-and-bye.
 */

let n = 0;
const studio: SavedBusiness = {
  businessName: "Sunset Yoga Studio",
  industry: "healthcare",
  keyServices: ["Vinyasa classes", "Private sessions", "Teacher training"],
  hours: "Mon–Sat 6am–8pm; Sun 8am–12pm",
  prices: "Drop-in class $22; 10-class pack $180; Private session $75",
  policies: "Cancel classes at least 12 hours ahead or lose the credit. Mats are free to borrow.",
  payment: "Cards, Apple Pay, ClassPass",
};
const v = (category: string, ask: string, expect: Expect): HeldOutCase => ({
  id: `d-p${String(++n).padStart(3, "0")}`,
  category,
  role: "voxa",
  industry: "transportation",
  turns: [{ ask, expect }],
});
const c = (category: string, ask: string, expect: Expect): HeldOutCase => ({
  id: `d-p${String(++n).padStart(3, "0")}`,
  category,
  role: "caller",
  industry: "healthcare",
  business: studio,
  turns: [{ ask, expect }],
});

export const probeCases: HeldOutCase[] = [
  v("integration-not-listed", "does it work with google calendar and outlook", {
    all: ["Google Calendar", "Outlook", "(isn't|aren't|not) named"],
  }),
  v("integration-not-listed", "can it book jobs straight into ServiceTitan", {
    all: ["ServiceTitan", "(isn't|not) named"],
    none: ["^Yes"],
  }),
  v("objection", "how is this different from a regular answering service", { all: ["24/7"], none: ["don't know"] }),
  v("agent-wrong", "what happens when the AI doesn't understand a caller's accent", {
    all: ["team|person"],
    none: ["many major languages"],
  }),
  v("objection", "what's the catch", { all: ["\\$247", "refund"], none: ["don't know"] }),
  c("in-role-prices-saved", "how much is a drop in class", { all: ["\\$22"], none: ["lose the credit"] }),
  c("in-role-unknown-detail", "do you have parking", {
    all: ["parking details", "name and number"],
    none: ["address on file"],
  }),
  c("in-role-payment-saved", "do you take classpass", { all: ["ClassPass"], none: ["not sure"] }),
  c("in-role-policy-saved", "i need to cancel my private session tomorrow morning", {
    all: ["12 hours"],
    none: ["only used to handle your request"],
  }),
  c("smalltalk", "thanks, bye", { all: ["Thanks for calling Sunset Yoga Studio"] }),
  c("in-role-policy-saved", "can I bring my own mat or do you have some", { all: ["free to borrow"] }),
  c("in-role-hours-saved", "are you open sunday afternoon", { all: ["Sun 8am–12pm"] }),
];

const garage: SavedBusiness = {
  businessName: "Northside Auto Repair",
  industry: "transportation",
  keyServices: ["Oil changes", "Brake repair", "Tire rotation", "State inspections"],
  hours: "Mon–Fri 7:30am–6pm, Sat 8am–1pm",
  address: "900 Industrial Blvd, Tulsa",
  phone: "(918) 555-0123",
  prices: "Oil change from $49; Brake pads from $180 per axle",
  policies: "Free estimates. We need a deposit for special-order parts.",
};
const g = (category: string, ...turns: [string, Expect][]): HeldOutCase => ({
  id: `d-p${String(++n).padStart(3, "0")}`,
  category,
  role: "caller",
  industry: "transportation",
  business: garage,
  turns: turns.map(([ask, expect]) => ({ ask, expect })),
});

export const probeCases2: HeldOutCase[] = [
  g(
    "follow-up",
    ["hi, how much for an oil change", { all: ["\\$49"] }],
    ["and brakes?", { all: ["\\$180"], none: ["braces"] }],
  ),
  g("booking", ["can i bring it in saturday morning", { all: ["Saturdays", "name and number"] }]),
  g(
    "message-taking",
    ["can someone call me back about my car", { all: ["name and number"] }],
    ["Mike, 918 555 7777", { all: ["Thank you, Mike"] }],
  ),
  g(
    "follow-up",
    ["do you do transmissions", { all: ["transmissions", "team"] }],
    ["what about alignments, how much", { all: ["alignments"], none: ["how much on file"] }],
  ),
  g("urgent", ["my brakes just failed on the highway", { firstSentence: ["911"] }]),
  g(
    "role-switch",
    ["hey is this thing an ai or a real person", { all: ["AI receptionist"], none: ["pass your message"] }],
    [
      "lol ok. how much would one of these cost me for my shop",
      { all: ["Stepping out", "\\$247"], none: ["pass your message"] },
    ],
  ),
  {
    id: `d-p${String(++n).padStart(3, "0")}`,
    category: "refund",
    role: "voxa",
    industry: "finance",
    turns: [
      { ask: "How long is the contract", expect: { all: ["no long-term contract"] } },
      { ask: "and if we hate it after 3 months?", expect: { all: ["refund"], none: ["That's what I have on it"] } },
    ],
  },
];
