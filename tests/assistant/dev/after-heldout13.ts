import type { SavedBusiness } from "../heldout/types";
import { caseBuilders } from "./builders";

/**
 * Development cases written after held-out set 13's first contact (54/60; tests/assistant/heldout13),
 * for its categories as reworked (decision 128), on other businesses and in other words: running a
 * number of minutes behind, asking whether one needs permission, what a rule then costs, the vehicle
 * that fits a party, "that" for the service asked about before, a service with its saved price; a
 * paid session that can no longer be kept, guests who want a person.
 */

const { v, c } = caseBuilders("d-h13");
const NO_SALES = ["/pricing", "/checkout", "strategy call", "voxa"];

const salon: SavedBusiness = {
  businessName: "Velvet Chair Salon",
  industry: "hospitality",
  keyServices: ["haircuts", "color", "blowouts"],
  policies: "Guests more than 10 minutes late may be rebooked.",
};
const condos: SavedBusiness = {
  businessName: "Lakeview Condos",
  industry: "real_estate",
  keyServices: ["condo rentals"],
  policies:
    "Residents may hang shelves with approval from management. Holes must be patched before move-out, or a $100 wall repair fee applies.",
};
const vans: SavedBusiness = {
  businessName: "Summit Shuttle Vans",
  industry: "transportation",
  keyServices: ["airport shuttle", "group transfers"],
  prices: "Hotel to the airport: minivan (up to 5 passengers) $60; sprinter van (up to 12 passengers) $140",
};
const cleaners: SavedBusiness = {
  businessName: "Sparkle Home Cleaning",
  industry: "real_estate",
  keyServices: ["deep cleaning", "move-out cleaning", "window washing"],
  prices: "Deep cleaning from $180; move-out cleaning from $220; window washing from $90",
};

export const afterHeldOut13Cases = [
  c("in-role-policy-situation", salon, [
    "running maybe 15 minutes behind for my 3 oclock cut, can i still come",
    { all: ["10 minutes", "rebook"], none: NO_SALES },
  ]),
  c("in-role-policy-situation", condos, [
    "want to put up some shelves this weekend, do i need to get approval first",
    { all: ["approval", "\\$100|patched"], none: NO_SALES },
  ]),
  c(
    "follow-up",
    vans,
    ["how much from the hotel to the airport", { all: ["\\$60"] }],
    ["and if there are 9 of us", { all: ["\\$140"], none: ["\\$60"] }],
  ),
  c(
    "follow-up",
    cleaners,
    ["do you do move out cleanings", { all: ["\\$220"] }],
    ["ok and roughly what does that run for a 2 bedroom", { all: ["\\$220"] }],
  ),
  c("in-role-saved-detail", cleaners, ["could you wash our windows too", { all: ["\\$90"], none: NO_SALES }]),
  v("refund", "real_estate", [
    "i booked the 250 session for tomorrow and now i cant make it. is my money gone",
    { all: ["move|reschedul"] },
  ]),
  v("transfer", "restaurants", [
    "can diners reach an actual person if the bot cant help",
    { all: ["transfer|your team"], none: ["leave your name, email"] },
  ]),
];
