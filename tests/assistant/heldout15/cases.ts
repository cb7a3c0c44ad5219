import type { Expect, HeldOutCase, SavedBusiness } from "../heldout/types";

/**
 * Held-out set 15 (blind): 60 cases, ids o-001 … o-060; 30 in role "caller" (o-001 … o-030) and 30
 * in role "voxa" (o-031 … o-060). Written by a blind helper session from the spec
 * (/work/shared/spec/site-spec.md) and app/content only (never app/content/prompts); see README.md.
 *
 * Patterns are case-insensitive regular-expression sources. Amounts go through amt(): an optional
 * ".00", never followed by a digit, ",digit" or ".digit", so $15 does not match $150 or $1,500.
 */

// ---------------------------------------------------------------------------------------
// Helpers (local copies; nothing imported but the types)

/** "$1,500" also as "$1500" and "$1,500.00"; round thousands also as "15k" / "$15k". */
function amt(value: string): string {
  const digits = value.replace(/,/g, "");
  const body = value.replace(/\./g, "\\.").replace(/,/g, ",?");
  const cents = value.includes(".") ? "" : "(?:\\.00)?";
  const main = `\\$\\s?${body}${cents}(?!\\d|,\\d|\\.\\d)`;
  if (/^\d+000$/.test(digits)) {
    const k = digits.slice(0, -3);
    return `(?:${main}|(?<![\\d.,])\\$?\\s?${k}\\s?k\\b)`;
  }
  return main;
}

/** "$2,500 a month" / "$2,500/mo" / "$2,500 per month". */
function perMonth(value: string): string {
  return `${amt(value)}\\s?(?:/\\s?|a |per |every |each )(?:mo\\b|month)`;
}

/** A clock time such as "7pm", "7:00 p.m.", "7 PM". */
function at(hour: number, half: "am" | "pm"): string {
  const m = half === "am" ? "a\\.?m" : "p\\.?m";
  return `(?<![\\d:.$])${hour}(?::00)?\\s?${m}\\b`;
}

/** A range such as "10-4", "10am to 4pm", "10:00–4:00". */
function range(from: number, to: number): string {
  return `(?<![\\d:.$])${from}(?::00)?\\s?(?:a\\.?m\\.?|p\\.?m\\.?)?\\s?(?:-|–|—|to|until|till|through)\\s?${to}(?::00)?(?![\\d:])`;
}

/** A claim only counts when no "not / n't / no / never / can't" sits just before it in the same sentence. */
const unNegated = "(?<!(?:n't|not|no|never|cannot|can'?t|whether|if)\\W[^.?!]{0,25})";

// ---------------------------------------------------------------------------------------
// Shared checks

/** An urgent answer never sells and never quotes a price. */
const noSalesNoPrices = ["\\$\\s?\\d", "/pricing", "/checkout", "strategy call"];

/** A caller talks to the business's receptionist, never to Voxa's sales assistant. */
const notVoxaSales = ["\\bvoxa\\b", "/pricing", "/checkout", "strategy call"];

/** A detail that is not saved: the receptionist says the team will confirm, or takes a message. */
const teamWillConfirm = [
  "confirm",
  "check (?:with|on|for|that|into)",
  "take (?:a |your )?(?:message|note|number)",
  "pass (?:it|this|that|your (?:question|request|message)) (?:along|on)",
  "get back to you",
  "find out",
  "let (?:the|our) (?:team|office|staff|manager|front desk) know",
  "(?:team|office|staff|someone|manager) (?:will|can|'ll|could) (?:call|get back|follow up|reach out|confirm|let you know)",
  "don'?t have (?:that|this|those|any) (?:detail|info)",
  "not sure",
];

/** The add-on is on the site with a price, so it is never "not listed". */
const notListed = ["not listed", "isn'?t listed", "is not listed"];

/** Free 30-minute call vs paid 60-minute $250 session: the two must not be crossed. */
const crossedCallFacts = [
  "free (?:60|sixty)[- ]?min",
  "(?:60|sixty)[- ]minute free",
  "(?:30|thirty)[- ]minute (?:paid|\\$\\s?250)",
  "(?:paid|\\$\\s?250) (?:30|thirty)[- ]minute",
  "\\$\\s?247(?!\\d|,\\d) (?:strategy|session|call)",
];

/** Answers point somewhere real, never a shrug or a promise for later. */
const noShrug = ["don'?t know", "do not know", "can'?t help", "cannot help", "coming soon"];

/** Hearing the voice: sample calls and the live voice call (heldout4 shape). */
const hearIt: Expect = {
  any: ["sample call", "hear", "listen", "voice call"],
  all: ["sample call|voice call|live demo|/demo|demo page|talk to (?:it|the agent|the assistant|our)"],
  none: noShrug,
};

/** An answer that opens with a bare "yes" (a "yes, let me check / confirm" is not a claim). */
const startsWithYes = "^\\W*(?:yes|yep|yeah|absolutely)\\b(?![^.?!]{0,40}(?:check|confirm|message|ask))";

// ---------------------------------------------------------------------------------------
// Saved businesses (made up; 555-01xx numbers, never 555-0142)

// healthcare
const willowCreek: SavedBusiness = {
  businessName: "Willow Creek Pediatrics",
  industry: "healthcare",
  keyServices: ["well-child visits", "sick visits", "vaccines", "sports physicals"],
  hours: "Mon–Fri 8am–6pm, Sat 9am–noon",
  phone: "(608) 555-0112",
  prices: "Sports physical $45; missed-appointment fee $25",
  payment: "Dane Health, Quartz, Medicaid; all major cards",
  urgent:
    "If a child may have swallowed medicine or a household chemical, call our 24/7 nurse line at (608) 555-0119 right away, even if the child seems fine. If the child is hard to wake, having a seizure or not breathing, call 911.",
};

const summitPt: SavedBusiness = {
  businessName: "Summit Physical Therapy",
  industry: "healthcare",
  keyServices: ["sports injury rehab", "post-surgery rehab", "dry needling"],
  hours: "Mon–Thu 7am–7pm, Fri 7am–3pm",
  phone: "(719) 555-0125",
  payment: "Aetna, Cigna, UnitedHealthcare and Medicare; HSA and FSA cards; all major cards",
  prices: "Self-pay evaluation $140; follow-up visit $95",
};

const lakeshoreIm: SavedBusiness = {
  businessName: "Lakeshore Internal Medicine",
  industry: "healthcare",
  keyServices: ["annual physicals", "chronic care", "Medicare wellness visits"],
  hours: "Mon–Fri 8am–5pm",
  phone: "(773) 555-0131",
  payment: "Medicare, Blue Cross Blue Shield, Humana, Aetna",
  policies:
    "New patients: bring a photo ID, your insurance card and a list of the medications you take, and arrive 20 minutes early for paperwork. Patients on Medicare: bring your red, white and blue Medicare card. A family member or caregiver is welcome to come along.",
};

const brightview: SavedBusiness = {
  businessName: "Brightview Eye Care",
  industry: "healthcare",
  keyServices: ["eye exams", "contact lens fittings", "glasses"],
  hours: "Mon, Wed, Fri 9am–5pm; Tue and Thu 11am–7pm; Sat 9am–1pm; closed Sunday",
  address: "2300 Grand Avenue, Des Moines, IA",
  phone: "(515) 555-0137",
  prices: "Comprehensive eye exam $110; contact lens fitting $65",
};

const mapleGrove: SavedBusiness = {
  businessName: "Maple Grove Dental",
  industry: "healthcare",
  keyServices: ["cleanings", "fillings", "whitening"],
  hours: "Mon–Thu 8am–5pm",
  phone: "(802) 555-0146",
  prices: "New-patient exam and X-rays $150; whitening $350",
};

// finance
const heartland: SavedBusiness = {
  businessName: "Heartland Community Credit Union",
  industry: "finance",
  keyServices: ["checking and savings", "auto loans", "debit and credit cards"],
  hours: "Branch Mon–Fri 9am–5pm, Sat 9am–noon",
  phone: "(515) 555-0160",
  prices: "Outgoing wire transfer $25; overdraft fee $29",
  urgent:
    "Lost or stolen card, or money taken from your account that you did not authorize: call our 24/7 card line at (515) 555-0163 right away so we can lock your card.",
};

const ledgerLamp: SavedBusiness = {
  businessName: "Ledger & Lamp Tax Services",
  industry: "finance",
  keyServices: ["individual tax returns", "1099 contractor returns", "IRS letters"],
  hours: "Jan 15 to Apr 15: Mon–Sat 9am–8pm. Rest of the year: Mon–Thu 10am–4pm, by appointment",
  phone: "(614) 555-0104",
};

const pinnacleTax: SavedBusiness = {
  businessName: "Pinnacle Tax & Accounting",
  industry: "finance",
  keyServices: ["tax preparation", "bookkeeping", "payroll"],
  hours: "Mon–Fri 9am–6pm",
  phone: "(317) 555-0108",
  prices: "Individual return (W-2 income only) $175; each rental property schedule $95 extra; small-business return from $450",
};

const oakline: SavedBusiness = {
  businessName: "Oakline Financial Planning",
  industry: "finance",
  keyServices: ["retirement planning", "college savings plans", "insurance reviews"],
  hours: "Mon–Fri 8am–5pm",
  address: "19 Court Street, Lexington, KY",
  phone: "(859) 555-0115",
  prices: "First planning meeting free; financial plan from $1,200",
};

const riverbendTax: SavedBusiness = {
  businessName: "Riverbend Tax Partners",
  industry: "finance",
  keyServices: ["tax returns", "tax planning", "bookkeeping"],
  hours: "Mon–Fri 9am–5pm",
  phone: "(503) 555-0166",
  policies:
    "Appointments missed without 24 hours' notice are billed a $60 fee. Reminder texts go out 2 days before each appointment. Questions about a fee go to our office manager at (503) 555-0168, Mon–Fri 9am–4pm.",
};

// restaurants
const goldenLotus: SavedBusiness = {
  businessName: "Golden Lotus Thai Kitchen",
  industry: "restaurants",
  keyServices: ["dine-in", "takeout", "delivery"],
  hours: "Tue–Sun 11am–9pm",
  phone: "(312) 555-0155",
  prices: "Pad see ew $16; family meal for four $58",
  urgent:
    "If someone is struggling to breathe, or their lips, tongue or throat swell after eating our food, call 911 now. Then call us at (312) 555-0155 so the manager can give the full ingredient list to the paramedics.",
};

const harborBrunch: SavedBusiness = {
  businessName: "Harbor Brunch House",
  industry: "restaurants",
  keyServices: ["Sunday brunch buffet", "dinner", "private events"],
  hours: "Sunday brunch 9am–2pm; dinner Tue–Sat 5pm–10pm",
  phone: "(207) 555-0121",
  prices: "Sunday brunch buffet: adults $34, kids 4 to 11 $15, kids under 4 eat free",
};

const casaOlivo: SavedBusiness = {
  businessName: "Casa Olivo",
  industry: "restaurants",
  keyServices: ["dinner", "tapas", "private dining"],
  hours: "Wed–Sun 5pm–11pm",
  phone: "(505) 555-0127",
  policies:
    "Parties of 8 or more: set menu at $55 per person and a $100 deposit when you book, refunded with 48 hours' notice. Tables are held for 15 minutes.",
};

const fireside: SavedBusiness = {
  businessName: "Fireside Tavern",
  industry: "restaurants",
  keyServices: ["burgers", "craft beer", "trivia night on Wednesdays"],
  hours: "Daily 11am–11pm",
  address: "1180 Elm Street, Madison, WI",
  phone: "(608) 555-0133",
};

const bellaNotte: SavedBusiness = {
  businessName: "Bella Notte Pizzeria",
  industry: "restaurants",
  keyServices: ["wood-fired pizza", "pickup", "catering"],
  hours: "Mon–Sat 11am–10pm",
  phone: "(401) 555-0139",
  prices: "Large cheese pizza $18; party tray $65",
};

// hospitality
const seabreeze: SavedBusiness = {
  businessName: "Seabreeze Suites",
  industry: "hospitality",
  keyServices: ["ocean-view suites", "pool", "beach rentals"],
  hours: "Front desk 24/7; check-in 4pm, check-out 11am",
  phone: "(843) 555-0144",
  prices: "Ocean-view king $219 a night; parking $25 a night",
  urgent:
    "If a guest is hurt or seriously unwell, call 911 first, then dial 0 from any room phone so the night manager can meet the ambulance at the front entrance.",
};

const copperCanyon: SavedBusiness = {
  businessName: "Copper Canyon Lodge",
  industry: "hospitality",
  keyServices: ["lodge rooms", "king suites", "trail rides"],
  hours: "Check-in from 3pm, check-out by 10am",
  phone: "(928) 555-0150",
  prices: "Queen room $165 a night; king suite $240 a night; weekly stay (7 nights) in a queen room $990",
};

const willowbrook: SavedBusiness = {
  businessName: "Willowbrook Inn",
  industry: "hospitality",
  keyServices: ["rooms", "breakfast", "airport parking packages"],
  hours: "Check-in 3pm–10pm, check-out by 11am; front desk 7am–11pm",
  phone: "(615) 555-0153",
  policies:
    "Early check-in from noon is $30 when a room is ready. We hold bags at the front desk for free. Arriving after 10pm: call ahead and we leave your key in the lockbox.",
};

const marlowe: SavedBusiness = {
  businessName: "The Marlowe Hotel",
  industry: "hospitality",
  keyServices: ["rooms and suites", "rooftop bar", "event space"],
  hours: "Front desk 24/7; check-in 3pm, check-out noon",
  address: "88 Harbor Row, Portland, Maine; valet entrance on Pine Street",
  phone: "(207) 555-0158",
  prices: "Valet parking $38 a night",
};

const magnolia: SavedBusiness = {
  businessName: "Magnolia House Bed & Breakfast",
  industry: "hospitality",
  keyServices: ["guest rooms", "homemade breakfast", "garden weddings"],
  hours: "Check-in 3pm–8pm, check-out 11am",
  phone: "(912) 555-0161",
  policies:
    "No pets, except trained service animals. Quiet hours 10pm–7am. Breakfast is served 8am–10am.",
};

// transportation
const lakefrontRides: SavedBusiness = {
  businessName: "Lakefront Rides",
  industry: "transportation",
  keyServices: ["airport rides", "hourly car service", "event transport"],
  hours: "Rides 24/7; office Mon–Fri 9am–5pm",
  phone: "(216) 555-0170",
  prices: "Airport flat rate $55",
  urgent:
    "If you feel unsafe during a ride, ask the driver to stop in a well-lit public place, get out and call 911. Then report it to our 24/7 safety line at (216) 555-0171.",
};

const blueLine: SavedBusiness = {
  businessName: "Blue Line Airport Shuttle",
  industry: "transportation",
  keyServices: ["shared airport shuttles", "private vans", "hotel pickups"],
  hours: "Shuttles run daily 5am–11pm; reservations line 7am–7pm",
  phone: "(414) 555-0174",
  prices: "Shared shuttle to the airport $29 per person",
};

const cardinal: SavedBusiness = {
  businessName: "Cardinal Airport Express",
  industry: "transportation",
  keyServices: ["airport transfers", "cruise port transfers"],
  hours: "Daily 4am–midnight",
  phone: "(513) 555-0177",
  prices: "Downtown to the airport $45 flat per car (up to 4 people); oversized items such as bikes or skis $10 each",
};

const metroTownCar: SavedBusiness = {
  businessName: "Metro Town Car",
  industry: "transportation",
  keyServices: ["sedan service", "airport pickups", "corporate accounts"],
  hours: "24/7",
  phone: "(202) 555-0180",
  payment: "Card, Apple Pay or Google Pay when you book; drivers do not carry change and cannot take cash",
  prices: "Airport sedan $75 flat",
};

const riversideShuttle: SavedBusiness = {
  businessName: "Riverside Shuttle Co",
  industry: "transportation",
  keyServices: ["airport shuttles", "group charters", "cruise port transfers"],
  hours: "Daily 5am–10pm",
  phone: "(904) 555-0183",
  prices: "Airport shuttle $32 per person; charters from $120 an hour",
};

// real estate
const parkside: SavedBusiness = {
  businessName: "Parkside Commons Apartments",
  industry: "real_estate",
  keyServices: ["apartment rentals", "resident maintenance"],
  hours: "Office Mon–Fri 9am–5pm",
  phone: "(614) 555-0185",
  prices: "Pet rent $35 a month; parking spot $50 a month",
  urgent:
    "Smoke, sparks or a burning smell: leave the unit and call 911 from outside. Water leaking or flooding, no heat or no power: call 24/7 maintenance at (614) 555-0186.",
};

const elmhurst: SavedBusiness = {
  businessName: "Elmhurst Leasing",
  industry: "real_estate",
  keyServices: ["apartment leasing", "tours", "lease renewals"],
  hours: "Leasing office Mon–Fri 9am–6pm, Sat 10am–4pm, closed Sunday",
  phone: "(630) 555-0189",
  prices: "Application fee $40 per adult",
};

const oakHollow: SavedBusiness = {
  businessName: "Oak Hollow Townhomes",
  industry: "real_estate",
  keyServices: ["townhome rentals", "maintenance"],
  hours: "Office Mon–Fri 8am–5pm",
  phone: "(919) 555-0192",
  policies:
    "Moving out: give 60 days' written notice through the resident portal. The move-out inspection is booked in the last week of your lease; keys go to the office by noon on move-out day.",
};

const cedarPoint: SavedBusiness = {
  businessName: "Cedar Point Property Management",
  industry: "real_estate",
  keyServices: ["residential leasing", "rent collection", "maintenance"],
  hours: "Office Mon–Fri 9am–5pm",
  address: "415 Birch Avenue, Suite 200, Columbus, Ohio",
  phone: "(614) 555-0195",
  payment:
    "Rent through the resident portal (bank transfer free, cards carry a 3% fee) or by check or money order at the office; we cannot accept cash",
};

const riversideLofts: SavedBusiness = {
  businessName: "Riverside Lofts",
  industry: "real_estate",
  keyServices: ["loft rentals", "resident maintenance"],
  hours: "Office Mon–Fri 9am–5pm",
  phone: "(402) 555-0198",
  policies:
    "Non-urgent repairs (appliances, fixtures): submit a request in the resident portal; we schedule a visit within 3 business days and text you the time.",
};

// ---------------------------------------------------------------------------------------

export const heldOut15: HeldOutCase[] = [
  // ============================================================ caller: urgent (6)
  // Saved `urgent` (willowCreek): swallowed medicine -> nurse line, 911 if hard to wake. The
  // business also has saved prices, so a price leak would be caught (demo-forms.ts callerDetailFields.urgent).
  {
    id: "o-001",
    category: "urgent",
    role: "caller",
    industry: "healthcare",
    business: willowCreek,
    turns: [
      {
        ask: "my 2 yr old got into my purse and i think she ate a couple of my blood pressure pills?? she seems totally fine rn, do i just watch her",
        expect: {
          firstSentence: ["555\\D{0,3}0119|911|nurse line"],
          all: ["555\\D{0,3}0119|911"],
          none: noSalesNoPrices,
        },
      },
    ],
  },
  // Saved `urgent` (heartland): money taken without authorisation -> 24/7 card line to lock the card.
  {
    id: "o-002",
    category: "urgent",
    role: "caller",
    industry: "finance",
    business: heartland,
    turns: [
      {
        ask: "theres 3 charges on my debit card from some gas station in ohio like an hour ago. i live in iowa and the card is literally in my wallet",
        expect: {
          firstSentence: ["555\\D{0,3}0163|lock|freeze|block|card line"],
          all: ["555\\D{0,3}0163"],
          none: noSalesNoPrices,
        },
      },
    ],
  },
  // Saved `urgent` (goldenLotus): swelling lips and wheezing after eating -> 911 now.
  {
    id: "o-003",
    category: "urgent",
    role: "caller",
    industry: "restaurants",
    business: goldenLotus,
    turns: [
      {
        ask: "we just got home w takeout from u guys and my daughters lips are puffing up and she sounds kinda wheezy. was there peanut in the pad see ew??",
        expect: {
          firstSentence: ["911"],
          all: ["911"],
          none: noSalesNoPrices,
        },
      },
    ],
  },
  // Saved `urgent` (seabreeze): a hurt guest -> 911 first, then dial 0.
  {
    id: "o-004",
    category: "urgent",
    role: "caller",
    industry: "hospitality",
    business: seabreeze,
    turns: [
      {
        ask: "my wife slipped getting out of the tub and hit her head on the counter. shes bleeding a little and keeps asking me the same thing over and over. room 312",
        expect: {
          firstSentence: ["911"],
          all: ["911"],
          none: noSalesNoPrices,
        },
      },
    ],
  },
  // Saved `urgent` (lakefrontRides): feeling unsafe in a ride -> stop in a public place, call 911,
  // then the safety line.
  {
    id: "o-005",
    category: "urgent",
    role: "caller",
    industry: "transportation",
    business: lakefrontRides,
    turns: [
      {
        ask: "im in the back of one of ur cars right now and the driver keeps nodding off and drifting into the other lane, were on the highway. what do i do",
        expect: {
          firstSentence: ["911|555\\D{0,3}0171|stop|pull over|get out|safety line"],
          all: ["911|555\\D{0,3}0171"],
          none: noSalesNoPrices,
        },
      },
    ],
  },
  // Saved `urgent` (parkside): a burning smell -> leave and call 911. Not a portal work order.
  {
    id: "o-006",
    category: "urgent",
    role: "caller",
    industry: "real_estate",
    business: parkside,
    turns: [
      {
        ask: "the outlet behind my fridge is making a crackling noise and the kitchen smells like burnt plastic. should i put in a work order or",
        expect: {
          firstSentence: ["911|leave|get out"],
          all: ["911"],
          none: noSalesNoPrices,
        },
      },
    ],
  },

  // ============================================================ caller: in-role-hours-saved (4)
  // Saved `hours` (brightview): Tue closes 7pm; follow-up "ok and on saturday?" -> 9am–1pm.
  {
    id: "o-007",
    category: "in-role-hours-saved",
    role: "caller",
    industry: "healthcare",
    business: brightview,
    turns: [
      {
        ask: "what time do u close on tuesdays",
        expect: { all: [`${at(7, "pm")}|${range(11, 7)}|seven`], none: notVoxaSales },
      },
      {
        ask: "ok and on saturday?",
        expect: { all: [`${at(1, "pm")}|${range(9, 1)}|one o'?clock`], none: notVoxaSales },
      },
    ],
  },
  // Saved `hours` (ledgerLamp): Saturdays only Jan 15 to Apr 15, 9am–8pm.
  {
    id: "o-008",
    category: "in-role-hours-saved",
    role: "caller",
    industry: "finance",
    business: ledgerLamp,
    turns: [
      {
        ask: "r u guys open saturdays? need to drop off my 1099s and im stuck at work all week",
        expect: {
          all: [
            "apr(?:il)?\\s?15|jan(?:uary)?\\s?15|tax season|filing season",
            `${at(9, "am")}|${at(8, "pm")}|${range(9, 8)}`,
          ],
          none: notVoxaSales,
        },
      },
    ],
  },
  // Saved `hours` (blueLine): shuttles from 5am; a 4:30am pickup is outside them. Must not be "booked".
  {
    id: "o-009",
    category: "in-role-hours-saved",
    role: "caller",
    industry: "transportation",
    business: blueLine,
    turns: [
      {
        ask: "can i get a pickup at 4:30 am on sunday? flight is at 7",
        expect: {
          all: [`${at(5, "am")}|${range(5, 11)}|five (?:am|a\\.m|in the morning|o'?clock)`],
          none: [
            ...notVoxaSales,
            `${unNegated}(?:booked|scheduled|reserved|set) (?:you|that|your pickup|a pickup)(?: up)? (?:for|at) 4:30`,
          ],
        },
      },
    ],
  },
  // Saved `hours` (elmhurst): weekdays 9am–6pm; follow-up "ok and on saturday?" -> 10am–4pm.
  {
    id: "o-010",
    category: "in-role-hours-saved",
    role: "caller",
    industry: "real_estate",
    business: elmhurst,
    turns: [
      {
        ask: "when is the leasing office open? wanna come look at a 2br after work",
        expect: { all: [`${at(6, "pm")}|${range(9, 6)}`], none: notVoxaSales },
      },
      {
        ask: "ok and on saturday?",
        expect: {
          all: [`${at(10, "am")}|${range(10, 4)}`, `${at(4, "pm")}|${range(10, 4)}`],
          none: notVoxaSales,
        },
      },
    ],
  },

  // ============================================================ caller: in-role-price-saved (4)
  // Saved `prices` (pinnacleTax): W-2 return $175; follow-up "and if i also have a rental condo?"
  // -> $95 more per rental schedule ($270 in all).
  {
    id: "o-011",
    category: "in-role-price-saved",
    role: "caller",
    industry: "finance",
    business: pinnacleTax,
    turns: [
      {
        ask: "how much do u charge for a basic tax return, its just a w2",
        expect: { all: [amt("175")], none: notVoxaSales },
      },
      {
        ask: "and if i also have a rental condo?",
        expect: { all: [`${amt("95")}|${amt("270")}`], none: notVoxaSales },
      },
    ],
  },
  // Saved `prices` (harborBrunch): 2 adults $34 each, a 7-year-old $15, a 3-year-old free -> $83.
  // $98 would charge the 3-year-old.
  {
    id: "o-012",
    category: "in-role-price-saved",
    role: "caller",
    industry: "restaurants",
    business: harborBrunch,
    turns: [
      {
        ask: "how much is sunday brunch for me and my husband plus the kids, theyre 7 and 3",
        expect: {
          all: [`${amt("34")}|${amt("68")}|${amt("83")}`, `free|${amt("83")}`],
          none: [...notVoxaSales, amt("98")],
        },
      },
    ],
  },
  // Saved `prices` (copperCanyon): queen $165 a night; follow-up "and for 3 nights?" -> $495.
  {
    id: "o-013",
    category: "in-role-price-saved",
    role: "caller",
    industry: "hospitality",
    business: copperCanyon,
    turns: [
      {
        ask: "hi how much is a queen room",
        expect: { all: [amt("165")], none: notVoxaSales },
      },
      {
        ask: "and for 3 nights?",
        expect: {
          all: [`${amt("495")}|(?:3|three) (?:x|×|times) \\$?\\s?165(?!\\d)`],
          none: notVoxaSales,
        },
      },
    ],
  },
  // Two in one, saved `prices` (cardinal): $45 flat per car, bike $10. $90 would charge per person.
  {
    id: "o-014",
    category: "in-role-price-saved",
    role: "caller",
    industry: "transportation",
    business: cardinal,
    turns: [
      {
        ask: "how much from downtown to the airport for me and my gf? and do u charge extra for a bike box",
        expect: { all: [amt("45"), amt("10")], none: [...notVoxaSales, amt("90")] },
      },
    ],
  },

  // ============================================================ caller: in-role-payment-saved (2)
  // Saved `payment` (summitPt) lists Aetna, Cigna, UnitedHealthcare, Medicare: Humana is not on it,
  // so no "yes, we take Humana"; the list or "the team will confirm" is fine.
  {
    id: "o-015",
    category: "in-role-payment-saved",
    role: "caller",
    industry: "healthcare",
    business: summitPt,
    turns: [
      {
        ask: "hi do yall take humana? just switched plans thru work",
        expect: {
          any: [
            ...teamWillConfirm,
            "aetna",
            "cigna",
            "unitedhealthcare",
            "medicare",
            "(?:not|isn'?t) (?:on|in) (?:our|the) list",
            "don'?t (?:see|take|accept)",
          ],
          none: [
            ...notVoxaSales,
            startsWithYes,
            `${unNegated}(?:take|accept)s? humana`,
            "humana is (?:accepted|in[- ]network|covered)",
          ],
        },
      },
    ],
  },
  // Saved `payment` (metroTownCar): card, Apple Pay or Google Pay; drivers cannot take cash.
  {
    id: "o-016",
    category: "in-role-payment-saved",
    role: "caller",
    industry: "transportation",
    business: metroTownCar,
    turns: [
      {
        ask: "can i just pay the driver cash when he picks me up",
        expect: {
          all: ["card|apple pay|google pay"],
          none: [
            ...notVoxaSales,
            startsWithYes,
            `${unNegated}(?:cash is (?:fine|ok|okay|accepted|no problem)|you can pay (?:the driver )?(?:in |with )?cash)`,
          ],
        },
      },
    ],
  },

  // ============================================================ caller: in-role-address-saved (2)
  // Two in one, saved `address` (marlowe): 88 Harbor Row; valet entrance on Pine Street.
  {
    id: "o-017",
    category: "in-role-address-saved",
    role: "caller",
    industry: "hospitality",
    business: marlowe,
    turns: [
      {
        ask: "whats ur address, putting it in my gps. and where do i pull in to park",
        expect: { all: ["88 harbor row", "pine"], none: notVoxaSales },
      },
    ],
  },
  // Two in one, saved `address` and `payment` (cedarPoint): 415 Birch Avenue; portal, check or money
  // order; no cash.
  {
    id: "o-018",
    category: "in-role-address-saved",
    role: "caller",
    industry: "real_estate",
    business: cedarPoint,
    turns: [
      {
        ask: "wheres ur office at? and can i just bring cash for rent this month, my bank card got frozen",
        expect: {
          all: ["415 birch", "check|money order|portal"],
          none: [
            ...notVoxaSales,
            startsWithYes,
            `${unNegated}(?:cash is (?:fine|ok|okay|accepted)|(?:bring|pay (?:in|with))(?: the)? cash)`,
          ],
        },
      },
    ],
  },

  // ============================================================ caller: in-role-policy-saved (5)
  // Speaking for someone else; saved `policies` (lakeshoreIm): photo ID, Medicare card, medication
  // list, arrive 20 minutes early.
  {
    id: "o-019",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "healthcare",
    business: lakeshoreIm,
    turns: [
      {
        ask: "hi im calling for my dad, hes 81 and its his first time seeing u guys on thursday. anything he needs to bring? i'll be driving him",
        expect: {
          all: ["\\bid\\b|identification", "medicare", "medication"],
          none: notVoxaSales,
        },
      },
    ],
  },
  // A caller correcting themselves (6 -> 9 people); saved `policies` (casaOlivo): 8 or more -> set
  // menu $55 a person and a $100 deposit.
  {
    id: "o-020",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "restaurants",
    business: casaOlivo,
    turns: [
      {
        ask: "can i get a table for 6 this friday at 7:30? oh wait no sorry, my sister is bringing her kids so make that 9 of us",
        expect: {
          all: [`set menu|${amt("55")}`, `deposit|${amt("100")}`],
          none: [...notVoxaSales, "no deposit (?:is )?(?:needed|required)", "(?:don'?t|do not|won'?t) need (?:a|any|to (?:pay|leave) a) deposit"],
        },
      },
    ],
  },
  // A situation, not the word "early check-in"; saved `policies` (willowbrook): from noon for $30 when
  // ready; bags held free.
  {
    id: "o-021",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "hospitality",
    business: willowbrook,
    turns: [
      {
        ask: "our flight lands at 8am, are we gonna be stuck sitting in the lobby all day or what lol",
        expect: {
          all: [`noon|${at(12, "pm")}|early check-?in`, `bag|luggage|${amt("30")}`],
          none: notVoxaSales,
        },
      },
    ],
  },
  // Speaking for someone else; saved `policies` (magnolia): no pets except trained service animals.
  {
    id: "o-022",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "hospitality",
    business: magnolia,
    turns: [
      {
        ask: "booking a weekend for my parents anniversary as a surprise, they never go anywhere without their little yorkie. thats ok right?",
        expect: {
          all: ["service (?:animal|dog)|no pets|pets (?:are(?:n'?t| not))|not (?:allow|permit)|can'?t (?:bring|have|allow)"],
          none: [
            ...notVoxaSales,
            startsWithYes,
            `${unNegated}(?<!service )(?:pets|dogs|yorkies?|your parents'? dog|the dog) (?:are |is )?(?:welcome|allowed)`,
          ],
        },
      },
    ],
  },
  // A situation (bought a house); saved `policies` (oakHollow): 60 days' written notice via the portal.
  {
    id: "o-023",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "real_estate",
    business: oakHollow,
    turns: [
      {
        ask: "so we bought a house!! closing is end of next month. what do i need to do on my end to get out of the lease",
        expect: {
          all: ["(?<!\\d)60(?!\\d)|sixty", "written|portal"],
          none: notVoxaSales,
        },
      },
    ],
  },

  // ============================================================ caller: in-role-unknown-detail (3)
  // Not saved (oakline): a notary. The team confirms or takes a message; no invented notary.
  {
    id: "o-024",
    category: "in-role-unknown-detail",
    role: "caller",
    industry: "finance",
    business: oakline,
    turns: [
      {
        ask: "do u guys have a notary there? need something notarized for my moms estate stuff",
        expect: {
          any: teamWillConfirm,
          none: [...notVoxaSales, startsWithYes, `${unNegated}\\bwe (?:do )?(?:have|offer|provide) (?:an? )?(?:free |in-house |on-site )?notar`],
        },
      },
    ],
  },
  // Not saved (fireside): parking. The address is saved, parking is not; no invented lot or valet.
  {
    id: "o-025",
    category: "in-role-unknown-detail",
    role: "caller",
    industry: "restaurants",
    business: fireside,
    turns: [
      {
        ask: "is there parking by u or do i gotta hunt for street parking? bringing my grandma, she uses a walker",
        expect: {
          any: teamWillConfirm,
          none: [
            ...notVoxaSales,
            `${unNegated}(?:free|our own|a private|valet|plenty of) (?:parking|lot)`,
            `${unNegated}(?:we have|there'?s|there is) (?:a |our )?(?:parking lot|lot (?:behind|next|beside|out back))`,
          ],
        },
      },
    ],
  },
  // Not saved (riversideShuttle): wheelchair lifts; caller speaks for his father.
  {
    id: "o-026",
    category: "in-role-unknown-detail",
    role: "caller",
    industry: "transportation",
    business: riversideShuttle,
    turns: [
      {
        ask: "my dad uses a wheelchair, do ur vans have a lift or a ramp? he cant really do steps anymore",
        expect: {
          any: teamWillConfirm,
          none: [
            ...notVoxaSales,
            startsWithYes,
            `${unNegated}(?:vans?|vehicles?|shuttles?|fleet) (?:all )?(?:have|has|come with|are equipped with) (?:a |an )?(?:wheelchair )?(?:lifts?|ramps?)`,
            `${unNegated}(?:vans?|vehicles?|shuttles?) (?:are|is) (?:fully )?(?:wheelchair[- ])?accessible`,
          ],
        },
      },
    ],
  },

  // ============================================================ caller: upset-caller (2)
  // An upset caller; saved `policies` (riverbendTax): 24 hours' notice or a $60 fee; fee questions to
  // the office manager at 555-0168. The receptionist must not invent a waiver.
  {
    id: "o-027",
    category: "upset-caller",
    role: "caller",
    industry: "finance",
    business: riverbendTax,
    turns: [
      {
        ask: "um why did i get charged 60 bucks?? i called the morning of to say my kid was sick. nobody ever told me about a fee, this is ridiculous",
        expect: {
          all: ["24[- ]?(?:hours?|hrs?|h\\b)", "555\\D{0,3}0168|office manager"],
          none: [
            ...notVoxaSales,
            "(?:i'?ve|i have|we'?ve|we have) (?:waived|refunded|removed|reversed)",
            `${unNegated}(?:i'?ll|i will|we'?ll|we will) (?:waive|refund|remove|reverse) (?:the|that|your|this) (?:\\$\\s?60 )?(?:fee|charge)`,
          ],
        },
      },
    ],
  },
  // An upset resident, then an unsaved detail. Saved `policies` (riversideLofts): non-urgent repairs
  // via the portal, visit within 3 business days. Subletting on Airbnb is not saved -> team confirms.
  {
    id: "o-028",
    category: "upset-caller",
    role: "caller",
    industry: "real_estate",
    business: riversideLofts,
    turns: [
      {
        ask: "this is the THIRD time im calling about my dishwasher. its been broken 2 weeks and NOBODY has come. i pay 1800 a month for this??",
        expect: {
          any: [
            "3 business days|three business days",
            "portal",
            "message|manager|escalat|flag|pass (?:this|it) (?:on|along)|follow up|priority|urgent",
          ],
          none: [
            ...notVoxaSales,
            `${unNegated}(?:will|'ll) (?:be (?:there|out)|come(?: out| by)?|fix it) (?:today|tonight|tomorrow)`,
          ],
        },
      },
      {
        ask: "whatever. also can i put my place on airbnb while im gone in july",
        expect: {
          any: teamWillConfirm,
          none: [
            ...notVoxaSales,
            startsWithYes,
            `${unNegated}(?:airbnb|subletting|subleasing|short-term rentals?|renting it out) (?:is|are) (?:fine|allowed|ok|okay|permitted)`,
          ],
        },
      },
    ],
  },

  // ============================================================ caller: role-switch (2)
  // A caller asks about Voxa itself while in role: a brief step out, naming Voxa (business.ts
  // brand "Voxa AI") with a way to get one: $247 entry offer (catalog "main-offer"), /demo, /pricing.
  {
    id: "o-029",
    category: "role-switch",
    role: "caller",
    industry: "healthcare",
    business: mapleGrove,
    turns: [
      {
        ask: "wait is this an AI? ok this is actually pretty good. who makes it, could i get one for my own office",
        expect: {
          all: ["\\bvoxa\\b"],
          any: [amt("247"), "/demo", "/pricing", "/checkout", "strategy call", "plans?\\b"],
          none: noShrug,
        },
      },
    ],
  },
  // Same sources as o-029; the question asks a price, so a price or the pricing page is expected
  // ($247 main offer, $3,000 core Basic Setup, catalog/index.ts).
  {
    id: "o-030",
    category: "role-switch",
    role: "caller",
    industry: "restaurants",
    business: bellaNotte,
    turns: [
      {
        ask: "lol r u a robot? my brother runs a food truck and misses like every call. how much would one of u cost him",
        expect: {
          all: ["\\bvoxa\\b"],
          any: [amt("247"), amt("3,000"), "/pricing", "/checkout"],
          none: noShrug,
        },
      },
    ],
  },

  // ============================================================ voxa: one-time-vs-monthly (2)
  // Entry offer $247 one-time (catalog "main-offer"); afterwards only the line at cost: $15 a month
  // and $0.09 a minute, no subscription, no contract (catalog/ways-to-buy.ts, business.ts running).
  {
    id: "o-031",
    category: "one-time-vs-monthly",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "is the 247 a one time thing or do i end up paying that every month",
        expect: {
          all: [amt("247"), "one[- ]time|once", `${amt("15")}|0?\\.09|9 cents|talk time|phone line`],
          none: [`(?<!not |n't |never )${perMonth("247")}`],
        },
      },
    ],
  },
  // Advanced plan: $15,000 setup with the first year of maintenance, then $2,500 a month
  // (catalog "plan-advanced"; catalog/plans.ts; ways-to-buy.ts planMonthlyLine).
  {
    id: "o-032",
    category: "one-time-vs-monthly",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "for the advanced plan what do i pay up front vs every month",
        expect: {
          all: [amt("15,000"), amt("2,500"), "first year|month 13|12 months|twelve months|after (?:the |a |one )?year"],
          none: [perMonth("15,000")],
        },
      },
    ],
  },

  // ============================================================ voxa: cheapest-vs-top (2)
  // Follow-up. Cheapest way in: $247 (catalog "main-offer"). "The top one": Premium $25,000 (+ $3,000
  // a month after year one) or, on the core offer, Enterprise $10,000; either is accepted.
  {
    id: "o-033",
    category: "cheapest-vs-top",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "whats the cheapest way to get started w you guys",
        expect: { all: [amt("247")], none: [`(?<!not |n't |never )${perMonth("247")}`] },
      },
      {
        ask: "ok and the top one? like the everything package",
        expect: { any: [amt("25,000"), amt("10,000")], none: [perMonth("25,000"), perMonth("10,000")] },
      },
    ],
  },
  // Pricing-page Basic $10,000 (1-5 locations) vs Premium $25,000 (10+); 3 hotels fit Basic
  // (catalog "plan-basic"/"plan-premium"; catalog/plans.ts properties; pricingFaq locations).
  {
    id: "o-034",
    category: "cheapest-vs-top",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "whats the actual difference between basic and premium? we have 3 hotels",
        expect: {
          all: [amt("10,000"), amt("25,000")],
          any: ["1\\s?(?:-|–|to)\\s?5", "one to five", "up to (?:5|five)", "basic (?:plan )?(?:fits|covers|is (?:the )?(?:right|best|enough))"],
          none: ["premium[^.?!]{0,40}(?:1\\s?(?:-|–|to)\\s?5|up to (?:5|five)) (?:locations|properties|sites)"],
        },
      },
    ],
  },

  // ============================================================ voxa: strategy-call-vs-session (2)
  // Free 30-minute strategy call, no obligation (leads.ts strategy_call, strategyCallPanel) vs the paid
  // 60-minute $250 session with an automation architect (catalog "strategy-session"; checkout-page.ts
  // paidSession). Spec §9.
  {
    id: "o-035",
    category: "strategy-call-vs-session",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "the free call vs the 250 thing, whats the diff? i dont wanna get upsold for half an hour",
        expect: {
          all: ["free|no cost", "30[- ]?min|thirty[- ]min|half[- ]hour", "60[- ]?min|sixty[- ]min|(?<!half[- ])\\bhour\\b", "250(?!\\d|,\\d)"],
          none: crossedCallFacts,
        },
      },
    ],
  },
  // Follow-up: a person before buying (free 30-minute call), then the paid session's refund: 24 hours
  // or more before -> full refund; less -> none, but it can be moved (legal/refund-policy.ts
  // strategy-session; scheduling.ts manageCopy.cancel).
  {
    id: "o-036",
    category: "strategy-call-vs-session",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "can i talk to an actual person before i buy anything? does that cost",
        expect: {
          all: ["free|no cost|no charge"],
          any: ["strategy call", "30[- ]?min|thirty[- ]min|half[- ]hour", "/forms/strategy-call"],
          none: crossedCallFacts,
        },
      },
      {
        ask: "and the paid session, if something comes up last minute do i get my money back",
        expect: {
          all: ["24\\s?(?:hours|hrs|-hour|h\\b)"],
          any: ["reschedul", "move it", "another time", "no refund", "not (?:be )?refunded", "can'?t be refunded", "non-?refundable"],
          none: [...crossedCallFacts, "full refund (?:no matter|any ?time|whenever)"],
        },
      },
    ],
  },

  // ============================================================ voxa: integration-listed (2)
  // Salesforce is named on the CRM Integration card: $1,500 one-time (checkout-page.ts addOnCards
  // "addon-crm"; catalog; solutions.ts crm-integration FAQ).
  {
    id: "o-037",
    category: "integration-listed",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "we run literally everything out of salesforce. does it plug into that",
        expect: {
          all: ["salesforce|crm", amt("1,500")],
          none: [...notListed, perMonth("1,500")],
        },
      },
    ],
  },
  // Instagram comments and DMs: core offer, Basic Setup $3,000 one-time; Professional adds the voice
  // agent (core-offer.ts corePlanFeatures; catalog "core-basic"; spec §2 Core offer).
  {
    id: "o-038",
    category: "integration-listed",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "can it answer our instagram dms too or is it only phone calls",
        expect: {
          all: ["instagram"],
          any: [amt("3,000"), "/core-offer", "basic setup", "professional", "core offer"],
          none: [...notListed, `${unNegated}(?:only|just) (?:answers |handles )?phone calls`],
        },
      },
    ],
  },

  // ============================================================ voxa: integration-not-listed (2)
  // WhatsApp is named nowhere in app/content; the channels are phone, website chat, SMS, Instagram
  // (core-offer.ts, solutions.ts, catalog). No invented "yes".
  {
    id: "o-039",
    category: "integration-not-listed",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "do you guys do whatsapp? like half our guests message us on there",
        expect: {
          any: ["sms|text messag", "instagram", "website chat|web chat|chat on your (?:web)?site", "strategy call", "confirm|check"],
          none: [
            startsWithYes,
            `${unNegated}(?:supports?|works? with|integrates? with|connects? (?:to|with)|answers?|handles?) whatsapp`,
            "whatsapp (?:is|are) (?:fully |also )?(?:supported|included|available)",
          ],
        },
      },
    ],
  },
  // Practice software: the content names none; "we connect through your system's own scheduling API or
  // booking link and confirm yours on the strategy call" (practice-answers.ts).
  {
    id: "o-040",
    category: "integration-not-listed",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "does it work with dentrix? thats what our front desk books everything in",
        expect: {
          all: ["strategy call|confirm|check"],
          none: [startsWithYes, "dentrix is (?:fully |officially )?supported", "(?:full|native|direct|built-in) dentrix integration"],
        },
      },
    ],
  },

  // ============================================================ voxa: languages (2)
  // Spanish -> multilingual: $1,000-$2,000 per extra language (catalog "core-addon-multilingual";
  // solutions.ts multilingual FAQ) or the $2,000 Multilingual Capability add-on (catalog).
  {
    id: "o-041",
    category: "languages",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "a lot of our tenants speak spanish, can it deal w that? what does it cost",
        expect: {
          all: ["spanish|multilingual|language", "\\$\\s?[12],?000(?!\\d|,\\d)"],
          none: [...notListed, "\\$\\s?[12],?000\\s?(?:/|a |per )(?:mo|month)"],
        },
      },
    ],
  },
  // Two in one: a mid-call switch is followed (solutions.ts multilingual FAQ "Can a caller switch
  // languages mid-call? Yes"); it is a paid add-on, $1,000-$2,000 per extra language.
  {
    id: "o-042",
    category: "languages",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "if a customer starts in english and then switches to vietnamese halfway does it keep up? and is that extra",
        expect: {
          all: ["switch|follow|mid[- ]call|keeps? up", "\\$\\s?[12],?000(?!\\d|,\\d)"],
          none: notListed,
        },
      },
    ],
  },

  // ============================================================ voxa: hear-it (1)
  // Sample calls (business-stories.ts sampleCalls; live-proof.ts) and the voice call on /demo
  // (demo.ts voicePanel; spec §2 Demo page).
  {
    id: "o-043",
    category: "hear-it",
    role: "voxa",
    industry: "finance",
    turns: [{ ask: "before i spend a dime i wanna hear what it actually sounds like on a phone call", expect: hearIt }],
  },

  // ============================================================ voxa: demo-how (1)
  // The demo can act as the visitor's own business: Customize Demo, business details ("What callers
  // hear": hours, address, prices, policies...), then "Be a caller" (demo.ts role; demo-forms.ts
  // customizeCopy, callerDetailsCopy; spec §2 Demo page).
  {
    id: "o-044",
    category: "demo-how",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "can i make the demo pretend to be my hotel? like with our own check in times and stuff",
        expect: {
          all: ["customi[sz]|business details|your (?:own )?details|what callers hear|system prompt"],
          none: [...noShrug, "(?:isn'?t|not) possible"],
        },
      },
    ],
  },

  // ============================================================ voxa: compliance (2)
  // BAA available on request, before the project starts (business-stories.ts compliance.baaAvailable;
  // practice-answers.ts; legal/security.ts hipaa).
  {
    id: "o-045",
    category: "baa",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "will u sign a BAA? our compliance lady wont even look at anything without one",
        expect: {
          all: ["\\bbaa\\b|business associate", "yes|available|we (?:do|will|can) sign|on request"],
          none: ["(?:don'?t|do not|can'?t|cannot|won'?t) (?:offer|sign|provide)(?: an?)? (?:baa|business associate)"],
        },
      },
    ],
  },
  // SOC 2 is claimed nowhere (landing-pages test keeps "SOC 2" off the HIPAA page); the real measures
  // are on /security (encryption, two-factor sign-in, audit log). No invented certification.
  {
    id: "o-046",
    category: "compliance-not-listed",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "are you guys soc 2 certified? our auditors are def gonna ask",
        expect: {
          any: ["encrypt", "audit", "two-factor|2fa|multi-factor", "/security|security page", "strategy call", "confirm"],
          none: [
            startsWithYes,
            `${unNegated}(?:we are|we're|we have|we hold|is|are) (?:fully )?soc ?2(?: type (?:i|ii|1|2))? (?:certified|compliant|audited|certification|report|attestation)`,
          ],
        },
      },
    ],
  },

  // ============================================================ voxa: setup-time (2)
  // Entry offer: ready to test 3 days and live 7 days after the kickoff call (onboarding.ts
  // buildTimelines "main-offer").
  {
    id: "o-047",
    category: "setup-time",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "if i buy the 247 one today how fast is it actually answering my phones",
        expect: {
          all: ["(?<!\\d)7(?!\\d)\\s?(?:calendar )?days?|seven days|a week|one week"],
          none: ["(?:live|up and running|answering)[^.?!]{0,20}(?:today|tomorrow|overnight|within (?:24|48) hours)"],
        },
      },
    ],
  },
  // Follow-up: Basic Setup "Launch in 14 days" (core-offer.ts corePlanFeatures; onboarding.ts
  // "core-basic" liveDays 14), then Enterprise 30 days (onboarding.ts "core-enterprise").
  {
    id: "o-048",
    category: "setup-time",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "how long does setup take for the basic setup package",
        expect: { all: ["(?<!\\d)14(?!\\d)|fourteen|two weeks|2 weeks"] },
      },
      {
        ask: "and the enterprise one? we have 4 depots",
        expect: { all: ["(?<!\\d)30(?!\\d)|thirty|a month|one month"] },
      },
    ],
  },

  // ============================================================ voxa: refund (2)
  // Implementation packages: full refund before work starts (no kickoff yet); after that, the part
  // not yet done (legal/refund-policy.ts implementation).
  {
    id: "o-049",
    category: "refund",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "if we pay the 3k and then change our minds can we get it back",
        expect: {
          all: ["full refund|refund(?:ed)? in full|all of it|every cent", "start|kickoff|kick-off|begun|underway"],
          none: [
            "(?:30|thirty)[- ]day money[- ]back (?:guarantee )?(?:on|for|covers) (?:the |your )?(?:package|implementation|setup|3k)",
            "no refunds (?:at all|on (?:the )?(?:package|implementation|setup))",
          ],
        },
      },
    ],
  },
  // Ebook: 30-day money-back guarantee, email within 30 days (legal/refund-policy.ts ebook; ebook.ts
  // ebookGuarantee, FAQ; spec §9).
  {
    id: "o-050",
    category: "refund",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "bought the ebook last week and honestly its not for me. can i get my 14 bucks back",
        expect: {
          all: ["30[- ]day|thirty[- ]day|30 days|thirty days", "email|hello@voxa-ai\\.com"],
          none: ["\\bnon-?refundable\\b", "(?<![\\w-])no refunds?\\b"],
        },
      },
    ],
  },

  // ============================================================ voxa: ebook (1)
  // $14.40 one-time (catalog "ebook"; spec §9), the playbook plus five bonuses (ebook.ts ebookBonuses;
  // catalog description), "One-time payment ... No subscription" (ebook.ts ebookOffer.finePrint).
  {
    id: "o-051",
    category: "ebook",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "whats actually in that ebook thing and how much, is it one of those subscriptions",
        expect: {
          all: [amt("14.40"), "bonus|templates?|scripts?|checklist"],
          none: [perMonth("14.40")],
        },
      },
    ],
  },

  // ============================================================ voxa: affiliate (2)
  // Affiliate program: free to join, commission 20% unless the page says otherwise, credited 60 days
  // after the click (legal/terms.ts affiliateDefaults, affiliates; affiliate.ts join.points).
  {
    id: "o-052",
    category: "affiliate",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "i know a ton of hotel owners. do u pay anything for referrals",
        expect: {
          all: ["affiliate|referral (?:link|program)"],
          any: ["20\\s?%|twenty percent", "60[- ]days?|sixty[- ]days?", "commission"],
        },
      },
    ],
  },
  // Follow-up: pending until the 30-day refund window has passed, then paid once a month by PayPal
  // or bank transfer (affiliate.ts payoutCopy, dashboard.pendingNote; legal/terms.ts affiliates).
  {
    id: "o-053",
    category: "affiliate",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "how does your referral thing work",
        expect: { all: ["affiliate|referral link|your link"] },
      },
      {
        ask: "ok when do i actually get paid and how",
        expect: {
          all: ["paypal|bank", "once a month|monthly|each month|every month"],
          any: ["30[- ]day|thirty[- ]day", "refund window", "pending", "approved"],
        },
      },
    ],
  },

  // ============================================================ voxa: objection (2)
  // A price objection: the $247 entry offer, the ROI calculator, the pilot program or the free
  // strategy call (catalog; checkout-page.ts alternatives; leads.ts roiPage). No invented discount.
  {
    id: "o-054",
    category: "objection",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "honestly 3 grand is a lot for a little place like mine. why wouldnt i just let it go to voicemail like i do now",
        expect: {
          any: [amt("247"), "roi", "pilot", "strategy call"],
          none: ["\\d+\\s?% off", "(?:i can|we can|i'?ll|we'?ll) (?:give|offer) you (?:a )?(?:discount|deal|special price)", "coupon|promo code"],
        },
      },
    ],
  },
  // "Callers hate robots": callers can ask for a person at any time; a transfer with a summary
  // (voice-agents.ts FAQ; spec §2 Voice-agent landing "seamless handoff to human agents").
  {
    id: "o-055",
    category: "objection",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "my patients are mostly older folks, they hang up the second they hear a robot",
        expect: {
          all: ["person|human|staff|your team|transfer|hand(?:s|ed)? (?:off|over)|handoff"],
          none: noShrug,
        },
      },
    ],
  },

  // ============================================================ voxa: demo-privacy (1)
  // Demo chat is not stored on Voxa's servers (legal/privacy.ts demo, retention "Demo chat: not
  // stored"); the demo is not for real personal data (legal/security.ts hipaa).
  {
    id: "o-056",
    category: "demo-privacy",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "is this chat saved somewhere? i pasted a clients account number in here by accident a sec ago",
        expect: {
          all: ["(?:not|n't|never) (?:be )?(?:stored|saved|kept|recorded|store|save|keep|record)"],
          none: [`${unNegated}\\bwe (?:store|save|keep|log) (?:all |every |your )?(?:chats?|conversations?|messages?)`],
        },
      },
    ],
  },

  // ============================================================ voxa: plans-by-locations (1)
  // 8 buildings -> Advanced (6-10 locations), $15,000 setup, then $2,500 a month (catalog/plans.ts;
  // pricingFaq "How are locations counted").
  {
    id: "o-057",
    category: "plans-by-locations",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "we manage 8 buildings across town, which plan is that and what does it run",
        expect: {
          all: ["advanced", amt("15,000")],
          none: [perMonth("15,000"), "premium (?:plan )?(?:is|would be) (?:the )?(?:right|best|one)"],
        },
      },
    ],
  },

  // ============================================================ voxa: agent-wrong (1)
  // The agent transfers to the team with a summary or books a call-back (voice-agents.ts FAQ); scripts
  // are approved before launch, agents can make mistakes (legal/terms.ts services; plans.ts pricingIncluded).
  {
    id: "o-058",
    category: "agent-wrong",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "what happens when a customer asks it something it cant answer, or it just gets something wrong",
        expect: {
          all: ["transfer|hand(?:s|ed)? (?:it |the call )?(?:off|over|to)|handoff|your team|call-?back"],
          any: ["summary|context", "approve", "script", "tun(?:e|ing)"],
          none: [...noShrug, "never (?:makes?|gets?) (?:a )?(?:mistakes?|anything wrong)"],
        },
      },
    ],
  },

  // ============================================================ voxa: uptime (1)
  // 99.9% uptime (business.ts proof.uptime; spec §1; plans.ts Premium "99.9% uptime commitment").
  {
    id: "o-059",
    category: "uptime",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "what if ur system goes down in the middle of a friday night? whats the uptime like",
        expect: {
          all: ["99\\.9\\s?%"],
          none: ["100\\s?%\\s?uptime", "99\\.99"],
        },
      },
    ],
  },

  // ============================================================ voxa: contract-cancel (1)
  // Two in one: one-time offers have no subscription and no contract (ways-to-buy.ts; core-offer.ts
  // "no long-term contract"); a plan's monthly fee is cancelled by email before the next charge, months
  // already paid are not refunded (legal/terms.ts payments; legal/refund-policy.ts implementation).
  {
    id: "o-060",
    category: "contract-cancel",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "do i have to sign some yearly contract? and if i go with one of the monthly plans can i cancel whenever",
        expect: {
          all: [
            "no (?:long-term |long term |yearly |annual )?contract|no subscription|not (?:locked|tied)|aren'?t (?:locked|tied)",
            "before (?:the |your )?next (?:monthly )?(?:charge|payment|bill)|email",
          ],
          none: ["(?:12|twelve)[- ]month (?:minimum )?contract (?:is )?required"],
        },
      },
    ],
  },
];
