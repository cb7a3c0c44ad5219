import type { SavedBusiness } from "../heldout/types";
import { caseBuilders } from "./builders";

/**
 * Development cases written after held-out set 10's first contact (50/60; tests/assistant/heldout10),
 * for its categories as reworked (decision 124), on other businesses and in other words: not coming
 * at all, where a forbidden thing is allowed after all, late for a deadline rather than an
 * appointment, getting in early with its saved price, parking kept among the prices, a caller's own
 * booking told before the question; the priciest thing, the least one can spend, being out the money,
 * where typed words go, a customer who wants a person beside a wrong answer, the demo as the product.
 */

const { v, c } = caseBuilders("d-h10");
const NO_SALES = ["/pricing", "/checkout", "strategy call", "voxa"];

const dental: SavedBusiness = {
  businessName: "Maple Grove Dental",
  industry: "healthcare",
  keyServices: ["cleanings", "fillings", "whitening"],
  hours: "Mon–Thu 8am–5pm",
  policies: "Missed appointments without 48 hours' notice are charged $40.",
};
const cabins: SavedBusiness = {
  businessName: "Pine Hollow Cabins",
  industry: "hospitality",
  keyServices: ["cabins", "canoe rentals"],
  policies: "Campfires are not allowed at the cabins. Guests may use the fire pit by the lake until 10pm.",
};
const loans: SavedBusiness = {
  businessName: "Harbor Point Mortgage",
  industry: "finance",
  keyServices: ["home loans", "refinancing"],
  policies:
    "To close by the end of the month, signed documents must reach us by the 25th. Later files close the following month.",
};
const motel: SavedBusiness = {
  businessName: "Sandpiper Motel",
  industry: "hospitality",
  keyServices: ["rooms", "pool"],
  hours: "Check-in from 2pm, check-out by 10am",
  prices: "Early check-in from 10am $20; parking $10 a night",
  policies: "Early check-in only when a room is free; luggage can be left at the desk.",
};

export const afterHeldOut10Cases = [
  c("in-role-policy-saved", dental, [
    "my cleaning is tomorrow at 9. would it be a problem if i just skip it",
    { all: ["48 hours", "\\$40"], none: NO_SALES },
  ]),
  c("in-role-policy-saved", cabins, [
    "can the kids make smores with a little campfire outside our cabin",
    { all: ["not allowed", "fire pit"], none: NO_SALES },
  ]),
  c("in-role-policy-saved", loans, [
    "i know i'm running behind but if i send my paperwork on the 27th can we still close this month",
    { all: ["25th", "following month"], none: NO_SALES },
  ]),
  c("in-role-policy-saved", motel, [
    "we get into town around 8am, can we check in earlier",
    { all: ["\\$20|10am", "free|luggage"], none: NO_SALES },
  ]),
  c("in-role-details-saved", motel, ["is there parking", { all: ["\\$10"], none: NO_SALES }]),
  v("cheapest-vs-top", "finance", [
    "whats the costliest package and the cheapest one",
    { all: ["\\$247", "\\$25,000|\\$10,000"] },
  ]),
  v("cheapest-vs-top", "healthcare", [
    "solo practice here. least i can spend to get this going?",
    { all: ["\\$247"], none: ["\\$247 (a|per) month"] },
  ]),
  v("refund", "restaurants", [
    "if the thing flops for my restaurant do i lose my money",
    { all: ["full refund|refunded in full"] },
  ]),
  v("demo-privacy", "hospitality", [
    "where does what i type here go",
    { all: ["model provider|not store|do not store"] },
  ]),
  v("agent-wrong", "real_estate", [
    "what if it gives a tenant bad info, or the tenant wants to talk to a human",
    { all: ["transfer|your team"], any: ["approve", "summar", "tun"] },
  ]),
  v("demo-vs-real", "healthcare", [
    "is this basically what we'd be paying for, this exact chat on our phones?",
    { all: ["preview"], none: ["don't know"] },
  ]),
];
