import type { SavedBusiness } from "../heldout/types";
import { caseBuilders } from "./builders";

/**
 * Development cases written after held-out set 14's first contact (51/60; tests/assistant/heldout14),
 * for its categories as reworked (decision 129), on other businesses and in other words: a road and a
 * time that are no phone number, a valuable put in the box, a checkup without insurance, the cheaper
 * (or the other) saved line, a drop-off after closing; add-ons named after a general question, the
 * cheapest of the plans just listed, "that 250 thing", a channel asked as the subject.
 */

const { v, c } = caseBuilders("d-h14");
const NO_SALES = ["/pricing", "/checkout", "strategy call", "voxa"];

const vet: SavedBusiness = {
  businessName: "Hillside Animal Clinic",
  industry: "healthcare",
  keyServices: ["checkups", "vaccines", "dental cleaning"],
  policies: "If you are more than 10 minutes late we may need to rebook your visit.",
  prices: "Self-pay wellness exam $65; dental cleaning from $300",
};
const post: SavedBusiness = {
  businessName: "Harbor Mail & Ship",
  industry: "transportation",
  keyServices: ["parcel shipping", "mailbox rental"],
  policies: "We can't ship jewelry, cash, batteries or perfume.",
};
const lodge: SavedBusiness = {
  businessName: "Ridgeline Lodge",
  industry: "hospitality",
  keyServices: ["lodge rooms", "cabins"],
  prices: "Creekside Cabin $189 a night; Lodge Room $129 a night",
};
const office: SavedBusiness = {
  businessName: "Parkway Title Co",
  industry: "real_estate",
  keyServices: ["title services", "closings"],
  hours: "Mon–Fri 8am–4pm",
  address: "410 Parkway Drive, Suite 2",
};

const griddle: SavedBusiness = {
  businessName: "Corner Griddle",
  industry: "restaurants",
  keyServices: ["breakfast"],
  hours: "Mon–Fri 7am–2pm, Saturday 8am–1pm",
};

export const afterHeldOut14Cases = [
  // "How late" asks for the closing time; it names no late hour (found reading the change over).
  c("in-role-hours-saved", griddle, [
    "how late are you open on saturday",
    { all: ["1pm"], none: [...NO_SALES, "not at that time"] },
  ]),
  c("in-role-policy-saved", vet, [
    "stuck in traffic on route 9, gonna be about 15 min late for my 2:15, is that ok",
    { all: ["10 minutes", "rebook"], none: [...NO_SALES, "noted your details"] },
  ]),
  c("in-role-policy-saved", post, [
    "mailing my niece a birthday box, can i slip a silver bracelet in there",
    { all: ["jewelry|can't ship"], none: NO_SALES },
  ]),
  c("in-role-price-saved", vet, [
    "how much to get my dog checked out if i pay myself",
    { all: ["\\$65"], none: NO_SALES },
  ]),
  c(
    "in-role-price-saved",
    lodge,
    ["how much is the creekside cabin", { all: ["\\$189"] }],
    ["oof ok and the cheaper one?", { all: ["\\$129"], none: ["don't have a price"] }],
  ),
  c("in-role-address-saved", office, [
    "where are you? i can swing by around 5 tomorrow",
    { all: ["410 parkway", "4pm|closed"], none: NO_SALES },
  ]),
  v("one-time-vs-recurring", "finance", [
    "do the add ons bill every month? mainly the sms one and the crm one",
    { all: ["\\$500", "\\$1,500", "one-time"] },
  ]),
  v(
    "price-tiers",
    "real_estate",
    ["what plans are there", { all: ["basic"] }],
    ["and the cheapest of those vs the top one?", { all: ["\\$10,000", "\\$25,000"] }],
  ),
  v("strategy-call-vs-session", "healthcare", [
    "wait is the call free? there was a 250 one at checkout",
    { all: ["free", "\\$250"] },
  ]),
  v("integration-not-listed", "restaurants", [
    "can it answer facebook messages and also reply to snapchat like the instagram one",
    {
      all: ["snapchat isn't listed|snapchat is not listed|not listed"],
      none: ["yes[^.]*snapchat", "snapchat is (supported|available|included)"],
    },
  ]),
];
