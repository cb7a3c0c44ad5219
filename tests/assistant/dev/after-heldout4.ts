import type { HeldOutCase, SavedBusiness } from "../heldout/types";
import { caseBuilders } from "./builders";

/**
 * Development cases written after held-out set 4's first contact (15/30; tests/assistant/heldout4),
 * for its categories as reworked in general (decision 115), on businesses and in words other than the
 * held-out cases': dangers described without their name (gas by its smell, a lockout, a heart attack
 * by its signs, water coming through), saved rules asked indirectly (what to bring, losing what was
 * paid, sending documents, not needing a booking any more), the free call and the paid session named
 * by their length or as "consultations", features in buyers' words (reminders, no-shows, "the texting
 * thing", putting calls into the CRM), and wanting to hear it (recordings of it talking, a call to
 * listen to).
 */

const { v, c } = caseBuilders("d-h4");

const NO_SALES = ["\\$\\s?\\d", "/pricing", "/checkout", "strategy call", "voxa"];

const townhomes: SavedBusiness = {
  businessName: "Maple Row Townhomes",
  industry: "real_estate",
  hours: "Office Mon–Fri 9am–5pm",
  prices: "Garage rental $75 a month",
  urgent:
    "Gas smell: get everyone outside, then call 911 and the gas company from outside. Locked out at night: call the on-call line at (503) 555-0148. Water coming in: shut the valve under the sink and call (503) 555-0149.",
};

const motel: SavedBusiness = {
  businessName: "Bayside Motor Lodge",
  industry: "hospitality",
  hours: "Front desk 7am–11pm",
  prices: "Extra bed $20 a night",
  urgent: "Any medical emergency: call 911 first, then dial 0 so the front desk can guide the paramedics to your room.",
};

const dental: SavedBusiness = {
  businessName: "Elm Street Dental",
  industry: "healthcare",
  keyServices: ["cleanings", "fillings", "crowns"],
  hours: "Mon–Thu 8am–5pm",
  policies:
    "Please bring your dental insurance card, a photo ID and a list of medications to your first visit. Cancel at least 48 hours ahead or a $50 fee applies.",
};

const limo: SavedBusiness = {
  businessName: "Crescent Limousine",
  industry: "transportation",
  keyServices: ["airport runs", "weddings", "proms"],
  prices: "Sedan to the airport $85",
  policies:
    "Cancel 48 hours or more before pickup for a full refund; later cancellations get 25% back. Wait time after 15 minutes is billed by the minute.",
};

const accountant: SavedBusiness = {
  businessName: "Harbor Point Accounting",
  industry: "finance",
  keyServices: ["tax preparation", "bookkeeping"],
  policies:
    "Upload tax forms and bank statements through our secure portal only; we do not accept documents by email for your protection.",
};

export const afterHeldOut4Cases: HeldOutCase[] = [
  c("urgent", townhomes, [
    "theres a weird sulfur smell by the stove, should i put in a ticket?",
    { firstSentence: ["outside|911"], none: NO_SALES },
  ]),
  c("urgent", townhomes, [
    "hi its 2am and i locked myself out, keys are inside",
    { firstSentence: ["555.?0148|on-call"], none: NO_SALES },
  ]),
  c("urgent", townhomes, [
    "water is coming through the ceiling in the hallway",
    { firstSentence: ["valve|555.?0149"], none: NO_SALES },
  ]),
  c("urgent", motel, [
    "my wife has pressure in her chest and a cold sweat, room 12",
    { firstSentence: ["911"], none: NO_SALES },
  ]),
  c("urgent", motel, [
    "my dad's face is drooping and his words are slurred",
    { firstSentence: ["911"], none: NO_SALES },
  ]),
  c("in-role-policy-saved", dental, [
    "new here, do i need to bring anything special?",
    { all: ["insurance card", "photo id|\\bid\\b"], none: NO_SALES },
  ]),
  c("in-role-policy-saved", limo, [
    "the wedding is off so we don't need the car anymore, do we lose our money?",
    { all: ["full refund", "25%"], none: NO_SALES },
  ]),
  c("in-role-policy-saved", accountant, [
    "can i just email you my bank statements?",
    { all: ["portal"], none: NO_SALES },
  ]),
  v("strategy-call-vs-session", "healthcare", [
    "whats the difference between the half hour call and the hour one",
    { all: ["\\$250", "free", "30.?minute"] },
  ]),
  v("strategy-call-vs-session", "restaurants", ["do you offer consultations?", { all: ["free", "\\$250"] }]),
  v(
    "strategy-call-vs-session",
    "finance",
    ["which should we book first", { all: ["free", "\\$250"] }],
    ["and how long is the paid one", { all: ["60 minutes"], none: ["\\$247"] }],
  ),
  v("strategy-call-vs-session", "transportation", [
    "on the sixty minute session who is on the call, and if i cant make it do i get refunded",
    { all: ["architect", "24 hours"] },
  ]),
  v("feature-words", "healthcare", [
    "half our patients forget their appointments, can it send reminders",
    { all: ["\\$500", "sms|text"], none: ["isn't listed|not listed"] },
  ]),
  v("feature-words", "restaurants", [
    "no-shows are killing us",
    { all: ["\\$500"], none: ["isn't listed|not listed"] },
  ]),
  v("feature-words", "real_estate", [
    "how much to add the texting thing plus logging every call into our crm",
    { all: ["\\$500", "\\$1,500"] },
  ]),
  v("hear-it", "hospitality", [
    "got any audio of it actually answering a guest?",
    { all: ["sample call"], none: ["don't know"] },
  ]),
  v("hear-it", "transportation", [
    "is there a sample call i can listen to for a taxi company",
    { all: ["sample call"], none: ["don't know"] },
  ]),
  v("hear-it", "finance", ["before i buy i want to hear it talk", { all: ["sample call"], none: ["don't know"] }]),
  // What is done to a price outranks which price it is (regressions h-035, h-061, k-003, k-016, k-036).
  v("price-changes", "healthcare", ["could the monthly price go up on me later", { all: ["30 days"] }]),
  v("cancel-plan", "finance", [
    "im on the advanced plan, how would i stop paying the monthly",
    { all: ["email", "next charge"] },
  ]),
  v("running-costs", "restaurants", [
    "once the 247 is paid, what do we still pay every month",
    { all: ["\\$15", "\\$0?\\.09"] },
  ]),
  v("refund", "hospitality", ["if i quit the plan do i get back the months i paid", { all: ["not refunded"] }]),
  v(
    "follow-up",
    "real_estate",
    ["tell me about your affiliate program", { all: ["affiliate"] }],
    ["when would i actually see the money", { all: ["30-day|30 days"] }],
  ),
];
