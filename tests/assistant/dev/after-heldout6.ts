import type { HeldOutCase, SavedBusiness } from "../heldout/types";
import { caseBuilders } from "./builders";

/**
 * Development cases written after held-out set 6's first contact (44/60; tests/assistant/heldout6),
 * for its categories as reworked (decision 117), on other businesses and in other words: a driver
 * in danger and something swallowed; traffic that only makes a caller late; a rule met through a
 * relative joining, holding a place, staying later, a rule that goes on in the next sentence; a
 * notice window applied to the caller's own timing; "still open" meaning still available; a price
 * asked as "what does X run"; the paid session's time picked before paying; a caller wanting staff;
 * after hours; two worries in one message; a supposition before "what happens next"; the pilot's
 * length.
 */

const { v, c } = caseBuilders("d-h6");

const NO_SALES = ["\\$\\s?\\d", "/pricing", "/checkout", "strategy call", "voxa"];

const limo: SavedBusiness = {
  businessName: "Gold Line Car Service",
  industry: "transportation",
  prices: "Airport run $70",
  urgent:
    "If you feel unsafe during a ride, ask the driver to stop in a safe place and call 911. Our dispatcher is at (702) 555-0171 day and night.",
};

const daycare: SavedBusiness = {
  businessName: "Tiny Steps Pediatrics",
  industry: "healthcare",
  urgent:
    "If a child swallows medicine or a chemical, call Poison Control at 1-800-555-0122 right away, or 911 if they are hard to wake.",
};

const spa: SavedBusiness = {
  businessName: "Willow Day Spa",
  industry: "hospitality",
  keyServices: ["massages", "facials"],
  policies:
    "If you arrive more than 10 minutes late, your treatment is shortened to end on time. Cancel at least 48 hours ahead for a full refund of your deposit.",
};

const lodge: SavedBusiness = {
  businessName: "Aspen Ridge Lodge",
  industry: "hospitality",
  hours: "Front desk 7am–10pm",
  policies:
    "Each extra guest in a room is $25 a night and must be registered at the front desk. Late checkout until noon is $20 when rooms allow.",
};

const realtor: SavedBusiness = {
  businessName: "Birchwood Rentals",
  industry: "real_estate",
  keyServices: ["house rentals"],
  policies: "A signed application and the first month's rent take a house off the market.",
};

const tavern: SavedBusiness = {
  businessName: "Copper Kettle Tavern",
  industry: "restaurants",
  keyServices: ["dinner", "beer garden"],
  hours: "Daily 3pm–midnight",
  policies: "Under-21s are welcome until 9pm. After 9pm, families can sit in the beer garden.",
};

const dentist: SavedBusiness = {
  businessName: "Oak Hill Dental",
  industry: "healthcare",
  payment: "Delta Dental, cash and cards",
  prices: "Root canal from $900",
};

export const afterHeldOut6Cases: HeldOutCase[] = [
  c("urgent", limo, [
    "the driver keeps swerving and i think hes drunk",
    { firstSentence: ["911|stop"], none: NO_SALES },
  ]),
  c("urgent", daycare, [
    "my toddler chewed a bunch of the dishwasher pods",
    { firstSentence: ["poison|911"], none: NO_SALES },
  ]),
  c("in-role-policy-saved", spa, [
    "caught in traffic behind an accident, gonna be 15 min late for my massage",
    { all: ["shortened|end on time"], none: ["911", ...NO_SALES] },
  ]),
  c("in-role-policy-saved", spa, [
    "if i cancel 3 days before do i get my deposit back",
    { all: ["at least the 48 hours", "refund"], none: NO_SALES },
  ]),
  c("in-role-policy-saved", spa, [
    "what if i cancel the day before",
    { all: ["less than the 48 hours", "not be refunded"], none: NO_SALES },
  ]),
  c("in-role-policy-saved", lodge, [
    "my daughter might join us the second night, is that ok",
    { all: ["\\$25", "regist"], none: ["voxa", "/pricing", "late checkout"] },
  ]),
  c("in-role-policy-saved", lodge, [
    "can we stay till 12 on sunday",
    { all: ["\\$20"], none: ["voxa", "/pricing", "/checkout"] },
  ]),
  c("in-role-policy-saved", realtor, [
    "how do i keep someone else from renting the house before i sign",
    { all: ["application", "first month"], none: NO_SALES },
  ]),
  c("in-role-policy-saved", tavern, [
    "table for 5 at 9:30, two of us are teenagers",
    { all: ["beer garden"], none: NO_SALES },
  ]),
  c("caller-prices", dentist, [
    "do you take delta dental and what does a root canal run",
    { all: ["delta dental", "\\$900"] },
  ]),
  c("caller-unsaved-detail", realtor, [
    "is the blue house on maple still open",
    { all: ["team|confirm"], none: ["\\b\\d{1,2}(am|pm)\\b"] },
  ]),
  v("strategy-call-vs-session", "hospitality", [
    "with the paid strategy session do i choose the time before i pay",
    { all: ["held for you while you pay"] },
  ]),
  v("feature-words", "restaurants", [
    "if a customer wants to talk to an actual human can the ai send them to my manager",
    { all: ["transfer|hand"] },
  ]),
  v("feature-words", "finance", ["who picks up at 11pm on a saturday", { all: ["24/7"] }]),
  v("objections", "real_estate", [
    "seems pricey and i dont trust ai with my tenants",
    { any: ["\\$247", "pilot", "transfer", "person"] },
  ]),
  v("after-paying", "healthcare", ["suppose we buy it. what happens after that", { all: ["kickoff"] }]),
  v("pilot", "finance", ["how long does a pilot take", { all: ["workflow"] }]),
];
