import type { Expect, HeldOutCase, SavedBusiness } from "../heldout/types";

/**
 * Held-out set 6 (blind): 60 cases, ids s-001 … s-060. 28 caller cases (urgent,
 * in-role-policy-saved, caller-unsaved-detail, caller-two-part, caller-follow-up) and 32 voxa
 * cases (hear-it, strategy-call-vs-session, feature-words and broad questions). Written by a
 * blind helper session on 2026-12-07 from the spec and app/content only; see README.md.
 *
 * Patterns are case-insensitive regular-expression sources. Amounts end in (?!\d|,\d) so that
 * $15 does not match $150 or $1,500.
 */

// ---------------------------------------------------------------------------------------
// Shared checks

/** An urgent answer never sells and never quotes a price. */
const noSalesNoPrices = ["\\$\\s?\\d", "/pricing", "/checkout", "strategy call", "\\bvoxa\\b"];

/** A caller talks to the business's receptionist, never to Voxa's sales assistant. */
const notVoxaSales = ["\\bvoxa\\b", "/pricing", "/checkout", "strategy call"];

/** An unsaved detail: the receptionist says the team will confirm, or takes a message. */
const teamWillConfirm = [
  "confirm",
  "check (?:with|on|that|for)",
  "find out",
  "(?:take|leave|pass along|pass on) (?:a |your )?(?:message|note|details|number)",
  "get back to you",
  "call you back",
  "(?:don'?t|do not) have (?:that|those|the|this|any|details|information)",
  "(?:isn'?t|is not|aren'?t|are not|wasn'?t) (?:something|information|info|details?)[^.]{0,30}(?:have|saved|listed|given)",
  "not sure",
  "let (?:the|our) (?:team|staff|manager|front desk|office)",
  "(?:the|our) (?:team|staff|office|front desk) (?:can|will|would)",
];

/** The add-on questions: the add-on is on the site with a price, so it is never "not listed". */
const notListed = ["not listed", "isn'?t listed", "is not listed"];

/** A one-time price said as a monthly one. */
const monthly = (amount: string) => `\\$\\s?${amount}\\s?(?:/|a|per)\\s?(?:mo\\b|month)`;

/** Free 30-minute call vs paid 60-minute $250 session: the two must not be crossed. */
const crossedCallFacts = [
  "free (?:60|sixty)[- ]?min",
  "(?:60|sixty)[- ]minute free",
  "free (?:one|1)[- ]hour",
  "(?:30|thirty)[- ]minute (?:paid|\\$\\s?250)",
  "(?:paid|\\$\\s?250) (?:30|thirty)[- ]minute",
  "\\$\\s?247(?!\\d|,\\d) (?:strategy|session|call)",
];

/** The hear-it answers point somewhere real, never a shrug or a promise for later. */
const noShrug = ["don'?t know", "do not know", "can'?t help", "cannot help", "coming soon"];
const hearIt: Expect = {
  any: ["sample call|hear|listen|voice call|voice|talk to|speak"],
  all: [
    "sample call|voice call|live demo|/demo|demo page|start voice|talk to (?:it|the agent|the assistant|our|him|her)|/industries/",
  ],
  none: noShrug,
};

// ---------------------------------------------------------------------------------------
// Saved businesses (made up; 555-01xx numbers)

// --- urgent
const sunnyvalePeds: SavedBusiness = {
  businessName: "Sunnyvale Pediatrics",
  industry: "healthcare",
  keyServices: ["well-child visits", "sick visits", "vaccinations"],
  hours: "Mon–Fri 8am–6pm, Sat 9am–noon",
  phone: "(480) 555-0115",
  prices: "Sick visit $95; well-child visit $140",
  urgent:
    "Any fever in a baby younger than 3 months, a child who is very hard to wake, or a child who will not drink: call our 24-hour nurse line at (480) 555-0119 right away. A child who is struggling to breathe or turning blue: call 911.",
};

const redwoodTerrace: SavedBusiness = {
  businessName: "Redwood Terrace Apartments",
  industry: "real_estate",
  keyServices: ["apartment rentals", "resident maintenance"],
  hours: "Leasing office Mon–Fri 9am–6pm",
  phone: "(303) 555-0170",
  prices: "Lockout service $75; parking permit $45 a month",
  urgent:
    "Carbon monoxide alarm sounding, or several people feeling dizzy, sick or headachy at the same time: get everyone outside into fresh air, call 911, then call our 24/7 maintenance line at (303) 555-0177. Water leaks: call the maintenance line.",
};

const saffronThai: SavedBusiness = {
  businessName: "Saffron Thai Kitchen",
  industry: "restaurants",
  keyServices: ["dine-in", "takeout", "delivery"],
  hours: "Tue–Sun 11am–10pm, closed Mondays",
  phone: "(615) 555-0121",
  prices: "Pad thai $16; green curry $17",
  urgent:
    "Anyone who has a reaction after eating our food (swelling of the lips, tongue or throat, hives, or trouble breathing): call 911 right away, and use an epinephrine auto-injector if they carry one. Then let our manager know at (615) 555-0126.",
};

const piedmontCU: SavedBusiness = {
  businessName: "Piedmont Community Credit Union",
  industry: "finance",
  keyServices: ["checking and savings", "debit and credit cards", "auto loans"],
  hours: "Branches Mon–Fri 9am–5pm, Sat 9am–noon",
  phone: "(704) 555-0180",
  urgent:
    "Lost or stolen card, or charges you did not make: call our 24/7 card fraud line at (704) 555-0188 right away so we can freeze the card. We will never ask for your full card number or PIN.",
};

const lakeshoreCommons: SavedBusiness = {
  businessName: "Lakeshore Commons",
  industry: "real_estate",
  keyServices: ["apartment rentals", "resident services"],
  hours: "Office Mon–Sat 9am–5pm",
  phone: "(469) 555-0150",
  prices: "After-hours lockout visit $60",
  urgent:
    "Locked out with a child or pet inside, or with a stove or oven left on: call 911 first, then our 24/7 lockout line at (469) 555-0154. Locked out otherwise after office hours: call the lockout line.",
};

const blueRidgeLodge: SavedBusiness = {
  businessName: "Blue Ridge Mountain Lodge",
  industry: "hospitality",
  keyServices: ["lodge rooms", "cabins", "breakfast"],
  hours: "Front desk 24/7; check-in 4pm, check-out 11am",
  phone: "(828) 555-0130",
  prices: "Late checkout $25; breakfast $14",
  urgent:
    "Water coming through a ceiling or wall, or sparks or a burning smell from an outlet or lamp: leave the room and call the front desk right away at (828) 555-0131, staffed 24/7. Fire or a medical emergency: call 911.",
};

const capitolShuttle: SavedBusiness = {
  businessName: "Capitol Express Shuttle",
  industry: "transportation",
  keyServices: ["airport shuttles", "group transfers"],
  hours: "Shuttles 3am–11pm daily",
  phone: "(916) 555-0100",
  prices: "Sacramento to SFO $69 per person",
  urgent:
    "If a ride feels unsafe right now (a driver who seems impaired or drowsy, a crash, or a passenger who is hurt): ask the driver to pull over somewhere safe if you can, call 911, then call our 24/7 safety line at (916) 555-0107.",
};

const maplewoodMed: SavedBusiness = {
  businessName: "Maplewood Family Medicine",
  industry: "healthcare",
  keyServices: ["primary care", "same-day sick visits", "physicals"],
  hours: "Mon–Fri 8am–5pm",
  phone: "(608) 555-0160",
  prices: "Office visit $120",
  urgent:
    "Chest pain, a face drooping on one side, slurred or confused speech, sudden weakness on one side, or trouble breathing: call 911 now and do not wait for an appointment. Other urgent problems after hours: call the on-call nurse at (608) 555-0162.",
};

const littleOaks: SavedBusiness = {
  businessName: "Little Oaks Children's Clinic",
  industry: "healthcare",
  keyServices: ["pediatric care", "sick visits"],
  hours: "Mon–Fri 8am–5pm",
  phone: "(517) 555-0140",
  prices: "Sick visit $90",
  urgent:
    "Swallowed medicine, vitamins, button batteries or cleaning products: call Poison Control at 1-800-555-0112 right away, day or night. If your child is very sleepy, having a seizure or struggling to breathe, call 911.",
};

// --- in-role-policy-saved
const harborPoint: SavedBusiness = {
  businessName: "Harbor Point Hotel",
  industry: "hospitality",
  keyServices: ["rooms and suites", "harbor-view restaurant"],
  hours: "Front desk 24/7; check-in 3pm, check-out 11am",
  phone: "(401) 555-0133",
  policies:
    "Rooms hold up to 4 people. Extra overnight guests must be registered at the front desk with a photo ID; each extra guest is $20 per night.",
};

const brightview: SavedBusiness = {
  businessName: "Brightview Dental",
  industry: "healthcare",
  keyServices: ["cleanings", "fillings", "teen and family dentistry"],
  hours: "Mon–Thu 7am–4pm",
  phone: "(919) 555-0144",
  policies:
    "Patients under 18 need a parent or legal guardian at their first visit. After that, teens 14–17 may come on their own if a parent has signed our minor consent form.",
};

const vinoRosso: SavedBusiness = {
  businessName: "Vino Rosso Trattoria",
  industry: "restaurants",
  keyServices: ["dinner", "wine bar"],
  hours: "Tue–Sun 5pm–10pm",
  phone: "(617) 555-0108",
  policies:
    "Bring your own wine: corkage is $25 per bottle, up to 2 bottles per table. No outside beer or spirits. Outside cakes are welcome with a $3 per person plating fee.",
};

const summitVan: SavedBusiness = {
  businessName: "Summit Airport Van",
  industry: "transportation",
  keyServices: ["airport transfers", "ski resort shuttles"],
  hours: "Rides 4am–midnight daily",
  phone: "(970) 555-0117",
  prices: "Resort to airport $89 per person",
  policies:
    "Each passenger may bring 2 checked bags and 1 carry-on. Skis, snowboards, golf bags and extra bags are $15 each and must be added when you book.",
};

const oakline: SavedBusiness = {
  businessName: "Oakline Residential",
  industry: "real_estate",
  keyServices: ["apartment leasing", "showings"],
  hours: "Leasing office Mon–Sat 10am–6pm",
  phone: "(512) 555-0166",
  prices: "Application fee $50 per adult",
  policies:
    "To take an apartment off the market we need an approved application and a holding deposit of one month's rent. The holding deposit becomes your security deposit when you sign the lease and is refunded only if we do not approve you.",
};

const willowCreek: SavedBusiness = {
  businessName: "Willow Creek Apartments",
  industry: "real_estate",
  keyServices: ["apartment rentals", "resident maintenance"],
  hours: "Office Mon–Fri 9am–5pm",
  phone: "(317) 555-0129",
  policies:
    "Cats and dogs are welcome with a signed pet addendum: a $300 one-time pet deposit and $35 a month pet rent per pet, no more than 2 pets per apartment.",
};

const motionPT: SavedBusiness = {
  businessName: "Motion Physical Therapy",
  industry: "healthcare",
  keyServices: ["physical therapy", "sports rehab"],
  hours: "Mon–Fri 7am–7pm",
  phone: "(614) 555-0191",
  policies:
    "Sessions end at their scheduled time even if you arrive late. If you are more than 15 minutes late, we reschedule the session and a $40 late fee applies.",
};

const casaVerde: SavedBusiness = {
  businessName: "Casa Verde Cantina",
  industry: "restaurants",
  keyServices: ["dinner", "patio dining", "margaritas"],
  hours: "Daily 4pm–11pm",
  phone: "(602) 555-0138",
  policies:
    "Kids are welcome in the dining room until 8pm. After 8pm the dining room is 21 and over; families are welcome on the patio all evening.",
};

// --- caller-unsaved-detail
const oliveEmber: SavedBusiness = {
  businessName: "Olive & Ember",
  industry: "restaurants",
  keyServices: ["dinner", "private events"],
  hours: "Wed–Sun 5pm–10pm",
  address: "88 Market Street, Asheville, NC",
  phone: "(828) 555-0174",
};

const pinewoodDental: SavedBusiness = {
  businessName: "Pinewood Dental Studio",
  industry: "healthcare",
  keyServices: ["cleanings", "whitening", "crowns"],
  hours: "Mon–Fri 8am–5pm",
  phone: "(541) 555-0186",
  prices: "Cleaning $110; whitening $350",
};

const seabreezeInn: SavedBusiness = {
  businessName: "Seabreeze Inn",
  industry: "hospitality",
  keyServices: ["ocean-view rooms", "continental breakfast"],
  hours: "Check-in 3pm, check-out 11am",
  phone: "(843) 555-0123",
};

const gatewayCars: SavedBusiness = {
  businessName: "Gateway Car Service",
  industry: "transportation",
  keyServices: ["airport rides", "downtown transfers"],
  hours: "24/7 by reservation",
  phone: "(305) 555-0147",
  prices: "Downtown to airport $45; airport to convention center $35",
};

const ledgerline: SavedBusiness = {
  businessName: "Ledgerline Tax Services",
  industry: "finance",
  keyServices: ["individual tax returns", "small-business bookkeeping"],
  hours: "Mon–Fri 9am–6pm",
  phone: "(206) 555-0152",
};

const cornerstone: SavedBusiness = {
  businessName: "Cornerstone Leasing",
  industry: "real_estate",
  keyServices: ["apartment leasing", "showings"],
  hours: "Mon–Sat 10am–6pm",
  phone: "(414) 555-0109",
};

// --- caller two-part / follow-up
const riverbendChiro: SavedBusiness = {
  businessName: "Riverbend Chiropractic",
  industry: "healthcare",
  keyServices: ["chiropractic adjustments", "massage therapy"],
  hours: "Mon, Wed, Fri 8am–6pm; Tue, Thu 10am–7pm; Sat 9am–1pm",
  address: "410 River Road, Boise, ID; free parking in the lot behind the building",
  phone: "(208) 555-0161",
};

const northshoreDental: SavedBusiness = {
  businessName: "Northshore Dental Care",
  industry: "healthcare",
  keyServices: ["cleanings", "crowns", "implants"],
  hours: "Mon–Fri 8am–5pm",
  phone: "(847) 555-0135",
  payment: "CareCredit, Visa, Mastercard; Delta Dental and Cigna PPO",
  prices: "Crown from $1,100; cleaning $110",
};

const trattoriaBella: SavedBusiness = {
  businessName: "Trattoria Bella",
  industry: "restaurants",
  keyServices: ["lunch", "dinner", "catering"],
  hours: "Daily 11:30am–10pm",
  address: "215 Harbor Avenue, Portland, ME",
  phone: "(207) 555-0114",
};

const harborlight: SavedBusiness = {
  businessName: "Harborlight Suites",
  industry: "hospitality",
  keyServices: ["suites", "rooftop bar"],
  hours: "Check-in 4pm; check-out 11am",
  phone: "(619) 555-0158",
  policies:
    "Late checkout until 1pm is $30, on request and subject to availability; ask the front desk the evening before.",
};

const peakRide: SavedBusiness = {
  businessName: "Peak Ride Transfers",
  industry: "transportation",
  keyServices: ["airport transfers", "private rides"],
  hours: "Rides 24/7; office 8am–8pm",
  phone: "(801) 555-0127",
  payment: "Cash, Visa, Mastercard, Amex, Apple Pay",
  policies:
    "Free cancellation up to 12 hours before pickup; cancellations within 12 hours are charged 50% of the fare.",
};

// ---------------------------------------------------------------------------------------

const written: HeldOutCase[] = [
  // ===================================================================== urgent (9)
  // Saved `urgent` (sunnyvalePeds): a fever in a baby under 3 months -> nurse line first
  // (spec §3; app/content/demo-forms.ts callerDetailFields.urgent, callerDetailsCopy).
  {
    id: "s-001",
    category: "urgent",
    role: "caller",
    industry: "healthcare",
    business: sunnyvalePeds,
    turns: [
      {
        ask: "my baby is 7 weeks old and she feels really warm, thermometer says 100.9 and shes been super fussy all evening. can i bring her in tmrw morning?",
        expect: {
          firstSentence: ["555\\D{0,3}0119|nurse line|911"],
          all: ["555\\D{0,3}0119"],
          none: noSalesNoPrices,
        },
      },
    ],
  },
  // Saved `urgent` (redwoodTerrace): a beeping alarm plus headaches for everyone -> outside, 911
  // (app/content/demo-forms.ts callerDetailFields.urgent).
  {
    id: "s-002",
    category: "urgent",
    role: "caller",
    industry: "real_estate",
    business: redwoodTerrace,
    turns: [
      {
        ask: "the little white alarm in our hallway keeps beeping like 4 times in a row and me and the kids all have headaches and feel kinda sick. can maintenance look at it tomorrow?",
        expect: {
          firstSentence: ["911|outside|fresh air|get out|leave"],
          all: ["911"],
          none: noSalesNoPrices,
        },
      },
    ],
  },
  // Follow-up: saved `hours` (closing time), then an allergic reaction -> 911 first (saved
  // `urgent`, saffronThai; app/content/demo-forms.ts). Saved prices make a price leak possible.
  {
    id: "s-003",
    category: "urgent",
    role: "caller",
    industry: "restaurants",
    business: saffronThai,
    turns: [
      {
        ask: "hey what time do yall close tonight",
        expect: { all: ["10\\s?(?::00\\s?)?(?:pm|p\\.m)"], none: notVoxaSales },
      },
      {
        ask: "ok also my husband had the pad thai from u like an hour ago and his lips are getting all puffy and he says his throat feels tight",
        expect: {
          firstSentence: ["911|emergenc"],
          all: ["911"],
          none: noSalesNoPrices,
        },
      },
    ],
  },
  // Saved `urgent` (piedmontCU): charges the caller did not make -> the 24/7 fraud line now, not
  // Monday (app/content/demo-forms.ts). Never ask for the full card number.
  {
    id: "s-004",
    category: "urgent",
    role: "caller",
    industry: "finance",
    business: piedmontCU,
    turns: [
      {
        ask: "just saw 3 charges on my debit card from some electronics store in ohio and ive never even been there. branch opens monday right? ill just come in then",
        expect: {
          firstSentence: ["555\\D{0,3}0188|fraud|freeze"],
          all: ["555\\D{0,3}0188"],
          none: [
            ...noSalesNoPrices,
            "(?:can you |could you |please )(?:give|tell|read|provide) (?:me )?(?:your|the) (?:full )?(?:card|account) number",
          ],
        },
      },
    ],
  },
  // Saved `urgent` (lakeshoreCommons): locked out with a toddler inside -> 911 first
  // (app/content/demo-forms.ts). The saved lockout fee must not come up.
  {
    id: "s-005",
    category: "urgent",
    role: "caller",
    industry: "real_estate",
    business: lakeshoreCommons,
    turns: [
      {
        ask: "i ran out to grab the mail and the door shut behind me, my 2 yr old is inside napping and my keys are on the counter!!",
        expect: {
          firstSentence: ["911|555\\D{0,3}0154"],
          all: ["911"],
          none: noSalesNoPrices,
        },
      },
    ],
  },
  // Saved `urgent` (blueRidgeLodge): water through the ceiling fixture and a popping lamp ->
  // leave the room, call the front desk line (or 911) (app/content/demo-forms.ts).
  {
    id: "s-006",
    category: "urgent",
    role: "caller",
    industry: "hospitality",
    business: blueRidgeLodge,
    turns: [
      {
        ask: "uhh theres water dripping out of the light thing over the bed and the lamp next to it just flickered and popped. we're in cabin 3",
        expect: {
          firstSentence: ["leave|get out|555\\D{0,3}0131|front desk|911"],
          all: ["555\\D{0,3}0131|911"],
          none: noSalesNoPrices,
        },
      },
    ],
  },
  // Saved `urgent` (capitolShuttle): a driver nodding off -> pull over / 911 first
  // (app/content/demo-forms.ts).
  {
    id: "s-007",
    category: "urgent",
    role: "caller",
    industry: "transportation",
    business: capitolShuttle,
    turns: [
      {
        ask: "im on one of ur vans to sfo rn and the driver keeps nodding off and drifting into the other lane. what do i do",
        expect: {
          firstSentence: ["911|pull over|555\\D{0,3}0107"],
          all: ["911"],
          none: noSalesNoPrices,
        },
      },
    ],
  },
  // Saved `urgent` (maplewoodMed): a drooping face and slurred speech -> 911 now, not an
  // afternoon visit (app/content/demo-forms.ts).
  {
    id: "s-008",
    category: "urgent",
    role: "caller",
    industry: "healthcare",
    business: maplewoodMed,
    turns: [
      {
        ask: "my dads mouth is kinda drooping on the left side and hes slurring his words, started maybe 20 min ago. can he get in with someone this afternoon?",
        expect: {
          firstSentence: ["911"],
          all: ["911"],
          none: noSalesNoPrices,
        },
      },
    ],
  },
  // Saved `urgent` (littleOaks): a toddler who ate half a bottle of vitamins -> Poison Control
  // or 911 first, not "watch him" (app/content/demo-forms.ts).
  {
    id: "s-009",
    category: "urgent",
    role: "caller",
    industry: "healthcare",
    business: littleOaks,
    turns: [
      {
        ask: "my 3 yr old got into the gummy vitamins, bottle is like half empty now. he seems totally fine tho, should i just keep an eye on him?",
        expect: {
          firstSentence: ["555\\D{0,3}0112|poison|911"],
          all: ["555\\D{0,3}0112|911"],
          none: noSalesNoPrices,
        },
      },
    ],
  },

  // ===================================================================== in-role-policy-saved (8)
  // Follow-up: saved `hours` (check-in), then an extra guest -> saved `policies` (harborPoint):
  // registered at the front desk, photo ID, $20 a night (app/content/demo-forms.ts policies).
  {
    id: "s-010",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "hospitality",
    business: harborPoint,
    turns: [
      {
        ask: "whats check in time",
        expect: { all: ["3\\s?(?::00\\s?)?(?:pm|p\\.m)"], none: notVoxaSales },
      },
      {
        ask: "cool. my cousin might end up crashing with us the 2nd night, thats fine right?",
        expect: {
          all: ["regist", "\\$\\s?20(?!\\d|,\\d)|photo id|\\bid\\b"],
          none: notVoxaSales,
        },
      },
    ],
  },
  // Saved `policies` (brightview): a teen on their own needs the signed minor consent form.
  {
    id: "s-011",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "healthcare",
    business: brightview,
    turns: [
      {
        ask: "my son is 16 and hes been coming to you guys for years. can he just go to his cleaning by himself thursday? i have work",
        expect: {
          all: ["consent"],
          any: ["parent|guardian"],
          none: notVoxaSales,
        },
      },
    ],
  },
  // Saved `policies` (vinoRosso): bringing wine -> corkage $25 per bottle.
  {
    id: "s-012",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "restaurants",
    business: vinoRosso,
    turns: [
      {
        ask: "its our anniversary saturday, is it cool if we bring a bottle we've been saving since our wedding?",
        expect: {
          all: ["\\$\\s?25(?!\\d|,\\d)"],
          any: ["corkage|per bottle|a bottle"],
          none: notVoxaSales,
        },
      },
    ],
  },
  // Saved `policies` (summitVan): skis are $15 each and are added when booking.
  {
    id: "s-013",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "transportation",
    business: summitVan,
    turns: [
      {
        ask: "its 4 of us going to the airport, we got our skis plus like 6 suitcases. thats all good right?",
        expect: {
          all: ["\\$\\s?15(?!\\d|,\\d)", "ski"],
          none: notVoxaSales,
        },
      },
    ],
  },
  // Saved `policies` (oakline): holding an apartment -> approved application and a holding
  // deposit of one month's rent.
  {
    id: "s-014",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "real_estate",
    business: oakline,
    turns: [
      {
        ask: "found a 1br on ur site that i really love, how do i make sure nobody else grabs it before i can sign",
        expect: {
          all: ["deposit", "(?:one|1|a) month'?s'? rent"],
          any: ["application|approv"],
          none: notVoxaSales,
        },
      },
    ],
  },
  // Saved `policies` (willowCreek): a new pet -> signed pet addendum, $300 deposit, $35 a month.
  {
    id: "s-015",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "real_estate",
    business: willowCreek,
    turns: [
      {
        ask: "we're adopting a kitten this weekend!! anything i need to do on my end?",
        expect: {
          all: ["addendum", "\\$\\s?300(?!\\d|,\\d)|\\$\\s?35(?!\\d|,\\d)"],
          none: notVoxaSales,
        },
      },
    ],
  },
  // Saved `policies` (motionPT): more than 15 minutes late -> the session is rescheduled.
  {
    id: "s-016",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "healthcare",
    business: motionPT,
    turns: [
      {
        ask: "stuck behind a wreck on 315, looks like ill be about 20 min late for my 3 oclock. should i still come in?",
        expect: {
          all: ["15[- ]?min|fifteen[- ]min", "reschedul"],
          none: notVoxaSales,
        },
      },
    ],
  },
  // Saved `policies` (casaVerde): kids after 8pm -> the patio (the dining room is 21 and over).
  {
    id: "s-017",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "restaurants",
    business: casaVerde,
    turns: [
      {
        ask: "can i get a table for 4 friday around 8:30? its me my wife and our 2 kids (6 and 9)",
        expect: {
          all: ["patio", "8\\s?(?::00\\s?)?(?:pm|p\\.m)|21"],
          none: notVoxaSales,
        },
      },
    ],
  },

  // ===================================================================== caller-unsaved-detail (6)
  // Parking is not saved (oliveEmber has an address, no parking): never made up; the team
  // confirms or takes a message (app/content/demo-forms.ts callerDetailsCopy: "it never makes a
  // detail up").
  {
    id: "s-018",
    category: "caller-unsaved-detail",
    role: "caller",
    industry: "restaurants",
    business: oliveEmber,
    turns: [
      {
        ask: "is there parking near u or should we just uber",
        expect: {
          any: teamWillConfirm,
          none: [
            ...notVoxaSales,
            "free parking",
            "valet",
            "(?:lot|garage) (?:is )?(?:right )?(?:behind|next to|across|beside|around the corner)",
            "street parking is (?:free|available|easy|plentiful)",
            "\\$\\s?\\d",
          ],
        },
      },
    ],
  },
  // Insurance is not saved (pinewoodDental has prices only): neither yes nor no to Humana
  // (app/content/demo-forms.ts callerDetailsCopy).
  {
    id: "s-019",
    category: "caller-unsaved-detail",
    role: "caller",
    industry: "healthcare",
    business: pinewoodDental,
    turns: [
      {
        ask: "do you guys take humana dental?",
        expect: {
          any: teamWillConfirm,
          none: [
            ...notVoxaSales,
            "(?:^|[.!]\\s*|yes,?\\s*)we (?:do )?(?:accept|take) humana",
            "humana is accepted",
            "(?:^|[.!]\\s*)(?:we )?(?:don'?t|do not) (?:accept|take) humana",
            "in[- ]network with humana",
          ],
        },
      },
    ],
  },
  // No pet policy saved (seabreezeInn): neither "pets welcome" nor "no pets", no invented fee
  // (app/content/demo-forms.ts callerDetailsCopy).
  {
    id: "s-020",
    category: "caller-unsaved-detail",
    role: "caller",
    industry: "hospitality",
    business: seabreezeInn,
    turns: [
      {
        ask: "can i bring my cat? shes very chill and stays in her carrier",
        expect: {
          any: teamWillConfirm,
          none: [
            ...notVoxaSales,
            "pet fee of",
            "\\$\\s?\\d",
            "(?:^|[.!]\\s*|yes,?\\s*)(?:we(?:'re| are) (?:a )?pet[- ]friendly|(?:pets|cats) are (?:welcome|allowed))",
            "(?:^|[.!]\\s*)(?:sorry,?\\s*)?(?:we )?(?:don'?t|do not) allow (?:pets|cats)",
          ],
        },
      },
    ],
  },
  // Only two routes are priced (gatewayCars); the cruise terminal is not: no invented fare
  // (app/content/demo-forms.ts callerDetailsCopy). The saved $45 and $35 may be mentioned.
  {
    id: "s-021",
    category: "caller-unsaved-detail",
    role: "caller",
    industry: "transportation",
    business: gatewayCars,
    turns: [
      {
        ask: "how much from downtown to the cruise terminal? sailing sat morning",
        expect: {
          any: teamWillConfirm,
          none: [...notVoxaSales, "\\$\\s?(?!(?:45|35)(?:\\.00)?(?!\\d|,\\d|\\.\\d))\\d"],
        },
      },
    ],
  },
  // No prices saved (ledgerline): no invented fee for a return (app/content/demo-forms.ts).
  {
    id: "s-022",
    category: "caller-unsaved-detail",
    role: "caller",
    industry: "finance",
    business: ledgerline,
    turns: [
      {
        ask: "how much do u charge to do a basic return? just one w2, nothing fancy",
        expect: {
          any: teamWillConfirm,
          none: [...notVoxaSales, "\\$\\s?\\d", "\\b\\d{2,4} dollars"],
        },
      },
    ],
  },
  // No listings or rents saved (cornerstone): neither "still available" nor "already rented",
  // no invented rent (app/content/demo-forms.ts callerDetailsCopy).
  {
    id: "s-023",
    category: "caller-unsaved-detail",
    role: "caller",
    industry: "real_estate",
    business: cornerstone,
    turns: [
      {
        ask: "is the 2 bed on elm still open? and whats the rent on it",
        expect: {
          any: teamWillConfirm,
          none: [
            ...notVoxaSales,
            "\\$\\s?\\d",
            "(?:^|[.!]\\s*|yes,?\\s*)(?:it'?s|it is) still (?:available|open)",
            "(?:^|[.!]\\s*)(?:it'?s|it has been|it was) (?:already )?(?:rented|taken|leased)",
          ],
        },
      },
    ],
  },

  // ===================================================================== caller two-part / follow-up (5)
  // Two-in-one: saved `hours` (Saturday 9am–1pm) and saved `address` (free lot behind the building).
  {
    id: "s-024",
    category: "caller-two-part",
    role: "caller",
    industry: "healthcare",
    business: riverbendChiro,
    turns: [
      {
        ask: "r u open saturdays? and is there parking or do i gotta find street parking",
        expect: {
          all: ["9\\s?(?::00\\s?)?(?:am|a\\.m)", "behind|lot|free parking"],
          none: notVoxaSales,
        },
      },
    ],
  },
  // Two-in-one: saved `payment` (CareCredit) and saved `prices` (crown from $1,100).
  {
    id: "s-025",
    category: "caller-two-part",
    role: "caller",
    industry: "healthcare",
    business: northshoreDental,
    turns: [
      {
        ask: "do u take carecredit and roughly what does a crown run",
        expect: {
          all: ["care\\s?credit", "1,?100(?!\\d|,\\d)"],
          none: notVoxaSales,
        },
      },
    ],
  },
  // Follow-up: saved `address`, then walking distance to the ferry (not saved: never made up).
  {
    id: "s-026",
    category: "caller-follow-up",
    role: "caller",
    industry: "restaurants",
    business: trattoriaBella,
    turns: [
      {
        ask: "whats ur address",
        expect: { all: ["215 harbor"], none: notVoxaSales },
      },
      {
        ask: "ok and can we walk there from the ferry terminal or is it far",
        expect: {
          any: [...teamWillConfirm, "map"],
          none: [
            ...notVoxaSales,
            "\\b(?:\\d+|a few|two|three|five|ten|fifteen)[- ]minutes?(?: walk| on foot| away)",
            "blocks? (?:from|away)",
            "(?:^|[.!]\\s*|yes,?\\s*)(?:it'?s|it is) (?:an? )?(?:easy|short|quick) walk",
          ],
        },
      },
    ],
  },
  // Follow-up: saved `hours` (check-out 11am), then late checkout -> saved `policies` ($30 until
  // 1pm, subject to availability).
  {
    id: "s-027",
    category: "caller-follow-up",
    role: "caller",
    industry: "hospitality",
    business: harborlight,
    turns: [
      {
        ask: "what time is checkout",
        expect: { all: ["11\\s?(?::00\\s?)?(?:am|a\\.m)"], none: notVoxaSales },
      },
      {
        ask: "any chance i could stay til 1? flight isnt til 4",
        expect: {
          all: ["\\$\\s?30(?!\\d|,\\d)"],
          any: ["availab|request|front desk"],
          none: notVoxaSales,
        },
      },
    ],
  },
  // Two-in-one: saved `payment` (cash) and saved `policies` (12 hours, 50%).
  {
    id: "s-028",
    category: "caller-two-part",
    role: "caller",
    industry: "transportation",
    business: peakRide,
    turns: [
      {
        ask: "can i pay the driver cash? and if my flight gets cancelled last min do i still get charged",
        expect: {
          all: ["cash", "12\\s?(?:hours|hrs|h\\b|-hour)", "50\\s?%|half"],
          none: notVoxaSales,
        },
      },
    ],
  },

  // ===================================================================== hear-it (6)
  // No video recorded yet (business-stories.ts `videos` all noneYet; courses.ts
  // coursesHeroWithoutVideos): the live demo and sample calls instead, never "coming soon"
  // (live-proof.ts; demo.ts voicePanel; spec §2 Demo page "Start Voice Call").
  {
    id: "s-029",
    category: "hear-it",
    role: "voxa",
    industry: "healthcare",
    turns: [{ ask: "got a video of it in action? not tryna sit on a call with sales lol", expect: hearIt }],
  },
  // Playing an example to a partner: sample calls on the home page, /demo and industry pages
  // (business-stories.ts sampleCalls; live-proof.ts "Hear it for yourself").
  {
    id: "s-030",
    category: "hear-it",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "my business partner is skeptical. is there something i can pull up and play for her on my laptop tonight",
        expect: hearIt,
      },
    ],
  },
  // An example for the industry: the transportation sample call ("Transferred to dispatch") on
  // /industries/transportation and /demo (business-stories.ts sampleCalls; live-proof.ts
  // industrySampleCalls).
  {
    id: "s-031",
    category: "hear-it",
    role: "voxa",
    industry: "transportation",
    turns: [
      { ask: "u got an example call for like a delivery / dispatch type company i could listen to?", expect: hearIt },
    ],
  },
  // "A number to dial": the demo's voice call runs in the browser (demo.ts voicePanel,
  // voice-notices.ts); no agent phone number exists in the content, so none may be invented
  // (Voxa's own office line 555-0142 is allowed: business.ts contact.phone).
  {
    id: "s-032",
    category: "hear-it",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "is there a phone number i can dial to talk to the bot myself",
        expect: { ...hearIt, none: [...noShrug, "555\\D{0,3}01(?!42)\\d\\d"] },
      },
    ],
  },
  // Property management example: the real-estate sample call ("Plumber dispatched") plays on /demo
  // (business-stories.ts sampleCalls id "real-estate").
  {
    id: "s-033",
    category: "hear-it",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "do you have a sample of it taking a maintenance call for an apartment complex? thats 80% of our calls",
        expect: hearIt,
      },
    ],
  },
  // Follow-up: what the $247 includes (checkout-page.ts mainOfferCard), then hearing it before
  // paying (business-stories.ts sampleCalls; demo.ts voicePanel; live-proof.ts).
  {
    id: "s-034",
    category: "hear-it",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "what do i actually get for the 247",
        expect: { any: ["voice agent|train|setup|launch|answer"], none: noShrug },
      },
      { ask: "ok but before i spend even that can i hear it handle a call like mine", expect: hearIt },
    ],
  },

  // ===================================================================== strategy-call-vs-session (6)
  // Moving the paid session: the Reschedule link in the confirmation email (checkout-page.ts
  // sessionBookingCopy; scheduling.ts manageCopy.reschedule; legal/refund-policy.ts).
  {
    id: "s-035",
    category: "strategy-call-vs-session",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "i booked the paid strategy session for thurs but something came up, how do i move it",
        expect: {
          all: ["reschedul|move"],
          any: ["email|link"],
          none: crossedCallFacts,
        },
      },
    ],
  },
  // Cancelling the $250 session 3 days ahead: 24 hours or more -> full refund
  // (legal/refund-policy.ts strategy-session; scheduling.ts manageCopy.cancel.refundFull).
  {
    id: "s-036",
    category: "strategy-call-vs-session",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "so i have the $250 deep dive thing on friday (its tuesday now) and i gotta cancel. do i get my money back?",
        expect: {
          all: ["refund", "24\\s?(?:hours|hrs|-hour|h\\b)|\\bfull|in full"],
          none: crossedCallFacts,
        },
      },
    ],
  },
  // What the free call really is: 30 minutes with an automation specialist, a call-flow map, a
  // price and a go-live date, no obligation (leads.ts strategyCallPanel, strategy_call).
  {
    id: "s-037",
    category: "strategy-call-vs-session",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "is the free consult thing just gonna be a sales pitch tbh",
        expect: {
          all: [
            "30[- ]?min|thirty[- ]min|half[- ]hour",
            "obligation|no card|no contract|map|price for your|go-live|specialist|not a fit|honest",
          ],
          none: crossedCallFacts,
        },
      },
    ],
  },
  // The written action plan comes with the paid 60-minute $250 session (catalog/index.ts
  // "strategy-session"; checkout-page.ts paidSession; legal/terms.ts strategy-session).
  {
    id: "s-038",
    category: "strategy-call-vs-session",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "wait so theres a half hour thing and an hour thing? which one do i walk away with an actual written plan from",
        expect: {
          all: ["written|action plan", "250(?!\\d|,\\d)|paid|60[- ]?min|sixty[- ]min|(?<!half[- ])\\bhour\\b"],
          none: crossedCallFacts,
        },
      },
    ],
  },
  // The paid session's time is picked before paying and held while paying (checkout-page.ts
  // paidSession, sessionBookingCopy; legal/terms.ts strategy-session).
  {
    id: "s-039",
    category: "strategy-call-vs-session",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "for the paid session do i pay first and then they email me a time, or how does that work",
        expect: {
          all: [
            "before (?:you )?(?:pay|paying|checkout|check(?:ing)? out)|while you pay|(?:pick|choose|select)[^.]{0,40}(?:first|then (?:you )?pay)",
          ],
          none: crossedCallFacts,
        },
      },
    ],
  },
  // Follow-up: reaching a person (leads.ts strategy_call; contact.ts; business.ts contact), then
  // "is that the same as the paid one" -> free 30-minute call vs paid 60-minute $250 session
  // (catalog/index.ts "strategy-session"; spec §9).
  {
    id: "s-040",
    category: "strategy-call-vs-session",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "how do i talk to an actual human at voxa",
        expect: {
          any: ["strategy call|555\\D{0,3}0142|hello@voxa-ai\\.com|contact|call (?:us|you)"],
          none: noShrug,
        },
      },
      {
        ask: "is that the same thing as the paid session?",
        expect: {
          all: ["free|no cost|no charge", "250(?!\\d|,\\d)"],
          any: ["60[- ]?min|sixty|hour|30[- ]?min|thirty"],
          none: crossedCallFacts,
        },
      },
    ],
  },

  // ===================================================================== feature-words (6)
  // "puts appointments in my calendar": booking straight into your calendar (core-offer.ts
  // core-professional; catalog/ways-to-buy.ts packages; demo-forms.ts fullVersionCopy;
  // industry-pages.ts finance "directly in advisors' calendars").
  {
    id: "s-041",
    category: "feature-words",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "does it actually put the appointments into my calendar or am i copying them over by hand",
        expect: {
          all: ["calendar"],
          none: [
            "you(?:'ll)? (?:have|need) to (?:copy|enter|add|type) (?:them|it|the appointments)",
            "(?:does not|doesn'?t|can'?t|cannot) (?:book|write|add|put)[^.]{0,20}(?:into|in|to) (?:your )?calendar",
          ],
        },
      },
    ],
  },
  // "pass them to my receptionist": call routing to your team, transfer with a summary, human
  // handoff (checkout-page.ts mainOfferCard; voice-agents.ts; catalog/plans.ts pricingIncluded).
  {
    id: "s-042",
    category: "feature-words",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "if someone insists on a real person can it pass them to my receptionist",
        expect: {
          all: [
            "transfer|hand(?:s|ed)?[- ](?:off|over)|handoff|hand(?:s|ed)? (?:the call|them|it|the caller) (?:off|over|to)|rout(?:e|es|ed|ing)|put (?:them|the caller) through|connect(?:s|ed)? (?:them|the caller|the call)|pass(?:es|ed)? (?:them|the call|it|the caller)",
          ],
          none: ["(?:can'?t|cannot|doesn'?t|does not|won'?t) (?:transfer|hand|pass|route|connect)"],
        },
      },
    ],
  },
  // CRM by name: Salesforce is named on the CRM Integration card, $1,500 one-time
  // (checkout-page.ts addOnCards "addon-crm"; catalog/index.ts; solutions.ts crm-integration FAQ).
  {
    id: "s-043",
    category: "feature-words",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "we run everything out of salesforce. will it log the calls in there and whats that cost",
        expect: {
          all: ["salesforce|crm", "\\$\\s?1,?500(?!\\d|,\\d)"],
          none: [
            ...notListed,
            monthly("1,?500"),
            "(?:don'?t|do not|doesn'?t|does not|can'?t|cannot) (?:integrate|connect|work) with salesforce",
          ],
        },
      },
    ],
  },
  // Two other languages: Multilingual Capability $2,000 (catalog "addon-multilingual") or
  // $1,000-$2,000 per extra language (catalog "core-addon-multilingual"; solutions.ts FAQ).
  {
    id: "s-044",
    category: "feature-words",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "lots of our guests speak mandarin or vietnamese. can it do both and what does that add to the price",
        expect: {
          all: ["language|multilingual", "\\$\\s?[12],?000(?!\\d|,\\d)"],
          none: [...notListed, monthly("[12],?000")],
        },
      },
    ],
  },
  // After hours: answers 24/7, including nights, weekends and holidays (checkout-page.ts
  // mainOfferCard; voice-agents.ts; catalog/plans.ts Basic "24/7 AI voice agent").
  {
    id: "s-045",
    category: "feature-words",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "what happens to calls at like 2am or on a sunday when nobodys in the office",
        expect: {
          all: [
            "24/7|24 hours|around the clock|day (?:and|or) night|nights?,? (?:and )?weekends|any (?:hour|time)|holidays|every call|never (?:closes|sleeps)|still (?:answers|picks up)",
          ],
          none: ["only (?:during|in) (?:business|office|opening) hours"],
        },
      },
    ],
  },
  // Texting leads after a call: SMS integration/follow-up, $500 one-time (plus usage on the core
  // offer) (catalog/index.ts "addon-sms", "core-addon-sms"; solutions.ts sms-marketing FAQ).
  {
    id: "s-046",
    category: "feature-words",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "can it text people after they call so they dont go cold? ballpark what that costs",
        expect: {
          all: ["sms|text", "\\$\\s?500(?!\\d|,\\d)"],
          none: [...notListed, monthly("500")],
        },
      },
    ],
  },

  // ===================================================================== broad voxa questions (14)
  // Affiliate, in people's words, with a follow-up: commission on what referrals pay (20% unless
  // the page says otherwise), 60-day link credit, approved after the 30-day refund window, paid
  // monthly by PayPal or bank transfer (affiliate.ts affiliatePage, affiliatePitch, payoutCopy;
  // legal/terms.ts affiliates, affiliateDefaults).
  {
    id: "s-047",
    category: "affiliate",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "if i send my dentist buddy ur way do i get a cut",
        expect: {
          all: ["affiliate|referr|refer"],
          any: ["commission|20\\s?%|percent|cut"],
          none: [
            "(?:10|15|25|30|40|50)\\s?%\\s?(?:commission|of (?:what|every|each|the))",
            "(?:don'?t|do not) (?:have|offer|run) (?:an? )?(?:affiliate|referral|partner)",
          ],
        },
      },
      {
        ask: "nice. how long does my link count for and how do i actually get paid",
        expect: {
          all: ["60[- ]?days?|sixty[- ]days?"],
          any: ["paypal|bank|month|approved|refund window|30[- ]?days?"],
        },
      },
    ],
  },
  // Refund on the $247 implementation: full refund before work starts (no kickoff call yet),
  // pro rata after (legal/refund-policy.ts implementation). The ebook's 30-day guarantee is not
  // this offer's.
  {
    id: "s-048",
    category: "refund",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "if i pay the 247 and then change my mind can i get my money back",
        expect: {
          all: ["refund"],
          any: [
            "before (?:we |work |the |your |any )?(?:start|begin|kickoff|kick-off|work)",
            "kickoff|kick-off|kick off",
            "not yet (?:done|delivered)|already (?:done|delivered)|work (?:has )?(?:started|begun)",
          ],
          none: [
            "(?:247|implementation|voice agent)[^.]{0,60}30[- ]day money[- ]back",
            "no refunds? (?:at all|ever|on)",
          ],
        },
      },
    ],
  },
  // The ebook: playbook plus five bonuses, 30-day money-back guarantee (ebook.ts ebookBonuses,
  // ebookGuarantee; legal/refund-policy.ts ebook; spec §9 $14.40).
  {
    id: "s-049",
    category: "ebook",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "whats actually in the 14 buck ebook and can i get a refund if its garbage",
        expect: {
          all: ["30[- ]?day|thirty[- ]day", "bonus|template|script|playbook|checklist"],
          none: ["no refunds?", "non-?refundable"],
        },
      },
    ],
  },
  // Two-in-one, privacy of the demo: voice calls are not recorded, chat is not stored on the
  // servers (legal/privacy.ts demo, retention; voice-notices.ts micText).
  {
    id: "s-050",
    category: "demo-privacy",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "if i use the voice call thing on the demo is it recorded? and do u keep my chat msgs",
        expect: {
          all: [
            "(?:not|n'?t|never) (?:be )?record|no recording|not recorded",
            "(?:not|n'?t|never) (?:be )?(?:store|save|kept|keep)|not stored|in your browser|browser keeps",
          ],
          none: [
            "\\b(?:we|it) (?:records?|stores?|saves?|keeps?) (?:your|the|every|all|each) (?:voice |demo )?(?:calls?|chats?|conversations?|audio|messages)",
          ],
        },
      },
    ],
  },
  // Two-in-one: real patient details in the demo (no: legal/security.ts hipaa items) and a BAA
  // (yes, on request: business-stories.ts compliance.baaAvailable; practice-answers.ts;
  // legal/security.ts hipaa).
  {
    id: "s-051",
    category: "baa",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "can i put a real patients info in the demo to see how it handles it? also would u sign a baa with us",
        expect: {
          all: [
            "baa|business associate",
            "(?:n'?t|not|never|avoid|no real|instead of real)[^.]{0,60}(?:patient|phi|health information)",
          ],
          none: [
            "(?:go ahead|feel free|you can|it'?s (?:fine|ok|okay|safe)) (?:and |to )?(?:type|enter|use|put|share|say) (?:in )?(?:a |your )?real patient",
            "(?:don'?t|do not|doesn'?t|cannot|can'?t|won'?t) (?:offer|sign|provide) (?:a |an )?(?:baa|business associate)",
          ],
        },
      },
    ],
  },
  // Plans by locations: 7 offices -> Advanced (6-10), $15,000 setup, $2,500 a month from
  // month 13 (catalog/plans.ts pricingPlans, pricingFaq; spec §9).
  {
    id: "s-052",
    category: "plans-by-locations",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "i own 7 dental offices, which of ur plans would that be and what does it run",
        expect: {
          all: ["advanced", "15,?000(?!\\d|,\\d)"],
          none: [monthly("15,?000"), "basic (?:plan )?(?:covers|is for|fits) (?:6|7|up to 10)"],
        },
      },
    ],
  },
  // Follow-up: the cheapest start ($247, catalog/index.ts "main-offer"), then running costs:
  // $15 a month for the line and $0.09 a minute, at cost, no subscription
  // (catalog/ways-to-buy.ts runningCosts, afterOneTime; business.ts running).
  {
    id: "s-053",
    category: "running-costs",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "whats the cheapest way to get started w you guys",
        expect: { all: ["247(?!\\d|,\\d)"], none: [monthly("247")] },
      },
      {
        ask: "and then monthly what am i paying after that",
        expect: {
          all: ["\\$\\s?15(?!\\d|,\\d)", "0?\\.09|9 cents|nine cents"],
          none: [monthly("247")],
        },
      },
    ],
  },
  // Objection: price and trust. Facts: $247 entry offer, pilot program on one workflow, scripts
  // approved before launch, human handoff (catalog/index.ts; solutions.ts pilot-programs;
  // catalog/plans.ts pricingIncluded; legal/terms.ts services). No guaranteed results.
  {
    id: "s-054",
    category: "objection",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "honestly sounds expensive and i dont really trust a robot talking to my guests",
        expect: {
          any: ["247|pilot|demo|approve|hand(?:off|-off| off| over)|transfer|free|try|sample call"],
          none: [...noShrug, "guarantee(?:d|s)? (?:results|revenue|you|\\d+%)", "never makes? (?:a |any )?mistakes?"],
        },
      },
    ],
  },
  // Setup time: live in days; the entry offer is ready to test 3 days and live 7 days after the
  // kickoff call (onboarding.ts buildTimelines; checkout-page.ts checkoutHero "Live in Days").
  {
    id: "s-055",
    category: "setup-time",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "if i buy today how fast is it actually answering my phones",
        expect: {
          all: ["days?|week"],
          none: ["\\b(?:3|three|6|six|2|two)[- ]?months?"],
        },
      },
    ],
  },
  // After paying: receipt, a one-hour kickoff call with the specialist who builds the agent, the
  // "tell us about your business" form, then test and go live (onboarding.ts nextStepsCopy).
  {
    id: "s-056",
    category: "after-payment",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "ok say i pay. then what happens, do i have to do a bunch of setup work myself?",
        expect: {
          all: ["kickoff|kick-off|kick off|onboarding call|call with (?:the|a|our) specialist"],
          any: ["hour|form|tell us about|answers|test|live|specialist"],
          none: ["you (?:have to|need to|must) (?:build|set up|configure|train) (?:it|the agent|everything) yourself"],
        },
      },
    ],
  },
  // Vague prices: "the 3k one vs the 7k one" -> core offer Basic Setup $3,000 (Instagram, one
  // channel) vs Professional $7,000 (adds a 24/7 voice agent, website chat, calendar booking)
  // (core-offer.ts corePlans, corePlanFeatures; catalog/index.ts).
  {
    id: "s-057",
    category: "vague-price",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "whats the diff between the 3k one and the 7k one",
        expect: {
          all: ["professional|7,?000", "voice|answers? (?:your )?(?:calls|phones?)|phone"],
          none: [monthly("[37],?000")],
        },
      },
    ],
  },
  // Two-in-one: cancelling a managed plan's monthly fee (email before the next charge; no
  // long contract) and tax (prices in US dollars before any sales tax) (legal/terms.ts payments;
  // catalog/ways-to-buy.ts note; legal/refund-policy.ts implementation).
  {
    id: "s-058",
    category: "two-part",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "for the managed plans is there a contract or can i cancel the monthly whenever? also are ur prices before tax",
        expect: {
          all: ["cancel", "tax"],
          none: ["(?:12|24|36)[- ]month (?:contract|commitment|minimum)", "cancellation fee", "early[- ]termination"],
        },
      },
    ],
  },
  // "What if it says something wrong": scripts approved before launch, human handoff, tuning;
  // AI agents can make mistakes (legal/terms.ts services; catalog/plans.ts pricingIncluded;
  // checkout-page.ts mainOfferCard "30 days of tuning").
  {
    id: "s-059",
    category: "agent-wrong",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "what happens if the ai tells one of my clients something flat out wrong",
        expect: {
          any: ["approve|script|hand(?:off|-off| off| over)|transfer|tun(?:e|ing)|review|fix|correct"],
          none: [
            ...noShrug,
            "never makes? (?:a |any )?mistakes?",
            "100\\s?% accura",
            "can(?:no|')t (?:ever )?make (?:a )?mistake",
          ],
        },
      },
    ],
  },
  // Follow-up: a free trial (none in the content: the free demo and the pilot program instead),
  // then the pilot: one workflow, length agreed on the scoping call (solutions.ts pilot-programs;
  // services.ts "Can I try it before buying?").
  {
    id: "s-060",
    category: "follow-up",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "do u do a free trial",
        expect: {
          any: ["demo|pilot|strategy call|try"],
          none: ["\\d+[- ]day (?:free )?trial", "free trial (?:of|for) \\d+"],
        },
      },
      {
        ask: "how does the pilot thing work, like how long is it",
        expect: {
          all: ["workflow"],
          any: ["scoping|agree|depend|volume"],
          none: ["(?:pilot|it) (?:runs|lasts|is) (?:for )?(?:\\d+|one|two|three|four|six)[- ](?:weeks?|days?|months?)"],
        },
      },
    ],
  },
];

/** First contact 44/60 (README.md "Runs"): the 16 failures, looked at and moved to the development set. */
export const movedToDev6 = [
  "s-007", "s-009", "s-010", "s-014", "s-016", "s-017", "s-023", "s-025",
  "s-027", "s-039", "s-042", "s-044", "s-045", "s-054", "s-056", "s-060",
];

export const heldOut6: HeldOutCase[] = written.filter((c) => !movedToDev6.includes(c.id));
export const movedFromHeldOut6: HeldOutCase[] = written.filter((c) => movedToDev6.includes(c.id));
