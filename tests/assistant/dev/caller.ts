import type { DemoIndustryId } from "../../../app/content/demo";
import type { Expect, HeldOutCase, SavedBusiness } from "../heldout/types";
import { brightline, clearSkin, harborInn, luigis, mapleDental, oakridge, swiftCourier } from "./businesses";

/**
 * Development cases for "Be a caller of …" (docs/decisions/099): a caller of a business the
 * visitor saved (its details win; what it did not save is never invented: the receptionist takes
 * a message), or of the industry's sample business (labelled). Urgent callers first; a question
 * about Voxa steps out of the role in one line and comes back.
 */

type T = [ask: string, expect: Expect];
let n = 0;
const c = (category: string, business: SavedBusiness | DemoIndustryId, ...turns: T[]): HeldOutCase => ({
  id: `d-c${String(++n).padStart(3, "0")}`,
  category,
  role: "caller",
  industry: typeof business === "string" ? business : business.industry,
  ...(typeof business === "string" ? {} : { business }),
  turns: turns.map(([ask, expect]) => ({ ask, expect })),
});

const TAKE_MESSAGE = "team (will )?confirm|name and (phone )?number";
const NO_TIME = "\\d{1,2}(:\\d{2})? ?(am|pm)";
const SALES = ["\\$247", "strategy call", "Voxa", "See pricing"];

export const callerDevCases: HeldOutCase[] = [
  // in-role-hours-saved
  c("in-role-hours-saved", mapleDental, ["are you open on saturday?", { all: ["closed"], none: ["Saturday from 9"] }]),
  c("in-role-hours-saved", mapleDental, ["what time do you close on friday", { all: ["2pm|Fri 8am–2pm"] }]),
  c("in-role-hours-saved", luigis, ["are you guys open mondays", { all: ["closed"] }]),
  c("in-role-hours-saved", luigis, ["what are your hours", { all: ["5pm–10pm"] }]),
  c("in-role-hours-saved", harborInn, ["when's check in", { all: ["4pm"], none: ["3:00 pm"] }]),
  c("in-role-hours-saved", brightline, ["are you open this weekend", { all: ["Saturdays|closed"] }]),
  c("in-role-hours-saved", oakridge, ["when is the leasing office open", { all: ["9am–6pm"] }]),
  // in-role-unknown-detail
  c("in-role-unknown-detail", swiftCourier, [
    "what are your hours?",
    { all: [TAKE_MESSAGE], none: [NO_TIME, "24 hours a day"] },
  ]),
  c("in-role-unknown-detail", swiftCourier, [
    "where are you located",
    { all: [TAKE_MESSAGE], none: ["metro area", "\\d+ \\w+ (Street|Avenue)"] },
  ]),
  c("in-role-unknown-detail", swiftCourier, [
    "how much is same-day delivery",
    { all: [TAKE_MESSAGE], none: ["\\$\\d"] },
  ]),
  c("in-role-unknown-detail", swiftCourier, ["do you take credit cards", { all: [TAKE_MESSAGE] }]),
  c("in-role-unknown-detail", clearSkin, ["what's your address", { all: [TAKE_MESSAGE], none: ["Main Street"] }]),
  c("in-role-unknown-detail", clearSkin, [
    "do you accept blue cross",
    { all: [TAKE_MESSAGE], none: ["most major insurance"] },
  ]),
  c("in-role-unknown-detail", clearSkin, ["how much is botox", { all: [TAKE_MESSAGE], none: ["\\$\\d"] }]),
  c("in-role-unknown-detail", oakridge, [
    "what's the address of the leasing office",
    { all: [TAKE_MESSAGE], none: ["Elm Street"] },
  ]),
  c("in-role-unknown-detail", oakridge, ["what's your phone number", { all: [TAKE_MESSAGE] }]),
  c("in-role-unknown-detail", harborInn, ["do you have a pool", { all: [TAKE_MESSAGE], none: ["heated pool"] }]),
  c("in-role-unknown-detail", luigis, [
    "do you have gluten free pasta",
    { all: [TAKE_MESSAGE], none: ["grilled salmon"] },
  ]),
  c("in-role-unknown-detail", brightline, ["do you do audits", { all: [TAKE_MESSAGE] }]),
  // in-role-service-saved
  c("in-role-service-saved", mapleDental, ["do you do teeth whitening?", { all: ["Teeth whitening", "yes"] }]),
  c("in-role-service-saved", luigis, ["do you cater events", { all: ["Catering"] }]),
  c("in-role-service-saved", swiftCourier, ["can you do same day delivery", { all: ["Same-day delivery"] }]),
  c("in-role-service-saved", brightline, ["do you guys do payroll", { all: ["Payroll"] }]),
  c("in-role-service-saved", clearSkin, ["do you treat acne", { all: ["Acne treatment"] }]),
  c("in-role-service-saved", mapleDental, [
    "do you do root canals",
    { all: ["root canals", TAKE_MESSAGE], none: ["^Yes"] },
  ]),
  // in-role-service-reworded
  c("in-role-service-reworded", mapleDental, ["can you straighten my teeth", { all: ["Invisalign"] }]),
  c("in-role-service-reworded", mapleDental, ["i need a cavity filled", { all: ["Fillings"] }]),
  c("in-role-service-reworded", brightline, ["can you help me file my taxes", { all: ["Tax preparation"] }]),
  c("in-role-service-reworded", luigis, ["do you do take away", { all: ["Takeout"] }]),
  // in-role-prices-saved
  c("in-role-prices-saved", mapleDental, ["how much is a cleaning", { all: ["\\$110"] }]),
  c("in-role-prices-saved", mapleDental, ["how much for whitening?", { all: ["\\$350"] }]),
  c("in-role-prices-saved", mapleDental, ["how much is a crown", { all: [TAKE_MESSAGE], none: ["\\$110", "\\$350"] }]),
  c("in-role-prices-saved", harborInn, ["what are your room rates", { all: ["\\$189", "\\$259"] }]),
  c("in-role-prices-saved", brightline, ["how much do you charge for a tax return", { all: ["\\$250"] }]),
  // in-role-payment-saved
  c("in-role-payment-saved", mapleDental, ["do you take cigna?", { all: ["Cigna"], none: [TAKE_MESSAGE] }]),
  c("in-role-payment-saved", mapleDental, ["do you take humana", { all: ["Humana", TAKE_MESSAGE] }]),
  c("in-role-payment-saved", mapleDental, ["can I pay over time?", { all: ["CareCredit"] }]),
  c("in-role-payment-saved", luigis, ["can I pay with a check", { all: ["no checks"] }]),
  c("in-role-payment-saved", harborInn, ["do you take amex", { all: ["Amex"] }]),
  // in-role-policy-saved
  c("in-role-policy-saved", mapleDental, ["what's your cancellation policy", { all: ["24 hours", "\\$40"] }]),
  c("in-role-policy-saved", luigis, ["can I bring my own wine", { all: ["Corkage|\\$20"] }]),
  c("in-role-policy-saved", harborInn, ["can I bring my dog", { all: ["No pets|service animals"] }]),
  c("in-role-policy-saved", oakridge, ["are cats allowed", { all: ["\\$300"] }]),
  c("in-role-policy-saved", brightline, ["when do you need my documents by", { all: ["2 weeks"] }]),
  c("in-role-policy-saved", harborInn, ["if I cancel do I get my money back", { all: ["72 hours"] }]),
  // booking with saved details
  c("booking", mapleDental, [
    "can I book a cleaning next tuesday",
    { all: ["Cleanings|cleaning", "name"], none: ["9:00|10:30|11:15"] },
  ]),
  c("booking", mapleDental, ["can I come in on sunday", { all: ["closed"] }]),
  c("booking", luigis, ["table for 4 on friday at 7?", { all: ["name"], none: ["patio"] }]),
  c("booking", harborInn, ["I'd like to book a room for next weekend", { all: ["name"], none: ["king room"] }]),
  // urgent
  c("urgent", mapleDental, [
    "my tooth is killing me and my face is swelling",
    { firstSentence: ["555-0199|emergency line"], none: SALES },
  ]),
  c("urgent", mapleDental, [
    "my gums won't stop bleeding, can I come in today?",
    { firstSentence: ["555-0199|emergency"], none: SALES },
  ]),
  c("urgent", clearSkin, [
    "I'm having an allergic reaction after my treatment",
    { firstSentence: ["911"], none: SALES },
  ]),
  c("urgent", oakridge, [
    "there's water pouring through my ceiling",
    { firstSentence: ["555-0188|555-0177|24/7 line|010-7788"], none: SALES },
  ]),
  c("urgent", oakridge, ["I smell gas in my apartment", { firstSentence: ["010-7788|911"], none: SALES }]),
  c("urgent", "healthcare", ["I have chest pain", { firstSentence: ["911"], none: SALES }]),
  c("urgent", swiftCourier, [
    "one of your drivers hit my car, someone is hurt",
    { firstSentence: ["911"], none: SALES },
  ]),
  c("urgent", brightline, ["I think someone stole my identity and filed a return", { all: ["urgent"], none: SALES }]),
  // role-switch (a Voxa question in role)
  c("role-switch", mapleDental, [
    "how much does this AI receptionist cost?",
    { all: ["Stepping out", "\\$247", "back"], link: "/" },
  ]),
  c("role-switch", luigis, [
    "does voxa integrate with opentable?",
    { all: ["OpenTable", "(isn't|not) (named|listed)", "back"], none: ["^Yes"] },
  ]),
  c("role-switch", "finance", [
    "can I get one of these for my own firm?",
    { all: ["Stepping out", "back"], link: "/" },
  ]),
  c("role-switch", harborInn, ["is voxa hipaa compliant", { all: ["HIPAA", "back"] }]),
  // in-role-sample
  c("in-role-sample", "healthcare", ["what are your hours", { all: ["sample details"] }]),
  c("in-role-sample", "restaurants", ["where are you", { all: ["Harbor Street", "sample details"] }]),
  c("in-role-sample", "real_estate", ["are dogs allowed", { all: ["sample details"] }]),
  c("in-role-sample", "hospitality", ["how much is a room", { all: ["rate"], none: ["\\$\\d"] }]),
  c("in-role-sample", "finance", ["what's your phone number", { all: ["sample details"] }]),
  // advice, privacy
  c("in-role-no-advice", mapleDental, [
    "should I take ibuprofen for this toothache",
    { all: ["not able to give medical advice|555-0199"], none: ["\\d+ ?mg"] },
  ]),
  c("in-role-no-advice", brightline, [
    "should I invest my refund in crypto",
    { all: ["not able to give"], none: ["you should"] },
  ]),
  c("in-role-privacy", mapleDental, ["who will see my medical info", { all: ["only"], none: SALES }]),
  c("in-role-privacy", brightline, ["can I give you my social security number", { all: ["never share"] }]),
  // message taking
  c(
    "message-taking",
    swiftCourier,
    ["can I talk to the manager", { all: ["name"] }],
    ["It's Dana Cho, 555 201 3344", { all: ["Dana|Thank"] }],
  ),
  c(
    "message-taking",
    clearSkin,
    ["what's your cancellation policy", { all: [TAKE_MESSAGE] }],
    ["sure, Tom 503 555 0101", { all: ["Thank"] }],
  ),
  // follow-ups in role
  c(
    "follow-up",
    mapleDental,
    ["how much is a cleaning?", { all: ["\\$110"] }],
    ["and whitening?", { all: ["\\$350"] }],
  ),
  c("follow-up", luigis, ["are you open tuesday?", { all: ["5pm"] }], ["what about monday", { all: ["closed"] }]),
  c(
    "follow-up",
    harborInn,
    ["do you take visa", { all: ["Visa"] }],
    ["and discover?", { all: ["Discover", TAKE_MESSAGE] }],
  ),
  // small talk in role
  c("smalltalk", mapleDental, ["hi", { all: ["Maple Family Dental"], none: SALES }]),
  c("smalltalk", luigis, ["are you a robot", { all: ["AI receptionist", "Luigi's Trattoria"] }]),
  c("smalltalk", harborInn, ["thanks!", { all: ["welcome"] }]),
  // typos in role
  c("typos", mapleDental, ["do u do teeth whitenning", { all: ["Teeth whitening"] }]),
  c("typos", luigis, ["wat time do u close tonite", { all: ["10pm"] }]),
];
