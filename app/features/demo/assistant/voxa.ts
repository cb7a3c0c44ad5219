import { catalog } from "~/content/catalog";
import { pricingPlans } from "~/content/catalog/plans";
import { corePlans } from "~/content/core-offer";
import { ebookOffer } from "~/content/ebook";
import { industryPages } from "~/content/industry-pages";
import { landingPages } from "~/content/landing-pages";
import { faqOf } from "~/content/landing-blocks";
import { claims } from "~/content/claims";
import { whyUsHero } from "~/content/why-us";
import { formatCents } from "~/lib/money";
import { afterOneTime, waysToBuy } from "~/content/catalog/ways-to-buy";
import { crmNames, factById, listOf, lower, platformNames, recursText, refundItems, steps, type Fact } from "./facts";
import { retrieve } from "./search";
import type { Reply } from "./types";

/**
 * Questions about Voxa AI (docs/decisions/099): what a buyer asks about — a product (the $247
 * voice agent, a package, a plan, an add-on…), an aspect of it (price, what recurs, what is
 * included) or a topic (integrations, languages, HIPAA, setup, refunds, objections…) — read
 * into a frame, then answered from the facts. A system, language or standard the site does not
 * name is never confirmed: the answer says it is not listed and offers the strategy call.
 */

export type ProductKey =
  | "main-offer"
  | "basic-implementation"
  | "addon-crm"
  | "addon-multilingual"
  | "addon-sms"
  | "core-basic"
  | "core-professional"
  | "core-enterprise"
  | "core-packages"
  | "plan-basic"
  | "plan-advanced"
  | "plan-premium"
  | "plans"
  | "basics"
  | "add-ons"
  | "ebook"
  | "strategy-session"
  | "strategy-call"
  | "pilot"
  | "affiliate";

export type Aspect = "price" | "recurring" | "includes" | "compare" | "perMinute";

export type VoxaTopic =
  | "objCatch"
  | "ebookAccess"
  | "demoData"
  | "takePayments"
  | "upgrade"
  | "person"
  | "freeTrial"
  | "capacity"
  | "voiceChoice"
  | "discount"
  | "financing"
  | "newNumber"
  | "baa"
  | "compliance"
  | "security"
  | "integration"
  | "language"
  | "refund"
  | "contract"
  | "priceChanges"
  | "setupTime"
  | "start"
  | "process"
  | "uptime"
  | "transfer"
  | "agentWrong"
  | "disclosure"
  | "phoneNumber"
  | "recordings"
  | "outbound"
  | "channels"
  | "changeLater"
  | "objReceptionist"
  | "objExpensive"
  | "objTrust"
  | "objCustomers"
  | "objSmall"
  | "objStaff"
  | "objTechnical"
  | "objCompetitor"
  | "support"
  | "roi"
  | "results"
  | "company"
  | "contact"
  | "industries"
  | "demo"
  | "paymentMethods"
  | "setupFee"
  | "capabilities";

export type VoxaFrame = {
  topic: VoxaTopic | null;
  products: ProductKey[];
  aspect: Aspect | null;
  /** Systems named in an integration question, as typed. */
  systems: string[];
  /** Languages named. */
  languages: string[];
  /** Standards named (GDPR, SOC 2…). */
  standards: string[];
  /** The question is about a CRM (any). */
  crm: boolean;
  /** The question as the rules read it. */
  text: string;
  /** The visitor's own words, for names as they typed them ("ServiceTitan"). */
  source?: string;
};

const PRODUCTS: [ProductKey, RegExp][] = [
  ["basic-implementation", /\b(basic ai implementation|implementation package|basic implementation)\b/],
  [
    "main-offer",
    /(\$ ?247\b|\b247\b)|\b(entry(.level)? (offer|package|option|plan)|starter (offer|package|plan|option)|cheapest|cheaper (option|alternative|way|plan|package|offer)|less expensive|lowest (price|cost)|most affordable|budget (option|offer)|something cheaper|voice agent implementation|implementation offer|main offer|(single|one|just the|just one|just a) (ai )?(voice )?agent|the voice agent( offer)?|ai receptionist|an? receptionist agent)\b|\$ ?247 (offer|agent|package)\b/,
  ],
  [
    "addon-crm",
    /\bcrm (integration )?(add.?on|integration)\b|\bcrm add.?on\b|\b(price|cost) of (the )?crm\b|\bhow much (is|does) (the )?crm\b/,
  ],
  [
    "addon-multilingual",
    /\b(multilingual|multi.?lingual|extra languages?|additional languages?|language add.?on|another language|each language|per language|more languages)\b/,
  ],
  ["addon-sms", /\b(sms|text messag\w*|texting|text follow.?ups?|text reminders?)\b/],
  ["core-basic", /\bbasic setup\b/],
  ["core-professional", /\bprofessional\b(?! (voice|sounding|looking))/],
  ["core-enterprise", /\benterprise\b/],
  [
    "core-packages",
    /\b(core offer|customer.engagement|engagement (package|system)|instagram (package|system)|packages)\b/,
  ],
  ["plan-basic", /\bbasic plan\b/],
  ["plan-advanced", /\badvanced\b/],
  ["plan-premium", /\bpremium\b/],
  [
    "plans",
    /\b(plans|managed plans?|pricing page|monthly plans?|subscription plans?|per property|properties|locations plans?)\b/,
  ],
  ["basics", /\bbasic\b(?! (ai implementation|implementation|setup|plan))/],
  ["add-ons", /\b(add.?ons|addons|extras|upsells?)\b/],
  ["ebook", /\b(e.?book|playbook|the book|ai business partner|your book)\b/],
  ["strategy-session", /\b(paid (strategy )?session|strategy session|deep dive|60.minute session)\b|\$ ?250 session\b/],
  ["strategy-call", /\b(strategy call|free (30.minute )?call|discovery call|consult(ation)? call)\b/],
  ["pilot", /\bpilot\b/],
  [
    "affiliate",
    /\b(affiliates?|affiliate program|referral program|refer (a |other |someone|businesses|clients|friends)|referral (link|fee|commission)|commissions?)\b/,
  ],
];

const ASPECTS: [Aspect, RegExp][] = [
  [
    "perMinute",
    /\b(per (minute|min|call|conversation)|by the minute|a minute|each minute|minutes? (cost|charge|fee|billing|rate)|(cost|price|charge|pay) (of|for) (the )?(minutes|talk time|calls)|the minutes|talk ?time|call minutes|usage (fees?|charges?|based|costs?|billing)|pay per (call|use)|per.call|metered|charge (by|for) (minutes|calls|usage)|phone line (cost|fee|charge)|line fee|cost of the (phone )?line)\b/,
  ],
  [
    "recurring",
    /\b(monthly|per month|a month|each month|every month|month to month|recurring|recur|subscription|ongoing|running costs?|after the first year|after (a|one|the) year|year two|second year|annual(ly)?|yearly|per year|a year|renew\w*|hidden (fees?|costs?)|extra fees?|additional fees?|other fees|maintenance fees?|one.?time (fee|payment|price|cost|charge)?\??$|is (it|that|this|the \w+) (a )?one.?time|only once|pay(ing)? once|just once|keep paying|pay again|forever|lifetime)\b/,
  ],
  [
    "compare",
    /\b(difference|diff|differ|compare|comparison|versus|vs\.?|better|which (one|plan|package|option) (should|is|do|would))\b/,
  ],
  [
    "includes",
    /\b(includ\w*|what (do|will|would) (i|we|you) get|what (comes|come) with|comes with|what is in|in it|what is inside|features?|cover(s|ed)?|consists?|contains?|what does (it|that|this|the \w+( \w+)?) (do|give|offer|get me)|what exactly|breakdown)\b/,
  ],
  [
    "price",
    /\b(how much(?! (notice|time|longer|later|advance|work))|costs?|costing|price\w*|pricing|fees?|charge\w*|expensive|cheap\w*|afford\w*|budget|pay|paying|spend|dollars?|quote|rates?|bucks|investment|what (does|would|will) (it|that|this) run|set me back|run me)\b|\$ ?\d/,
  ],
];

const I = String.raw`(i|we|me|us|my team)`;
const IT = String.raw`(it|the (ai|agent|bot|assistant|receptionist|system)|your (ai|agent|bot|assistant|receptionist|voice agent)|the voice agent|this|voxa( ai)?|callers?|customers?|patients?|clients?|they)`;

/** Topics in priority order: the first that matches names the answer. */
const TOPICS: [VoxaTopic, RegExp][] = [
  [
    "takePayments",
    /\b(can|could|does|will) (it|the (agent|ai|bot|assistant|receptionist)|your (agent|ai|bot|assistant))\b.*\b(take|accept|process|collect|charge)\b.*\b(payments?|credit cards?|cards?|deposits?)\b|\b(take|accept|process|collect) (credit card |card )?payments? (over the phone|by phone|on (the|a) call|from (callers|customers|patients))\b/,
  ],
  [
    "upgrade",
    /\b(upgrade|move up|switch (plans|to (the )?(advanced|premium|basic))|change (my |the )?plan|downgrade|add (more )?(locations|properties))\b/,
  ],
  [
    "freeTrial",
    /\b(free trial|trial (period|version)|try (it )?(out )?(for )?free|test (it )?for free|free version|freemium|try before (i|we|you) buy|trial)\b/,
  ],
  [
    "capacity",
    /\b(how many (calls|callers|conversations|lines)( can| at| does| simultaneous)|simultaneous\w*|concurrent\w*|at the same time|multiple calls at once|calls at once|capacity|(call|minute) (limits?|caps?)|limit on (calls|minutes)|unlimited (calls|minutes)|how many minutes)\b/,
  ],
  [
    "voiceChoice",
    /\b((choose|pick|select|customi[sz]e|clone|change) (the |a |its |my |our )?(own )?voice|voice (options|choices?|clone|cloning|selection|gender)|(male|female|british|southern|australian) (voice|accent)|my own voice|which voices?)\b/,
  ],
  [
    "discount",
    /\b(discounts?|coupons?|promo( code)?|deals?|negotiat\w*|non.?profit|special offer|lower (the )?price|price match)\b/,
  ],
  [
    "financing",
    /\b(financ\w*|installments?|payment plans?|split (the )?payments?|pay (it )?(over time|in parts|monthly instead)|pay later)\b/,
  ],
  [
    "newNumber",
    /\b((new|local|toll.?free|dedicated|second|extra) (phone )?(number|line)|phone number included|(do|will|can) (i|we) get a (phone )?number|come with a (phone )?number|provide (a|the) (phone )?number)\b/,
  ],
  [
    "person",
    new RegExp(
      String.raw`\b(${I} (want|would like|like|need|wish) to (talk|speak|chat) (to|with)|can ${I} (talk|speak|chat) (to|with)|(talk|speak|chat) (to|with) (a |an |your |the |some )?(human|person|someone|somebody|sales\w*|rep\w*|team|expert|specialist|real person|manager|founder|owner)|connect me|put me through|real person|live person|human being|(call|phone|ring|email) me( back)?|call ?back|(book|schedule|set ?up|arrange|get|want|need|request|like|have)( me)? (a |an |my )?(free |quick |personal |live |custom |short )?(strategy |discovery |sales |intro |introductory )?(demo|call|meeting|consultation|appointment with (you|your team|sales)|walkthrough|quote|proposal|estimate)|(custom|personal|personali[sz]ed|tailored|exact) (quote|proposal|estimate|pricing)|quote for (my|our)|contact (sales|you|your team)|reach (you|sales|your team)|sign me up|i am (interested|ready)|let us talk|lets talk|next steps?)\b`,
    ),
  ],
  [
    "ebookAccess",
    /\b(download\w*|(get|access|receive|find) (it|the (e?book|playbook|file|pdf))|link (has )?(expired|does not work|is broken|broke)|expired|(did not|never) (get|receive) (it|the (e?book|link|email)))\b/,
  ],
  [
    "demoData",
    /\b((real|actual)\b.{0,20}\b(patient|customer|client|caller|personal)s?'?s?\b.{0,20}\b(data|details|info|information|names?|records?|numbers?)|(using|with|use) (my |our )?(real|actual) (data|details|patients?|customers?|clients?|names)|test (it|the demo|this) with (real|actual|a real))\b/,
  ],
  ["baa", /\b(baa|business associate)\b/],
  [
    "compliance",
    /\b(hipaa|phi|compliant|compliance|regulat\w*|gdpr|soc ?2|soc ?ii|pci( dss)?|ccpa|tcpa|iso ?27001|iso|certif\w*|pipeda|fedramp)\b/,
  ],
  [
    "integration",
    /\b((book|push|send|log|put|write|save|sync|add|pull)\w* .{0,30}\b(into|in to) \w+|integrat\w*|connect\w*|sync\w*|plug\w* (in|into)|hook\w* (up|into)|work(s)? (with|alongside)|talk to (my|our)|compatible|api|webhooks?|zapier|hubspot|salesforce|crm|calendar|ehr|emr|pms|pos|point of sale|software|my system|our system|apps?|tools?|platforms?)\b/,
  ],
  [
    "language",
    /\b(languages?|bilingual|spanish|french|german|chinese|mandarin|cantonese|portuguese|italian|arabic|vietnamese|korean|japanese|hindi|russian|tagalog|polish|dutch|hebrew|turkish|farsi|persian|urdu|bengali|punjabi|greek|swedish|ukrainian|thai|english|creole|somali|swahili|translat\w*|dialects?)\b/,
  ],
  [
    "security",
    /\b(secure\w*|security|safe|safety of|encrypt\w*|privacy|private|confidential|data protection|protect\w* (my|our|the|customer|patient|client)? ?data|hack\w*|breach\w*|who (can )?see|where is (my|the|our) data|data (is )?stored|store (my|the|our) data|own (my|the|our) data|data ownership|my data)\b/,
  ],
  [
    "uptime",
    /\b(uptime|downtime|outages?|go(es)? down|down time|reliab\w*|sla|service level|crash\w*|offline|stop working)\b/,
  ],
  [
    "refund",
    /\b(refund\w*|money.?back|guarantee\w*|get my money|cancel (my|the|an|our) (order|purchase|paid session|session|strategy session)|change my mind|not happy|unhappy|dissatisfied|does not work (out|for us|for me)|(turns? out|is|it is) (useless|not useful|not for me|a waste)|(hate|do not like|dislike) it|not working out|want out|waste of money|(can ?not|cannot|fail to|do not|does not|unable to) deliver)\b/,
  ],
  [
    "contract",
    /\b(contracts?|commitment|lock(ed)? in|tied? in|cancel\w*|month.to.month|minimum term|notice period|terminat\w*|opt out|get out of|quit|stop (the )?(service|plan|subscription))\b/,
  ],
  [
    "priceChanges",
    /\b(price (increase|hike|change)s?|(raise|increase|hike|put up|change)\b.{0,20}\b(price|fee|rate)s?|prices? (go|going) up|lock (in )?(the |my )?price)\b/,
  ],
  ["setupFee", /\bsetup fee\b/],
  [
    "setupTime",
    /\b(how (long|fast|quick\w*|soon)|timeline|turnaround|when (can|could|will) (i|we|it) (go live|start|launch|be (ready|live|up))|go(ing)? live|up and running|launch (date|time)|ready (in|by)|time to (launch|set ?up|go live)|lead time|take to set ?up)\b/,
  ],
  [
    "start",
    /\b(get(ting)? started|how (do|can) (i|we) (start|begin|sign up|buy|order|purchase|get one|get it)|sign up|where do i (start|begin|sign)|ready to (buy|start|go)|buy (it|one|now)|purchase)\b/,
  ],
  [
    "process",
    /\b(how (does|do) (it|this|you|the process|onboarding|setup|the setup) work|process|onboard\w*|what do (you|i) need from (me|us)|what do (i|we) (have|need) to (do|provide)|steps|done for you|who (sets|builds|does) (it|the setup)|train(ed|ing)? (it|the agent|on))\b/,
  ],
  [
    "transfer",
    new RegExp(
      String.raw`\b(transfer\w*|escalat\w*|hand\w* (off|over|it off)|handoff|forward\w* (the )?(calls?|to)|route\w* (the )?(calls?|to)|live (agent|staff)|warm transfer|take over|step in|pick up the call|${IT} (can|could|will)? ?(ask for|get|reach|talk to|speak to|speak with|talk with) (a |an |my |our )?(human|person|staff|team|receptionist|doctor|manager|someone|real person))\b`,
    ),
  ],
  [
    "agentWrong",
    /\b(wrong|mistakes?|errors?|incorrect|make (stuff|things|something|up|answers) up|makes? (stuff|things|something) up|made up|hallucinat\w*|mess(es)? up|screw\w* up|(does|do) not know|(does|do|can) ?not understand|accents?|can ?not answer|cannot answer|does not understand|misunderst\w*|accura\w*|gets? it wrong|bad answers?|wrong answers?|confus\w*|off.script|lie|lies|lying|invent\w*|what if (it|the ai|the agent) (says|gives|tells))\b/,
  ],
  [
    "disclosure",
    /\b(robot\w*|sound(s)? (like a |like an )?(human|natural|real|robot\w*|fake|machine|computer)|natural (voice|sounding)|human.?like|know (it is|they are (talking|speaking) (to|with)|that it is) (an? )?(ai|bot|robot|machine)|tell (them|callers|customers|patients) (it is|that it is) (an? )?ai|disclos\w*|creepy|uncanny|sounds? (good|real)|realistic)\b/,
  ],
  [
    "phoneNumber",
    /\b((my|our) (existing|current|own|business) (phone )?(number|line)|keep (my|our|the) (phone )?(number|line)|existing (phone )?(number|line)|current (phone )?(number|line)|port\w* (my|our|the)? ?number|forward\w* (my|our)? ?calls|phone line|landline|use (my|our) (phone )?number)\b/,
  ],
  ["recordings", /\b(record\w*|transcri\w*|call logs?|listen (back|to (the )?calls)|call history|summar\w*)\b/],
  [
    "outbound",
    /\b(outbound|call (customers|patients|clients|people|leads) (back|out)?|make (outgoing |outbound )?calls|cold call\w*|proactive\w*|place calls|dial out|follow.?up calls?)\b/,
  ],
  [
    "changeLater",
    /\b((change|update|edit|modify|tweak|adjust|retrain)\w* (it|the (agent|bot|script|answers|prices|services)|my (script|answers|prices|services)|things) (later|myself|after)|can i (change|update|edit)|make changes)\b/,
  ],
  [
    "objCatch",
    /\b(what is the catch|the catch|any catch|fine print|downsides?|drawbacks?|too good to be true|what am i missing|hidden (costs?|fees?|charges?))\b/,
  ],
  [
    "objReceptionist",
    /\b(receptionist|hire|hiring|employee|staff member|answering service|call center|call centre|virtual assistant|human assistant|secretary|front desk person|temp)\b.*\b(instead|rather|why|better|vs|versus|than|cheaper|over|compare|difference|different|differ)\b|\b(different|differ|better|cheaper) (from|than) (a |an |my |our )?(regular |normal |traditional |human |live )?(receptionist|answering service|call (center|centre)|secretary|virtual assistant|front desk)\b|\bwhy (not|(would|should|do|could) (not )?(i|we)( not)?)\b.*\b(hire|receptionist|person|human|staff|employee)\b|\bjust hire\b|\b(cheaper|better) than (a |an |hiring )?(receptionist|employee|person|human|staff)\b/,
  ],
  [
    "objExpensive",
    /\b(too expensive|expensive|pricey|can ?not afford|can not afford|too much|costs? a lot|overpriced|worth (it|the money|the price)|out of (my|our) budget|tight budget|small budget|low budget|cheaper option|lower cost|is it worth)\b/,
  ],
  [
    "objCustomers",
    /\b(customers|patients|clients|callers|people|guests|tenants)\b.*\b(hate|dislike|will not like|would not like|do not like|annoy\w*|frustrat\w*|prefer (a |to talk to a |talking to a )?(human|person|real)|want (a |to talk to a )?(human|person|real)|hang up|turn(ed)? off|put off)\b/,
  ],
  [
    "objTrust",
    /\b(trust|scam|legit\w*|is this real|are you real company|references|what if it (does not|fails|flops)|risk\w*|prove it|skeptic\w*|sceptic\w*|burned before|too good to be true)\b/,
  ],
  [
    "objSmall",
    /\b(small (business|practice|shop|office|clinic|team)|too small|just me|solo|one.?person|sole (proprietor|trader)|only (a few|\d+) calls|not (many|a lot of) calls|low call volume|tiny|side business|startup)\b/,
  ],
  [
    "objStaff",
    /\b(replace (my|our) (staff|team|receptionists?|people|employees|workers|front desk|dispatchers?|agents|operators?|assistants?|nurses?|schedulers?)|(replace|take|cost) (my|our|their|the) \w+'?s?'? jobs?|lay ?offs?|laying off|fire (my|our)|take (our|my|their) jobs?|lose (their|our|my) jobs?|replace (humans|people))\b/,
  ],
  [
    "objTechnical",
    /\b(not (very |a |that )?tech\w*|technical (skills|knowledge|person)|tech.?savvy|complicated|hard to (use|set ?up|learn)|difficult to|learning curve|no it (team|staff|department|person)|need (a |an )?(developer|programmer|it person)|coding|code)\b/,
  ],
  [
    "objCompetitor",
    /\b(competitors?|other (companies|vendors|providers|agencies)|why (you|voxa|choose (you|voxa)|should (i|we) (choose|pick|go with) (you|voxa))|what makes (you|voxa) (different|better|special)|better than|chat ?gpt|diy|do it (myself|ourselves)|build (it|one|this) (myself|ourselves))\b/,
  ],
  [
    "support",
    /\b(support|help desk|customer service|after (the )?launch|maintenance|maintain\w*|updates?|who (do i|to) (call|contact) (if|when)|(if|when) (something|it) (breaks|goes wrong)|problems?|issues?|account manager|success manager)\b/,
  ],
  [
    "roi",
    /\b(roi|return on investment|savings?|save (me |us )?(money|time)|pay (for )?itself|payback|pays back|worth it|calculator)\b/,
  ],
  [
    "results",
    /\b(results?|proof|reviews?|ratings?|case stud\w*|testimonials?|success stories|clients like|examples?|references)\b/,
  ],
  [
    "industries",
    /\b(industr\w*|sectors?|niches?|work for (a |an |my )?\w+|(dental|dentist|law firm|lawyer|attorney|plumb\w*|hvac|salon|spa|gym|clinic|vet\w*|chiropract\w*|restaurant|hotel|real estate|property|insurance agency|accounting|contractor|roofing|auto (shop|repair)|medical|practice)s?\b.*\b(work|fit|suit|use|for)\b)/,
  ],
  [
    "paymentMethods",
    /\b((how|can) (do|can) (i|we) pay|pay(ments?)? (by|with|via)\b|(take|accept)s? (payments? (by|with) )?(cards?|credit cards?|debit cards?)|payment methods?|credit cards?|invoice|paypal|ach|wire transfer|bank transfer|crypto|apple pay|venmo|by check|checks)\b/,
  ],
  ["demo", /\b(this demo|the demo|demo (work|mean)|is this (the product|real)|what is this|how does this demo)\b/],
  [
    "contact",
    /\b(contact|email address|your email|phone number|your number|call you|reach you|office hours|your hours|when are you open|opening hours|open on|where (are|is) (you|you guys|y'all|voxa|your (company|team|office))( \w+)? ?(located|based|from)?|where are you|your address|located|headquarter\w*|based in|based out of|your office)\b/,
  ],
  [
    "company",
    /\b((what|which) (company|business|firm) (is behind|makes|made|built|runs|powers)|who (made|built|makes|created|designed|is behind|runs|powers) (you|this|it)|what (do|does) (you|voxa|voxa ai) (do|offer|sell)|who (are|is) (you|voxa)|about (you|voxa|your company)|what is voxa|what are your services|tell me about (you|voxa|your company)|what do you guys do)\b/,
  ],
  [
    "capabilities",
    /\b(can (it|the (agent|ai|bot|assistant|receptionist)|your (agent|ai|bot|assistant|receptionist))|does (it|the (agent|ai|bot)|your (agent|ai|bot))|will (it|the agent)|is it able|able to|capable|what can (it|the agent|the ai|you|your ai) do|functionality|handle|book appointments?|answer (calls|questions|faqs?)|after.?hours|weekends|holidays|24\/7|night)\b/,
  ],
  [
    "channels",
    /\b(channels?|website chat|web chat|chat widget|on my website|instagram|facebook|messenger|whatsapp|telegram|social media|dms?|email|sms|texts?)\b/,
  ],
];

/** Named systems a question about integrations may mention. */
const GENERIC_SYSTEM_WORDS = new Set(
  (
    "my our your the a an existing current own crm crms calendar calendars system systems software tool tools app apps platform platforms " +
    "phone phones line lines email emails inbox inboxes sms text website site web ehr emr pms pos practice management scheduling " +
    "booking reservation reservations property accounting tracking telematics dispatch billing payment payments database spreadsheet " +
    "spreadsheets stuff things it them everything other others any all major popular most program programs service services business " +
    "point of sale sales marketing api apis webhook webhooks integrations integration data records front desk office"
  ).split(" "),
);

/** Words that stop a named system's phrase ("Dentrix for our clinic" → "Dentrix"). */
const PHRASE_END =
  /\s+(for|so|because|at|in|on|too|as well|already|right now|now|yet|currently|today|and (also|do|does|is|can|will|what|how)|or not|please|etc)\b.*$|[?!.,;:].*$/;

/** What follows "integrate with", "connect to", "work with"… and "X integration". */
const SYSTEM_PHRASES: RegExp[] = [
  /\b(?:book|push|send|log|put|write|save|sync|add|pull)\w* .{0,30}?\b(?:into|in to) (?:my |our |the )?([a-z0-9][a-z0-9.&+' -]{1,30})/,
  /\b(?:we are|we're|i am|i'm|we|i|our (?:office|clinic|team|practice|company|restaurant|hotel|firm)) (?:on|using|use|run|running|runs on|work in|live in) ([a-z0-9][a-z0-9.&+' -]{1,30})/,
  /\b(?:integrat\w*|connect\w*|sync\w*|plug\w*|hook\w*|link\w*|tie\w*|talk|compatible|interfac\w*|work(?:s|ing)?|play nice)\s+(?:in\s+|up\s+|together\s+)?(?:with|to|into|in to|w)\s+(.+)/,
  /\b(?:support|use|run on|runs on|pull from|push to|read from|write to)\s+(.+?)\s*(?:integration|crm|software|\?|$)/,
  /\b(?:do|does|can) (?:you|it|the agent|your (?:ai|agent|bot)) (?:have|offer|support) (?:an? )?(.+?) integration\b/,
  /\b([a-z0-9][a-z0-9.&+' -]{1,30}?) integration\b/,
];

const KNOWN_SYSTEMS = [...crmNames, ...platformNames];
const normName = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");
const knownSystem = (name: string) => KNOWN_SYSTEMS.find((k) => normName(k) === normName(name));

/** The systems an integration question names, as typed (split on "and", "or", commas); known names anywhere in it. */
export function namedSystems(text: string): string[] {
  const found: string[] = KNOWN_SYSTEMS.filter((k) =>
    new RegExp(`\\b${k.toLowerCase().replace(/ /g, "\\s?")}\\b`).test(text),
  );
  for (const re of SYSTEM_PHRASES) {
    const m = re.exec(text);
    if (!m?.[1]) continue;
    const phrase = m[1].replace(PHRASE_END, "").trim();
    for (const raw of phrase.split(/\s*(?:,|\/|\band\b|\bor\b|&|\+)\s*/)) {
      const name = raw
        .replace(/^(?:my|our|your|the|a|an|their|existing|current|own)\s+/g, "")
        .replace(/\s+(?:crm|software|system|app|account|platform|calendar|integration)$/, (w) =>
          knownSystem(raw.replace(w, "")) ? "" : w,
        )
        .trim();
      const words = name.split(/\s+/).filter(Boolean);
      if (!words.length || words.length > 4) continue;
      if (words.every((w) => GENERIC_SYSTEM_WORDS.has(w))) continue;
      if (!found.some((f) => normName(f) === normName(name) || normName(name).includes(normName(f)))) found.push(name);
    }
  }
  return found;
}

const LANGUAGE_NAMES =
  /\b(spanish|french|german|chinese|mandarin|cantonese|portuguese|italian|arabic|vietnamese|korean|japanese|hindi|russian|tagalog|polish|dutch|hebrew|turkish|farsi|persian|urdu|bengali|punjabi|greek|swedish|ukrainian|thai|creole|somali|swahili|english)\b/g;
const STANDARDS: [RegExp, string][] = [
  [/\bgdpr\b/, "GDPR"],
  [/\bsoc ?(2|ii)\b/, "SOC 2"],
  [/\bpci( dss)?\b/, "PCI DSS"],
  [/\bccpa\b/, "CCPA"],
  [/\btcpa\b/, "TCPA"],
  [/\biso ?27001\b/, "ISO 27001"],
  [/\bpipeda\b/, "PIPEDA"],
  [/\bfedramp\b/, "FedRAMP"],
];

/** Products named by their price ("what do I get for $7,000?"): every catalog item at that amount. */
function productsByAmount(text: string): ProductKey[] {
  const found: ProductKey[] = [];
  for (const m of text.matchAll(/(\$ ?)?\b(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?\s?(k)?\b/g)) {
    if (!m[1] && !m[4]) continue;
    const cents = Number(m[2]!.replace(/,/g, "")) * 100 * (m[4] ? 1000 : 1) + Number(m[3] ?? 0);
    const at = (Object.entries(catalog) as [string, { amount: number }][])
      .filter(([id, item]) => item.amount === cents && id in PRODUCT_FACT)
      .map(([id]) => id as ProductKey);
    // "$10k plan" is the plan, "$3,000 package" a package: the word beside it decides between items at one price.
    const plan = at.filter((id) => id.startsWith("plan-"));
    const pkg = at.filter((id) => id.startsWith("core-") || id === "basic-implementation");
    const pick = /\bplans?\b/.test(text) && plan.length ? plan : /\bpackages?\b/.test(text) && pkg.length ? pkg : at;
    for (const id of pick) if (!found.includes(id)) found.push(id);
  }
  return found;
}

/** What the pages single out: the pricing page's most popular plan, the packages' best value. */
const POPULAR: [ProductKey, RegExp][] = [
  [
    (pricingPlans.find((p) => p.popular)?.priceId ?? "plans") as ProductKey,
    /\b(most popular|best.?sell\w*|recommended plan|popular plan)\b/,
  ],
  [(corePlans.items.find((p) => p.highlight)?.priceId ?? "core-packages") as ProductKey, /\b(best value|best deal)\b/],
];

/** "8 buildings", "three clinics": the managed plan sized for that many locations (the pricing page's ranges). */
const NUMBER_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];
function planForCount(text: string): ProductKey | null {
  const m =
    /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:\w+\s+)?(locations?|propert(?:y|ies)|buildings?|sites?|offices?|clinics?|practices?|restaurants?|hotels?|stores?|shops?|branches?)\b/.exec(
      text,
    );
  if (!m) return null;
  const n = /\d/.test(m[1]!) ? Number(m[1]) : NUMBER_WORDS.indexOf(m[1]!);
  if (!(n > 0)) return null;
  const fits = pricingPlans.find((p) => {
    const [lo, hi] = p.properties.split("-").map((x) => Number(x.replace("+", "")));
    return hi === undefined ? n >= lo! : n >= lo! && n <= hi;
  });
  return (fits?.priceId as ProductKey | undefined) ?? null;
}

/** A buyer's question read into what it is about. `text` is the readable, mended message. */
export function readVoxa(text: string): VoxaFrame {
  const products: ProductKey[] = [];
  const sized =
    /\b(plans?|how much|cost|price|pricing|which|what (do|would|should) (i|we) (need|get|buy|choose|pick))\b/.test(text)
      ? planForCount(text)
      : null;
  if (sized) products.push(sized);
  for (const [key, re] of [...POPULAR, ...PRODUCTS]) if (re.test(text) && !products.includes(key)) products.push(key);
  for (const key of productsByAmount(text)) if (!products.includes(key)) products.push(key);
  // "basic" alone is one of three Basics; with a word that names which, it is that one.
  if (products.includes("basics") && products.some((p) => /basic/.test(p) && p !== "basics"))
    products.splice(products.indexOf("basics"), 1);
  // "Basic" next to a plan or a package is that Basic.
  if (products.includes("basics")) {
    const plan = products.some((p) => p.startsWith("plan-") || p === "plans") || /\bplans?\b/.test(text);
    const core = products.some((p) => p.startsWith("core-"));
    if (plan || core) products.splice(products.indexOf("basics"), 1, plan ? "plan-basic" : "core-basic");
  }
  if (products.length > 1 && products.includes("core-packages")) products.splice(products.indexOf("core-packages"), 1);
  // "What add-ons can I put on the $247 agent?": the question is the add-ons.
  if (products.includes("add-ons") && products.length > 1) products.splice(0, products.length, "add-ons");
  if (products.length > 1 && products.includes("plans")) products.splice(products.indexOf("plans"), 1);
  const aspect = ASPECTS.find(([, re]) => re.test(text))?.[0] ?? null;
  const topic = TOPICS.find(([, re]) => re.test(text))?.[0] ?? null;
  const languages = [...new Set(text.match(LANGUAGE_NAMES) ?? [])];
  const standards = STANDARDS.filter(([re]) => re.test(text)).map(([, name]) => name);
  return {
    topic,
    products,
    aspect,
    systems: topic === "integration" ? namedSystems(text) : [],
    languages,
    standards,
    crm: /\bcrms?\b/.test(text),
    text,
  };
}

const fact = (id: string): Reply => {
  const f: Fact = factById(id);
  return { text: f.text, next: f.next, kind: id };
};
const reply = (text: string, next: Reply["next"], kind: string): Reply => ({ text, next, kind });

const $ = (id: keyof typeof catalog) => formatCents(catalog[id].amount);
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Not on the site: said so, with what the site does say, and the strategy call. */
export const notListed = (what: string, known = "", kind = "not-listed"): Reply =>
  reply(
    `${capital(what)} isn't listed on our site, so I won't guess. ${known ? `${known} ` : ""}We'll confirm it for your business on a free 30-minute strategy call.`.replace(
      /\s+/g,
      " ",
    ),
    steps.call,
    kind,
  );

const PRODUCT_FACT: Partial<Record<ProductKey, string>> = {
  "main-offer": "main-offer",
  "basic-implementation": "basic-implementation",
  "addon-crm": "addon-crm",
  "addon-multilingual": "addon-multilingual",
  "addon-sms": "addon-sms",
  "core-basic": "core-basic",
  "core-professional": "core-professional",
  "core-enterprise": "core-enterprise",
  "core-packages": "core-packages",
  "plan-basic": "plan-basic",
  "plan-advanced": "plan-advanced",
  "plan-premium": "plan-premium",
  plans: "plans",
  "add-ons": "add-ons",
  ebook: "ebook",
  "strategy-session": "strategy-session",
  "strategy-call": "strategy-call",
  pilot: "pilot",
  affiliate: "affiliate",
};

const planOf = (key: ProductKey) => pricingPlans.find((p) => p.priceId === key);
const coreOf = (key: ProductKey) => corePlans.items.find((p) => p.priceId === key);

const basics = () =>
  reply(
    `We have three "Basic" options: the ${catalog["basic-implementation"].name} (a one-time ${$("basic-implementation")}, added to the ${$("main-offer")} voice agent), the Basic Setup customer-engagement package (a one-time ${$("core-basic")}) and the Basic managed plan (${$("plan-basic")} setup, then ${formatCents(catalog["plan-basic"].monthlyAfterFirstYear)} a month after the first year). Which one would you like to know more about?`,
    steps.pricing,
    "basics",
  );

/** What a product includes, in full. */
function includes(key: ProductKey): Reply | null {
  if (key === "main-offer") return fact("main-offer-includes");
  const p = planOf(key);
  if (p)
    return reply(
      `The ${p.name} plan (${formatCents(p.setupFee)} setup, then ${formatCents(p.monthlyAfterFirstYear)} a month after the first year, for ${p.properties} properties) includes ${listOf(p.features.map(lower))}.`,
      steps.pricing,
      `${key}-includes`,
    );
  const c = coreOf(key);
  if (c)
    return reply(
      `${c.title} (a one-time ${c.price}) includes ${listOf(c.features.map(lower))}.`,
      steps.coreOffer,
      `${key}-includes`,
    );
  if (key === "plans") return fact("setup-fee");
  return null;
}

/** Is it one-time or does it recur? Per product. */
function recurring(key: ProductKey | undefined): Reply {
  const p = key ? planOf(key) : undefined;
  if (p)
    return reply(
      `The ${p.name} plan (${p.properties} properties) has a ${formatCents(p.setupFee)} setup fee, charged once, that includes the first year of maintenance; from the second year it's ${formatCents(p.monthlyAfterFirstYear)} a month, covering hosting, maintenance, updates and support with no per-call charges on top.`,
      steps.pricing,
      `${key}-recurring`,
    );
  switch (key) {
    case "plans":
      return fact("plans-recurring");
    case "main-offer":
      return fact("main-offer-recurring");
    case "basic-implementation":
    case "addon-crm":
    case "addon-multilingual":
    case "add-ons":
      return reply(
        `Add-ons are charged once, at checkout, not monthly. ${afterOneTime}`,
        steps.pricing,
        "add-ons-recurring",
      );
    case "addon-sms":
      return reply(
        `The SMS add-on is a one-time ${$("addon-sms")}; the messages themselves are usage, billed later at cost with no markup.`,
        steps.checkout,
        "addon-sms-recurring",
      );
    case "core-basic":
    case "core-professional":
    case "core-enterprise":
    case "core-packages":
      return reply(
        `The customer-engagement packages are a one-time setup (${$("core-basic")}, ${$("core-professional")} or ${$("core-enterprise")}) with no long-term contract. After launch you pay only what your line uses: ${recursText(waysToBuy.ways.find((w) => w.id === "packages")!.recurs)}, billed monthly at cost.`,
        steps.coreOffer,
        "core-recurring",
      );
    case "ebook":
      return reply(
        `The ebook is ${$("ebook")}, paid once: ${ebookOffer.finePrint.replace(/\.\s+/g, ", ").replace(/\.$/, "").toLowerCase()}.`,
        steps.ebook,
        "ebook-recurring",
      );
    case "strategy-session":
      return fact("strategy-session");
    default:
      return reply(
        `What's one-time and what recurs: ${factById("price-overview").text.replace(/^There are three ways to buy\. /, "")}`,
        steps.pricing,
        "price-overview",
      );
  }
}

/** Talk time, the line and texts: what the pricing page says recurs, per way to buy. */
const perMinute = (): Reply => {
  const entry = waysToBuy.ways.find((w) => w.id === "entry")!;
  const managed = waysToBuy.ways.find((w) => w.id === "managed")!;
  return reply(
    `With the ${$("main-offer")} voice agent or a setup package you pay only what your line uses, billed monthly at cost: ${recursText(entry.recurs)}. The managed plans include lines and talk time in their monthly fee: ${lower(managed.recursNote)}`,
    steps.pricing,
    "per-minute",
  );
};

function productAnswer(key: ProductKey, aspect: Aspect | null): Reply {
  if (key === "basics") return basics();
  if (aspect === "perMinute") return perMinute();
  if (aspect === "recurring") return recurring(key);
  if (aspect === "includes") {
    const found = includes(key);
    if (found) return found;
  }
  if (key === "strategy-call")
    return reply(
      `The strategy call is free: 30 minutes with an automation specialist, no cost and no obligation. We look at your calls and workflows and tell you honestly which option pays back fastest.`,
      steps.call,
      "strategy-call",
    );
  return fact(PRODUCT_FACT[key] ?? "price-overview");
}

/** One product in one clause: its price, what recurs and what it is, for comparing two or three. */
function summaryLine(key: ProductKey): string {
  const p = planOf(key);
  if (p)
    return `the ${p.name} plan is a ${formatCents(p.setupFee)} setup fee with the first year included, then ${formatCents(p.monthlyAfterFirstYear)} a month, for ${p.properties} properties`;
  const c = coreOf(key);
  if (c)
    return `${c.title} is a one-time ${c.price} package (${c.features
      .filter((f) => !/^Everything/.test(f))
      .slice(0, 2)
      .map(lower)
      .join(", ")})`;
  switch (key) {
    case "main-offer":
      return `the ${catalog["main-offer"].name} is a one-time ${$("main-offer")} for one AI voice agent on your line, then only ${afterOneTime.replace(/^After launch you pay only what your line uses: /, "").split(", billed")[0]}`;
    case "strategy-session":
      return `the paid ${catalog["strategy-session"].name} is ${$("strategy-session")} for 60 minutes with an automation architect and a written action plan`;
    case "strategy-call":
      return "the strategy call is free: 30 minutes with an automation specialist, no obligation";
    case "ebook":
      return `the ebook is ${$("ebook")}, one-time, with a 30-day money-back guarantee`;
    case "pilot":
      return "a pilot proves one real workflow with agreed success metrics (its price is scoped on a call)";
    default: {
      const f = factById(PRODUCT_FACT[key] ?? "price-overview");
      return lower(f.text.split(/(?<=[.])\s/)[0]!.replace(/\.$/, ""));
    }
  }
}

/** Two or more products named with "difference", "vs", "which": one clause each. */
function compare(keys: ProductKey[]): Reply {
  const lines = keys.slice(0, 3).map(summaryLine);
  const text = `${lines.map((l, i) => (i === 0 ? l.charAt(0).toUpperCase() + l.slice(1) : l)).join("; ")}.`;
  const next = keys.every((k) => k.startsWith("core-"))
    ? steps.coreOffer
    : keys.includes("strategy-session")
      ? steps.sessionCheckout
      : steps.pricing;
  return reply(text, next, "compare");
}

function integration(frame: VoxaFrame): Reply {
  const named = frame.systems;
  if (!named.length)
    return frame.crm || frame.products.includes("addon-crm")
      ? reply(integrationsCrm(), steps.crm, "integration-crm")
      : fact("integrations");
  const known = named.map((n) => ({ n, k: knownSystem(n) }));
  const yes = known.filter((x) => x.k).map((x) => x.k!);
  const no = known.filter((x) => !x.k).map((x) => x.n);
  const parts: string[] = [];
  const crm = yes.filter((k) => crmNames.includes(k as never));
  const platforms = yes.filter((k) => !crmNames.includes(k as never));
  if (crm.length)
    parts.push(
      `Yes, ${listOf(crm)}: our agents sync contacts and call notes to ${crm.length > 1 ? "them" : "it"} and create deals and tasks from calls (CRM integration is a one-time ${$("addon-crm")} add-on).`,
    );
  if (platforms.length)
    parts.push(
      `Yes, ${listOf(platforms)} ${platforms.length > 1 ? "are" : "is"} among the platforms we build on${crm.length ? "" : `; for CRM, our site names ${listOf(crmNames)}`}.`,
    );
  if (no.length) {
    const typed = (n: string) =>
      new RegExp(n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i").exec(frame.source ?? "")?.[0];
    const names = listOf(no.map((n) => typed(n) ?? n.replace(/\b\w/g, (c) => c.toUpperCase())));
    parts.push(
      `${capital(names)} ${no.length > 1 ? "aren't" : "isn't"} named on our site, so I can't promise ${no.length > 1 ? "them" : "it"}: we connect to the major CRMs and to most other systems through their APIs or webhooks, and we'll confirm ${names} on a free strategy call.`,
    );
    return reply(parts.join(" "), steps.call, "integration-not-listed");
  }
  return reply(parts.join(" "), steps.crm, "integration-listed");
}

const integrationsCrm = () =>
  `Yes: our agents connect to ${listOf(crmNames)} or the CRM you already use: contacts and call notes sync automatically, and deals and tasks are created from calls. CRM integration is a one-time ${$("addon-crm")} add-on; for any other CRM we confirm your exact system on the strategy call.`;

function language(frame: VoxaFrame): Reply {
  const others = frame.languages.filter((l) => l !== "english");
  if (!others.length && frame.languages.includes("english"))
    return reply(
      `Yes, the agent speaks English, and it can add other languages: it switches automatically to the language a caller speaks. Multilingual is a ${$("addon-multilingual")} add-on to the voice agent.`,
      steps.languages,
      "language-english",
    );
  if (!others.length) return fact("languages");
  const names = listOf(others.map(capital));
  return reply(
    `Our site doesn't publish a list of languages, so I won't promise ${names} by name: the agent converses in many major languages and switches automatically to the caller's language, on voice, chat and SMS. We confirm ${names} for your setup on a free strategy call; multilingual is a ${$("addon-multilingual")} add-on to the voice agent.`,
    steps.call,
    "language-not-listed",
  );
}

function compliance(frame: VoxaFrame): Reply {
  if (frame.standards.length) {
    const names = listOf(frame.standards);
    return notListed(
      `${names} ${frame.standards.length > 1 ? "certifications" : "compliance"}`,
      `What we do state: data is encrypted in transit and at rest, access is role-based and logged, and healthcare deployments are built for HIPAA with a BAA on request.`,
      "compliance-not-listed",
    );
  }
  return fact("hipaa");
}

const faqOfPage = (path: string, q: RegExp) => {
  const page = landingPages.find((p) => p.path === path);
  return (page ? faqOf(page) : []).find((f) => q.test(f.question))?.answer ?? "";
};

/** Objections: the honest case, from the site's own claims. */
const OBJECTIONS: Partial<Record<VoxaTopic, () => Reply>> = {
  objCatch: () =>
    reply(
      `No hidden fees: the ${$("main-offer")} is charged once, and ${lower(afterOneTime)} Implementation is refunded in full before we start work, and if we can't deliver what the offer describes.`,
      steps.pricing,
      "objection-catch",
    ),
  objReceptionist: () =>
    reply(
      `A receptionist covers office hours; the agent answers every call on the first ring, 24/7 including holidays, for a one-time ${$("main-offer")}, and hands anything sensitive to your team with a summary. ${faqOfPage("/solutions/cost-effective-call-centers", /replace my call-centre/i).replace(/^It takes/, "It takes")}`,
      steps.roi,
      "objection-receptionist",
    ),
  objExpensive: () =>
    reply(
      `You can start small: one AI voice agent is a one-time ${$("main-offer")}, and clients report a ${claims.costReduction.toLowerCase()}. The ROI calculator shows what it would save you from your own team size and hourly cost.`,
      steps.roi,
      "objection-expensive",
    ),
  objCustomers: () =>
    reply(
      `Callers are answered on the first ring instead of a queue or voicemail, they can ask for a person at any time, and the agent hands off with a summary so nobody repeats themselves; our clients report ${claims.satisfaction}.`,
      steps.voiceAgents,
      "objection-customers",
    ),
  objTrust: () =>
    reply(
      `We're ${claims.trustedBy.toLowerCase()}, rated ${claims.rating}. Implementation is refunded in full before work starts and if we can't deliver what the offer describes, and a pilot proves the results on one workflow before you commit.`,
      steps.whyUs,
      "objection-trust",
    ),
  objSmall: () =>
    reply(
      `Small businesses are who the ${$("main-offer")} voice agent is for: one agent on your line, trained on your services, prices and FAQs, answering 24/7 so you stop missing calls while you work. ${faqOfPage("/ai-business-solutions", /small business start/i).split(". ")[0]}.`,
      steps.checkout,
      "objection-small",
    ),
  objStaff: () =>
    reply(
      faqOfPage("/solutions/cost-effective-call-centers", /replace my call-centre/i),
      steps.voiceAgents,
      "objection-staff",
    ),
  objTechnical: () =>
    reply(
      `${faqOfPage("/create-bot", /technical skills/i)} You spend about two hours with us; we build, connect and launch it.`,
      steps.call,
      "objection-technical",
    ),
  objCompetitor: () =>
    reply(
      `${whyUsHero.subtitle} We're ${claims.trustedBy.toLowerCase()}, rated ${claims.rating}.`,
      steps.whyUs,
      "objection-competitor",
    ),
};

const NOT_LISTED: Partial<Record<VoxaTopic, () => Reply>> = {
  takePayments: () =>
    notListed(
      "taking card payments during a call",
      "The agent books, answers and takes messages; it never asks callers for card numbers.",
      "take-payments",
    ),
  freeTrial: () =>
    notListed(
      "a free trial",
      `You can try the assistant right here in this demo, and a pilot program proves the results on one real workflow before you commit.`,
      "free-trial",
    ),
  capacity: () =>
    notListed(
      "how many calls the agent takes at the same time",
      "Every call is answered on the first ring, with no queue and no voicemail.",
      "capacity",
    ),
  voiceChoice: () =>
    notListed(
      "choosing or cloning the agent's voice",
      "The agent speaks with a natural, native-quality voice.",
      "voice-choice",
    ),
  discount: () =>
    notListed("a discount", `The lowest-cost way to start is the ${$("main-offer")} one-time voice agent.`, "discount"),
  financing: () =>
    notListed(
      "paying in instalments",
      `The managed plans spread the cost: a setup fee, then a monthly fee after the first year.`,
      "financing",
    ),
  newNumber: () =>
    notListed(
      "a new phone number included with the agent",
      `You can keep your current number: calls to it are forwarded to the agent during the hours you choose.`,
      "new-number",
    ),
};

const TOPIC_FACT: Partial<Record<VoxaTopic, string>> = {
  ebookAccess: "ebook-delivery",
  demoData: "demo-data",
  baa: "baa",
  security: "security",
  refund: "refunds",
  contract: "contract",
  priceChanges: "price-changes",
  setupFee: "setup-fee",
  setupTime: "setup-time",
  process: "process",
  uptime: "uptime",
  support: "support",
  transfer: "transfer",
  agentWrong: "agent-wrong",
  disclosure: "disclosure",
  phoneNumber: "phone-number",
  recordings: "recordings",
  channels: "channels",
  changeLater: "change-later",
  roi: "roi",
  results: "results",
  company: "company",
  contact: "contact",
  industries: "industries",
  demo: "demo",
  paymentMethods: "payment-methods",
  capabilities: "capabilities",
};

/** The transportation page says the agent calls out; the same holds for any business. */
const outbound = () =>
  reply(
    `${industryPages.find((p) => p.slug === "transportation")!.faq.find((f) => /proactively/i.test(f.question))!.answer} Reminders and follow-ups go out by SMS too.`,
    steps.voiceAgents,
    "outbound",
  );

/** How to get one: the $247 voice agent at checkout, or a call first. */
export const getStarted = (): Reply => start();

const start = () =>
  reply(
    `The quickest start is the ${$("main-offer")} voice agent: check out, tell us your services, prices and FAQs, and we design, train and launch it for you. If you'd rather talk it through first, book a free 30-minute strategy call.`,
    steps.checkout,
    "start",
  );

/** Refunds for what was named: the ebook's guarantee, the session's 24 hours, a plan's monthly fee; else the rule for implementation. */
function refundFor(products: ProductKey[]): Reply {
  if (products.includes("ebook")) return reply(`${ebookGuaranteeText()}`, steps.refunds, "refund-ebook");
  if (products.includes("strategy-session"))
    return reply(
      `For the paid strategy session: ${refundItems("strategy-session").map(lower).join(" ")}`,
      steps.refunds,
      "refund-session",
    );
  if (products.some((p) => p.startsWith("plan")))
    return reply(`${refundItems("implementation").join(" ")}`, steps.refunds, "refund-plans");
  return fact("refunds");
}
const ebookGuaranteeText = () =>
  `The ebook has a 30-day money-back guarantee: if it isn't for you, email us within 30 days of buying it and we refund every cent.`;

/** Topics that answer the question even when a product is named ("refund policy for the packages?"). */
const OVER_PRODUCT: ReadonlySet<VoxaTopic> = new Set([
  "objCatch",
  "ebookAccess",
  "demoData",
  "security",
  "refund",
  "contract",
  "priceChanges",
  "paymentMethods",
  "setupTime",
  "process",
  "start",
  "upgrade",
  "transfer",
  "agentWrong",
  "disclosure",
  "phoneNumber",
  "recordings",
  "uptime",
  "support",
  "changeLater",
  "objReceptionist",
  "objExpensive",
  "objTrust",
  "objCustomers",
  "objSmall",
  "objStaff",
  "objTechnical",
  "objCompetitor",
]);

/** The answer to a frame, or null when nothing in it is about Voxa. */
/** Topics so broad that a question about money is about the price ("how much does it cost?"). */
const BROAD: ReadonlySet<VoxaTopic> = new Set([
  "capabilities",
  "channels",
  "support",
  "demo",
  "company",
  "process",
  "industries",
  "start",
]);

export function answerVoxa(frame: VoxaFrame): Reply | null {
  const { products, aspect } = frame;
  const topic = aspect === "price" && frame.topic && BROAD.has(frame.topic) ? null : frame.topic;
  if (topic && NOT_LISTED[topic]) return NOT_LISTED[topic]!();
  if (aspect === "perMinute") return perMinute();
  if (topic === "person") return null;
  if (topic === "integration" && (frame.systems.length || aspect !== "price")) return integration(frame);
  if (topic === "language" && !(products.includes("addon-multilingual") && aspect === "price")) return language(frame);
  if (topic === "compliance") return compliance(frame);
  if (topic === "refund") return refundFor(products);
  if (topic === "upgrade") return fact("plans-upgrade");
  if (topic === "capabilities" && !products.length) return capability(frame.text);
  // "Is the playbook worth it for a small business?": the product's own answer to who it suits.
  if (topic && /^obj/.test(topic) && products.includes("ebook")) return fact("ebook-fit");
  if (topic && OVER_PRODUCT.has(topic) && aspect !== "includes" && aspect !== "compare")
    return topicAnswer(topic) ?? null;
  if (products.length > 1 && (aspect === "compare" || aspect === "price" || aspect === null)) return compare(products);
  if (products.length) return productAnswer(products[0]!, aspect);
  if (aspect === "recurring" && (!topic || BROAD.has(topic))) return recurring(undefined);
  const byTopic = topic ? topicAnswer(topic) : null;
  if (byTopic) return byTopic;
  if (aspect === "price" || aspect === "compare") return fact("price-overview");
  if (aspect === "includes") return fact("main-offer-includes");
  return null;
}

function topicAnswer(topic: VoxaTopic): Reply | null {
  if (OBJECTIONS[topic]) return OBJECTIONS[topic]!();
  if (topic === "outbound") return outbound();
  if (topic === "start") return start();
  if (topic === "upgrade") return fact("plans-upgrade");
  return TOPIC_FACT[topic] ? fact(TOPIC_FACT[topic]!) : null;
}

/** What "can it …" asks it to do, in the buyer's words. */
function capabilityAsked(text: string): string | null {
  const m =
    /\b(?:can|could|will|would|does|do|is) (?:it|the (?:agent|ai|bot|assistant|receptionist|system)|your (?:agent|ai|bot|assistant|receptionist|voice agent|system)|voxa(?: ai)?|you(?:r agents)?)(?: be able to| also| actually| really)? (.+)$/.exec(
      text,
    ) ?? /\b(?:able to|capable of) (.+)$/.exec(text);
  const phrase = m?.[1]?.replace(/[?!.].*$/, "").trim();
  return phrase && phrase.split(" ").length >= 2 ? phrase : null;
}

/**
 * "Can it …?": yes only when a page says the agents do it (a feature card, an FAQ answer), with
 * that page; otherwise not listed, with the strategy call.
 */
function capability(text: string): Reply {
  const asked = capabilityAsked(text);
  if (!asked) return fact("capabilities");
  const [hit] = retrieve(asked, { limit: 1, kinds: ["feature", "faq", "fact"] });
  if (hit && hit.score >= 12 && hit.terms.length >= 2)
    return reply(`Yes. ${hit.fact.text.replace(/^(Yes|No)[.,:]\s*/, "")}`, hit.fact.next, `capability:${hit.fact.id}`);
  return notListed(asked.replace(/^(be able to|to) /, ""), "", "capability-not-listed");
}

/** A frame that says too little on its own ("and monthly?", "what about Enterprise?"): read with the one before. */
export function isThin(frame: VoxaFrame, words: number): boolean {
  if (frame.topic === "person") return false;
  if (!frame.topic && !frame.products.length) return true;
  if (!frame.topic && frame.products.length && !frame.aspect) return words <= 6;
  if (!frame.products.length && frame.aspect && !frame.topic) return words <= 8;
  return false;
}

/** The follow-up completed from the frame before it: its product, or its aspect, or its topic. */
/** The product a topic's price is ("how much is that?" after languages: the multilingual add-on). */
const TOPIC_PRODUCT: Partial<Record<VoxaTopic, ProductKey>> = {
  language: "addon-multilingual",
  integration: "addon-crm",
  channels: "addon-sms",
  start: "main-offer",
  setupTime: "main-offer",
  capabilities: "main-offer",
  objReceptionist: "main-offer",
  objSmall: "main-offer",
};

export function mergeFrames(now: VoxaFrame, before: VoxaFrame): VoxaFrame {
  const priced = !now.products.length && !now.topic && (now.aspect === "price" || now.aspect === "recurring");
  const product = priced && before.topic ? TOPIC_PRODUCT[before.topic] : undefined;
  if (product) return { ...now, products: [product] };
  return {
    topic: now.topic ?? (now.products.length ? null : before.topic),
    products: now.products.length ? now.products : before.products,
    aspect: now.aspect ?? before.aspect,
    systems: now.systems.length ? now.systems : before.systems,
    languages: now.languages.length ? now.languages : before.languages,
    standards: now.standards.length ? now.standards : before.standards,
    crm: now.crm || (!now.topic && before.crm),
    text: now.text,
  };
}
