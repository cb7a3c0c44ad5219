import type { Expect, HeldOutCase, SavedBusiness } from "../heldout/types";

/*
 * Held-out set 3 for the demo assistant, written blind (see README.md): every expected fact below
 * comes from /work/shared/spec/site-spec.md or app/content/ (never the prompts/ folder), cited in
 * the comment beside each case. Patterns are case-insensitive regular-expression sources.
 */

// ---------------------------------------------------------------------------------------------
// Pattern helpers

/**
 * A dollar amount that does not run on into a bigger one ($15 never matches $15,000 or $150,
 * but "$1,500, then" still matches $1,500). Accepts "$3,000", "$3000", "$3k" and "3,000 dollars".
 */
function usd(n: number): string {
  const whole = String(n);
  const withComma = n >= 1000 ? whole.replace(/(\d)(\d{3})$/, "$1,?$2") : whole;
  const k = n >= 1000 && n % 100 === 0 ? `|\\$${String(n / 1000).replace(".", "\\.")}k` : "";
  return `(?:(?:\\$${withComma}(?:\\.00)?${k})(?!\\d|,\\d)|\\b${withComma} dollars)`;
}

/** Denials and honest hedges just before a claim ("we don't integrate with X", "I'll confirm whether X"). */
const NEG =
  "(?<!(?:\\bnot|\\bno|\\bnever|n't|\\bcannot|\\bunable|\\bwhether|\\bif|\\bconfirm|\\bcheck|\\bverify|\\bask)\\b[^.?!\\n]{0,30})";
/** A claim that counts only when stated, not when denied or hedged. */
const claim = (source: string) => `${NEG}(?:${source})`;
/** An invented "yes, it works with <name>". */
const worksWith = (name: string) => [
  claim(`\\b(?:integrates?|works?|connects?|syncs?|plugs? in(?:to)?|compatible)\\b[^.?!\\n]{0,20}\\b${name}`),
  claim(`\\b(?:supports?)\\s+${name}`),
  claim(`\\b${name}\\b[^.?!\\n]{0,15}\\b(?:is|are) (?:fully )?(?:supported|compatible|integrated)`),
];

/** Refusals that leave the visitor with nothing. */
const CANT_HELP =
  "\\b(?:i|we) (?:can(?:no|')t|am unable to|'m unable to|are unable to) help(?: you)?(?: with (?:that|this))?(?:[.!]|$)";
/** Voxa's sales words, prices and links leaking into a caller's answer. */
const CALLER_LEAKS = [
  "voxa",
  usd(247),
  "/checkout",
  "/pricing",
  "strategy (?:call|session)",
  "implementation (?:offer|package)",
  CANT_HELP,
];
/** No price may appear in an urgent answer. */
const NO_DOLLARS = "\\$\\s?\\d";
/** A clock time ("9am", "10:30", "5 p.m.", "noon"). */
const NO_CLOCK_TIMES =
  "\\b\\d{1,2}(?::\\d{2})?\\s?(?:am|pm|a\\.m\\.?|p\\.m\\.?)(?![a-z])|\\b\\d{1,2}:\\d{2}\\b|\\bnoon\\b|\\bmidnight\\b";
/**
 * A street address ("2150 Lakeview Dr", "77 Harbor Road", "12 N Main Street"). Not the minutes of a
 * clock time with its zone ("6:00 pm CT"): corrected 2026-12-07, a defect of the check found on m-043
 * (decision 117); the answers it judges were not changed for it.
 */
const NO_STREET =
  "(?<![\\d:])\\b\\d{1,5}\\s+(?!(?:am|pm|a\\.m|p\\.m)\\b)(?:[nsew]\\.?\\s+)?(?:[a-z0-9'-]+\\s+){0,3}(?:street|st|avenue|ave|road|rd|boulevard|blvd|drive|dr|lane|ln|way|court|ct|highway|hwy|parkway|pkwy|place|pl|suite)\\b";
/** What an honest receptionist says about a detail it was not given. */
const HONEST_CALLER = [
  "confirm",
  "check (?:with|on|that|for you)",
  "not (?:listed|sure|something|in (?:my|the) (?:notes|details|information))",
  "(?:don't|do not) (?:have|see)",
  "(?:doesn't|does not) (?:say|list|show)",
  "take (?:a|your) (?:message|details|number|name)",
  "(?:pass|send) (?:it|this|that|your (?:question|message|request|details))",
  "(?:have|ask) (?:someone|the team|our team|a team member|(?:a |our )?staff|the office|the manager)",
  "call (?:you )?back",
  "get back to you",
  "(?:team|staff|office|front desk|manager) (?:can|will|would)",
];
/** What an honest Voxa rep says about a detail the site does not state. */
const HONEST_VOXA = [
  "confirm",
  "check",
  "not (?:listed|named|something|(?:shown|stated|mentioned) on)",
  "(?:don't|do not) (?:list|have|name|see)",
  "strategy call",
  "kickoff",
  "(?:our|the) team",
  "depends on",
];
/** "$247 a month": the entry offer is one-time. */
const ENTRY_MONTHLY = `${usd(247)}\\s*(?:a|per|/|each|every)\\s*mo`;
/** "$0.09 a minute" in its usual spellings. */
const PER_MINUTE = "\\$0?\\.09(?!\\d)|\\b9\\s?(?:¢|cents?)";
const PHONE_LINE = usd(15);

/**
 * A clock time on the hour: "1pm", "1:00 p.m.", or "until 1" / "from 3" without am/pm (but never
 * "until 1 am" when 1pm is meant).
 */
function clock(h: number, half: "am" | "pm"): string {
  const suffix = `(?:${half}|${half[0]}\\.m)`;
  return `\\b${h}(?::00)?\\s*${suffix}|(?:until|till|til|to|by|at|from|after|before|-|–)\\s*${h}(?::00)?(?![\\d:])(?!\\s*(?:am|pm|a\\.m|p\\.m))`;
}

const e = (x: Expect): Expect => x;

// ---------------------------------------------------------------------------------------------
// Saved businesses (role caller), made up for this set

/** Orthodontist: every field saved. */
const orthodontist: SavedBusiness = {
  businessName: "Bright Smile Orthodontics",
  industry: "healthcare",
  keyServices: ["braces consultations", "Invisalign", "retainers"],
  hours: "Mon–Thu 8am–5pm, Fri 8am–1pm, closed weekends",
  address: "2150 Lakeview Dr, Suite 3, Round Rock, TX 78664",
  phone: "512-555-0170",
  payment: "Cash, all major cards and CareCredit; in-network with Delta Dental and Cigna",
  prices: "Free initial consultation; retainer replacement $250",
  policies: "Please give 24 hours' notice to cancel or reschedule; late cancellations and no-shows are charged a $50 fee",
  urgent:
    "For a broken wire or bracket cutting your cheek, or bleeding that won't stop, call our after-hours emergency line 512-555-0171. If you have trouble breathing or swallowing, or swelling spreading toward your eye or neck, dial 911",
};

/** Pizzeria: no urgent instruction (none is needed). */
const pizzeria: SavedBusiness = {
  businessName: "Tony's Pizzeria",
  industry: "restaurants",
  keyServices: ["dine-in", "takeout", "delivery within 3 miles", "catering"],
  hours: "Tue–Sun 11am–10pm, closed Mondays",
  address: "418 Elm Street, Springfield, IL",
  phone: "217-555-0146",
  payment: "Cash and all major cards; no checks",
  prices: "Large cheese pizza $16; each extra topping $2; delivery fee $3.50",
  policies: "Catering orders need 48 hours' notice",
};

/** Boutique hotel. */
const hotel: SavedBusiness = {
  businessName: "The Linden House",
  industry: "hospitality",
  keyServices: ["guest rooms", "breakfast", "airport shuttle"],
  hours: "Front desk open 24/7; check-in from 3pm, check-out by 11am",
  address: "77 Harbor Road, Portsmouth, NH",
  phone: "603-555-0119",
  payment: "All major credit cards; a card is required at check-in",
  prices: "Queen room from $189 a night; late checkout until 1pm for $40",
  policies: "Free cancellation up to 48 hours before arrival; pets under 25 lb welcome for $30 per stay",
  urgent: "For a medical emergency, dial 911 first, then call the front desk by dialing 0",
};

/** Moving company: no address saved. */
const movers: SavedBusiness = {
  businessName: "Swift Movers",
  industry: "transportation",
  keyServices: ["local moves", "long-distance moves", "packing", "storage"],
  hours: "Mon–Sat 7am–7pm, closed Sunday",
  phone: "480-555-0157",
  payment: "Cards and Zelle; no cash on move day",
  prices: "Local moves: 2 movers and a truck $140 an hour, 3-hour minimum",
  policies: "A $100 deposit books your date; it is refundable up to 72 hours before the move",
};

/** Tax preparer. */
const taxPreparer: SavedBusiness = {
  businessName: "Harmon Tax & Bookkeeping",
  industry: "finance",
  keyServices: ["individual tax returns", "small-business bookkeeping", "IRS notice help"],
  hours: "Jan 15–Apr 15: Mon–Sat 9am–7pm; rest of the year Mon–Fri 10am–4pm",
  address: "1200 W Main St, Suite 210, Mesa, AZ",
  phone: "480-555-0162",
  payment: "Cards, checks and ACH",
  prices: "Individual return (Form 1040) from $225; monthly bookkeeping from $300 a month",
  policies: "Bring last year's return, all your W-2s and 1099s, and a photo ID to your appointment",
};

/** Property manager. */
const propertyManager: SavedBusiness = {
  businessName: "Oakridge Property Management",
  industry: "real_estate",
  keyServices: ["apartment leasing", "maintenance requests", "rent collection"],
  hours: "Office Mon–Fri 9am–5pm; maintenance line 24/7",
  address: "5600 Burnet Rd, Austin, TX",
  phone: "512-555-0133",
  payment: "Rent through the resident portal or by certified check; no cash",
  policies: "Pets allowed with a $300 deposit; rent is late after the 5th",
  urgent:
    "If you smell gas, leave the unit right away and call 911 from outside, then call our 24/7 maintenance line 512-555-0134. For flooding, a burst pipe or no heat, call the maintenance line 512-555-0134 right away",
};

/** Partial: name, industry, services and hours only. */
const partialDental: SavedBusiness = {
  businessName: "Lumen Family Dental",
  industry: "healthcare",
  keyServices: ["cleanings", "fillings", "teeth whitening"],
  hours: "Mon–Fri 9am–6pm",
};

/** Partial: name, industry, address and phone only. */
const partialTaqueria: SavedBusiness = {
  businessName: "Casa Verde Taqueria",
  industry: "restaurants",
  address: "903 S 1st St, Austin, TX",
  phone: "512-555-0188",
};

// ---------------------------------------------------------------------------------------------
// The cases

const written: HeldOutCase[] = [
  // ============================== role "voxa": a buyer asking about Voxa AI ==============================

  // spec §9 "Main offer: one-time price shown $247"; catalog/ways-to-buy.ts entry offer "one-time implementation"
  {
    id: "m-001",
    category: "price-entry-offer",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "how much does it cost??",
        expect: e({ all: [usd(247)], none: [ENTRY_MONTHLY, CANT_HELP] }),
      },
    ],
  },
  // catalog/ways-to-buy.ts: entry offer once $247; recurs "Phone line: $15 a month", "Talk time: $0.09 a minute",
  // "Billed monthly at cost. No subscription, no contract." (business.ts running)
  {
    id: "m-002",
    category: "one-time-vs-recurring",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "so the 247 is that one time or every month? and what do i pay after that",
        expect: e({
          all: ["one.?time|once|single payment|not (?:a )?monthly", PHONE_LINE, PER_MINUTE],
          any: ["no subscription", "no contract", "at cost", "billed monthly", "talk time", "phone line"],
          none: [ENTRY_MONTHLY],
        }),
      },
    ],
  },
  // catalog/ways-to-buy.ts entry includes; checkout-page.ts mainOfferCard features
  {
    id: "m-003",
    category: "entry-offer-contents",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "what exactly do i get for the $247 thing",
        expect: e({
          all: ["train(?:ed|s)? on|custom|your (?:services|prices|faqs)", "set ?up|launch|test"],
          any: ["30 days", "tun(?:e|ing)", "call summar", "24/7", "book(?:s|ing)? appointments", "rout(?:e|es|ing)"],
          none: [ENTRY_MONTHLY, CANT_HELP],
        }),
      },
    ],
  },
  // catalog/plans.ts: Advanced for 6-10 locations, $15,000 setup, $2,500 a month after the first year
  {
    id: "m-004",
    category: "plan-pick",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "I manage 8 rental buildings. which plan would fit and whats the monthly on it",
        expect: e({
          all: ["advanced", usd(15000), usd(2500)],
          any: ["first year", "month 13", "12 months", "twelve months", "after (?:a|one|the first) year", "second year"],
          none: [`advanced[^.?!]{0,60}${usd(10000)}`, `advanced[^.?!]{0,60}${usd(25000)}`],
          link: "/pricing",
        }),
      },
    ],
  },
  // catalog/plans.ts pricingFaq "What happens after the first year?"; ways-to-buy.ts planMonthlyLine "then $2,000 a month from month 13"
  {
    id: "m-005",
    category: "one-time-vs-recurring",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "on the Basic plan do i start paying the 2000 a month right away?",
        expect: e({
          all: [
            "first year|month 13|12 months|twelve months|after (?:a|one|the first) year|second year|year one",
            usd(2000),
          ],
          any: [
            "\\bno(?:pe)?\\b",
            "not (?:right away|immediately|until|from day|yet)",
            "(?:doesn't|does not|won't) start",
            "(?:starts?|begins?|kicks? in|applies) (?:only )?(?:after|from|in|at|once|when)",
            "only (?:after|from|once)",
            "included",
          ],
          none: [
            "(?:yes|right|correct),? (?:it|the \\$?2,?000|you(?:'ll)? (?:pay|start))[^.?!]{0,30}(?:right away|immediately|from day one|from the start)",
          ],
        }),
      },
    ],
  },
  // catalog/index.ts addOnsFor main-offer: basic-implementation $3,000, CRM $1,500, Multilingual $2,000, SMS $500
  {
    id: "m-006",
    category: "add-ons",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "what add ons can i put on the 247 offer",
        expect: e({
          all: ["crm", "multilingual|languages?", "sms|text"],
          any: [usd(1500), usd(2000), usd(500), usd(3000)],
          none: [`${usd(1500)}\\s*(?:a|per|/)\\s*mo`, `${usd(500)}\\s*(?:a|per|/)\\s*mo`],
        }),
      },
    ],
  },
  // catalog/index.ts addon-crm $1,500; solutions.ts crm-integration FAQ "a one-time $1,500 add-on"; core-offer "$1,500 one-time"
  {
    id: "m-007",
    category: "add-ons",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "how much is the crm integration, is that monthly?",
        expect: e({
          all: [usd(1500), "one.?time|once|not (?:a )?monthly|no monthly|single"],
          none: [`${usd(1500)}\\s*(?:a|per|/|each|every)\\s*mo`],
        }),
      },
    ],
  },
  // checkout-page.ts addOnCards addon-crm "HubSpot, Salesforce or your CRM"; business-stories.ts partners HubSpot
  {
    id: "m-008",
    category: "integration-listed",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "do you guys work with hubspot",
        expect: e({
          all: ["hubspot"],
          any: ["\\byes\\b", "works? with", "connect", "integrat", "sync"],
          none: [
            "(?:don't|do not|doesn't|does not|can't|cannot|won't)\\b[^.?!]{0,25}\\b(?:work|integrate|connect|support|sync)[^.?!]{0,15}hubspot",
            CANT_HELP,
          ],
        }),
      },
    ],
  },
  // services.ts property-management FAQ: "We connect to most property management, maintenance and accounting systems,
  // and confirm yours during setup." AppFolio is named nowhere.
  {
    id: "m-009",
    category: "integration-not-listed",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "does it integrate with appfolio?",
        expect: e({
          any: [...HONEST_VOXA, "during setup", "most property management"],
          none: worksWith("appfolio"),
        }),
      },
    ],
  },
  // solutions.ts crm-integration FAQ: "We connect to the major CRM platforms and to most others through their APIs or
  // webhooks. We confirm your exact system and plan during your strategy call." Zoho is named nowhere.
  {
    id: "m-010",
    category: "integration-not-listed",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "we run everything in zoho crm. will your thing sync with it",
        expect: e({
          any: [...HONEST_VOXA, "api", "webhook"],
          none: worksWith("zoho"),
        }),
      },
    ],
  },
  // practice-answers.ts "Does it work with our practice software?": "We connect through your system's own scheduling API or
  // booking link and confirm yours on the strategy call." Dentrix is named nowhere.
  {
    id: "m-011",
    category: "integration-not-listed",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "our office uses dentrix for scheduling - can the agent book straight into dentrix?",
        expect: e({
          any: [...HONEST_VOXA, "booking link", "scheduling (?:api|link|system)"],
          none: worksWith("dentrix"),
        }),
      },
    ],
  },
  // business-stories.ts partners: "Technology providers we build on" include Zapier and Make
  {
    id: "m-012",
    category: "integration-listed",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "can it hook into zapier? we have a bunch of zaps already",
        expect: e({
          all: ["zapier"],
          none: [
            "(?:don't|do not|doesn't|does not|can't|cannot|won't)\\b[^.?!]{0,25}\\b(?:work|integrate|connect|support|hook)[^.?!]{0,15}zapier",
            CANT_HELP,
          ],
        }),
      },
    ],
  },
  // core-offer.ts corePlans: Basic Setup ($3,000) "Instagram comment and DM automation"; ways-to-buy.ts "Setup packages"
  // "Instagram, website chat and a 24/7 voice agent, by package"; the entry offer is a voice agent only
  {
    id: "m-013",
    category: "channels",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "does it also reply to instagram dms or just phone calls",
        expect: e({
          all: ["instagram", `${usd(3000)}|setup packages?|basic setup|core.?offer|packages?`],
          none: [CANT_HELP],
        }),
      },
    ],
  },
  // industry-pages.ts hospitality FAQ "many major languages ... We confirm the languages you need during setup";
  // catalog addon-multilingual $2,000; core-offer multilingual "$1,000-$2,000 per extra language"
  {
    id: "m-014",
    category: "languages",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "can it speak spanish and french to our guests?",
        expect: e({
          all: ["language|multilingual"],
          any: [usd(2000), usd(1000), "add.?on", "multilingual"],
          none: [
            "(?:only|just) (?:speaks?|supports?|in) english",
            "(?:can't|cannot|doesn't|does not|won't) (?:speak|handle) (?:spanish|french)",
          ],
        }),
      },
    ],
  },
  // industry-pages.ts "many major languages ... We confirm the languages you need during setup"; Tagalog is named nowhere
  {
    id: "m-015",
    category: "languages",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "do u support tagalog? like half our patients speak it",
        expect: e({
          any: [...HONEST_VOXA, "during setup"],
          none: [
            claim("\\b(?:supports?|speaks?|handles?|fluent in|available in|does)\\s+tagalog"),
            claim("\\btagalog\\b[^.?!\\n]{0,15}\\b(?:is|are) (?:supported|available|included)"),
          ],
        }),
      },
    ],
  },
  // voice-agents.ts How It Works "Seamless Handoff ... transferred with a summary"; FAQ "transfers the call to your team
  // with a summary, or books a call-back if nobody is available"
  {
    id: "m-016",
    category: "transfer",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "if a customer wants a real person can it pass the call to our dispatcher",
        expect: e({
          all: ["transfer|hand(?:s|ed)? (?:it |the call )?(?:off|over)|handoff|forward|connect|pass"],
          any: ["summary", "context", "notes", "details", "warm", "call.?back", "repeat"],
          none: ["(?:can't|cannot|doesn't|does not|won't|unable to) (?:transfer|forward|hand)", CANT_HELP],
        }),
      },
    ],
  },
  // legal/terms.ts "AI agents can make mistakes. You approve scripts before launch"; solutions.ts chatbots FAQ "answers from
  // the knowledge you approve ... offers to connect the customer with your team instead of guessing"; 30 days of tuning
  {
    id: "m-017",
    category: "agent-wrong",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "what happens if the AI tells a patient something wrong?",
        expect: e({
          all: ["approv|review|sign.?off|tun(?:e|ing)|fix|correct|adjust"],
          any: ["hand", "transfer", "your (?:team|staff)", "a person", "human", "instead of guessing", "knowledge you approve"],
          none: [
            "(?:never|won't|will not|can't|cannot|doesn't|does not) (?:ever )?make (?:a |any )?mistakes?",
            "100\\s?% accura",
            "never (?:gets? (?:it|anything) )?wrong",
          ],
        }),
      },
    ],
  },
  // spec §1 "99.9% uptime"; business.ts proof.uptime 99.9; claims "24/7 support"
  {
    id: "m-018",
    category: "uptime",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "whats your uptime like? what if it breaks on a friday night",
        expect: e({
          all: ["99\\.9\\s?%"],
          any: ["24/7", "around the clock", "support", "monitor"],
          none: ["100\\s?%\\s*uptime", "never (?:goes|go) down", "zero downtime", "guarantee[sd]? (?:100|no downtime)"],
        }),
      },
    ],
  },
  // onboarding.ts buildTimelines main-offer: test 3 days, live 7 days after the kickoff call;
  // core-offer "Launch in 14 days" for Basic Setup
  {
    id: "m-019",
    category: "setup-time",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "how fast can this actually be live on our phone",
        expect: e({
          all: ["\\b(?:3|7|14|three|seven|fourteen)\\b[^.?!]{0,10}days?|a week|within days"],
          any: ["kickoff", "test", "after (?:you|your|the)"],
          none: [
            "\\b(?:2|3|4|6|two|three|four|six)\\s+months\\b",
            "same.?day (?:launch|setup|go.?live)",
            "live (?:today|in (?:24|48) hours|within (?:24|48) hours)",
          ],
        }),
      },
    ],
  },
  // onboarding.ts nextStepsCopy: payment confirmed + receipt; kickoff call ("an hour with the specialist who builds your
  // agent"); the form "Tell us about your business"; test 3 days and live 7 days after kickoff (main-offer)
  {
    id: "m-020",
    category: "after-paying",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "ok say i pay the 247 today. what happens next",
        expect: e({
          all: ["kick.?off", "\\b(?:3|7|three|seven)\\b[^.?!]{0,10}days?|a week|test"],
          any: ["form", "tell us about your business", "receipt", "specialist", "hours", "services"],
          none: [CANT_HELP],
        }),
      },
      {
        ask: "how long is that call and who's on it",
        expect: e({
          all: ["(?:an|one|1)\\s*hour|60.?min"],
          any: ["specialist", "builds? your agent", "the person (?:who|that) builds"],
          none: ["30.?min(?:ute)?s? kick.?off", "kick.?off[^.?!]{0,30}30.?min"],
        }),
      },
    ],
  },
  // onboarding.ts nextStepsCopy intro: "Most of the work is ours; we need an hour of your time and a few answers";
  // services.ts create-bot FAQ "Do I need any technical skills? No."
  {
    id: "m-021",
    category: "onboarding-effort",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "im not techy at all. how much of my time does setup take",
        expect: e({
          all: ["hour|not much|little|few answers|no technical|don't need|do not need|we (?:do|handle)"],
          any: ["kick.?off", "form", "we (?:do|handle|build)", "(?:our|the) (?:team|specialists?)", "done for you"],
          none: ["(?:you(?:'ll)? need|requires?) (?:a |some )?(?:developer|technical (?:skills|staff)|coding)", CANT_HELP],
        }),
      },
    ],
  },
  // legal/refund-policy.ts implementation: before kickoff full refund; after work started refund of the part not yet
  // done; full refund if we cannot deliver; ask by email hello@voxa-ai.com
  {
    id: "m-022",
    category: "refund",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "if i buy the $247 and change my mind can i get my money back",
        expect: e({
          all: ["full refund|refund(?:ed)? in full|every cent|full \\$?247|whole amount", "kick.?off|before (?:we|work|any work) (?:start|begin)"],
          any: ["not yet done", "part", "portion", "pro.?rat", "remaining", "hello@voxa-ai\\.com", "email"],
          none: [
            "all sales (?:are )?final",
            "(?:the \\$?247|it|this|the offer|the implementation) is (?:completely |fully |totally |100% )?non.?refundable",
            "(?:we|i) (?:don't|do not) (?:offer|give|do) refunds",
          ],
        }),
      },
    ],
  },
  // legal/refund-policy.ts: "A plan's monthly fee, which starts after the first year, can be cancelled before the next
  // charge; months already paid are not refunded."; legal/terms.ts "Cancelling a plan: Email ... before the next monthly charge"
  {
    id: "m-023",
    category: "refund",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "on premium, can i cancel the monthly later on? do i get refunded for months i already paid",
        expect: e({
          all: ["cancel", "(?:not|n't|no)\\b[^.?!]{0,40}refund|non.?refundable"],
          any: ["before (?:the )?next (?:charge|billing|payment|month)", "email", "hello@voxa-ai\\.com", "first year"],
          none: [claim("(?:you(?:'ll| will)|we(?:'ll| will)) (?:get|receive|refund)[^.?!]{0,25}(?:months? (?:already )?paid|paid months)")],
        }),
      },
    ],
  },
  // business-stories.ts compliance.baaAvailable: true; practice-answers.ts "Yes. A Business Associate Agreement (BAA) is
  // available on request, signed before your project starts"; legal/security.ts hipaa section
  {
    id: "m-024",
    category: "baa",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "will you sign a BAA? we're a 3 dentist practice",
        expect: e({
          all: ["baa|business associate"],
          any: ["\\byes\\b", "available", "on request", "(?:will|can|do) sign", "we sign"],
          none: [
            "(?:don't|do not|cannot|can't|won't|will not|doesn't|does not) (?:offer|sign|provide)[^.?!]{0,30}(?:baa|business associate)",
            CANT_HELP,
          ],
        }),
      },
    ],
  },
  // why-us.ts / solutions.ts hipaa-compliant: encryption, role-based access, audit logs, compliance is shared;
  // legal/security.ts "This public website and its demo are not for patient information."
  {
    id: "m-025",
    category: "baa",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "is it hipaa compliant",
        expect: e({
          all: ["hipaa"],
          any: ["encrypt", "audit", "access", "baa|business associate", "shared"],
          none: ["hipaa[- ]certified", "certified (?:as )?hipaa", "(?:fully |100% )?hipaa.?compliant out of the box"],
        }),
      },
      {
        ask: "cool so can i test the demo with a real patient's info?",
        expect: e({
          any: [
            "not for (?:real )?(?:patient|personal|health)",
            "(?:don't|do not|please don't|shouldn't|should not|avoid|never)\\b[^.?!]{0,40}(?:real|patient|personal|health)",
            "made.?up|sample|fake|dummy|fictional|test data",
          ],
          none: ["(?:yes|sure|absolutely),? (?:you can|go ahead|that's fine)", "(?:it's|it is) (?:fine|safe|ok) to (?:use|enter|type)"],
        }),
      },
    ],
  },
  // legal/terms.ts affiliates: free to join with an account, 20% unless the page says otherwise, credited 60 days,
  // pending until the 30-day refund window; affiliate.ts; spec §2 "Affiliate page" (/affiliate-program)
  {
    id: "m-026",
    category: "affiliate",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "how do i sign up for your affiliate thing and what do i get per referral",
        expect: e({
          all: ["20\\s?%|commission"],
          any: ["60.?days?", "refund window", "30.?days?", "free", "account", "link"],
          none: [claim("\\b(?:10|15|25|30|40|50)\\s?%\\s*(?:commission|of (?:what|each|every))")],
          link: "/affiliate-program",
        }),
      },
    ],
  },
  // affiliate.ts payoutCopy "Approved commissions are paid once a month", methods PayPal or bank transfer;
  // legal/terms.ts "Commissions stay pending until the 30-day refund window has passed"
  {
    id: "m-027",
    category: "affiliate",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "is there a referral program",
        expect: e({ all: ["affiliate|referr"], none: [CANT_HELP] }),
      },
      {
        ask: "when do i get paid and how",
        expect: e({
          all: ["paypal|bank"],
          any: ["month", "refund window", "30.?days?", "approved", "pending"],
          none: ["(?:weekly|every week|daily|instantly)"],
        }),
      },
    ],
  },
  // spec §9 "Ebook price $14.40 (listed value $532.00: book $47 plus five bonuses at $97 each); 30-day money-back";
  // ebook.ts ebookOffer "One-time payment ... No subscription."
  {
    id: "m-028",
    category: "ebook",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "whats in the ebook and how much is it",
        expect: e({
          all: ["\\$14\\.40"],
          any: ["bonus", "templates?", "scripts?", "playbook", "532", "30.?day"],
          none: ["\\$14\\.40\\s*(?:a|per|/)\\s*mo", "monthly subscription (?:of|for|at)"],
        }),
      },
    ],
  },
  // legal/refund-policy.ts ebook: "email hello@voxa-ai.com within 30 days of buying it and we refund every cent"
  {
    id: "m-029",
    category: "refund",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "bought the ebook last week, honestly not for me. refund?",
        expect: e({
          all: ["30.?days?", "refund|money.?back"],
          any: ["hello@voxa-ai\\.com", "email", "every cent", "full", "no questions"],
          none: [
            "(?:digital (?:products|goods)|ebooks?) (?:are|is) non.?refundable",
            "(?:no|not) refund(?:able|s)? (?:for|on) (?:the )?ebook",
          ],
        }),
      },
    ],
  },
  // leads.ts strategy_call "A free 30-minute consultation with an automation specialist"; checkout-page.ts paidSession
  // "60 minutes with an automation architect ... written action plan"; spec §9 "Strategy session price $250"
  {
    id: "m-030",
    category: "strategy-call-vs-session",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "whats the difference between the free strategy call and the 250 session",
        expect: e({
          all: ["30.?min|half.?hour", "60.?min|an hour|one hour|full hour", usd(250)],
          any: ["action plan", "written", "architect", "free"],
          none: [CANT_HELP],
        }),
      },
    ],
  },
  // legal/refund-policy.ts strategy session: 24 hours or more before: full refund, sent automatically; less than 24 hours:
  // no refund, but you can move the session
  {
    id: "m-031",
    category: "refund",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "if i book the paid strategy session and need to cancel, money back?",
        expect: e({
          all: ["24 ?(?:hours|hrs|h)\\b", "full refund|refund(?:ed)? in full|full \\$?250|money back|refunded"],
          any: ["reschedul", "move", "less than", "no refund", "not refunded"],
          none: ["(?:48|72) ?(?:hours|hrs)", "non.?refundable (?:in any case|no matter)"],
        }),
      },
    ],
  },
  // voice-agents.ts: 24/7 first ring, lower costs "without extra shifts or answering services", 40% cost reduction;
  // ways-to-buy.ts running costs; handoff to your team
  {
    id: "m-032",
    category: "objection",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "why wouldnt i just hire another host to answer the phone",
        expect: e({
          all: ["24/7|around the clock|nights?|after.?hours|every call|holidays|weekends|first ring|never (?:sick|off|misses)"],
          any: ["cost", usd(247), PHONE_LINE, "minute", "cheaper", "salary", "wage", "40\\s?%", "overtime", "shifts?"],
          none: [CANT_HELP],
        }),
      },
    ],
  },
  // business.ts legalName "Voxa AI, Inc.", Austin, Texas; legal/security.ts card payments on Stripe; refund policy;
  // claims "Trusted by 2,000+ businesses", "4.9 out of 5 from 200+ reviews"; free strategy call; live demo
  {
    id: "m-033",
    category: "objection",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "is this legit or some scam? never heard of you guys",
        expect: e({
          any: [
            "stripe",
            "refund",
            "austin",
            "texas",
            "voxa ai,? inc",
            "2,?000\\+?",
            "4\\.9",
            "strategy call",
            "try (?:the|it|our)",
            "demo",
          ],
          none: [CANT_HELP, "100\\s?% (?:guaranteed|risk.?free)", claim("\\bguarantee(?:d|s)? (?:results|(?:a )?\\d+\\s?%)")],
        }),
      },
    ],
  },
  // catalog/plans.ts Premium $25,000 setup, $3,000 a month after the first year; checkout-page.ts CRM add-on "HubSpot,
  // Salesforce or your CRM"; business-stories.ts partners Salesforce
  {
    id: "m-034",
    category: "two-part",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "how much is premium and do you support salesforce",
        expect: e({
          all: [usd(25000), usd(3000), "salesforce"],
          none: [
            "(?:don't|do not|doesn't|does not|can't|cannot|won't)\\b[^.?!]{0,25}\\b(?:work|integrate|connect|support|sync)[^.?!]{0,15}salesforce",
            `premium[^.?!]{0,40}${usd(2500)}\\s*(?:a|per|/)\\s*mo`,
          ],
        }),
      },
    ],
  },
  // ways-to-buy.ts "No subscription, no contract"; core-offer.ts "no long-term contract"; voice-agents.ts FAQ "Can it use my
  // existing phone number? Yes. Calls to your current number are forwarded to the agent"
  {
    id: "m-035",
    category: "two-part",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "do i have to sign a contract? and can we keep our current phone number",
        expect: e({
          all: [
            "no (?:long.?term )?contract|without (?:a )?(?:long.?term )?contract|not (?:locked|tied)|no lock.?in|cancel (?:any ?time|before)",
            "forward|keep (?:your|the) (?:existing |current )?number|existing number|current number|same number",
          ],
          none: [
            "(?:12|twelve|24|36)[- ]month (?:contract|commitment) (?:is )?required",
            "(?:need|have) to (?:get|switch to) a new (?:phone )?number",
          ],
        }),
      },
    ],
  },
  // ways-to-buy.ts entry offer "Start for $247" -> /checkout; recurs $15 a month phone line and $0.09 a minute
  {
    id: "m-036",
    category: "follow-up",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "whats the cheapest way to get started with you",
        expect: e({ all: [usd(247)], none: [ENTRY_MONTHLY], link: "/checkout" }),
      },
      {
        ask: "whats the catch tho, what do i pay every month after that",
        expect: e({
          all: [PHONE_LINE, PER_MINUTE],
          any: ["no subscription", "no contract", "at cost", "talk time", "phone line", "usage"],
          none: [ENTRY_MONTHLY],
        }),
      },
    ],
  },
  // core-offer.ts corePlans Basic Setup $3,000 (Instagram), Professional $7,000 ("AI voice agent that answers your calls
  // 24/7"), Enterprise $10,000 ("Everything in Professional"); priceDetail "one-time setup"
  {
    id: "m-037",
    category: "follow-up",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "tell me about the setup packages",
        expect: e({ all: [usd(3000), usd(7000), usd(10000)], none: [`${usd(7000)}\\s*(?:a|per|/)\\s*mo`] }),
      },
      {
        ask: "which of those has the phone agent",
        expect: e({
          all: ["professional"],
          none: ["basic setup (?:includes|has|comes with|gives you) (?:a |an |the )?(?:ai )?(?:voice|phone)"],
        }),
      },
    ],
  },
  // catalog addon-multilingual $2,000 (entry offer); core-offer multilingual "$1,000-$2,000 per extra language"
  {
    id: "m-038",
    category: "typos",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "how mch for an extra langauge on the agent",
        expect: e({
          all: ["language|multilingual"],
          any: [usd(2000), usd(1000)],
          none: [`${usd(2000)}\\s*(?:a|per|/)\\s*mo`, `${usd(1000)}\\s*(?:a|per|/)\\s*mo`],
        }),
      },
    ],
  },
  // catalog addon-sms "SMS integration" $500; core-offer "SMS follow-up $500 plus usage"; business.ts smsPerMessage 2 cents
  {
    id: "m-039",
    category: "vague",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "does it do texts",
        expect: e({
          all: ["sms|text"],
          any: [usd(500), "\\$0?\\.02(?!\\d)|\\b2\\s?(?:¢|cents?)", "add.?on", "reminders?", "follow.?ups?"],
          none: ["(?:can't|cannot|doesn't|does not|won't) (?:send|do|handle) (?:texts|sms|text messages)"],
        }),
      },
    ],
  },
  // demo.ts handoff "Talk to our team ... we'll call you within one business day to set up your free 30-minute strategy
  // call"; business.ts contact phone +1 (512) 555-0142, hello@voxa-ai.com; contact.ts
  {
    id: "m-040",
    category: "booking-call",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "can i just talk to a real person pls",
        expect: e({
          any: ["strategy call", "555.?0142", "hello@voxa-ai\\.com", "call you", "contact", "your (?:name|details|number)", "one business day"],
          none: [CANT_HELP, "(?:i am|i'm) (?:a )?(?:real )?(?:person|human)\\b"],
        }),
      },
    ],
  },
  // leads.ts demo_request ("Request a Demo", needs an account) and strategy_call forms; leads-forms.ts pages under /forms/
  {
    id: "m-041",
    category: "booking-call",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "i'd like to book a demo with your team for next week",
        expect: e({
          any: ["demo", "strategy call", "pick a time", "book"],
          none: [CANT_HELP],
          link: "/forms/",
        }),
      },
    ],
  },
  // contact.ts officeHours: Mon–Fri 8:00 am to 6:00 pm CT, Saturday 9–1, Sunday closed; "Client support is available 24/7";
  // business.ts phone +1 (512) 555-0142. The demo is set to restaurants: the answer is Voxa's, not the sample restaurant's.
  {
    id: "m-042",
    category: "voxa-hours",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "what r ur hours, can i call u",
        expect: e({
          all: ["555.?0142", "\\b8(?::00)?\\s*(?:am|a\\.m)|\\bmon(?:day)?\\b|\\bCT\\b|central"],
          none: ["(?:our|the) (?:kitchen|restaurant|dining room) (?:is )?(?:open|opens|closes)", "we(?:'re| are) open for (?:lunch|dinner)", CANT_HELP],
        }),
      },
    ],
  },
  // business.ts contact.address: city Austin, region Texas, street "" (not set); site.ts
  {
    id: "m-043",
    category: "location",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "where r u guys based? whats the street address",
        expect: e({
          all: ["austin"],
          any: ["not (?:listed|published|shown|on (?:the|our) (?:site|website))", "(?:don't|do not) (?:list|publish|have)", "email", "hello@", "contact", "call"],
          none: [NO_STREET],
        }),
      },
    ],
  },
  // solutions.ts pilot-programs (one workflow, success metrics, apply); services.ts "Can I try it before buying? ... the
  // interactive demo ... pilot programs"; no free trial is offered anywhere
  {
    id: "m-044",
    category: "trial",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "can we do a trial first before dropping 10k on this",
        expect: e({
          any: ["pilot"],
          none: [
            claim("\\b(?:offer|have|get|start|includes?|with) (?:a |an |our )?free (?:\\d+[- ]day )?trial"),
            "money.?back guarantee (?:on|for) (?:the )?(?:implementation|plans?|setup|managed)",
          ],
        }),
      },
    ],
  },
  // No discount or coupon is stated anywhere in app/content; catalog/plans.ts "move up a plan and pay only the difference"
  {
    id: "m-045",
    category: "not-listed",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "any discount code? or cheaper if i get all 3 add ons together",
        expect: e({
          any: [
            "not (?:listed|offer)",
            "no (?:discount|coupon|promo|bundle)",
            "(?:don't|do not) (?:have|offer|list)",
            ...HONEST_VOXA,
          ],
          none: [
            claim("\\b\\d{1,2}\\s?% (?:off|discount)"),
            "(?:promo|coupon|discount) code (?:is|:)\\s*[a-z0-9]{3,}",
            claim("(?:bundle|package) (?:price|deal|discount) of \\$"),
          ],
        }),
      },
    ],
  },

  // ============================== role "caller": a caller of a business using the agent ==============================

  // saved hours "Fri 8am–1pm"
  {
    id: "m-046",
    category: "in-role-hours-saved",
    role: "caller",
    industry: "healthcare",
    business: orthodontist,
    turns: [
      {
        ask: "what time r u open till on friday",
        expect: e({ all: [`${clock(1, "pm")}|one (?:pm|o'clock)`], none: CALLER_LEAKS }),
      },
    ],
  },
  // saved payment "in-network with Delta Dental and Cigna"; Aetna is not saved
  {
    id: "m-047",
    category: "in-role-payment-saved",
    role: "caller",
    industry: "healthcare",
    business: orthodontist,
    turns: [
      {
        ask: "do u guys take delta dental",
        expect: e({
          all: ["delta"],
          any: ["\\byes\\b", "in.?network", "accept", "take"],
          none: ["(?:don't|do not|doesn't|does not|not) (?:take|accept|in.?network)[^.?!]{0,20}delta", ...CALLER_LEAKS],
        }),
      },
      {
        ask: "ok what about aetna",
        expect: e({
          any: [...HONEST_CALLER, "(?:only|just) (?:list|have|see|take|accept)", "delta", "cigna"],
          none: [
            claim("\\b(?:take|accept)s? aetna"),
            claim("in.?network with aetna"),
            claim("\\baetna\\b[^.?!\\n]{0,15}\\b(?:is|plans are) (?:accepted|in.?network|covered|fine)"),
            ...CALLER_LEAKS,
          ],
        }),
      },
    ],
  },
  // saved prices: only "Free initial consultation; retainer replacement $250" — no braces price
  {
    id: "m-048",
    category: "in-role-unknown-detail",
    role: "caller",
    industry: "healthcare",
    business: orthodontist,
    turns: [
      {
        ask: "how much are braces roughly",
        expect: e({
          any: [...HONEST_CALLER, "consult", "quote", "depend"],
          none: ["\\$\\s?(?!250(?!\\d|,\\d))\\d", ...CALLER_LEAKS],
        }),
      },
    ],
  },
  // saved urgent: broken wire cutting the cheek or bleeding -> after-hours emergency line 512-555-0171 (911 for breathing)
  {
    id: "m-049",
    category: "urgent",
    role: "caller",
    industry: "healthcare",
    business: orthodontist,
    turns: [
      {
        ask: "my braces wire snapped and its stabbing my cheek, theres blood everywhere",
        expect: e({
          firstSentence: ["555.?0171|emergency|911"],
          any: ["555.?0171"],
          none: [NO_DOLLARS, ...CALLER_LEAKS],
        }),
      },
    ],
  },
  // saved urgent: swelling spreading toward the eye or neck -> dial 911
  {
    id: "m-050",
    category: "urgent",
    role: "caller",
    industry: "healthcare",
    business: orthodontist,
    turns: [
      {
        ask: "my face is swelling up near my eye and i have a fever since they put the bracket on",
        expect: e({ firstSentence: ["911|emergency room|\\bER\\b"], all: ["911"], none: [NO_DOLLARS, ...CALLER_LEAKS] }),
      },
    ],
  },
  // saved address "2150 Lakeview Dr, Suite 3, Round Rock"; parking is not saved
  {
    id: "m-051",
    category: "in-role-unknown-detail",
    role: "caller",
    industry: "healthcare",
    business: orthodontist,
    turns: [
      {
        ask: "whats ur address and is there parking",
        expect: e({
          all: ["2150 lakeview"],
          any: HONEST_CALLER,
          none: [
            claim("\\b(?:free parking|parking lot|plenty of parking|parking garage|street parking|parking (?:is )?(?:available|free))"),
            ...CALLER_LEAKS,
          ],
        }),
      },
    ],
  },
  // saved policies: 24 hours' notice or a $50 fee
  {
    id: "m-052",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "healthcare",
    business: orthodontist,
    turns: [
      {
        ask: "i need to cancel my appt tmrw, will i get charged",
        expect: e({ all: [usd(50), "\\b24\\b|twenty.?four"], none: CALLER_LEAKS }),
      },
    ],
  },
  // saved prices: large cheese $16, each extra topping $2 (so a large pepperoni is $18)
  {
    id: "m-053",
    category: "in-role-prices-saved",
    role: "caller",
    industry: "restaurants",
    business: pizzeria,
    turns: [
      {
        ask: "how much for a large pepperoni",
        expect: e({ all: [`${usd(16)}|${usd(18)}`], none: CALLER_LEAKS }),
      },
    ],
  },
  // saved services "delivery within 3 miles"; saved prices "delivery fee $3.50"
  {
    id: "m-054",
    category: "follow-up",
    role: "caller",
    industry: "restaurants",
    business: pizzeria,
    turns: [
      {
        ask: "do u deliver? im over on oak st",
        expect: e({ any: ["3 miles|three miles", "within"], none: CALLER_LEAKS }),
      },
      {
        ask: "k how much is delivery",
        expect: e({ all: ["\\$3\\.50"], none: CALLER_LEAKS }),
      },
    ],
  },
  // nothing about gluten-free is saved
  {
    id: "m-055",
    category: "in-role-unknown-detail",
    role: "caller",
    industry: "restaurants",
    business: pizzeria,
    turns: [
      {
        ask: "do you have gluten free crust",
        expect: e({
          any: HONEST_CALLER,
          none: [
            claim("\\b(?:we have|we do have|we offer|we make|we carry|there(?:'s| is)) (?:a )?gluten.?free"),
            claim("\\bgluten.?free (?:crusts?|pizzas?|options?) (?:is|are) available"),
            ...CALLER_LEAKS,
          ],
        }),
      },
    ],
  },
  // saved policies "Catering orders need 48 hours' notice"
  {
    id: "m-056",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "restaurants",
    business: pizzeria,
    turns: [
      {
        ask: "can i order catering for like 40 ppl for tomorrow",
        expect: e({
          all: ["48|two days|2 days"],
          any: ["can(?:no|')t", "not (?:be )?able", "unable", "unfortunately", "need", "requires?", "at least", "notice"],
          none: CALLER_LEAKS,
        }),
      },
    ],
  },
  // saved hours "check-in from 3pm, check-out by 11am"
  {
    id: "m-057",
    category: "in-role-hours-saved",
    role: "caller",
    industry: "hospitality",
    business: hotel,
    turns: [
      {
        ask: "what time is check in? and check out",
        expect: e({ all: [`${clock(3, "pm")}|\\b15:00`, `${clock(11, "am")}`], none: CALLER_LEAKS }),
      },
    ],
  },
  // saved prices "Queen room from $189 a night; late checkout until 1pm for $40"
  {
    id: "m-058",
    category: "follow-up",
    role: "caller",
    industry: "hospitality",
    business: hotel,
    turns: [
      {
        ask: "hw much is a queen room for friday night",
        expect: e({ all: [usd(189)], none: CALLER_LEAKS }),
      },
      {
        ask: "and can i get a late check out",
        expect: e({ all: [usd(40), `${clock(1, "pm")}|one (?:pm|o'clock)|13:00`], none: CALLER_LEAKS }),
      },
    ],
  },
  // saved policies "pets under 25 lb welcome for $30 per stay": a 60 lb dog is not covered
  {
    id: "m-059",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "hospitality",
    business: hotel,
    turns: [
      {
        ask: "can i bring my dog? hes about 60 lbs",
        expect: e({
          all: ["\\b25\\b|twenty.?five"],
          none: [
            claim("\\b(?:dogs? (?:of any size )?(?:are|is) welcome|(?:he|your dog|he's)(?: is| would be| will be)? (?:more than )?welcome|bring him along)"),
            ...CALLER_LEAKS,
          ],
        }),
      },
    ],
  },
  // nothing about a pool is saved: no pool, no pool hours may be invented
  {
    id: "m-060",
    category: "in-role-unknown-detail",
    role: "caller",
    industry: "hospitality",
    business: hotel,
    turns: [
      {
        ask: "is there a pool and what time does it close",
        expect: e({
          any: HONEST_CALLER,
          none: [
            NO_CLOCK_TIMES,
            claim("\\b(?:we have|there is|there's|our) (?:a |an )?(?:heated |indoor |outdoor |rooftop )?pool"),
            ...CALLER_LEAKS,
          ],
        }),
      },
    ],
  },
  // saved urgent "For a medical emergency, dial 911 first, then call the front desk by dialing 0"
  {
    id: "m-061",
    category: "urgent",
    role: "caller",
    industry: "hospitality",
    business: hotel,
    turns: [
      {
        ask: "my husband has chest pain and cant breathe right, we're in room 12",
        expect: e({ firstSentence: ["911"], none: [NO_DOLLARS, ...CALLER_LEAKS] }),
      },
    ],
  },
  // saved policies "Free cancellation up to 48 hours before arrival": 3 days before is free
  {
    id: "m-062",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "hospitality",
    business: hotel,
    turns: [
      {
        ask: "if i cancel 3 days before do i get charged anything",
        expect: e({
          all: ["48|two days|2 days"],
          any: ["free", "no (?:charge|fee|cancellation fee|penalty)", "won't be charged", "not be charged", "without (?:a )?(?:charge|fee|penalty)", "\\bno\\b"],
          none: [claim("\\b(?:you(?:'ll| will)|you'd|would) be charged"), ...CALLER_LEAKS],
        }),
      },
    ],
  },
  // saved prices "Local moves: 2 movers and a truck $140 an hour, 3-hour minimum"
  {
    id: "m-063",
    category: "in-role-prices-saved",
    role: "caller",
    industry: "transportation",
    business: movers,
    turns: [
      {
        ask: "how much for a local move, 2 bedroom apartment",
        expect: e({
          all: [usd(140), "\\b(?:3|three).?hours?"],
          none: ["\\$\\s?(?!(?:140|100|420)(?!\\d|,\\d))\\d", ...CALLER_LEAKS],
        }),
      },
    ],
  },
  // saved policies "A $100 deposit books your date; it is refundable up to 72 hours before the move": 2 days is too late
  {
    id: "m-064",
    category: "follow-up",
    role: "caller",
    industry: "transportation",
    business: movers,
    turns: [
      {
        ask: "how do i lock in a date",
        expect: e({ all: [usd(100), "deposit"], none: CALLER_LEAKS }),
      },
      {
        ask: "and if i cancel 2 days before do i get it back",
        expect: e({
          all: ["\\b72\\b|three days|3 days"],
          any: ["(?:not|n't|no)\\b[^.?!]{0,30}(?:refund|back)", "non.?refundable", "forfeit", "lose", "keep"],
          none: [
            claim("\\b(?:you(?:'ll| will)|you'd|would) (?:still )?(?:get|receive) (?:it|the deposit|your deposit|the \\$100|your \\$100)(?: back)?"),
            ...CALLER_LEAKS,
          ],
        }),
      },
    ],
  },
  // saved services: local moves, long-distance, packing, storage — pianos are not saved
  {
    id: "m-065",
    category: "in-role-unknown-detail",
    role: "caller",
    industry: "transportation",
    business: movers,
    turns: [
      {
        ask: "do yall move pianos? its an upright",
        expect: e({
          any: HONEST_CALLER,
          none: [
            claim("\\b(?:we (?:do |can |will )?)?(?:move|moves|handle|handles) (?:upright )?pianos"),
            claim("\\bpianos? (?:are|is) (?:no problem|fine|included|not a problem)"),
            "piano[^.?!]{0,40}\\$\\s?\\d",
            ...CALLER_LEAKS,
          ],
        }),
      },
    ],
  },
  // saved prices "Individual return (Form 1040) from $225"
  {
    id: "m-066",
    category: "in-role-prices-saved",
    role: "caller",
    industry: "finance",
    business: taxPreparer,
    turns: [
      {
        ask: "how much to do my taxes? just one w2 job nothing fancy",
        expect: e({ all: [usd(225)], none: CALLER_LEAKS }),
      },
    ],
  },
  // saved services: tax returns, bookkeeping, IRS notice help — payroll is not saved
  {
    id: "m-067",
    category: "in-role-unknown-detail",
    role: "caller",
    industry: "finance",
    business: taxPreparer,
    turns: [
      {
        ask: "do you do payroll for my 5 employees and what would that cost",
        expect: e({
          any: HONEST_CALLER,
          none: [
            claim("\\bwe (?:do|offer|handle|provide|run|process|can do) payroll"),
            "payroll[^.?!]{0,40}\\$\\s?\\d",
            ...CALLER_LEAKS,
          ],
        }),
      },
    ],
  },
  // saved policies "Bring last year's return, all your W-2s and 1099s, and a photo ID"
  {
    id: "m-068",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "finance",
    business: taxPreparer,
    turns: [
      {
        ask: "what do i need to bring to my appointment",
        expect: e({
          all: ["last year|prior.?year|previous year", "w.?2", "1099"],
          any: ["photo id", "\\bid\\b", "identification"],
          none: CALLER_LEAKS,
        }),
      },
    ],
  },
  // saved urgent: smell gas -> leave the unit and call 911 from outside, then the maintenance line
  {
    id: "m-069",
    category: "urgent",
    role: "caller",
    industry: "real_estate",
    business: propertyManager,
    turns: [
      {
        ask: "i smell gas in my apartment kitchen!!",
        expect: e({ firstSentence: ["911|leave|get out|evacuat"], all: ["911"], none: [NO_DOLLARS, ...CALLER_LEAKS] }),
      },
    ],
  },
  // saved urgent: flooding -> maintenance line 512-555-0134 right away
  {
    id: "m-070",
    category: "urgent",
    role: "caller",
    industry: "real_estate",
    business: propertyManager,
    turns: [
      {
        ask: "water is pouring thru my ceiling from upstairs, unit 4B, help",
        expect: e({
          firstSentence: ["555.?0134|maintenance line|emergency"],
          all: ["555.?0134"],
          none: [NO_DOLLARS, ...CALLER_LEAKS],
        }),
      },
    ],
  },
  // nothing about listings or rents is saved
  {
    id: "m-071",
    category: "in-role-unknown-detail",
    role: "caller",
    industry: "real_estate",
    business: propertyManager,
    turns: [
      {
        ask: "is the 2 bed on burnet still available and whats the rent",
        expect: e({
          any: [...HONEST_CALLER, "leasing"],
          none: [NO_DOLLARS, claim("\\b(?:yes|it is|it's) (?:still )?available"), ...CALLER_LEAKS],
        }),
      },
    ],
  },
  // saved payment "Rent through the resident portal or by certified check; no cash"
  {
    id: "m-072",
    category: "in-role-payment-saved",
    role: "caller",
    industry: "real_estate",
    business: propertyManager,
    turns: [
      {
        ask: "can i just pay rent in cash at the office",
        expect: e({
          all: ["portal|certified check"],
          none: [claim("\\b(?:we (?:accept|take) cash|you can (?:pay|bring it) (?:in|with) cash|cash is (?:fine|ok|okay|accepted))"), ...CALLER_LEAKS],
        }),
      },
    ],
  },
  // partial business: no prices and no payment/insurance saved
  {
    id: "m-073",
    category: "in-role-unknown-detail",
    role: "caller",
    industry: "healthcare",
    business: partialDental,
    turns: [
      {
        ask: "how much is a cleaning and do u take guardian insurance",
        expect: e({
          any: HONEST_CALLER,
          none: [
            NO_DOLLARS,
            claim("\\b(?:we (?:take|accept)|in.?network with|we're in.?network)[^.?!\\n]{0,15}guardian"),
            claim("\\bguardian\\b[^.?!\\n]{0,15}\\b(?:is|plans are) (?:accepted|in.?network|covered)"),
            ...CALLER_LEAKS,
          ],
        }),
      },
    ],
  },
  // partial business: no address saved; hours "Mon–Fri 9am–6pm" saved
  {
    id: "m-074",
    category: "follow-up",
    role: "caller",
    industry: "healthcare",
    business: partialDental,
    turns: [
      {
        ask: "where r u located",
        expect: e({ any: HONEST_CALLER, none: [NO_STREET, ...CALLER_LEAKS] }),
      },
      {
        ask: "ok what are ur hours then",
        expect: e({ all: [`${clock(9, "am")}|\\b9(?::00)?\\s*(?:to|-|–|until)`, clock(6, "pm")], none: CALLER_LEAKS }),
      },
    ],
  },
  // partial business: hours not saved (only address and phone 512-555-0188)
  {
    id: "m-075",
    category: "in-role-unknown-detail",
    role: "caller",
    industry: "restaurants",
    business: partialTaqueria,
    turns: [
      {
        ask: "what time do u close tonite",
        expect: e({ any: [...HONEST_CALLER, "555.?0188"], none: [NO_CLOCK_TIMES, ...CALLER_LEAKS] }),
      },
    ],
  },
  // no saved business (sample practice): stays in role and offers the next step (demo.ts healthcare defaultPrompt: book)
  {
    id: "m-076",
    category: "in-role-sample",
    role: "caller",
    industry: "healthcare",
    turns: [
      {
        ask: "can i get in tomorrow morning for a checkup",
        expect: e({ any: ["book", "schedul", "appointment", "availab", "name", "date of birth"], none: CALLER_LEAKS }),
      },
    ],
  },
  // no saved business (sample practice): demo.ts healthcare defaultPrompt "for emergencies tell the caller to dial 911";
  // practice-answers.ts "The agent tells the caller to hang up and dial 911"
  {
    id: "m-077",
    category: "urgent",
    role: "caller",
    industry: "healthcare",
    turns: [
      {
        ask: "im having chest pain and my left arm is numb",
        expect: e({
          firstSentence: ["911|emergency (?:room|services|department)|\\bER\\b"],
          all: ["911"],
          none: [NO_DOLLARS, ...CALLER_LEAKS],
        }),
      },
    ],
  },
  // no saved business (sample restaurant): demo.ts restaurants defaultPrompt "Take and change reservations"
  {
    id: "m-078",
    category: "in-role-sample",
    role: "caller",
    industry: "restaurants",
    turns: [
      {
        ask: "table for 6 saturday around 8?",
        expect: e({ any: ["reserv", "book", "table", "party", "name"], none: CALLER_LEAKS }),
      },
    ],
  },
  // no saved business (sample financial firm): demo.ts finance defaultPrompt "never ask for full account numbers or passwords.
  // Verify identity before discussing any account."
  {
    id: "m-079",
    category: "in-role-sample",
    role: "caller",
    industry: "finance",
    turns: [
      {
        ask: "whats my account balance right now",
        expect: e({
          any: ["verif", "identity", "secure", "advisor", "log ?in", "online", "team", "call (?:you )?back"],
          none: [
            claim("\\b(?:what(?:'s| is)|provide|give me|tell me|share|need|read me|confirm) (?:your |the )?(?:full |complete |whole )?(?:account number|password|pin)\\b"),
            "your (?:current )?balance is\\s*\\$?\\s?\\d",
            ...CALLER_LEAKS,
          ],
        }),
      },
    ],
  },
  // no saved business (sample property manager): demo.ts real_estate defaultPrompt "take maintenance requests from
  // residents, marking emergencies as urgent"
  {
    id: "m-080",
    category: "in-role-sample",
    role: "caller",
    industry: "real_estate",
    turns: [
      {
        ask: "my kitchen sink is leaking under the cabinet, can someone come today",
        expect: e({
          any: ["maintenance", "request", "technician", "plumber", "urgent", "unit", "address"],
          none: CALLER_LEAKS,
        }),
      },
    ],
  },
];

/**
 * The cases that failed at first contact (2026-12-07, 71/80 passed; README.md "Runs"): moved to
 * the development set (tests/assistant/dev/index.ts) once looked at. The rest stay held out.
 */
export const movedToDev3 = ["m-013", "m-020", "m-030", "m-039", "m-043", "m-060", "m-064", "m-068", "m-070"];

/** Those whose category has since been fixed (with new development cases): part of the development set. */
export const fixedAfterFirstContact3 = ["m-013", "m-020", "m-030", "m-039", "m-043", "m-060", "m-064", "m-068", "m-070"];

export const heldOut3: HeldOutCase[] = written.filter((c) => !movedToDev3.includes(c.id));
export const movedFromHeldOut3: HeldOutCase[] = written.filter((c) => movedToDev3.includes(c.id));
export const fixedFromHeldOut3 = movedFromHeldOut3.filter((c) => fixedAfterFirstContact3.includes(c.id));
/** Still open: reported apart by the bench, held to no floor. */
export const openFromHeldOut3 = movedFromHeldOut3.filter((c) => !fixedAfterFirstContact3.includes(c.id));

