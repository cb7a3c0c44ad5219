import type { HeldOutCase } from "../heldout/types";

/**
 * Held-out cases that failed at a checkpoint run and were moved here, to the development set
 * (tests/assistant/heldout/README.md, docs/decisions/099): their category was fixed in general and
 * new development cases were written for it; from now on these may be used like any other
 * development case. Copied as they were written (patterns resolved), with the run that moved them.
 */
export const movedFromHeldOut: HeldOutCase[] = [
  // moved to dev after held-out run 1
  {
    id: "h-004",
    category: "price-add-ons",
    role: "voxa",
    industry: "hospitality",
    turns: [
      {
        ask: "what add-ons can i stack on the $247 agent? prices pls",
        expect: {
          all: ["crm", "sms", "\\$1,500", "\\$500", "\\$2,000"],
          any: ["multilingual", "language"],
          link: "/checkout",
        },
      },
    ],
  },
  {
    id: "h-007",
    category: "two-part",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "premium plan - price and how many properties does it cover",
        expect: {
          all: ["\\$25,000", "10\\+|10 or more|more than 10|ten or more|over 10|10 plus"],
          any: [
            "\\$3,000(\\.00)? ?(/ ?|per |a |each |every )(mo\\b|month)|\\$3,000(\\.00)? (monthly|/mo)",
            "first year",
          ],
          link: "/pricing",
        },
      },
    ],
  },
  // h-011: the pricing page states talk time since issue 42 (business.running: $0.09 a minute on the entry
  // offer and the packages, none on top of the managed plans); the two patterns that forbade a per-minute
  // price were taken out, from the content, as the held-out README allows. Nothing else changed.
  {
    id: "h-011",
    category: "per-minute",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "do you charge per minute?",
        expect: {
          any: [
            "no per-(call|minute)",
            "not (charged|billed|priced) (per|by the) (minute|call)",
            "(don'?t|do not) charge (per|by the) (minute|call)",
            "flat",
            "one[- ]time|one-off|\\bonce\\b|single (payment|charge)|not a subscription|no subscription",
            "not (listed|stated)",
            "confirm",
          ],
          none: [
            "co-?pays?",
            "your insurance (plan|card|provider)",
            "check-?up",
            "\\bdr\\.",
            "the doctor",
            "new[- ]patient (exam|visit)",
            "date of birth",
            "\\byes\\b[^.!?]*per[- ]minute",
          ],
        },
      },
    ],
  },
  {
    id: "h-016",
    category: "follow-up",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "whats in the ai business partner playbook",
        expect: { all: ["bonus"], any: ["template", "script", "30-day", "checklist", "dashboard"] },
      },
      { ask: "and if it turns out useless for me?", expect: { all: ["30[- ]day|30 days", "refund|money[- ]back"] } },
      {
        ask: "is it a subscription or one payment",
        expect: {
          all: [
            "one[- ]time|one-off|\\bonce\\b|single (payment|charge)|not a subscription|no subscription|one payment",
          ],
          none: ["\\$14\\.40(\\.00)? ?(/ ?|per |a |each |every )(mo\\b|month)|\\$14\\.40(\\.00)? (monthly|/mo)"],
        },
      },
    ],
  },
  {
    id: "h-017",
    category: "price-strategy-session",
    role: "voxa",
    industry: "finance",
    turns: [
      {
        ask: "whats the difference between the $250 strategy session and the free call",
        expect: {
          all: ["\\$250", "free", "60[- ]min|an hour|one hour|1 hour", "30[- ]min"],
          any: ["action plan", "written", "architect"],
        },
      },
    ],
  },
  {
    id: "h-023",
    category: "integration-not-listed",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "we're on appfolio, does your thing plug into it",
        expect: {
          any: [
            "not (listed|named|mentioned|on our list)",
            "(doesn'?t|does not|don'?t|do not) (list|name|mention)",
            "(isn'?t|is not) (listed|named|mentioned|one we)",
            "confirm",
            "strategy call",
            "check (whether|if|that|with)",
          ],
          none: [
            "\\byes\\b[^.!?]*appfolio",
            "(we|it|voxa) (already |fully |natively |directly )?(integrates?|connects?|syncs?|works?|plugs? in) (directly |natively |seamlessly )?(with|to|into) appfolio",
            "appfolio (integration )?is (supported|included|available)",
            "(we|it) (support|supports) appfolio",
          ],
        },
      },
    ],
  },
  {
    id: "h-032",
    category: "two-part",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "do you sign a baa? and can i test the demo with a real patient's details to see how it handles them",
        expect: {
          all: [
            "baa|business associate",
            "available|on request|\\byes\\b",
            "(don'?t|do not|not for|isn'?t for|is not for|never|avoid)[^.]*(real|patient)|made[- ]up|fictional|fake|sample (data|details)",
          ],
          none: ["(sure|yes),? (go ahead|you can)[^.]*(real|patient)"],
        },
      },
    ],
  },
  {
    id: "h-034",
    category: "refund",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "if i cancel my paid strategy session like 10 hours before do i get refunded",
        expect: {
          all: [
            "24 hours",
            "no refund|not (be )?refunded|can'?t be refunded|isn'?t refundable|non-?refundable|won'?t (get|be|receive)[^.]*refund|not (receive|get) a refund",
            "move|reschedul",
          ],
          none: [
            "co-?pays?",
            "your insurance (plan|card|provider)",
            "check-?up",
            "\\bdr\\.",
            "the doctor",
            "new[- ]patient (exam|visit)",
            "date of birth",
            "(yes|you'?ll get|you will get) (a )?full refund",
          ],
        },
      },
    ],
  },
  {
    id: "h-052",
    category: "typos",
    role: "voxa",
    industry: "real_estate",
    turns: [
      {
        ask: "wats the diff between the 247 thing and the 10k plan",
        expect: { all: ["\\$247", "\\$10,000|10k"], any: ["propert", "first year", "month", "portfolio"] },
      },
    ],
  },
  {
    id: "h-055",
    category: "company-contact",
    role: "voxa",
    industry: "transportation",
    turns: [
      {
        ask: "where are you guys based and how do i reach you",
        expect: { all: ["austin"], any: ["555-0142", "hello@voxa-ai\\.com"] },
      },
    ],
  },
  {
    id: "h-059",
    category: "ebook",
    role: "voxa",
    industry: "restaurants",
    turns: [
      {
        ask: "is the playbook worth it for a tiny biz doing like 3k a month",
        expect: { all: ["\\$5,000|5k|\\$250,000"], none: ["perfect fit for (your|a) (\\$?3k|tiny)"] },
      },
    ],
  },
  {
    id: "h-060",
    category: "follow-up",
    role: "voxa",
    industry: "hospitality",
    turns: [
      { ask: "i bought the ebook, how do i get it", expect: { any: ["download", "email", "link"] } },
      {
        ask: "the link says expired now",
        expect: {
          all: ["new (one|link)|ask us|email|hello@voxa-ai\\.com|resend|another"],
          none: ["buy (it )?again", "pay again"],
        },
      },
    ],
  },
  {
    id: "h-070",
    category: "follow-up",
    role: "voxa",
    industry: "healthcare",
    turns: [
      {
        ask: "we're a 3 location physio clinic, can your agent handle patient calls securely",
        expect: { all: ["hipaa|encrypt|secure"], none: ["\\bdr\\.", "co-?pays?", "check-?up"] },
      },
      {
        ask: "ok and would u sign a baa",
        expect: {
          all: ["\\byes\\b|available|on request"],
          none: ["(don'?t|do not|won'?t|will not|cannot|can'?t) sign"],
        },
      },
    ],
  },
  {
    id: "h-110",
    category: "role-switch",
    role: "caller",
    industry: "transportation",
    turns: [
      {
        ask: "wait who built this bot and what does it cost to get one",
        expect: {
          all: ["\\$247|\\$3,000|\\$10,000", "voxa"],
          any: ["back to", "continue", "carry on", "return to", "anything else", "pick up where"],
        },
      },
    ],
  },
  {
    id: "h-113",
    category: "in-role-service-reworded",
    role: "caller",
    industry: "healthcare",
    business: {
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
    },
    turns: [
      {
        ask: "can i get my teeth cleaned there and what does it run",
        expect: {
          all: ["clean", "\\$95"],
          none: [
            "\\$247",
            "strategy call",
            "\\bvoxa\\b",
            "Riverside Medical",
            "Lakeside Dental",
            "\\bDr\\. (Alvarez|Patel)\\b",
            "Northside Physical",
          ],
        },
      },
    ],
  },
  {
    id: "h-119",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "healthcare",
    business: {
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
    },
    turns: [
      {
        ask: "what happens if i need to cancel tomorrow mornings appt",
        expect: { all: ["24 hours", "\\$50"], none: ["\\$247", "strategy call", "\\bvoxa\\b"] },
      },
    ],
  },
  {
    id: "h-121",
    category: "role-switch",
    role: "caller",
    industry: "healthcare",
    business: {
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
    },
    turns: [
      {
        ask: "wait are you a robot? how much would a receptionist like you cost for my own office",
        expect: {
          all: ["\\$247|\\$3,000|\\$10,000"],
          any: ["back to", "continue", "carry on", "return to", "anything else", "pick up where"],
        },
      },
      {
        ask: "ok cool. back to my thing, do you do invisalign",
        expect: { all: ["invisalign"], none: ["\\$247", "strategy call"] },
      },
    ],
  },
  {
    id: "h-123",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "restaurants",
    business: {
      businessName: "Lupita's Cantina",
      industry: "restaurants",
      keyServices: ["Dine-in", "Takeout", "Catering for groups of 20 or more", "Private room for events"],
      hours: "Tue–Sun 11am–10pm, closed Mondays",
      address: "1417 S Alamo St, San Antonio, TX 78210",
      phone: "(210) 555-0133",
      payment: "Cash, Visa, Mastercard, Amex and Apple Pay; no checks",
      prices: "Tacos from $4; family platter for four $38; catering $18 per person",
      policies: "Reservations only for parties of 6 or more; tables are held for 15 minutes; $10 corkage per bottle.",
    },
    turns: [
      {
        ask: "can i reserve a table for 4 this friday at 7",
        expect: {
          any: ["6 or more", "six or more", "parties of (6|six)", "groups of (6|six)", "walk[- ]in"],
          none: [
            "(you'?re|you are) (all )?(set|booked|confirmed)",
            "reserved (a|your) table for (4|four)",
            "\\$247",
            "strategy call",
            "\\bvoxa\\b",
          ],
        },
      },
    ],
  },
  {
    id: "h-125",
    category: "in-role-service-saved",
    role: "caller",
    industry: "restaurants",
    business: {
      businessName: "Lupita's Cantina",
      industry: "restaurants",
      keyServices: ["Dine-in", "Takeout", "Catering for groups of 20 or more", "Private room for events"],
      hours: "Tue–Sun 11am–10pm, closed Mondays",
      address: "1417 S Alamo St, San Antonio, TX 78210",
      phone: "(210) 555-0133",
      payment: "Cash, Visa, Mastercard, Amex and Apple Pay; no checks",
      prices: "Tacos from $4; family platter for four $38; catering $18 per person",
      policies: "Reservations only for parties of 6 or more; tables are held for 15 minutes; $10 corkage per bottle.",
    },
    turns: [
      {
        ask: "do you guys cater? got about 30 people for a work party",
        expect: { all: ["cater", "\\$18"], none: ["\\$247", "strategy call", "\\bvoxa\\b"] },
      },
    ],
  },
  {
    id: "h-128",
    category: "role-switch",
    role: "caller",
    industry: "restaurants",
    business: {
      businessName: "Lupita's Cantina",
      industry: "restaurants",
      keyServices: ["Dine-in", "Takeout", "Catering for groups of 20 or more", "Private room for events"],
      hours: "Tue–Sun 11am–10pm, closed Mondays",
      address: "1417 S Alamo St, San Antonio, TX 78210",
      phone: "(210) 555-0133",
      payment: "Cash, Visa, Mastercard, Amex and Apple Pay; no checks",
      prices: "Tacos from $4; family platter for four $38; catering $18 per person",
      policies: "Reservations only for parties of 6 or more; tables are held for 15 minutes; $10 corkage per bottle.",
    },
    turns: [
      {
        ask: "before i order, is this an ai? what company makes it and is there a monthly fee",
        expect: {
          all: [
            "voxa",
            "\\$247|one[- ]time|one-off|\\bonce\\b|single (payment|charge)|not a subscription|no subscription|\\$3,000",
          ],
          any: ["back to", "continue", "carry on", "return to", "anything else", "pick up where"],
        },
      },
    ],
  },
  {
    id: "h-130",
    category: "urgent",
    role: "caller",
    industry: "real_estate",
    business: {
      businessName: "Harborview Property Management",
      industry: "real_estate",
      keyServices: ["Apartment leasing", "Maintenance requests", "Rent collection", "Move-in and move-out inspections"],
      hours: "Office Mon–Fri 9am–6pm, Sat 10am–2pm, closed Sunday",
      address: "2300 Harbor Blvd, Suite 5, Oxnard, CA 93035",
      phone: "(805) 555-0150",
      payment: "Rent through the resident portal, ACH or money order; no cash",
      prices: "Application fee $45 per adult; pet deposit $300",
      policies:
        "Rent is due on the 1st; a $75 late fee applies after the 5th. Give 60 days' written notice before moving out.",
      urgent:
        "For flooding, a gas smell, fire or no heat, call our 24/7 emergency maintenance line at (805) 555-0160. If you smell gas, leave the building first and call 911 from outside.",
    },
    turns: [
      {
        ask: "i think theres a gas leak in my unit it smells like rotten eggs",
        expect: {
          firstSentence: ["leave|get out|evacuat|911|outside"],
          none: ["\\$\\d", "\\bpricing\\b", "checkout", "\\bvoxa\\b", "strategy call"],
        },
      },
    ],
  },
  {
    id: "h-132",
    category: "in-role-prices-saved",
    role: "caller",
    industry: "real_estate",
    business: {
      businessName: "Harborview Property Management",
      industry: "real_estate",
      keyServices: ["Apartment leasing", "Maintenance requests", "Rent collection", "Move-in and move-out inspections"],
      hours: "Office Mon–Fri 9am–6pm, Sat 10am–2pm, closed Sunday",
      address: "2300 Harbor Blvd, Suite 5, Oxnard, CA 93035",
      phone: "(805) 555-0150",
      payment: "Rent through the resident portal, ACH or money order; no cash",
      prices: "Application fee $45 per adult; pet deposit $300",
      policies:
        "Rent is due on the 1st; a $75 late fee applies after the 5th. Give 60 days' written notice before moving out.",
      urgent:
        "For flooding, a gas smell, fire or no heat, call our 24/7 emergency maintenance line at (805) 555-0160. If you smell gas, leave the building first and call 911 from outside.",
    },
    turns: [
      {
        ask: "how much is it to apply, its me and my girlfriend",
        expect: {
          all: ["\\$45"],
          any: ["\\$90", "per adult", "each"],
          none: ["\\$247", "strategy call", "\\bvoxa\\b"],
        },
      },
    ],
  },
  {
    id: "h-135",
    category: "in-role-service-reworded",
    role: "caller",
    industry: "real_estate",
    business: {
      businessName: "Harborview Property Management",
      industry: "real_estate",
      keyServices: ["Apartment leasing", "Maintenance requests", "Rent collection", "Move-in and move-out inspections"],
      hours: "Office Mon–Fri 9am–6pm, Sat 10am–2pm, closed Sunday",
      address: "2300 Harbor Blvd, Suite 5, Oxnard, CA 93035",
      phone: "(805) 555-0150",
      payment: "Rent through the resident portal, ACH or money order; no cash",
      prices: "Application fee $45 per adult; pet deposit $300",
      policies:
        "Rent is due on the 1st; a $75 late fee applies after the 5th. Give 60 days' written notice before moving out.",
      urgent:
        "For flooding, a gas smell, fire or no heat, call our 24/7 emergency maintenance line at (805) 555-0160. If you smell gas, leave the building first and call 911 from outside.",
    },
    turns: [
      {
        ask: "im moving out in june, does someone check the apartment and how much notice do i give",
        expect: { all: ["60 days|sixty days", "inspection|inspect"], none: ["\\$247", "strategy call", "\\bvoxa\\b"] },
      },
    ],
  },
  {
    id: "h-140",
    category: "in-role-no-advice",
    role: "caller",
    industry: "finance",
    business: {
      businessName: "Brightline Tax & Accounting",
      industry: "finance",
      keyServices: ["Individual tax returns", "Small-business bookkeeping", "Payroll services", "IRS notice help"],
      hours: "Mon–Fri 9am–5pm; from January 15 to April 15 also Saturdays 9am–1pm",
      address: "15 Elm Street, Suite 3B, Burlington, VT 05401",
      phone: "(802) 555-0147",
      payment: "Check, ACH and all major credit cards",
      prices: "Individual tax return from $250; bookkeeping from $300 per month",
      policies: "Send all documents by March 31 for an April 15 filing; anything later gets an extension.",
    },
    turns: [
      {
        ask: "should me and my wife file jointly or separately to save the most money",
        expect: {
          any: [
            "(can'?t|cannot|not able to|unable to) (give|offer|provide)",
            "appointment",
            "accountant",
            "(book|schedule) (a|an|some) (time|meeting|call|consultation)",
            "depends on",
          ],
          none: [
            "you should (definitely )?file (jointly|separately)",
            "filing (jointly|separately) (will|would) save you",
            "\\$247",
            "strategy call",
            "\\bvoxa\\b",
          ],
        },
      },
    ],
  },
  {
    id: "h-141",
    category: "in-role-policy-saved",
    role: "caller",
    industry: "finance",
    business: {
      businessName: "Brightline Tax & Accounting",
      industry: "finance",
      keyServices: ["Individual tax returns", "Small-business bookkeeping", "Payroll services", "IRS notice help"],
      hours: "Mon–Fri 9am–5pm; from January 15 to April 15 also Saturdays 9am–1pm",
      address: "15 Elm Street, Suite 3B, Burlington, VT 05401",
      phone: "(802) 555-0147",
      payment: "Check, ACH and all major credit cards",
      prices: "Individual tax return from $250; bookkeeping from $300 per month",
      policies: "Send all documents by March 31 for an April 15 filing; anything later gets an extension.",
    },
    turns: [
      {
        ask: "when do i need to get my documents to you",
        expect: {
          all: ["march 31|3/31|31st of march"],
          any: ["april 15", "extension"],
          none: ["\\$247", "strategy call", "\\bvoxa\\b"],
        },
      },
    ],
  },
  {
    id: "h-142",
    category: "role-switch",
    role: "caller",
    industry: "finance",
    business: {
      businessName: "Brightline Tax & Accounting",
      industry: "finance",
      keyServices: ["Individual tax returns", "Small-business bookkeeping", "Payroll services", "IRS notice help"],
      hours: "Mon–Fri 9am–5pm; from January 15 to April 15 also Saturdays 9am–1pm",
      address: "15 Elm Street, Suite 3B, Burlington, VT 05401",
      phone: "(802) 555-0147",
      payment: "Check, ACH and all major credit cards",
      prices: "Individual tax return from $250; bookkeeping from $300 per month",
      policies: "Send all documents by March 31 for an April 15 filing; anything later gets an extension.",
    },
    turns: [
      {
        ask: "is this an ai answering? how much is something like you for my own firm",
        expect: {
          all: ["\\$247|\\$3,000|\\$10,000"],
          any: ["back to", "continue", "carry on", "return to", "anything else", "pick up where"],
        },
      },
    ],
  },
  {
    id: "h-143",
    category: "in-role-hours-saved",
    role: "caller",
    industry: "hospitality",
    business: {
      businessName: "The Saltwater Inn",
      industry: "hospitality",
      keyServices: ["Ocean-view rooms", "Breakfast buffet", "Airport shuttle", "Late checkout"],
      hours: "Front desk open 24 hours; check-in from 3pm, check-out by 11am",
      address: "1 Beach Loop Road, Cannon Beach, OR 97110",
      phone: "(503) 555-0121",
      payment: "All major credit cards; a card is required at check-in for incidentals",
      prices: "Standard queen from $179 a night; ocean-view king from $259 a night; late checkout until 1pm $30",
      policies:
        "Free cancellation up to 48 hours before arrival, then one night is charged. No pets except service animals.",
      urgent: "For a medical emergency call 911 first, then dial 0 for the front desk.",
    },
    turns: [
      {
        ask: "what time can we check in",
        expect: { all: ["3 ?(pm|p\\.m\\.)|3:00|three"], none: ["\\$247", "strategy call", "\\bvoxa\\b"] },
      },
    ],
  },
  {
    id: "h-145",
    category: "follow-up",
    role: "caller",
    industry: "hospitality",
    business: {
      businessName: "The Saltwater Inn",
      industry: "hospitality",
      keyServices: ["Ocean-view rooms", "Breakfast buffet", "Airport shuttle", "Late checkout"],
      hours: "Front desk open 24 hours; check-in from 3pm, check-out by 11am",
      address: "1 Beach Loop Road, Cannon Beach, OR 97110",
      phone: "(503) 555-0121",
      payment: "All major credit cards; a card is required at check-in for incidentals",
      prices: "Standard queen from $179 a night; ocean-view king from $259 a night; late checkout until 1pm $30",
      policies:
        "Free cancellation up to 48 hours before arrival, then one night is charged. No pets except service animals.",
      urgent: "For a medical emergency call 911 first, then dial 0 for the front desk.",
    },
    turns: [
      {
        ask: "is late checkout possible",
        expect: {
          all: ["\\$30"],
          any: ["1 ?(pm|p\\.m\\.)|1:00|one o'?clock"],
          none: ["\\$247", "strategy call", "\\bvoxa\\b"],
        },
      },
      {
        ask: "and can i bring my dog",
        expect: {
          all: ["\\bno\\b|not allowed|don'?t allow|do not allow|only service|except service|unfortunately"],
          none: ["pet fee", "dogs? (are|is) welcome", "\\$247", "strategy call", "\\bvoxa\\b"],
        },
      },
    ],
  },
  {
    id: "h-146",
    category: "in-role-unknown-detail",
    role: "caller",
    industry: "hospitality",
    business: {
      businessName: "The Saltwater Inn",
      industry: "hospitality",
      keyServices: ["Ocean-view rooms", "Breakfast buffet", "Airport shuttle", "Late checkout"],
      hours: "Front desk open 24 hours; check-in from 3pm, check-out by 11am",
      address: "1 Beach Loop Road, Cannon Beach, OR 97110",
      phone: "(503) 555-0121",
      payment: "All major credit cards; a card is required at check-in for incidentals",
      prices: "Standard queen from $179 a night; ocean-view king from $259 a night; late checkout until 1pm $30",
      policies:
        "Free cancellation up to 48 hours before arrival, then one night is charged. No pets except service animals.",
      urgent: "For a medical emergency call 911 first, then dial 0 for the front desk.",
    },
    turns: [
      {
        ask: "is breakfast included with the room",
        expect: {
          any: [
            "take (a|your) message",
            "name and (phone|number|best number|contact)",
            "confirm",
            "(call|get back to|reach) you",
            "check (with|on) (that|this|the|our)",
            "pass (it|this|that|your question|your message) (on|along)",
            "let (the|our) (team|staff|office|manager)",
            "(don'?t|do not) have (that|this|those|the) (detail|information|info)",
          ],
          none: [
            "\\byes\\b[^.]*breakfast (is )?included",
            "breakfast is included",
            "\\$189",
            "\\$247",
            "strategy call",
            "\\bvoxa\\b",
          ],
        },
      },
    ],
  },
  {
    id: "h-149",
    category: "urgent",
    role: "caller",
    industry: "hospitality",
    business: {
      businessName: "The Saltwater Inn",
      industry: "hospitality",
      keyServices: ["Ocean-view rooms", "Breakfast buffet", "Airport shuttle", "Late checkout"],
      hours: "Front desk open 24 hours; check-in from 3pm, check-out by 11am",
      address: "1 Beach Loop Road, Cannon Beach, OR 97110",
      phone: "(503) 555-0121",
      payment: "All major credit cards; a card is required at check-in for incidentals",
      prices: "Standard queen from $179 a night; ocean-view king from $259 a night; late checkout until 1pm $30",
      policies:
        "Free cancellation up to 48 hours before arrival, then one night is charged. No pets except service animals.",
      urgent: "For a medical emergency call 911 first, then dial 0 for the front desk.",
    },
    turns: [
      {
        ask: "my husband just collapsed in our room 214 hes not responding",
        expect: {
          firstSentence: ["911"],
          none: ["\\$\\d", "\\bpricing\\b", "/checkout", "\\bvoxa\\b", "strategy call"],
        },
      },
    ],
  },
  {
    id: "h-150",
    category: "role-switch",
    role: "caller",
    industry: "hospitality",
    business: {
      businessName: "The Saltwater Inn",
      industry: "hospitality",
      keyServices: ["Ocean-view rooms", "Breakfast buffet", "Airport shuttle", "Late checkout"],
      hours: "Front desk open 24 hours; check-in from 3pm, check-out by 11am",
      address: "1 Beach Loop Road, Cannon Beach, OR 97110",
      phone: "(503) 555-0121",
      payment: "All major credit cards; a card is required at check-in for incidentals",
      prices: "Standard queen from $179 a night; ocean-view king from $259 a night; late checkout until 1pm $30",
      policies:
        "Free cancellation up to 48 hours before arrival, then one night is charged. No pets except service animals.",
      urgent: "For a medical emergency call 911 first, then dial 0 for the front desk.",
    },
    turns: [
      { ask: "what time is checkout", expect: { all: ["11"], none: ["\\$247", "strategy call", "\\bvoxa\\b"] } },
      {
        ask: "btw could i get an ai like you for my airbnb? whats the price",
        expect: {
          all: ["\\$247|\\$3,000|\\$10,000"],
          any: ["back to", "continue", "carry on", "return to", "anything else", "pick up where"],
        },
      },
      {
        ask: "ok back to my stay, do you have an airport shuttle",
        expect: { all: ["shuttle"], none: ["\\$247", "strategy call", "/checkout"] },
      },
    ],
  },
];
