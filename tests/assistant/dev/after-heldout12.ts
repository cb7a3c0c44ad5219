import type { SavedBusiness } from "../heldout/types";
import { caseBuilders } from "./builders";

/**
 * Development cases written after held-out set 12's first contact (39/60; tests/assistant/heldout12),
 * for its categories as reworked (decision 126), on other businesses and in other words: a fee rule
 * kept among the prices, running behind, a family's prices, an upset caller, noise at night, a price
 * nobody saved for a named service, bringing something nobody wrote a rule about, a holiday, an
 * application fee said as "app fee", a count or a "what if" after a price, the product's price once out
 * of the role; a price objection about a robot, an answering service already paid, sizes told before
 * the question, a review site, a number to call, typed data and what is kept, data after leaving, a
 * holiday at 3am.
 */

const { v, c } = caseBuilders("d-h12");
const NO_SALES = ["/pricing", "/checkout", "strategy call", "voxa"];

const apartments: SavedBusiness = {
  businessName: "Maple Row Apartments",
  industry: "real_estate",
  keyServices: ["apartment rentals"],
  prices: "Rent is due on the 1st; a $50 late fee applies after the 3rd",
};
const physio: SavedBusiness = {
  businessName: "Stride Physio",
  industry: "healthcare",
  keyServices: ["physical therapy", "sports massage"],
  policies: "Patients who arrive more than 10 minutes late may need to rebook.",
};
const museum: SavedBusiness = {
  businessName: "Harbor Science Museum Shuttle",
  industry: "transportation",
  keyServices: ["museum shuttle"],
  prices: "Adults $18; children 4–12 $9; under 4 free",
};
const tacos: SavedBusiness = {
  businessName: "Taqueria Luna",
  industry: "restaurants",
  keyServices: ["tacos", "burritos", "delivery"],
  policies: "If an order arrives wrong or cold, call within 2 hours and we'll replace it.",
};
const inn: SavedBusiness = {
  businessName: "Pinewood Inn",
  industry: "hospitality",
  keyServices: ["rooms"],
  policies: "Noise complaints: call the front desk at (406) 555-0112 and the manager on duty will handle it.",
};
const dentist: SavedBusiness = {
  businessName: "Sunrise Dental",
  industry: "healthcare",
  keyServices: ["cleanings", "implants", "veneers"],
  prices: "Cleaning $90; exam $75",
};
const bakery: SavedBusiness = {
  businessName: "Flour & Salt Bakery",
  industry: "restaurants",
  keyServices: ["bread", "pastries", "coffee"],
  hours: "Tue–Sun 7am–2pm",
};
const cpa: SavedBusiness = {
  businessName: "Northgate CPA",
  industry: "finance",
  keyServices: ["tax returns"],
  hours: "Mon–Fri 9am–5pm",
  prices: "Individual return $150; each extra state $50",
};
const limo: SavedBusiness = {
  businessName: "Elite Limo",
  industry: "transportation",
  keyServices: ["airport rides"],
  prices: "Hotel to the airport $70 per car for up to 3 passengers; $15 per extra passenger",
};

export const afterHeldOut12Cases = [
  c("in-role-saved-detail", apartments, [
    "if i pay rent a couple days late is that ok",
    { all: ["\\$50|3rd"], none: NO_SALES },
  ]),
  c("in-role-policy-saved", physio, [
    "running behind, gonna be like 15 min after my 2:00, is that fine",
    { all: ["10 minutes", "rebook"], none: NO_SALES },
  ]),
  c("price-group-child", museum, [
    "how much for my husband, me and our 6 year old",
    { all: ["\\$18", "\\$9"], none: NO_SALES },
  ]),
  c("upset-caller", tacos, [
    "unbelievable. my burritos showed up cold and you left out the chips",
    { all: ["replace"], any: ["sorry"], none: NO_SALES },
  ]),
  c("upset-caller", inn, [
    "the people upstairs are blasting music at 1am, this is the worst",
    { all: ["555.?0112|front desk"], any: ["sorry"], none: NO_SALES },
  ]),
  c("in-role-unknown-detail", dentist, [
    "whats a ballpark for an implant, i dont have insurance",
    { all: ["confirm"], none: [...NO_SALES, "\\$90", "\\$75"] },
  ]),
  c("in-role-unknown-detail", bakery, ["can i bring my dog inside", { all: ["confirm"], none: [...NO_SALES, "^yes"] }]),
  c("in-role-unknown-detail", bakery, [
    "are you open new years day",
    { all: ["confirm"], none: [...NO_SALES, "^yes"] },
  ]),
  c(
    "follow-up",
    cpa,
    ["how much for a return", { all: ["\\$150"] }],
    ["and what if i had income in 3 states", { all: ["\\$50"] }],
  ),
  c(
    "follow-up",
    limo,
    ["how much from the hotel to the airport", { all: ["\\$70"] }],
    ["and for 5 of us?", { all: ["\\$70|\\$15"] }],
  ),
  v("objection", "finance", ["10k for a chatbot?? that's crazy for a 2 person office", { all: ["\\$247"] }]),
  v("objection", "healthcare", ["we already use a call center service, why change", { all: ["\\$247|24/7"] }]),
  v("plans-by-call-volume", "hospitality", ["2 hotels, around 1500 calls a month. which plan", { all: ["basic"] }]),
  v("integration-not-listed", "hospitality", [
    "can it reply to our tripadvisor reviews",
    { all: ["tripadvisor"], none: ["^yes"] },
  ]),
  v("hear-it", "finance", ["got a phone number we can dial to test it", { all: ["voice call"], none: ["^yes"] }]),
  v("data-if-leave", "real_estate", [
    "if we cancel, do we lose our call recordings and records",
    { all: ["crm|download"] },
  ]),
  v("after-hours-holiday", "healthcare", ["will it answer at 3am on christmas", { all: ["holidays|24/7"] }]),
];
