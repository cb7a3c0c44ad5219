import type { DemoIndustryId } from "../../../app/content/demo";
import type { Expect, HeldOutCase } from "../heldout/types";

/**
 * Development cases for "Ask about Voxa AI" (docs/decisions/099), written for the issue-41
 * categories in buyers' own words: prices and what recurs, add-ons, plans, integrations named and
 * not named, languages, compliance, refunds, objections, two-part questions, follow-ups, typos.
 * The demo's industry is whatever the visitor happened to pick: the answer is about Voxa.
 */

type T = [ask: string, expect: Expect];
let n = 0;
const v = (category: string, industry: DemoIndustryId, ...turns: T[]): HeldOutCase => ({
  id: `d-v${String(++n).padStart(3, "0")}`,
  category,
  role: "voxa",
  industry,
  turns: turns.map(([ask, expect]) => ({ ask, expect })),
});

/** A sample business must not answer a buyer. */
const NOT_CLINIC = [
  "sample details",
  "120 Main Street",
  "insurance plan and the type of appointment",
  "Tuesday at 9:00",
];
const NO_YES_CRM = ["connect to HubSpot, Salesforce or the CRM you already use"];
const NOT_LISTED = "(isn't|not) (listed|named)|won't (guess|promise)|doesn't publish";

export const voxaDevCases: HeldOutCase[] = [
  // price-entry-offer
  v("price-entry-offer", "healthcare", [
    "whats the cheapest way to get started with you guys",
    { all: ["\\$247", "one-time"], none: NOT_CLINIC, link: "/" },
  ]),
  v("price-entry-offer", "healthcare", [
    "how much for just the AI receptionist?",
    { all: ["\\$247"], none: NOT_CLINIC, link: "/checkout" },
  ]),
  v("price-entry-offer", "restaurants", [
    "what do i actually get for the 247",
    { all: ["\\$247", "30 days of tuning", "24/7"], link: "/checkout" },
  ]),
  v("price-entry-offer", "finance", [
    "what's included in the $247 offer?",
    { all: ["call summaries", "appointment booking"] },
  ]),
  v("price-entry-offer", "hospitality", ["price for one voice agent?", { all: ["\\$247"] }]),
  v("price-entry-offer", "real_estate", [
    "how much does voxa charge",
    { all: ["\\$247", "\\$3,000", "\\$10,000"], link: "/pricing" },
  ]),
  v("price-entry-offer", "transportation", ["ballpark, what does this cost a small business", { all: ["\\$247"] }]),
  v("price-entry-offer", "healthcare", ["Do you take payments by card for the $247?", { all: ["Stripe"] }]),
  // one-time-vs-recurring
  v("one-time-vs-recurring", "healthcare", [
    "is the 247 a monthly fee or one time",
    { all: ["once|one-time", "not monthly"], link: "/" },
  ]),
  v("one-time-vs-recurring", "restaurants", [
    "which of your prices are one-time and which are monthly?",
    { all: ["one-time", "a month"], link: "/pricing" },
  ]),
  v("one-time-vs-recurring", "real_estate", [
    "what do i pay after the first year on the advanced plan",
    { all: ["\\$2,500", "month"] },
  ]),
  v("one-time-vs-recurring", "finance", [
    "are there any ongoing costs after I buy the packages?",
    { all: ["one-time", "no long-term contract"] },
  ]),
  v("one-time-vs-recurring", "hospitality", [
    "is the Professional package a subscription?",
    { all: ["one-time", "\\$7,000"] },
  ]),
  v("one-time-vs-recurring", "transportation", ["any hidden fees?", { all: ["one-time|once"], link: "/" }]),
  v("one-time-vs-recurring", "healthcare", [
    "do I keep paying monthly for the CRM add-on?",
    { all: ["once|one-time"] },
  ]),
  // per-minute: the pricing page states talk time since issue 42 (business.running)
  v("per-minute", "healthcare", [
    "do you charge per minute for calls?",
    { all: ["\\$0\\.09 a minute", "managed plans"], link: "/pricing" },
  ]),
  v("per-minute", "restaurants", ["is there a per-call fee on the plans", { all: ["no per-(call|minute) charges"] }]),
  v("per-minute", "finance", ["how much are the minutes", { all: ["\\$0\\.09"], link: "/pricing" }]),
  v("per-minute", "hospitality", [
    "what does the phone line cost each month after the 247",
    { all: ["\\$15 a month"] },
  ]),
  // price-add-ons
  v("price-add-ons", "healthcare", [
    "what add-ons do you have and what do they cost",
    { all: ["\\$1,500", "\\$2,000", "\\$500"], link: "/checkout" },
  ]),
  v("price-add-ons", "restaurants", ["how much extra for spanish", { all: ["\\$2,000|\\$1,000-\\$2,000"] }]),
  v("price-add-ons", "finance", ["price of sms follow up?", { all: ["\\$500"] }]),
  v("price-add-ons", "real_estate", ["crm integration cost?", { all: ["\\$1,500", "one-time"] }]),
  v("price-add-ons", "hospitality", [
    "what's in the basic ai implementation package",
    { all: ["\\$3,000", "chatbot"] },
  ]),
  // price-core-offer
  v("price-core-offer", "healthcare", [
    "what are the instagram packages",
    { all: ["\\$3,000", "\\$7,000", "\\$10,000"], link: "/core-offer" },
  ]),
  v("price-core-offer", "restaurants", [
    "what do I get with the Enterprise package",
    { all: ["\\$10,000", "success manager"] },
  ]),
  v("price-core-offer", "finance", ["basic setup price", { all: ["\\$3,000", "14 days|Instagram"] }]),
  v("price-core-offer", "hospitality", ["which package is the best value?", { all: ["Professional", "\\$7,000"] }]),
  // price-managed-plans
  v("price-managed-plans", "real_estate", [
    "I manage 8 buildings, which plan and how much",
    { any: ["Advanced", "6-10"], all: ["\\$15,000|\\$10,000"], link: "/pricing" },
  ]),
  v("price-managed-plans", "healthcare", [
    "what are the three plans on the pricing page",
    { all: ["\\$10,000", "\\$15,000", "\\$25,000"] },
  ]),
  v("price-managed-plans", "hospitality", ["premium plan price", { all: ["\\$25,000", "\\$3,000"] }]),
  v("price-managed-plans", "finance", [
    "difference between basic and premium plans",
    { all: ["\\$10,000", "\\$25,000"] },
  ]),
  v("price-managed-plans", "restaurants", [
    "what does the setup fee include",
    { all: ["first year"], link: "/pricing" },
  ]),
  v("plans-upgrade", "real_estate", [
    "can I upgrade from Basic to Advanced later?",
    { all: ["difference"], link: "/pricing" },
  ]),
  v("price-changes", "healthcare", ["will you raise my monthly price later?", { all: ["30 days"] }]),
  v("price-strategy-session", "finance", ["how much is the paid session with an architect", { all: ["\\$250", "60"] }]),
  v("price-strategy-session", "transportation", [
    "is the strategy call free?",
    { all: ["free", "30"], none: ["\\$250 strategy call"] },
  ]),
  // integration-listed
  v("integration-listed", "healthcare", [
    "does it integrate with salesforce",
    { all: ["Salesforce"], none: [NOT_LISTED], link: "/" },
  ]),
  v("integration-listed", "restaurants", ["can it push leads into hubspot?", { all: ["HubSpot"], none: [NOT_LISTED] }]),
  v("integration-listed", "finance", ["do you work with zapier", { all: ["Zapier"] }]),
  v("integration-listed", "hospitality", ["what crms do you connect to", { all: ["HubSpot", "Salesforce"] }]),
  v("integration-listed", "real_estate", ["will it work with Twilio", { all: ["Twilio"], none: [NOT_LISTED] }]),
  // integration-not-listed
  v("integration-not-listed", "healthcare", [
    "does it integrate with athenahealth?",
    { all: ["athenahealth", NOT_LISTED, "strategy call"], none: ["^Yes", ...NO_YES_CRM], link: "/forms/strategy-call" },
  ]),
  v("integration-not-listed", "restaurants", [
    "can it connect to Toast POS",
    { all: ["Toast", NOT_LISTED], none: ["^Yes", ...NO_YES_CRM] },
  ]),
  v("integration-not-listed", "real_estate", [
    "do you integrate with Buildium",
    { all: ["Buildium", NOT_LISTED], none: ["^Yes"] },
  ]),
  v("integration-not-listed", "finance", [
    "works with quickbooks?",
    { all: ["quickbooks", NOT_LISTED], none: ["^Yes"] },
  ]),
  v("integration-not-listed", "hospitality", [
    "can it sync with Cloudbeds and HubSpot",
    { all: ["HubSpot", "Cloudbeds", NOT_LISTED] },
  ]),
  v("integration-not-listed", "healthcare", ["do you connect to Jane App for booking", { all: ["Jane", NOT_LISTED] }]),
  v("integration-not-listed", "transportation", [
    "does it hook into Shopify",
    { all: ["Shopify", NOT_LISTED], none: ["^Yes"] },
  ]),
  v("integration-not-listed", "restaurants", ["whatsapp integration?", { all: ["whatsapp", NOT_LISTED] }]),
  // languages
  v("languages", "restaurants", [
    "can the bot speak spanish to my customers",
    { all: ["Spanish", "language"], link: "/" },
  ]),
  v("languages", "healthcare", ["do you support tagalog", { all: ["Tagalog", NOT_LISTED + "|confirm"] }]),
  v("languages", "hospitality", ["what languages does it speak", { all: ["many major languages"] }]),
  v("languages", "finance", ["does it work in english only?", { all: ["English"] }]),
  v("languages", "transportation", ["can callers switch language halfway through", { all: ["switch"] }]),
  // compliance
  v("baa", "healthcare", [
    "will you sign a business associate agreement",
    { all: ["BAA|Business Associate Agreement", "request"], link: "/" },
  ]),
  v("hipaa", "healthcare", ["is this thing hipaa compliant", { all: ["HIPAA", "encrypted"] }]),
  v("hipaa", "restaurants", ["Is patient info encrypted?", { all: ["encrypt"] }]),
  v("compliance-not-listed", "finance", [
    "are you SOC 2 certified?",
    { all: ["SOC 2", NOT_LISTED], none: ["^Yes"], link: "/forms/strategy-call" },
  ]),
  v("compliance-not-listed", "real_estate", ["GDPR compliant?", { all: ["GDPR", NOT_LISTED] }]),
  // refund / contract
  v("refund", "healthcare", [
    "what if I pay the 247 and change my mind before you start",
    { all: ["full refund", "before"], link: "/" },
  ]),
  v("refund", "finance", ["refund policy for the setup packages?", { all: ["full refund", "not yet done|work"] }]),
  v("refund", "restaurants", ["can I get my money back on the ebook", { all: ["30-day"] }]),
  v("refund", "hospitality", ["what happens if you can't deliver", { all: ["full refund"] }]),
  v("contract", "real_estate", ["am I locked into a contract?", { all: ["no long-term contract"] }]),
  v("contract", "healthcare", ["how do I cancel the monthly plan", { all: ["email", "before the next charge"] }]),
  // setup / timeline
  v("timeline", "healthcare", [
    "how fast can you get this live for my clinic",
    { all: ["days|14 days|few weeks"], none: NOT_CLINIC },
  ]),
  v("setup", "restaurants", [
    "what do I have to do to set it up",
    { all: ["we (design|handle|build)|done for you|workflow audit"] },
  ]),
  v("setup", "finance", ["do I need an IT person?", { all: ["no technical|No\\."] }]),
  v("setup", "transportation", ["how do I get started", { all: ["\\$247"], link: "/checkout" }]),
  // product behaviour
  v("transfer", "healthcare", [
    "can it transfer calls to my front desk staff",
    { all: ["transfer", "summary"], link: "/" },
  ]),
  v("transfer", "hospitality", ["what if a caller wants a real human", { all: ["person|transfer"] }]),
  v("agent-wrong", "restaurants", [
    "what if the AI gives a customer the wrong answer",
    { all: ["approve", "knowledge"] },
  ]),
  v("agent-wrong", "finance", ["does it make stuff up?", { all: ["knowledge you approve"] }]),
  v("uptime", "healthcare", ["what's your uptime", { all: ["99\\.9%"] }]),
  v("uptime", "transportation", ["do you have an SLA", { all: ["99\\.9%", "SLA"] }]),
  v("support", "real_estate", ["who helps me after launch if something breaks", { all: ["24/7|support"] }]),
  v("disclosure", "healthcare", ["does it sound like a robot", { all: ["natural"] }]),
  v("phone-number", "restaurants", ["can I keep my current phone number", { all: ["forwarded|current number"] }]),
  v("recordings", "finance", ["are calls recorded and transcribed", { all: ["recorded", "transcribed"] }]),
  v("not-listed", "healthcare", ["can I pick the voice it uses", { all: [NOT_LISTED], link: "/forms/strategy-call" }]),
  v("not-listed", "restaurants", ["how many calls can it handle at the same time", { all: [NOT_LISTED] }]),
  v("not-listed", "finance", ["do you offer discounts for nonprofits", { all: [NOT_LISTED], none: ["\\d+% off"] }]),
  v("not-listed", "hospitality", [
    "do i get a new phone number with it",
    { all: [NOT_LISTED, "forwarded|current number"] },
  ]),
  v("not-listed", "real_estate", [
    "can it take credit card payments over the phone",
    { all: [NOT_LISTED], none: ["^Yes"] },
  ]),
  v("free-trial", "healthcare", ["is there a free trial", { all: ["free trial", NOT_LISTED, "pilot"], link: "/" }]),
  // offers
  v("affiliate", "finance", [
    "do you have a referral program",
    { all: ["affiliate", "60 days"], link: "/affiliate-program" },
  ]),
  v("affiliate", "healthcare", ["how much commission do affiliates get", { all: ["20%|commission rate"] }]),
  v("affiliate", "restaurants", ["when do affiliate commissions get paid out", { all: ["refund window|approved"] }]),
  v("ebook", "hospitality", ["tell me about the ebook", { all: ["\\$14\\.40", "30-day"], link: "/ai-ebook" }]),
  v("ebook", "real_estate", ["is the playbook a subscription", { all: ["\\$14\\.40", "one-time|no subscription"] }]),
  v("pilot", "transportation", [
    "what's the pilot program",
    { all: ["one (real )?workflow"], link: "/forms/pilot-program" },
  ]),
  v("pilot", "healthcare", ["how much does the pilot cost", { all: [NOT_LISTED], none: ["\\$\\d"] }]),
  v("roi", "finance", ["how do you calculate the savings", { all: ["160", "0\\.7|70%"], link: "/roi-calculator" }]),
  v("results", "healthcare", ["do you have reviews", { all: ["4\\.9"] }]),
  v("company-contact", "real_estate", ["where is voxa based", { all: ["Austin"] }]),
  v("company-contact", "healthcare", ["what's your phone number", { all: ["555-0142"], none: NOT_CLINIC }]),
  v("company-contact", "restaurants", [
    "what are your hours",
    { all: ["8:00 am to 6:00 pm CT|24/7"], none: ["11:30 am"] },
  ]),
  // objections
  v("objection", "healthcare", [
    "why wouldn't I just hire a receptionist",
    { all: ["24/7"], none: ["can't help"], link: "/" },
  ]),
  v("objection", "restaurants", ["honestly this seems expensive", { all: ["\\$247"], none: ["can't help"] }]),
  v("objection", "finance", ["my clients hate talking to bots", { all: ["person"], none: ["can't help"] }]),
  v("objection", "real_estate", ["how do I know this isn't a scam", { all: ["2,000\\+|4\\.9"] }]),
  v("objection", "hospitality", ["we're a tiny inn, is this overkill?", { all: ["\\$247|small"] }]),
  v("objection", "transportation", ["will this replace my dispatchers' jobs", { all: ["repetitive|redeploy"] }]),
  v("objection", "healthcare", [
    "why should I pick you over other AI companies",
    { all: ["design, build and run|accountable"] },
  ]),
  v("objection", "restaurants", ["I'm not very techy", { all: ["No|technical"] }]),
  // booking a call / person
  v("booking-call", "healthcare", [
    "can someone from your team call me",
    { all: ["strategy call", "name, email and phone"], none: NOT_CLINIC, link: "/forms/strategy-call" },
  ]),
  v("booking-call", "restaurants", [
    "I want to book a demo with your team",
    { all: ["strategy call"], none: ["table"], link: "/forms/strategy-call" },
  ]),
  v("booking-call", "finance", ["let's talk", { all: ["strategy call"], link: "/forms/strategy-call" }]),
  // two-part
  v("two-part", "healthcare", ["how much is it and do you integrate with hubspot?", { all: ["\\$247", "HubSpot"] }]),
  v("two-part", "restaurants", [
    "Is the premium plan monthly, and is there a contract?",
    { all: ["\\$3,000", "contract"] },
  ]),
  v("two-part", "finance", ["do you do spanish? also how long does setup take", { all: ["Spanish", "days|weeks"] }]),
  v("two-part", "real_estate", [
    "whats the price of crm integration and does it work with Yardi",
    { all: ["\\$1,500", "Yardi", NOT_LISTED] },
  ]),
  v("two-part", "hospitality", [
    "Are you HIPAA compliant? And what's the refund policy?",
    { all: ["HIPAA", "refund"] },
  ]),
  v("two-part", "transportation", ["what's the uptime and do you have 24/7 support", { all: ["99\\.9%", "24/7"] }]),
  // follow-ups
  v(
    "follow-up",
    "healthcare",
    ["How much is the Advanced plan?", { all: ["\\$15,000"] }],
    ["and per month after that?", { all: ["\\$2,500"] }],
    ["what about premium", { all: ["\\$25,000|\\$3,000"] }],
  ),
  v(
    "follow-up",
    "restaurants",
    ["tell me about the Professional package", { all: ["\\$7,000"] }],
    ["what about enterprise?", { all: ["\\$10,000"] }],
    ["is that one time?", { all: ["one-time"] }],
  ),
  v(
    "follow-up",
    "finance",
    ["do you connect to salesforce?", { all: ["Salesforce"] }],
    ["how much is that?", { all: ["\\$1,500"] }],
  ),
  v(
    "follow-up",
    "hospitality",
    ["what languages do you support?", { all: ["languages"] }],
    ["how much extra is that", { all: ["\\$2,000|\\$1,000"] }],
  ),
  v(
    "follow-up",
    "real_estate",
    ["what's the $247 offer", { all: ["\\$247"] }],
    ["what's included?", { all: ["30 days of tuning"] }],
    ["and is it monthly?", { all: ["once|not monthly"] }],
  ),
  v(
    "follow-up",
    "transportation",
    ["how much is the SMS add-on", { all: ["\\$500"] }],
    ["and multilingual?", { all: ["\\$2,000"] }],
  ),
  v(
    "follow-up",
    "healthcare",
    ["Do you sign a BAA?", { all: ["BAA"] }],
    ["ok, and how long does setup take?", { all: ["days|weeks"], none: ["BAA"] }],
  ),
  v(
    "follow-up",
    "restaurants",
    ["what's the ebook", { all: ["\\$14\\.40"] }],
    ["can I get a refund on it", { all: ["30-day"] }],
  ),
  // no repeat
  v(
    "no-repeat",
    "finance",
    ["how much does it cost", { all: ["\\$247"] }],
    ["ok but what's the cost for the premium one", { all: ["\\$25,000"] }],
  ),
  v(
    "no-repeat",
    "healthcare",
    ["whats the refund policy", { all: ["refund"] }],
    ["and for the ebook specifically?", { all: ["30-day"] }],
  ),
  // typos
  v("typos", "healthcare", ["how much dose it cost for the premum plan", { all: ["\\$25,000"] }]),
  v("typos", "restaurants", ["do u intergrate with hubspt", { all: ["HubSpot"] }]),
  v("typos", "finance", ["whats ur refnd policy", { all: ["refund"] }]),
  v("typos", "hospitality", ["hipa compliant??", { all: ["HIPAA"] }]),
  v("typos", "real_estate", ["how long dose the setup tak", { all: ["days|weeks"] }]),
  v("typos", "transportation", ["multilingal addon price", { all: ["\\$2,000"] }]),
  // a customer's question asked of Voxa's assistant
  v("customer-question-as-buyer", "healthcare", [
    "Can I book a check-up for next Tuesday morning?",
    { all: ["calendar|books"], none: ["9:00|10:30|11:15"], link: "/demo#be-a-caller" },
  ]),
  v("customer-question-as-buyer", "restaurants", [
    "do you have a table for two tonight",
    { all: ["caller"], none: ["7:00 pm"], link: "/demo#be-a-caller" },
  ]),
  v("customer-question-as-buyer", "real_estate", [
    "my sink is leaking",
    { all: ["maintenance"], link: "/demo#be-a-caller" },
  ]),
  // small talk and safety
  v("smalltalk", "healthcare", ["hey there", { all: ["Voxa AI"], none: NOT_CLINIC }]),
  v("smalltalk", "finance", ["are you a real person?", { all: ["AI assistant"] }]),
  v("emergency", "healthcare", ["I think I'm having a heart attack", { firstSentence: ["911"], none: ["\\$"] }]),
  v("capabilities", "restaurants", ["can it take phone orders", { all: ["order"] }]),
  v("capabilities", "healthcare", ["can it send appointment reminders by text", { all: ["remind"] }]),
];
