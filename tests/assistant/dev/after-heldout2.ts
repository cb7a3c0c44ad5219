import type { DemoIndustryId } from "../../../app/content/demo";
import type { Expect, HeldOutCase, SavedBusiness } from "../heldout/types";
import { brightline, harborInn, luigis, mapleDental } from "./businesses";

/**
 * Development cases written after held-out set 2's first contact (tests/assistant/heldout2/README.md,
 * docs/decisions/099), at least three per category that failed there, in other words and on other
 * businesses than the held-out cases: what recurs after a one-time purchase, what a package or plan
 * includes and which one has a feature, plans sized by locations, sales tax, what happens after
 * paying and the go-live days per offer, the buyer's own time, systems the site does not name, the
 * existing number, what the agent does with an emergency, affiliate terms, objections, typos,
 * follow-ups that keep their subject ("and monthly?", "the bigger one?", "and if I cancel?"), urgent
 * wording, stepping out of the role, saved policies asked indirectly, saved services reworded, and
 * the saved phone number asked for in other words.
 */

type T = [ask: string, expect: Expect];
let n = 0;
const id = () => `d-h2-${String(++n).padStart(3, "0")}`;
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

const YES_FIRST = String.raw`^\W*(yes|yep|yeah|absolutely|sure|definitely|of course)\b`;
const OURS = ["\\$247", "strategy call", "/pricing", "/checkout"];
const BACK = "back to being";

const northside: SavedBusiness = {
  businessName: "Northside Physio",
  industry: "healthcare",
  keyServices: ["Back pain treatment", "Athletic injury rehab", "Pre-natal massage"],
  hours: "Mon–Fri 7am–7pm, Sat 8am–12pm",
  phone: "(617) 555-0162",
  prices: "Initial assessment $110; Follow-up session $90",
  policies: "Late arrivals get a shortened session. No-shows are charged the full $90 session fee.",
};

const blueFin: SavedBusiness = {
  businessName: "Blue Fin Sushi",
  industry: "restaurants",
  keyServices: ["Dine-in", "Pickup orders", "Event catering", "Omakase counter"],
  hours: "Wed–Sun 5pm–10pm, closed Mondays and Tuesdays",
  phone: "(415) 555-0177",
  payment: "Cards and Apple Pay",
  prices: "Omakase $95 per person; rolls $8–$16",
  policies:
    "Groups of 6 or more need a $50 deposit, refunded if you cancel at least 24 hours ahead. Omakase seats are prepaid and non-refundable.",
};

const cityhop: SavedBusiness = {
  businessName: "Cityhop Movers",
  industry: "transportation",
  keyServices: ["Apartment moves", "Piano moving", "Office relocations", "Storage units"],
  hours: "Mon–Sat 7am–6pm",
  phone: "(312) 555-0180",
  prices: "Two movers and a truck $140 an hour; piano moves from $350",
  policies: "Moves cancelled less than 3 days ahead lose the $100 booking deposit.",
  urgent: "If anyone is injured during a move, call 911 first, then our incident line 312-555-0181.",
};

const pineHill: SavedBusiness = {
  businessName: "Pine Hill Apartments",
  industry: "real_estate",
  keyServices: ["One- and two-bedroom rentals", "Maintenance requests", "Apartment tours"],
  hours: "Leasing office Mon–Fri 10am–6pm",
  phone: "(503) 555-0144",
  prices: "One-bedroom from $1,150 a month; two-bedroom from $1,480 a month",
  policies: "Dogs up to 30 lb are allowed with a $250 pet deposit. Rent paid after the 3rd is charged a $50 late fee.",
  urgent:
    "For water leaks, no heat or a lockout, call the after-hours line 503-555-0145. If you smell gas or see fire, get out and call 911.",
};

const harborLights: SavedBusiness = {
  businessName: "Harbor Lights Hotel",
  industry: "hospitality",
  keyServices: ["Guest rooms", "Valet parking", "Rooftop bar"],
  hours: "Front desk 24 hours; check-in 4pm, checkout noon",
  phone: "(305) 555-0191",
  prices: "Double room $199 a night; king suite $349 a night; valet parking $25 a night",
  policies: "Cancel free until 48 hours before arrival. Small dogs under 20 lb stay for $30 a night.",
};

const summitWealth: SavedBusiness = {
  businessName: "Summit Wealth Advisors",
  industry: "finance",
  keyServices: ["Tax returns", "Estate planning", "Payroll for small businesses"],
  hours: "Mon–Fri 8:30am–5pm",
  phone: "(720) 555-0133",
  prices: "Tax return from $300; estate plan from $1,200",
  policies: "Appointments cancelled with less than 48 hours' notice are billed $100.",
  urgent: "For suspected fraud, freeze your cards with your bank first, then call our priority line (720) 555-0139.",
};

export const afterHeldOut2Cases: HeldOutCase[] = [
  // running costs: what recurs after a one-time purchase
  v("running-costs", "restaurants", [
    "what are the monthly running costs after I buy the $247 agent?",
    { all: ["\\$15\\b", "\\$0\\.09"] },
  ]),
  v("running-costs", "healthcare", [
    "how much is the phone line per month",
    { all: ["\\$15\\b"], none: ["\\$15,000"] },
  ]),
  v("running-costs", "finance", ["what do texts cost once SMS follow-up is switched on?", { all: ["\\$0\\.02"] }]),
  v("running-costs", "hospitality", [
    "after the one-time fee, what keeps getting billed?",
    { all: ["\\$15\\b", "\\$0\\.09", "at cost"] },
  ]),
  v("running-costs", "real_estate", [
    "does the Premium plan charge talk time on top?",
    { any: ["no per-minute", "included"], none: ["\\$0\\.09 a minute on the premium"] },
  ]),

  // package scope: what a package or plan includes, and which one has a feature
  v("package-scope", "restaurants", [
    "Does Professional come with Instagram DM automation?",
    { all: ["^\\W*yes", "instagram"], none: ["(doesn't|does not) include"] },
  ]),
  v("package-scope", "hospitality", [
    "is website chat part of the Basic Setup package?",
    { all: ["professional", "\\$7,000"], none: [YES_FIRST] },
  ]),
  v("package-scope", "finance", [
    "which is the cheapest setup package that covers multiple locations?",
    { all: ["enterprise", "\\$10,000"], none: ["^\\W*professional"] },
  ]),
  v("package-scope", "real_estate", [
    "Does the Basic plan include CRM integration?",
    { all: ["advanced", "\\$15,000"], none: [YES_FIRST] },
  ]),
  v("package-scope", "healthcare", [
    "what's the cheapest package that answers phone calls?",
    { all: ["professional", "\\$7,000"] },
  ]),

  // plans sized by locations
  v("plan-sizing", "healthcare", ["we have 3 clinics, which plan?", { all: ["basic", "\\$10,000", "1-5"] }]),
  v("plan-sizing", "restaurants", [
    "Our group runs 14 restaurants. What plan fits and what does it cost?",
    { all: ["premium", "\\$25,000"] },
  ]),
  v("plan-sizing", "finance", [
    "I've got six offices - which managed plan would suit us?",
    { all: ["advanced", "6-10"] },
  ]),
  v("plan-sizing", "hospitality", [
    "what counts as a location on your plans?",
    { all: ["hotel", "front desk|phone line"] },
  ]),

  // sales tax
  v("sales-tax", "healthcare", ["are your prices before tax?", { all: ["tax", "before"] }]),
  v("sales-tax", "restaurants", [
    "Will I be charged sales tax on top of the $247?",
    { all: ["tax", "before|on top|plus"], none: ["(tax is|taxes are) included"] },
  ]),
  v("sales-tax", "real_estate", ["do the package prices include taxes?", { all: ["tax", "before"] }]),

  // after paying
  v("after-paying", "finance", ["Once I've checked out, what's the next step?", { all: ["kick-?off"] }]),
  v("after-paying", "restaurants", [
    "I just bought the Professional package, now what?",
    { all: ["kick-?off", "21 days"], any: ["form", "tell us about your business"] },
  ]),
  v("after-paying", "hospitality", [
    "after payment do I need to fill anything in?",
    { all: ["kick-?off|form"], any: ["about your business", "form"] },
  ]),

  // go-live days per offer
  v("go-live-timeline", "restaurants", ["How many days until the Basic Setup package is live?", { all: ["14 days"] }]),
  v("go-live-timeline", "real_estate", [
    "When would the Advanced plan be up and running?",
    { all: ["30 days"], none: ["45 days"] },
  ]),
  v("go-live-timeline", "healthcare", ["how fast can the $247 agent go live", { all: ["7 days"] }]),
  v("go-live-timeline", "finance", [
    "how soon could I test the Professional package?",
    { all: ["10 days"], none: ["\\b7 days"] },
  ]),

  // the buyer's own time
  v("time-needed", "healthcare", ["How much of my time will you need during setup?", { all: ["hour"] }]),
  v("time-needed", "restaurants", [
    "I don't have time for a big project. What do you need from me?",
    { all: ["hour"] },
  ]),
  v("time-needed", "finance", ["what's my time commitment for onboarding?", { all: ["hour"] }]),

  // systems the site does not name
  v("integration-not-listed", "transportation", [
    "Our jobs live in Jobber. Can your agent put new bookings in there?",
    { all: ["Jobber", "(isn't|not) (named|listed)"], none: [YES_FIRST] },
  ]),
  v("integration-not-listed", "hospitality", [
    "We keep guest notes in Cloudbeds. Will the AI update them?",
    { all: ["Cloudbeds", "(isn't|not) (named|listed)"], none: [YES_FIRST] },
  ]),
  v("integration-not-listed", "finance", [
    "can the bot log calls into our Clio account?",
    { all: ["Clio", "(isn't|not) (named|listed)"], none: [YES_FIRST] },
  ]),

  // the existing number
  v("existing-number", "healthcare", [
    "do I have to change our phone number?",
    { all: ["forward"], any: ["keep", "current"] },
  ]),
  v("existing-number", "restaurants", ["Will it work on the number customers already call?", { all: ["forward"] }]),
  v("existing-number", "finance", [
    "we've had the same office line for 20 years, can we keep it?",
    { all: ["forward"], none: ["new (phone )?number"] },
  ]),

  // what the agent does with an emergency (a buyer's question, not an emergency)
  v("emergency-handling", "real_estate", [
    "How does the AI handle emergency calls?",
    { all: ["911"], any: ["transfer", "urgent", "staff"], none: ["can't help with it here"] },
  ]),
  v("emergency-handling", "healthcare", [
    "what if a caller says it's an emergency?",
    { all: ["911", "urgent"], none: ["can't help with it here"] },
  ]),
  v("emergency-handling", "hospitality", [
    "If a guest calls at night with a medical emergency, what would your bot say?",
    { all: ["911"], none: ["can't help with it here"] },
  ]),

  // two questions in one message
  v("two-part", "transportation", [
    "Does it do outbound reminder calls and what do the minutes cost?",
    { all: ["outbound|call", "\\$0\\.09"] },
  ]),
  v("two-part", "hospitality", [
    "How long does Enterprise take to go live and what does it cost?",
    { all: ["30 days", "\\$10,000"] },
  ]),
  v("two-part", "finance", ["Is tax included, and can I pay by card?", { all: ["tax", "Stripe|card"] }]),

  // affiliate terms
  v("affiliate", "restaurants", [
    "can I refer myself and get the commission?",
    { any: ["earns nothing", "\\bno\\b"], none: ["^\\W*yes"] },
  ]),
  v("affiliate", "healthcare", ["How do affiliate payouts work?", { all: ["month"], any: ["PayPal", "bank"] }]),
  v("affiliate", "finance", [
    "if someone I referred gets a refund, what happens to my commission?",
    { any: ["lowers", "cancels", "reversed"] },
  ]),
  v("affiliate", "real_estate", ["how long does the referral cookie last?", { all: ["60 days"] }]),

  // objections
  v("objection", "restaurants", [
    "Our last AI answering service was a disaster. What makes yours better?",
    { any: ["approve", "tuning", "pilot", "trained on your"] },
  ]),
  v("objection", "hospitality", [
    "honestly $3,000 for the basic setup package is steep, got anything cheaper?",
    { all: ["\\$247"] },
  ]),
  v("objection", "finance", [
    "We got burned by a bot vendor before. Why should we trust you?",
    { any: ["refund", "pilot"] },
  ]),
  v("objection", "real_estate", [
    "The Enterprise package is out of our price range.",
    { any: ["\\$247", "\\$3,000", "\\$7,000"] },
  ]),

  // typos and text-speak
  v("typos", "healthcare", ["wat does the recepshonist cost", { all: ["\\$247"] }]),
  v("typos", "restaurants", ["how mutch is the profesional pakage", { all: ["\\$7,000"] }]),
  v("typos", "finance", ["do u intergrate wth hubspot", { all: ["HubSpot"], none: ["(isn't|not) (named|listed)"] }]),
  v("typos", "transportation", ["hw long til its live 4 the 247 agent", { all: ["7 days"] }]),

  // follow-ups keep their subject
  v(
    "follow-up",
    "real_estate",
    ["How much is the Advanced plan?", { all: ["\\$15,000"] }],
    ["and the one above it?", { all: ["\\$25,000"] }],
    ["monthly after year one?", { all: ["\\$3,000"], none: ["\\$2,500"] }],
  ),
  v(
    "follow-up",
    "restaurants",
    ["What does the Professional package cost?", { all: ["\\$7,000"] }],
    ["what about the smaller one?", { all: ["\\$3,000"] }],
    ["how long until that one is live?", { all: ["14 days"] }],
  ),
  v(
    "follow-up",
    "healthcare",
    ["Tell me about the $247 agent", { all: ["\\$247"] }],
    ["and monthly?", { all: ["\\$15\\b", "\\$0\\.09"] }],
    ["ok and if i cancel?", { any: ["no contract", "no subscription", "refund"] }],
  ),
  v(
    "follow-up",
    "finance",
    ["Tell me about your affiliate program", { all: ["20%"] }],
    ["can I use my own link?", { any: ["earns nothing", "\\bno\\b"] }],
    ["and how do I get paid?", { all: ["month"] }],
  ),
  v(
    "follow-up",
    "hospitality",
    ["What's the ebook cost?", { all: ["\\$14\\.40"] }],
    ["and if I don't like it?", { all: ["30-day|30 days"] }],
  ),
  v(
    "follow-up",
    "transportation",
    ["What happens after I pay for the Enterprise package?", { all: ["kick-?off"] }],
    ["and when can I try it out?", { all: ["14 days"] }],
  ),
  c(
    "follow-up",
    harborLights,
    ["how much for a room?", { all: ["\\$199"], none: OURS }],
    ["and the suite?", { all: ["\\$349"], none: OURS }],
    ["ok and if i cancel?", { all: ["48 hours"], none: OURS }],
  ),
  c(
    "follow-up",
    blueFin,
    ["can I book a table for 8 on Friday?", { all: ["deposit"], none: OURS }],
    ["how much is it?", { all: ["\\$50"], none: OURS }],
    ["and if we cancel?", { all: ["24 hours"], none: OURS }],
  ),
  c(
    "follow-up",
    summitWealth,
    ["do you do estate planning?", { all: ["estate"], none: OURS }],
    ["and how much is that?", { all: ["\\$1,200"], none: OURS }],
  ),

  // urgent wording
  c("urgent", cityhop, [
    "your truck just backed into my car and my husband is bleeding",
    { firstSentence: ["911"], none: ["\\$\\d", "/pricing", "/checkout", "strategy call"] },
  ]),
  c("urgent", pineHill, [
    "there's water pouring through my ceiling right now",
    { firstSentence: ["503-555-0145"], none: ["\\$\\d", "/pricing"] },
  ]),
  c("urgent", northside, [
    "I fell down the stairs and can't move my leg",
    { firstSentence: ["911"], none: ["\\$\\d", "/pricing"] },
  ]),
  c("urgent", summitWealth, [
    "someone got into my bank account and moved money without my permission",
    { firstSentence: ["fraud|freeze|555-0139"], none: ["\\$\\d", "/pricing"] },
  ]),
  c("urgent", blueFin, [
    "my son is having an allergic reaction to the rolls we picked up",
    { firstSentence: ["911"], none: ["\\$\\d", "/pricing"] },
  ]),

  // stepping out of the role for a question about Voxa AI, and back
  c("role-switch", northside, [
    "Just wondering, what's the monthly cost of running a receptionist bot like you?",
    { all: ["stepping out", "\\$15\\b", "\\$0\\.09", BACK] },
  ]),
  c("role-switch", blueFin, [
    "how long would it take to get an AI like this set up for my own shop?",
    { all: ["stepping out", "days", BACK] },
  ]),
  c("role-switch", summitWealth, [
    "Does the company that built you sign a BAA?",
    { all: ["stepping out", "BAA", BACK] },
  ]),

  // saved policies asked indirectly
  c("in-role-policy-saved", northside, ["what happens if I'm running late?", { all: ["shortened"], none: OURS }]),
  c("in-role-policy-saved", northside, ["do you charge if I don't show up?", { all: ["\\$90"], none: OURS }]),
  c("in-role-policy-saved", blueFin, [
    "is there a deposit for a big group?",
    { all: ["\\$50", "6 or more"], none: OURS },
  ]),
  c("in-role-policy-saved", pineHill, [
    "Can I keep my 45 lb husky in the apartment?",
    { all: ["30"], none: ["^\\W*yes", ...OURS] },
  ]),
  c("in-role-policy-saved", pineHill, ["what if my rent is a few days late?", { all: ["\\$50"], none: OURS }]),
  c("in-role-policy-saved", harborLights, [
    "I have a 12-pound dachshund, can she stay with us?",
    { all: ["\\$30"], none: ["(not|n't) (allowed|permitted)", ...OURS] },
  ]),
  c("in-role-policy-saved", summitWealth, [
    "what if I need to cancel the day before?",
    { all: ["\\$100", "48 hours"], none: OURS },
  ]),
  c("in-role-policy-saved", blueFin, [
    "I'd like to book for 7 people on Saturday. Anything I should know?",
    { all: ["\\$50", "deposit"], none: OURS },
  ]),

  // saved services asked in other words
  c("in-role-service-reworded", cityhop, [
    "could you help relocate our office next month?",
    { all: ["office relocations"], none: ["don't see", ...OURS] },
  ]),
  c("in-role-service-reworded", cityhop, [
    "do you have a place where I could store my furniture for a while?",
    { all: ["storage"], none: ["don't see", ...OURS] },
  ]),
  c("in-role-service-reworded", northside, [
    "I pulled a hamstring running. Can you help with that?",
    { all: ["athletic injury"], none: ["don't see", "can't help with that", ...OURS] },
  ]),
  c("in-role-service-reworded", northside, [
    "do you do massages for pregnant women?",
    { all: ["pre-natal massage"], none: ["don't see", ...OURS] },
  ]),
  c("in-role-service-reworded", blueFin, [
    "can you cater a wedding reception for 80 guests?",
    { all: ["event catering"], none: ["don't see", ...OURS] },
  ]),
  c("in-role-service-reworded", blueFin, ["do you do takeaway?", { all: ["pickup"], none: ["don't see", ...OURS] }]),
  c("in-role-service-reworded", blueFin, [
    "could you do food for our team's offsite, about 30 people?",
    { all: ["catering"], none: ["don't see", ...OURS] },
  ]),
  c("in-role-service-reworded", northside, [
    "I twisted my ankle playing basketball, is that something you treat?",
    { all: ["athletic injury"], none: ["can't help with that", ...OURS] },
  ]),

  // the saved phone number, asked in other words
  c("in-role-phone-saved", cityhop, ["what number do I ring to get a quote?", { all: ["555-0180"], none: OURS }]),
  c("in-role-phone-saved", harborLights, [
    "how can I get hold of the front desk directly?",
    { all: ["555-0191"], none: OURS },
  ]),
  c("in-role-phone-saved", summitWealth, ["is there a direct line I can call?", { all: ["555-0133"], none: OURS }]),

  // found on the way, probing in new words
  v("sales-tax", "finance", ["what currency are your prices in?", { all: ["US dollars"] }]),
  v("go-live-timeline", "healthcare", ["when will the basic plan be ready?", { all: ["21 days"] }]),
  v("existing-number", "restaurants", ["will my number change?", { all: ["forward"] }]),
  v("objection", "hospitality", [
    "I had a terrible experience with an IVR system. Why is yours better?",
    { any: ["approve", "tuning", "pilot"] },
  ]),
  v("package-scope", "real_estate", ["which plan gives me multilingual support?", { all: ["advanced"] }]),
  v("running-costs", "restaurants", [
    "what will I pay every month once the agent is live?",
    { all: ["\\$15\\b", "\\$0\\.09"], none: ["There are three ways to buy"] },
  ]),
  c("urgent", mapleDental, [
    "my wife fainted in the waiting room",
    { firstSentence: ["911"], all: ["Dr\\. Patel's emergency line"], none: ["\\$\\d", "/pricing"] },
  ]),
  c(
    "follow-up",
    mapleDental,
    ["whats the cost of a cleaning", { all: ["\\$110"], none: OURS }],
    ["how much is it for new patients?", { all: ["\\$149"], none: ["\\$110", ...OURS] }],
  ),
  c(
    "follow-up",
    harborInn,
    ["how much is a room with an ocean view?", { all: ["\\$259"], none: OURS }],
    ["and the regular one?", { all: ["\\$189"], none: ["As I said", ...OURS] }],
  ),
  c("in-role-policy-saved", luigis, [
    "we are 10 people on friday. anything we should know?",
    { all: ["credit card"], none: OURS },
  ]),
  c("in-role-policy-saved", luigis, [
    "we might be running late for our reservation",
    { all: ["held for 15 minutes"], none: OURS },
  ]),
  c("in-role-policy-saved", mapleDental, [
    "I'm running 10 minutes late for my 3pm",
    { all: ["running late"], none: ["late-cancellation", ...OURS] },
  ]),
  c("in-role-policy-saved", mapleDental, [
    "is there a fee if I forget my appointment?",
    { all: ["\\$40"], none: OURS },
  ]),
  c("in-role-service-reworded", luigis, [
    "could you cater our company holiday party for 60?",
    { all: ["catering"], none: ["Tue–Sun", ...OURS] },
  ]),
  c("in-role-policy-saved", luigis, [
    "can we bring our own wine? how much?",
    { all: ["\\$20 per bottle"], none: ["bottle\\.[^]*\\$20 per bottle", ...OURS] },
  ]),
  c("urgent", brightline, [
    "someone stole my identity and filed a tax return in my name",
    { firstSentence: ["urgent"], none: ["Otherwise", "\\$\\d", ...OURS] },
  ]),
];
