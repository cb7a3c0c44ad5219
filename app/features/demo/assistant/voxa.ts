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
import { business } from "~/content/business";
import { mainOfferCard, paidSession } from "~/content/checkout-page";
import { strategyCallPanel } from "~/content/leads";
import type { DemoIndustryId } from "~/content/demo";
import { affiliatePage } from "~/content/affiliate";
import { refundPolicyPage } from "~/content/legal/refund-policy";
import { termsPage } from "~/content/legal/terms";
import { buildTimelines } from "~/content/onboarding";
import { manageCopy } from "~/content/scheduling";
import { pricingIncluded } from "~/content/catalog/plans";
import {
  afterPaying,
  bookingCapability,
  crmNames,
  emergencyCallsText,
  factById,
  listOf,
  lower,
  offerName,
  payoutText,
  platformNames,
  recursText,
  refundItems,
  steps,
  timelineText,
  type Fact,
} from "./facts";
import { hearIt } from "./hear";
import { retrieve } from "./search";
import { WELL_KNOWN_SYSTEMS } from "./systems";
import { contentWords, NUMBER_WORDS, remembered } from "./text";
import type { Reply } from "./types";

/**
 * Questions about the company (docs/decisions/099): what a buyer asks about — a product (the $247
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

export type CompanyTopic =
  | "emergencies"
  | "salesTax"
  | "afterPaying"
  | "timeNeeded"
  | "running"
  | "locations"
  | "objTriedBefore"
  | "objCatch"
  | "ebookAccess"
  | "demoData"
  | "demoPrivacy"
  | "takePayments"
  | "resell"
  | "dataIfLeave"
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
  | "hearIt"
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

export type CompanyFrame = {
  topic: CompanyTopic | null;
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
  /** The industry the demo shows (what a healthcare buyer's agent says about emergencies). */
  industry?: DemoIndustryId;
  /** "8 buildings": the number of locations the plan was sized for. */
  count?: number;
  /** "…and if we open 4 more?": the plan the visitor had before growing into this one. */
  grewFrom?: ProductKey;
  /** "3 locations now, 4 more next year": how many locations the visitor grows to. */
  grewTo?: number;
  /** "Does Basic Setup include a voice agent?", "which package has website chat?": what was asked and which offer has it. */
  fit?: Fit;
};

/** A feature asked of an offer: the offer asked about (if any), the first offer of its kind that has it, and its lines. */
export type Fit = { asked: ProductKey | null; first: ProductKey; has: ProductKey[]; lines: string[]; top?: boolean };

const PRODUCTS: [ProductKey, RegExp][] = [
  ["basic-implementation", /\b(basic ai implementation|implementation package|basic implementation)\b/],
  [
    "main-offer",
    /(\$ ?247\b|\b247\b)|\b(entry(.level)? (offer|package|option|plan)|starter (offer|package|plan|option)|cheapest|cheaper (option|alternative|way|plan|package|offer)|less expensive|lowest (price|cost)|most affordable|budget (option|offer)|something cheaper|voice agent implementation|implementation offer|main offer|(single|one|just the|just one|just a) (ai )?(voice )?agent|the voice agent( offer)?|ai receptionist|an? receptionist agent)\b|\$ ?247 (offer|agent|package)\b/,
  ],
  [
    "addon-crm",
    /\bcrm (integration )?(add.?on|integration)\b|\bcrm add.?on\b|\b(the|that) crm (thing|part|piece|option|one|feature)\b|\b(price|cost) of (the )?crm\b|\bhow much (is|does) (the )?crm\b/,
  ],
  [
    "addon-multilingual",
    /\b(multilingual|multi.?lingual|extra languages?|additional languages?|language add.?on|another language|each language|per language|more languages)\b/,
  ],
  [
    "addon-sms",
    /\b(sms|text messag\w*|texting|texts|text follow.?ups?|text reminders?|send (a |them |people |customers |patients |clients )?texts?|text (them|people|customers|patients|clients|guests|tenants|back))\b/,
  ],
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
  [
    "strategy-session",
    /\b(paid (strategy )?(session|call|one|version|option)|strategy session|deep dive|60.minute (session|call)|(one|1).hour (session|call))\b|(\$ ?|\b)250(\.00)?( dollars?| bucks)? (strategy )?(session|call|one|option)\b/,
  ],
  ["strategy-call", /\b(strategy call|free (30.minute )?call|discovery call|consult(ation)? call)\b/],
  ["pilot", /\bpilot\b/],
  [
    "affiliate",
    /\b(affiliates?|affiliate program|referral program|refer (a |other |someone|businesses|clients|friends|people|myself|my)|referrals?|referred|referral (link|fee|commission|cookie|code)|commissions?)\b/,
  ],
];

const ASPECTS: [Aspect, RegExp][] = [
  [
    "perMinute",
    /\b(per (minute|min|call|conversation)|by the minute|a minute|each minute|minutes? (cost|charge|fee|billing|rate)|(those|these|the|my|outbound|inbound) minutes|minutes? (are |is |get |be )?(billed|charged|counted|metered|paid)|(billed|charged|pay|paying) (for|by) (the )?(minutes?|texts?|messages?)|(each|per|every|a|one) (text|sms|text message|sms message|message)\b|(what|how much) (do|does|is|are) (the |each |a |one )?(texts|text messages|sms messages|messages)( cost)?|(texts?|text messages?|sms messages?) (cost|are|is) (billed|charged|extra)|phone line\b.{0,20}\b(month|cost|price|fee)|(how much|cost|price) (is |of |for )?(the )?phone line|(cost|price|charge|pay) (of|for) (the )?(minutes|talk time|calls)|the minutes|talk ?time|call minutes|usage (fees?|charges?|based|costs?|billing)|pay per (call|use)|per.call|metered|charge (by|for) (minutes|calls|usage)|phone line (cost|fee|charge)|line fee|cost of the (phone )?line)\b/,
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
    /\b(includ\w*|part of|come with|comes with|walk away with|leave with|come away with|get out of (it|this|that|the (call|session|meeting))|what happens (on|in|during) (it|the|that|this)|what (do|will|would) (i|we|you) get|what (comes|come) with|comes with|what is in|in it|what is inside|features?|cover(s|ed)?|consists?|contains?|what does (it|that|this|the \w+( \w+)?) (do|give|offer|get me)|what exactly|breakdown)\b/,
  ],
  [
    "price",
    /\b(how much(?! (notice|time|longer|later|advance|work|of (my|our))| (my|our) (own )?time)|costs?|billed|billing|costing|price\w*|pricing|fees?|charge\w*|expensive|cheap\w*|afford\w*|budget|pay|paying|spend|dollars?|quote|rates?|bucks|investment|what (does|would|will) (it|that|this) run|set me back|run me)\b|\$ ?\d/,
  ],
];

const I = String.raw`(i|we|me|us|my team)`;
const IT = String.raw`(it|the (ai|agent|bot|assistant|receptionist|system)|your (ai|agent|bot|assistant|receptionist|voice agent)|the voice agent|this|voxa( ai)?|callers?|customers?|patients?|clients?|they)`;

/** Topics in priority order: the first that matches names the answer. */
const TOPICS: [CompanyTopic, RegExp][] = [
  [
    "emergencies",
    /\b(?:if|when|what if) (?:a |an |my |the |one of (?:my|our) |our |someone'?s? )?(?:patients?|callers?|customers?|clients?|guests?|tenants?|residents?|drivers?|someone|somebody|people|person)\b.{0,60}\b(?:emergenc\w*|911|urgent\w*)|\b(?:handle|handles|handling|deal with|deals with|do with|do about|respond to|responds to|route|routes|manage|manages|treat|treats|happens? (?:with|to|if|when))\b.{0,40}\b(?:emergenc\w*|urgent (?:calls?|cases?))|\bemergency (?:calls?|situations?|cases?)\b|\bwhat (?:does|will|would) (?:it|the (?:agent|ai|bot)|your (?:agent|ai|bot|assistant|receptionist))\b.{0,60}\bemergenc/,
  ],
  [
    "salesTax",
    /\b(sales tax|vat|gst|hst|pre.?tax|currenc(y|ies)|us dollars|usd|in dollars|canadian dollars|cad|euros?|gbp|pounds sterling|(plus|before|after|including|include|includes|included|excluding|exclude|excludes|add|adds|added|charge|charged|pay) (any |the )?(sales )?tax(es)?|tax(es)? (is |are )?(included|on top|extra|added|inclusive|exclusive)|(is|are) (there )?(any )?tax(es)?\b|prices?\b.{0,30}\btax(es)?|tax(es)?\b.{0,30}\bprices?)\b/,
  ],
  [
    "afterPaying",
    /\b((say|suppose|if|when|once) (i|we) (pay|buy|purchase|order|sign up|go ahead)\b.{0,60}\b(what (happens|comes|now|next)|then what|next steps?)|(pay|paid|buy|bought|purchase|order)\w*\b.{0,40}\bwhat (happens|comes) next|what (happens|comes|is) (next|right after|after|once)\b.{0,30}\b(pay|paid|paying|payment|buy|bought|purchase|order|check ?out|checked out|sign up|signed up)\w*|what (happens|do i do|do we do|should i do|now)\b.{0,20}\b(after|once|when) (i|we) (have )?(pay|paid|buy|bought|purchase|order|check|sign)\w*|(after|once) (i|we) (have )?(pay|paid|buy|bought|purchased?|order|ordered|check(ed)? out|sign(ed)? up)\b.{0,40}\b(what|next|happens|then|do i|need)|after (paying|payment|checkout|checking out|purchase|purchasing|buying)|(just|already) (bought|paid|purchased|ordered|checked out)|now what|kick.?off|onboarding (form|call)|fill (anything|something) (in|out)|(need|have) to fill (in|out))\b/,
  ],
  [
    "timeNeeded",
    /\b(how much (of )?(my|our) (own )?time|(my|our) time (commitment|investment)|time commitment|how (much|many) (time|hours)\b.{0,20}\b(i|we|me|us|my|our)\b|how involved|what do (you|i|we) need (from|of) (me|us)|(do not|dont) have (much |the |any )?time|(i am|we are) (slammed|busy|swamped|short on time|stretched)|how much work (is it|for me|for us|on my end|on our end))\b/,
  ],
  [
    "running",
    /\b(running costs?|(costs?|cost me|pay|spend) (per month |a month |monthly |each month )?to (run|keep (it |them )?running|operate)|monthly (cost|fee|bill|charge|spend)s?|(cost|costs|pay|spend)\b.{0,40}\b(per month|a month|monthly|each month|every month)\b.{0,20}\b(run|keep|operate|after)|what (keeps|stays|gets|is) (getting )?(billed|charged) (after|every|each|monthly)|keeps? (getting )?(billed|charged)|after the one.?time (fee|payment|price|purchase|charge)|what recurs|recurring (costs?|charges?|fees?)|ongoing (costs?|fees?|charges?))\b/,
  ],
  [
    "locations",
    /\b((what|how) (counts?|is counted|are counted|do you count|does .{0,20}count)( as)?( a)? locations?|locations? (are |is )?(counted|count|mean|defined)|how (are|do you count|do plans count) locations|what is a location)\b/,
  ],
  [
    "dataIfLeave",
    /\b(stop using|cancel\w*|leave|leaving|quit|switch away|part ways|move on|end (the|our) (contract|plan|service))\b.{0,80}\b(data|records|call logs|logs|recordings|contacts|transcripts)\b|\b(keep|get|take|export|download) (all )?(our|my|the) (customer )?(data|records|call logs|recordings|contacts)\b|\bwhat happens to (all )?(our|my|the) (customer )?(data|records|call logs|recordings)\b/,
  ],
  [
    "resell",
    /\b(white.?label\w*|resell\w*|re-sell\w*|private.?label\w*|rebrand\w*|under (my|our) (own )?(brand|name|logo)|sell (it|this|them) (to|as) (my|our) (own )?(clients|customers)|(agency|reseller|wholesale) (pricing|program|partner\w*|account))\b/,
  ],
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
    /\b(discounts?|coupons?|promo( code)?|(any|a|good|better|special|best) deals?|negotiat\w*|non.?profit|special offer|lower (the )?price|price match)\b/,
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
  [
    "demoPrivacy",
    /\bwhat (i|we) (type|typed|say|said|write|wrote|enter|put)\b.{0,30}\b(saved|stored|kept|recorded|logged|goes|go|ends? up)\b|\b(see|sees|read|reads|get|gets|access|look at|looking at)\b.{0,20}\bwhat (i|we) (type|typed|say|said|write|wrote)\b|\b(this|the|your) (demo|chat|voice call|call|conversation)\b.{0,60}\b(record\w*|stor\w*|sav\w*|kept|keep\w*|logg\w*|listen\w* to)\b|\b(record\w*|stor\w*|sav\w*|keep\w*|logg\w*)\b.{0,30}\b(what i (say|said|type|typed)|this (chat|call|conversation)|my voice|the demo)\b/,
  ],
  ["baa", /\b(baa|business associate)\b/],
  [
    "compliance",
    /\b(hipaa|phi|compliant|compliance|regulat\w*|gdpr|soc ?2|soc ?ii|pci( dss)?|ccpa|tcpa|iso ?27001|iso|certif\w*|pipeda|fedramp)\b/,
  ],
  [
    "integration",
    /\b((book|push|send|log|put|write|save|sync|add|pull)\w* .{0,30}\b(into|in to) \w+|(create|open|log|add|put|update|enter|write|file|raise|make|push|send|sync|book|schedule|pull|read)\w* .{0,40}\b(in|into|to|on|from) (it|them|there|(my|our|the) (system|software|app|crm|tool|platform|portal|account|database))\b|(keep|store|run|manage|track|log|have|put)\w* (all )?(our |my |the )?(\w+ )?(notes|tickets|records|jobs|bookings|appointments|orders|leads|contacts|files|data|schedules?|inventory|work orders|invoices) (in|on|with|through|using) (?!(the|a|an|our|my|your|this|that|it|one|two|three|\d)\b)[a-z]\w*|(our|my|the) (\w+ )?(notes|tickets|records|jobs|bookings|appointments|orders|leads|contacts|files|data|schedules?|invoices) (live|are kept|are stored|sit|are|go|get logged) (in|on) (?!(the|a|an|our|my|your|this|that|it)\b)[a-z]\w*|integrat\w*|connect\w*|sync\w*|plug\w* (in|into)|hook\w* (up|into)|work(s)? (with|alongside)|talk to (my|our)|compatible|api|webhooks?|zapier|hubspot|salesforce|crm|calendar|ehr|emr|pms|pos|point of sale|software|my system|our system|apps?|tools?|platforms?)\b/,
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
    "hearIt",
    /\b((can|could|may) (i|we) (hear|listen)|hear (it|the (agent|ai|bot|voice|assistant)|what it|a (sample|demo|real|example))|listen to (it|a (sample|call|recording|demo))|(what|how) (does|do|will|would) (it|the (agent|ai|voice|bot|assistant)|they) sound(?! like a (robot|machine|human|person|real))(?!.{0,30}\b(robot|robotic|human|person|natural|fake)\b)|sample (calls?|recordings?|audio)|(call )?recordings?\b.{0,20}\b(calls?|agent|demo)|voice (sample|demo|example))\b/,
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
    /\b(contracts?|commitment|lock(ed)? in|tied? in|cancel\w*|month.to.month|minimum term|notice period|terminat\w*|opt out|get out of|(can|could|if|when) (i|we) quit|quit (the |my |our )?(service|plan|subscription|contract)|stop (the )?(service|plan|subscription))\b/,
  ],
  [
    "priceChanges",
    /\b(price (increase|hike|change)s?|(raise|increase|hike|put up|change)\b.{0,20}\b(price|fee|rate)s?|prices? (go|going) up|lock (in )?(the |my )?price)\b/,
  ],
  ["setupFee", /\bsetup fee\b/],
  [
    "setupTime",
    /\b(how (long|fast|quick\w*|soon)|how many (days|weeks)|timeline|turnaround|when (can|could|will|do|would) (i|we|it) (go live|start|launch|be (ready|live|up)|test|try|hear)|(until|till|before) (it is|we are|i am|my calls|calls|it goes|we go|i go|they are)\b.{0,20}\b(live|answered|ready|up)|when (will|would|is|does|could) .{0,30}\b(be ready|be live|go live|launch|be up and running|be set ?up|be done)|go(ing|es)? live|be live|up and running|launch (date|time)|ready (in|by|to test)|time to (launch|set ?up|go live)|lead time|take to set ?up)\b/,
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
    /\b((my|our|the) ((existing|current|own|business|office|main|old|usual|same|regular|work|shop|store) ){1,3}(phone )?(number|line)s?|keep (using )?(my|our|the) ((existing|current|own|business|office|main|same) )*(phone )?(number|line)|(existing|current) (phone )?(number|line)|same (phone |office |business )?(number|line)|port\w* (my|our|the)? ?number|forward\w* (my|our)? ?calls|phone line|landline|use (my|our) ((own|current|existing|business) )?(phone )?number|change (my|our|the) ((phone|business|office) )?(number|line)|(my|our) ((phone|business|office) )?(number|line) (will |would |have to |has to )?(change|stay)|number (customers|clients|patients|people|callers|guests|tenants) (already )?(call|use|know|dial|have))\b/,
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
    "objTriedBefore",
    /\b((bad|terrible|awful|horrible|poor|negative|rough) experiences? with (a |an |another |some )?(\w+ ){0,2}(chatbot|bot|ai|answering service|virtual receptionist|ivr|phone tree|system|vendor|company|agency|receptionist service)|(tried|used|had|bought|paid for) (a |an |another |some |one )?(\w+ ){0,2}(chatbot|bot|ai|answering service|virtual receptionist|ivr|phone tree|receptionist service|vendor|system|one|something similar)\b.{0,60}\b(useless|bad|terrible|awful|horrible|did not work|failed|flopped|disaster|waste|hated|frustrat\w*|junk|garbage)|(was|were|has been) (a )?(useless|disaster|waste|terrible|awful|garbage|junk)|burn(ed|t) (by|before))\b/,
  ],
  [
    "objReceptionist",
    /\b(receptionist|hire|hiring|employee|staff member|answering service|call center|call centre|virtual assistant|human assistant|secretary|front desk person|temp)\b.*\b(instead|rather|why|better|vs|versus|than|cheaper|over|compare|difference|different|differ)\b|\b(different|differ|better|cheaper) (from|than) (a |an |my |our )?(regular |normal |traditional |human |live )?(receptionist|answering service|call (center|centre)|secretary|virtual assistant|front desk)\b|\bwhy (not|(would|should|do|could) (not )?(i|we)( not)?)\b.*\b(hire|receptionist|person|human|staff|employee)\b|\bjust hire\b|\b(cheaper|better) than (a |an |hiring )?(receptionist|employee|person|human|staff)\b/,
  ],
  [
    "objExpensive",
    /\b(too expensive|expensive|pricey|steep|can ?not afford|can not afford|too much|(costs?|is|that is|it is|seems|sounds like) a lot|too high|overpriced|worth (it|the money|the price)|out of (my|our) (budget|price range|range|league)|(tight|small|low|limited) budget|cheaper (option|alternative|way)|(anything|something|any option|options?) (cheaper|less expensive|smaller|more affordable)|lower cost|is it worth)\b/,
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
    /\b(replace (my|our) (staff|team|receptionists?|people|employees|workers|front desk|dispatchers?|agents|operators?|assistants?|nurses?|schedulers?)|(replace|take|cost) (my|our|their|the) \w+'?s?'? jobs?|lay ?offs?|laying off|fire (my|our)|take (our|my|their) jobs?|lose (their|our|my) jobs?|replace (humans|people|her|him|them|a person|a human|a receptionist|the receptionist|my receptionist|our receptionist))\b/,
  ],
  [
    "objTechnical",
    /\b(not (very |a |that )?tech\w*|technical (skills|knowledge|person)|tech.?savvy|complicated|hard to (use|set ?up|learn)|difficult to|learning curve|no it (team|staff|department|person)|need (a |an )?(developer|programmer|it person)|coding|code)\b/,
  ],
  [
    "objCompetitor",
    /\b(why (is|are|would|should) (yours|you|voxa|this|your (\w+ )?(agent|ai|product|service|bot)) (be )?(any )?(better|different)|how (is|are) (yours|you|voxa|this|it) (any )?(better|different)|what makes (yours|this|it|your \w+) (any )?(better|different)|competitors?|other (companies|vendors|providers|agencies)|why (you|voxa|choose (you|voxa)|should (i|we) (choose|pick|go with) (you|voxa))|what makes (you|voxa) (different|better|special)|better than|chat ?gpt|diy|do it (myself|ourselves)|build (it|one|this) (myself|ourselves))\b/,
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
    /\b(channels?|website chat|web chat|chat widget|on my website|instagram|facebook|messenger|whatsapp|telegram|yelp|tripadvisor|nextdoor|social media|dms?|email|sms|texts?)\b/,
  ],
];

/** Named systems a question about integrations may mention. */
const GENERIC_SYSTEM_WORDS = new Set(
  (
    "my our your the a an existing current own crm crms calendar calendars system systems software tool tools app apps platform platforms " +
    "phone phones line lines email emails inbox inboxes sms text website site web ehr emr pms pos practice management scheduling " +
    "booking reservation reservations property accounting tracking telematics dispatch billing payment payments database spreadsheet " +
    "spreadsheets stuff things it them everything other others any all major popular most program programs service services business " +
    "point of sale sales marketing api apis webhook webhooks integrations integration data records front desk office maintenance " +
    "ticket tickets note notes job jobs record order orders lead leads contact contacts file files booking bookings appointment " +
    "appointments guest guests patient patients client clients customer customers work inventory invoice invoices schedule schedules there " +
    "that this those these thing"
  ).split(" "),
);

/** Words that stop a named system's phrase ("Dentrix for our clinic" → "Dentrix"). */
const PHRASE_END =
  /\s+(for|so|because|at|in|on|too|as well|already|right now|now|yet|currently|today|and (also|do|does|is|can|will|what|how)|or not|please|etc)\b.*$|[?!.,;:].*$/;

/** What follows "integrate with", "connect to", "work with"… and "X integration". */
const SYSTEM_PHRASES: RegExp[] = [
  /\b(?:notes|tickets|records|jobs|bookings|appointments|orders|leads|contacts|files|data|calendar|schedules?|inventory|invoices|deals|pipeline|customers|clients|sales) (?:(?:live|are kept|are stored|sit|are|go|get logged) )?(?:in|on|with|through|using) ([a-z0-9][a-z0-9.&+' -]{1,30})/,
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
  const found: string[] = [...KNOWN_SYSTEMS, ...WELL_KNOWN_SYSTEMS].filter((k) =>
    new RegExp(`\\b${k.toLowerCase().replace(/[.]/g, "\\.?").replace(/ /g, "\\s?")}\\b`).test(text),
  );
  for (const re of SYSTEM_PHRASES) {
    const m = re.exec(text);
    if (!m?.[1]) continue;
    const phrase = m[1].replace(PHRASE_END, "").trim();
    for (const raw of phrase.split(/\s*(?:,|\/|\band\b|\bor\b|&|\+)\s*/)) {
      const name = raw
        .replace(/^(?:my|our|your|the|a|an|their|existing|current|own)\s+/g, "")
        .replace(
          /\s+(?:crm|software|system|app|account|platform|calendar|integration)$/,
          (w, at: number, whole: string) =>
            knownSystem(raw.replace(w, "")) ||
            (/^ (account|software|system|app|platform)$/.test(w) && /^\S+( \S+)?$/.test(whole.slice(0, at).trim()))
              ? ""
              : w,
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
/** "…opening 4 more next year": how many more. */
export function more(text: string): number | null {
  const m = /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten) more\b/.exec(text)?.[1];
  if (!m) return null;
  const n = /\d/.test(m) ? Number(m) : NUMBER_WORDS.indexOf(m);
  return n > 0 ? n : null;
}

function planForCount(text: string): { key: ProductKey; n: number } | null {
  const m =
    /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:\w+\s+)?(locations?|propert(?:y|ies)|buildings?|sites?|offices?|clinics?|practices?|restaurants?|hotels?|stores?|shops?|branches?|spots|venues|outlets|studios|salons|gyms|dealerships|communities)\b/.exec(
      text,
    );
  if (!m) return null;
  const n = /\d/.test(m[1]!) ? Number(m[1]) : NUMBER_WORDS.indexOf(m[1]!);
  if (!(n > 0)) return null;
  const fits = pricingPlans.find((p) => {
    const [lo, hi] = p.properties.split("-").map((x) => Number(x.replace("+", "")));
    return hi === undefined ? n >= lo! : n >= lo! && n <= hi;
  });
  return fits ? { key: fits.priceId as ProductKey, n } : null;
}

// ---------------------------------------------------------------------------------------------
// What an offer includes, and which offer is the first to include a feature

type Family = { words: RegExp; ids: ProductKey[]; noun: string };
const FAMILIES: Family[] = [
  {
    words: /\b(setup packages?|packages?|core offer|customer.engagement)\b/,
    ids: ["core-basic", "core-professional", "core-enterprise"],
    noun: "package",
  },
  { words: /\b(managed plans?|plans?)\b/, ids: ["plan-basic", "plan-advanced", "plan-premium"], noun: "plan" },
  // "Does the $247 agent include website chat?": the entry offer, then the packages that add to it.
  { words: /$^/, ids: ["main-offer", "core-basic", "core-professional", "core-enterprise"], noun: "package" },
];

/** An offer's feature lines, with "Everything in Basic Setup" spelled out. */
function featureLinesOf(key: ProductKey): string[] {
  const own = coreOf(key)?.features ?? planOf(key)?.features ?? (key === "main-offer" ? mainOfferCard.features : []);
  const family = FAMILIES.find((f) => f.ids.includes(key));
  const below = family ? family.ids[family.ids.indexOf(key) - 1] : undefined;
  return own.flatMap((line) => (/^Everything in /.test(line) && below ? featureLinesOf(below) : [line]));
}

/** A buyer's words for a feature, in the words the offers use. */
const FEATURE_WORD: Record<string, string> = {
  phone: "call",
  calls: "call",
  line: "call",
  dms: "dm",
  texts: "sms",
  text: "sms",
  texting: "sms",
  language: "multilingual",
  languages: "multilingual",
  translat: "multilingual",
  book: "booking",
  appointment: "booking",
  calendar: "booking",
  chatbot: "chat",
  web: "website",
  site: "location",
  branch: "location",
  ig: "instagram",
  integrat: "integration",
  connect: "integration",
  receptionist: "voice",
  report: "report",
  analytic: "analytics",
};
/** Words of a feature question that name the offer or the asking, not the feature. */
const NOT_FEATURE = new Set(
  (
    "ai include includes including includ come comes part package packag plan setup core offer which what cheapest cheap first lowest " +
    "smallest basic professional enterprise advanced premium managed engagement customer system does get me have has got need needs want one " +
    "cover covers option options tier level best right good start entry the your my our us i we it that this there do give gives gets with " +
    "voxa 247 on already also still too as well really"
  ).split(" "),
);
const featureWords = remembered(
  (text: string) =>
    new Set(
      contentWords(text)
        .map((w) => w.replace(/^\$/, ""))
        .filter((w) => !NOT_FEATURE.has(w) && !/^\d/.test(w))
        .map((w) => FEATURE_WORD[w] ?? FEATURE_WORD[w.replace(/(e|ion|ions|ing)$/, "")] ?? w),
    ),
  200,
);

/**
 * "Does Basic Setup include a voice agent?", "which package has website chat and Instagram?": the
 * feature asked, matched against each offer's lines; the first offer of the kind that has all of
 * it, and whether the offer asked about does. Null when the question names no feature an offer lists.
 */
/** A channel other than the phone, named in a question about what the agent does ("does it reply to Instagram DMs?"). */
const OTHER_CHANNEL =
  /\b(instagram|insta|facebook|messenger|whatsapp|dms?|direct messages?|web ?chat|website chat|chat widget|chat on (my|our) (website|site)|comments?)\b/;

function featureFit(text: string, products: ProductKey[], aspect: Aspect | null, channel = false): Fit | null {
  if (/\bhow (many|much|long)\b/.test(text)) return null;
  const which =
    /\b(which|what|cheapest|first|lowest|smallest)\b/.test(text) &&
    /\b(gets?|has|have|with|includes?|including|comes? with|covers?|offers?|answers?|does|do|gives?|provides?|supports?|features?)\b/.test(
      text,
    );
  if (aspect !== "includes" && !which && !channel) return null;
  let named = products.find((p) => FAMILIES.some((f) => f.ids.includes(p)));
  // "the cheapest package that…" names a kind of offer, not the $247 agent.
  if (
    named === "main-offer" &&
    /\b(cheapest|cheaper|lowest|most affordable|less expensive)\b/.test(text) &&
    FAMILIES.some((f) => f.words.test(text))
  )
    named = undefined;
  // A channel asked of "it" with no offer named: the entry offer first, then the packages that add channels.
  const family = named
    ? FAMILIES.find((f) => f.ids.includes(named))
    : (FAMILIES.find((f) => f.words.test(text)) ?? (channel ? FAMILIES.at(-1) : undefined));
  if (!family) return null;
  // The offer's own name is not a feature asked of it ("does the $247 agent include…").
  const own = named
    ? featureWords(`${offerName(named as keyof typeof catalog)} ${catalog[named as keyof typeof catalog].name}`)
    : new Set<string>();
  // A channel question asks about the channel only ("…or just phone calls" is what it already does).
  const channelWords = channel
    ? featureWords((text.match(new RegExp(OTHER_CHANNEL.source, "g")) ?? []).join(" "))
    : null;
  const asked = new Set([...featureWords(text)].filter((w) => !own.has(w) && (!channelWords || channelWords.has(w))));
  if (!asked.size) return null;
  const scored = family.ids.map((id) => {
    const hits = featureLinesOf(id)
      .map((line) => ({ line, words: [...featureWords(line)].filter((w) => asked.has(w)) }))
      .filter((h) => h.words.length);
    // A line whose asked words another line covers too ("brand voice" beside "voice agent") says nothing more.
    const lines = hits
      .filter(
        (h) =>
          !hits.some((o) => o !== h && o.words.length > h.words.length && h.words.every((w) => o.words.includes(w))),
      )
      .map((h) => h.line);
    const covered = new Set(hits.flatMap((h) => h.words));
    return { id, lines, covered: covered.size };
  });
  const best = Math.max(...scored.map((x) => x.covered));
  if (best < asked.size - Math.floor((asked.size - 1) / 3)) return null;
  // "Which plan has the best support?": the top of the range that has it, not the first.
  const most = /\b(best|most complete|highest|top|fullest|strongest|most)\b/.test(text) && !named;
  const first = (most ? [...scored].reverse() : scored).find((x) => x.covered === best)!;
  // The top of the range is said with what it adds, not what it shares with the ones below.
  const ownLines = (coreOf(first.id)?.features ?? planOf(first.id)?.features ?? []).filter((l) =>
    first.lines.includes(l),
  );
  return {
    asked: aspect === "includes" && named ? named : null,
    first: first.id,
    has: scored.filter((x) => x.covered === best).map((x) => x.id),
    lines: (most && ownLines.length ? ownLines : first.lines).slice(0, 3),
    ...(most ? { top: true } : {}),
  };
}

/**
 * A buyer's question read into what it is about; `text` is the readable, mended message. Frames
 * are kept for the texts seen last and shared: never change one in place.
 */
/**
 * What is done to a price outranks which price it is: "raise my monthly fee" is a price change,
 * "cancel the monthly fee" a cancellation, "do I get the months I paid back" a refund, and "after I
 * buy, what do I keep paying each month" the running costs, not what happens after paying.
 */
const ACTS: [CompanyTopic, RegExp][] = [
  [
    "priceChanges",
    /\b(rais\w*|increas\w*|hik\w*|put up|bump\w* up|change)\b.{0,30}\b(fees?|prices?|rates?|monthly|costs?|what (i|we) pay)\b|\b(fees?|prices?|rates?|monthly)\b.{0,20}\b(go|going|goes) up\b/,
  ],
  [
    "refund",
    /\b(refund\w*|money back|paid back|(get|getting) (the |my |our |any )?(\w+ ){0,2}(months?|money|fees?|payments?)( \w+){0,4} back)\b/,
  ],
  ["contract", /\b(cancel\w*|stop paying|get out of|quit|terminat\w*)\b/],
  [
    "running",
    /\b((keep|still|continue to) (paying|pay|being (charged|billed))|what (do|will|would) (i|we) (keep |still )?(pay|paying|owe)\w*( \w+)? (each|every|per|a) month)\b/,
  ],
];
const OUTRANKED_BY_ACTS: ReadonlySet<CompanyTopic | null> = new Set([null, "running", "afterPaying"]);

function actOn(topic: CompanyTopic | null, text: string): CompanyTopic | null {
  if (!OUTRANKED_BY_ACTS.has(topic)) return topic;
  const act = ACTS.find(([name, re]) => name !== topic && re.test(text))?.[0];
  return act ?? topic;
}

export const readCompany = remembered((text: string): CompanyFrame => readFrame(text));

function readFrame(text: string): CompanyFrame {
  const products: ProductKey[] = [];
  const sized =
    /\b(plans?|how much|cost|price|pricing|which|fits?|suits?|right for|best for|recommend\w*|what (do|would|should) (i|we) (need|get|buy|choose|pick))\b/.test(
      text,
    )
      ? planForCount(text)
      : null;
  if (sized) products.push(sized.key);
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
  let found = actOn(TOPICS.find(([, re]) => re.test(text))?.[0] ?? null, text);
  // "Get it back" is the ebook's link only where the ebook, a download or a link is named.
  if (found === "ebookAccess" && !/\b(e.?book|book|playbook|pdf|download\w*|link|file)\b/.test(text))
    found = actOn(TOPICS.find(([name, re]) => name !== "ebookAccess" && re.test(text))?.[0] ?? null, text);
  // "3 grand for a robot is nuts": the price is the objection, not how it sounds.
  if (
    (found === "disclosure" || found === "objTrust" || found === "objCustomers") &&
    /\btoo expensive\b|\btoo much\b|\boverpriced\b|\bpricey\b/.test(text)
  )
    found = "objExpensive";
  // "What channels does it work on?": the channels, not a capability to confirm.
  const topic = found === "capabilities" && /\bchannels?\b/.test(text) ? "channels" : found;
  const languages = [...new Set(text.match(LANGUAGE_NAMES) ?? [])];
  const standards = STANDARDS.filter(([re]) => re.test(text)).map(([, name]) => name);
  // "Which setup package gets me the voice agent…": the package that has it is what was named.
  // "Does it reply to Instagram DMs?", "can the $247 agent answer web chat?": which offer does that channel.
  const channel =
    (topic === "capabilities" || topic === "channels" || !topic) &&
    /\b(does|do|can|will|could|would)\b.*\b(reply|replies|answer|answers|respond|responds|handle|handles|work|works|support|supports|cover|covers|manage|manages|take|takes|read|reads|do)\b/.test(
      text,
    ) &&
    OTHER_CHANNEL.test(text);
  const fit = sized ? null : featureFit(text, products, aspect, channel);
  if (fit && !fit.asked) products.splice(0, products.length, fit.first);
  return {
    topic,
    products,
    aspect,
    // Named also outside an integration question: "ok, we're on Zoho" answers the one before.
    systems: topic === "integration" || !topic ? namedSystems(text) : [],
    languages,
    standards,
    crm: /\bcrms?\b/.test(text),
    text,
    ...(sized ? { count: sized.n } : {}),
    ...(sized && more(text) ? { grewTo: sized.n + more(text)! } : {}),
    ...(fit ? { fit } : {}),
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
      `The ${p.name} plan (${formatCents(p.setupFee)} setup, then ${formatCents(p.monthlyAfterFirstYear)} a month after the first year, for ${p.properties} locations) includes ${listOf(p.features.map(lower))}.`,
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
  if (key === "strategy-call")
    return reply(
      `The free strategy call is 30 minutes with ${lower(strategyCallPanel.facts[0]!.text).replace(": ", " (").replace(/\.$/, ")")}, and you leave with ${listOf(strategyCallPanel.gets.map((g) => lower(g.includes(": ") ? `${g.replace(": ", " (")})` : g)))}. ${strategyCallPanel.noObligation}`,
      steps.call,
      "strategy-call-includes",
    );
  return null;
}

/** Several add-ons asked about at once: each one's one-time price, and what recurs (texts at cost). */
function addOnsRecurring(keys: ProductKey[]): Reply {
  const named = keys.map((k) => {
    const id = k as keyof typeof catalog;
    const name = catalog[id].name.replace(/\b\w+\b/g, (w) => (/^[A-Z]{2,}$/.test(w) ? w : w.toLowerCase()));
    return `the ${name} add-on (${$(id)})`.replace(/ add-on add-on/, " add-on");
  });
  const texts = keys.includes("addon-sms")
    ? " The texts themselves are usage, billed later at cost with no markup."
    : "";
  return reply(
    `${keys.length === 2 ? "Both are" : "All are"} one-time, charged once at checkout, not monthly: ${listOf(named)}.${texts} ${afterOneTime}`,
    steps.checkout,
    "add-ons-recurring-each",
  );
}

/** Is it one-time or does it recur? Per product. */
function recurring(key: ProductKey | undefined): Reply {
  const p = key ? planOf(key) : undefined;
  if (p)
    return reply(
      `The ${p.name} plan (${p.properties} locations) has a ${formatCents(p.setupFee)} setup fee, charged once, that includes the first year of maintenance; from the second year it's ${formatCents(p.monthlyAfterFirstYear)} a month, covering hosting, maintenance, updates and support with no per-call charges on top.`,
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
      return runningCosts();
  }
}

/** Talk time, the line and texts: what the pricing page says recurs, per way to buy. */
const perMinute = (text: string): Reply => {
  const entry = waysToBuy.ways.find((w) => w.id === "entry")!;
  const managed = waysToBuy.ways.find((w) => w.id === "managed")!;
  const perText = formatCents(business.running.smsPerMessage, { decimals: "always" });
  const texts = /\b(texts?|sms|messages?|messaging)\b/.test(text)
    ? `With SMS follow-up, each text the agent sends is ${perText}, billed monthly at cost with no markup (the SMS add-on itself is a one-time ${$("addon-sms")}). `
    : "";
  return reply(
    `${texts}With the ${$("main-offer")} voice agent or a setup package you pay only what your line uses, billed monthly at cost: ${recursText(entry.recurs)}${texts ? "" : ", inbound or outbound"}. The managed plans include lines and talk time in their monthly fee: ${lower(managed.recursNote)}`,
    steps.pricing,
    texts ? "per-text" : "per-minute",
  );
};

/** What recurs after a one-time purchase, and what the managed plans fold in. */
const runningCosts = (): Reply => fact("running-costs");

/** Which offer has the feature asked about, or whether the one named does. */
function fitAnswer(fit: Fit): Reply {
  const family = FAMILIES.find((f) => f.ids.includes(fit.first))!;
  const priceOf = (id: ProductKey) => {
    const p = planOf(id);
    return p
      ? `${formatCents(p.setupFee)} setup, then ${formatCents(p.monthlyAfterFirstYear)} a month from month 13`
      : `${$(id as keyof typeof catalog)} one-time`;
  };
  const named = (id: ProductKey) => `${offerName(id as keyof typeof catalog)} (${priceOf(id)})`;
  const lines = listOf(fit.lines.map(lower));
  const next = family.noun === "plan" ? steps.pricing : fit.first === "main-offer" ? steps.checkout : steps.coreOffer;
  if (fit.asked && fit.has.includes(fit.asked))
    return reply(`Yes: ${offerName(fit.asked as keyof typeof catalog)} includes ${lines}.`, next, "fit-yes");
  if (fit.asked) {
    const capitalName = capital(named(fit.first));
    return reply(
      `No: ${named(fit.asked)} doesn't include that. ${capitalName} is the first ${family.noun} that does: ${lines}.`,
      next,
      "fit-no",
    );
  }
  if (fit.top) return reply(`${capital(named(fit.first))} has the most on that: ${lines}.`, next, "fit-top");
  return reply(`${capital(named(fit.first))} is the first ${family.noun} with ${lines}.`, next, "fit-which");
}

/** When a build goes live (or can be tested), counted from its kickoff call. */
function setupTimeAnswer(frame: CompanyFrame): Reply {
  const id = frame.products.find((p) => p in buildTimelines) as keyof typeof buildTimelines | undefined;
  const text = id ? timelineText(id, /\b(test|try|trial)\b/.test(frame.text) ? "test" : undefined) : null;
  return text ? reply(text, steps.call, `setup-time:${id}`) : fact("setup-time");
}

/** After paying: the kickoff call, the form and the days to test and go live, for the build bought. */
function afterPayingAnswer(products: ProductKey[]): Reply {
  if (products.includes("ebook")) return fact("ebook-delivery");
  if (products.includes("strategy-session")) return fact("strategy-session");
  const id = (products.find((p) => p in buildTimelines) ?? "main-offer") as keyof typeof buildTimelines;
  return reply(afterPaying(id), steps.checkout, id === "main-offer" ? "after-paying" : `after-paying:${id}`);
}

/** "…and if I cancel?" about something named: what cancelling it means. */
function cancelFor(products: ProductKey[]): Reply {
  if (products.some((p) => p === "ebook" || p === "strategy-session")) return refundFor(products);
  if (products.some((p) => p.startsWith("plan"))) return fact("contract");
  const id = products.find((p) => p in catalog) as keyof typeof catalog | undefined;
  const what = id ? offerName(id) : "a one-time build";
  return reply(
    `There's no subscription to cancel: ${what} is paid once, with no contract. If you change your mind: ${refundItems(
      "implementation",
    )
      .slice(0, 2)
      .map((item, i) => (i ? item : lower(item)))
      .join(" ")}`,
    steps.refunds,
    "cancel-one-time",
  );
}

/** Too expensive, with an offer named: the cheaper ways in, from the catalog. */
function cheaperThan(products: ProductKey[]): Reply {
  const ladder: (keyof typeof catalog)[] = [
    "main-offer",
    "core-basic",
    "core-professional",
    "core-enterprise",
    "plan-basic",
    "plan-advanced",
    "plan-premium",
  ];
  const named = ladder.filter((id) => products.includes(id as ProductKey));
  const top = named.sort((a, b) => catalog[b].amount - catalog[a].amount)[0];
  if (!top || top === "main-offer") return OBJECTIONS.objExpensive!();
  const cheaper = ladder.filter((id) => catalog[id].amount < catalog[top].amount);
  const picks = [cheaper[0]!, ...cheaper.slice(1).slice(-2)];
  const price = (id: keyof typeof catalog) =>
    id === "main-offer"
      ? `${$(id)} one-time, then only what your line uses`
      : `${$(id)}${id.startsWith("plan-") ? " setup" : " one-time"}`;
  return reply(
    `If ${offerName(top)} is more than you want to spend, there are cheaper ways in: ${listOf(picks.map((id) => `${offerName(id)} (${price(id)})`))}. Clients report a ${claims.costReduction.toLowerCase()}, and the ROI calculator shows what it would save you.`,
    steps.pricing,
    "objection-expensive",
  );
}

/** What the agent does with an emergency call, for the industry shown. */
const emergencies = (frame: CompanyFrame): Reply =>
  reply(emergencyCallsText(frame.industry ?? "healthcare"), steps.voiceAgents, "emergency-calls");

/** The affiliate terms, the part asked about (the terms page, the refund policy, the payout page). */
const affiliateTerms = () =>
  (termsPage.sections.find((x) => x.id === "affiliates")?.items ?? []).map((i) => (typeof i === "string" ? i : i.text));
const termOf = (re: RegExp) => affiliateTerms().find((t) => re.test(t)) ?? "";
const firstOf = (text: string) => text.split(/(?<=\.)\s/)[0] ?? text;

function affiliateAnswer(text: string): Reply {
  const terms = (body: string, kind: string) => reply(body.replace(/\s+/g, " ").trim(), steps.affiliate, kind);
  if (
    /\b(my ?self|yourself|(my |your )?own (\w+ )?(link|business|purchase|order|account|code)|refer(ring)? (myself|me)\b|self.?refer\w*|for (myself|my (own )?business)|buy (through|with|using) (my|your)\b)/.test(
      text,
    )
  )
    return terms(
      `No. ${firstOf(termOf(/Referring yourself/))} A purchase through your own link shows as "${affiliatePage.statusLabels.self_referral}".`,
      "affiliate-self",
    );
  if (/\b(refund\w*|chargebacks?|cancel\w*|reversed|money back)\b/.test(text))
    return terms(
      `${termOf(/pending until/)
        .split(/(?<=\.)\s/)
        .slice(1)
        .join(" ")} ${refundPolicyPage.sections.find((x) => x.id === "affiliates")?.paragraphs?.[0] ?? ""}`,
      "affiliate-refunds",
    );
  // "If someone buys two weeks after clicking, do I still get paid?": how long a referral is credited.
  if (/\b(how long|keep track|track\w*|later|after (clicking|they click)|still (count|get))\b/.test(text))
    return terms(termOf(/credited to you for/), "affiliate-credit");
  if (
    /\b(get paid|paid out|payouts?|pay (me|out)|when (do|will|would|can) i( \w+)? (get|receive|see)|how (do|will) i (get|receive)|paypal|bank|withdraw\w*|cash out|approved)\b/.test(
      text,
    )
  )
    return terms(`${firstOf(termOf(/pending until/))} ${payoutText}`, "affiliate-payouts");
  if (/\b(how long|cookies?|days?|expire\w*|last|lasts|count|counts|credited|window|attribut\w*)\b/.test(text))
    return terms(termOf(/credited to you for/), "affiliate-credit");
  if (/\b(rules?|allowed|ads?|adwords|spam|brand|bid\w*|banned|not allowed|can i promote|promot\w*)\b/.test(text))
    return terms(termOf(/Referring yourself/), "affiliate-rules");
  if (
    /\b(how much|rate|percent|percentage|%|commissions?|earn\w*|make)\b/.test(text) &&
    !/\b(program|join)\b/.test(text)
  )
    return terms(termOf(/commission rate/), "affiliate-rate");
  return fact("affiliate");
}

function productAnswer(key: ProductKey, aspect: Aspect | null, count?: number): Reply {
  if (key === "basics") return basics();
  if (aspect === "perMinute") return perMinute("");
  if (aspect === "recurring") return recurring(key);
  const sized = count ? planOf(key) : undefined;
  if (sized)
    return reply(
      `For ${count} ${count === 1 ? "location" : "locations"}, ${offerName(sized.priceId)} fits: it covers ${sized.properties} locations. ${fact(key).text}`,
      steps.pricing,
      `${key}-sized`,
    );
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
    return `the ${p.name} plan is a ${formatCents(p.setupFee)} setup fee with the first year included, then ${formatCents(p.monthlyAfterFirstYear)} a month, for ${p.properties} locations`;
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

function integration(frame: CompanyFrame): Reply {
  const answer = integrationAnswer(frame);
  // "Can it put appointments onto my Google Calendar?": what it does with a calendar, then the system.
  if (
    /\b(calendars?|appointments?|bookings?|schedul\w*)\b/.test(frame.text) &&
    !answer.text.includes(bookingCapability)
  )
    return { ...answer, text: `${bookingCapability} ${answer.text}` };
  // "Does the CRM thing work with Pipedrive?": what the CRM add-on costs, beside whether the system is named.
  if (frame.crm && !answer.text.includes($("addon-crm")))
    return { ...answer, text: `${answer.text} CRM integration is a one-time ${$("addon-crm")} add-on.` };
  return answer;
}

function integrationAnswer(frame: CompanyFrame): Reply {
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
      WELL_KNOWN_SYSTEMS.includes(n)
        ? n
        : new RegExp(n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i").exec(frame.source ?? "")?.[0];
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

function language(frame: CompanyFrame): Reply {
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

function compliance(frame: CompanyFrame): Reply {
  // "Is the HIPAA part on you or on us?": it is shared, and what each side does.
  if (
    /\b((on|up to) (you|us|me)\b|who (is|will be|would be) responsible|responsib\w*|whose (job|responsibility|problem)|(our|your|my) (part|side|end|job))/.test(
      frame.text,
    )
  )
    return fact("hipaa-shared");
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
const OBJECTIONS: Partial<Record<CompanyTopic, () => Reply>> = {
  objTriedBefore: () => {
    const entry = waysToBuy.ways.find((w) => w.id === "entry")!;
    const approve = pricingIncluded.items.find((i) => /approve/.test(i.description))?.description ?? "";
    return reply(
      `That's a fair worry, so don't take our word for it. This isn't a generic bot: it's ${lower(entry.includes[0]!)}. ${approve} You get ${lower(entry.includes[2]!)}, and every call is summarised so you can check it. Try it yourself as a caller in this demo, and a pilot proves it on one real workflow before you commit.`,
      steps.pilot,
      "objection-tried-before",
    );
  },
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

const NOT_LISTED: Partial<Record<CompanyTopic, () => Reply>> = {
  // "Can I white-label this and resell it?": not on the site; the partner program it does list.
  resell: () =>
    notListed(
      "white-label reselling under your own brand",
      `What we do offer partners is the affiliate program: ${lower(fact("affiliate").text)}`,
      "resell-not-listed",
    ),
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

const TOPIC_FACT: Partial<Record<CompanyTopic, string>> = {
  ebookAccess: "ebook-delivery",
  demoData: "demo-data",
  demoPrivacy: "demo-privacy",
  dataIfLeave: "data-if-you-leave",
  baa: "baa",
  security: "security",
  refund: "refunds",
  contract: "contract",
  priceChanges: "price-changes",
  setupFee: "setup-fee",
  setupTime: "setup-time",
  process: "process",
  uptime: "uptime",
  hearIt: "hear-it",
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
      `For the paid strategy session: ${refundItems("strategy-session")
        .map((item, i) => (i ? item : lower(item)))
        .join(
          " ",
        )} ${/\bmove\b/i.test(refundItems("strategy-session").join(" ")) ? "" : manageCopy.cancel.refundNone.replace(/^The session starts in less than 24 hours, so it can't be refunded\. /, "Inside 24 hours: ")}`.trim(),
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
const OVER_PRODUCT: ReadonlySet<CompanyTopic> = new Set([
  "objCatch",
  "ebookAccess",
  "demoData",
  "demoPrivacy",
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

/** The answer to a frame, or null when nothing in it is about the company. */
/** Topics so broad that a question about money is about the price ("how much does it cost?"). */
const BROAD: ReadonlySet<CompanyTopic> = new Set([
  "capabilities",
  "channels",
  "support",
  "demo",
  "company",
  "process",
  "industries",
  "start",
]);

/** Topics that, asked of the free call or the paid session, ask about the call itself. */
const ABOUT_A_CALL = new Set<CompanyTopic>([
  "setupTime",
  "timeNeeded",
  "process",
  "objExpensive",
  "objCatch",
  "objTrust",
  "roi",
  "freeTrial",
  "capabilities",
  "results",
]);

/** Growing into a bigger plan ("3 locations now, 4 more next year"): the plan for now, the one for later, how changing works. */
function growthAnswer(frame: CompanyFrame): Reply | null {
  const { products, aspect } = frame;
  // "3 locations now, 4 more next year": the plan for now, the one for later, and how changing works.
  if (frame.grewTo && products[0]) {
    const later = planForCount(`${frame.grewTo} locations`);
    const now = productAnswer(products[0], aspect, frame.count);
    if (later && later.key !== products[0])
      return reply(
        `${now.text} Growing to ${frame.grewTo} locations, the ${planOf(later.key)?.name ?? offerName(later.key as keyof typeof catalog)} plan fits. ${fact("plans-upgrade").text}`,
        now.next,
        "plan-growing",
      );
  }
  // Growing into a bigger plan: the plan that fits now, and how changing plans works.
  if (frame.grewFrom && products[0] && products[0] !== frame.grewFrom) {
    const now = productAnswer(products[0], aspect, frame.count);
    return reply(`${now.text} ${fact("plans-upgrade").text}`, now.next, "plan-grown");
  }
  return null;
}

/** The free call and the paid session, and the pilot: how they work, moving one, which is which. */
function callsAnswer(frame: CompanyFrame, topic: CompanyTopic | null): Reply | null {
  const { products, aspect } = frame;
  // "How long is the paid one?", "who do I talk to in the 60-minute session?", "worth it over the free
  // call?": the free call or the paid session itself, both when both are named.
  // "For the paid session, do I pay first and then get a time?": the time is picked before paying.
  if (
    products.includes("strategy-session") &&
    /\b(pay|paying|payment)\b/.test(frame.text) &&
    /\b(time|slot|schedul\w*|email|first|then|how does (that|it) work)\b/.test(frame.text)
  )
    return reply(
      `For the paid ${catalog["strategy-session"].name}: ${lower(paidSession.text)}`,
      steps.sessionCheckout,
      "session-how",
    );
  // "How does the pilot work, how long is it?": the pilot itself.
  if (
    products.length === 1 &&
    products[0] === "pilot" &&
    (topic === "setupTime" || topic === "process" || topic === "timeNeeded")
  )
    return productAnswer("pilot", aspect, frame.count);
  const calls = products.filter((p) => p === "strategy-session" || p === "strategy-call");
  // "Can we move the $250 session?": moving it is in the booking's own emails.
  if (
    calls.includes("strategy-session") &&
    /\b(move|moving|reschedul\w*|change (the |my |our )?(time|day|date)|push (it )?back|different (time|day))\b/.test(
      frame.text,
    )
  )
    return reply(
      `Yes: you can move the session to another time yourself with the link in your confirmation email; ${lower(manageCopy.reschedule.description.split(". ")[1] ?? "")} For the refund rules: ${refundItems(
        "strategy-session",
      )
        .map((item, i) => (i ? item : lower(item)))
        .join(" ")}`,
      steps.refunds,
      "session-move",
    );
  if (
    calls.length &&
    calls.length === products.length &&
    (!topic || ABOUT_A_CALL.has(topic) || (topic === "person" && /\bwho\b/.test(frame.text)))
  )
    return calls.length > 1 ? compare(calls) : productAnswer(calls[0]!, aspect, frame.count);
  if (topic === "person" && /\b(pay|paying|payment)\b/.test(frame.text) && calls.length)
    return productAnswer(calls[0]!, aspect, frame.count);
  return null;
}

/** "Can it reply on WhatsApp?", "our Yelp messages?": a channel no offer lists, said to be not listed by its name. */
function channelNotListed(frame: CompanyFrame, topic: CompanyTopic | null): Reply | null {
  const channelName =
    /\b(whatsapp|telegram|signal|wechat|line app|viber|tiktok|snapchat|twitter|linkedin|google business|yelp|tripadvisor|nextdoor|google reviews)\b/.exec(
      frame.text,
    )?.[1];
  // "Can it reply to TikTok comments, like the Instagram thing does?": the channel is the subject, the
  // Instagram offer only the comparison.
  const onChannel =
    channelName &&
    new RegExp(
      `\\b(reply|answer|respond|comment|message|dm|handle|post)\\w* (to |on |in |for )?(our |my |the )?${channelName}`,
    ).test(frame.text);
  if (
    !channelName ||
    (frame.fit && !onChannel) ||
    !(
      topic === "capabilities" ||
      topic === "channels" ||
      topic === "integration" ||
      /\b(can|could|does|will|would) (it|you|the (agent|bot|ai|assistant))\b/.test(frame.text)
    )
  )
    return null;
  return notListed(
    channelName === "whatsapp" ? "WhatsApp" : channelName === "tripadvisor" ? "Tripadvisor" : capital(channelName),
    "Our chat agents cover website chat, SMS and social messaging inboxes, and the setup packages add Instagram comments and DMs.",
    "channel-not-listed",
  );
}

export function answerCompany(frame: CompanyFrame): Reply | null {
  const { products, aspect } = frame;
  const grown = growthAnswer(frame);
  if (grown) return grown;
  const topic =
    (aspect === "price" || aspect === "recurring") && frame.topic && BROAD.has(frame.topic) ? null : frame.topic;
  if (topic === "emergencies") return emergencies(frame);
  if (topic && NOT_LISTED[topic]) return NOT_LISTED[topic]!();
  if (products.includes("affiliate") && topic !== "person") return affiliateAnswer(frame.text);
  if (aspect === "perMinute") return perMinute(frame.text);
  const aboutCalls = callsAnswer(frame, topic);
  if (aboutCalls) return aboutCalls;
  if (topic === "person") return null;
  const direct = frame.fit ? channelNotListed(frame, topic) : null;
  if (direct) return direct;
  if (frame.fit) return fitAnswer(frame.fit);
  if (topic === "salesTax") return fact("sales-tax");
  if (topic === "afterPaying") return afterPayingAnswer(products);
  if (topic === "timeNeeded") return fact("time-needed");
  if (topic === "locations") return fact("locations");
  if (topic === "setupTime") return setupTimeAnswer(frame);
  if (topic === "running" && !products.length) return runningCosts();
  if (topic === "contract" && products.length) return cancelFor(products);
  if (
    topic === "objExpensive" &&
    !products.includes("ebook") &&
    /\b(cheaper|less expensive|more affordable|steep|a lot|too (much|high)|price range|budget|afford|expensive|pricey|overpriced)\b/.test(
      frame.text,
    )
  )
    return cheaperThan(products);
  // "If I add the texting thing and the CRM thing, is that monthly or one-time?": each add-on named
  // ("are the add-ons monthly? mostly the CRM one and the multilingual one": the ones named).
  const addOns = (["addon-crm", "addon-multilingual", "addon-sms"] as ProductKey[]).filter((k) =>
    PRODUCTS.find(([name]) => name === k)?.[1].test(frame.text),
  );
  if (aspect === "recurring" && addOns.length > 1 && products.every((k) => k.startsWith("addon-") || k === "add-ons"))
    return addOnsRecurring(addOns);
  if (topic === "integration" && (frame.systems.length || aspect !== "price")) return integration(frame);
  if (topic === "language" && !(products.includes("addon-multilingual") && aspect === "price")) return language(frame);
  if (topic === "compliance") return compliance(frame);
  if (topic === "refund") return refundFor(products);
  if (topic === "upgrade") return fact("plans-upgrade");
  const channel = channelNotListed(frame, topic);
  if (channel) return channel;
  if (topic === "hearIt") return hearIt(frame.text) ?? fact("hear-it");
  if (topic === "demoData") return demoDataAndPrivacy(frame.text) ?? fact("demo-data");
  if (topic === "capabilities" && !products.length) return capability(frame.text);
  // "Is the playbook worth it for a small business?": the product's own answer to who it suits.
  if (topic && /^obj/.test(topic) && products.includes("ebook")) return fact("ebook-fit");
  // "Is the $250 session worth it over the free call?": what the paid hour gives beside the free call.
  if (topic && (/^obj/.test(topic) || topic === "roi") && products.includes("strategy-session"))
    return fact("strategy-session");
  if (topic && OVER_PRODUCT.has(topic) && aspect !== "includes" && aspect !== "compare")
    return topicAnswer(topic) ?? null;
  if (products.length > 1 && (aspect === "compare" || aspect === "price" || aspect === null)) return compare(products);
  if (products.length) return productAnswer(products[0]!, aspect, frame.count);
  if (aspect === "recurring" && (!topic || BROAD.has(topic))) return recurring(undefined);
  const byTopic = topic ? topicAnswer(topic) : null;
  if (byTopic) return byTopic;
  if (aspect === "price" || aspect === "compare") return fact("price-overview");
  if (aspect === "includes") return fact("main-offer-includes");
  return null;
}

/** "If I type real patient info to test it, does it get saved?": both answers, what to type and what is kept. */
function demoDataAndPrivacy(text: string): Reply | null {
  const privacy = TOPICS.find(([name]) => name === "demoPrivacy")?.[1];
  if (!privacy?.test(text)) return null;
  const data = fact("demo-data");
  return reply(`${data.text} ${fact("demo-privacy").text}`, data.next, "demo-data-privacy");
}

function topicAnswer(topic: CompanyTopic): Reply | null {
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
  // "Does it pick up at 2am on Thanksgiving?": the 24/7 card's own words (nights, weekends, holidays).
  if (
    /\b(after-hours|24\/7|holidays?|thanksgiving|christmas|new year'?s?|overnight|middle of the night|[1-5] ?am)\b/.test(
      text,
    )
  ) {
    const [always] = retrieve("24/7 instant call answering nights weekends holidays first ring", {
      limit: 1,
      kinds: ["feature"],
    });
    if (always) return reply(`Yes. ${always.fact.text}`, always.fact.next, `capability:${always.fact.id}`);
  }
  const asked = capabilityAsked(text);
  if (!asked) return fact("capabilities");
  // "can it do both", "do that": nothing of its own to confirm or deny.
  if (
    !contentWords(asked).filter((w) => !/^(both|that|this|those|them|it|all|do|does|work|on|thing|stuff)$/.test(w))
      .length
  )
    return fact("capabilities");
  const [hit] = retrieve(asked, { limit: 1, kinds: ["feature", "faq", "fact"] });
  if (hit && hit.score >= 12 && hit.terms.length >= 2)
    return reply(`Yes. ${hit.fact.text.replace(/^(Yes|No)[.,:]\s*/, "")}`, hit.fact.next, `capability:${hit.fact.id}`);
  return notListed(asked.replace(/^(be able to|to) /, ""), "", "capability-not-listed");
}

/** A frame that says too little on its own ("and monthly?", "what about Enterprise?"): read with the one before. */
export function isThin(frame: CompanyFrame, words: number): boolean {
  if (frame.topic === "person") return false;
  if (!frame.topic && !frame.products.length) return true;
  if (!frame.topic && frame.products.length && !frame.aspect) return words <= 6;
  if (!frame.products.length && frame.aspect && !frame.topic) return words <= 8;
  return false;
}

/** The follow-up completed from the frame before it: its product, or its aspect, or its topic. */
/** The product a topic's price is ("how much is that?" after languages: the multilingual add-on). */
const TOPIC_PRODUCT: Partial<Record<CompanyTopic, ProductKey>> = {
  language: "addon-multilingual",
  integration: "addon-crm",
  channels: "addon-sms",
  start: "main-offer",
  setupTime: "main-offer",
  capabilities: "main-offer",
  objReceptionist: "main-offer",
  objSmall: "main-offer",
};

export function mergeFrames(now: CompanyFrame, before: CompanyFrame): CompanyFrame {
  const priced = !now.products.length && !now.topic && (now.aspect === "price" || now.aspect === "recurring");
  const product = priced && before.topic && !before.products.length ? TOPIC_PRODUCT[before.topic] : undefined;
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
