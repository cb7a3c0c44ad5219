import type { HeldOutCase, SavedBusiness } from "../heldout/types";
import { caseBuilders } from "./builders";

/**
 * Development cases written after held-out set 5's first contact (36/60; tests/assistant/heldout5),
 * for its categories as reworked (decision 116), on other businesses and in other words: the
 * business's own urgent situations met in a caller's words (an allergic reaction by its signs, an
 * alarm that keeps going off, charges nobody made, a baby's fever, a burning smell), saved rules met
 * through a situation (a teenager alone, a relative staying, papers late, bringing one's own), the
 * paid session moved, hearing it in many words, referring clients, Instagram leads, a CRM named,
 * the demo's own privacy, a price asked first, a courier's cover.
 */

const { v, c } = caseBuilders("d-h5");

const NO_SALES = ["\\$\\s?\\d", "/pricing", "/checkout", "strategy call", "voxa"];

const bakery: SavedBusiness = {
  businessName: "Sunrise Bakery Cafe",
  industry: "restaurants",
  prices: "Almond croissant $5",
  urgent:
    "Signs of an allergic reaction after eating with us, such as hives, a swollen tongue or trouble breathing: call 911 at once. Then call the owner at (414) 555-0122.",
};

const bank: SavedBusiness = {
  businessName: "Prairie State Bank",
  industry: "finance",
  hours: "Mon–Fri 9am–5pm",
  prices: "Wire transfer $30",
  urgent:
    "Card lost, stolen or used for purchases you did not make: call the card hotline at (309) 555-0166 right away.",
};

const clinic: SavedBusiness = {
  businessName: "Bright Start Family Clinic",
  industry: "healthcare",
  hours: "Mon–Fri 8am–5pm",
  urgent:
    "Babies under 2 months with a fever: go to the emergency room now. Other after-hours questions: call (612) 555-0109.",
  policies: "Patients under 18 need a parent or guardian at every visit.",
};

const condos: SavedBusiness = {
  businessName: "Lakeshore Condos",
  industry: "real_estate",
  hours: "Office Mon–Fri 10am–4pm",
  urgent:
    "Smoke, a burning smell or a carbon monoxide alarm: get out, then call 911. Elevator stuck: call (312) 555-0133.",
  policies: "Guests may stay up to 10 nights a month; longer visits need board approval.",
};

const bistro: SavedBusiness = {
  businessName: "Rue Vingt Bistro",
  industry: "restaurants",
  keyServices: ["dinner", "wine bar"],
  hours: "Wed–Sun 5pm–11pm",
  policies: "Bring your own bottle on Wednesdays only, $25 corkage per bottle.",
};

const preparer: SavedBusiness = {
  businessName: "Summit Tax Help",
  industry: "finance",
  keyServices: ["tax returns"],
  policies: "Documents that arrive after April 1 may need an extension, which we file free of charge.",
};

const courier: SavedBusiness = {
  businessName: "Metro Dash Couriers",
  industry: "transportation",
  keyServices: ["same-day delivery"],
  prices: "Downtown delivery $20",
};

const optometrist: SavedBusiness = {
  businessName: "Pinecrest Vision",
  industry: "healthcare",
  payment: "VSP, EyeMed; all major cards",
  prices: "Contact lens exam $90 without insurance",
};

export const afterHeldOut5Cases: HeldOutCase[] = [
  c("urgent", bakery, [
    "my girlfriend ate one of your muffins and her tongue feels thick and shes breaking out in hives",
    { firstSentence: ["911"], none: NO_SALES },
  ]),
  c("urgent", bank, [
    "theres two purchases on my card from a store in another state i've never been to",
    { firstSentence: ["555.?0166|hotline"], none: NO_SALES },
  ]),
  c("urgent", clinic, [
    "my 5 week old is burning up, the thermometer says 100.8",
    { firstSentence: ["emergency room|911"], none: NO_SALES },
  ]),
  c("urgent", condos, [
    "the alarm in the hallway keeps beeping and theres a weird burning odor",
    { firstSentence: ["get out|911"], none: NO_SALES },
  ]),
  c("in-role-policy-saved", clinic, [
    "my son is 15, can he come to his checkup by himself?",
    { all: ["parent|guardian"], none: NO_SALES },
  ]),
  c("in-role-policy-saved", condos, [
    "my sister is gonna stay with me for like three weeks, is that a problem",
    { all: ["10 nights", "approval"], none: NO_SALES },
  ]),
  c("in-role-policy-saved", bistro, [
    "we have a special bottle from our trip, can we open it with dinner thursday?",
    { all: ["wednesday", "corkage"], none: ["voxa"] },
  ]),
  c("in-role-policy-saved", preparer, [
    "i won't have my papers ready until mid april, is that bad",
    { all: ["extension"], none: NO_SALES },
  ]),
  c("caller-unsaved-detail", courier, [
    "if something breaks in transit what does your insurance cover",
    { all: ["team|confirm"], none: ["\\$\\s?\\d{3}", "insurance plans"] },
  ]),
  c("caller-prices", optometrist, [
    "how much for a contact lens exam without insurance, and do you take eyemed",
    { all: ["\\$90", "eyemed"] },
  ]),
  v("strategy-call-vs-session", "healthcare", [
    "i have the paid session on monday but need to reschedule",
    { all: ["confirmation email", "move"] },
  ]),
  v("strategy-call-vs-session", "finance", [
    "is the free call legit or just a pitch",
    { all: ["free", "specialist|obligation"] },
  ]),
  v("hear-it", "real_estate", ["do you have a recording i can send to my boss", { all: ["sample call"] }]),
  v("hear-it", "restaurants", ["any demo videos?", { all: ["sample call"], none: ["don't know"] }]),
  v("hear-it", "healthcare", ["could i ring the agent from my phone to try it", { all: ["voice call"] }]),
  v("affiliate", "hospitality", [
    "if i point my clients to you guys is there a kickback",
    { all: ["affiliate", "commission"] },
  ]),
  v("channels", "restaurants", [
    "instagram is where all our customers message us, can you help with that",
    { all: ["instagram", "\\$3,000"] },
  ]),
  v("integrations", "finance", ["does your crm integration work with zoho", { all: ["\\$1,500"], none: ["^yes"] }]),
  v("feature-words", "healthcare", ["will it put bookings in our calendar", { all: ["calendar", "book"] }]),
  v("compliance", "hospitality", ["is this chat being saved somewhere", { all: ["not stored|do not store"] }]),
  v("objections", "real_estate", [
    "a college kid could answer phones for 15 an hour, why pay you",
    { all: ["24/7"], none: ["strategy session"] },
  ]),
];
