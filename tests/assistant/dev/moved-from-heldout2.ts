import type { HeldOutCase, SavedBusiness } from "../heldout/types";

/**
 * Held-out set 2's cases that failed at first contact (tests/assistant/heldout2/README.md,
 * docs/decisions/099): moved to dev after first contact, 2026-12-07. Their categories were fixed
 * in general and new development cases were written for them (after-heldout2.ts); from now on
 * they may be used like any other development case. Copied as they were written, with the
 * patterns and saved businesses they use.
 */

const r = String.raw;

/** The answer offers to go back to being the business's receptionist (role-switch cases). */
const GO_BACK = r`back to|continue|return to|anything else|as (a|the|your) caller|where were we|pick up where|carry on`;
/** A "yes" as the answer's first word: forbidden when the site never names the system or fact. */
const YES_FIRST = r`^\W*(yes|yep|yeah|absolutely|sure|definitely|of course)\b`;
/** Voxa's own sales words, which have no place in an in-role receptionist answer. */
const SALES = [r`\$247`, r`strategy call`, r`/pricing`, r`/checkout`];
/** Any dollar amount. */
const DOLLAR = r`\$\s?\d`;
/** An urgent answer carries no prices and no sales links. */
const URGENT_NONE = [DOLLAR, r`/pricing`, r`/checkout`, r`strategy call`];
/** "we don't offer that" for a service the business saved. */
const DENIES_SERVICE = [
  r`\bwe (don't|do not|can't|cannot|currently don't) (offer|provide|do (that|this|those|it)|have (that|this|it))\b`,
  r`(isn't|is not|aren't|are not) (something|a service|services?) we (offer|provide)`,
];
/**
 * Put before a pattern that states a wrong "yes": it then matches only when no negation or
 * condition ("not", "n't", "no", "whether", "if", "confirm"...) comes earlier in the same sentence,
 * so "we can't confirm it supports X" does not count as claiming X.
 */
const AFFIRM = r`(?<!(\bnot|n't|\bno|\bwhether|\bif|\bwhen|\bunless|\bconfirm|\bsure|\bcheck)\b[^.!?]{0,60})`;
const USD247 = r`\$247(?!,?\d)`;
const USD15 = r`\$15(?!,?\d)`;
const PER_MIN = r`\$0?\.09|9 cents|nine cents`;
const PER_TEXT = r`\$0?\.02|2 cents|two cents`;
const USD1500 = r`\$1,?500(?!,?\d)|\$1\.5k`;
const USD2500 = r`\$2,?500(?!,?\d)|\$2\.5k`;
const USD10000 = r`\$10,?000(?!,?\d)|\$10k\b`;
const USD15000 = r`\$15,?000(?!,?\d)|\$15k\b`;
const USD250 = r`\$250(?!,?\d)`;
const nonnaLucia: SavedBusiness = {
  businessName: "Nonna Lucia Trattoria",
  industry: "restaurants",
  keyServices: ["Dine-in", "Takeout", "Private dining room", "Catering"],
  hours: "Tue–Sun 5pm–10pm, closed Mondays",
  address: "88 Elm Street, Portland, ME",
  phone: "(207) 555-0131",
  payment: "Visa, Mastercard, Amex and cash; no checks",
  prices: "Pasta dishes $18–$26; private room minimum spend $600",
  policies:
    "Parties of 8 or more need a $100 deposit, refundable with 48 hours' notice. Dogs are welcome on the patio only.",
};
const harborview: SavedBusiness = {
  businessName: "Harborview Inn",
  industry: "hospitality",
  keyServices: ["Rooms and suites", "Airport shuttle", "Late checkout", "Breakfast"],
  hours: "Front desk open 24/7; check-in from 3pm, check-out by 11am",
  address: "1 Harbor Way, Monterey, CA",
  phone: "(831) 555-0170",
  payment: "All major credit cards; no cash deposits",
  prices: "Standard queen $179 a night; suite $289 a night; late checkout until 2pm $30",
  policies:
    "Free cancellation up to 72 hours before arrival; after that the first night is charged. Pets up to 25 lb are welcome for a $40 fee per stay.",
  urgent: "For a fire or a medical emergency dial 911, then call the front desk on 0.",
};
const swiftLine: SavedBusiness = {
  businessName: "SwiftLine Couriers",
  industry: "transportation",
  keyServices: ["Same-day delivery", "Airport transfers", "Freight pickup"],
  hours: "Dispatch Mon–Sat 6am–9pm",
  address: "450 Industrial Pkwy, Dallas, TX",
  phone: "(214) 555-0150",
  payment: "Card, or monthly invoice for business accounts",
  prices: "Same-day delivery within city limits $35; airport transfer $65",
  policies: "Cancel a booking up to 2 hours before pickup for free; later cancellations pay 50% of the fare.",
  urgent: "If a driver is in an accident or anyone is hurt, dial 911, then call our 24/7 safety line 214-555-0159.",
};
const cedarPoint: SavedBusiness = {
  businessName: "Cedar Point Financial",
  industry: "finance",
  keyServices: ["Tax preparation", "Retirement planning", "Bookkeeping for small businesses"],
  hours: "Mon–Fri 9am–5pm; Saturdays by appointment in tax season",
  address: "300 Main St, Suite 12, Boise, ID",
  phone: "(208) 555-0110",
  payment: "Check, ACH or card",
  prices: "Individual tax return from $250; first consultation free",
  policies: "Missed appointments without 24 hours' notice are billed $75.",
  urgent:
    "For a lost or stolen card or suspected fraud, call your bank's fraud line right away, then call us at 208-555-0119.",
};
const mapleGrove: SavedBusiness = {
  businessName: "Maple Grove Property Management",
  industry: "real_estate",
  keyServices: ["Apartment rentals", "Maintenance requests", "Viewings"],
  hours: "Office Mon–Fri 9am–6pm, Sat 10am–2pm",
  address: "77 Maple Ave, Columbus, OH",
  phone: "(614) 555-0125",
  payment: "Rent by ACH or through the online portal; no cash",
  prices: "Application fee $45; two-bedroom apartments from $1,350 a month",
  policies: "Cats allowed with a $300 pet deposit; no dogs over 40 lb. 12-month leases only.",
  urgent:
    "For a gas smell, leave the building and call 911 and the gas company; for floods or no heat, call our 24/7 maintenance line 614-555-0129.",
};
/** Only a name and services: every other detail is unknown and must not be invented. */
const riverbendPT: SavedBusiness = {
  businessName: "Riverbend Physical Therapy",
  industry: "healthcare",
  keyServices: ["Sports injury rehab", "Post-surgery rehab", "Dry needling"],
};

export const movedFromHeldOut2: HeldOutCase[] = [
  {
    id: "k-004",
    category: "running-costs",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "If I add the SMS follow-up, how much is each text message?",
        expect: { all: [PER_TEXT] },
      },
    ],
  },
  {
    id: "k-008",
    category: "package-scope",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "On the core offer, does the Basic Setup plan include an AI voice agent that answers my phone?",
        expect: { all: [r`professional|\$7,?000`], none: [YES_FIRST] },
      },
    ],
  },
  {
    id: "k-011",
    category: "plan-sizing",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "I manage 8 apartment buildings. Which plan is right for me?",
        expect: { all: [r`advanced`], any: [USD15000, USD2500, r`6\s?(-|–|to)\s?10`] },
      },
    ],
  },
  {
    id: "k-017",
    category: "sales-tax",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "Is sales tax included in your prices?",
        expect: {
          all: [r`tax`],
          any: [r`before`, r`not included`, r`exclud`, r`plus`, r`on top`],
          none: [r`(tax is|taxes are) included`],
        },
      },
    ],
  },
  {
    id: "k-018",
    category: "after-paying",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "What happens right after I pay for the $247 agent?",
        expect: { all: [r`kick-?off`], any: [r`hour`, r`specialist`, r`book`, r`form`, r`about your business`] },
      },
    ],
  },
  {
    id: "k-019",
    category: "go-live-timeline",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "How long does the Enterprise setup package take to go live?",
        expect: { all: [r`30 (calendar )?days|thirty days`], none: [r`\b45 days`] },
      },
    ],
  },
  {
    id: "k-020",
    category: "go-live-timeline",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "With the Premium managed plan, how long until we're live?",
        expect: { all: [r`45 (calendar )?days|forty-five days`] },
      },
    ],
  },
  {
    id: "k-021",
    category: "time-needed",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "I'm slammed. How much of my own time does the setup take?",
        expect: { all: [r`hour`] },
      },
    ],
  },
  // NOT LISTED: the site names no property software.
  {
    id: "k-026",
    category: "integration-not-listed",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "We run maintenance tickets in AppFolio. Will your agent create tickets in it?",
        expect: {
          any: [r`strategy call`, r`confirm`, r`setup`, r`\bapi\b`],
          none: [
            YES_FIRST,
            r`${AFFIRM}\b(fully|natively|directly|seamlessly) integrat\w* with appfolio`,
            r`${AFFIRM}\bappfolio is (supported|on our list|one of)`,
          ],
        },
      },
    ],
  },
  {
    id: "k-029",
    category: "existing-number",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "Can I keep my existing business phone number?",
        expect: {
          all: [r`forward`],
          any: [r`yes`, r`keep`, r`existing`, r`current`],
          none: [r`${AFFIRM}\b(need|have) to (get|buy) a new (phone )?number`],
        },
      },
    ],
  },
  {
    id: "k-043",
    category: "emergency-handling",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "What does your agent do if a patient calls my practice with an emergency?",
        expect: {
          all: [r`911`],
          any: [r`transfer`, r`urgent line`, r`staff`],
        },
      },
    ],
  },
  {
    id: "k-045",
    category: "two-part",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "Can it make outbound calls to my customers, and are those minutes billed too?",
        expect: { all: [r`outbound|call (your )?customers|yes`, r`${PER_MIN}|talk time`] },
      },
    ],
  },
  {
    id: "k-046",
    category: "affiliate",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "Can I use my own affiliate link to buy for my business and keep the commission?",
        expect: {
          any: [r`\bno\b`, r`nothing`, r`doesn't|does not`, r`not eligible`, r`isn't|is not`, r`won't|will not`],
          none: [r`^\W*(yes|sure|absolutely)\b`],
        },
      },
    ],
  },
  {
    id: "k-049",
    category: "objection",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "We tried a chatbot before and it was useless. Why would this be any different?",
        expect: { any: [r`pilot`, r`approve`, r`\btest`, r`tuning`, r`trained on your`, r`demo`] },
      },
    ],
  },
  {
    id: "k-050",
    category: "objection",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "$10,000 for the Basic plan is a lot for us. Is there anything cheaper?",
        expect: { all: [r`\$247|\$3,?000`] },
      },
    ],
  },
  {
    id: "k-056",
    category: "typos",
    role: "voxa",
    industry: "healthcare",
    turns: [{ ask: "hw much 4 the ai recepshunist thing??", expect: { all: [USD247] } }],
  },
  {
    id: "k-061",
    category: "follow-up",
    role: "voxa",
    industry: "real_estate",
    turns: [
      { ask: "What does the Basic managed plan cost?", expect: { all: [USD10000] } },
      { ask: "what about the bigger one?", expect: { all: [USD15000] } },
      { ask: "and monthly after that?", expect: { all: [USD2500] } },
    ],
  },
  {
    id: "k-062",
    category: "follow-up",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "Which setup package gets me the voice agent, website chat and Instagram?",
        expect: { all: [r`professional`] },
      },
      { ask: "how long till it's live?", expect: { all: [r`21 (calendar )?days|three weeks|twenty-one`] } },
      { ask: "and the CRM add-on?", expect: { all: [USD1500] } },
    ],
  },
  {
    id: "k-065",
    category: "follow-up",
    role: "voxa",
    industry: "transportation",
    turns: [
      { ask: "What happens after I pay the $247?", expect: { all: [r`kick-?off`] } },
      { ask: "how long until my calls get answered?", expect: { all: [r`7 (calendar )?days|seven days|a week`] } },
      { ask: "and when can I test it myself?", expect: { all: [r`3 (calendar )?days|three days`] } },
    ],
  },
  {
    id: "k-067",
    category: "follow-up",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "Do you have an affiliate program?",
        expect: { all: [r`20 ?%|20 percent|twenty percent`], link: "/affiliate-program" },
      },
      { ask: "how long does my referral link count for?", expect: { all: [r`60[- ]days?|sixty days`] } },
      { ask: "and when do I actually get paid?", expect: { all: [r`month|refund window|30[- ]days?`] } },
    ],
  },
  {
    id: "k-068",
    category: "follow-up",
    role: "voxa",
    industry: "restaurants",
    turns: [
      { ask: "Tell me about the paid strategy session.", expect: { all: [USD250] } },
      {
        ask: "what if i need to cancel it?",
        expect: { all: [r`24 hours|24-hour|twenty-four hours`], any: [r`full refund`, r`refund`] },
      },
    ],
  },
  {
    id: "k-074",
    category: "urgent",
    role: "caller",
    industry: "transportation",
    business: swiftLine,
    turns: [
      {
        ask: "One of your vans just hit my car and the driver looks hurt.",
        expect: { firstSentence: [r`911|555-0159|safety line`], none: URGENT_NONE },
      },
    ],
  },
  {
    id: "k-080",
    category: "role-switch",
    role: "caller",
    industry: "hospitality",
    business: harborview,
    turns: [
      {
        ask: "Out of curiosity, what does it cost per month to run an AI like you?",
        expect: { all: [USD15, PER_MIN], any: [GO_BACK, r`harborview`] },
      },
    ],
  },
  {
    id: "k-086",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "restaurants",
    business: nonnaLucia,
    turns: [
      {
        ask: "I'd like to book for a party of 10 on Saturday. Anything I should know?",
        expect: { all: [r`deposit`, r`\$100(?!,?\d)`], none: SALES },
      },
    ],
  },
  {
    id: "k-089",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "finance",
    business: cedarPoint,
    turns: [
      {
        ask: "What if I miss my appointment?",
        expect: { all: [r`\$75(?!,?\d)`], any: [r`24 hours|24-hour`], none: SALES },
      },
    ],
  },
  {
    id: "k-090",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "real_estate",
    business: mapleGrove,
    turns: [
      {
        ask: "Can I have my 60-pound lab in one of your apartments?",
        expect: {
          all: [r`40`],
          any: [
            r`no dogs over`,
            r`not (allowed|permitted)`,
            r`isn't allowed`,
            r`(don't|do not|doesn't|can't|cannot|won't) (allow|permit|accept|take)`,
            r`over (the |our )?(limit|40)`,
          ],
          none: [r`^\W*yes`, ...SALES],
        },
      },
    ],
  },
  {
    id: "k-093",
    category: "in-role-service-reworded",
    role: "caller",
    industry: "restaurants",
    business: nonnaLucia,
    turns: [
      {
        ask: "could you do food for our office lunch, like 40 people?",
        expect: { all: [r`cater`], none: [...DENIES_SERVICE, ...SALES] },
      },
    ],
  },
  {
    id: "k-095",
    category: "in-role-service-reworded",
    role: "caller",
    industry: "transportation",
    business: swiftLine,
    turns: [
      {
        ask: "Can you pick up a pallet from my warehouse and take it across town?",
        expect: { all: [r`freight`], none: [...DENIES_SERVICE, ...SALES] },
      },
    ],
  },
  {
    id: "k-098",
    category: "in-role-service-reworded",
    role: "caller",
    industry: "healthcare",
    business: riverbendPT,
    turns: [
      {
        ask: "I hurt my knee playing soccer. Is that something you treat?",
        expect: { all: [r`sport`], none: [...DENIES_SERVICE, ...SALES] },
      },
    ],
  },
  {
    id: "k-101",
    category: "in-role-phone-saved",
    role: "caller",
    industry: "transportation",
    business: swiftLine,
    turns: [{ ask: "What's the best number to reach dispatch?", expect: { all: [r`555[-. ]?0150`], none: SALES } }],
  },
  {
    id: "k-113",
    category: "follow-up",
    role: "caller",
    industry: "hospitality",
    business: harborview,
    turns: [
      { ask: "How much is a room?", expect: { all: [r`\$179`], none: SALES } },
      { ask: "and the suite?", expect: { all: [r`\$289`], none: SALES } },
      {
        ask: "can I bring my dog? she's a small terrier",
        expect: { all: [r`25 ?(lb|pounds?)`, r`\$40(?!,?\d)`], none: SALES },
      },
    ],
  },
  {
    id: "k-114",
    category: "follow-up",
    role: "caller",
    industry: "restaurants",
    business: nonnaLucia,
    turns: [
      { ask: "do you take reservations for 12 people?", expect: { all: [r`deposit`], none: SALES } },
      { ask: "how much is it?", expect: { all: [r`\$100(?!,?\d)`], none: SALES } },
      { ask: "ok and what if we have to cancel?", expect: { all: [r`48 hours|48-hour|two days`], none: SALES } },
    ],
  },
];
