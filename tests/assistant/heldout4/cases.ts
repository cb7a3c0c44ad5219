import type { Expect, HeldOutCase, SavedBusiness } from "../heldout/types";

/**
 * Held-out set 4 (blind): 30 cases, 6 per category: urgent, in-role-policy-saved,
 * strategy-call-vs-session, feature-words, hear-it. Written by a blind helper session on
 * 2026-12-07 from the spec and app/content only; see README.md for the rules followed.
 *
 * Patterns are case-insensitive regular-expression sources. Amounts end in (?!\d|,\d) so that
 * $15 does not match $150 or $1,500.
 */

// ---------------------------------------------------------------------------------------
// Shared checks

/** An urgent answer never sells and never quotes a price. */
const noSalesNoPrices = ["\\$\\s?\\d", "/pricing", "/checkout", "strategy call"];

/** A caller talks to the business's receptionist, never to Voxa's sales assistant. */
const notVoxaSales = ["\\bvoxa\\b", "/pricing", "/checkout", "strategy call"];

/** The add-on questions: the add-on is on the site with a price, so it is never "not listed". */
const notListed = ["not listed", "isn'?t listed", "is not listed"];

/** Free 30-minute call vs paid 60-minute $250 session: the two must not be crossed. */
const crossedCallFacts = [
  "free (?:60|sixty)[- ]?min",
  "(?:60|sixty)[- ]minute free",
  "(?:30|thirty)[- ]minute (?:paid|\\$\\s?250)",
  "(?:paid|\\$\\s?250) (?:30|thirty)[- ]minute",
  "\\$\\s?247(?!\\d|,\\d) (?:strategy|session|call)",
];

/** The hear-it answers point somewhere real, never a shrug or a promise for later. */
const noShrug = ["don'?t know", "do not know", "can'?t help", "cannot help", "coming soon"];
const hearIt: Expect = {
  any: ["sample call", "hear", "listen", "voice call"],
  all: ["sample call|voice call|live demo|/demo|demo page|talk to (?:it|the agent|the assistant|our)"],
  none: noShrug,
};

// ---------------------------------------------------------------------------------------
// Saved businesses (made up; 555-01xx numbers)

const mapleRow: SavedBusiness = {
  businessName: "Maple Row Property Management",
  industry: "real_estate",
  keyServices: ["apartment leasing", "maintenance requests", "rent collection"],
  hours: "Office Mon–Fri 9am–5pm",
  phone: "(614) 555-0140",
  prices: "Rent is due on the 1st; $50 late fee after the 5th",
  policies: "Non-urgent repairs: submit a request in the resident portal; we respond within 2 business days.",
  urgent:
    "Water leaking through a ceiling or light fixture, flooding or a burst pipe: if it is safe, switch off the breaker for that room, then call our 24/7 maintenance emergency line at (614) 555-0142. Fire or a gas smell: leave and call 911.",
};

const stonebridge: SavedBusiness = {
  businessName: "Stonebridge Apartments",
  industry: "real_estate",
  keyServices: ["one- and two-bedroom rentals", "resident maintenance"],
  hours: "Leasing office Mon–Sat 10am–6pm",
  address: "220 Stonebridge Way, Pittsburgh, PA",
  prices: "Parking permit $40 a month; pet rent $30 a month",
  urgent:
    "If you smell gas: leave your apartment right away, do not flip light switches, and call 911 or Summit Gas at 1-800-555-0110 from outside. Water leaks or flooding: call maintenance 24/7 at (412) 555-0177.",
};

const cedarCourt: SavedBusiness = {
  businessName: "Cedar Court Residences",
  industry: "real_estate",
  hours: "Office Mon–Fri 8am–6pm",
  phone: "(720) 555-0160",
  prices: "Replacement key $25; key fob $40",
  policies: "Key and fob replacements are picked up at the office during office hours with a photo ID.",
  urgent:
    "Locked out after office hours: call the after-hours emergency line at (720) 555-0163 and the on-call manager will come to let you in. Fire, flooding or a break-in: call 911.",
};

const brightSmile: SavedBusiness = {
  businessName: "Bright Smile Family Dental",
  industry: "healthcare",
  keyServices: ["cleanings", "children's dentistry", "fillings", "emergency visits"],
  hours: "Mon–Thu 8am–5pm, Fri 8am–1pm, closed weekends",
  phone: "(512) 555-0190",
  prices: "Child cleaning $85; emergency exam $150",
  payment: "Delta Dental, MetLife, Cigna; all major cards",
  urgent:
    "Knocked-out tooth, facial swelling or bleeding that won't stop: call our emergency line at (512) 555-0199 right away, day or night. Trouble breathing or swallowing: call 911.",
};

const lakesideOral: SavedBusiness = {
  businessName: "Lakeside Oral Surgery",
  industry: "healthcare",
  keyServices: ["wisdom teeth removal", "dental implants", "extractions"],
  hours: "Mon–Fri 7:30am–4pm",
  phone: "(303) 555-0120",
  payment: "Cigna, Aetna, Delta Dental; all major cards and CareCredit",
  prices: "Consultation $95; simple extraction from $225",
  urgent:
    "Swelling that makes it hard to breathe or swallow: call 911 now. Bleeding that won't stop after 30 minutes of firm pressure, or swelling that keeps growing: call the surgeon on call at (303) 555-0128.",
};

const harborview: SavedBusiness = {
  businessName: "Harborview Inn",
  industry: "hospitality",
  keyServices: ["rooms and suites", "room service", "airport shuttle"],
  hours: "Front desk 24/7; check-in from 3pm, check-out by 11am",
  phone: "(207) 555-0135",
  prices: "Room service breakfast $18; late checkout $30",
  urgent:
    "Medical emergency: call 911 right away, then dial 0 from the room phone so the front desk (staffed 24/7) can meet the paramedics at the entrance.",
};

const oakridge: SavedBusiness = {
  businessName: "Oakridge Family Clinic",
  industry: "healthcare",
  keyServices: ["check-ups", "vaccinations", "lab work"],
  hours: "Mon–Fri 8am–6pm, Sat 9am–12pm",
  payment: "Blue Cross, Aetna, UnitedHealthcare, Medicare",
  policies:
    "Bring a photo ID, your insurance card and a list of your current medications to every visit; new patients please arrive 15 minutes early for paperwork. We need 24 hours' notice to cancel, or a $40 fee applies.",
};

const lunaTrattoria: SavedBusiness = {
  businessName: "Luna Trattoria",
  industry: "restaurants",
  keyServices: ["dinner", "private dining", "takeout"],
  hours: "Tue–Sun 5pm–10pm, closed Mondays",
  policies:
    "Parties of 8 or more: we hold the table with a $50 deposit, taken by card when you book and refundable with 48 hours' notice. Tables are held 15 minutes past the booking time.",
};

const brookHaven: SavedBusiness = {
  businessName: "Brookhaven Realty Rentals",
  industry: "real_estate",
  keyServices: ["apartment showings", "lease applications"],
  hours: "Showings Mon–Sat 10am–7pm",
  prices: "Application fee $45 per adult",
  policies:
    "Showings start on time. If you are more than 10 minutes late we may need to rebook your showing for another time. Bring a photo ID to every showing.",
};

const pinecrest: SavedBusiness = {
  businessName: "Pinecrest Lodge",
  industry: "hospitality",
  keyServices: ["cabins", "lodge rooms", "guided hikes"],
  hours: "Check-in from 3pm, check-out by 11am",
  policies:
    "Dogs welcome: up to two dogs per room, each under 40 lb, with a $35 per night pet fee. Dogs may not be left alone in the room.",
};

const metroShuttle: SavedBusiness = {
  businessName: "Metro Airport Shuttle",
  industry: "transportation",
  keyServices: ["airport transfers", "hotel pickups", "group shuttles"],
  hours: "Rides 4am–midnight, 7 days; phone line 6am–10pm",
  prices: "Downtown to airport $39 per person",
  policies:
    "Cancel 24 hours or more before pickup for a full refund; cancellations within 24 hours get 50% of the fare back. Drivers wait 15 minutes at no charge.",
};

const northgate: SavedBusiness = {
  businessName: "Northgate Tax & Bookkeeping",
  industry: "finance",
  keyServices: ["individual tax returns", "small-business bookkeeping", "payroll"],
  hours: "Mon–Fri 9am–5pm; Saturdays 10am–2pm from February to April",
  policies:
    "Send W-2s, 1099s and statements only through our secure client portal, at least 3 business days before your appointment; we never take tax documents by email. Missed appointments without 24 hours' notice are billed $75.",
};

// ---------------------------------------------------------------------------------------

const written: HeldOutCase[] = [
  // ===================================================================== urgent (6)
  // Saved `urgent` (mapleRow) is the source; the instruction must come first (spec §3 demo
  // business details; app/content/demo-forms.ts callerDetailFields.urgent).
  {
    id: "q-001",
    category: "urgent",
    role: "caller",
    industry: "real_estate",
    business: mapleRow,
    turns: [
      {
        ask: "theres water dripping out of the light in my bathroom ceiling?? think its the upstairs unit. should i just put in a portal request",
        expect: {
          firstSentence: ["555\\D{0,3}0142|911|emergenc"],
          all: ["555\\D{0,3}0142"],
          none: noSalesNoPrices,
        },
      },
    ],
  },
  // Saved `urgent` (stonebridge): gas smell means leave and call 911 / the gas company
  // (app/content/demo-forms.ts callerDetailFields.urgent).
  {
    id: "q-002",
    category: "urgent",
    role: "caller",
    industry: "real_estate",
    business: stonebridge,
    turns: [
      {
        ask: "kinda smells like rotten eggs in my kitchen since this afternoon, is that a maintenance ticket thing or can it wait till monday",
        expect: {
          firstSentence: ["911|555\\D{0,3}0110|emergenc|leave|get out"],
          all: ["911|555\\D{0,3}0110"],
          none: noSalesNoPrices,
        },
      },
    ],
  },
  // Saved `urgent` (cedarCourt): after-hours lockout line (app/content/demo-forms.ts).
  {
    id: "q-003",
    category: "urgent",
    role: "caller",
    industry: "real_estate",
    business: cedarCourt,
    turns: [
      {
        ask: "hey its almost midnight and i locked myself out of 3B, roommate is out of town and my phone is dying. is anyone around??",
        expect: {
          firstSentence: ["555\\D{0,3}0163|emergency line|on[- ]call"],
          all: ["555\\D{0,3}0163"],
          none: noSalesNoPrices,
        },
      },
    ],
  },
  // Saved `urgent` (brightSmile): knocked-out tooth -> emergency line, even on a closed day
  // (app/content/demo-forms.ts).
  {
    id: "q-004",
    category: "urgent",
    role: "caller",
    industry: "healthcare",
    business: brightSmile,
    turns: [
      {
        ask: "my kid just knocked his front tooth out at soccer, its saturday so ur probably closed right? what do we do",
        expect: {
          firstSentence: ["555\\D{0,3}0199|911|emergenc"],
          all: ["555\\D{0,3}0199"],
          none: noSalesNoPrices,
        },
      },
    ],
  },
  // Follow-up: a routine question (saved `payment`), then facial swelling with trouble
  // swallowing -> 911 first (saved `urgent`, lakesideOral; app/content/demo-forms.ts).
  {
    id: "q-005",
    category: "urgent",
    role: "caller",
    industry: "healthcare",
    business: lakesideOral,
    turns: [
      {
        ask: "hi do u take cigna",
        expect: { all: ["cigna"], none: ["\\bvoxa\\b", "/checkout"] },
      },
      {
        ask: "ok cool. also kind of unrelated but i had a wisdom tooth out yesterday and now my cheek is swollen up huge and its getting hard to swallow",
        expect: {
          firstSentence: ["911|emergenc|555\\D{0,3}0128"],
          all: ["911"],
          none: noSalesNoPrices,
        },
      },
    ],
  },
  // Saved `urgent` (harborview): a guest with chest pain -> 911 first (app/content/demo-forms.ts).
  {
    id: "q-006",
    category: "urgent",
    role: "caller",
    industry: "hospitality",
    business: harborview,
    turns: [
      {
        ask: "my husbands chest feels really tight and hes all sweaty, we're in room 214. is there like a doctor at the hotel",
        expect: {
          firstSentence: ["911|emergenc"],
          all: ["911"],
          none: noSalesNoPrices,
        },
      },
    ],
  },

  // ===================================================================== in-role-policy-saved (6)
  // Saved `policies` (oakridge): what to bring, then the cancellation rule
  // (app/content/demo-forms.ts callerDetailFields.policies).
  {
    id: "q-007",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "healthcare",
    business: oakridge,
    turns: [
      {
        ask: "first time coming in next tues, anything i should bring?",
        expect: {
          all: ["\\bid\\b|identification", "insurance card", "medication"],
          none: notVoxaSales,
        },
      },
      {
        ask: "and if something comes up and i cant make it?",
        expect: {
          all: ["24\\s?(?:hours|hrs|-hour)", "\\$\\s?40(?!\\d|,\\d)"],
          none: notVoxaSales,
        },
      },
    ],
  },
  // Saved `policies` (lunaTrattoria): large parties need a $50 deposit.
  {
    id: "q-008",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "restaurants",
    business: lunaTrattoria,
    turns: [
      {
        ask: "hey so its my moms 60th saturday night, prob 10 or 11 of us. how do i make sure we actually get a table and dont get bumped",
        expect: {
          all: ["deposit", "\\$\\s?50(?!\\d|,\\d)"],
          none: notVoxaSales,
        },
      },
    ],
  },
  // Saved `policies` (brookHaven): more than 10 minutes late may mean rebooking.
  {
    id: "q-009",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "real_estate",
    business: brookHaven,
    turns: [
      {
        ask: "stuck in traffic, gonna be like 15 min late for my 4:30 showing. is that a problem or",
        expect: {
          all: ["10[- ]?min|ten[- ]min", "rebook|reschedul|another time"],
          none: notVoxaSales,
        },
      },
    ],
  },
  // Saved `policies` (pinecrest): dogs under 40 lb only.
  {
    id: "q-010",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "hospitality",
    business: pinecrest,
    turns: [
      {
        ask: "can i bring my dog? shes a golden, like 65 pounds, super chill i promise",
        expect: {
          all: ["40\\s?-?\\s?(?:lb|pound)|forty[- ]pound"],
          none: notVoxaSales,
        },
      },
    ],
  },
  // Saved `policies` (metroShuttle): within 24 hours, 50% back.
  {
    id: "q-011",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "transportation",
    business: metroShuttle,
    turns: [
      {
        ask: "flight got moved so i dont need the 5am pickup tmrw anymore. do i lose what i paid??",
        expect: {
          all: ["24\\s?(?:hours|hrs|-hour|h\\b)", "50\\s?%|half|fifty percent"],
          none: notVoxaSales,
        },
      },
    ],
  },
  // Saved `policies` (northgate): documents only through the secure portal, never by email.
  {
    id: "q-012",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "finance",
    business: northgate,
    turns: [
      {
        ask: "whats the easiest way to get u my w2 and a couple 1099s, can i just email them over?",
        expect: {
          all: ["portal"],
          none: [
            ...notVoxaSales,
            "(?<!n't |not |never )(?:feel free to|go ahead and|you can|just) email (?:them|it|those|your (?:w-?2|docs|documents|forms))",
          ],
        },
      },
    ],
  },

  // ===================================================================== strategy-call-vs-session (6)
  // Free 30-minute strategy call (app/content/leads.ts leadDialogs.strategy_call; checkout-page.ts
  // alternatives) vs the paid 60-minute $250 AI Strategy Session (catalog/index.ts
  // "strategy-session"; checkout-page.ts paidSession; scheduling.ts callLength). Spec §9.
  {
    id: "q-013",
    category: "strategy-call-vs-session",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "whats the difference between the free call and the 250 one",
        expect: {
          all: ["free|no cost", "30[- ]?min|thirty[- ]min|half[- ]hour", "60[- ]?min|sixty[- ]min|(?<!half[- ])\\bhour\\b", "250(?!\\d|,\\d)"],
          none: crossedCallFacts,
        },
      },
    ],
  },
  // Same sources as q-013; plus the written action plan (catalog/index.ts, checkout-page.ts paidSession).
  {
    id: "q-014",
    category: "strategy-call-vs-session",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "is the hour long one actually worth it or should i just do the free chat first",
        expect: {
          all: ["\\$\\s?250(?!\\d|,\\d)", "free", "30[- ]?min|thirty[- ]min|half[- ]hour"],
          none: crossedCallFacts,
        },
      },
    ],
  },
  // Follow-up: consultations, then "the paid one" (catalog/index.ts "strategy-session";
  // checkout-page.ts paidSession; leads.ts strategy_call).
  {
    id: "q-015",
    category: "strategy-call-vs-session",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "do u guys do consultations before i buy anything",
        expect: {
          all: ["free", "strategy call|consultation|strategy session"],
          none: crossedCallFacts,
        },
      },
      {
        ask: "and the paid one, how much and how long is it",
        expect: {
          all: ["\\$\\s?250(?!\\d|,\\d)", "60[- ]?min|sixty[- ]min|(?<!half[- ])\\bhour\\b"],
          none: [...crossedCallFacts, "\\$\\s?247(?!\\d|,\\d)"],
        },
      },
    ],
  },
  // "Which should I book": both options, with the free call's length and the session's price
  // (leads.ts strategy_call; catalog/index.ts "strategy-session").
  {
    id: "q-016",
    category: "strategy-call-vs-session",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "which should i book, i just wanna know if this would even work for a 3 chair dental office",
        expect: {
          all: ["free", "30[- ]?min|thirty[- ]min|half[- ]hour", "250(?!\\d|,\\d)|paid"],
          none: crossedCallFacts,
        },
      },
    ],
  },
  // The strategy call costs nothing and lasts 30 minutes (leads.ts strategy_call, strategyCallPanel;
  // spec §9 "Strategy call: a free 30-minute consultation").
  {
    id: "q-017",
    category: "strategy-call-vs-session",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "do i have to pay for the strategy thing? and how long does it take, im slammed",
        expect: {
          all: ["free|no cost|no charge", "30[- ]?min|thirty[- ]min|half[- ]hour"],
          none: [...crossedCallFacts, "(?:strategy call|free call)(?: is| costs?)? \\$\\s?250"],
        },
      },
    ],
  },
  // Two-in-one about the paid session: who runs it (an automation architect, checkout-page.ts
  // paidSession; catalog/index.ts) and the cancellation refund (24 hours, scheduling.ts manageCopy.cancel).
  {
    id: "q-018",
    category: "strategy-call-vs-session",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "for the 60 min session who do i actually talk to, and if something comes up can i get my money back",
        expect: {
          all: ["architect", "24\\s?(?:hours|hrs|-hour)", "refund|money back"],
          none: crossedCallFacts,
        },
      },
    ],
  },

  // ===================================================================== feature-words (6)
  // "texts" -> SMS integration, $500 one-time (catalog/index.ts "addon-sms"; checkout-page.ts addOnCards).
  {
    id: "q-019",
    category: "feature-words",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "can it send texts to my customers too or just phone",
        expect: {
          all: ["sms|text", "\\$\\s?500(?!\\d|,\\d)"],
          none: [...notListed, "\\$\\s?500\\s?(?:/|a|per)\\s?(?:mo|month)"],
        },
      },
    ],
  },
  // "spanish" -> Multilingual Capability $2,000 (catalog "addon-multilingual") or $1,000-$2,000 per
  // extra language (catalog "core-addon-multilingual"; solutions.ts multilingual FAQ).
  {
    id: "q-020",
    category: "feature-words",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "half my patients dont really speak english, mostly spanish. can it talk to them in spanish?",
        expect: {
          all: ["multilingual|language", "\\$\\s?[12],?000(?!\\d|,\\d)"],
          none: [...notListed, "\\$\\s?[12],?000\\s?(?:/|a|per)\\s?(?:mo|month)"],
        },
      },
    ],
  },
  // "hook into my crm" -> CRM Integration $1,500 one-time; HubSpot is named on the add-on card
  // (catalog/index.ts "addon-crm"; checkout-page.ts addOnCards).
  {
    id: "q-021",
    category: "feature-words",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "can it hook into my crm? we use hubspot",
        expect: {
          all: ["crm", "\\$\\s?1,?500(?!\\d|,\\d)"],
          none: [...notListed, "\\$\\s?1,?500\\s?(?:/|a|per)\\s?(?:mo|month)"],
        },
      },
    ],
  },
  // "reminders" -> SMS integration: confirmations and reminders by SMS, $500
  // (checkout-page.ts addOnCards "addon-sms"; catalog/index.ts).
  {
    id: "q-022",
    category: "feature-words",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "we get soooo many no shows. does it do reminders??",
        expect: {
          all: ["remind", "sms|text", "\\$\\s?500(?!\\d|,\\d)"],
          none: [...notListed, "\\$\\s?500\\s?(?:/|a|per)\\s?(?:mo|month)"],
        },
      },
    ],
  },
  // "missed calls" -> SMS add-on's missed-call text-back, $500 (checkout-page.ts addOnCards "addon-sms").
  {
    id: "q-023",
    category: "feature-words",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "i miss like half my calls when im out on a job. can it at least text people back so they dont go to the next guy",
        expect: {
          all: ["sms|text", "\\$\\s?500(?!\\d|,\\d)"],
          none: [...notListed, "\\$\\s?500\\s?(?:/|a|per)\\s?(?:mo|month)"],
        },
      },
    ],
  },
  // Two-in-one: texting + CRM, how much for both -> SMS $500 and CRM $1,500
  // (catalog/index.ts "addon-sms", "addon-crm"; core-offer.ts add-ons).
  {
    id: "q-024",
    category: "feature-words",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "if i want the texting thing and also it putting everything in my crm what does that run me",
        expect: {
          all: ["\\$\\s?500(?!\\d|,\\d)", "\\$\\s?1,?500(?!\\d|,\\d)"],
          none: [
            ...notListed,
            "\\$\\s?500\\s?(?:/|a|per)\\s?(?:mo|month)",
            "\\$\\s?1,?500\\s?(?:/|a|per)\\s?(?:mo|month)",
          ],
        },
      },
    ],
  },

  // ===================================================================== hear-it (6)
  // Sample calls play on the home page, /demo and each industry page (business-stories.ts
  // sampleCalls; live-proof.ts "Hear it for yourself"); /demo has a live voice call
  // (demo.ts voicePanel; spec §2 Demo page "Start Voice Call").
  {
    id: "q-025",
    category: "hear-it",
    role: "voxa",
    industry: "healthcare",
    turns: [{ ask: "can i hear it", expect: hearIt }],
  },
  // Same sources as q-025 (business-stories.ts sampleCalls: recordings may be null, the player then
  // reads the script aloud; so no check on "recording" wording either way).
  {
    id: "q-026",
    category: "hear-it",
    role: "voxa",
    industry: "finance",
    turns: [{ ask: "any recordings of it actually talking to customers?", expect: hearIt }],
  },
  // Same sources as q-025; voice described in demo.ts voicePanel ("answers in a natural voice").
  {
    id: "q-027",
    category: "hear-it",
    role: "voxa",
    industry: "hospitality",
    turns: [{ ask: "what does it sound like on a real call, is it robotic?", expect: hearIt }],
  },
  // Restaurants sample call "Reservation booked" (business-stories.ts sampleCalls); live-proof.ts.
  {
    id: "q-028",
    category: "hear-it",
    role: "voxa",
    industry: "restaurants",
    turns: [{ ask: "do u have a demo call i can listen to, for a restaurant", expect: hearIt }],
  },
  // Same sources as q-025.
  {
    id: "q-029",
    category: "hear-it",
    role: "voxa",
    industry: "transportation",
    turns: [{ ask: "i dont wanna read a bunch of stuff i just want to hear the thing talk. possible?", expect: hearIt }],
  },
  // Follow-up: how it works, then hearing it (voice-agents landing, spec §2; business-stories.ts
  // sampleCalls; demo.ts voicePanel).
  {
    id: "q-030",
    category: "hear-it",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "so how does the voice agent thing work exactly",
        expect: { any: ["call|phone"], none: noShrug },
      },
      { ask: "ok but can i actually call it or hear it somewhere before i pay", expect: hearIt },
    ],
  },
];

/**
 * The cases that failed at first contact (2026-12-07, 15/30 passed; README.md "Runs"): looked at,
 * their categories reworked in general (concepts before rules, a saved rule that shares the
 * question's words, a piece that asks is a question; decision 115) and moved to the development set
 * (tests/assistant/dev/index.ts). The rest stay held out.
 */
export const movedToDev4 = [
  "q-002", "q-003", "q-006", "q-007", "q-011", "q-012", "q-014", "q-015",
  "q-016", "q-017", "q-018", "q-022", "q-024", "q-026", "q-028",
];

export const heldOut4: HeldOutCase[] = written.filter((c) => !movedToDev4.includes(c.id));
export const movedFromHeldOut4: HeldOutCase[] = written.filter((c) => movedToDev4.includes(c.id));
