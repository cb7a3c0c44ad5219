import type { Expect, HeldOutCase, SavedBusiness } from "../heldout/types";

/**
 * Held-out set 5 (blind): 60 cases. 30 in the five fixed categories (6 each: urgent,
 * in-role-policy-saved, strategy-call-vs-session, feature-words, hear-it) and 30 broad cases
 * (20 voxa, 10 caller). Written by a blind helper session from the spec and app/content only;
 * see README.md for the rules followed.
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

/** Free 30-minute call vs paid 60-minute $250 session: the two must not be crossed. */
const crossedCallFacts = [
  "free (?:60|sixty)[- ]?min",
  "(?:60|sixty)[- ]minute free",
  "(?:30|thirty)[- ]minute (?:paid|\\$\\s?250)",
  "(?:paid|\\$\\s?250) (?:30|thirty)[- ]minute",
  "\\$\\s?247(?!\\d|,\\d) (?:strategy|session|call)",
];

/** A one-time amount said as a monthly one. */
const monthly = (amount: string) => `\\$\\s?${amount}\\s?(?:/|a|per)\\s?(?:mo|month)`;

/** Never a shrug, never a promise for later. */
const noShrug = ["can'?t help", "cannot help", "coming soon"];

/** The hear-it answers point somewhere real (business-stories.ts sampleCalls; live-proof.ts; demo.ts voicePanel). */
const hearIt: Expect = {
  any: ["sample call", "hear", "listen", "voice call"],
  all: ["sample call|voice call|live demo|/demo|demo page|talk to (?:it|the agent|the assistant|our)"],
  none: ["don'?t know", "do not know", ...noShrug],
};

/** A detail the business has not saved: the receptionist says the team will confirm, or takes a message. */
const teamWillConfirm = "confirm|check|message|not sure|don'?t have|do not have|get back|call (?:you )?back|team|staff|front desk|ask";

/** Lookbehind for an invented "we do X" claim, so "not sure whether we deliver" does not trip it. */
const notDenied = "(?<!n't |not |never |whether |if |sure |know |check |confirm )";

// ---------------------------------------------------------------------------------------
// Saved businesses (made up; 555-01xx numbers; no abbreviations with a full stop in urgent texts)

const goldenWok: SavedBusiness = {
  businessName: "Golden Wok Kitchen",
  industry: "restaurants",
  keyServices: ["dine-in", "takeout", "catering trays"],
  hours: "Daily 11am–10pm",
  phone: "(602) 555-0115",
  prices: "Kung pao chicken $15; family dinner for four $52",
  urgent:
    "Allergic reaction after eating our food, such as swollen lips or throat, hives or trouble breathing: call 911 right away and use an epinephrine auto-injector if you have one. Once everyone is safe, call the manager line at (602) 555-0117 so we can check the dish.",
};

const summitCharter: SavedBusiness = {
  businessName: "Summit Charter Coaches",
  industry: "transportation",
  keyServices: ["charter buses", "school trips", "airport group transfers"],
  hours: "Office Mon–Fri 8am–6pm; dispatch 24/7",
  phone: "(801) 555-0124",
  prices: "Full-day 56-seat coach $1,450",
  urgent:
    "Accident or breakdown during a trip: if anyone is hurt, call 911 first. Then call our 24-hour dispatch line at (801) 555-0126 so we can send help and a replacement coach.",
};

const keystoneCu: SavedBusiness = {
  businessName: "Keystone Community Credit Union",
  industry: "finance",
  keyServices: ["checking and savings", "auto loans", "debit and credit cards"],
  hours: "Branches Mon–Fri 9am–5pm, Sat 9am–noon",
  phone: "(717) 555-0180",
  prices: "Replacement debit card $5; outgoing wire $25",
  urgent:
    "Lost or stolen card, or a charge you don't recognize: call our 24/7 card fraud line at (717) 555-0181 right away so we can lock your card. Never share your PIN or a one-time code with anyone who calls you.",
};

const willowCreekInn: SavedBusiness = {
  businessName: "Willow Creek Inn",
  industry: "hospitality",
  keyServices: ["guest rooms", "breakfast", "small weddings"],
  hours: "Front desk 7am–11pm; check-in from 3pm",
  phone: "(802) 555-0150",
  prices: "Queen room from $169 a night, breakfast included",
  urgent:
    "Fire alarm, smoke or a burning smell: leave the building by the nearest stairway, do not use the elevator, and call 911 once you are outside. Any other urgent problem overnight: call the innkeeper's cell at (802) 555-0154.",
};

const littleOaks: SavedBusiness = {
  businessName: "Little Oaks Pediatrics",
  industry: "healthcare",
  keyServices: ["well-child visits", "sick visits", "vaccinations"],
  hours: "Mon–Fri 8am–6pm, Sat 9am–1pm, closed Sundays",
  phone: "(919) 555-0105",
  payment: "Blue Cross, Aetna, Medicaid; all major cards",
  urgent:
    "A baby under 3 months with any fever, a seizure, or trouble breathing: call 911 or go to the nearest emergency room now. Other urgent questions after hours: call our nurse line at (919) 555-0108.",
};

const riverbendLofts: SavedBusiness = {
  businessName: "Riverbend Lofts",
  industry: "real_estate",
  keyServices: ["loft apartments", "resident maintenance", "package room"],
  hours: "Leasing office Mon–Fri 9am–6pm",
  phone: "(518) 555-0137",
  prices: "Package locker rental $10 a month",
  policies: "Non-urgent repairs: submit a request in the resident app.",
  urgent:
    "Carbon monoxide alarm sounding: get everyone, pets included, out of the unit right away and call 911 from outside; do not go back in until the fire department says it is safe. No heat below freezing or a water leak: call the 24/7 maintenance line at (518) 555-0139.",
};

const casaVerde: SavedBusiness = {
  businessName: "Casa Verde Cantina",
  industry: "restaurants",
  keyServices: ["dinner", "weekend brunch", "private events"],
  hours: "Tue–Sun 4pm–10pm; brunch Sat–Sun 10am–2pm",
  policies:
    "You're welcome to bring your own wine: corkage is $20 per bottle, limit two bottles per table. No outside beer or spirits.",
};

const northsidePt: SavedBusiness = {
  businessName: "Northside Physical Therapy",
  industry: "healthcare",
  keyServices: ["sports injury rehab", "post-surgery rehab", "dry needling"],
  hours: "Mon–Fri 7am–7pm",
  payment: "Aetna, Cigna, UnitedHealthcare; HSA and FSA cards",
  policies:
    "Patients under 18 must come with a parent or legal guardian to their first visit, who signs the consent forms. Wear loose, comfortable clothes and sneakers to every session.",
};

const grandMeridian: SavedBusiness = {
  businessName: "Grand Meridian Hotel",
  industry: "hospitality",
  keyServices: ["rooms and suites", "rooftop restaurant", "meeting rooms"],
  hours: "Front desk 24/7; check-in from 4pm, check-out by noon",
  policies:
    "Guests must be 21 or older to check in. A $100 refundable incidental hold is placed on a credit card at check-in and released within 5 business days after check-out.",
};

const swiftHaul: SavedBusiness = {
  businessName: "Swift Haul Movers",
  industry: "transportation",
  keyServices: ["local moves", "long-distance moves", "packing service"],
  hours: "Moves Mon–Sat 7am–7pm; office Mon–Fri 9am–5pm",
  prices: "Two movers and a truck $140 an hour, 3-hour minimum",
  policies:
    "For safety we can't load hazardous items: propane tanks, gasoline, paint or aerosol cans. Plants and pets travel with you, not on the truck.",
};

const mapleLeafTax: SavedBusiness = {
  businessName: "Maple Leaf Tax Services",
  industry: "finance",
  keyServices: ["individual tax returns", "small-business returns", "IRS letters"],
  hours: "Mon–Sat 9am–6pm, January to April 15",
  prices: "Individual return from $150",
  policies:
    "Returns are prepared in the order complete documents arrive. If your documents reach us after March 31, we may need to file an extension for you; we file extensions at no extra charge.",
};

const willowbrook: SavedBusiness = {
  businessName: "Willowbrook Townhomes",
  industry: "real_estate",
  keyServices: ["townhome rentals", "resident maintenance"],
  hours: "Office Mon–Fri 9am–5pm, Sat 10am–2pm",
  phone: "(615) 555-0172",
  policies:
    "Overnight guests may stay up to 14 nights in a row; longer stays need the property manager's written approval. Guests park in the visitor lot with a dash pass from the office.",
};

const bellaNotte: SavedBusiness = {
  businessName: "Bella Notte Pizzeria",
  industry: "restaurants",
  keyServices: ["wood-fired pizza", "pasta", "takeout"],
  hours: "Mon–Thu 11am–9pm, Fri–Sat 11am–11pm, closed Sundays",
  address: "88 Elm Avenue, Columbus, Ohio",
  phone: "(614) 555-0166",
  prices: "Large margherita $18; garlic knots $7",
};

const clearview: SavedBusiness = {
  businessName: "Clearview Eye Care",
  industry: "healthcare",
  keyServices: ["eye exams", "contact lens fittings", "glasses"],
  hours: "Mon–Fri 9am–6pm, Sat 9am–1pm",
  phone: "(206) 555-0143",
  payment: "VSP, EyeMed, Davis Vision; HSA and FSA cards",
  prices: "Comprehensive eye exam $110 without insurance; contact lens fitting $65",
};

const juniperHarbor: SavedBusiness = {
  businessName: "Juniper Harbor Hotel",
  industry: "hospitality",
  keyServices: ["rooms and suites", "rooftop bar", "event space"],
  hours: "Front desk 24/7; check-in from 3pm, check-out by 11am",
  address: "415 Harbor Road, Portland, Maine",
  phone: "(207) 555-0148",
  prices: "Valet parking $28 a night; pet fee $40 per stay",
};

const coastalCourier: SavedBusiness = {
  businessName: "Coastal Courier Company",
  industry: "transportation",
  keyServices: ["same-day delivery", "scheduled pickups", "medical specimen transport"],
  hours: "Mon–Sat 7am–7pm, closed Sundays",
  phone: "(843) 555-0177",
  prices: "Same-day downtown delivery $25; each extra mile $2",
};

const cornerstone: SavedBusiness = {
  businessName: "Cornerstone Mortgage Group",
  industry: "finance",
  keyServices: ["home purchase loans", "refinancing", "pre-approvals"],
  hours: "Mon–Fri 8:30am–5:30pm",
  phone: "(480) 555-0193",
  policies:
    "For a pre-approval, bring your last two pay stubs, two years of W-2s and two months of bank statements.",
};

const aspenRidge: SavedBusiness = {
  businessName: "Aspen Ridge Apartments",
  industry: "real_estate",
  keyServices: ["one-, two- and three-bedroom rentals", "guided tours"],
  hours: "Leasing office Mon–Fri 9am–6pm, Sat 10am–4pm, closed Sundays",
  address: "1200 Aspen Ridge Drive, Boise, Idaho",
  phone: "(208) 555-0129",
};

// ---------------------------------------------------------------------------------------

const written: HeldOutCase[] = [
  // ===================================================================== urgent (6)
  // Saved `urgent` (goldenWok): allergic reaction -> 911 first (app/content/demo-forms.ts
  // callerDetailFields.urgent). Nothing saved says whether the dish had peanuts.
  {
    id: "r-001",
    category: "urgent",
    role: "caller",
    industry: "restaurants",
    business: goldenWok,
    turns: [
      {
        ask: "my son had the kung pao from u guys like an hour ago and now his lips are getting puffy and hes kinda wheezing?? did it have peanuts in it",
        expect: {
          firstSentence: ["911|emergenc"],
          all: ["911"],
          none: [...noSalesNoPrices, "(?:is|was) peanut[- ]free", "(?:has|had|contains?|contained) no peanuts"],
        },
      },
    ],
  },
  // Saved `urgent` (summitCharter): someone hurt -> 911 first, then dispatch (demo-forms.ts).
  {
    id: "r-002",
    category: "urgent",
    role: "caller",
    industry: "transportation",
    business: summitCharter,
    turns: [
      {
        ask: "our coach just clipped a guardrail on I-80, the drivers hand is bleeding pretty bad and some of the kids are crying. what do we do",
        expect: {
          firstSentence: ["911|emergenc"],
          all: ["911"],
          none: noSalesNoPrices,
        },
      },
    ],
  },
  // Saved `urgent` (keystoneCu): unrecognised charges -> the 24/7 card fraud line (demo-forms.ts).
  {
    id: "r-003",
    category: "urgent",
    role: "caller",
    industry: "finance",
    business: keystoneCu,
    turns: [
      {
        ask: "theres 3 charges on my debit card from some overseas website i never used. branch isnt open till tomorrow, can it wait till then?",
        expect: {
          firstSentence: ["555\\D{0,3}0181|fraud line|lock"],
          all: ["555\\D{0,3}0181"],
          none: noSalesNoPrices,
        },
      },
    ],
  },
  // Saved `urgent` (willowCreekInn): burning smell -> leave, call 911 from outside (demo-forms.ts).
  {
    id: "r-004",
    category: "urgent",
    role: "caller",
    industry: "hospitality",
    business: willowCreekInn,
    turns: [
      {
        ask: "theres a burning plastic kind of smell coming out of the heater vent in room 6 and its getting a little hazy in here. should i just crack a window",
        expect: {
          firstSentence: ["911|leave|get out|emergenc|evacuat"],
          all: ["911"],
          none: noSalesNoPrices,
        },
      },
    ],
  },
  // Follow-up: saved `hours` (littleOaks), then a feverish 7-week-old -> 911 or the emergency room
  // first (saved `urgent`; demo-forms.ts).
  {
    id: "r-005",
    category: "urgent",
    role: "caller",
    industry: "healthcare",
    business: littleOaks,
    turns: [
      {
        ask: "what time do u open on saturday",
        expect: { all: ["\\b9\\s?(?::00\\s?)?(?:am|a\\.m)"], none: notVoxaSales },
      },
      {
        ask: "ok thx. also my 7 week old feels really hot, thermometer says 101, and shes super sleepy and barely eating",
        expect: {
          firstSentence: ["911|emergenc"],
          all: ["911|emergency room"],
          none: noSalesNoPrices,
        },
      },
    ],
  },
  // Saved `urgent` (riverbendLofts): CO alarm -> get out, call 911 from outside, not an app
  // request (demo-forms.ts).
  {
    id: "r-006",
    category: "urgent",
    role: "caller",
    industry: "real_estate",
    business: riverbendLofts,
    turns: [
      {
        ask: "the co detector in my hallway keeps going off, 4 beeps then a pause, over and over. i changed the battery last month. do i just put a request in the app?",
        expect: {
          firstSentence: ["911|get (?:everyone |everybody )?out|leave|emergenc|evacuat"],
          all: ["911"],
          none: noSalesNoPrices,
        },
      },
    ],
  },

  // ===================================================================== in-role-policy-saved (6)
  // Saved `policies` (casaVerde): corkage $20 a bottle (demo-forms.ts callerDetailFields.policies).
  {
    id: "r-007",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "restaurants",
    business: casaVerde,
    turns: [
      {
        ask: "we've got a really nice bottle of wine from our wedding and want to open it at our anniversary dinner friday. would it be weird to bring it?",
        expect: {
          all: ["\\$\\s?20(?!\\d|,\\d)"],
          any: ["corkage", "per bottle", "two bottles", "2 bottles"],
          none: notVoxaSales,
        },
      },
    ],
  },
  // Saved `policies` (northsidePt): under 18 -> a parent or guardian at the first visit.
  {
    id: "r-008",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "healthcare",
    business: northsidePt,
    turns: [
      {
        ask: "my daughter's 16 and drives herself now, can she just go to her first pt appt alone after school thursday?",
        expect: {
          all: ["parent|guardian"],
          any: ["18", "eighteen", "consent", "sign", "first visit"],
          none: notVoxaSales,
        },
      },
    ],
  },
  // Follow-up on saved `policies` (grandMeridian): 21 to check in; then the $100 incidental hold
  // and its release.
  {
    id: "r-009",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "hospitality",
    business: grandMeridian,
    turns: [
      {
        ask: "booking a room for my 19 yr old son for a college visit weekend, he'll check in by himself. that ok?",
        expect: { all: ["21|twenty[- ]one"], none: notVoxaSales },
      },
      {
        ask: "ok i'll come along and check in with him then. do you guys hold any money on my card?",
        expect: {
          all: ["\\$\\s?100(?!\\d|,\\d)"],
          any: ["releas", "refund", "back", "returned"],
          none: notVoxaSales,
        },
      },
    ],
  },
  // Follow-up on saved `policies` (swiftHaul): no hazardous items (propane); plants travel with you.
  {
    id: "r-010",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "transportation",
    business: swiftHaul,
    turns: [
      {
        ask: "can i just toss the gas grill and its propane tank in with everything else on moving day?",
        expect: {
          all: ["hazard|can'?t|cannot|unable|not able|won'?t|not allowed|don'?t|do not"],
          none: [
            ...notVoxaSales,
            "(?<!n't |not |never )(?:we can|we'?ll|we will|movers can|the crew can) (?:load|take|move|carry|pack) (?:the |your )?(?:propane|tank)",
          ],
        },
      },
      {
        ask: "what about my plants? i have like a dozen",
        expect: {
          all: ["with you|yourself|your (?:own )?(?:car|vehicle)|not on the truck|can'?t (?:go|travel|ride|load|take)|won'?t (?:go|load|take)|don'?t (?:load|take|move)"],
          none: notVoxaSales,
        },
      },
    ],
  },
  // Saved `policies` (mapleLeafTax): late documents -> an extension, filed at no extra charge.
  {
    id: "r-011",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "finance",
    business: mapleLeafTax,
    turns: [
      {
        ask: "ugh im so behind this year, probably wont have all my stuff together till like mid april. am i screwed?",
        expect: {
          all: ["extension"],
          any: ["no (?:extra )?(?:charge|cost|fee)", "free", "at no", "march 31", "in the order"],
          none: notVoxaSales,
        },
      },
    ],
  },
  // Saved `policies` (willowbrook): guests up to 14 nights; longer needs the manager's approval.
  {
    id: "r-012",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "real_estate",
    business: willowbrook,
    turns: [
      {
        ask: "my brother is gonna crash at my place for like a month while he looks for a job, do i have to tell anybody or",
        expect: {
          all: ["14|fourteen"],
          any: ["approv", "manager", "written"],
          none: notVoxaSales,
        },
      },
    ],
  },

  // ===================================================================== strategy-call-vs-session (6)
  // "Deeper consult" -> the paid AI Strategy Session: $250, 60 minutes, an automation architect,
  // a written action plan (catalog/index.ts "strategy-session"; checkout-page.ts paidSession; spec §9).
  {
    id: "r-013",
    category: "strategy-call-vs-session",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "is there a deeper consult thing, not the free pitch call? i want someone to actually dig into our booking setup",
        expect: {
          all: ["\\$\\s?250(?!\\d|,\\d)", "60[- ]?min|sixty[- ]min|(?<!half[- ])\\bhour\\b"],
          any: ["architect", "action plan", "written plan"],
          none: crossedCallFacts,
        },
      },
    ],
  },
  // "The catch" of the free call: free, 30 minutes, no obligation, no card (leads.ts strategyCallPanel,
  // strategy_call; checkout-page.ts alternatives).
  {
    id: "r-014",
    category: "strategy-call-vs-session",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "ok whats the catch with the free 30 min call, is it just a sales pitch",
        expect: {
          all: ["no (?:cost|obligation|card|contract|charge|catch)|free|nothing to pay"],
          any: ["specialist", "call flow", "map", "price for your", "go-live", "go live", "fit", "obligation"],
          none: [...crossedCallFacts, "(?:free call|strategy call|30[- ]minute call) (?:costs?|is) \\$\\s?[1-9]"],
        },
      },
    ],
  },
  // What each leaves you with: the session's written action plan vs the free call's map, price and
  // go-live date (checkout-page.ts paidSession; leads.ts strategyCallPanel.gets).
  {
    id: "r-015",
    category: "strategy-call-vs-session",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "what do i actually walk away with from the paid strategy thing vs the free one",
        expect: {
          all: ["free", "action plan|written (?:action )?plan|plan in writing"],
          any: ["\\$\\s?250(?!\\d|,\\d)", "60[- ]?min", "sixty", "hour", "architect"],
          none: crossedCallFacts,
        },
      },
    ],
  },
  // Follow-up on a booked paid session: move it with the confirmation email's links; cancelling
  // less than 24 hours before -> no refund (scheduling.ts manageCopy.cancel; legal/refund-policy.ts
  // strategy-session; checkout-page.ts sessionBookingCopy.manageNote).
  {
    id: "r-016",
    category: "strategy-call-vs-session",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "i booked the $250 session for thursday but my partner wants to join and thursday doesnt work for her anymore. can we move it?",
        expect: {
          all: ["reschedul|move"],
          any: ["confirmation email", "email", "link"],
          none: crossedCallFacts,
        },
      },
      {
        ask: "actually maybe we'll just cancel. its wednesday afternoon now and the session is thursday at 9am, do we get the money back?",
        expect: {
          all: ["24\\s?(?:hours|hrs|-hour|h\\b)"],
          any: [
            "no refund",
            "not (?:be )?refund",
            "can'?t be refunded",
            "cannot be refunded",
            "won'?t be refunded",
            "isn'?t refundable",
            "not refundable",
            "non-?refundable",
            "no money back",
            "not get (?:a |your )?(?:refund|money back)",
            "won'?t get (?:a |your )?(?:refund|money back)",
          ],
          none: crossedCallFacts,
        },
      },
    ],
  },
  // Two-in-one: who runs each: an automation specialist on the free call (leads.ts
  // strategyCallPanel "Who"; checkout-page.ts alternatives) and an automation architect on the paid
  // session (checkout-page.ts paidSession; catalog/index.ts).
  {
    id: "r-017",
    category: "strategy-call-vs-session",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "on the free 30 min call who am i talking to, some sales rep? and whos on the 250 one",
        expect: {
          all: ["specialist", "architect"],
          none: crossedCallFacts,
        },
      },
    ],
  },
  // The strategy call is free; the $250 is the separate paid session (spec §9; leads.ts strategy_call).
  {
    id: "r-018",
    category: "strategy-call-vs-session",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "moneys tight rn. the strategy call thing, thats the $250 right?",
        expect: {
          all: ["free|no cost|no charge"],
          any: ["session", "60[- ]?min", "sixty", "hour", "paid"],
          none: [
            ...crossedCallFacts,
            "(?<!not |n't |no,? )(?:the )?(?:strategy call|free call) (?:is|costs?) (?:the )?\\$\\s?250",
          ],
        },
      },
    ],
  },

  // ===================================================================== feature-words (6)
  // "google calendar" -> booking into your calendar (catalog/ways-to-buy.ts packages "Booking into
  // your calendar and your CRM"; core-offer.ts Professional "Appointment booking straight into your
  // calendar"; services.ts "We connect your existing phone system, calendar, CRM and inbox").
  // Google Calendar is not named for clients, so nothing about it is forced either way.
  {
    id: "r-019",
    category: "feature-words",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "can it put appointments right onto my google calendar?",
        expect: {
          all: ["calendar"],
          any: ["book", "appointment", "schedul"],
          none: noShrug,
        },
      },
    ],
  },
  // "pass them to a human" -> call transfer / handoff with a summary (checkout-page.ts mainOfferCard
  // "call routing to your team"; voice-agents.ts FAQ; industry-pages.ts restaurants FAQ).
  {
    id: "r-020",
    category: "feature-words",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "if a caller needs an actual human can it pass them over to my host stand",
        expect: {
          all: ["transfer|hand(?:s|ed|ing)? (?:it |the call |them |the caller )?(?:off|over)|hand-?off|rout|connect|put (?:them|the caller|it) through|pass"],
          any: ["summary", "context", "your team", "staff", "host", "message", "\\$\\s?247(?!\\d|,\\d)"],
          none: [...noShrug, "(?:it|the agent) (?:can'?t|cannot) (?:transfer|pass|hand)"],
        },
      },
    ],
  },
  // "whatsapp": not listed anywhere in the content (channels listed: phone, website chat, SMS,
  // Instagram; solutions.ts ai-chatbots, instagram-automation). The answer must not claim it.
  {
    id: "r-021",
    category: "feature-words",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "most of our guests message us on whatsapp. does your thing work on whatsapp?",
        expect: {
          any: ["sms", "text", "instagram", "website chat", "web chat", "strategy call", "confirm", "check"],
          none: [
            ...noShrug,
            "whatsapp (?:is|are) (?:fully |also )?supported",
            "(?<!confirm |say |sure |whether |if |know )(?:we|it) (?:fully |also )?supports? whatsapp",
            "(?:yes|yep|absolutely|of course)[,!]? (?:it|we) (?:works?|connects?|integrates?|can)[^.!?]{0,20}whatsapp",
          ],
        },
      },
    ],
  },
  // "existing number" -> calls to your current number are forwarded to the agent (voice-agents.ts
  // FAQ "Can it use my existing phone number?").
  {
    id: "r-022",
    category: "feature-words",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "do i have to get a new phone number for this or can it just answer our existing line",
        expect: {
          all: ["forward|existing (?:number|line)|current (?:number|line)|same (?:number|line)|your (?:own )?(?:number|line)|keep"],
          none: [...noShrug, "(?<!n't |not |no )(?:you'?ll|you will|you'?d|you would) (?:need|have) to get a new (?:phone )?number"],
        },
      },
    ],
  },
  // "2am sunday" -> answers 24/7, nights, weekends and holidays, no voicemail (voice-agents.ts
  // "24/7 Instant Call Answering"; checkout-page.ts mainOfferCard; services.ts property management).
  {
    id: "r-023",
    category: "feature-words",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "what about after hours, like 2am on a sunday when a tenant calls, does it actually pick up or just go to voicemail",
        expect: {
          all: ["24/7|24 hours|around the clock|day (?:and|or) night|nights|any hour|every hour|2\\s?am|weekends|always"],
          none: [...noShrug, "after hours,? (?:it|calls?) (?:goes|go|will go) to voicemail"],
        },
      },
    ],
  },
  // Two-in-one: another language (Vietnamese is not named: Multilingual $2,000, or $1,000–$2,000 per
  // extra language; languages confirmed during setup) and a text after booking (SMS $500)
  // (catalog/index.ts; solutions.ts multilingual FAQ; industry-pages.ts hospitality FAQ;
  // checkout-page.ts addOnCards).
  {
    id: "r-024",
    category: "feature-words",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "does it speak vietnamese? and can it text people a confirmation after they book",
        expect: {
          all: ["\\$\\s?500(?!\\d|,\\d)", "\\$\\s?[12],?000(?!\\d|,\\d)"],
          none: [
            monthly("500"),
            monthly("[12],?000"),
            "(?:yes|absolutely|of course)[,!]? (?:it|the agent) (?:speaks?|supports?|handles?) vietnamese",
            "vietnamese is (?:fully |definitely )?supported",
          ],
        },
      },
    ],
  },

  // ===================================================================== hear-it (6)
  // Sample calls on the home page, /demo and each industry page (business-stories.ts sampleCalls;
  // live-proof.ts "Hear it for yourself"); the live voice call on /demo (demo.ts voicePanel; spec §2).
  {
    id: "r-025",
    category: "hear-it",
    role: "voxa",
    industry: "healthcare",
    turns: [{ ask: "got an example call i could play for my business partner? shes not gonna read a website lol", expect: hearIt }],
  },
  // No videos recorded yet (business-stories.ts videos: none yet): the live demo and sample calls
  // stand in, never "coming soon" (live-proof.ts videoFallback, coursesLiveProof).
  {
    id: "r-026",
    category: "hear-it",
    role: "voxa",
    industry: "finance",
    turns: [{ ask: "is there a video of it working or something? i want to hear the voice before i commit", expect: hearIt }],
  },
  // Testing it: the voice call runs in the browser on /demo (demo.ts voicePanel; voice-notices.ts);
  // the content gives no phone number to dial the demo agent, so none may be invented.
  {
    id: "r-027",
    category: "hear-it",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "can i call it from my cell to test it like a customer would",
        expect: {
          ...hearIt,
          none: [
            ...(hearIt.none ?? []),
            "call (?:it|the agent|our agent|the demo(?: agent)?) (?:at|on) (?:\\+?1 )?\\(?\\d{3}",
          ],
        },
      },
    ],
  },
  // Hospitality sample call "Room booked" on /industries/hospitality (business-stories.ts
  // sampleCalls; industry-pages.ts caption "A traveler calls the hotel directly").
  {
    id: "r-028",
    category: "hear-it",
    role: "voxa",
    industry: "hospitality",
    turns: [{ ask: "is there a hotel one i can listen to, like a guest booking a room", expect: hearIt }],
  },
  // Real-estate sample call "Plumber dispatched" (business-stories.ts sampleCalls; visuals.ts
  // callScripts "real-estate-leak"); live demo (live-proof.ts).
  {
    id: "r-029",
    category: "hear-it",
    role: "voxa",
    industry: "real_estate",
    turns: [{ ask: "do u have a sample of it taking a maintenance call from a tenant", expect: hearIt }],
  },
  // Follow-up: a price ($247 entry offer, $3,000+ packages or $10,000+ plans; catalog/index.ts), then
  // hearing it on a delivery call (transportation sample call "Transferred to dispatch",
  // business-stories.ts sampleCalls; industry-pages.ts caption "A customer calls about a delivery").
  {
    id: "r-030",
    category: "hear-it",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "how much to get one of these for a small delivery company",
        expect: {
          any: ["\\$\\s?247(?!\\d|,\\d)", "\\$\\s?3,?000(?!\\d|,\\d)", "\\$\\s?10,?000(?!\\d|,\\d)"],
          none: noShrug,
        },
      },
      { ask: "before i spend anything i want to hear it handle a call about a late delivery", expect: hearIt },
    ],
  },

  // ===================================================================== broad: voxa (20)
  // pricing: the $247 is one-time; after launch only the line ($15 a month) and talk time ($0.09 a
  // minute), no subscription (catalog/ways-to-buy.ts afterOneTime, runningCosts; business.ts running).
  {
    id: "r-031",
    category: "pricing",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "so is the 247 monthly or what do i keep paying after",
        expect: {
          all: ["one[- ]time|once|single payment", "\\$\\s?15(?!\\d|,\\d)|\\$?0?\\.09|9 cents"],
          none: [monthly("247"), "\\$\\s?247 monthly"],
        },
      },
    ],
  },
  // plans: 7 locations -> Advanced (6-10), $15,000 setup, then $2,500 a month from month 13
  // (catalog/plans.ts; catalog/index.ts "plan-advanced"; spec §9).
  {
    id: "r-032",
    category: "plans",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "we've got 7 clinic locations, which of your plans fits us and whats it cost",
        expect: {
          all: ["advanced", "\\$\\s?15,?000(?!\\d|,\\d)"],
          any: ["\\$\\s?2,?500(?!\\d|,\\d)", "first year", "month 13"],
          none: [monthly("15,?000")],
        },
      },
    ],
  },
  // plans, two-in-one: Premium after year one is $3,000 a month; cancel by email before the next
  // charge, months paid not refunded (catalog/plans.ts pricingFaq; legal/terms.ts "Cancelling a plan";
  // legal/refund-policy.ts).
  {
    id: "r-033",
    category: "plans",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "on premium, after the first year what's the monthly, and can i cancel whenever i want?",
        expect: {
          all: ["\\$\\s?3,?000(?!\\d|,\\d)", "cancel"],
          any: ["next (?:monthly )?charge", "email", "before", "not refunded", "already paid", "future charges"],
          none: [monthly("25,?000"), "(?:can'?t|cannot) cancel"],
        },
      },
    ],
  },
  // setup: entry offer live 7 days after the kickoff call, ready to test in 3 (onboarding.ts
  // buildTimelines "main-offer"; checkout-page.ts checkoutHero "Live in Days").
  {
    id: "r-034",
    category: "setup",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "if i buy the 247 thing today how soon is it actually answering our phones",
        expect: {
          all: ["(?:7|seven)[- ]days?|a week|within days|in days|few days"],
          any: ["kick-?off", "test"],
          none: ["\\b(?:2|3|4|6|two|three|four|six)[- ]months?\\b"],
        },
      },
    ],
  },
  // compliance: a BAA is available on request (business-stories.ts compliance.baaAvailable: true;
  // practice-answers.ts "Will you sign a BAA?").
  {
    id: "r-035",
    category: "compliance",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "we're a small dental office, will you guys sign a baa?",
        expect: {
          all: ["\\bbaa\\b|business associate"],
          any: ["\\byes\\b", "available", "sign"],
          none: ["(?:don'?t|do not|can'?t|cannot|won'?t|will not) (?:offer|sign|provide) (?:a |an |the )?(?:baa|business associate)"],
        },
      },
    ],
  },
  // compliance: the demo voice call is not recorded (legal/privacy.ts "We do not record the call";
  // voice-notices.ts micText "not stored on our servers").
  {
    id: "r-036",
    category: "compliance",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "when i use the voice call on your demo are you guys recording what i say?",
        expect: {
          all: ["(?:not|n't|never) (?:be )?(?:record|stor|sav|kept|keep)|no recording|not recorded|isn'?t recorded|aren'?t recorded"],
          none: ["(?:your (?:voice|call|audio)|the call|calls|what you say) (?:is|are|will be|gets?) recorded"],
        },
      },
    ],
  },
  // integrations: Pipedrive is not named; CRM Integration $1,500, major CRMs and most others via
  // API or webhooks, confirmed on the strategy call (solutions.ts crm-integration FAQ; catalog/index.ts).
  {
    id: "r-037",
    category: "integrations",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "we use pipedrive, does the crm thing work with that",
        expect: {
          all: ["\\$\\s?1,?500(?!\\d|,\\d)"],
          any: ["confirm", "strategy call", "\\bapi", "webhook", "check", "most", "major", "isn'?t (?:named|listed)", "not (?:named|listed)"],
          none: [
            monthly("1,?500"),
            "pipedrive is (?:fully |officially )?(?:supported|listed)",
            "(?:native|built-in) pipedrive",
            "(?<!confirm |whether |if |sure )(?:we|it) (?:fully |natively )?supports? pipedrive",
          ],
        },
      },
    ],
  },
  // integrations: Dentrix is not named; "We connect through your system's own scheduling API or
  // booking link and confirm yours on the strategy call" (practice-answers.ts; industry-pages.ts FAQ).
  {
    id: "r-038",
    category: "integrations",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "does it hook into dentrix? thats what we schedule in",
        expect: {
          all: ["confirm|strategy call|check|verify|look into|find out|depends"],
          none: [
            "dentrix is (?:fully |officially )?supported",
            "(?:yes|absolutely|of course)[,!]? (?:it|we) (?:works?|integrates?|connects?|hooks?)[^.!?]{0,15}dentrix",
            "(?:native|built-in|direct) dentrix integration",
          ],
        },
      },
    ],
  },
  // objections: hire someone vs the agent: 24/7 incl. nights, weekends, holidays; one-time $247 plus
  // $15 a month line and $0.09 a minute; ROI calculator (voice-agents.ts benefits; checkout-page.ts;
  // catalog/ways-to-buy.ts; leads.ts roiPage).
  {
    id: "r-039",
    category: "objections",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "honestly why wouldnt i just hire a part time person to answer the phone for like 17 bucks an hour",
        expect: {
          all: ["24/7|around the clock|nights|weekends|day (?:and|or) night|after[- ]hours|every call|never (?:sleeps|misses|closes|takes)|holidays"],
          any: ["\\$\\s?247(?!\\d|,\\d)", "\\$\\s?15(?!\\d|,\\d)", "\\.09", "\\broi\\b", "cost", "cheaper", "sav", "one[- ]time"],
          none: noShrug,
        },
      },
    ],
  },
  // objections: older callers and "robots": natural voice, callers can ask for a person any time,
  // transfer with a summary (voice-agents.ts FAQ; demo.ts voicePanel).
  {
    id: "r-040",
    category: "objections",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "a lot of my clients are older, theyre gonna hang up the second they hear a robot",
        expect: {
          all: ["person|human|your team|staff|transfer|hand"],
          any: ["natural", "hear", "sample call", "demo", "try", "listen", "virtual assistant"],
          none: noShrug,
        },
      },
    ],
  },
  // refunds: before work starts (no kickoff call yet) -> full refund (legal/refund-policy.ts
  // implementation).
  {
    id: "r-041",
    category: "refunds",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "if i pay the 247 and then change my mind before you guys start building it, do i get my money back",
        expect: {
          all: ["full|in full|every cent|all of it|entire"],
          any: ["kick-?off", "before (?:we|work|the work|you|anything|building)", "haven'?t started", "started"],
          none: ["(?:247|payment|purchase|it)(?: is|'s) non-?refundable", "no refunds? (?:on|for) (?:the )?\\$?\\s?247"],
        },
      },
    ],
  },
  // refunds: the ebook's 30-day money-back guarantee, by email (legal/refund-policy.ts ebook;
  // ebook.ts ebookGuarantee; business.ts contact email).
  {
    id: "r-042",
    category: "refunds",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "bought the ebook yesterday and its not really for me, can i get a refund",
        expect: {
          all: ["30[- ]days?|thirty[- ]days?"],
          any: ["hello@voxa-ai\\.com", "email"],
          none: ["non-?refundable", "not eligible"],
        },
      },
    ],
  },
  // ebook: $14.40, the book plus five bonuses (templates, scripts, checklist...), listed value $532
  // (ebook.ts; catalog/index.ts ebook; spec §9).
  {
    id: "r-043",
    category: "ebook",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "whats actually in that ebook thing and how much is it",
        expect: {
          all: ["\\$\\s?14\\.40"],
          any: ["bonus", "template", "script", "checklist", "playbook"],
          none: [monthly("14\\.40")],
        },
      },
    ],
  },
  // affiliate: commission on referrals' paid orders (20% by default), 60-day referral link, approved
  // after the 30-day refund window (affiliate.ts; legal/terms.ts affiliateDefaults).
  {
    id: "r-044",
    category: "affiliate",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "i do websites for a bunch of local businesses, if i send them your way do i get a cut? how does that work",
        expect: {
          all: ["affiliate", "commission|20\\s?%|twenty percent|earn"],
          any: ["60[- ]days?", "20\\s?%", "twenty percent", "link", "30[- ]day", "dashboard"],
          none: noShrug,
        },
      },
    ],
  },
  // affiliate follow-up: anyone with an account joins free (legal/terms.ts affiliates); paid once a
  // month after the refund window, by PayPal or bank transfer (affiliate.ts payoutCopy, pendingNote).
  {
    id: "r-045",
    category: "affiliate",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "do i have to be a paying customer to join the affiliate program?",
        expect: {
          all: ["free|account|sign up|anyone"],
          none: ["(?<!n't |not |no )(?:you )?(?:must|have to|need to) (?:be a|become a) (?:paying )?customer"],
        },
      },
      {
        ask: "and when do i actually get paid",
        expect: {
          all: ["month|30[- ]days?|refund window"],
          any: ["paypal", "bank", "approved", "pending"],
        },
      },
    ],
  },
  // after-paying: kickoff call (an hour with the specialist), the onboarding form, then test and live
  // dates (onboarding.ts nextStepsCopy).
  {
    id: "r-046",
    category: "after-paying",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "just paid for the 247 setup. what happens now, do i need to do anything?",
        expect: {
          all: ["kick-?off"],
          any: ["form", "tell us about your business", "onboarding", "test", "live", "receipt"],
          none: noShrug,
        },
      },
    ],
  },
  // two-in-one: cheapest start is the $247 entry offer; texting is the $500 SMS add-on, not part of it
  // (catalog/index.ts; checkout-page.ts mainOfferCard, addOnCards).
  {
    id: "r-047",
    category: "two-in-one",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "whats the cheapest way to get started, and does that include texting customers?",
        expect: {
          all: ["\\$\\s?247(?!\\d|,\\d)", "\\$\\s?500(?!\\d|,\\d)"],
          none: [
            monthly("500"),
            monthly("247"),
            "(?:sms|texting|texts?) (?:is|are) included (?:in|with) (?:the )?(?:\\$\\s?)?247",
          ],
        },
      },
    ],
  },
  // pilot: one workflow, metrics agreed up front, weekly reports; its price is not on the site, so
  // none may be invented (solutions.ts pilot-programs; leads.ts pilot_program).
  {
    id: "r-048",
    category: "pilot",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "can we do like a trial run on just one thing first? what does that cost",
        expect: {
          all: ["pilot"],
          any: ["apply", "scop", "one workflow", "confirm", "strategy call", "agree", "not listed", "isn'?t listed", "doesn'?t (?:list|give|show|say)"],
          none: [
            "pilot(?: program)? (?:costs?|is|runs|for|at) \\$\\s?\\d",
            "\\$\\s?\\d[\\d,]*(?:\\.\\d+)? (?:for (?:the |a )?pilot|pilot)",
            "free pilot",
            "pilot (?:program )?is free",
          ],
        },
      },
    ],
  },
  // follow-up: Instagram comments -> the core offer's setup packages ($3,000–$10,000); Basic Setup
  // ($3,000, Instagram) vs Professional ($7,000, adds the 24/7 voice agent, website chat, calendar
  // booking, 60 days of optimisation) (core-offer.ts; catalog/index.ts; spec §9).
  {
    id: "r-049",
    category: "follow-up",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "we get most of our leads from instagram comments and dms. do you have something for that",
        expect: {
          all: ["instagram"],
          any: ["\\$\\s?3,?000(?!\\d|,\\d)", "core offer", "/core-offer", "comment", "\\bdms?\\b"],
          none: noShrug,
        },
      },
      {
        ask: "whats the difference between the 3k one and the 7k one",
        expect: {
          all: ["voice|call|phone"],
          any: ["website chat", "calendar", "60 days", "monthly (?:performance )?report", "professional"],
          none: [monthly("7,?000"), monthly("3,?000")],
        },
      },
    ],
  },
  // contact: +1 (512) 555-0142, hello@voxa-ai.com, or the free strategy call (business.ts contact;
  // contact.ts). No other 555 number (the sample business's) and no invented toll-free number.
  {
    id: "r-050",
    category: "contact",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "is there a number i can call to talk to an actual person at your company",
        expect: {
          all: ["555\\D{0,3}0142|hello@voxa-ai\\.com|strategy call|/contact"],
          none: ["1-800|\\(800\\)|\\b800-\\d{3}", "555\\D{0,3}01(?!42)\\d{2}"],
        },
      },
    ],
  },

  // ===================================================================== broad: caller (10)
  // caller-hours: saved `hours` (bellaNotte): closed Sundays.
  {
    id: "r-051",
    category: "caller-hours",
    role: "caller",
    industry: "restaurants",
    business: bellaNotte,
    turns: [
      {
        ask: "r u guys open sunday? craving ur pizza lol",
        expect: {
          all: ["closed"],
          none: [...notVoxaSales, "(?<!n't |not |never )(?:we'?re|we are) open (?:on )?sundays?"],
        },
      },
    ],
  },
  // caller-unsaved-detail, two-in-one: delivery and Venmo are not saved (bellaNotte) -> the team will
  // confirm / a message; never "we deliver" or "we take Venmo" (demo-forms.ts callerDetailsCopy).
  {
    id: "r-052",
    category: "caller-unsaved-detail",
    role: "caller",
    industry: "restaurants",
    business: bellaNotte,
    turns: [
      {
        ask: "can u deliver to clintonville and do you take venmo",
        expect: {
          all: [teamWillConfirm],
          none: [
            ...notVoxaSales,
            `${notDenied}(?:we|yes,? we) (?:do )?deliver`,
            `${notDenied}(?:we|yes,? we) (?:do )?(?:accept|take) venmo`,
            "delivery (?:fee )?(?:is|costs?|of) \\$",
          ],
        },
      },
    ],
  },
  // caller-prices, two-in-one: saved `prices` ($110 exam) and `payment` (VSP) (clearview).
  {
    id: "r-053",
    category: "caller-prices",
    role: "caller",
    industry: "healthcare",
    business: clearview,
    turns: [
      {
        ask: "how much is an eye exam if insurance doesnt cover it, and do you take vsp?",
        expect: {
          all: ["\\$\\s?110(?!\\d|,\\d)", "vsp"],
          none: notVoxaSales,
        },
      },
    ],
  },
  // caller-unsaved-detail: LASIK is not among the saved services (clearview) -> no "we do LASIK", no
  // invented price.
  {
    id: "r-054",
    category: "caller-unsaved-detail",
    role: "caller",
    industry: "healthcare",
    business: clearview,
    turns: [
      {
        ask: "do you guys do lasik? and how much is it",
        expect: {
          all: [`${teamWillConfirm}|don'?t (?:offer|do|see)|not (?:something|one of|listed|a service|able)|eye exams|contact lens|glasses`],
          none: [
            ...notVoxaSales,
            `${notDenied}(?:we|yes,? we) (?:do|offer|perform|provide) lasik`,
            "lasik (?:costs?|is|starts at|runs)[^.]{0,15}\\$\\s?\\d",
            "\\$\\s?\\d[\\d,]* (?:per eye|for lasik|an eye)",
          ],
        },
      },
    ],
  },
  // caller-address, two-in-one: saved `address` and `prices` (valet $28 a night) (juniperHarbor).
  {
    id: "r-055",
    category: "caller-address",
    role: "caller",
    industry: "hospitality",
    business: juniperHarbor,
    turns: [
      {
        ask: "whats the address for my gps, and how much is it to park overnight?",
        expect: {
          all: ["415 harbor", "\\$\\s?28(?!\\d|,\\d)"],
          none: notVoxaSales,
        },
      },
    ],
  },
  // caller-unsaved-detail, two-in-one: an airport shuttle and pool hours are not saved
  // (juniperHarbor) -> the team confirms; no invented shuttle, fare or pool hours.
  {
    id: "r-056",
    category: "caller-unsaved-detail",
    role: "caller",
    industry: "hospitality",
    business: juniperHarbor,
    turns: [
      {
        ask: "is there a shuttle from the airport, and is the pool open late?",
        expect: {
          all: [teamWillConfirm],
          none: [
            ...notVoxaSales,
            `${notDenied}(?:we|yes,? we) (?:have|offer|run|provide) (?:a |an )?(?:free |complimentary )?(?:airport )?shuttle`,
            "shuttle (?:costs?|is|runs) (?:\\$|every|from \\d)",
            "pool (?:is )?open (?:until|till|from|daily) \\d",
          ],
        },
      },
    ],
  },
  // caller-services: saved `keyServices` and `prices` (coastalCourier): same-day downtown $25.
  {
    id: "r-057",
    category: "caller-services",
    role: "caller",
    industry: "transportation",
    business: coastalCourier,
    turns: [
      {
        ask: "can u do a same day pickup from my office downtown today? roughly what would that run me",
        expect: {
          all: ["same[- ]day", "\\$\\s?25(?!\\d|,\\d)"],
          none: notVoxaSales,
        },
      },
    ],
  },
  // caller-follow-up: saved `hours` (closed Sundays), then damage coverage, which is not saved
  // (coastalCourier) -> the team confirms; no invented coverage amount.
  {
    id: "r-058",
    category: "caller-follow-up",
    role: "caller",
    industry: "transportation",
    business: coastalCourier,
    turns: [
      {
        ask: "do you guys run on sundays",
        expect: {
          all: ["closed|don'?t|do not|not on sundays?|mon|sat"],
          none: [...notVoxaSales, "(?<!n't |not |never )(?:we|yes,? we) (?:do )?(?:run|operate|work|deliver) (?:on )?sundays"],
        },
      },
      {
        ask: "ok and if a package gets damaged whats your insurance coverage up to",
        expect: {
          all: [teamWillConfirm],
          none: [
            ...notVoxaSales,
            "(?:insured|covered|coverage|liability|limit)[^.]{0,20}(?:up to|of|is|for) \\$\\s?\\d",
            "up to \\$\\s?\\d[\\d,]*(?: in| of)? (?:coverage|insurance|liability)",
          ],
        },
      },
    ],
  },
  // caller-follow-up: rates are not saved (cornerstone) -> no invented rate; then the saved
  // `policies` for a pre-approval (pay stubs, W-2s, bank statements).
  {
    id: "r-059",
    category: "caller-follow-up",
    role: "caller",
    industry: "finance",
    business: cornerstone,
    turns: [
      {
        ask: "what are your 30 year fixed rates right now",
        expect: {
          all: [`${teamWillConfirm}|loan officer|advis`],
          none: [...notVoxaSales, "\\b\\d{1,2}(?:\\.\\d{1,3})?\\s?%"],
        },
      },
      {
        ask: "ok what do i need to bring to get preapproved",
        expect: {
          all: ["pay ?stubs?", "w-?2"],
          any: ["bank statements?"],
          none: notVoxaSales,
        },
      },
    ],
  },
  // caller-hours: saved `hours` (aspenRidge): Saturday 10am–4pm, so 3pm works; which units are free
  // and rents are not saved -> none invented.
  {
    id: "r-060",
    category: "caller-hours",
    role: "caller",
    industry: "real_estate",
    business: aspenRidge,
    turns: [
      {
        ask: "could i come see a 2 bedroom saturday around 3?",
        expect: {
          all: ["4\\s?(?::00\\s?)?(?:pm|p\\.m)|until 4|till 4|10\\s?(?::00\\s?)?(?:am|a\\.m)"],
          none: [
            ...notVoxaSales,
            "(?:2|two)[- ]bed(?:room)?s? (?:is|are|unit is|apartment is) (?:still )?available",
            "rent (?:is|of|for|starts at) \\$\\s?\\d",
            "\\$\\s?\\d[\\d,]*\\s?(?:/|a|per) ?mo",
          ],
        },
      },
    ],
  },
];

/** First contact 36/60 (README.md "Runs"): the 24 failures, looked at and moved to the development set. */
export const movedToDev5 = [
  "r-001", "r-003", "r-004", "r-005", "r-006", "r-007", "r-008", "r-010", "r-011", "r-012", "r-014", "r-016",
  "r-019", "r-025", "r-026", "r-027", "r-028", "r-036", "r-037", "r-039", "r-044", "r-049", "r-053", "r-058",
];

/** A regression of decision 121's round, looked at and fixed by category (a caller's plan before the question): moved to development. */
export const regressedToDev5 = ["r-009"];

export const heldOut5: HeldOutCase[] = written.filter((c) => !movedToDev5.includes(c.id) && !regressedToDev5.includes(c.id));
export const movedFromHeldOut5: HeldOutCase[] = written.filter((c) => movedToDev5.includes(c.id) || regressedToDev5.includes(c.id));
