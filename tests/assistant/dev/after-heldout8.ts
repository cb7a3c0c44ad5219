import type { SavedBusiness } from "../heldout/types";
import { caseBuilders } from "./builders";

/**
 * Development cases written after held-out set 8's first contact (41/60; tests/assistant/heldout8),
 * for its categories as reworked (decision 121), on other businesses and in other words: transfers
 * nobody made, stroke signs, a partner staying, a second part on the same rule, rolling up after
 * hours, an age said, getting looked at without insurance, a deal for a group, a card brand, applying
 * and hearing back; a person first, a written plan, "3 grand is nuts", the demo's own records, growing
 * within one message, a referral tracked for weeks, "we're on Zoho", "say I pay. Then what?".
 */

const { v, c } = caseBuilders("d-h8");
const NO_SALES = ["/pricing", "/checkout", "strategy call", "voxa"];

const bank: SavedBusiness = {
  businessName: "Lakeland Savings",
  industry: "finance",
  urgent:
    "Money moved without your permission: call the fraud desk at (863) 555-0119 at once so we can freeze the account.",
};
const clinic: SavedBusiness = {
  businessName: "Cedar Point Family Medicine",
  industry: "healthcare",
  prices: "Self-pay office visit $110",
  urgent: "Signs of a stroke (a drooping face, weakness on one side, slurred speech): call 911 now.",
};
const lofts: SavedBusiness = {
  businessName: "Mill Street Lofts",
  industry: "real_estate",
  policies: "Guests may stay up to 14 nights in a row; longer stays need the manager's approval.",
};
const bistro: SavedBusiness = {
  businessName: "Luna Bistro",
  industry: "restaurants",
  hours: "Tue–Sun 5pm–11pm",
  policies: "Birthday cakes are welcome for a $2 per person plating fee. No outside drinks, wine included.",
};
const bnb: SavedBusiness = {
  businessName: "Willow Lane B&B",
  industry: "hospitality",
  hours: "Check-in 3pm–8pm",
  payment: "Visa, Mastercard, American Express",
  policies: "Arriving after 8pm: call ahead and we will leave your key in the lockbox; the code comes by text.",
};
const motel: SavedBusiness = {
  businessName: "Seaside Motor Inn",
  industry: "hospitality",
  policies: "The guest checking in must be 21 or older.",
};
const tours: SavedBusiness = {
  businessName: "Red Rock Jeep Tours",
  industry: "transportation",
  prices: "Sunset tour $79 per person; groups of 8 or more $65 per person",
};
const rentals: SavedBusiness = {
  businessName: "Pinecrest Homes",
  industry: "real_estate",
  prices: "Application fee $35 per adult",
  policies: "Applications are decided within 3 business days of a complete file.",
};

export const afterHeldOut8Cases = [
  c("urgent", bank, [
    "two transfers left my savings last night and i didnt do them",
    { firstSentence: ["555.?0119|fraud desk"], none: NO_SALES },
  ]),
  c("urgent", clinic, [
    "my moms smile looks lopsided and her words are coming out jumbled",
    { firstSentence: ["911"], none: NO_SALES },
  ]),
  c("in-role-policy-saved", lofts, [
    "my boyfriend is gonna stay with me for a few weeks, is that allowed",
    { all: ["14 nights", "approval"], none: NO_SALES },
  ]),
  c("in-role-policy-saved", bistro, [
    "bringing a birthday cake friday, ok? also my sister wants to bring a bottle of wine",
    { all: ["\\$2(?!\\d)", "no outside drinks"], none: NO_SALES },
  ]),
  c("in-role-policy-saved", bnb, [
    "we wont roll in till like 10pm, what do we do",
    { all: ["lockbox"], none: NO_SALES },
  ]),
  c("in-role-policy-saved", motel, ["we're both 20, can we get a room", { all: ["21"], none: NO_SALES }]),
  c("in-role-detail-saved", clinic, ["no insurance, how much to get seen", { all: ["\\$110"], none: NO_SALES }]),
  c("in-role-detail-saved", tours, [
    "10 of us for the sunset one, any deal for a group?",
    { all: ["\\$65"], none: NO_SALES },
  ]),
  c("in-role-detail-saved", bnb, ["is amex ok", { all: ["american express|amex"], none: NO_SALES }]),
  c(
    "in-role-follow-up",
    rentals,
    ["hows much to apply", { all: ["\\$35"] }],
    ["and how long till we hear back", { all: ["3 business days"] }],
  ),
  v("strategy-call-vs-session", "real_estate", ["can i chat with a real person before buying", { all: ["free"] }]),
  v("strategy-call-vs-session", "healthcare", [
    "with the paid session do i get something in writing",
    { all: ["action plan"] },
  ]),
  v("objection", "restaurants", ["5 grand for an ai is crazy for my little cafe", { all: ["\\$247"] }]),
  v("demo-privacy", "finance", ["are you keeping everything i type here", { all: ["not stored|do not store"] }]),
  v("plans-locations", "hospitality", ["2 hotels now, 5 more next year, which plan", { all: ["basic", "advanced"] }]),
  v("affiliate", "finance", [
    "if someone clicks my link and buys 3 weeks later do i still get credit",
    { all: ["60 days"] },
  ]),
  v(
    "integration-not-listed",
    "real_estate",
    ["do you connect to crms", { all: ["crm"] }],
    ["we use pipedrive", { all: ["pipedrive"], none: ["^yes"] }],
  ),
  v("setup-after-paying", "finance", ["ok say we buy. then what", { all: ["kickoff"] }]),
];
