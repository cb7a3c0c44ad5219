import type { DemoIndustryId } from "~/content/demo";
import { site } from "~/content/site";

/**
 * What the visitor wants, decided by ordered rules over the normalised message
 * (docs/decisions/054). Two families, kept apart: questions about the company (answered from the
 * site's content) and questions a customer of the demoed business would ask (answered in role).
 */

export type SmallTalk = "empty" | "abuse" | "greeting" | "thanks" | "goodbye" | "bot";
export type CompanyIntent =
  | "price"
  | "integration"
  | "language"
  | "compliance"
  | "setup"
  | "refund"
  | "support"
  | "booking"
  | "company"
  | "results";
export type CustomerIntent =
  | "emergency"
  | "advice"
  | "insurance"
  | "appointment"
  | "reservation"
  | "menu"
  | "order"
  | "room"
  | "stay"
  | "amenities"
  | "recommendation"
  | "tracking"
  | "ride"
  | "fare"
  | "change"
  | "application"
  | "advisor"
  | "fees"
  | "security"
  | "listing"
  | "viewing"
  | "maintenance"
  | "lease"
  | "pets"
  | "account"
  | "hours"
  | "location"
  | "price";

export type Intent =
  | { role: "smalltalk"; name: SmallTalk; rest?: string }
  | { role: "voxa"; name: CompanyIntent | "search" }
  | { role: "customer"; name: CustomerIntent }
  | { role: "offtopic" };

export const normalise = (s: string) =>
  s
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, " ")
    .trim();

/** The brand's first word as visitors type it ("voxa"), for questions that name the company. */
const BRAND = site.name.split(/\s+/)[0].toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const ABUSE =
  /\b(fuck\w*|shit\w*|bitch\w*|asshole|bastard|crap|idiot\w*|stupid|dumb|moron|useless|garbage|trash|you suck|sucks|shut up|hate you|screw you|piss off)\b/;
const GREETING =
  new RegExp(String.raw`^(hi|hello|hey|hiya|howdy|yo|greetings|good (morning|afternoon|evening|day))( there| team| ${BRAND})?\b[\s!.,]*`);
const THANKS =
  /^(thanks|thank you|thx|ty|cheers|much appreciated|great,? thanks|perfect|awesome|ok(ay)?,? thanks?)( (so|very) much)?( for (your|the) help)?[\s!.,]*$/;
const GOODBYE = /^(bye|goodbye|see you|see ya|have a (good|nice) (day|one)|that'?s all)[\s!.,]*$/;
const BOT =
  /\b(are you|am i (talking|speaking|chatting) (to|with))( a| an)? (bot|robot|ai|a\.i\.|human|real( person)?|person|machine|computer|chatbot|live agent)\b|\bis this (a )?(bot|robot|human|real person|an ai)\b/;

/** Things only a buyer of the company asks about. */
const COMPANY =
  new RegExp(String.raw`\b(${BRAND}|your (company|plans?|pricing|prices|packages?|agents?|ai|product|services?|team|platform|voice agent|chatbot|assistant)|pricing page|plans?|(basic|professional|enterprise|implementation|ai|core[- ]offer) package|add-?ons?|setup fee|implementation|voice agents?|chat ?bots?|ai agents?|ai assistants?|assistant like (you|this)|crm|hubspot|salesforce|zapier|integrat\w*|hipaa|gdpr|ebook|playbook|strategy (call|session)|core offer|enterprise|professional|premium|advanced plan|basic (plan|setup)|multilingual|sms|for (a|my|our) (small |local |busy )?(business|company|restaurant|clinic|practice|hotel|firm|agency|brokerage|office|fleet|shop|store|dental clinic|dental practice)|(my|our) (business|company|clinic|practice|restaurant|hotel|firm|brokerage|fleet)|support team|uptime|setup|set up|go live|launch|onboarding|refund\w*|money.back|contract|roi)\b`);

const COMPANY_RULES: [CompanyIntent, RegExp][] = [
  ["refund", /\b(refund\w*|money.back|cancel (my|the) (order|subscription|contract)|long.term contract|contract)\b/],
  [
    "price",
    /\b(how much|cost\w*|price\w*|pricing|fees?|\$|expensive|cheap\w*|afford\w*|pay|paying|budget|monthly|per month|a month)\b/,
  ],
  [
    "booking",
    new RegExp(String.raw`\b(strategy (call|session)|book (a |an )?(demo|call|meeting|consultation)|schedule (a |an )?(demo|call|meeting|consultation)|(speak|talk|chat) (to|with) (a |an |your )?(human|person|someone|sales\w*|real person|team|representative|expert)|real person|human agent|sales team|consultation|custom quote|get a quote|an? quote|quote for|proposal|contact (you|${BRAND}|sales)|reach (you|${BRAND})|your (email|phone number))\b`),
  ],
  ["compliance", /\b(hipaa|gdpr|complian\w*|phi|secure|security|encrypt\w*|privacy|data protection)\b/],
  [
    "language",
    /\b(languages?|spanish|french|german|chinese|mandarin|portuguese|italian|arabic|vietnamese|korean|japanese|hindi|russian|multilingual|bilingual|translat\w*)\b/,
  ],
  [
    "integration",
    /\b(integrat\w*|crm|hubspot|salesforce|zapier|connect\w*|sync\w*|calendar|api|software|tools|works? with|compatible|plug\w* into)\b/,
  ],
  [
    "setup",
    /\b(setup|set up|set it up|how long|go live|launch\w*|onboard\w*|timeline|get started|how does (it|this) work|process|implement\w*)\b/,
  ],
  ["support", /\b(support|uptime|downtime|reliab\w*|24\/7|sla|outage)\b/],
  ["results", /\b(results?|roi|save|savings|worth it|reviews?|case stud\w*|proof|clients?)\b/],
  [
    "company",
    new RegExp(String.raw`\b(what (do|does) (you|${BRAND}) (do|offer|sell)|who (are|is) (you|${BRAND})|about (you|${BRAND})|what is ${BRAND}|what are your services)\b`),
  ],
];

const COMMON: [CustomerIntent, RegExp][] = [
  ["hours", /\b(hours|open\w*|close[ds]?|closing|when are you|what time do you|holiday\w*)\b/],
  ["location", /\b(where are you|address|located|location|parking|park|directions|how do i get)\b/],
];

const CUSTOMER_RULES: Record<DemoIndustryId, [CustomerIntent, RegExp][]> = {
  healthcare: [
    [
      "emergency",
      /\b(chest pain|can'?t breathe|cannot breathe|bleeding|emergency|overdos\w*|stroke|heart attack|unconscious|suicid\w*|seizure)\b/,
    ],
    [
      "advice",
      /\b(symptoms?|should i take|dos(e|age)|diagnos\w*|is (it|this) (serious|normal|bad)|rash|fever|headache|migraine|pain|hurts?|medications?|medicine|ibuprofen|tylenol|antibiotics?|sick|infection|cough|flu|cold)\b/,
    ],
    ["price", /\b(how much|cost|price|fee|charge)\b/],
    [
      "insurance",
      /\b(insurance|insured|in.network|aetna|cigna|blue cross|united ?health\w*|medicare|medicaid|copay|co-pay|self.pay|coverage|covered)\b/,
    ],
    [
      "appointment",
      /\b(book\w*|appointments?|schedul\w*|check.?ups?|see (a|the) doctor|visit|cleaning|reschedul\w*|cancel\w*|move my|refill|prescription|new patient|physical)\b/,
    ],
  ],
  restaurants: [
    ["price", /\b(how much|cost|price\w*|expensive)\b/],
    [
      "menu",
      /\b(menu|gluten\w*|vegan|vegetarian|allerg\w*|nuts?|dairy|specials?|dish\w*|kids|halal|kosher|dessert|wine)\b/,
    ],
    ["order", /\b(takeout|take.out|take away|takeaway|order\w*|pick ?up|deliver\w*|to go|catering)\b/],
    [
      "reservation",
      /\b(tables?|reserv\w*|book\w*|party of|seats?|patio|private (room|dining)|tonight|for (two|three|four|five|six|\d+))\b/,
    ],
  ],
  hospitality: [
    ["price", /\b(how much|cost|price|rate)\b/],
    ["stay", /\b(check.?in|check.?out|late checkout|early|luggage|bags)\b/],
    ["amenities", /\b(pool|gym|spa|wi-?fi|internet|breakfast|pets?|dogs?|towels?|room service|shuttle|amenit\w*)\b/],
    [
      "recommendation",
      /\b(recommend\w*|nearby|near the hotel|things to do|restaurants? near|sightseeing|attractions?)\b/,
    ],
    ["room", /\b(rooms?|book\w*|reserv\w*|stay|nights?|suite|availab\w*|vacanc\w*)\b/],
  ],
  transportation: [
    ["tracking", /\b(where is|track\w*|status|shipment|package|parcel|eta|arriv\w*|delivery window|late)\b/],
    ["fare", /\b(how much|fares?|costs?|price\w*|quote|rates?)\b/],
    ["change", /\b(cancel\w*|change|reschedul\w*|modify)\b/],
    ["ride", /\b(book\w*|rides?|pick ?up|transfer|airport|taxi|shuttle|car|driver|ship|send|deliver\w*|move)\b/],
    ["location", /\b(service areas?|areas?|serve|cover)\b/],
  ],
  finance: [
    [
      "advice",
      /\b(should i (invest|buy|sell|refinance)|invest\w*|stocks?|crypto\w*|bitcoin|tax advice|which fund|retire\w*|best (investment|fund))\b/,
    ],
    ["security", /\b(password|account number|pin|hacked|fraud|stolen)\b/],
    ["account", /\b(balance|my account|statement|transactions?|deposit\w*)\b/],
    ["application", /\b(status|applications?|loans?|mortgage|approved|approval)\b/],
    ["fees", /\b(fees?|charges?|wire|overdraft|how much|cost)\b/],
    ["advisor", /\b(advisor|adviser|meeting|appointment|book\w*|schedule|banker)\b/],
  ],
  real_estate: [
    ["price", /\b(how much|cost|price)\b/],
    [
      "maintenance",
      /\b(leak\w*|broken|repair\w*|maintenance|heat\w*|heating|a\/?c|not working|clog\w*|flood\w*|mold|pest\w*|toilet)\b/,
    ],
    ["pets", /\b(pets?|dogs?|cats?|animals?)\b/],
    ["lease", /\b(apply|application|lease|documents?|deposit|credit|move.in)\b/],
    ["viewing", /\b(view\w*|tour|showing|see (it|the|the place|the apartment))\b/],
    ["listing", /\b(availab\w*|listings?|apartments?|bedrooms?|units?|house|condo|rent\w*|for sale|buy a home)\b/],
  ],
};

const OFFTOPIC =
  /\b(weather|joke|poem|song|recipe|president|election|football|soccer|basketball|movie|capital of|meaning of life|homework|math|\d+ ?[+*x] ?\d+|bitcoin price|lottery|horoscope)\b/;

export function detectIntent(prompt: string, industry: DemoIndustryId): Intent {
  const text = normalise(prompt);
  if (!/[a-z0-9$]/.test(text)) return { role: "smalltalk", name: "empty" };
  if (ABUSE.test(text)) return { role: "smalltalk", name: "abuse" };
  if (THANKS.test(text)) return { role: "smalltalk", name: "thanks" };
  if (GOODBYE.test(text)) return { role: "smalltalk", name: "goodbye" };
  const greeting = text.match(GREETING);
  if (greeting) {
    const rest = text.slice(greeting[0].length).trim();
    if (!/[a-z0-9]/.test(rest)) return { role: "smalltalk", name: "greeting" };
    return detectIntent(rest, industry);
  }
  if (BOT.test(text)) return { role: "smalltalk", name: "bot" };

  const rules = CUSTOMER_RULES[industry];
  // Safety first: an emergency or a request for advice is answered in role, whatever else is asked.
  for (const [name, re] of rules)
    if ((name === "emergency" || name === "advice" || name === "security") && re.test(text))
      return { role: "customer", name };

  if (COMPANY.test(text)) {
    for (const [name, re] of COMPANY_RULES) if (re.test(text)) return { role: "voxa", name };
    return { role: "voxa", name: "search" };
  }
  for (const [name, re] of COMPANY_RULES)
    if ((name === "booking" || name === "company" || name === "language" || name === "refund") && re.test(text))
      return { role: "voxa", name };

  for (const [name, re] of [...COMMON.slice(0, 1), ...rules, ...COMMON.slice(1)])
    if (re.test(text)) return { role: "customer", name };
  if (OFFTOPIC.test(text)) return { role: "offtopic" };
  for (const [name, re] of COMPANY_RULES) if (re.test(text)) return { role: "voxa", name };
  return { role: "voxa", name: "search" };
}
