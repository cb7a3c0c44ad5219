import type { Expect, HeldOutCase, SavedBusiness } from "../heldout/types";

/**
 * Development cases written after held-out set 3's first contact (tests/assistant/heldout3/README.md),
 * on businesses other than the held-out cases': water coming into a home in a caller's own words is
 * urgent ("urgent"); a saved policy answers what to bring or how to secure a date, asked indirectly
 * ("in-role-policy-saved"); saved hours written as a sentence read as one; the paid session named by
 * its price or as "the paid one" beside the free call ("strategy-call-vs-session"); texts asked for in a
 * buyer's words are the SMS add-on ("vague").
 */

type T = [ask: string, expect: Expect];
const v = (category: string, industry: HeldOutCase["industry"], ...turns: T[]): HeldOutCase => ({
  id: id(),
  category,
  role: "voxa",
  industry,
  turns: turns.map(([ask, expect]) => ({ ask, expect })),
});
let n = 0;
const id = () => `d-h3-${String(++n).padStart(3, "0")}`;
const c = (category: string, business: SavedBusiness, ...turns: T[]): HeldOutCase => ({
  id: id(),
  category,
  role: "caller",
  industry: business.industry,
  business,
  turns: turns.map(([ask, expect]) => ({ ask, expect })),
});

const lakeside: SavedBusiness = {
  businessName: "Lakeside Rentals",
  industry: "real_estate",
  keyServices: ["Apartment rentals", "Maintenance requests"],
  hours: "Mon–Fri 8am–6pm",
  urgent: "For a leak, flooding or no heat, call the on-call technician at (608) 555-0190 right away.",
};

const clinic: SavedBusiness = {
  businessName: "Riverbend Physical Therapy",
  industry: "healthcare",
  keyServices: ["Physical therapy", "Sports rehab"],
  hours: "Mon–Fri 7am–6pm",
  policies: "Please bring your insurance card, a photo ID and any referral from your doctor to the first visit.",
};

const caterer: SavedBusiness = {
  businessName: "Golden Fork Catering",
  industry: "restaurants",
  keyServices: ["Wedding catering", "Office lunches"],
  policies: "A 25% deposit reserves your event date; the rest is due a week before the event.",
};

const lodge: SavedBusiness = {
  businessName: "Pine Ridge Lodge",
  industry: "hospitality",
  keyServices: ["Cabins", "Guided hikes"],
  hours: "Reception open 8am–10pm daily",
};

const NO_SALES = ["\\$\\s?\\d", "/pricing", "/checkout", "strategy call"];

export const afterHeldOut3Cases: HeldOutCase[] = [
  c("urgent", lakeside, [
    "theres water dripping through the light fixture in my kitchen",
    { firstSentence: ["555.?0190"], none: NO_SALES },
  ]),
  c("urgent", lakeside, [
    "the ceiling in the bathroom is caving in, its soaked",
    { firstSentence: ["555.?0190"], none: NO_SALES },
  ]),
  c("urgent", lakeside, [
    "Water keeps gushing out from under the sink and I can't stop it",
    { firstSentence: ["555.?0190"], none: NO_SALES },
  ]),
  c("in-role-policy-saved", clinic, [
    "first time coming in, anything i should have with me?",
    { all: ["insurance card", "photo id|\\bid\\b", "referral"], none: NO_SALES },
  ]),
  c("in-role-policy-saved", clinic, [
    "what do we need to bring to the first visit",
    { all: ["insurance card"], none: NO_SALES },
  ]),
  c("in-role-policy-saved", caterer, [
    "how can i secure my date for a wedding in june",
    { all: ["25%", "deposit"], none: NO_SALES },
  ]),
  c("in-role-hours-saved", lodge, [
    "when is reception open",
    { all: ["8am.{0,3}10pm"], none: ["we're open reception", ...NO_SALES] },
  ]),
  v("strategy-call-vs-session", "restaurants", [
    "free call or the paid one, what do i get extra for paying",
    { all: ["\\$250", "60.?min|an hour|one hour", "free"] },
  ]),
  v("strategy-call-vs-session", "real_estate", [
    "is the 250 dollar session worth it over the free call?",
    { all: ["\\$250", "60.?min|an hour|one hour", "free"] },
  ]),
  v("strategy-call-vs-session", "finance", ["tell me about the one hour session", { all: ["\\$250"] }]),
  v("vague", "restaurants", [
    "can it send texts to people who call",
    { all: ["\\$500", "sms|text"], none: ["isn't listed|not listed"] },
  ]),
  v("vague", "hospitality", [
    "does the agent text guests back?",
    { all: ["\\$500"], none: ["isn't listed|not listed"] },
  ]),
  v("vague", "transportation", ["texts?", { all: ["sms|text"], none: ["isn't listed|not listed"] }]),
  // Hearing the product (issue 42): the sample calls, never "I don't know".
  v("hear-it", "healthcare", [
    "can i hear what it sounds like",
    { all: ["hear a sample call"], link: "/demo", none: ["don't know"] },
  ]),
  v("hear-it", "finance", [
    "do u have any sample calls or recordings",
    { all: ["hear a sample call"], none: ["don't know"] },
  ]),
  v("hear-it", "hospitality", ["what does the voice sound like on a real call?", { all: ["hear a sample call"] }]),
];
