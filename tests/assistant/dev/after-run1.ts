import type { DemoIndustryId } from "../../../app/content/demo";
import type { Expect, HeldOutCase, SavedBusiness } from "../heldout/types";

/**
 * Development cases written after held-out run 1 (tests/assistant/heldout/README.md), for the
 * categories that failed there, in new words and on new businesses: a bot question or a "who
 * made you" inside a caller's message, several saved rules that answer one question, a service
 * with its saved price or rule, urgent instructions whose life-saving sentence is not the first
 * one saved, tax and medical "should I…", times of a thing (breakfast, pick-up), what is included,
 * comparing offers by their price, the ebook after buying it, a session cancelled late.
 */

type T = [ask: string, expect: Expect];
let n = 0;
const id = () => `d-r1-${String(++n).padStart(3, "0")}`;
const v = (category: string, industry: DemoIndustryId, ...turns: T[]): HeldOutCase => ({
  id: id(),
  category,
  role: "voxa",
  industry,
  turns: turns.map(([ask, expect]) => ({ ask, expect })),
});
const c = (category: string, business: SavedBusiness, ...turns: T[]): HeldOutCase => ({
  id: id(),
  category,
  role: "caller",
  industry: business.industry,
  business,
  turns: turns.map(([ask, expect]) => ({ ask, expect })),
});

const pizzeria: SavedBusiness = {
  businessName: "Forno Rosso Pizzeria",
  industry: "restaurants",
  keyServices: ["Wood-fired pizza", "Pickup orders", "Birthday parties"],
  hours: "Wed–Mon 4pm–11pm; kitchen closes at 10:30pm; closed Tuesdays",
  address: "17 Baker Street, Austin",
  payment: "Cards and Apple Pay; no cash",
  prices: "Margherita $16; Birthday party package $25 per child",
  policies:
    "We only take reservations for groups of 8 or more; smaller groups are seated first come, first served. Birthday parties need a $100 deposit.",
};

const summitPM: SavedBusiness = {
  businessName: "Summit Rentals",
  industry: "real_estate",
  keyServices: ["Apartment leasing", "Move-out inspections", "Maintenance requests"],
  hours: "Mon–Fri 9am–5pm",
  phone: "(720) 555-0111",
  prices: "Application fee $40 per applicant; Pet rent $35 a month",
  policies:
    "Give 30 days' written notice before you move out. Rent is due on the 5th; a $25 late fee applies after that.",
  urgent:
    "Call the after-hours maintenance line at (720) 555-0122 for leaks, no heat or a lockout. If there's a fire or you smell gas, get everyone outside and call 911.",
};

const brightSmile: SavedBusiness = {
  businessName: "Riverbend Smiles",
  industry: "healthcare",
  keyServices: ["Exams and cleanings", "Dental implants", "Kids' dentistry", "Night guards"],
  hours: "Mon–Fri 7am–4pm",
  prices: "Exam and cleaning $135; Night guard $400",
  policies: "Cancel at least 48 hours ahead. Late cancellations are charged $60.",
  urgent: "If a tooth is knocked out, keep it in milk and call us right away at (615) 555-0177.",
};

const lakeLodge: SavedBusiness = {
  businessName: "Lakeside Lodge",
  industry: "hospitality",
  keyServices: ["Lake-view cabins", "Kayak rentals", "Continental breakfast"],
  hours: "Reception 7am–10pm; check-in from 2pm; check-out by 10am; breakfast 7am–9:30am",
  prices: "Cabin from $210 a night; Kayak rental $20 an hour; Early check-in $25",
  policies: "Continental breakfast is included with every cabin. Quiet hours from 10pm.",
};

const ledgerly: SavedBusiness = {
  businessName: "Ledgerly Bookkeeping",
  industry: "finance",
  keyServices: ["Monthly bookkeeping", "Year-end tax returns", "Payroll"],
  policies: "Send us your year-end documents by February 28 so we can file on time.",
};

export const afterRun1Cases: HeldOutCase[] = [
  // role-switch: a bot question, who made it, getting one, inside a caller's message
  c("role-switch", pizzeria, [
    "hold on, am I talking to a machine? what would a bot like this cost my shop",
    { all: ["Voxa", "\\$247", "back"], link: "/" },
  ]),
  c("role-switch", summitPM, [
    "who makes this assistant, and is it monthly",
    { all: ["Voxa", "once|one-time|a month"], none: ["Application fee"] },
  ]),
  c("role-switch", lakeLodge, [
    "could my cousin's B&B get one of these? how much",
    { all: ["\\$247|\\$3,000"], link: "/" },
  ]),
  c("role-switch", brightSmile, ["is this a robot answering?", { all: ["AI receptionist", "Riverbend Smiles"] }]),
  c("role-switch", ledgerly, ["what company is behind this assistant", { all: ["Voxa"], none: ["\\$\\d"] }]),
  // several saved rules for one question
  c("in-role-policy-saved", brightSmile, [
    "I can't make my appointment on thursday, is there a charge",
    { all: ["48 hours", "\\$60"] },
  ]),
  c("in-role-policy-saved", pizzeria, [
    "can I book a table for 3 tonight",
    { all: ["groups of 8|first come"], none: ["team will confirm it\\.$"] },
  ]),
  c("in-role-policy-saved", summitPM, ["how much notice before I leave my apartment", { all: ["30 days"] }]),
  c("in-role-policy-saved", summitPM, ["what if I pay rent late", { all: ["\\$25|5th"] }]),
  c("in-role-policy-saved", ledgerly, ["what's the deadline for my tax papers", { all: ["February 28"] }]),
  // a service with its saved price or rule
  c("in-role-service-saved", pizzeria, [
    "do you do birthday parties? for like 12 kids",
    { all: ["Birthday parties", "\\$25|\\$100"] },
  ]),
  c("in-role-service-saved", brightSmile, [
    "do you make night guards and what do they cost",
    { all: ["Night guards?", "\\$400"] },
  ]),
  c("in-role-service-reworded", brightSmile, ["can my 6 year old see a dentist there", { all: ["Kids' dentistry"] }]),
  c("in-role-prices-saved", summitPM, ["what's the fee to apply for me and my roommate", { all: ["\\$40"] }]),
  c("in-role-prices-saved", lakeLodge, ["how much to rent a kayak", { all: ["\\$20"] }]),
  // urgent: the life-saving sentence first
  c("urgent", summitPM, ["there's smoke coming from the outlet in my kitchen", { firstSentence: ["911|outside"] }]),
  c("urgent", summitPM, ["my toilet is overflowing everywhere", { firstSentence: ["555-0122|after-hours"] }]),
  c("urgent", brightSmile, ["my son fell and knocked his front tooth out", { firstSentence: ["milk|555-0177"] }]),
  c("urgent", lakeLodge, [
    "my wife fainted by the lake and isn't waking up",
    { firstSentence: ["911"], none: ["\\$"] },
  ]),
  c("urgent", pizzeria, [
    "my kid is having an allergic reaction to the pizza, his throat is swelling",
    { firstSentence: ["911"] },
  ]),
  // should I…? in role
  c("in-role-no-advice", ledgerly, [
    "should I set up an LLC or stay a sole proprietor",
    { all: ["not able to give"], none: ["you should"] },
  ]),
  c("in-role-no-advice", brightSmile, ["should I get an implant or a bridge", { all: ["not able to give"] }]),
  // the time of a thing
  c("in-role-hours-saved", lakeLodge, ["what time is breakfast served", { all: ["7am–9:30am"] }]),
  c("in-role-hours-saved", pizzeria, ["when does the kitchen close", { all: ["10:30pm"] }]),
  c("in-role-hours-saved", lakeLodge, ["how early can we check in", { all: ["2pm"] }]),
  // what is included
  c("in-role-unknown-detail", lakeLodge, ["is breakfast included", { all: ["included with every cabin"] }]),
  c("in-role-unknown-detail", pizzeria, [
    "is parking free",
    { all: ["team (will )?confirm|name and number"], none: ["\\$\\d"] },
  ]),
  c("in-role-unknown-detail", ledgerly, [
    "what are your hours",
    { all: ["team (will )?confirm|name and number"], none: ["\\d ?(am|pm)"] },
  ]),
  // Voxa: compare by price, two-part with a dash, ebook after buying, late session cancel, demo data
  v("price-managed-plans", "finance", [
    "diff between the 15k plan and the 25k plan?",
    { all: ["\\$2,500", "\\$3,000"] },
  ]),
  v("price-core-offer", "restaurants", [
    "3k package vs 7k package",
    { all: ["Basic Setup|\\$3,000", "Professional|\\$7,000"] },
  ]),
  v("two-part", "hospitality", [
    "advanced plan: setup fee, and how many locations is it for",
    { all: ["\\$15,000", "6-10"] },
  ]),
  v("ebook", "healthcare", [
    "I paid for the playbook but can't find the download",
    { all: ["link", "hello@voxa-ai\\.com|email"] },
  ]),
  v("ebook", "finance", ["is the ebook any good for a one-person shop", { all: ["\\$5,000|\\$250,000"] }]),
  v("refund", "real_estate", [
    "I booked the $250 session for tomorrow morning, can I cancel and get my money back today",
    { all: ["24 hours", "no refund|move"] },
  ]),
  v("demo-data", "healthcare", [
    "can I try the demo using my real patients' names",
    { all: ["not for patient|do not type|made-up"] },
  ]),
  v("company-contact", "finance", ["where are y'all based", { all: ["Austin"] }]),
  v(
    "follow-up",
    "restaurants",
    ["what's in the playbook", { all: ["\\$14\\.40"] }],
    ["can I get a refund if I don't like it", { all: ["30-day|30 days"] }],
    ["and is it monthly?", { all: ["one-time|paid once|no subscription"] }],
  ),
  v("integration-not-listed", "healthcare", [
    "our office runs on Dentrix, can you hook into it",
    { all: ["Dentrix", "(isn't|not) (named|listed)"], none: ["^Yes"] },
  ]),
  v("per-minute", "transportation", ["any usage fees on the managed plans?", { all: ["no per-minute"] }]),
  v("objection", "healthcare", ["what if my patients think it's creepy talking to a bot", { all: ["person|natural"] }]),
];
