import type { Expect, HeldOutCase, SavedBusiness } from "../heldout/types";

/**
 * Development cases written after held-out set 3's first contact (tests/assistant/heldout3/README.md):
 * water coming into a home in a caller's own words is urgent (the failed category was "urgent"
 * wording for a property manager), on a business other than the held-out case's.
 */

type T = [ask: string, expect: Expect];
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
];
