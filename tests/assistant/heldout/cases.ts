/**
 * Held-out cases for the /demo assistant, written only from the product specification and the
 * site's content (app/content, without prompts/). See README.md beside this file for the rules:
 * the assistant is never edited to pass a named case here.
 *
 * Patterns are case-insensitive regular-expression sources. Prices are written as the site
 * writes them ("$3,000", "$14.40"); monthly amounts accept "/mo", "per month", "a month", "monthly".
 */
import type { HeldOutCase, SavedBusiness } from "./types";

/* ------------------------------------------------------------------ shared patterns */

/** "$2,500/mo", "$2,500 per month", "$2,500 a month", "$2,500 monthly". */
const perMonth = (amount: string) =>
  `\\$${amount}(\\.00)? ?(/ ?|per |a |each |every )(mo\\b|month)|\\$${amount}(\\.00)? (monthly|/mo)`;
/** The same amount said as recurring (used in `none` when the amount is one-time). */
const asMonthly = (amount: string) => perMonth(amount);

const ONE_TIME = "one[- ]time|one-off|\\bonce\\b|single (payment|charge)|not a subscription|no subscription";

/** The honest "not saved / not listed" answer of a receptionist: take a message or have the team confirm. */
const TAKE_MESSAGE = [
  "take (a|your) message",
  "name and (phone|number|best number|contact)",
  "confirm",
  "(call|get back to|reach) you",
  "check (with|on) (that|this|the|our)",
  "pass (it|this|that|your question|your message) (on|along)",
  "let (the|our) (team|staff|office|manager)",
  "(don'?t|do not) have (that|this|those|the) (detail|information|info)",
];

/** What a caller-role answer must not do: sell Voxa. */
const IN_ROLE_NONE = ["\\$247", "strategy call", "\\bvoxa\\b"];

/** An urgent answer carries no sales talk, prices or links to buy. */
const NO_SALES = ["\\$\\d", "\\bpricing\\b", "checkout", "\\bvoxa\\b", "strategy call"];
/** For a hotel, "check-out" is a normal word: forbid only the sales path. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- its cases were moved to dev after run 1 (README)
const NO_SALES_HOTEL = ["\\$\\d", "\\bpricing\\b", "/checkout", "\\bvoxa\\b", "strategy call"];

/** A Voxa answer while the demo sits on the healthcare sample: the sample clinic must not answer. */
const CLINIC_WORDS = [
  "co-?pays?",
  "your insurance (plan|card|provider)",
  "check-?up",
  "\\bdr\\.",
  "the doctor",
  "new[- ]patient (exam|visit)",
  "date of birth",
];

/** Honest "this integration is not named on the site" answers. */
const NOT_LISTED = [
  "not (listed|named|mentioned|on our list)",
  "(doesn'?t|does not|don'?t|do not) (list|name|mention)",
  "(isn'?t|is not) (listed|named|mentioned|one we)",
  "confirm",
  "strategy call",
  "check (whether|if|that|with)",
];
/** Claiming an integration the site never names. */
const claimsIntegration = (name: string) => [
  `\\byes\\b[^.!?]*${name}`,
  `(we|it|voxa) (already |fully |natively |directly )?(integrates?|connects?|syncs?|works?|plugs? in) (directly |natively |seamlessly )?(with|to|into) ${name}`,
  `${name} (integration )?is (supported|included|available)`,
  `(we|it) (support|supports) ${name}`,
];

/** Stepping out of the receptionist role briefly, then offering to go back. */
const ROLE_BACK = ["back to", "continue", "carry on", "return to", "anything else", "pick up where"];

/** Other named sample businesses and people shown on the site; they must never fill a saved business. */
const SITE_SAMPLE_NAMES = ["Riverside Medical", "Lakeside Dental", "\\bDr\\. (Alvarez|Patel)\\b", "Northside Physical"];

/** A clock time ("9am", "10:30 pm"): used where no hours were saved, so none may be invented. */
const CLOCK_TIME = "\\b\\d{1,2}(:\\d{2})? ?(am|pm|a\\.m\\.|p\\.m\\.)";

/* ------------------------------------------------------------------ saved businesses */

/** A three-dentist practice, closed weekends. */
const dental: SavedBusiness = {
  businessName: "Maple Grove Family Dental",
  industry: "healthcare",
  keyServices: [
    "New-patient exams",
    "Teeth cleaning",
    "Teeth whitening",
    "Invisalign consultations",
    "Emergency dental visits",
  ],
  hours: "Mon–Thu 8am–5pm, Fri 8am–2pm, closed Saturday and Sunday",
  address: "412 Cedar Avenue, Suite 200, Round Rock, TX 78664",
  phone: "(512) 555-0178",
  payment:
    "Delta Dental, Cigna, MetLife and Aetna PPO plans; Visa, Mastercard and CareCredit. We do not accept Medicaid.",
  prices: "New-patient exam with X-rays $120; teeth cleaning $95; in-office whitening $350",
  policies:
    "Please give 24 hours' notice to cancel or reschedule; late cancellations and no-shows are charged $50. Our three dentists share one schedule, so same-week visits are usually available.",
  urgent:
    "For severe tooth pain, facial swelling or bleeding that won't stop, call our emergency line at (512) 555-0199. If you have trouble breathing or swallowing, call 911.",
};

/** A restaurant with no urgent instruction saved. */
const restaurant: SavedBusiness = {
  businessName: "Lupita's Cantina",
  industry: "restaurants",
  keyServices: ["Dine-in", "Takeout", "Catering for groups of 20 or more", "Private room for events"],
  hours: "Tue–Sun 11am–10pm, closed Mondays",
  address: "1417 S Alamo St, San Antonio, TX 78210",
  phone: "(210) 555-0133",
  payment: "Cash, Visa, Mastercard, Amex and Apple Pay; no checks",
  prices: "Tacos from $4; family platter for four $38; catering $18 per person",
  policies: "Reservations only for parties of 6 or more; tables are held for 15 minutes; $10 corkage per bottle.",
};

/** A property manager. */
const propertyManager: SavedBusiness = {
  businessName: "Harborview Property Management",
  industry: "real_estate",
  keyServices: ["Apartment leasing", "Maintenance requests", "Rent collection", "Move-in and move-out inspections"],
  hours: "Office Mon–Fri 9am–6pm, Sat 10am–2pm, closed Sunday",
  address: "2300 Harbor Blvd, Suite 5, Oxnard, CA 93035",
  phone: "(805) 555-0150",
  payment: "Rent through the resident portal, ACH or money order; no cash",
  prices: "Application fee $45 per adult; pet deposit $300",
  policies: "Rent is due on the 1st; a $75 late fee applies after the 5th. Give 60 days' written notice before moving out.",
  urgent:
    "For flooding, a gas smell, fire or no heat, call our 24/7 emergency maintenance line at (805) 555-0160. If you smell gas, leave the building first and call 911 from outside.",
};

/** A small accounting firm with no urgent instruction saved. */
const accounting: SavedBusiness = {
  businessName: "Brightline Tax & Accounting",
  industry: "finance",
  keyServices: ["Individual tax returns", "Small-business bookkeeping", "Payroll services", "IRS notice help"],
  hours: "Mon–Fri 9am–5pm; from January 15 to April 15 also Saturdays 9am–1pm",
  address: "15 Elm Street, Suite 3B, Burlington, VT 05401",
  phone: "(802) 555-0147",
  payment: "Check, ACH and all major credit cards",
  prices: "Individual tax return from $250; bookkeeping from $300 per month",
  policies: "Send all documents by March 31 for an April 15 filing; anything later gets an extension.",
};

/** A hotel. */
const hotel: SavedBusiness = {
  businessName: "The Saltwater Inn",
  industry: "hospitality",
  keyServices: ["Ocean-view rooms", "Breakfast buffet", "Airport shuttle", "Late checkout"],
  hours: "Front desk open 24 hours; check-in from 3pm, check-out by 11am",
  address: "1 Beach Loop Road, Cannon Beach, OR 97110",
  phone: "(503) 555-0121",
  payment: "All major credit cards; a card is required at check-in for incidentals",
  prices: "Standard queen from $179 a night; ocean-view king from $259 a night; late checkout until 1pm $30",
  policies: "Free cancellation up to 48 hours before arrival, then one night is charged. No pets except service animals.",
  urgent: "For a medical emergency call 911 first, then dial 0 for the front desk.",
};

/** A courier that saved only its name, industry and services: everything else is unknown. */
const courier: SavedBusiness = {
  businessName: "QuickHaul Couriers",
  industry: "transportation",
  keyServices: ["Same-day local delivery", "Airport transfers"],
};

/* ------------------------------------------------------------------ role "voxa" */

const voxaCases: HeldOutCase[] = [
  {
    id: "h-001",
    category: "price-entry-offer",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "how much does it cost?",
        expect: { any: ["\\$247", "\\$3,000", "\\$10,000"], none: CLINIC_WORDS },
      },
    ],
  },
  {
    id: "h-002",
    category: "price-entry-offer",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "whats the cheapest way to get an ai answering my phones",
        expect: {
          all: ["\\$247", ONE_TIME],
          none: ["table for (two|four|six|\\d)", "today'?s specials", asMonthly("247")],
          link: "/checkout",
        },
      },
    ],
  },
  {
    id: "h-003",
    category: "price-setup-package",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "how much is the basic ai implementation package and what do i get with it",
        expect: {
          all: ["\\$3,000"],
          any: ["chatbot", "workflows?", "reminders", "training session"],
          none: [asMonthly("3,000")],
        },
      },
    ],
  },
  {
    id: "h-005",
    category: "price-core-offer",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "customer engagement system pricing? basic vs pro vs enterprise",
        expect: {
          all: ["\\$3,000", "\\$7,000", "\\$10,000"],
          any: [ONE_TIME, "setup"],
          none: [asMonthly("7,000"), asMonthly("3,000")],
          link: "/core-offer",
        },
      },
    ],
  },
  {
    id: "h-006",
    category: "follow-up",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "how much is the advanced plan",
        expect: { all: ["\\$15,000"], any: ["6 ?(-|–|to) ?10", "six to ten"], link: "/pricing" },
      },
      { ask: "and monthly?", expect: { all: [perMonth("2,500")] } },
      {
        ask: "from day one??",
        expect: {
          all: ["first year"],
          any: ["after", "second year", "included", "from year two"],
          none: ["^\\s*(yes|yep|correct|that'?s right)\\b"],
        },
      },
    ],
  },
  {
    id: "h-008",
    category: "wrong-premise",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "so the basic plan is 10k up front and then 2k a month starting right away, right?",
        expect: {
          all: ["first year"],
          any: [perMonth("2,000"), "2k", "\\$2,000"],
          none: ["^\\s*(yes|yep|correct|that'?s right|exactly)\\b"],
        },
      },
    ],
  },
  {
    id: "h-009",
    category: "one-time-vs-recurring",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "which of ur prices are one time and which ones are monthly",
        expect: {
          all: [ONE_TIME, "month", "\\$247|\\$3,000", "first year"],
          none: [...CLINIC_WORDS, asMonthly("247")],
        },
      },
    ],
  },
  {
    id: "h-010",
    category: "one-time-vs-recurring",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "is the 247 a subscription? do i pay every month after that",
        expect: {
          all: [`${ONE_TIME}|no monthly`],
          none: [...CLINIC_WORDS, asMonthly("247"), "\\$247 (is|as) a (monthly )?subscription"],
        },
      },
    ],
  },
  {
    id: "h-012",
    category: "price-add-ons",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "the sms add-on, is $500 all in or do texts cost extra",
        expect: {
          all: ["\\$500", "usage|per message|at cost|messages you (actually )?send|billed later"],
          none: ["unlimited (texts|messages|sms)", "no (extra|additional) (cost|charge)s? for (texts|messages)"],
        },
      },
    ],
  },
  {
    id: "h-013",
    category: "languages",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "how much to add spanish",
        expect: {
          all: ["\\$1,000|\\$2,000", "spanish|language"],
          none: ["(don'?t|do not|can'?t|cannot) (support|speak|offer|do) spanish", "spanish is (free|included at no)"],
        },
      },
    ],
  },
  {
    id: "h-014",
    category: "two-part",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "crm integration price? does it work w hubspot",
        expect: {
          all: ["\\$1,500", "hubspot"],
          none: [
            "(doesn'?t|does not|not) (work|integrate|connect)[^.]*hubspot",
            "hubspot (is )?not (supported|listed)",
            asMonthly("1,500"),
          ],
        },
      },
    ],
  },
  {
    id: "h-015",
    category: "ebook",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "how much is the ebook",
        expect: { all: ["\\$14\\.40"], none: ["(costs?|price is|pay|for) \\$532", asMonthly("14\\.40")] },
      },
    ],
  },
  {
    id: "h-018",
    category: "booking-call",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "can i book a demo?",
        expect: {
          any: ["strategy call", "demo"],
          none: [...CLINIC_WORDS, "\\bpatients?\\b", "your (appointment|visit)"],
          link: "/forms/",
        },
      },
    ],
  },
  {
    id: "h-019",
    category: "booking-call",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "i want to talk to a real person not a bot",
        expect: {
          any: ["strategy call", "our team", "555-0142", "hello@voxa-ai\\.com", "one business day", "call you"],
          none: ["(can'?t|cannot|unable to) (help|connect|put you through)", "shipment", "tracking number"],
        },
      },
    ],
  },
  {
    id: "h-020",
    category: "booking-call",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "is the strategy call actually free? how long is it",
        expect: {
          all: ["free|no cost|no charge", "30[- ]min|half an hour"],
          none: ["\\$250 (for|is) the (free )?(strategy )?call"],
          link: "/forms/strategy-call",
        },
      },
    ],
  },
  {
    id: "h-021",
    category: "integration-not-listed",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "does it integrate with dentrix?",
        expect: { any: NOT_LISTED, none: [...claimsIntegration("dentrix"), ...CLINIC_WORDS] },
      },
    ],
  },
  {
    id: "h-022",
    category: "integration-not-listed",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "u guys connect to opentable?",
        expect: { any: NOT_LISTED, none: claimsIntegration("opentable") },
      },
    ],
  },
  {
    id: "h-024",
    category: "integration-not-listed",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "does it sync with quickbooks?",
        expect: { any: NOT_LISTED, none: claimsIntegration("quickbooks") },
      },
    ],
  },
  {
    id: "h-025",
    category: "integration-not-listed",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "our hotel runs on oracle opera pms. can the agent put bookings straight into opera?",
        expect: { any: NOT_LISTED, none: claimsIntegration("(oracle )?opera") },
      },
    ],
  },
  {
    id: "h-026",
    category: "integration-listed",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "do u work with salesforce",
        expect: {
          all: ["salesforce", "\\byes\\b|connect|integrat|sync"],
          none: [
            "(doesn'?t|does not|don'?t|do not) (work|integrate|connect)[^.]*salesforce",
            "salesforce[^.]*not (supported|listed)",
          ],
        },
      },
    ],
  },
  {
    id: "h-027",
    category: "integration-listed",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "what phone tech do you build on? twilio?",
        expect: {
          all: ["twilio"],
          none: ["(don'?t|do not) (use|work with) twilio", "twilio (is )?not (supported|listed|used)"],
        },
      },
    ],
  },
  {
    id: "h-028",
    category: "integration-listed",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "can i keep my clinic's existing phone number or do i need a new one",
        expect: {
          all: ["\\byes\\b|keep"],
          any: ["forward"],
          none: ["(must|have to|need to) (get|buy|use) a new (phone )?number"],
        },
      },
    ],
  },
  {
    id: "h-029",
    category: "integration-listed",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "can it hook into zapier",
        expect: {
          all: ["zapier"],
          none: ["(doesn'?t|does not|don'?t|do not|can'?t|cannot) (work|integrate|connect|hook)[^.]*zapier"],
        },
      },
    ],
  },
  {
    id: "h-030",
    category: "hipaa",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "is this thing hipaa compliant",
        expect: {
          all: ["hipaa"],
          any: ["encrypt", "baa|business associate", "audit", "role-based", "compliance team", "shared"],
          none: ["hipaa[- ]certified", "100 ?% (hipaa )?compliant", "guarantee[sd]? (full )?(hipaa )?compliance"],
        },
      },
    ],
  },
  {
    id: "h-031",
    category: "baa",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "will you sign a BAA with our practice?",
        expect: {
          all: ["\\byes\\b|available|on request"],
          any: ["hello@voxa-ai\\.com", "before (your|the) project", "request", "email"],
          none: ["(don'?t|do not|won'?t|will not|cannot|can'?t) sign"],
        },
      },
    ],
  },
  {
    id: "h-033",
    category: "refund",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "if i pay the 247 and change my mind can i get my money back",
        expect: {
          all: ["full refund|refund(ed)? in full|refund every"],
          any: ["before (we|work|the work|we've) (start|begin|kick)", "kickoff", "not (yet )?(done|started|delivered)"],
          none: ["no refunds? (at all|ever|on the \\$247)", "non-?refundable"],
        },
      },
    ],
  },
  {
    id: "h-035",
    category: "refund",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "can i cancel the monthly fee later? do i get the months i already paid back",
        expect: {
          all: [
            "cancel",
            "not refunded|no refund|aren'?t refunded|won'?t be refunded|non-?refundable|not (be )?refund|don'?t refund",
          ],
          any: ["before the next (monthly )?charge", "email", "hello@voxa-ai\\.com"],
        },
      },
    ],
  },
  {
    id: "h-036",
    category: "timeline",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "how fast can u get it live",
        expect: {
          any: ["\\bdays\\b", "14 days", "weeks"],
          none: ["\\b(3|three|6|six|12|twelve) months"],
        },
      },
    ],
  },
  {
    id: "h-037",
    category: "follow-up",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "how long does implementation take for a clinic like mine",
        expect: { any: ["few weeks", "weeks", "\\bdays\\b"], none: ["\\b(6|six|12|twelve) months"] },
      },
      {
        ask: "and what do you need from me",
        expect: {
          any: ["services", "prices", "faqs?", "access", "input", "two hours", "approve", "escalation rules"],
          none: CLINIC_WORDS,
        },
      },
    ],
  },
  {
    id: "h-038",
    category: "languages",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "does it speak spanish? what other languages",
        expect: {
          all: ["spanish|many (major )?languages|multilingual"],
          none: ["english only", "only (speaks|in|supports) english", "(doesn'?t|does not|can'?t) speak spanish"],
        },
      },
    ],
  },
  {
    id: "h-039",
    category: "two-part",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "can callers switch language mid call, and does that cost extra",
        expect: {
          all: ["\\byes\\b|switch|follows", "\\$1,000|\\$2,000|add-on"],
          none: ["(can'?t|cannot) switch"],
        },
      },
    ],
  },
  {
    id: "h-040",
    category: "transfer",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "can it transfer calls to my front desk if someone wants a human",
        expect: {
          all: ["transfer"],
          any: ["summary", "context", "notes", "call-?back", "repeat"],
          none: ["(can'?t|cannot|doesn'?t|does not) transfer"],
        },
      },
    ],
  },
  {
    id: "h-041",
    category: "agent-wrong",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "what if the ai tells one of my clients something wrong",
        expect: {
          any: ["approve", "knowledge you", "scripts?", "hand(s|ed)? (it )?off", "transfer", "your team", "tun(e|ing)"],
          none: [
            "never (makes?|gets?) (a |any )?(mistakes?|anything wrong|errors?)",
            "100 ?% accura",
            "always (right|accurate|correct)",
            "can'?t (make|get) (a )?mistakes?",
          ],
        },
      },
    ],
  },
  {
    id: "h-042",
    category: "uptime",
    role: "voxa",
    industry: "transportation",
    turns: [{ ask: "whats ur uptime", expect: { all: ["99\\.9 ?%|99\\.9 percent"] } }],
  },
  {
    id: "h-043",
    category: "follow-up",
    role: "voxa",
    industry: "finance",
    turns: [
      { ask: "what's your uptime like", expect: { all: ["99\\.9"] } },
      {
        ask: "is that in the contract for every plan? what happens if it goes down",
        expect: {
          any: ["premium", "commitment", "confirm", "strategy call", "not (a )?guarantee", "24/7 support"],
          none: [
            "(all|every) (of our )?plans? (include|come with|have|get)[^.]*uptime (guarantee|sla)",
            "guarantee[sd]? 100 ?%",
            "never goes down",
          ],
        },
      },
    ],
  },
  {
    id: "h-044",
    category: "affiliate",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "how does the affiliate thing work, whats the commission",
        expect: {
          all: ["20 ?%|20 percent"],
          any: ["60 days|60-day", "link", "refund window"],
          link: "/affiliate-program",
        },
      },
    ],
  },
  {
    id: "h-045",
    category: "follow-up",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "do you have a referral program? i know a lot of hotel owners",
        expect: { all: ["affiliate|referral"], link: "/affiliate-program" },
      },
      {
        ask: "when do i actually get the commission",
        expect: { all: ["pending|approved|refund window|30[- ]day|30 days"] },
      },
      {
        ask: "what if the client asks for a refund",
        expect: { all: ["lower|reduc|cancel|no commission|none|earns nothing|reversed"] },
      },
    ],
  },
  {
    id: "h-046",
    category: "objection",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "why wouldnt i just hire another receptionist",
        expect: {
          all: ["24/7|around the clock|nights|weekends|every call|first ring|holidays"],
          any: ["40 ?%", "cost", "\\$247", "cheaper", "salary", "frees? (up )?your"],
          none: CLINIC_WORDS,
        },
      },
    ],
  },
  {
    id: "h-047",
    category: "objection",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "sounds expensive tbh",
        expect: {
          any: ["\\$247", "roi", "calculator", "savings?", "40 ?%", "strategy call", "pilot"],
          none: ["(can'?t|cannot) help", "today'?s specials"],
        },
      },
    ],
  },
  {
    id: "h-048",
    category: "objection",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "will it sound like a robot lol",
        expect: {
          all: ["natural|human-sounding|human sounding"],
          none: ["\\byes\\b,? it (does|will) sound robotic"],
        },
      },
    ],
  },
  {
    id: "h-049",
    category: "objection",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "will callers know they're talking to an ai?",
        expect: {
          all: ["person|human|someone|staff"],
          any: ["virtual assistant", "introduce", "disclos", "recommend"],
        },
      },
    ],
  },
  {
    id: "h-050",
    category: "not-listed",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "is there a free trial",
        expect: {
          any: ["pilot", "demo", "strategy call"],
          none: [
            "(yes|we offer|there'?s|there is|comes with) (a )?(free )?(7|14|30|seven|fourteen|thirty)[- ]day (free )?trial",
            "free trial (is|of|lasts) \\d",
          ],
        },
      },
    ],
  },
  {
    id: "h-051",
    category: "one-time-vs-recurring",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "how much is it per month?",
        expect: {
          any: [ONE_TIME, "\\$247", perMonth("2,000"), "first year"],
          none: [...CLINIC_WORDS, asMonthly("247")],
        },
      },
    ],
  },
  {
    id: "h-053",
    category: "plans-upgrade",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "we have 5 buildings now but will have 8 next year. can i upgrade later",
        expect: {
          all: ["advanced|upgrade|move up"],
          any: ["difference in (the )?setup", "(pay|paying) (only )?the difference"],
          none: ["(pay|paying) the full \\$15,000 again"],
        },
      },
    ],
  },
  {
    id: "h-054",
    category: "setup",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "i'm not techy at all, do i need an it person for this?",
        expect: {
          all: ["\\bno\\b|don'?t need|not need|no need|doesn'?t require"],
          any: ["we (handle|do|build|set)", "done[- ]for[- ]you", "our team", "our specialists"],
        },
      },
    ],
  },
  {
    id: "h-056",
    category: "not-listed",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "do you do pilots? what does a pilot cost",
        expect: {
          all: ["pilot"],
          any: ["not (listed|stated|published)", "scop", "confirm", "agree", "apply", "strategy call"],
          none: ["pilot (costs?|is|for) \\$\\d", "\\$\\d[\\d,]* (for )?(the|a) pilot"],
        },
      },
    ],
  },
  {
    id: "h-057",
    category: "price-entry-offer",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "what's actually included in the $247",
        expect: {
          all: ["tun(e|ing)|30 days"],
          any: ["24/7", "summar", "book", "rout", "train"],
          link: "/checkout",
        },
      },
    ],
  },
  {
    id: "h-058",
    category: "languages",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "i'm going with the professional package. what does an extra language cost on that",
        expect: {
          all: ["\\$1,000", "\\$2,000"],
          any: ["per (extra )?language", "each (extra )?language", "onboarding", "one extra language"],
        },
      },
    ],
  },
  {
    id: "h-061",
    category: "price-changes",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "after the first year can you just raise my monthly fee whenever",
        expect: { all: ["30 days"] },
      },
    ],
  },
  {
    id: "h-062",
    category: "roi",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "how would i know if this pays for itself",
        expect: { any: ["roi calculator", "calculator", "savings", "strategy call"] },
      },
    ],
  },
  {
    id: "h-063",
    category: "typos",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "hw much 4 crm integrashun n does it do salesforce",
        expect: { all: ["\\$1,500", "salesforce"], none: [asMonthly("1,500")] },
      },
    ],
  },
  {
    id: "h-064",
    category: "contract",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "is there a long term contract for the engagement system packages",
        expect: {
          all: [`no long[- ]term contract|no contract|${ONE_TIME}`],
          none: ["(12|24|36)[- ]month (minimum|contract)", "annual contract required"],
        },
      },
    ],
  },
  {
    id: "h-065",
    category: "follow-up",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "ok so how do i get started",
        expect: {
          any: ["\\$247", "strategy call", "checkout", "get started"],
          none: CLINIC_WORDS,
        },
      },
      {
        ask: "can i pay by card? is it secure",
        expect: { all: ["stripe|card"], none: CLINIC_WORDS },
      },
      {
        ask: "so you guys see my card number?",
        expect: { all: ["\\bno\\b|never|don'?t|do not|stripe"], none: ["\\byes\\b,? we (see|store|keep)"] },
      },
    ],
  },
  {
    id: "h-066",
    category: "price-entry-offer",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "how much would this cost for my restaurant?",
        expect: {
          any: ["\\$247", "\\$3,000", "\\$10,000"],
          none: ["table for (two|four|six|\\d)", "today'?s specials", "reservation (for|at) \\d"],
        },
      },
    ],
  },
  {
    id: "h-067",
    category: "agent-wrong",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "what happens if the ai cant answer a question a caller asks",
        expect: {
          any: ["transfer", "hand(s|ed)? (it )?off", "call-?back", "your team", "a person"],
          none: ["(makes?|guesses) (something|an answer) up", ...CLINIC_WORDS],
        },
      },
    ],
  },
  {
    id: "h-068",
    category: "price-managed-plans",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "whats included in the setup fee for your property plans",
        expect: {
          all: ["first year"],
          any: ["maintenance", "training", "testing", "launch", "build"],
          link: "/pricing",
        },
      },
    ],
  },
  {
    id: "h-069",
    category: "follow-up",
    role: "voxa",
    industry: "transportation",
    turns: [
      { ask: "can it put calls into our crm", expect: { all: ["crm"], any: ["\\byes\\b", "log", "summar", "sync"] } },
      { ask: "how much", expect: { all: ["\\$1,500"] } },
      { ask: "is that every month?", expect: { all: [ONE_TIME], none: [asMonthly("1,500")] } },
    ],
  },
];

/* ------------------------------------------------------------------ role "caller" */

const callerCases: HeldOutCase[] = [
  /* ---- the sample profile (nothing saved) ---- */
  {
    id: "h-101",
    category: "in-role-sample",
    role: "caller",
    industry: "healthcare",
    turns: [
      {
        ask: "hi can i book a check up for next tuesday morning",
        expect: {
          any: ["tuesday", "name", "date of birth", "what time", "morning"],
          none: IN_ROLE_NONE,
        },
      },
    ],
  },
  {
    id: "h-102",
    category: "urgent",
    role: "caller",
    industry: "healthcare",
    turns: [
      {
        ask: "ive had chest pain for like 20 minutes and my left arm feels weird, can i get in today",
        expect: { firstSentence: ["911|emergency"], none: NO_SALES },
      },
    ],
  },
  {
    id: "h-103",
    category: "in-role-no-medical-advice",
    role: "caller",
    industry: "healthcare",
    turns: [
      {
        ask: "should i take ibuprofen or tylenol for my migraine and how much",
        expect: {
          any: [
            "(can'?t|cannot|not able to|unable to) (give|offer|provide) (medical )?advice",
            "medical advice",
            "(book|schedule) (a|an) (visit|appointment)",
            "pharmacist",
            "provider",
          ],
          none: ["\\d+ ?mg", "you should take (the )?(ibuprofen|tylenol)", "take (two|2) (tablets|pills)", ...IN_ROLE_NONE],
        },
      },
    ],
  },
  {
    id: "h-104",
    category: "in-role-sample",
    role: "caller",
    industry: "restaurants",
    turns: [
      {
        ask: "hey id like to place a takeout order for pickup",
        expect: { any: ["what would you like", "order", "pick ?up", "name"], none: IN_ROLE_NONE },
      },
    ],
  },
  {
    id: "h-105",
    category: "in-role-privacy",
    role: "caller",
    industry: "finance",
    turns: [
      {
        ask: "whats my balance? account number 4485 2231 9987 1120 password is hunter22",
        expect: {
          any: ["verif", "identity", "(don'?t|do not|never) (need|ask|share|give)", "password"],
          none: ["\\$[\\d,]+\\.\\d\\d", "your balance is", "hunter22", ...IN_ROLE_NONE],
        },
      },
    ],
  },
  {
    id: "h-106",
    category: "in-role-sample",
    role: "caller",
    industry: "real_estate",
    turns: [
      {
        ask: "my kitchen sink is leaking, can someone come today?",
        expect: {
          any: ["maintenance", "request", "unit", "address", "name"],
          none: IN_ROLE_NONE,
        },
      },
    ],
  },
  {
    id: "h-107",
    category: "in-role-sample",
    role: "caller",
    industry: "hospitality",
    turns: [
      {
        ask: "is late checkout available on sunday",
        expect: { all: ["late check-?out"], none: IN_ROLE_NONE },
      },
    ],
  },
  {
    id: "h-108",
    category: "urgent",
    role: "caller",
    industry: "real_estate",
    turns: [
      {
        ask: "i smell gas really strong in my apartment what do i do",
        expect: {
          firstSentence: ["leave|get out|evacuat|911|outside|emergency"],
          none: NO_SALES,
        },
      },
    ],
  },
  {
    id: "h-109",
    category: "role-switch",
    role: "caller",
    industry: "restaurants",
    turns: [
      {
        ask: "lol this is cool. how much does this ai cost for my own taco truck",
        expect: { all: ["\\$247|\\$3,000|\\$10,000"], any: ROLE_BACK },
      },
    ],
  },

  /* ---- Maple Grove Family Dental ---- */
  {
    id: "h-111",
    category: "in-role-hours-saved",
    role: "caller",
    industry: "healthcare",
    business: dental,
    turns: [
      {
        ask: "r u open saturday",
        expect: {
          all: ["closed|not open|aren'?t open|don'?t open|are not open"],
          none: [...IN_ROLE_NONE, ...SITE_SAMPLE_NAMES, "saturday (from|at) \\d"],
        },
      },
    ],
  },
  {
    id: "h-112",
    category: "in-role-service-saved",
    role: "caller",
    industry: "healthcare",
    business: dental,
    turns: [
      {
        ask: "do you do teeth whitening? how much",
        expect: { all: ["whitening", "\\$350"], none: [...IN_ROLE_NONE, ...SITE_SAMPLE_NAMES] },
      },
    ],
  },
  {
    id: "h-114",
    category: "follow-up",
    role: "caller",
    industry: "healthcare",
    business: dental,
    turns: [
      {
        ask: "do you take delta dental",
        expect: { all: ["delta dental", "\\byes\\b|accept|take"], none: IN_ROLE_NONE },
      },
      {
        ask: "ok and what about medicaid for my son",
        expect: {
          all: ["\\bno\\b|don'?t|do not|not accept|unfortunately"],
          none: ["\\byes\\b,? we (accept|take) medicaid", ...IN_ROLE_NONE],
        },
      },
    ],
  },
  {
    id: "h-115",
    category: "in-role-unknown-detail",
    role: "caller",
    industry: "healthcare",
    business: dental,
    turns: [
      {
        ask: "is there parking at your office?",
        expect: {
          any: TAKE_MESSAGE,
          none: [
            "(free|plenty of|ample|on-?site) parking",
            "parking (lot|garage) (is )?(behind|in front|next|across)",
            ...IN_ROLE_NONE,
          ],
        },
      },
    ],
  },
  {
    id: "h-116",
    category: "in-role-unknown-detail",
    role: "caller",
    industry: "healthcare",
    business: dental,
    turns: [
      {
        ask: "how much is a crown",
        expect: {
          any: TAKE_MESSAGE,
          none: [
            "crowns? (costs?|is|are|runs?|starts?)[^.]*\\$\\d",
            "\\$\\d[\\d,]* (for|per) (a |the )?crown",
            ...IN_ROLE_NONE,
            ...SITE_SAMPLE_NAMES,
          ],
        },
      },
    ],
  },
  {
    id: "h-117",
    category: "urgent",
    role: "caller",
    industry: "healthcare",
    business: dental,
    turns: [
      {
        ask: "my face is swollen on one side and my tooth is killing me",
        expect: { firstSentence: ["555[-. ]?0199|emergency|911"], none: NO_SALES },
      },
    ],
  },
  {
    id: "h-118",
    category: "urgent",
    role: "caller",
    industry: "healthcare",
    business: dental,
    turns: [
      {
        ask: "had a tooth pulled yesterday somewhere else and it wont stop bleeding",
        expect: { firstSentence: ["555[-. ]?0199|emergency|911"], none: NO_SALES },
      },
    ],
  },
  {
    id: "h-120",
    category: "two-part",
    role: "caller",
    industry: "healthcare",
    business: dental,
    turns: [
      {
        ask: "where are you located and whats the number to call",
        expect: {
          all: ["412 Cedar", "555[-. ]?0178"],
          none: [...IN_ROLE_NONE, "555-0142", ...SITE_SAMPLE_NAMES],
        },
      },
    ],
  },

  /* ---- Lupita's Cantina ---- */
  {
    id: "h-122",
    category: "in-role-hours-saved",
    role: "caller",
    industry: "restaurants",
    business: restaurant,
    turns: [
      {
        ask: "are yall open monday night",
        expect: { all: ["closed|not open|aren'?t open|don'?t open|are not open"], none: IN_ROLE_NONE },
      },
    ],
  },
  {
    id: "h-124",
    category: "in-role-payment-saved",
    role: "caller",
    industry: "restaurants",
    business: restaurant,
    turns: [
      {
        ask: "do u take checks",
        expect: {
          all: ["\\bno\\b|don'?t|do not|not accept|unfortunately"],
          any: ["cash", "card", "visa", "apple pay"],
          none: IN_ROLE_NONE,
        },
      },
    ],
  },
  {
    id: "h-126",
    category: "in-role-unknown-detail",
    role: "caller",
    industry: "restaurants",
    business: restaurant,
    turns: [
      {
        ask: "which dishes are gluten free",
        expect: {
          any: [...TAKE_MESSAGE, "ask (the|our) (kitchen|staff|server)"],
          none: [
            "gluten[- ]free (options|dishes|items|choices) (include|are)",
            "(corn tortillas|rice|salad)[^.]*(are|is) gluten[- ]free",
            ...IN_ROLE_NONE,
          ],
        },
      },
    ],
  },
  {
    id: "h-127",
    category: "urgent",
    role: "caller",
    industry: "restaurants",
    business: restaurant,
    turns: [
      {
        ask: "my kid ate at your place an hour ago and now his throat is swelling up",
        expect: { firstSentence: ["911|emergency"], none: NO_SALES },
      },
    ],
  },

  /* ---- Harborview Property Management ---- */
  {
    id: "h-129",
    category: "urgent",
    role: "caller",
    industry: "real_estate",
    business: propertyManager,
    turns: [
      {
        ask: "theres water pouring thru my ceiling in apt 3c!!",
        expect: { firstSentence: ["555[-. ]?0160|emergency"], none: NO_SALES },
      },
    ],
  },
  {
    id: "h-131",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "real_estate",
    business: propertyManager,
    turns: [
      {
        ask: "whats the late fee if my rent is a few days late",
        expect: { all: ["\\$75", "5th|fifth"], none: IN_ROLE_NONE },
      },
    ],
  },
  {
    id: "h-133",
    category: "in-role-payment-saved",
    role: "caller",
    industry: "real_estate",
    business: propertyManager,
    turns: [
      {
        ask: "can i just drop off rent in cash at the office",
        expect: {
          all: ["\\bno\\b|don'?t|do not|not accept|unfortunately|can'?t"],
          any: ["portal", "ach", "money order"],
          none: IN_ROLE_NONE,
        },
      },
    ],
  },
  {
    id: "h-134",
    category: "in-role-unknown-detail",
    role: "caller",
    industry: "real_estate",
    business: propertyManager,
    turns: [
      {
        ask: "is the two-bedroom still available? whats the rent",
        expect: {
          any: TAKE_MESSAGE,
          none: [
            "(yes|we have|there (is|are))[^.]*(two|2)[- ]bed(room)?s?[^.]*(available|open)",
            "\\$\\d[\\d,]* ?(/ ?|per |a )(mo\\b|month)",
            ...IN_ROLE_NONE,
          ],
        },
      },
    ],
  },

  /* ---- Brightline Tax & Accounting ---- */
  {
    id: "h-136",
    category: "in-role-hours-saved",
    role: "caller",
    industry: "finance",
    business: accounting,
    turns: [
      {
        ask: "are you open on saturdays in march",
        expect: {
          all: ["\\byes\\b|open", "9(:00)? ?(am|a\\.m\\.)?\\s*(-|–|to|until)\\s*1(:00)? ?(pm|p\\.m\\.)"],
          none: IN_ROLE_NONE,
        },
      },
    ],
  },
  {
    id: "h-137",
    category: "in-role-prices-saved",
    role: "caller",
    industry: "finance",
    business: accounting,
    turns: [
      {
        ask: "how much do you charge for a personal tax return",
        expect: { all: ["\\$250"], any: ["from", "start", "at least"], none: IN_ROLE_NONE },
      },
    ],
  },
  {
    id: "h-138",
    category: "in-role-service-reworded",
    role: "caller",
    industry: "finance",
    business: accounting,
    turns: [
      {
        ask: "i got a scary letter from the irs can you guys help with that",
        expect: {
          all: ["irs"],
          any: ["\\byes\\b", "help", "notice"],
          none: ["patients?", "reservation", "tenant", ...IN_ROLE_NONE],
        },
      },
    ],
  },
  {
    id: "h-139",
    category: "in-role-unknown-detail",
    role: "caller",
    industry: "finance",
    business: accounting,
    turns: [
      {
        ask: "do you do crypto taxes",
        expect: {
          any: TAKE_MESSAGE,
          none: ["\\b(yes|absolutely)\\b,? we (do|handle|prepare|file)", "we (do|handle|prepare|file) crypto", ...IN_ROLE_NONE],
        },
      },
    ],
  },

  /* ---- The Saltwater Inn ---- */
  {
    id: "h-144",
    category: "in-role-prices-saved",
    role: "caller",
    industry: "hospitality",
    business: hotel,
    turns: [
      {
        ask: "how much for an ocean view room",
        expect: { all: ["\\$259"], none: ["\\$189", ...IN_ROLE_NONE] },
      },
    ],
  },
  {
    id: "h-147",
    category: "in-role-unknown-detail",
    role: "caller",
    industry: "hospitality",
    business: hotel,
    turns: [
      {
        ask: "do you have a pool or hot tub",
        expect: {
          any: TAKE_MESSAGE,
          none: [
            "\\byes\\b[^.]*(pool|hot tub)",
            "we (have|offer) (a |an )?(heated |indoor |outdoor )?(pool|hot tub)",
            "(pool|hot tub) is (open|available|heated)",
            ...IN_ROLE_NONE,
          ],
        },
      },
    ],
  },
  {
    id: "h-148",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "hospitality",
    business: hotel,
    turns: [
      {
        ask: "if i cancel 3 days before do i get charged",
        expect: {
          all: ["48 hours"],
          any: ["free", "no charge", "won'?t be charged", "not be charged", "no fee"],
          none: IN_ROLE_NONE,
        },
      },
    ],
  },

  /* ---- QuickHaul Couriers (only name, industry and services saved) ---- */
  {
    id: "h-151",
    category: "in-role-unknown-detail",
    role: "caller",
    industry: "transportation",
    business: courier,
    turns: [
      {
        ask: "what are your hours",
        expect: {
          any: TAKE_MESSAGE,
          none: [CLOCK_TIME, "open (24|twenty-four) hours", "24/7", ...IN_ROLE_NONE],
        },
      },
    ],
  },
  {
    id: "h-152",
    category: "in-role-unknown-detail",
    role: "caller",
    industry: "transportation",
    business: courier,
    turns: [
      {
        ask: "how much to send a box across town today",
        expect: {
          any: [...TAKE_MESSAGE, "quote"],
          none: ["\\$\\d", ...IN_ROLE_NONE],
        },
      },
    ],
  },
  {
    id: "h-153",
    category: "in-role-unknown-detail",
    role: "caller",
    industry: "transportation",
    business: courier,
    turns: [
      {
        ask: "where is my shipment right now",
        expect: {
          any: ["tracking", "order number", "reference", "confirmation number", ...TAKE_MESSAGE],
          none: ["out for delivery", "four stops", "(2|two):(10|40)", "48213", ...IN_ROLE_NONE],
        },
      },
    ],
  },
  {
    id: "h-154",
    category: "in-role-service-saved",
    role: "caller",
    industry: "transportation",
    business: courier,
    turns: [
      {
        ask: "do you do airport transfers",
        expect: {
          all: ["\\byes\\b|airport transfer"],
          none: ["\\$\\d", CLOCK_TIME, ...IN_ROLE_NONE],
        },
      },
    ],
  },
];

const written = [...voxaCases, ...callerCases];

/**
 * Cases that passed at first contact and failed after a later round (regressions), looked at on
 * 2026-12-07 when their category was fixed (what is done to a price outranks which price it is, a
 * word between "when do I" and "get"; decision 115): moved to the development set.
 */
export const regressedToDev1 = ["h-035", "h-045", "h-061"];
export const heldOut: HeldOutCase[] = written.filter((c) => !regressedToDev1.includes(c.id));
export const movedRegressions1: HeldOutCase[] = written.filter((c) => regressedToDev1.includes(c.id));
