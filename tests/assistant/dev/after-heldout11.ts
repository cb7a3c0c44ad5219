import type { SavedBusiness } from "../heldout/types";
import { caseBuilders } from "./builders";

/**
 * Development cases written after held-out set 11's first contact (45/60; tests/assistant/heldout11),
 * for its categories as reworked (decision 125), on other businesses and in other words: a child into
 * the cleaning things, charges from far away, "right away" as a wish, two things meeting two rules,
 * a stop on the way, an hour after a day's closing, a language the staff may speak, a correction of
 * the date, getting up to an upper floor; two add-ons at once, the smallest one of those, reselling,
 * whose part HIPAA is, the cheap book thing, whether typed words are saved.
 */

const { v, c } = caseBuilders("d-h11");
const NO_SALES = ["/pricing", "/checkout", "strategy call", "voxa"];

const clinic: SavedBusiness = {
  businessName: "Brookside Family Clinic",
  industry: "healthcare",
  keyServices: ["check-ups", "sick visits"],
  urgent: "A child who may have swallowed a chemical or medicine, or is hard to wake: call 911 now.",
};
const bank: SavedBusiness = {
  businessName: "Pinecone Savings Bank",
  industry: "finance",
  keyServices: ["checking", "savings", "cards"],
  urgent: "Charges you don't recognize: call the card line at (207) 555-0131 now so we can freeze the card.",
};
const hotel: SavedBusiness = {
  businessName: "Harborview Hotel",
  industry: "hospitality",
  keyServices: ["rooms", "suites"],
  policies:
    "Check-in is from 3pm. Early check-in from 11am is $30 when a room is ready. We hold bags for free at the desk.",
};
const movers: SavedBusiness = {
  businessName: "Metro Movers",
  industry: "transportation",
  keyServices: ["apartment moves", "office moves"],
  policies:
    "We do not move aquariums with water or fish. Safes over 300 pounds need 5 days' notice and cost $120 extra.",
};
const diner: SavedBusiness = {
  businessName: "Corner Griddle",
  industry: "restaurants",
  keyServices: ["breakfast", "lunch"],
  hours: "Mon–Fri 7am–2pm, Saturday 8am–1pm",
};
const shuttle: SavedBusiness = {
  businessName: "Peak Shuttle Co",
  industry: "transportation",
  keyServices: ["airport shuttle"],
  prices: "Hotel to the airport $40; each extra stop $8",
};
const lawyer: SavedBusiness = {
  businessName: "Oakline Tax & Accounting",
  industry: "finance",
  keyServices: ["tax returns", "bookkeeping"],
  policies: "Please give us 48 hours' notice to cancel; late cancellations cost $60.",
};
const lofts: SavedBusiness = {
  businessName: "Riverside Lofts",
  industry: "real_estate",
  keyServices: ["studios", "one-bedroom lofts"],
  policies: "All floors are reached by elevator; the lobby entrance has no steps.",
};

export const afterHeldOut11Cases = [
  c("urgent", clinic, [
    "my daughter got into the bottles under the bathroom sink and shes really drowsy now",
    { firstSentence: ["911"], none: NO_SALES },
  ]),
  c("urgent", bank, [
    "got an alert for a purchase in miami and i'm in maine, card is right here with me",
    { firstSentence: ["555.?0131|card line|freeze"], none: NO_SALES },
  ]),
  c("in-role-policy-situation", hotel, [
    "we arrive at 9 in the morning, can we get into our room right away",
    { all: ["11am|3pm", "bags|\\$30"], none: [...NO_SALES, "911"] },
  ]),
  c("in-role-policy-situation", movers, [
    "we have a 400 lb safe and a fish tank, can you take everything",
    { all: ["aquarium", "\\$120|5 days"], none: NO_SALES },
  ]),
  c("in-role-saved-detail", diner, ["you open saturday around 2?", { all: ["1pm"], none: [...NO_SALES, "^yes"] }]),
  c("in-role-saved-detail", shuttle, [
    "how much from the hotel to the airport? need to pick up a coworker on the way",
    { all: ["\\$40", "\\$8"], none: NO_SALES },
  ]),
  c("in-role-unknown-detail", clinic, [
    "is there anyone there who speaks vietnamese",
    { all: ["confirm"], none: [...NO_SALES, "^yes"] },
  ]),
  c(
    "caller-corrects-self",
    lawyer,
    ["i have to cancel my appointment tomorrow", { all: ["48 hours"] }],
    ["oh never mind, wrong date, it's next monday. that's ok then?", { all: ["no fee"] }],
  ),
  c("caller-for-someone-else", lofts, [
    "my dad is in a wheelchair, can he get to the 4th floor unit",
    { all: ["elevator"], none: NO_SALES },
  ]),
  v("one-time-vs-recurring", "hospitality", [
    "the multilingual thing and the crm thing, monthly or once?",
    { all: ["\\$2,000", "\\$1,500", "one-time"] },
  ]),
  v(
    "cheapest-vs-top",
    "finance",
    ["what does the advanced plan cost", { all: ["\\$15,000|\\$2,500"] }],
    ["yikes. the cheapest one of those?", { all: ["\\$10,000"] }],
  ),
  v("feature-not-listed", "real_estate", [
    "could we rebrand it and sell it to our clients",
    { all: ["affiliate"], none: ["^yes"] },
  ]),
  v("baa", "healthcare", ["who's responsible for hipaa, you or us", { all: ["shared"] }]),
  v("ebook", "restaurants", ["that 14 buck guide, what do i actually get", { all: ["\\$14.40", "digital"] }]),
  v("demo-privacy", "finance", [
    "if i paste our real numbers in here will it be stored",
    { all: ["not store|do not store|not stored"] },
  ]),
];
