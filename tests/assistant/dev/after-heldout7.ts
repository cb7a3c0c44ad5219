import type { HeldOutCase, SavedBusiness } from "../heldout/types";
import { caseBuilders } from "./builders";

/**
 * Development cases written after held-out set 7's first contact (39/60; tests/assistant/heldout7),
 * for its categories as reworked (decision 118), on other businesses and in other words: a theft,
 * bringing one's own, paying more for luggage, income papers, arriving late at night, a notice
 * counted from two dates, the office by where keys go, a self-pay price beside insurance, a group
 * rate, a price for something not saved, backing out the same day; the top tier, the one that costs
 * $250, a chat bubble, quoted comments, a channel no offer lists, a CRM the deals run through,
 * talking to it by voice, hiring someone for the phones, an affiliate follow-up, growing into a
 * bigger plan.
 */

const { v, c } = caseBuilders("d-h7");

const NO_SALES = ["/pricing", "/checkout", "strategy call", "voxa"];

const creditUnion: SavedBusiness = {
  businessName: "Riverside Credit Union",
  industry: "finance",
  hours: "Mon–Fri 9am–5pm",
  urgent: "Lost or stolen card: call the 24/7 card line at (503) 555-0188 so we can block it.",
};

const pizzeria: SavedBusiness = {
  businessName: "Forno Rosso",
  industry: "restaurants",
  hours: "Daily 4pm–10pm",
  policies: "Birthday cakes from outside are welcome for a $2 per person plating fee. No outside drinks.",
};

const airportVan: SavedBusiness = {
  businessName: "Bayline Airport Vans",
  industry: "transportation",
  keyServices: ["airport vans"],
  prices: "Airport van $32 per person; parties of 5 or more pay $26 per person",
  policies: "Two suitcases and one carry-on per rider are free; each additional bag is $12.",
};

const apartments: SavedBusiness = {
  businessName: "Granite Park Apartments",
  industry: "real_estate",
  address: "Leasing office: 22 Granite Park Road, Building C, Boise, ID",
  policies: "Applicants bring a photo ID and their last two pay stubs.",
};

const inn: SavedBusiness = {
  businessName: "Harbor Lantern Inn",
  industry: "hospitality",
  hours: "Check-in 2pm–8pm",
  policies: "Arriving after 8pm? Call us before 5pm that day and we will text you a door code.",
};

const banquet: SavedBusiness = {
  businessName: "Oak Barrel Banquets",
  industry: "restaurants",
  policies:
    "Events need a $300 deposit. Cancel at least 10 days before the event for a full refund of the deposit; with less notice the deposit is kept.",
};

const clinic: SavedBusiness = {
  businessName: "Maple Grove Clinic",
  industry: "healthcare",
  payment: "Aetna and Cigna; cash and cards",
  prices: "Self-pay office visit $95; flu shot $30",
};

export const afterHeldOut7Cases: HeldOutCase[] = [
  c("urgent", creditUnion, [
    "some guy snatched my wallet at the bus stop, my card was in it. can i come by tomorrow",
    { firstSentence: ["555.?0188|card line"], none: NO_SALES },
  ]),
  c("in-role-policy-saved", pizzeria, [
    "can we bring our own cake for my moms birthday",
    { all: ["\\$2(?!\\d)", "plating"], none: NO_SALES },
  ]),
  c("in-role-policy-saved", airportVan, [
    "i have 4 suitcases, will that cost extra",
    { all: ["\\$12"], none: NO_SALES },
  ]),
  c("in-role-policy-saved", apartments, [
    "i only have one paycheck from my new job, can i still apply",
    { all: ["pay stubs|two"], none: NO_SALES },
  ]),
  c("in-role-policy-saved", inn, [
    "our train gets in at 11 so we wont be there till late, can someone let us in",
    { all: ["5pm", "code"], none: NO_SALES },
  ]),
  c("in-role-policy-saved", banquet, [
    "our event on the 25th is called off, its the 18th today. do we get the deposit back",
    { all: ["less than", "not be refunded|kept"], none: NO_SALES },
  ]),
  c("in-role-detail-saved", apartments, [
    "where do i turn in my keys when i move out",
    { all: ["building c|22 granite"], none: NO_SALES },
  ]),
  c("in-role-detail-saved", airportVan, [
    "me and 5 friends to the airport, how much each",
    { all: ["\\$26"], none: NO_SALES },
  ]),
  c("in-role-two-part-follow-up", clinic, [
    "do you take humana? if not whats a visit cost out of pocket",
    { all: ["\\$95"], none: NO_SALES },
  ]),
  c("in-role-unknown-detail", clinic, [
    "how much do you charge for a physical exam for sports",
    { all: ["team|confirm"], none: ["physical[^.;]*\\$\\s?\\d", "\\$\\s?\\d+[^.;]*physical"] },
  ]),
  v("price-recurring", "finance", [
    "cheapest option vs the biggest package, roughly",
    { all: ["\\$247"], any: ["\\$25,000", "\\$10,000"] },
  ]),
  v("strategy-call-vs-session", "healthcare", [
    "which one is free and which one is the 250 one",
    { all: ["free", "\\$250"] },
  ]),
  v("feature-words", "restaurants", [
    "customers keep leaving 'menu?' under my instagram posts, can it reply to them",
    { all: ["instagram"] },
  ]),
  v("integration-not-listed", "hospitality", [
    "can it answer people on telegram",
    { all: ["telegram"], none: ["^yes"] },
  ]),
  v("integration-not-listed", "real_estate", ["all our leads live in zoho, does it hook into it", { all: ["zoho"] }]),
  v("hear-it", "finance", ["can i speak to it out loud instead of typing", { all: ["voice call"] }]),
  v("objection", "restaurants", [
    "why wouldnt i just pay a teenager to grab the phone after school",
    { all: ["24/7"] },
  ]),
  v(
    "affiliate",
    "healthcare",
    ["tell me about the referral program", { all: ["affiliate"] }],
    ["do i get paid by bank transfer?", { all: ["bank transfer"] }],
  ),
  v(
    "plans-by-locations",
    "hospitality",
    ["we have 4 hotels, which plan", { all: ["basic"] }],
    ["and if we add 3 more?", { all: ["advanced"] }],
  ),
];
