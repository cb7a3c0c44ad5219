import type { DemoIndustryId } from "~/content/demo";
import { keysOf, overlap } from "./business-match";
import { remembered } from "./text";
import { SAMPLE_NOTE, sampleProfiles, type SampleTopic } from "./roles";
import type { DemoBusiness, Reply } from "./types";

/**
 * The receptionist of the demoed business (docs/decisions/099): the visitor is one of its
 * callers. What it says about the business comes from what the visitor saved; a detail they did
 * not give is never filled in: the receptionist takes a message, as the product would. When the
 * visitor saved nothing, the industry's sample business answers, every detail labelled.
 * Urgent problems come first, before anything else; no sales talk, no price of ours.
 */

export type Profile = {
  industry: DemoIndustryId;
  /** True when the visitor saved nothing: the sample business, labelled. */
  sample: boolean;
  /** The business's name as a sentence says it. */
  name: string;
  desk: string;
  canDo: string;
  services: string[];
  hours?: string;
  address?: string;
  phone?: string;
  payment?: string;
  prices?: string;
  policies?: string;
  urgent?: string;
  answers: Partial<Record<SampleTopic, string>>;
};

const clean = (s: string | null | undefined) => s?.replace(/\s+/g, " ").trim() || undefined;

/** Whether the visitor saved anything that describes their business. */
export function hasSavedBusiness(b: DemoBusiness | null | undefined): b is DemoBusiness {
  if (!b) return false;
  return Boolean(
    clean(b.businessName) ||
    (b.keyServices ?? []).some((s) => s.trim()) ||
    [b.hours, b.address, b.phone, b.payment, b.prices, b.policies, b.urgent].some(clean),
  );
}

export function profileFor(industry: DemoIndustryId, business: DemoBusiness | null | undefined): Profile {
  const sample = sampleProfiles[industry];
  if (!hasSavedBusiness(business)) {
    return { industry, sample: true, ...sample, answers: sample.answers };
  }
  return {
    industry,
    sample: false,
    name: clean(business.businessName) ?? sample.name,
    desk: sample.desk,
    canDo: sample.canDo,
    services: (business.keyServices ?? []).map((s) => s.trim()).filter(Boolean),
    hours: clean(business.hours),
    address: clean(business.address),
    phone: clean(business.phone),
    payment: clean(business.payment),
    prices: clean(business.prices),
    policies: clean(business.policies),
    urgent: clean(business.urgent),
    answers: {},
  };
}

/** " (sample details for this demo)" for the sample business, nothing for a saved one. */
export const note = (p: Profile) => (p.sample ? ` ${SAMPLE_NOTE}` : "");
export const sentence = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);
export const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export const say = (text: string, kind: string): Reply => ({
  text: text.replace(/\s+/g, " ").trim(),
  next: null,
  kind,
});

/** The honest answer to a detail that was not saved: the team confirms, the receptionist takes a message. */
export const takeMessage = (what: string) =>
  `I don't have ${what} on file, so I'll have the team confirm that rather than guess. Can I take your name and number?`;

// ---------------------------------------------------------------------------------------------
// Urgent first

const LIFE =
  /\b(emergenc\w*|chest pain|heart attack|stroke|(can ?not|cannot|can not|trouble|difficulty|hard to|struggling to) (breath\w*|swallow\w*)|short(ness)? of breath|not breathing|unconscious|passed out|fainted|seizure|brakes? (just )?(failed|went out|gave out|are gone|stopped working)|stranded|stuck on the (highway|freeway|interstate|road)|collaps\w*|not responding|unresponsive|(is not|isn't|won't|will not) (wake|waking|breathing|respond\w*)|no pulse|fell and (hit|can ?not)|hit (his|her|my) head|overdos\w*|suicid\w*|allergic reaction|anaphyla\w*|choking|poison\w*|(a|an|the|car|bad) (accident|crash)|crashed|injur(ed|y|ies)|hurt (badly|bad|someone)|someone is hurt|(looks?|seems?|is|are|got|gets|was|were|been|badly|seriously|really|pretty) (hurt|injured|bleeding)|(hit|struck|ran into|ran over|run over|backed into|crashed into|smashed into|slammed into|rammed) (my|our|a|an|the|his|her|their|me|us|him) ?(car|vehicle|truck|van|bike|bicycle|motorcycle|kid|child|son|daughter|dog|pedestrian|person|wife|husband|mother|father|friend)?|rear.?ended|collision|wreck(ed)?|hit by (a|an|the|your|one of your)|knocked (down|over|unconscious)|(can ?not|cannot|can not|could not) (move|feel) (my|his|her)|bleeding (a lot|heavily|badly|won't stop|will not stop)|fire|on fire|smoke|gas (leak|smell)|smell\w* (of )?gas|carbon monoxide|electrical fire|sparks?|break-in|breakin|break into|(broke|breaking) in(to)?|intruder|call (911|an ambulance)|ambulance|911)\b/;
const URGENT =
  /\b(urgent\w*|asap|as soon as possible|right away|immediately|severe\w*|excruciating|terrible pain|unbearable|(in|having|have|got|with|severe|bad|terrible|sharp|throbbing|lot of|so much|much) pain|pain (in|is|on|when|since|after|keeps)|painful (tooth|jaw|gum|swelling)|toothache|(tooth|teeth|jaw|gum|gums|head|back|chest|stomach|ear|eye|leg|arm|knee|it) (hurts|is hurting|hurting)|swell\w*|swollen|bleed\w*|blood|broken (tooth|bone|jaw|crown)|cracked tooth|chipped tooth|knocked out|lost a (tooth|filling|crown)|abscess|high fever|fever of|infection|flood\w*|overflow\w*|stole|steal\w*|knock\w*( \w+){0,3} (tooth|teeth) out|knocked.{0,20}\bout|fell (down|off|and)|burst pipe|pipe burst|water( is| was| keeps| has been| just)?( \w+)? (everywhere|pouring|gushing|spraying|streaming|dripping|coming (in|out|down|through|thru)|leak\w*|all over)|(pouring|gushing|leaking|dripping) (in|through|thru|from|down)( \w+){0,3} (ceiling|roof|wall|walls|light|floor)|(ceiling|roof)( \w+){0,4} (is |has |just )?(leak\w*|caving|cave\w* in|collaps\w*|fell|falling|soaked|sagging)|leak\w* (badly|everywhere)|sewage|no heat|no hot water|no power|locked out|stolen|fraud\w*|unauthori[sz]ed|scam\w*|hacked|identity theft|lost (my )?card|without (my )?permission|(did not|never) (make|authori[sz]e) (this|that|these|those|the) (charge|payment|transfer)s?|(do not|don't) recogni[sz]e (this|that|these|a|the) (charge|payment|transaction)s?|suspicious (charge|activity|transaction)s?)\b/;

/** "Can we get in the room right away?": how soon is a wish, not a problem; urgent only beside one. */
const SOON = /\b(asap|as soon as possible|right away|immediately)\b/g;

export function urgency(text: string): "life" | "urgent" | null {
  if (LIFE.test(text)) return "life";
  if (URGENT.test(text.replace(SOON, " "))) return "urgent";
  return null;
}

/** Words that make one shared word enough to call a caller's problem one of the business's emergencies. */
const DANGER_KEYS = new Set(
  keysOf(
    "smoke fire gas fever seizure breathing bleeding alarm carbon monoxide flood leak fraud stolen locked swollen allergic chest unconscious faint poison overdose",
  ),
);

/**
 * The business's own urgent instructions decide too: a caller whose words meet the situation a saved
 * urgent sentence names ("charges you don't recognize", "a baby under 3 months with any fever") is
 * urgent, and a danger to life when that sentence sends them to 911.
 */
export function urgencyFor(p: Profile, text: string): "life" | "urgent" | null {
  const general = urgency(text);
  if (general === "life" || !p.urgent) return general;
  const asked = new Set(keysOf(text));
  for (const told of p.urgent.split(/(?<=[.!?])\s+/)) {
    const situation = told.split(/:|\b(call|dial|go to|leave|get)\b/i)[0] ?? told;
    const shared = [...new Set(keysOf(situation))].filter((k) => asked.has(k));
    if (shared.length >= 2 || shared.some((k) => DANGER_KEYS.has(k))) return mentions911(told) ? "life" : "urgent";
  }
  return general;
}

/** How well a saved urgent sentence fits the caller's emergency: its words, and emergency services for a danger to life. */
function rank(told: string, asked: string, level: "life" | "urgent") {
  return overlap(asked, told) + (mentions911(told) ? (level === "life" ? 2 : -1) : 0);
}

const mentions911 = (s: string) => /\b(911|999|112|emergency (services|room)|er\b|ambulance|hospital)\b/i.test(s);

/** The first words of an answer to an urgent caller: the business's own urgent instructions, else emergency services. */
export function urgentFirst(p: Profile, level: "life" | "urgent", asked = ""): string {
  const lines: string[] = [];
  if (p.urgent) {
    // The saved sentence that speaks to this emergency first ("if you smell gas, leave…" for a gas smell).
    const told = p.urgent.split(/(?<!\b(?:Dr|Mr|Mrs|Ms|St|No|Ave|Rd|Ste|Mt))(?<=[.!?])\s+/).map(sentence);
    const ranked = [...told].sort((a, b) => rank(b, asked, level) - rank(a, asked, level));
    if (level === "life" && !told.some(mentions911)) lines.push("If anyone's life is in danger, call 911 right now.");
    lines.push(...ranked);
    if (level !== "life" && !told.some(mentions911) && p.industry !== "finance")
      lines.push("If anyone's life is in danger, call 911 right now.");
  } else if (p.industry === "finance" && level === "urgent") {
    return "This is urgent, so I'm flagging it for the team right now: can I take your name and number so they call you back right away?";
  } else {
    lines.push(
      level === "life"
        ? "If this is an emergency, call 911 right now."
        : "If it's severe or getting worse, or anyone is in danger, call 911 right now.",
    );
  }
  lines.push(
    // A danger to life gets no appointment offer: only the way to help, then a message once safe.
    level === "life"
      ? "Once everyone is safe, I can pass a message to the team: can I take your name and number?"
      : p.sample && p.industry === "healthcare"
        ? "Otherwise I can find you the first available appointment today. Would you like me to do that?"
        : `Otherwise I'll pass this to the team as urgent so they call you back right away: can I take your name and number?`,
  );
  return lines.join(" ");
}

// ---------------------------------------------------------------------------------------------
// What a caller asks

export type CallerIntent =
  | "contactGiven"
  | "person"
  | "advice"
  | "privacy"
  | "cancel"
  | "hours"
  | "location"
  | "phone"
  | "payment"
  | "price"
  | "policy"
  | "booking"
  | "services"
  | "yes"
  | "security"
  | "refill"
  | SampleTopic;

const DAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday";

/** Pets, and the dogs callers name by breed ("my 60-pound lab"). */
export const PET_WORDS =
  "pets?|dogs?|cats?|puppy|puppies|pup|kittens?|(my|our|a|\\d+[ -]?(lb|lbs|pounds?|kg)) lab|labradors?|retrievers?|poodles?|doodles?|terriers?|husk(y|ies)|(german )?shepherds?|bulldogs?|beagles?|boxers?|chihuahuas?|dachshunds?|pugs?|corgis?|rottweilers?|pit ?bulls?|collies?|spaniels?|schnauzers?|yorkies?|shih tzus?|great danes?|mastiffs?|greyhounds?";

const CALLER_RULES: [CallerIntent, RegExp][] = [
  [
    "contactGiven",
    /\b(my name is|this is [a-z]+|i am [a-z]+ and|name is)\b.*\d{3}|\b\d{3}[\s.-]?\d{3,4}[\s.-]?\d{0,4}\b.*\b(my name|name is|this is)\b/,
  ],
  [
    "person",
    /\b((talk|speak|chat) (to|with) (a |an |the |your |some )?(human|person|someone|somebody|staff|doctor|dentist|manager|owner|nurse|receptionist|real person|agent|banker|advisor|landlord|front desk|team)|real person|live person|human being|(leave|take) a message|call me back|call ?back|have (someone|somebody|them|the doctor|the team) call|get (someone|somebody|a person|a human)|transfer me|put me through|connect me)\b/,
  ],
  [
    "refill",
    /\b(refills?|renew (my )?prescription|prescription (refill|renewal)|(more|out of) (my )?(medication|pills|meds))\b/,
  ],
  [
    "advice",
    /\b(should (i|we|me and my \w+|my \w+ and i) (?!(book|bring|arrive|come|call|park|wear|expect|fill|send|email|pay|cancel|reschedule|get there|be there))\w+|(file|filing) (jointly|separately)|save (the )?most (money|tax)|deduct\w*|write.?offs?|tax (break|credit)s?|which is better for (my|our) (taxes|money)|what (should|can) i take|what (should|can) i take|is (it|this) (serious|normal|bad|infected|dangerous)|dos(e|age)|diagnos\w*|symptoms?|medication|medicine|ibuprofen|tylenol|advil|antibiotics?|painkillers?|invest\w*|stocks?|crypto\w*|bitcoin|tax advice|legal advice|financial advice|which fund|retire\w*|best (investment|fund))\b/,
  ],
  [
    "security",
    /\b(password|passcode|pin( number)?|account number|card number|social security|ssn|security code|cvv|login details)\b/,
  ],
  [
    "privacy",
    /\b(privacy|(keep|is|are|stay) (it |this |that |my \w+ )?private|confidential\w*|who (can |will |would |gets to )?(see|sees|access|read|look at)\b|share (my|your) (data|information|details|info)|(my|the) (medical|personal|health|financial) (info|information|records?|data|details)|is my (information|data|info|record|records|number) (safe|private|secure)|keep (my|it) (private|safe)|do you record|recording this|is this (call )?recorded|hipaa|my data)\b/,
  ],
  [
    "policy",
    new RegExp(
      String.raw`\b(what if|what happens if|complain\w*|(do|would|will) (i|we) need (to ask|to get|permission|approval|sign.?off)|need (permission|approval)|am i allowed|are we allowed|is it (ok|okay|fine) (if|to)|go for it|(do|will|would) you charge( me)? (if|when|for (missing|missed|a no.?show|no.?shows|late|being late|cancel\w*|not showing))|is there a (fee|charge|penalty)|penalt\w*|charged? (me )?(if|for|when) (i|we)|miss(ed|ing)? (my|an|the|our|a|your)\b|no.?shows?|(not|never|do not|did not|can not|cannot|fail to) (show|turn) up|(running|run|be|am|are|arrive|arriving|show up|showing up|come|coming|get there|turn up)( \w+){0,3} late(?!.?(check|night|hour|opening))|late (arrival|fee|payment|rent|cancel\w*)|(rent|payment|bill)\b.{0,20}\blate|${PET_WORDS}|\d+[ -]?(lb|lbs|pounds?|kg)|polic(y|ies)|cancellation (fee|notice|window)|how (far|much) in advance|how much notice|notice (to|for|period|do i)|give notice|move.?out|moving out|deadline|due date|by when|when do (i|you) need|byob|own (wine|alcohol|drinks?)|corkage|rules?|deposits?|refund\w*|money back|late fee|no.show fee|cancellation fee|pets?|dogs?|cats?|kids|children|child|smoking|dress code|walk.?ins?|minimum|age limit|bring (my|a|the)|what (do|should|must|can) (i|we) (need to |have to |)bring|(need|have|supposed) to bring|bring (with me|along|with us)|what to bring|(should|do|must|need to) (i|we) (have|take|carry) (with|along)|(have|take|carry) with (me|us)|documents? (do i|should i|to) (need|bring)|(lock|lock in|secure|hold|reserve|guarantee|save) (in )?(a|my|the|our) (date|day|spot|moving date|move date)|id required|waiting list|waitlist|allowed|permitted)\b`,
    ),
  ],
  [
    "cancel",
    /\b(cancel\w*|reschedul\w*|move my|change my (appointment|booking|reservation|time)|push (back|my)|rebook|(can ?not|cannot|can not|will not|unable to|not able to) (make|come|attend|keep|do)( it| my| the| our| to)?|running late|be late|no.show)\b/,
  ],
  [
    "hours",
    new RegExp(
      String.raw`\b(hours|open\w*|close[ds]?|closing|when are you|when (am|can|could|should|do|would|are) (i|we)( even| ever)?( supposed to| able to| meant to)? (come|get|stop|drop|swing) (in|by)|what time (do|does|is|are|can|should|will)|when (is|does|do|can (i|we)) (check.?in|check.?out|breakfast|brunch|lunch|dinner|the kitchen|happy hour|pick.?up)|check.?in time|check.?out time|until what time|how late|how early|holidays?(?! (party|parties|menu|event|dinner|special|lunch))|christmas|thanksgiving|new year|today|tonight|weekends?|(on|this|next) (${DAYS})s?|(${DAYS})s?)\b`,
    ),
  ],
  [
    "location",
    /\b(where (are|is) (you|the (office|clinic|practice|restaurant|hotel|place|shop|building))|where (do|can|should) (i|we) (drop|leave|bring|find|return|go|turn in)|(is|where is) (the|your) (office|leasing office|front desk|building)\b|address|located|location|parking|park\b|directions|how do i get (there|to you)|near you|nearest|which street|what street|find you)\b/,
  ],
  [
    "phone",
    /\b(phone number|your number|number (to|i can|for|i should|we can) (call|reach|ring|text|contact|get)|(best|right|which|what|a|the|direct) (phone )?number|call you (at|on)|what number|fax|text you|direct(ly)? (line|number|dial)|contact number|how (can|do|could|would) (i|we) (get hold of|get ahold of|reach|contact|call|ring|phone|get in touch with)|get (hold|ahold) of|(best|quickest|fastest|easiest) way to (contact|reach|call|get in touch with)|number (for|to) (dispatch|the office|the front desk|reception|the team|you))\b/,
  ],
  [
    "payment",
    /\b((do|does|can|will) (you|i|they) (take|accept|use|pay (with|by|in))|(take|accept)s?) (?!(away|out|a look|care|place|long|time|it|them|him|her|me|us|this|that|all|everything|both|any of|those|these|my (car|kid|son|daughter|dog|stuff|things)|reservations?|bookings?|appointments?|walk.?ins?|kids|children|pets?|dogs?|new (patients?|clients?|customers?)|messages?|orders?|cancellations?|referrals?|requests?|same.day|emergenc\w*|a message|my (name|number|order))\b)[a-z][a-z -]{1,20}\b|\b(insurance|insured|insurer|in.network|out of network|coverage|covered|cover (it|this|that)|copay|co-pay|deductible|medicare|medicaid|aetna|cigna|blue ?cross|blue ?shield|bcbs|united ?health\w*|humana|delta dental|metlife|guardian|kaiser|tricare|ppo|hmo|hsa|fsa|pay(ment)? (by|with|in)|payment (methods?|options?|plans?)|(take|accept)s? (cards?|credit|debit|cash|checks?|apple pay|google pay|paypal|venmo|zelle|crypto|bitcoin|amex|visa|mastercard|insurance)|credit cards?|debit cards?|cash|(by|with|a|personal) checks?|amex|american express|discover card|(is|are|does) (visa|mastercard|discover|apple pay|google pay|paypal|venmo|zelle) (ok|okay|fine|accepted|good)|financ\w*|care ?credit|installments?|pay (later|monthly|over time))\b/,
  ],
  [
    "price",
    /\b(how much(?! (notice|time|longer|later|advance))|what('?s| is) (that|it|this) (run|go for|cost)|(run|cost|be) (per|a|each) (month|visit|session|hour|night|person)|(any|a) (kind of )?(deal|discount)s?|group (rate|price|discount|deal)s?|cheaper for (a group|groups)|what (does|would|will) (it|that|this) run|what (does|do|would|will) (a |an |the |one |your )?[a-z][a-z -]{0,30} (cost|run|go for)|ballpark|set me back|run me|included|complimentary|extra charge|cost extra|costs?|price\w*|pricing|fees?|charge\w*|rates?|expensive|cheap\w*|afford\w*|quote|estimate|dollars?)\b|\$ ?\d/,
  ],
  [
    "booking",
    new RegExp(
      String.raw`\b(book\w*|appointments?|schedul\w*|reserv\w*|tables?|slots?|availab\w*|openings?|come in|get in|fit me in|(bring|drop) (it|her|him|them|my \w+) (in|off|by)|(come|stop|swing|drop) by|see (the|a) (doctor|dentist)|set up (a|an) (visit|appointment|viewing)|make (a|an) (appointment|booking|reservation)|next (week|${DAYS})|tomorrow|this week|(we are|we will be|there are|there will be|there is|party of|group of|table for|booking for|reservation for) (\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)|\d+ (people|guests|persons|adults|of us))\b`,
    ),
  ],
  [
    "services",
    /\b(do (you|you guys|y'all) (do|offer|provide|have|sell|serve|make|carry|handle|perform|treat|see|take care of|fix|repair|install|deal with|cater|deliver)|(can|could|would|will) (you|i get|i have|you guys) (do|help with|fix|repair|install|get|make|cater|provide|handle|treat|move|store|pick up|deliver)?|something (you|you guys|y'all) (do|offer|treat|handle|fix|see|cover|provide|help with)|services|what (do you|can you) (do|offer)|is there (a|an|any)|offer (a|an|any)|looking for|i need (a|an|some|my|to get)|i want (a|an|some|to get)|i would like (a|an|some|to get))\b/,
  ],
];

const SAMPLE_RULES: Record<DemoIndustryId, [SampleTopic, RegExp][]> = {
  healthcare: [],
  restaurants: [
    [
      "menu",
      /\b(menu|gluten\w*|vegan|vegetarian|allerg\w*|nuts?|dairy|specials?|dish\w*|kids menu|halal|kosher|dessert|wine|food)\b/,
    ],
    ["order", /\b(takeout|take.out|take away|takeaway|order\w*|pick ?up|deliver\w*|to go|catering)\b/],
  ],
  hospitality: [
    ["stay", /\b(check.?in|check.?out|late checkout|early check|luggage|bags)\b/],
    ["amenities", /\b(pool|gym|spa|wi-?fi|internet|breakfast|towels?|room service|shuttle|amenit\w*)\b/],
    [
      "recommendation",
      /\b(recommend\w*|nearby|near the hotel|things to do|restaurants? near|sightseeing|attractions?)\b/,
    ],
    ["room", /\b(rooms?|suite|nights?|stay|vacanc\w*)\b/],
  ],
  transportation: [
    ["tracking", /\b(where is|track\w*|status|shipment|package|parcel|eta|arriv\w*|delivery window|late)\b/],
    ["fare", /\b(fares?|how much|quote|rates?)\b/],
    ["change", /\b(change|modify)\b/],
    ["ride", /\b(rides?|pick ?up|transfer|airport|taxi|shuttle|car|driver|ship|send|deliver\w*|move)\b/],
  ],
  finance: [
    ["account", /\b(balance|my account|statement|transactions?|deposit\w*)\b/],
    ["application", /\b(status|applications?|loans?|mortgage|approved|approval)\b/],
    ["fees", /\b(fees?|charges?|wire|overdraft)\b/],
    ["advisor", /\b(advisor|adviser|meeting|banker)\b/],
  ],
  real_estate: [
    ["maintenance", /\b(leak\w*|broken|repair\w*|maintenance|heat\w*|a\/?c|not working|clog\w*|mold|pest\w*|toilet)\b/],
    ["lease", /\b(apply|application|lease|documents?|credit check|move.in)\b/],
    ["viewing", /\b(view\w*|tour|showing|see (it|the place|the apartment))\b/],
    ["listing", /\b(availab\w*|listings?|apartments?|bedrooms?|units?|house|condo|rent\w*|for sale)\b/],
  ],
};

/** What a caller asks, first match in the order above; an industry's own topics before booking and services. */
export function callerIntents(text: string, industry: DemoIndustryId): CallerIntent[] {
  return [...intentsOf(`${industry}\n${text}`)];
}

const intentsOf = remembered((key): readonly CallerIntent[] => {
  const [industry, text] = key.split("\n") as [DemoIndustryId, string];
  const found: CallerIntent[] = [];
  for (const [name, re] of CALLER_RULES) if (re.test(text)) found.push(name);
  for (const [name, re] of SAMPLE_RULES[industry]) if (re.test(text)) found.push(name);
  return found;
});
