import { contentWords, stem } from "./text";

/**
 * Matching a caller's words against what a business saved (docs/decisions/099): services,
 * price lines, policies and payment methods are free text, so a caller's "clear braces" must
 * meet a saved "Invisalign aligners", and "cleanings" a saved "cleaning". Words are stemmed and
 * mapped through groups of words that mean the same thing to a caller.
 */

const GROUPS: string[][] = [
  ["brace", "aligner", "invisalign", "orthodontic", "orthodontics", "orthodontist", "straighten", "straightening"],
  ["whiten", "whitening", "bleach", "bleaching", "whiter", "brighten"],
  ["clean", "cleaning", "hygiene", "hygienist", "scale", "scaling", "polish"],
  ["checkup", "check-up", "exam", "examination", "physical", "wellness", "annual", "routine"],
  ["filling", "cavity", "cavitie"],
  ["extraction", "extract", "pull", "removal", "wisdom"],
  ["crown", "cap"],
  ["implant", "implants"],
  ["root", "canal", "endodontic"],
  ["vaccine", "vaccination", "shot", "immunization", "immunisation", "jab", "flu"],
  ["telehealth", "virtual", "video", "telemedicine", "online"],
  [
    "child",
    "kid",
    "kids",
    "pediatric",
    "paediatric",
    "children",
    "toddler",
    "baby",
    "son",
    "daughter",
    "boy",
    "girl",
    "yearold",
    "minor",
    "teen",
    "teenager",
    "guardian",
    "parent",
    "infant",
    "newborn",
  ],
  ["dentist", "dentistry", "dental"],
  ["takeout", "take-out", "takeaway", "pickup", "pick-up", "to-go"],
  ["sameday", "same-day", "rush", "express"],
  ["delivery", "deliver", "doordash", "ubereat", "grubhub"],
  [
    "cater",
    "catering",
    "event",
    "banquet",
    "wedding",
    "reception",
    "function",
    "offsite",
    "off-site",
    "platter",
    "buffet",
  ],
  ["private", "privateroom"],
  ["vegan", "plant-based", "vegetarian"],
  ["gluten", "gluten-free", "celiac", "coeliac"],
  ["tax", "taxe", "return", "filing", "1040", "irs"],
  ["bookkeep", "bookkeeping", "ledger"],
  ["apply", "application", "applicant", "applying", "screening"],
  ["reserve", "reservation", "booking", "book", "reserved"],
  ["party", "group", "people", "guest", "person", "adult", "diner", "table"],
  ["payroll", "salary", "salarie"],
  ["mortgage", "home-loan", "refinance", "refi"],
  ["loan", "lending", "credit"],
  ["airport", "flight", "terminal"],
  ["parcel", "package", "shipment", "box"],
  ["freight", "pallet", "palette", "skid", "cargo", "crate", "bulky", "haul", "truckload", "warehouse", "forklift"],
  ["store", "storage", "storing", "stored", "warehousing", "locker"],
  [
    "sport",
    "sports",
    "athletic",
    "athlete",
    "soccer",
    "football",
    "basketball",
    "tennis",
    "golf",
    "running",
    "runner",
    "jog",
    "jogging",
    "hockey",
    "baseball",
    "volleyball",
    "rugby",
    "ski",
    "skiing",
    "marathon",
    "cycling",
  ],
  [
    "injury",
    "injure",
    "injured",
    "hurt",
    "sprain",
    "sprained",
    "strain",
    "strained",
    "pulled",
    "torn",
    "tear",
    "twisted",
  ],
  ["prenatal", "pre-natal", "pregnant", "pregnancy", "maternity", "expecting", "postnatal"],
  ["room", "queen", "king", "twin", "double", "deluxe"],
  ["standard", "regular", "normal", "classic", "ordinary", "office", "routine", "general"],
  ["move", "moving", "mover", "relocation", "relocate"],

  ["haircut", "cut", "trim"],
  ["color", "colour", "dye", "highlight"],
  ["massage", "spa", "facial"],
  [
    "pet",
    "dog",
    "cat",
    "animal",
    "pup",
    "puppy",
    "kitten",
    "labrador",
    "retriever",
    "poodle",
    "doodle",
    "terrier",
    "husky",
    "huskie",
    "shepherd",
    "bulldog",
    "beagle",
    "chihuahua",
    "dachshund",
    "pug",
    "corgi",
    "rottweiler",
    "pitbull",
    "collie",
    "spaniel",
    "schnauzer",
    "yorkie",
    "mastiff",
    "greyhound",
  ],
  ["park", "parking", "garage", "valet"],
  ["wifi", "wi-fi", "internet"],
  ["pool", "swim", "swimming"],
  ["gym", "fitness", "workout"],
  ["breakfast", "brunch"],
  ["shuttle", "transfer"],
  ["rent", "rental", "lease", "leasing", "apartment", "unit", "flat"],
  ["viewing", "showing", "tour", "visit"],
  ["repair", "maintenance", "fix", "broken"],
  ["leak", "leaking", "overflow", "overflowing", "flood", "flooding", "burst", "water"],
  ["gas", "smell", "fumes", "odor", "odour", "stink"],
  ["fire", "smoke", "smoky", "hazy", "haze", "burning", "burnt", "sparks", "spark"],
  ["swollen", "swelling", "swell", "puffy", "hives", "rash"],
  ["breathing", "breathe", "breath", "wheezing", "wheeze", "wheezy", "gasping"],
  ["fever", "feverish", "temperature", "thermometer"],
  ["alarm", "detector", "beeping", "beep", "chirping", "sounding"],
  ["stay", "staying", "crash", "sleep", "overnight"],
  ["celebration", "birthday", "bday", "anniversary"],
  ["apply", "application", "applying", "applicant"],
  ["bag", "suitcase", "luggage", "backpack", "carryon", "duffel", "duffle"],
  ["paystub", "payslip", "paycheck", "income"],
  // A date asked about meets a rule's date ("till mid April" and "after March 31").
  [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
  ],
  ["inspect", "inspection", "check", "walkthrough", "walk-through"],
  [
    "cancel",
    "cancellation",
    "reschedule",
    "rebook",
    "notice",
    "no-show",
    "noshow",
    "miss",
    "missed",
    "forget",
    "forgot",
    "skip",
  ],
  ["late", "lateness", "tardy", "held", "grace"],
  ["deposit", "downpayment", "prepay", "prepayment"],
  ["refund", "money", "reimburse"],
  ["insurance", "insurer", "plan", "coverage", "network", "in-network", "ppo", "hmo"],
  ["card", "visa", "mastercard", "amex", "credit", "debit"],
  ["cash"],
  ["wine", "corkage", "byob", "alcohol", "bottle", "beer", "liquor"],
  ["document", "paperwork", "form", "receipt", "w2", "1099"],
  ["checkin", "check-in", "arrival", "arrive"],
  ["checkout", "check-out", "departure", "leave"],
  ["finance", "financing", "installment", "instalment", "payment-plan", "carecredit"],
  ["walk-in", "walkin", "walk", "drop"],
  ["new", "first"],
  ["consult", "consultation", "assessment", "evaluation"],
  ["emergency", "urgent"],
  ["weekend", "saturday", "sunday"],
];

const GROUP_OF = new Map<string, number>();
GROUPS.forEach((g, i) => g.forEach((w) => GROUP_OF.set(stem(w), i)));

/** A word as matching sees it: its group when it has one, else its stem. */
const key = (w: string) => {
  const s = stem(w);
  const g = GROUP_OF.get(s);
  return g === undefined ? s : `#${g}`;
};

/** Words too common in a business's own text to tell two items apart. */
const WEAK = new Set(
  "service servic visit appointment appoint patient customer client new our we your price cost fee per each hour minute session one two night day week month year lb teeth tooth".split(
    " ",
  ),
);

/** Phrases a caller splits that a business writes as one word ("take away" and "takeaway"). */
const PHRASES: [RegExp, string][] = [
  [/\btake[ -]?away\b|\btake[ -]out\b|\bto go\b/g, "takeout"],
  [/\bpick[ -]up\b/g, "pickup"],
  [/\bcheck[ -]in\b/g, "checkin"],
  [/\bcheck[ -]out\b/g, "checkout"],
  [/\bcheck[ -]?ups?\b/g, "checkup"],
  [/\bwalk[ -]ins?\b/g, "walkin"],
  [/\bsame[ -]day\b/g, "sameday"],
  [/\bnext[ -]day\b/g, "nextday"],
  [/\bx[ -]?rays?\b/g, "xray"],
  [/\bgluten[ -]free\b/g, "glutenfree"],
  [/\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[ -]years?[ -]old\b/g, "yearold"],
  [/\b(not|never|did not|do not|can not|cannot|fail to|failed to) (show|turn) up\b|\bno[ -]shows?\b/g, "noshow"],
  [
    /\b(\d+[ -]?(lb|lbs|pounds?|kg)|my|our|a|black|yellow|chocolate) lab\b(?! (work|results?|tests?|draw|appointment|report|order|coat))/g,
    "$1 dog",
  ],
  [/\bpit ?bulls?\b/g, "pitbull"],
  // Tax forms as people type them: "W-2s", "w2", "1099s".
  [/\bw-?2s?\b/g, "w2"],
  [/\b1099s\b/g, "1099"],
  [/\bco (detector|alarm|monitor)s?\b/g, "carbon monoxide alarm"],
  [/\bpay ?stubs?\b|\bpay ?checks?\b|\bpay ?slips?\b/g, "paystub"],
  [/\bcarry[ -]?ons?\b/g, "carryon"],
  [/\bhealth savings (account )?(card)?s?\b/g, "hsa card"],
  [/\b(1[6-9]|2[0-5]) ?(or older|and over|and up|\+)/g, "$& minor age"],
  [/\bamerican express\b/g, "amex"],
  // An age rule names the young by their limit ("Under-21s", "under 18", "minors").
  [/\bunder[ -]?\d{1,2}s?\b/g, "minor"],
  [/\be-mail/g, "email"],
  [/\bnew[ -]patients?\b/g, "newpatient"],
  // A meal for a group at work or an event is catering ("food for our office lunch, like 40 people").
  [
    /\b(food|lunch|dinner|meals?|breakfast|platters?|trays?|sushi|pizza|tacos?|sandwiches) for (our|an|the|my|a|your|their)( [\w']+)?( [\w']+)? (office|team|company|staff|event|party|wedding|meeting|conference|group|offsite|retreat|crew|employees|class|school|reception|function)\b/g,
    "catering",
  ],
  [
    /\b(office|team|company|corporate|work|staff|business|team's|company's|office's) (lunch|dinner|party|event|meeting|offsite|off-site|retreat|breakfast|function|holiday party)\b/g,
    "catering",
  ],
  [/\b(food|lunch|dinner|meals?)\b.{0,40}\b([2-9]\d|\d{3}) (people|guests|persons|employees|staff)\b/g, "catering"],
  [/\b(pick|picking)[ -]up\b/g, "pickup"],
];

export function keysOf(text: string): string[] {
  // Amounts and small numbers say how much or how many, not what ("$8" is not "a table for 8").
  let t = text.toLowerCase().replace(/\$\s?\d[\d,.]*(\s?[–-]\s?\$?\d[\d,.]*)?/g, " ");
  for (const [re, to] of PHRASES) t = t.replace(re, to);
  return contentWords(t)
    .filter((w) => !WEAK.has(w) && w.length > 1 && !/^\d{1,2}$/.test(w))
    .map(key);
}

/** How much `text` and `candidate` share: the number of their keys in common. */
export function overlap(text: string, candidate: string): number {
  const a = new Set(keysOf(text));
  let n = 0;
  for (const k of new Set(keysOf(candidate))) if (a.has(k)) n++;
  return n;
}

/** The items of `list` that the question names, best first (those sharing most words). */
export function itemsNamed(question: string, list: readonly string[]): string[] {
  const scored = list.map((item) => ({ item, n: overlap(question, item) })).filter((x) => x.n > 0);
  const best = Math.max(0, ...scored.map((x) => x.n));
  return scored.filter((x) => x.n === best).map((x) => x.item);
}

/** Free text cut into its items: "Exam $120; cleaning $95" → ["Exam $120", "cleaning $95"]. */
export function itemsOf(text: string | null | undefined): string[] {
  if (!text?.trim()) return [];
  return text
    .split(/\s*(?:[;\n•]|(?<=[a-z0-9)])\.\s+(?=[A-Z]))\s*/)
    .flatMap((piece) => ((piece.match(/\$/g)?.length ?? 0) > 1 ? piece.split(/,\s*|\s+and\s+/) : [piece]))
    .map((s) => s.trim().replace(/\.$/, ""))
    .filter(Boolean);
}

/** Free text cut into its sentences only: a policy's "; smaller groups…" stays with its rule. */
export function sentencesOf(text: string | null | undefined): string[] {
  if (!text?.trim()) return [];
  return text
    .split(/\s*(?:\n|(?<=[a-z0-9)])\.\s+(?=[A-Z]))\s*/)
    .map((s) => s.trim().replace(/\.$/, ""))
    .filter(Boolean);
}

/** A list written with commas and "and": "Aetna, Cigna and Delta Dental; cash" → four names. */
export function namesOf(text: string | null | undefined): string[] {
  return itemsOf(text)
    .flatMap((item) => item.split(/\s*(?:,|\/|\band\b|\bor\b|&)\s*/))
    .map((s) => s.trim())
    .filter(Boolean);
}
