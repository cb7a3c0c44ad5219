import type { Expect, HeldOutCase } from "../heldout/types";

/**
 * Held-out set 10 (blind): 60 cases, ids x-001 … x-060; 30 in role "caller" (x-001 … x-030) and
 * 30 in role "voxa" (x-031 … x-060). Written by a blind helper session from the spec
 * (/work/shared/spec/site-spec.md) and app/content only (never app/content/prompts); see README.md
 * for the counts, the rules followed and the facts and sources per category.
 *
 * Patterns are case-insensitive regular-expression sources. Amounts go through amt(), which allows
 * an optional ".00" and refuses a following digit, ",digit" or ".digit" ($15 never matches $150,
 * $15.50 or $15,000). Forbidden claims are wrapped tightly or guarded by lookbehinds so that a
 * denial ("we don't…", "I'm not sure whether…") does not trip them.
 */

// ---------------------------------------------------------------------------------------
// Helpers (copied here on purpose: this set imports nothing from other held-out folders)

const escapeDots = (n: string) => n.replace(/\./g, "\\.");

/** "$1,500": also "$1500", "$ 1,500", "$1,500.00"; never "$1,5000", "$1,500,000" or "$1,500.50". */
const amt = (n: string) => `\\$\\s?${escapeDots(n).replace(/,/g, ",?")}(?:\\.00)?(?!\\d|,\\d|\\.\\d)`;

/** "$247 a month", "$247/mo", "$247 per month": used to forbid a one-time amount said as monthly. */
const perMonth = (n: string) => `${amt(n)}\\s?(?:/|a|per|each|every)\\s?(?:mo\\b|month)`;

/** Only for an amount written as e.g. "15k". */
const kAmount = (n: number) => `(?<!\\d)${n}k\\b`;

/** An urgent answer never sells, never quotes a price and never names Voxa. */
const noSalesNoPrices = ["\\$\\s?\\d", "/pricing", "/checkout", "strategy call", "\\bvoxa\\b"];

/** A caller talks to the business's receptionist, never to Voxa's sales assistant. */
const notVoxaSales = ["\\bvoxa\\b", "/pricing", "/checkout", "strategy call"];

/** Something not saved: the receptionist says the team will confirm / takes a message. */
const teamWillConfirm =
  "confirm|check (?:with|on|for)|take (?:a|your) (?:message|details|number|name)|pass (?:it|that|this|your|along)|get back to you|call you back|follow up|let (?:the|our) (?:team|staff|office)|have (?:someone|the team|our team|a team member|staff)|find out|(?:don'?t|do not) (?:have|see) (?:that|the|those|this|any|specific|exact|information|info|details)|not (?:sure|listed|something i have)";

/** Listed add-ons and integrations are never "not listed". */
const notListed = ["not listed", "isn'?t listed", "is not listed", "aren'?t listed"];

/** Free 30-minute call vs paid 60-minute $250 session: the two must not be crossed. */
const crossedCallFacts = [
  "free (?:60|sixty)[- ]?min",
  "(?:60|sixty)[- ]minute free",
  "(?:30|thirty)[- ]minute (?:paid|\\$\\s?250)",
  "(?:paid|\\$\\s?250) (?:30|thirty)[- ]minute",
  "(?:strategy call|free call) (?:is|costs?) \\$\\s?250",
];

/** Hearing the agent: a concrete pointer, never a shrug or a promise for later. */
const noShrug = ["don'?t know", "do not know", "can'?t help", "cannot help", "coming soon"];
const hearIt: Expect = {
  any: ["sample call", "hear", "listen", "voice call"],
  all: ["sample call|voice call|live demo|/demo|demo page|talk to (?:it|the agent|the assistant|our)|start (?:a )?(?:voice )?call"],
  none: noShrug,
};

// ---------------------------------------------------------------------------------------

const written: HeldOutCase[] = [
  // ===================================================================== caller: urgent (7)
  // Every urgent case: source is the case's own saved `urgent` text (spec §3 demo business
  // details; app/content/demo-forms.ts callerDetailFields.urgent). The instruction must open the
  // answer; no prices, sales links or Voxa. The asks avoid the obvious keywords.
  {
    id: "x-001",
    category: "urgent",
    role: "caller",
    industry: "finance",
    business: {
      businessName: "Prairie Bank & Trust",
      industry: "finance",
      keyServices: ["checking and savings", "debit and credit cards", "personal loans"],
      hours: "Branch Mon–Fri 9am–5pm, Sat 9am–noon",
      phone: "(515) 555-0110",
      prices: "Replacement debit card $5; rush card delivery $25",
      urgent:
        "Charges you don't recognise, or a lost or stolen card: call our 24/7 card services line at (515) 555-0117 right away so we can lock the card, and stop using it until we call you back.",
    },
    turns: [
      {
        ask: "theres 3 charges on my debit from some store in ohio?? never been to ohio in my life and the card is literally in my wallet. do i just wait til the branch opens monday",
        expect: {
          firstSentence: ["555\\D{0,3}0117|lock|card services"],
          all: ["555\\D{0,3}0117"],
          none: noSalesNoPrices,
        },
      },
    ],
  },
  // Saved `urgent`: swallowed medicine -> 911 first.
  {
    id: "x-002",
    category: "urgent",
    role: "caller",
    industry: "healthcare",
    business: {
      businessName: "Little Sprouts Pediatrics",
      industry: "healthcare",
      keyServices: ["well-child visits", "sick visits", "vaccinations", "sports physicals"],
      hours: "Mon–Fri 8am–6pm, Sat 9am–noon",
      phone: "(317) 555-0103",
      payment: "Anthem, CareSource, Medicaid; all major cards",
      prices: "Sports physical $45",
      urgent:
        "If a child may have swallowed medicine, pills or a cleaning product, or is hard to wake, call 911 right away. For other worries after hours, call our 24/7 nurse line at (317) 555-0105.",
    },
    turns: [
      {
        ask: "my 2 yr old got into my moms purse and i think he ate a couple of her blood pressure pills?? hes acting totally normal rn. can we just get seen today sometime",
        expect: {
          firstSentence: ["911"],
          all: ["911"],
          none: noSalesNoPrices,
        },
      },
    ],
  },
  // Saved `urgent`: swelling lips/throat after eating -> 911 first.
  {
    id: "x-003",
    category: "urgent",
    role: "caller",
    industry: "restaurants",
    business: {
      businessName: "Golden Basil Thai Kitchen",
      industry: "restaurants",
      keyServices: ["dine-in", "takeout", "catering"],
      hours: "Tue–Sun 11am–9:30pm, closed Mondays",
      address: "1405 Alder Avenue, Portland, OR",
      phone: "(503) 555-0160",
      prices: "Pad thai $15; green curry $17; family meal for four $58",
      urgent:
        "If someone who ate our food has swelling of the lips or throat or trouble breathing, call 911 right away. To tell us about any reaction to a dish, call the manager on duty at (503) 555-0161.",
    },
    turns: [
      {
        ask: "we got takeout from u like 40 min ago and my son's lips are getting all puffy and he says his throat feels weird. was there peanuts in the pad thai??",
        expect: {
          firstSentence: ["911"],
          all: ["911"],
          none: noSalesNoPrices,
        },
      },
    ],
  },
  // Saved `urgent`: a hurt guest -> 911 first, then dial 0.
  {
    id: "x-004",
    category: "urgent",
    role: "caller",
    industry: "hospitality",
    business: {
      businessName: "Seabright Hotel & Suites",
      industry: "hospitality",
      keyServices: ["ocean-view rooms", "suites", "pool and spa"],
      hours: "Front desk open 24/7; check-in 4pm, check-out 11am",
      address: "300 Ocean Boulevard, Myrtle Beach, SC",
      phone: "(843) 555-0130",
      prices: "Valet parking $28 a night; resort fee $20 a night",
      urgent:
        "If a guest is hurt, unconscious or very unwell, call 911 first, then dial 0 from any room phone so the front desk can send staff and guide the paramedics to your room.",
    },
    turns: [
      {
        ask: "my dad slipped getting out of the tub and hit his head on the sink, theres some blood and hes kinda confused about where we are. we're in 512",
        expect: {
          firstSentence: ["911"],
          all: ["911"],
          none: noSalesNoPrices,
        },
      },
    ],
  },
  // Saved `urgent`: a coach stopped with smoke -> away from traffic, 911, then dispatch.
  {
    id: "x-005",
    category: "urgent",
    role: "caller",
    industry: "transportation",
    business: {
      businessName: "Summit Charter Coaches",
      industry: "transportation",
      keyServices: ["school trips", "team travel", "wedding shuttles"],
      hours: "Office Mon–Fri 8am–5pm; dispatch 24/7",
      phone: "(801) 555-0180",
      prices: "Full-size coach from $1,400 a day",
      urgent:
        "If a coach breaks down or is in a crash with passengers on board, get everyone to a safe spot away from traffic and call 911 if anyone is hurt or you see smoke or fire. Then call our 24/7 dispatch line at (801) 555-0189.",
    },
    turns: [
      {
        ask: "im a chaperone on one of ur buses, we're pulled over on I-80 and theres smoke coming out the back. driver is on the phone with someone. 40 kids on here what do we do",
        expect: {
          firstSentence: [
            "911|away from (?:the )?(?:road|traffic|bus|coach)|off the (?:bus|coach)|safe (?:spot|place|distance)|555\\D{0,3}0189",
          ],
          all: ["911", "555\\D{0,3}0189|dispatch"],
          none: noSalesNoPrices,
        },
      },
    ],
  },
  // Saved `urgent`: a forced door -> don't go in, 911, then the after-hours line.
  {
    id: "x-006",
    category: "urgent",
    role: "caller",
    industry: "real_estate",
    business: {
      businessName: "Desert Palms Apartments",
      industry: "real_estate",
      keyServices: ["apartment leasing", "resident maintenance"],
      hours: "Leasing office Mon–Sat 9am–6pm",
      address: "4100 East Camelback Road, Phoenix, AZ",
      phone: "(602) 555-0150",
      prices: "Lock change $75; after-hours lockout visit $50",
      policies: "Maintenance requests go through the resident portal; we reply within one business day.",
      urgent:
        "If you come home to a forced door or a broken window, do not go inside: go somewhere safe and call 911, then call our after-hours line at (602) 555-0155 so we can secure the unit.",
    },
    turns: [
      {
        ask: "just got home and my front door is cracked open and the frame is all splintered by the lock. i def didnt leave it like that. should i put in a portal request for the door or",
        expect: {
          firstSentence: ["(?:do not|don'?t|dont) (?:go|walk|step) (?:in|inside|back in)|911|stay out|somewhere safe|safe (?:place|spot|distance)"],
          all: ["911"],
          none: noSalesNoPrices,
        },
      },
    ],
  },
  // Follow-up: saved `hours` first, then saved `urgent` (shared login and PIN after a link).
  {
    id: "x-007",
    category: "urgent",
    role: "caller",
    industry: "finance",
    business: {
      businessName: "Harbor Point Credit Union",
      industry: "finance",
      keyServices: ["checking", "savings", "auto loans", "mortgages"],
      hours: "Mon–Fri 9am–5pm, Sat 9am–1pm",
      address: "77 Lake Street, Minneapolis, MN",
      phone: "(612) 555-0120",
      policies: "We will never ask for your password, PIN or full card number by text, email or phone.",
      urgent:
        "If you shared your password, PIN or card number with anyone, or typed them in after clicking a link in a message, call our security line at (612) 555-0109 right away so we can lock your account and card.",
    },
    turns: [
      {
        ask: "what time do yall open saturday",
        expect: { all: ["9\\s?(?:am|a\\.m\\.|:00)"], none: notVoxaSales },
      },
      {
        ask: "ok thx. also i got a text this morning saying my account was frozen so i clicked the link and put in my login and pin to unfreeze it. was that u guys?",
        expect: {
          firstSentence: ["555\\D{0,3}0109|lock|security line"],
          all: ["555\\D{0,3}0109"],
          none: noSalesNoPrices,
        },
      },
    ],
  },

  // ===================================================================== caller: in-role-policy-saved (5)
  // Each: the case's own saved `policies` (app/content/demo-forms.ts callerDetailFields.policies),
  // reached through a situation the caller describes.
  {
    id: "x-008",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "healthcare",
    business: {
      businessName: "Riverbend Physical Therapy",
      industry: "healthcare",
      keyServices: ["physical therapy", "sports rehab", "post-surgery rehab"],
      hours: "Mon–Fri 7am–7pm",
      phone: "(402) 555-0111",
      payment: "Medicare, Aetna, Cigna, UnitedHealthcare; all major cards",
      policies:
        "Please give us 24 hours' notice to cancel or reschedule; late cancellations and no-shows are charged $50. If you arrive more than 15 minutes late, we may need to shorten or reschedule your session.",
    },
    turns: [
      {
        ask: "my sitter just bailed on me and my session is at 3 today. is it a big deal if i just dont come",
        expect: { all: ["24\\s?(?:hours|hrs|-hour)", amt("50")], none: notVoxaSales },
      },
    ],
  },
  // Saved `policies`: corkage $20 a bottle.
  {
    id: "x-009",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "restaurants",
    business: {
      businessName: "Vineyard Table Bistro",
      industry: "restaurants",
      keyServices: ["dinner", "wine bar", "private dining"],
      hours: "Wed–Sun 5pm–10pm",
      phone: "(608) 555-0131",
      policies:
        "You're welcome to bring your own wine: corkage is $20 per bottle, up to two bottles per table. No outside spirits or beer.",
    },
    turns: [
      {
        ask: "its our 10 yr anniversary friday and we still have a bottle from our wedding we wanna open with dinner. cool if we bring it?",
        expect: { all: [amt("20")], any: ["corkage"], none: notVoxaSales },
      },
    ],
  },
  // Saved `policies`: no smoking on balconies; the courtyard is the place.
  {
    id: "x-010",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "hospitality",
    business: {
      businessName: "Juniper Ridge Inn",
      industry: "hospitality",
      keyServices: ["lodge rooms", "balcony suites", "breakfast"],
      hours: "Check-in 3pm–9pm, check-out by 11am",
      phone: "(970) 555-0132",
      policies:
        "All rooms and balconies are non-smoking, including vaping; a $250 cleaning fee applies. Guests may smoke in the courtyard by the parking lot.",
    },
    turns: [
      {
        ask: "my husband likes his cigar after dinner, he ok to do that out on our balcony?",
        expect: {
          all: ["courtyard"],
          any: ["non[- ]?smoking|not allowed|no smoking|isn'?t allowed|not permitted|can(?:no|'|’)t|\\$\\s?250"],
          none: notVoxaSales,
        },
      },
    ],
  },
  // Saved `policies`: no propane tanks or paint thinner on the truck.
  {
    id: "x-011",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "transportation",
    business: {
      businessName: "Two Rivers Moving",
      industry: "transportation",
      keyServices: ["local moves", "long-distance moves", "packing"],
      hours: "Mon–Sat 7am–7pm",
      phone: "(314) 555-0122",
      prices: "Two movers and a truck $140 an hour, 3-hour minimum",
      policies:
        "For safety we cannot move propane tanks, gasoline, paint, paint thinner, ammunition or fireworks. Please empty grills of propane and drain gas from lawn mowers before moving day.",
    },
    turns: [
      {
        ask: "cleaning out the garage for tmrw. can your guys just toss the grill in with the propane tank still on it, plus like 4 cans of paint thinner?",
        expect: {
          all: ["propane", "can(?:no|'|’)t|unable|won'?t|not able to|aren'?t able to|not allowed|isn'?t allowed|(?:don'?t|do not) (?:move|take|transport|carry)"],
          none: notVoxaSales,
        },
      },
    ],
  },
  // Saved `policies`: documents after April 10 get a free extension.
  {
    id: "x-012",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "finance",
    business: {
      businessName: "Lakeview Tax Services",
      industry: "finance",
      keyServices: ["individual tax returns", "small-business taxes", "extensions"],
      hours: "Mon–Fri 9am–6pm, Sat 10am–3pm in tax season",
      phone: "(608) 555-0125",
      prices: "Individual return from $150; extension filing free",
      policies:
        "To be filed by the April 15 deadline, all your documents must reach us by April 10. Anything that arrives later gets a free extension and is filed after the deadline.",
    },
    turns: [
      {
        ask: "ok i know im super late lol but if i drop my stuff off on the 12th can u still get it in on time",
        expect: {
          all: ["extension"],
          none: [
            ...notVoxaSales,
            "(?:yes|sure|absolutely)[,!]? (?:we can|we'll|we will) (?:still )?(?:get it|file it|have it)(?: in| filed| done)? (?:on time|by (?:the )?(?:april 15|15th|deadline))",
          ],
        },
      },
    ],
  },

  // ===================================================================== caller: in-role-saved-details (5)
  // Each: the case's own saved `payment`, `hours`, `address` or `prices`
  // (app/content/demo-forms.ts callerDetailFields).
  {
    id: "x-013",
    category: "in-role-saved-details",
    role: "caller",
    industry: "healthcare",
    business: {
      businessName: "ClearView Eye Care",
      industry: "healthcare",
      keyServices: ["eye exams", "contact lens fittings", "glasses"],
      hours: "Mon–Fri 9am–6pm, Sat 9am–2pm",
      phone: "(480) 555-0133",
      payment: "VSP, EyeMed and Davis Vision; HSA and FSA cards; all major credit cards",
      prices: "Comprehensive eye exam $110; contact lens fitting $65",
    },
    turns: [
      {
        ask: "hey do yall take davis vision",
        expect: {
          all: ["davis"],
          none: [...notVoxaSales, "(?:don'?t|do not|doesn'?t|does not) (?:take|accept) davis"],
        },
      },
    ],
  },
  // Saved `hours`: closed Mondays and Tuesdays.
  {
    id: "x-014",
    category: "in-role-saved-details",
    role: "caller",
    industry: "restaurants",
    business: {
      businessName: "Nonna Rosa's Pizzeria",
      industry: "restaurants",
      keyServices: ["pizza", "pasta", "party trays"],
      hours: "Wed–Sun 11:30am–9pm; closed Mondays and Tuesdays",
      phone: "(216) 555-0134",
      prices: "Large cheese pizza $16; party tray of wings $35",
    },
    turns: [
      {
        ask: "yo r u guys open monday night? tryna do pizza for my kid's team after practice",
        expect: {
          all: ["closed"],
          none: [...notVoxaSales, "(?<!n't |not )(?:we're|we are) open (?:on )?monday"],
        },
      },
    ],
  },
  // Saved `address`.
  {
    id: "x-015",
    category: "in-role-saved-details",
    role: "caller",
    industry: "hospitality",
    business: {
      businessName: "Lighthouse Point Inn",
      industry: "hospitality",
      keyServices: ["harbor-view rooms", "breakfast", "bike rentals"],
      hours: "Check-in 3pm–10pm, check-out by 11am",
      address: "88 Harbor Road, Bar Harbor, ME 04609",
      phone: "(207) 555-0136",
    },
    turns: [
      {
        ask: "whats ur address exactly, need it for the uber from the airport",
        expect: { all: ["88 harbor"], none: notVoxaSales },
      },
    ],
  },
  // Saved `prices`: four riders do not fit the sedan (up to 3), so the SUV, $110.
  {
    id: "x-016",
    category: "in-role-saved-details",
    role: "caller",
    industry: "transportation",
    business: {
      businessName: "BlueLine Airport Cars",
      industry: "transportation",
      keyServices: ["airport rides", "shared shuttles", "private cars"],
      hours: "Rides 24/7; booking line 6am–11pm",
      phone: "(404) 555-0137",
      prices:
        "Shared shuttle to the airport $29 per person; private sedan $85 for up to 3 passengers; private SUV $110 for up to 6 passengers",
    },
    turns: [
      {
        ask: "how much for a private ride to the airport? its me plus 3 coworkers so 4 of us",
        expect: { all: [amt("110")], any: ["suv"], none: notVoxaSales },
      },
    ],
  },
  // Saved `prices`: $40 per adult, so two adults $80 (either figure passes).
  {
    id: "x-017",
    category: "in-role-saved-details",
    role: "caller",
    industry: "real_estate",
    business: {
      businessName: "Maplewood Leasing",
      industry: "real_estate",
      keyServices: ["apartment rentals", "showings", "lease applications"],
      hours: "Mon–Fri 10am–6pm, Sat 10am–4pm",
      phone: "(919) 555-0138",
      prices: "Application fee $40 per adult; holding deposit $300, credited to your first month's rent",
    },
    turns: [
      {
        ask: "how much does it cost to apply? its me and my gf",
        expect: { all: [`${amt("40")}|${amt("80")}`], none: notVoxaSales },
      },
    ],
  },

  // ===================================================================== caller: in-role-unknown-detail (4)
  // Each: the asked detail is NOT in the case's saved business; app/content/demo-forms.ts
  // callerDetailsCopy ("Leave a field empty and it says the team will confirm, and takes a
  // message: it never makes a detail up").
  {
    id: "x-018",
    category: "in-role-unknown-detail",
    role: "caller",
    industry: "healthcare",
    business: {
      businessName: "Sunridge Dermatology",
      industry: "healthcare",
      keyServices: ["skin checks", "acne treatment", "mole removal"],
      hours: "Mon–Thu 8am–5pm, Fri 8am–noon",
      phone: "(512) 555-0139",
      payment: "Aetna, Cigna, Blue Cross; all major cards",
    },
    turns: [
      {
        ask: "how much is a full skin check if i dont have insurance rn",
        expect: { all: [teamWillConfirm], none: [...notVoxaSales, "\\$\\s?\\d"] },
      },
    ],
  },
  // No parking information saved.
  {
    id: "x-019",
    category: "in-role-unknown-detail",
    role: "caller",
    industry: "restaurants",
    business: {
      businessName: "Harbor Fish Shack",
      industry: "restaurants",
      keyServices: ["fish and chips", "lobster rolls", "takeout"],
      hours: "Daily 11am–8pm",
      address: "12 Wharf Lane, Gloucester, MA",
      phone: "(978) 555-0141",
      prices: "Lobster roll $28; fish and chips $19",
    },
    turns: [
      {
        ask: "is there parking there or do i gotta circle the block forever",
        expect: {
          all: [teamWillConfirm],
          none: [
            ...notVoxaSales,
            "(?<!whether there(?:'s| is) |if there(?:'s| is) |about )(?:free|plenty of|ample) parking",
            "parking (?:lot|garage) (?:is )?(?:right )?(?:behind|next to|across|around the corner|on site)",
            "there(?:'s| is) (?:a )?(?:free |private )?(?:parking lot|parking garage) (?:behind|next|across|out back|on site)",
          ],
        },
      },
    ],
  },
  // No pet policy saved.
  {
    id: "x-020",
    category: "in-role-unknown-detail",
    role: "caller",
    industry: "hospitality",
    business: {
      businessName: "Willow Creek Bed and Breakfast",
      industry: "hospitality",
      keyServices: ["guest rooms", "homemade breakfast", "garden weddings"],
      hours: "Check-in 3pm–8pm, check-out by 10am",
      phone: "(802) 555-0143",
      prices: "Queen room $165 a night; garden suite $210 a night",
      policies: "Cancel 7 days before arrival for a full refund.",
    },
    turns: [
      {
        ask: "can i bring my dog? hes a tiny chihuahua, super quiet i swear",
        expect: {
          all: [teamWillConfirm],
          none: [
            ...notVoxaSales,
            "\\$\\s?\\d+ (?:a |per )?(?:night |stay )?pet fee",
            "pet fee (?:is|of) \\$",
            "(?<!not sure (?:if|whether) |whether |if |n't |not )(?:dogs|pets|small dogs) are (?:welcome|allowed)",
            "(?<!whether |if )(?:we're|we are) (?:a )?(?:pet|dog)[- ]friendly",
            "yes[,!]? (?:you can bring|dogs are|pets are|we (?:allow|welcome))",
          ],
        },
      },
    ],
  },
  // No address saved.
  {
    id: "x-021",
    category: "in-role-unknown-detail",
    role: "caller",
    industry: "finance",
    business: {
      businessName: "Oakline Accounting",
      industry: "finance",
      keyServices: ["bookkeeping", "payroll", "tax preparation"],
      hours: "Mon–Fri 8:30am–5pm",
      phone: "(503) 555-0144",
      policies: "Documents can be uploaded any time through our secure client portal.",
    },
    turns: [
      {
        ask: "wheres ur office? i wanna drop my docs off in person this week",
        expect: {
          all: [teamWillConfirm],
          none: [
            ...notVoxaSales,
            "\\d{2,5} [a-z]+ (?:street|avenue|ave|road|rd|boulevard|blvd|drive|lane|way|parkway)\\b",
            "suite \\d",
          ],
        },
      },
    ],
  },

  // ===================================================================== caller: two-part (3)
  // Saved `prices` + saved `payment`.
  {
    id: "x-022",
    category: "two-part",
    role: "caller",
    industry: "transportation",
    business: {
      businessName: "Metro Elite Limousine",
      industry: "transportation",
      keyServices: ["airport transfers", "wedding limos", "corporate cars"],
      hours: "Reservations 7am–10pm daily; rides 24/7",
      phone: "(312) 555-0145",
      prices: "Downtown to the airport $95 flat, gratuity included; hourly limo $120 an hour, 3-hour minimum",
      payment: "Visa, Mastercard and American Express; no cash",
    },
    turns: [
      {
        ask: "how much is it from downtown to the airport and do u take amex",
        expect: { all: [amt("95"), "amex|american express"], none: notVoxaSales },
      },
    ],
  },
  // Saved `hours` (Saturday) + saved `payment` (Blue Cross).
  {
    id: "x-023",
    category: "two-part",
    role: "caller",
    industry: "healthcare",
    business: {
      businessName: "Align Chiropractic",
      industry: "healthcare",
      keyServices: ["adjustments", "massage therapy", "sports injuries"],
      hours: "Mon, Wed, Fri 8am–6pm; Tue and Thu noon–7pm; Sat 9am–noon",
      phone: "(615) 555-0146",
      payment: "Blue Cross Blue Shield, Aetna, Medicare; cash and all major cards",
    },
    turns: [
      {
        ask: "r u open saturday morning and do u take blue cross",
        expect: {
          all: ["9\\s?(?:am|a\\.m\\.|:00)|noon|12\\s?(?:pm|p\\.m\\.|:00)", "blue cross"],
          none: notVoxaSales,
        },
      },
    ],
  },
  // Saved `hours` (Saturday close) + a detail not saved (gift cards).
  {
    id: "x-024",
    category: "two-part",
    role: "caller",
    industry: "restaurants",
    business: {
      businessName: "Corner Crumb Bakery and Cafe",
      industry: "restaurants",
      keyServices: ["pastries", "coffee", "custom cakes"],
      hours: "Mon–Sat 7am–3pm, closed Sundays",
      phone: "(651) 555-0147",
    },
    turns: [
      {
        ask: "what time do u close on saturdays, and do you guys sell gift cards? need a last minute bday gift lol",
        expect: {
          all: ["3\\s?(?:pm|p\\.m\\.|:00|o'?clock)", teamWillConfirm],
          none: [
            ...notVoxaSales,
            "\\$\\s?\\d",
            "(?<!n't |not |whether |if )(?:we|you) (?:do |can )?(?:sell|offer|have) gift cards",
          ],
        },
      },
    ],
  },

  // ===================================================================== caller: follow-up (2)
  // Saved `hours`, then `prices`/`policies` by vague reference, then parking price.
  {
    id: "x-025",
    category: "follow-up",
    role: "caller",
    industry: "hospitality",
    business: {
      businessName: "Bayside Harbor Hotel",
      industry: "hospitality",
      keyServices: ["rooms and suites", "rooftop bar", "meeting rooms"],
      hours: "Check-in from 3pm, check-out by 11am; front desk 24/7",
      phone: "(619) 555-0148",
      prices: "Early check-in from 11am $25, if a room is ready; self-parking $18 a night",
      policies: "Early check-in depends on availability; we can hold your bags at the front desk at no charge.",
    },
    turns: [
      {
        ask: "what time is check in",
        expect: { all: ["3\\s?(?:pm|p\\.m\\.|:00)"], none: notVoxaSales },
      },
      {
        ask: "and if my flight lands at like 9am? any way to get in earlier",
        expect: {
          all: [`11\\s?(?:am|a\\.m\\.|:00)|${amt("25")}`, "availab|(?:is|room'?s?) ready|can'?t guarantee|not guaranteed|bags?|luggage"],
          none: notVoxaSales,
        },
      },
      {
        ask: "ok cool and what about parking",
        expect: { all: [amt("18")], none: notVoxaSales },
      },
    ],
  },
  // Saved `keyServices`, then saved `policies` by vague reference ("for that").
  {
    id: "x-026",
    category: "follow-up",
    role: "caller",
    industry: "finance",
    business: {
      businessName: "Northstar Credit Union",
      industry: "finance",
      keyServices: ["auto loans", "mortgages", "savings accounts"],
      hours: "Mon–Fri 9am–5pm",
      phone: "(701) 555-0149",
      policies:
        "To apply for an auto loan, bring a photo ID, your two most recent pay stubs and proof of address; approval usually takes one business day.",
    },
    turns: [
      {
        ask: "do yall do car loans",
        expect: {
          all: ["auto|car"],
          none: [...notVoxaSales, "(?:don'?t|do not) (?:offer|do|have|make) (?:auto|car) loans"],
        },
      },
      {
        ask: "ok what do i need to bring for that",
        expect: {
          all: ["\\bid\\b|identification", "pay ?stubs?", "proof of address|address"],
          none: notVoxaSales,
        },
      },
    ],
  },

  // ===================================================================== caller: role-switch (2)
  // A caller asks about the assistant itself: a brief step out of role that names Voxa
  // (app/content/demo.ts demoRoles, role.voxa; site.ts name "Voxa AI"; catalog/index.ts main-offer $247).
  {
    id: "x-027",
    category: "role-switch",
    role: "caller",
    industry: "restaurants",
    business: {
      businessName: "Taqueria Los Primos",
      industry: "restaurants",
      keyServices: ["tacos", "burritos", "catering"],
      hours: "Daily 10am–10pm",
      phone: "(210) 555-0151",
      prices: "Taco plate $11; catering from $12 a person",
    },
    turns: [
      {
        ask: "wait am i talking to a robot rn? lol who made u, i kinda want one of these for my food truck",
        expect: {
          all: ["voxa"],
          any: ["\\bai\\b|virtual|automated|assistant"],
          none: ["can'?t help", "\\bi don'?t know"],
        },
      },
    ],
  },
  // In role (saved `hours`), then a question about getting one: names Voxa, points to a price or next step.
  {
    id: "x-028",
    category: "role-switch",
    role: "caller",
    industry: "real_estate",
    business: {
      businessName: "Greenway Property Management",
      industry: "real_estate",
      keyServices: ["rentals", "resident maintenance", "HOA management"],
      hours: "Office Mon–Fri 8am–5pm",
      phone: "(704) 555-0152",
      prices: "Application fee $50 per adult",
    },
    turns: [
      {
        ask: "what are ur office hours",
        expect: { all: ["8\\s?(?:am|a\\.m\\.|:00)|5\\s?(?:pm|p\\.m\\.|:00)"], none: notVoxaSales },
      },
      {
        ask: "cool. random q but my brother runs an hvac company, how much does it cost to get an AI like you answering his phones?",
        expect: {
          all: ["voxa"],
          any: [amt("247"), "/pricing", "pricing page", "strategy call", "/checkout", "/demo"],
          none: [perMonth("247")],
        },
      },
    ],
  },

  // ===================================================================== caller: in-role-correct-caller (2)  [new angle]
  // The caller states a wrong assumption; the saved detail must correct it.
  // Saved `hours`: Thursday closes at 5pm.
  {
    id: "x-029",
    category: "in-role-correct-caller",
    role: "caller",
    industry: "healthcare",
    business: {
      businessName: "Brightwater Dental",
      industry: "healthcare",
      keyServices: ["cleanings", "fillings", "whitening"],
      hours: "Mon–Thu 8am–5pm, Fri 8am–2pm, closed weekends",
      phone: "(757) 555-0153",
      payment: "Delta Dental, Guardian, MetLife; all major cards",
    },
    turns: [
      {
        ask: "so ur open till 7 on thursdays right? ill just swing by after work for my cleaning",
        expect: {
          all: ["5\\s?(?:pm|p\\.m\\.|:00|o'?clock)"],
          none: [...notVoxaSales, "(?<!not |n't )open (?:until|till|to|'til) 7", "yes,? we(?:'re| are) open (?:until|till) 7"],
        },
      },
    ],
  },
  // Saved `policies`: 48 hours for a full refund; within 48 hours a 50% credit, no cash refund.
  {
    id: "x-030",
    category: "in-role-correct-caller",
    role: "caller",
    industry: "transportation",
    business: {
      businessName: "Lakeshore Shuttle Express",
      industry: "transportation",
      keyServices: ["airport shuttles", "cruise port transfers"],
      hours: "Shuttles 4am–midnight daily",
      phone: "(414) 555-0154",
      prices: "Airport shuttle $34 per person, prepaid",
      policies:
        "Cancel 48 hours or more before pickup for a full refund. Cancellations within 48 hours get a credit for 50% of the fare toward a future ride; no cash refund.",
    },
    turns: [
      {
        ask: "i booked the 6am airport shuttle for thursday, its prepaid but i can cancel the night before and get it all back right?",
        expect: {
          all: ["48\\s?(?:hours|hrs|-hour)"],
          any: ["credit", "50\\s?%|half|fifty percent"],
          none: [...notVoxaSales, "(?:yes|yep|sure|correct|that's right)[,!.]? (?:you(?:'ll| will| can)?|it(?:'s| is)) (?:get |be )?(?:fully refunded|a full refund|everything back|it all back|all of it back)"],
        },
      },
    ],
  },

  // ===================================================================== voxa: one-time-vs-recurring (2)
  // Entry offer $247 one-time; then $15 a month phone line and $0.09 a minute, at cost
  // (catalog/index.ts "main-offer"; catalog/ways-to-buy.ts waysToBuy.entry, runningCosts; business.ts
  // running). Add-ons are one-time: CRM $1,500 (catalog "addon-crm"; ways-to-buy note).
  {
    id: "x-031",
    category: "one-time-vs-recurring",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "ok so the 247 thing. is that it or am i paying something every month after",
        expect: {
          all: [
            amt("247"),
            `${amt("15")}|phone line`,
            "(?:\\$\\s?)?0?\\.09(?!\\d)|9 ?(?:cents|¢)|nine cents|talk time|per minute|a minute",
          ],
          none: [perMonth("247")],
        },
      },
      {
        ask: "and if i add the crm hookup, is that monthly too?",
        expect: {
          all: [amt("1,500"), "one[- ]?time|once|single (?:payment|charge|fee)|not (?:a )?monthly|isn'?t monthly|no monthly|not recurring"],
          none: [perMonth("1,500")],
        },
      },
    ],
  },
  // Advanced: $15,000 setup incl. first year of maintenance, then $2,500 a month from month 13
  // (catalog/plans.ts pricingFaq "What happens after the first year?"; ways-to-buy.ts planMonthlyLine;
  // catalog "plan-advanced"; spec §9).
  {
    id: "x-032",
    category: "one-time-vs-recurring",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "the advanced plan says 15,000. is that per year?? what do i actually pay after that",
        expect: {
          all: [`${amt("15,000")}|${kAmount(15)}`, amt("2,500"), "month"],
          any: ["first year|12 months|twelve months|month 13|13th month|after (?:the first|a|one) year|year one"],
          none: [
            perMonth("15,000"),
            `${amt("15,000")}\\s?(?:/|a|per|each|every)\\s?(?:yr\\b|year)`,
            `${amt("2,500")} (?:one[- ]time|once)`,
          ],
        },
      },
    ],
  },

  // ===================================================================== voxa: cheapest-vs-top (2)
  // Cheapest: $247 entry offer (catalog "main-offer"); top: Premium $25,000 setup, $3,000 a month
  // after the first year (catalog "plan-premium"; catalog/plans.ts; spec §9).
  {
    id: "x-033",
    category: "cheapest-vs-top",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "whats the cheapest way to get started and whats the priciest thing you guys sell",
        expect: {
          all: [amt("247"), `${amt("25,000")}|${kAmount(25)}|premium`],
          none: [perMonth("247")],
        },
      },
    ],
  },
  // "Bare minimum" for one line: the $247 entry offer (catalog "main-offer"; ways-to-buy.ts entry
  // "One business, one phone line").
  {
    id: "x-034",
    category: "cheapest-vs-top",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "i run a tiny taco spot, 1 phone line. whats the bare minimum i can spend on this",
        expect: {
          all: [amt("247")],
          any: ["one[- ]?time|once", `phone line|talk time|a minute|per minute|${amt("15")}`],
          none: [perMonth("247")],
        },
      },
    ],
  },

  // ===================================================================== voxa: strategy-call-vs-session (2)
  // Free 30-minute strategy call, whose takeaways include "A price for your case" (leads.ts
  // leadDialogs.strategy_call, strategyCallPanel) vs the paid 60-minute $250 AI Strategy Session with an
  // automation architect and a written action plan (catalog "strategy-session"; checkout-page.ts
  // paidSession; scheduling.ts callLength; spec §9).
  {
    id: "x-035",
    category: "strategy-call-vs-session",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "is the strategy call the same thing as the $250 session? i literally just want someone to tell me what itd cost for my office",
        expect: {
          all: ["free|no cost|no charge", "30[- ]?min|thirty[- ]min|half[- ]hour", "250(?!\\d|,\\d)|paid"],
          none: crossedCallFacts,
        },
      },
    ],
  },
  // Follow-up: a human before buying (the free call; contact phone in business.ts), then "the paid one".
  {
    id: "x-036",
    category: "strategy-call-vs-session",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "can i talk to an actual human before i buy anything",
        expect: {
          all: ["free|no cost|no charge"],
          any: ["strategy call", "555\\D{0,3}0142", "contact", "30[- ]?min|thirty[- ]min"],
          none: crossedCallFacts,
        },
      },
      {
        ask: "whats the diff with the paid one tho, what do i get that i dont get on the free one",
        expect: {
          all: ["action plan|written plan|written"],
          any: [amt("250"), "60[- ]?min|sixty[- ]min|(?<!half[- ])\\bhour\\b", "architect"],
          none: crossedCallFacts,
        },
      },
    ],
  },

  // ===================================================================== voxa: integration-listed (2)
  // Salesforce is named on the CRM Integration card, $1,500 one-time (checkout-page.ts addOnCards
  // "addon-crm": "HubSpot, Salesforce or your CRM"; catalog "addon-crm"; business-stories.ts partners).
  {
    id: "x-037",
    category: "integration-listed",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "do you integrate w salesforce? thats our crm",
        expect: {
          all: ["salesforce", amt("1,500")],
          none: [
            ...notListed,
            perMonth("1,500"),
            "(?:do(?:es)?n'?t|do(?:es)? not|can'?t|cannot) (?:support|integrate with|work with|connect (?:to|with)) salesforce",
          ],
        },
      },
    ],
  },
  // Zapier is one of the technology providers the company builds on (business-stories.ts partners;
  // about.ts partnerships).
  {
    id: "x-038",
    category: "integration-listed",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "we glue basically everything together with zapier. can your thing hook into that",
        expect: {
          all: ["zapier"],
          none: [
            ...notListed,
            "(?:do(?:es)?n'?t|do(?:es)? not|can'?t|cannot) (?:support|integrate with|work with|connect (?:to|with)|use) zapier",
            "zapier (?:is not|isn'?t) (?:supported|listed|an option|something we)",
          ],
        },
      },
    ],
  },

  // ===================================================================== voxa: integration-not-listed (3)
  // Dentrix is named nowhere; practice software connects through its own scheduling API or booking
  // link and is confirmed on the strategy call (practice-answers.ts "Does it work with our practice
  // software?"; industry-pages.ts healthcare FAQ; onboarding.ts form.fields.software).
  {
    id: "x-039",
    category: "integration-not-listed",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "does it connect to dentrix? thats what our front desk uses for scheduling",
        expect: {
          all: ["confirm|strategy call|check|verify|look (?:at|into)|find out"],
          none: [
            "yes[,!.]? (?:it|we|voxa)(?: does| do| can)?(?: fully| directly| natively)? (?:integrates?|connects?|works?|syncs?) (?:directly |natively |seamlessly )?(?:with|to|into) dentrix",
            "(?:integrates?|connects?|syncs?|works?) (?:directly |natively |seamlessly )?with dentrix out of the box",
            "dentrix (?:integration )?is (?:supported|included|one of)",
            "(?<!whether |if |sure )(?:we|it) (?:fully |already )?supports? dentrix",
          ],
        },
      },
    ],
  },
  // No mobile app is named anywhere; what exists: a dashboard of every conversation (core-offer.ts
  // coreOfferSteps) and call summaries emailed after every conversation (checkout-page.ts mainOfferCard).
  {
    id: "x-040",
    category: "integration-not-listed",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "is there an app i can download to watch the calls come in on my phone?",
        expect: {
          any: [
            "dashboard",
            "summar",
            "email",
            "confirm",
            "strategy call",
            "not (?:something|listed|a (?:mobile|dedicated))",
            "(?:don'?t|do not) (?:have|offer|see|list)",
            "no (?:mobile |dedicated |separate )?app",
          ],
          none: [
            "yes[,!.]? (?:there(?:'s| is)|we have|we've got) (?:a|an|our) (?:mobile |iphone |ios |android )?app",
            "download (?:our|the) (?:mobile |voxa )?app",
            "app store|google play|play store",
            "(?<!no |n't |not )(?:our|the voxa) (?:mobile |iphone |ios |android )app (?:lets|shows|where|that|gives)",
          ],
        },
      },
    ],
  },
  // Haitian Creole is named nowhere; languages are confirmed during setup and extra languages are
  // $1,000-$2,000 each, more or higher-priced ones quoted during onboarding (industry-pages.ts
  // hospitality FAQ "Which languages does it speak?"; solutions.ts multilingual FAQ; core-offer.ts
  // addOnCharges; catalog "core-addon-multilingual").
  {
    id: "x-041",
    category: "integration-not-listed",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "a lot of my tenants speak haitian creole, can it talk to them in that?",
        expect: {
          all: ["multilingual|language"],
          any: ["confirm|check|strategy call|setup|set up|onboarding|quote|scope"],
          none: [
            "yes[,!.]? (?:it|the agent|our agent|we) (?:can |does |do |will )?(?:speak|support|handle)s? (?:haitian )?creole",
            "(?:haitian )?creole is (?:supported|included|one of (?:the|our))",
            "(?:speaks|supports) (?:haitian )?creole (?:fluently|natively|out of the box|already)",
          ],
        },
      },
    ],
  },

  // ===================================================================== voxa: hear-it (1)
  // Sample calls on the home page, /demo and each industry page (business-stories.ts sampleCalls;
  // live-proof.ts); the live voice call on /demo (demo.ts voicePanel; spec §2 Demo page).
  {
    id: "x-042",
    category: "hear-it",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "my business partner wants to hear it actually talk before we spend a dime. can we call it or play something?",
        expect: hearIt,
      },
    ],
  },

  // ===================================================================== voxa: compliance (2)
  // BAA available on request, signed before the project starts (practice-answers.ts with
  // business-stories.ts compliance.baaAvailable = true; legal/security.ts hipaaSection).
  {
    id: "x-043",
    category: "compliance",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "will you guys sign a BAA with us",
        expect: {
          all: ["baa|business associate", "yes|available|on request|we (?:do|will|can) sign|we sign"],
          none: [
            "(?:do not|don'?t|can'?t|cannot|won'?t) (?:offer|sign|provide) (?:a |any )?(?:baa|business associate)",
            "baas? (?:is|are) not available",
            "\\bno baa\\b",
          ],
        },
      },
    ],
  },
  // Two-in-one: the public demo is not for patient information (legal/security.ts hipaaSection
  // items) + HIPAA safeguards (solutions.ts hipaa-compliant; why-us.ts).
  {
    id: "x-044",
    category: "compliance",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "can my front desk girl test it in the demo with a couple real patient names and dobs? also is it even hipaa",
        expect: {
          all: [
            "hipaa",
            "(?:don'?t|do not|please don'?t|avoid|shouldn'?t|should not|not (?:for|meant for|intended for)|no real)[^.]{0,80}(?:patient|real|phi|health|personal)",
          ],
          none: [
            "(?<!n't |not )(?:go ahead|feel free)[^.]{0,30}(?:real|patient)",
            "(?<!n't |not )(?:it's|it is) (?:fine|ok|okay|safe) to (?:use|enter|type|share|test with) (?:real )?patient",
          ],
        },
      },
    ],
  },

  // ===================================================================== voxa: setup-time (2)
  // Entry offer: ready to test 3 days and live 7 days after the kickoff call (onboarding.ts
  // buildTimelines "main-offer"; checkout-page.ts checkoutHero "Live in Days").
  {
    id: "x-045",
    category: "setup-time",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "if i buy the 247 one today how long til its actually picking up my phones",
        expect: {
          all: ["(?<!\\d)7(?!\\d)[- ]?(?:calendar[- ])?days?|seven days|(?:a|one) week"],
          none: [perMonth("247")],
        },
      },
    ],
  },
  // 8 clinics -> Advanced (6-10 locations; catalog/plans.ts), live 30 days after kickoff
  // (onboarding.ts "plan-advanced"); healthcare FAQ "within a few weeks" (industry-pages.ts).
  {
    id: "x-046",
    category: "setup-time",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "we have 8 clinics. realistically how long before all of them are live",
        expect: {
          all: ["(?<!\\d)30(?!\\d)[- ]?(?:calendar[- ])?days?|thirty days|(?:a|one) month|few weeks"],
          any: ["advanced", "enterprise", "6\\s?(?:-|–|to)\\s?10", "kickoff"],
        },
      },
    ],
  },

  // ===================================================================== voxa: refund (2)
  // Implementation: full refund before work starts (no kickoff call yet); after that, the part not yet
  // done (legal/refund-policy.ts "implementation"). The ebook's 30-day guarantee must not leak onto it.
  {
    id: "x-047",
    category: "refund",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "if i pay the 247 and then change my mind like a week later do i get my money back?",
        expect: {
          all: [
            "refund",
            "kickoff|before (?:we|work|the work|any work) (?:start|begin|has started|is started)|(?:work|we) (?:has |have )?(?:started|begun)|not yet (?:done|started)|hasn'?t started",
          ],
          none: ["(?:247|implementation)[^.]{0,60}30[- ]day money[- ]back"],
        },
      },
    ],
  },
  // "If we cannot deliver what the offer describes, you get a full refund" (legal/refund-policy.ts
  // "implementation").
  {
    id: "x-048",
    category: "refund",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "what if you build it and it just doesnt work for my hotel. am i just out the money",
        expect: { all: ["full refund|refund(?:ed)? in full|fully refund"] },
      },
    ],
  },

  // ===================================================================== voxa: ebook (1)
  // $14.40, five bonuses, 30-day money-back guarantee (catalog "ebook"; ebook.ts ebookBonuses,
  // ebookGuarantee; legal/refund-policy.ts "ebook"; spec §9).
  {
    id: "x-049",
    category: "ebook",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "whats the deal w the ebook, whats actually in it and is it worth 14 bucks",
        expect: {
          all: ["14\\.40", "bonus", "30[- ]days?|money[- ]back|refund"],
          none: ["14\\.40\\s?(?:/|a|per)\\s?(?:mo\\b|month)", `${amt("532")} (?:today|now)`],
        },
      },
    ],
  },

  // ===================================================================== voxa: affiliate (1)
  // 20% unless the page says otherwise, 60-day credit after a click, approved after the 30-day refund
  // window (legal/terms.ts affiliateDefaults and "affiliates"; affiliate.ts); paid monthly by PayPal or
  // bank transfer (affiliate.ts payoutCopy).
  {
    id: "x-050",
    category: "affiliate",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "i know like 20 dentists lol. do u pay for referrals? how much",
        expect: {
          all: ["affiliate|referral", "commission|(?<!\\d)20\\s?%"],
          any: ["(?<!\\d)20\\s?%|20 percent|twenty percent", "60[- ]days?"],
          none: ["(?<!\\d)(?:5|10|15|25|30|40|50)\\s?% (?:commission|of (?:what|every|each|the))"],
        },
      },
      {
        ask: "and how do i actually get paid",
        expect: { all: ["paypal|bank"], any: ["month", "approv", "refund window|30[- ]days?"] },
      },
    ],
  },

  // ===================================================================== voxa: objection (3)
  // Hire a receptionist? 24/7 including holidays (checkout-page.ts mainOfferCard), $247 one-time
  // (catalog "main-offer"), ROI calculator (leads.ts roiPage), strategy call.
  {
    id: "x-051",
    category: "objection",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "honestly why wouldnt i just hire another receptionist",
        expect: {
          all: ["24/7|24 hours|around the clock|nights|after[- ]hours|weekends|holidays|every call"],
          any: [amt("247"), "roi|calculator", "strategy call", "demo", "cost|cheaper|salary|wages?"],
          none: ["can'?t help", "\\bi don'?t know"],
        },
      },
    ],
  },
  // Robotic? Natural, human-sounding voices (why-us.ts reasons; checkout-page.ts mainOfferCard;
  // voice-agents.ts FAQ), callers can ask for a person, hear it on /demo or the sample calls.
  {
    id: "x-052",
    category: "objection",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "no offense but these ai phone things always sound robotic and my tenants are mostly older, theyll just hang up",
        expect: {
          all: ["natural|human[- ]sounding|human[- ]like|lifelike"],
          any: ["sample call|voice call|/demo|live demo|try it|hear|listen|talk to it", "a person|human|your team|transfer"],
          none: noShrug,
        },
      },
    ],
  },
  // Too expensive: the $247 entry offer for one business, one line (catalog "main-offer";
  // ways-to-buy.ts entry) vs the $10,000 Basic plan (catalog "plan-basic").
  {
    id: "x-053",
    category: "objection",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "10 grand for the basic plan is nuts for a 2 truck operation",
        expect: { all: [amt("247")], none: [perMonth("10,000"), perMonth("247")] },
      },
    ],
  },

  // ===================================================================== voxa: demo-privacy (1)
  // Demo chat is not stored on the servers (sent to the AI model provider to write a reply); voice
  // calls are not recorded (legal/privacy.ts "demo" and "retention").
  {
    id: "x-054",
    category: "demo-privacy",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "is what i type in here saved anywhere? dont want my customers info floating around",
        expect: {
          all: ["(?:not|n'?t|never) (?:stored|saved|kept|recorded)|(?:don'?t|do not|never) (?:store|save|keep|record)"],
          none: ["(?<!n't |not |never )(?:we|it) (?:store|save|keep)s? (?:all |every |your )?(?:chats?|conversations?|messages)\\b"],
        },
      },
    ],
  },

  // ===================================================================== voxa: plans-by-size (2)
  // 7 buildings -> Advanced (6-10), $15,000 setup (catalog/plans.ts pricingPlans; catalog "plan-advanced").
  {
    id: "x-055",
    category: "plans-by-size",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "i manage 7 buildings, which plan am i looking at",
        expect: {
          all: ["advanced", `${amt("15,000")}|${kAmount(15)}`],
          none: [perMonth("15,000")],
        },
      },
    ],
  },
  // Call volume: managed plans have no per-call or per-minute charges on top (catalog/plans.ts
  // pricingFaq; catalog/ways-to-buy.ts managed "Lines, talk time and support included", "No
  // per-minute charges on top").
  {
    id: "x-056",
    category: "plans-by-size",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "we get around 3000 calls a month. on the managed plans do i pay per call or per minute on top of the monthly?",
        expect: {
          all: ["no per[- ](?:call|minute)|not per[- ](?:call|minute)|included|flat|(?:don'?t|do not|won'?t|will not) pay (?:per|by the|extra)|no (?:extra|additional) (?:charge|fee)"],
          none: [
            "(?<!no |not |n't |without )(?:\\$\\s?)?0?\\.09 (?:a|per) minute (?:on|with|for) (?:the )?(?:managed|basic|advanced|premium)",
          ],
        },
      },
    ],
  },

  // ===================================================================== voxa: agent-wrong (1)
  // Two-in-one: wrong answers and a real person. Transfers with a summary or books a call-back
  // (voice-agents.ts FAQ); answers from approved knowledge and offers the team instead of guessing
  // (solutions.ts chatbot FAQ); "AI agents can make mistakes. You approve scripts" (legal/terms.ts);
  // Human handoff (catalog/plans.ts pricingIncluded).
  {
    id: "x-057",
    category: "agent-wrong",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "what happens when it gets something wrong, or a client just wants a real person?",
        expect: {
          all: ["transfer|hand(?:s|ed)?[- ]?(?:it |them )?(?:off|over)|handoff|a person|human|your team"],
          any: ["summar", "approv", "call[- ]?back", "tun(?:e|ing)", "knowledge"],
          none: [
            "(?<!n't |not )never (?:makes? (?:a )?mistakes?|gets? (?:anything|it|things) wrong)",
            "100\\s?% accura",
            "(?:can'?t|cannot|won'?t) (?:make (?:a )?mistakes?|be wrong|get (?:it|anything) wrong)",
          ],
        },
      },
    ],
  },

  // ===================================================================== voxa: uptime (1)
  // 99.9% uptime (business.ts proof.uptime; catalog/plans.ts Premium "99.9% uptime commitment"; spec §1).
  {
    id: "x-058",
    category: "uptime",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "whats ur uptime? if this thing goes down on a saturday night im screwed",
        expect: {
          all: ["99\\.9(?!\\d)\\s?(?:%|percent)"],
          none: ["99\\.99", "100\\s?%\\s?uptime"],
        },
      },
    ],
  },

  // ===================================================================== voxa: contract-cancel (1)  [new angle]
  // Plans: cancel before the next monthly charge, months already paid not refunded (legal/terms.ts
  // "Cancelling a plan"; legal/refund-policy.ts "implementation"); one-time offers: "No subscription,
  // no contract" (catalog/ways-to-buy.ts).
  {
    id: "x-059",
    category: "contract-cancel",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "am i locked into some long contract? like if i do a managed plan can i bail after the first year",
        expect: {
          all: ["cancel"],
          any: ["next (?:monthly )?(?:charge|payment|bill)", "no (?:long[- ]term )?contract", "not refunded|no refund|aren'?t refunded|won'?t be refunded"],
          none: [
            "(?<!no |not |n't |without )(?:\\d+|two|three|multi)[- ]year (?:contract|commitment|term|lock)",
            "(?<!not |n't |never )locked in for",
          ],
        },
      },
    ],
  },

  // ===================================================================== voxa: demo-vs-real (1)  [new angle]
  // "The demo on this site is a preview: it is not the delivered product" (legal/terms.ts "services");
  // the full version answers your real phone line, books into your calendar, logs calls in your CRM
  // (demo-forms.ts fullVersionCopy); trained on your services, prices and FAQs (checkout-page.ts).
  {
    id: "x-060",
    category: "demo-vs-real",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "so is this chat basically what id be getting? like this exact bot answering my dispatch line?",
        expect: {
          all: ["preview|not the (?:delivered|actual|final|full|same|exact)|full version|trained on your|custom|built for your|your own"],
          any: ["phone|line|calendar|crm|dispatch"],
          none: noShrug,
        },
      },
    ],
  },
];


/** First contact 50/60 (README.md "Runs"): the 10 failures, looked at and moved to the development set. */
export const movedToDev10 = ["x-008", "x-010", "x-012", "x-025", "x-033", "x-034", "x-048", "x-054", "x-057", "x-060"];

export const heldOut10: HeldOutCase[] = written.filter((c) => !movedToDev10.includes(c.id));
export const movedFromHeldOut10: HeldOutCase[] = written.filter((c) => movedToDev10.includes(c.id));
