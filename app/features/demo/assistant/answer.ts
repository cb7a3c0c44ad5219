import { demoIndustry, demoPage, type DemoIndustryId, type DemoRole } from "~/content/demo";
import { firstMessages, sampleAnswers } from "~/content/prompts/demo-assistant";
import { site } from "~/content/site";
import { HANDOFF_HREF, ROLE_HREF } from "~/lib/answer-links";
import { bookingCapability, steps } from "./facts";
import { isBotQuestion, OFFTOPIC, smallTalk, understand, withoutGreeting, type SmallTalk } from "./intents";
import {
  callerIntents,
  capital,
  profileFor,
  say,
  sentence,
  takeMessage,
  urgency,
  urgencyFor,
  urgentFirst,
  type CallerIntent,
  type Profile,
} from "./receptionist";
import { answerCaller, fallback, greeting, otherPriceLine, ruleFollowsOn } from "./receptionist-answers";
import { itemsNamed, itemsOf, keysOf, overlap, sentencesOf } from "./business-match";
import { retrieve } from "./search";
import { contentWords, normalise, splitParts } from "./text";
import { inConcepts } from "./concepts";
import { hourAsked } from "./hours-at";
import type { AssistantInput, NextStep, Reply, Turn } from "./types";
import {
  answerCompany,
  getStarted,
  isThin,
  mergeFrames,
  more,
  readCompany,
  type ProductKey,
  type CompanyFrame,
} from "./voxa";

/**
 * The offline demo assistant (docs/decisions/054, 099): deterministic, instant, no model. The
 * visitor chose whom they talk to: "voxa" (a buyer asking about the company) or "caller" (a caller of
 * the saved or sample business). A message is read (typos mended), cut into its questions (at
 * most three), each answered in the role, and the answers joined with at most two next steps
 * written as markdown links, `[See pricing](/pricing)`. Earlier turns give a follow-up its
 * subject; the previous answer is never repeated word for word.
 */

export type { AssistantInput, DemoRole };
export type { DemoBusiness } from "./types";

const link = (step: NextStep) => `[${step.label}](${step.href})`;

export const handoffStep: NextStep = { label: "Leave my details", href: HANDOFF_HREF };

/** A person, a quote or a booking with us is wanted: the chat takes their details. */
const handoff = (): Reply => ({
  text: `Happy to connect you with our team. Leave your name, email and phone right here in the chat and we'll call you within one business day to set up a free 30-minute strategy call, or reach us at ${site.contact.email} or ${site.contact.phone}.`,
  next: handoffStep,
  kind: "handoff",
});

const MAX_PARTS = 3;
const MAX_LINKS = 2;

// ---------------------------------------------------------------------------------------------
// The conversation so far

const lastOf = (history: readonly Turn[] | undefined, role: "user" | "assistant") =>
  [...(history ?? [])]
    .reverse()
    .find((m) => m.role === role)
    ?.content?.slice(0, 2000) ?? null;

/** The visitor's earlier questions, latest first (for a follow-up's subject). */
const earlierQuestions = (history: readonly Turn[] | undefined) =>
  [...(history ?? [])]
    .reverse()
    .filter((m) => m.role === "user")
    .slice(0, 3)
    .map((m) => m.content.slice(0, 600));

const shown = (text: string) =>
  normalise(text.replace(/\[([^\]]+)\]\([^)]*\)/g, "$1"))
    .replace(/[^a-z0-9 ]/g, "")
    .trim();

// ---------------------------------------------------------------------------------------------
// Role "voxa"

/** Offers that come in sizes: "the bigger one" after one of them is the next. */
const LADDERS: ProductKey[][] = [
  ["plan-basic", "plan-advanced", "plan-premium"],
  ["core-basic", "core-professional", "core-enterprise"],
];
const UP =
  /\b(bigger|larger|next (one|plan|package|tier|level|size)( up)?|(one|plan|package|tier) (above|up)|above (it|that|this)|higher|upper|more expensive|step up|level up)\b/;
const DOWN =
  /\b(smaller|lower|less expensive|cheaper one|(one|plan|package|tier) (below|down)|below (it|that|this)|step down)\b/;
const TOP = /\b(biggest|largest|top|highest|most expensive)\b/;

/** "what about the bigger one?" after the Basic plan: the Advanced plan. */
function moved(frame: CompanyFrame, text: string): CompanyFrame {
  const key = frame.products[0];
  const ladder = key && LADDERS.find((l) => l.includes(key));
  if (!ladder || frame.products.length !== 1) return frame;
  const at = ladder.indexOf(key!);
  const to = TOP.test(text) ? ladder.length - 1 : UP.test(text) ? at + 1 : DOWN.test(text) ? at - 1 : at;
  const next = ladder[Math.max(0, Math.min(ladder.length - 1, to))]!;
  return next === key ? frame : { ...frame, products: [next], fit: undefined, count: undefined };
}

/**
 * The frame of a question about the company, completed from the questions before it when it is a short
 * follow-up; each earlier question is itself read with the ones before it ("the bigger one?",
 * then "and monthly after that?" is about the bigger one).
 */
function voxaFrameOf(part: string, before: readonly string[]): CompanyFrame {
  const memo = new Map<number, CompanyFrame>();
  const earlier = (k: number): CompanyFrame => {
    let f = memo.get(k);
    if (!f) {
      f = resolve(inConcepts(understand(before[k]!), "voxa"), k + 1);
      memo.set(k, f);
    }
    return f;
  };
  const resolve = (text: string, from: number): CompanyFrame => {
    let frame = readCompany(text);
    const prev = from < before.length ? earlier(from) : null;
    // "…and when do I get paid, PayPal?" after the affiliate program: its payouts.
    if (
      prev?.products.includes("affiliate") &&
      !frame.products.length &&
      /\b(get paid|paid out|payouts?|paypal|bank|commission|cut|earn\w*|credited|count)\b/.test(text)
    )
      return { ...frame, products: ["affiliate"], topic: null };
    // "And if we open 4 more next year?" after a plan for 8 locations: the plan for 12.
    const added = more(text);
    if (added && prev?.count && !frame.count) {
      const n = prev.count + added;
      return { ...readCompany(`which plan for ${n} locations`), grewFrom: prev.products[0] };
    }
    const words = text.split(/\s+/).length;
    const relative = !frame.products.length && (UP.test(text) || DOWN.test(text) || TOP.test(text));
    // "is it a subscription?": the last thing named with a price, even a few questions back.
    if (frame.aspect && !frame.topic && !frame.products.length && !relative)
      for (let k = from; k < Math.min(before.length, from + 3); k++) {
        const prev = earlier(k);
        if (prev.products.length) return { ...frame, products: prev.products };
      }
    for (let k = from; k < before.length; k++) {
      if (!isThin(frame, words) && !relative) break;
      const prev = earlier(k);
      if (prev.topic || prev.products.length || prev.aspect) {
        frame = mergeFrames(frame, prev);
        if (relative && frame.products.length) return moved(frame, text);
      }
    }
    // "…and if it turns out useless for me?" after the ebook: the refund of the ebook.
    if (
      frame.topic &&
      !frame.products.length &&
      words <= 12 &&
      /^(refund|contract|ebookAccess|setupTime|afterPaying)$/.test(frame.topic)
    )
      for (let k = from; k < Math.min(before.length, from + 3); k++) {
        const prev = earlier(k);
        if (prev.products.length) {
          frame = { ...frame, products: prev.products };
          break;
        }
      }
    return frame;
  };
  return resolve(part, 0);
}

/** The minimum retrieval score, and the words a passage must share, for an open question to count as answered. */
const MIN_SCORE = 9;

function retrieved(part: string): Reply | null {
  const [hit] = retrieve(part, { limit: 1 });
  if (!hit || hit.score < MIN_SCORE || hit.terms.length < 2) return null;
  return { text: hit.fact.text, next: hit.fact.next, kind: `retrieved:${hit.fact.id}` };
}

/** What the product does for a business whose callers ask this: a buyer asking a customer's question. */
const CAPABILITY: Partial<Record<CallerIntent, string>> = {
  booking: bookingCapability,
  cancel: "The agent moves and cancels bookings in your calendar 24/7 and confirms the change by text.",
  payment:
    "The agent answers insurance and payment questions from the list you give it, and takes a message when a caller's plan isn't on it.",
  menu: "The agent answers menu and allergen questions from your menu, and passes anything it isn't sure about to your staff.",
  order: "The agent takes phone orders, reads them back and sends them to your team, with an SMS when they're ready.",
  tracking: 'The agent answers "where is my delivery?" from your live tracking data and texts arrival windows.',
  application:
    "The agent verifies the caller your way, then answers application and account questions and books advisors.",
  account: "The agent verifies the caller your way, then answers application and account questions and books advisors.",
  maintenance: "The agent logs maintenance requests and escalates emergencies to your on-call team immediately.",
  room: "The agent handles reservations, room requests and check-in questions, in the guest's language.",
  advice:
    "The agent never gives medical or financial advice: it routes those questions to your staff under the rules you set.",
};

/** Which capability a customer's question shows first, when it shows several. */
const CAPABILITY_ORDER: CallerIntent[] = [
  "booking",
  "cancel",
  "order",
  "menu",
  "tracking",
  "maintenance",
  "application",
  "account",
  "room",
  "payment",
  "advice",
];

function asCustomerQuestion(part: string, industry: DemoIndustryId, business: Profile): Reply | null {
  const found = callerIntents(part, industry);
  const intents = CAPABILITY_ORDER.filter((i) => found.includes(i) && CAPABILITY[i]);
  if (!intents.length) return null;
  const who = business.sample ? demoIndustry(industry).sampleBusiness : business.name;
  return {
    text: `${CAPABILITY[intents[0]!]} To hear it answer you as a caller of ${who}, switch to "${demoPage.role.caller(who)}" above.`,
    next: { label: "Try it as a caller", href: ROLE_HREF.caller },
    kind: "capability",
  };
}

const offTopicCompany = (): Reply => ({
  text: `That's outside what I can answer here: I'm the ${site.name} assistant, so I can tell you about our AI agents, prices, integrations, setup and compliance, or book you a call with our team.`,
  next: steps.pricing,
  kind: "offtopic",
});

const unknownCompany = (): Reply => ({
  text: `I don't know that one, and I'd rather not guess. Our team can answer it on a free 30-minute strategy call: leave your details here and we'll call you within one business day. Meanwhile, ask me about prices, integrations, setup or compliance.`,
  next: handoffStep,
  kind: "unknown",
});

/** Whether a question takes up a word the previous answer used ("link" after "a personal link"). */
function picksUp(part: string, previousReply: string | null): boolean {
  if (!previousReply) return false;
  const said = new Set(contentWords(shown(previousReply)).filter((w) => w.length >= 4));
  return contentWords(part).some((w) => w.length >= 4 && said.has(w));
}

function answerCompanyPart(
  part: string,
  before: readonly string[],
  industry: DemoIndustryId,
  profile: Profile,
  source: string,
  previousReply: string | null,
): Reply {
  if (urgency(part) === "life" && readCompany(part).topic !== "emergencies")
    return {
      text: `If this is an emergency, call 911 right now. I'm the ${site.name} assistant in this demo, so I can't help with it here.`,
      next: null,
      kind: "emergency",
    };
  // A customer's question ("do you take my insurance?") is not a follow-up of the question before it,
  // unless it picks up a word of the answer before ("…a personal link" → "can I use my own link?").
  const own = readCompany(part);
  if (!own.topic && !own.products.length && !own.aspect && !OFFTOPIC.test(part) && !picksUp(part, previousReply)) {
    const customer = asCustomerQuestion(part, industry, profile);
    if (customer) return customer;
  }
  // "How long is that call?" after an answer that named the kickoff call: the kickoff call.
  if (
    previousReply &&
    /\b(that|this|the) (call|meeting)\b/.test(part) &&
    /kickoff call/i.test(previousReply) &&
    !/\bstrategy\b/.test(part)
  )
    part = part.replace(/\b(that|this|the) (call|meeting)\b/, "the kickoff call");
  // "Oof. And the smallest one of those?" after a managed plan or a package: the first of that family.
  const smallest =
    /\b(smallest|cheapest|lowest|least expensive|entry|bottom|littlest|starter)\b( (one|plan|tier|option|package|level))?( of (those|them|these|the \w+))?/;
  if (previousReply && smallest.test(part) && !/\$ ?247|\b(voice agent|agent)\b/.test(part)) {
    if (/\bplan has a\b|\bplans?\b.{0,40}\bsetup fee\b|\bmanaged plans\b.*\$[\d,]+ setup/i.test(previousReply))
      part = part.replace(smallest, "the basic plan");
    else if (
      /\b(package|packages)\b/i.test(previousReply) &&
      /basic setup|professional|enterprise/i.test(previousReply)
    )
      part = part.replace(smallest, "the basic setup package");
  }
  // "…what do I walk away with from that call?" after an answer that offered the strategy call.
  else if (
    previousReply &&
    /\b(that|this) (call|meeting)\b/.test(part) &&
    /strategy call/i.test(previousReply) &&
    !/\b(strategy|session|kickoff)\b/.test(part)
  )
    part = part.replace(/\b(that|this) (call|meeting)\b/, "the strategy call");
  const frame = { ...voxaFrameOf(part, before), source, industry };
  if (frame.topic === "person") return answerCompany(frame) ?? handoff();
  return (
    answerCompany(frame) ??
    (OFFTOPIC.test(part) ? offTopicCompany() : null) ??
    asCustomerQuestion(part, industry, profile) ??
    retrieved(part) ??
    unknownCompany()
  );
}

// ---------------------------------------------------------------------------------------------
// Role "caller"

/** Clearly about the company (the product, its prices, getting one, who made it), not about the business called. */
const ABOUT_VOXA = new RegExp(
  String.raw`\b(voxa|this (ai|assistant|bot|demo|agent|receptionist|chatbot|system|product|software)|(an?|the|your) ai (receptionist|assistant|agent)|ai receptionists?|(get|buy|have|cost|price of|pay for|want|need) (one|this|an ai|an assistant|something|a receptionist|a bot|an agent)( \w+)? like (this|you|that)|(one|something|an? \w+) like (you|this one)\b.*\b(cost|price|for my|get|buy)|(set|setting) (this|one|it) up for|pricing page|setup fee|add.?ons?|247|integrat\w*|hubspot|salesforce|\bcrm\b|\bbaa\b|who (made|built|makes|created|designed|programmed|powers|runs) (you|this|it)|what (company|business|firm) (makes|made|built|is behind|runs|powers) (you|this|it)|who is behind (you|this))\b|\$ ?247\b|\b(for|in|at) my (own )?(business|practice|clinic|restaurant|office|company|firm|hotel|shop|store|salon|airbnb|agency|studio)\b.*\b(cost|price|get|buy|how much)\b|\b(cost|price|get|buy|how much)\b.*\b(for|in|at) my (own )?(business|practice|clinic|restaurant|office|company|firm|hotel|shop|store|salon|airbnb|agency|studio)\b`,
);

/** "…a bot like this…", "one of these": the assistant itself, when the caller wants one, asks its price or who made it. */
const LIKE_THIS =
  /\b(like (you|this|this one|that one|yours)|one of (these|you|those)|(this|that) (kind|sort|type) of (assistant|bot|thing|ai|system))\b/;
const WANTS_ONE =
  /\b(cost|price|how much|get|buy|charge|pay|set (it |one )?up|have one|want one|use (it|one)|my (own |shop|business|office|firm|practice|company|clinic|store|salon|restaurant|hotel|agency))\b/;
const aboutCompany = (part: string) => ABOUT_VOXA.test(part) || (LIKE_THIS.test(part) && WANTS_ONE.test(part));

/** The brand's own words for "who made this assistant". */
const builtBy = `This assistant is built by ${site.name}, which makes AI receptionists like me for businesses.`;

function stepOut(part: string, profile: Profile): Reply {
  const frame = readCompany(part);
  const inner = answerCompany(frame) ?? (frame.topic === "person" ? handoff() : (retrieved(part) ?? getStarted()));
  const who = /voxa/i.test(inner.text) ? "" : `${builtBy} `;
  const back = profile.sample
    ? `the ${profile.desk} of ${profile.name}`
    : `${profile.name}${/s$/i.test(profile.name) ? "'" : "'s"} ${profile.desk}`;
  return {
    text: `Stepping out of the role for a moment: ${who}${inner.text} Now, back to being ${back}: how can I help you?`,
    next: inner.next ?? null,
    kind: `step-out:${inner.kind}`,
  };
}

/** A short follow-up ("and whitening?", "what about Saturday?") takes the earlier question's intent. */
function callerIntentsWithContext(part: string, before: readonly string[], profile: Profile): CallerIntent[] {
  const now = callerIntents(part, profile.industry);
  const words = part.split(/\s+/).length;
  // "Oh wait, it's actually next Thursday, so that's fine?": a correction keeps the question it corrects.
  const correcting = /\b(wait|nvm|never ?mind|my bad|wrong (week|day|date|time)|i meant|i mean)\b/.test(part);
  const thin =
    !now.length ||
    now.every((i) => i === "services") ||
    (words <= 4 && /^(and|what about|how about|also|or)\b/.test(part)) ||
    (correcting && now.every((i) => i === "hours" || i === "booking" || i === "services"));
  // "And if there's 4 of us?", "what if I lived in 2 states?" after a price: the price again, for that case.
  const priceBefore =
    before[0] && callerIntents(inConcepts(understand(before[0]), "caller"), profile.industry).includes("price");
  if (
    priceBefore &&
    /^(and |so |ok |okay )?(if|what if|and if|what about|how about|for|with)\b/.test(part) &&
    now.every(
      (i) =>
        i === "booking" ||
        i === "services" ||
        i === "hours" ||
        i === "price" ||
        // "What if I lived in 2 states?": a "what if" no saved rule speaks to.
        (i === "policy" && sentencesOf(profile.policies).every((r) => overlap(part, r) === 0)),
    )
  )
    return [...new Set<CallerIntent>(["price", ...now.filter((i) => i !== "booking")])];
  if (!thin) return now;
  for (const earlier of before) {
    const prev = callerIntents(inConcepts(understand(earlier), "caller"), profile.industry).filter(
      (i) => i !== "contactGiven",
    );
    if (prev.length)
      return [...new Set([...prev.filter((i) => i !== "services" && !(correcting && i === "hours")), ...now])];
  }
  return now;
}

/** A caller giving their name and number (a phone number, or "my name is…" after we asked for them). */
const givesContact = (part: string, previousReply: string | null) =>
  // A phone number, not the digits of a time and a road ("behind a wreck on 94, 20 min late for my 10:30").
  (/(\+?\d[\d\s().-]{6,}\d)/.exec(part)?.[1]?.replace(/\D/g, "").length ?? 0) >= 7 ||
  (/\b(my name is|name is|this is|it is|it's)\b/.test(part) &&
    // "It's next Monday", "it is tomorrow": a date, not a name.
    !/\b(it is|it's|this is) (actually |really |now )?(next|this|on|the|tomorrow|today|tonight|in|at|not|fine|ok|okay|wrong|for|about|(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?)\b/.test(
      part,
    ) &&
    /name/i.test(previousReply ?? ""));

function answerCallerPart(
  part: string,
  before: readonly string[],
  profile: Profile,
  previousReply: string | null,
  steppedOut: boolean,
): Reply {
  if (aboutCompany(part)) return stepOut(part, profile);
  // "…who makes this, and what does it cost? I run a food truck": once out of the role, "it" is the product.
  if (
    steppedOut &&
    /\b(what (does|would|will) (it|this|that|one) (cost|run)|how much (is|does|would) (it|this|that|one))\b/.test(
      part,
    ) &&
    !itemsNamed(part, profile.services).length
  )
    return stepOut(`how much does an ai receptionist like this cost ${part}`, profile);
  // "…what company makes it, and is there a monthly fee?": still about us.
  if (
    steppedOut &&
    readCompany(part).aspect &&
    !callerIntents(part, profile.industry).some((i) => i !== "price" && i !== "services")
  )
    return stepOut(part, profile);
  if (isBotQuestion(part)) return smallTalkReply("bot", "caller", profile, previousReply);
  if (givesContact(part, previousReply)) return answerCaller(profile, part, ["contactGiven"]);
  const other = otherPriceLine(profile, part, previousReply);
  if (other) return other;
  const intents = callerIntentsWithContext(part, before, profile);
  // "Do you do bookkeeping? … OK, what's that run per month?": "that" is the service asked about before.
  if (
    intents.includes("price") &&
    before[0] &&
    /\b(that|it|this|those|these)\b/.test(part) &&
    !itemsNamed(part, [...profile.services, ...itemsOf(profile.prices)]).length &&
    itemsNamed(inConcepts(understand(before[0]), "caller"), profile.services).length
  )
    return answerCaller(profile, `${inConcepts(understand(before[0]), "caller")} ${part}`, [
      "price",
      ...intents.filter((i) => i !== "price" && i !== "booking"),
    ]);
  // "…and if there's 4 of us?": the price asked before, for this case, read with its own words.
  if (
    intents[0] === "price" &&
    before[0] &&
    /^(and |so |ok |okay )?(if|what if|and if|what about|how about|for|with)\b/.test(part) &&
    !callerIntents(part, profile.industry).includes("price")
  )
    return answerCaller(profile, `${inConcepts(understand(before[0]), "caller")} ${part}`, intents);
  // The part after a question about a saved rule, on the same subject: that rule's sentences.
  if (ruleFollowsOn(profile, part, intents, before[0])) return answerCaller(profile, part, ["policy"]);
  // "I hurt my knee playing soccer…" at a physio is about a service, not off topic.
  if (!intents.length && OFFTOPIC.test(part) && !itemsNamed(part, profile.services).length)
    return {
      text: `I'm the ${profile.desk} of ${profile.sample ? profile.name : profile.name}, so I can't help with that one, but I can ${profile.canDo} or take a message for the team.`,
      next: null,
      kind: "offtopic",
    };
  // "…and what does it run?": "it" is what the question before named.
  const bare = !keysOf(part.replace(/\b(how much|price|cost|what about|and)\b/g, "")).length;
  // "and the regular one?" names a saved item itself: it is not about the question before.
  const saved = [...itemsOf(profile.prices), ...sentencesOf(profile.policies), ...profile.services];
  const refers =
    ((/\b(it|that|this|them|those|one)\b/.test(part) && keysOf(part).length <= 2 && !itemsNamed(part, saved).length) ||
      bare) &&
    before[0];
  // "how much is it?" after an answer that quoted a saved rule with an amount: that rule.
  if (bare && intents.includes("price") && previousReply) {
    const quoted = [...itemsOf(profile.prices), ...sentencesOf(profile.policies)].filter(
      (item) => /\$ ?\d/.test(item) && previousReply.toLowerCase().includes(item.toLowerCase()),
    );
    if (quoted.length)
      return say(
        `${quoted.map((q) => sentence(capital(q))).join(" ")} Is there anything else I can help with?`,
        "price-quoted",
      );
  }
  return answerCaller(profile, refers ? `${understand(before[0]!)} ${part}` : part, intents);
}

// ---------------------------------------------------------------------------------------------
// Small talk

function smallTalkReply(kind: SmallTalk, role: DemoRole, profile: Profile, previousReply: string | null): Reply {
  const caller = role === "caller";
  switch (kind) {
    case "greeting":
      return caller
        ? { text: profile.sample ? firstMessages[profile.industry] : greeting(profile), next: null, kind }
        : { text: demoPage.role.voxaIntro.replace(/ or pick a question below\.$/, "."), next: null, kind };
    case "thanks":
      return {
        text: caller
          ? "You're welcome! Is there anything else I can help you with?"
          : `You're welcome! Anything else about ${site.name} I can answer?`,
        next: null,
        kind,
      };
    case "goodbye":
      return caller
        ? { text: `Thanks for calling ${profile.name}. Have a great day!`, next: null, kind }
        : {
            text: `Thanks for stopping by. When you'd like an assistant like this for your own business, we'd be glad to help.`,
            next: steps.call,
            kind,
          };
    case "bot":
      return caller
        ? {
            text: `Yes, I'm the AI receptionist of ${profile.name}, built by ${site.name}. I can ${profile.canDo}, and anything I can't handle goes to a person on the team. How can I help?`,
            next: null,
            kind,
          }
        : {
            text: `Yes, I'm an AI assistant, the same kind of agent ${site.name} builds for its clients. Anything sensitive goes to a real person on our team.`,
            next: steps.call,
            kind,
          };
    case "abuse":
      return caller
        ? {
            text: `I'm sorry this hasn't been helpful. I can ${profile.canDo}, or take a message so a person from the team calls you back.`,
            next: null,
            kind,
          }
        : {
            text: `I'm sorry this hasn't been helpful. I'm glad to keep going on prices, integrations or setup, and you can always talk to a person instead.`,
            next: handoffStep,
            kind,
          };
    case "yes":
      if (!caller && previousReply?.includes(HANDOFF_HREF)) return handoff();
      if (!caller && previousReply?.includes("strategy call")) return handoff();
      return caller
        ? {
            text: `Great. What's your name and the best number to reach you, and which day and time suit you? The team will confirm.`,
            next: null,
            kind,
          }
        : {
            text: `Great. What would you like to know: prices, what's included, integrations or how setup works?`,
            next: steps.pricing,
            kind,
          };
    case "no":
      return caller
        ? { text: "No problem. Is there anything else I can help you with?", next: null, kind }
        : { text: `No problem. Is there anything else about ${site.name} I can answer?`, next: null, kind };
    default:
      return caller
        ? { text: `How can I help? I can ${profile.canDo}, or take a message for the team.`, next: null, kind }
        : {
            text: `How can I help? Ask me about ${site.name}'s plans, prices, integrations or setup.`,
            next: steps.pricing,
            kind,
          };
  }
}

// ---------------------------------------------------------------------------------------------
// Putting it together

/** The parts' answers as one reply: texts in order (no duplicate), then at most two next steps. */
function compose(all: Reply[], role: DemoRole): string {
  // "How much is X, and what do I get?": the answer of what X includes already has its price.
  const replies = all.filter((r) => !all.some((o) => o !== r && r.kind && o.kind === `${r.kind}-includes`));
  const texts: string[] = [];
  for (const r of replies) if (!texts.includes(r.text)) texts.push(r.text);
  // "Corkage is $20 per bottle." and "Corkage is $20 per bottle. Would you like…": the longer one says both.
  for (let i = texts.length - 1; i >= 0; i--)
    if (texts.some((t, j) => j !== i && t.length > texts[i]!.length && t.includes(texts[i]!))) texts.splice(i, 1);
  const links: NextStep[] = [];
  for (const r of replies)
    if (r.next && !links.some((l) => l.href === r.next!.href) && links.length < MAX_LINKS) links.push(r.next);
  const body = texts.join(replies.length > 1 ? "\n\n" : " ");
  const steps = role === "caller" ? links.slice(0, 1) : links;
  return steps.length ? `${body}\n\n${steps.map(link).join(" · ")}` : body;
}

/** A reply that says the same as the one before it: say so, briefly, and offer what else helps. */
function notAgain(reply: string, previous: string | null, role: DemoRole): string {
  if (!previous || shown(reply) !== shown(previous)) return reply;
  if (role === "caller")
    return `As I said: ${reply.split(/(?<=[.!?])\s/)[0]!} If you meant something else, tell me a bit more, or I'll take a message: ${takeMessage("more than that").replace(/^I don't have more than that on file, so /, "")}`;
  return `${reply.split(/(?<=[.!?])\s/)[0]!} That's what I have on it; for anything more specific, our team can answer on a free 30-minute strategy call.\n\n${link(handoffStep)}`;
}

/** A caller who is upset: a complaint, or words of anger about the business. */
const UPSET =
  /\b(complaint|ridiculous|unacceptable|worst|terrible|awful|horrible|disgusting|furious|angry|pissed|fed up|so annoyed|rude|is anyone even|what are you (going|gonna) to do about it|not happy|disappointed)\b/;

/** "ok, and how long…" → "and how long…": a word of acknowledgement before the question says nothing. */
const withoutAcknowledgement = (text: string) =>
  text
    .replace(
      /^((ok(ay)?|great|thanks|thank you|cool|got it|sure|alright|right|hmm+|well|perfect|awesome|nice|i see|understood|good|lol|haha+|heh|ha|wow|oh|ah|oof|ouch|yikes|whoa|woah|damn|dang|geez|jeez|huh|ugh|welp|yeah|yep|ok cool|(a )?bit much|(that is |thats )?(a lot|pricey|steep))\b[\s,.!]*)+(?=\S)/,
      "",
    )
    .trim() || text;

/** A question that points back at the sentence before it ("…in it?", "why would this be any different?"). */
const POINTS_BACK =
  /\b(in|into|with|to|on|from|update|change|use|handle|do|fix|keep|treat|bring|take|carry|open|have|move|cancel|reschedule|book|answer|reply to|respond to|get to) (it|them|there|that|those)\b|\bany (different|better|cheaper)\b|\b(anything|something|one|options?) (cheaper|less expensive|smaller|else)\b|\b(this|that|it|yours) (be|is|would|will|work|different|better)\b|\byours\b|\b(right|best|good) for (me|us)\b|\banything (i|we) (should|need to|must) know\b|\bwhat should (i|we) know\b|\bsomething (you|you guys|y'all) (treat|do|offer|handle|fix|see|cover|provide|help with)\b|\b(is|does) (that|this|it) (something|covered|included|ok|okay|fine|allowed)\b/;

/**
 * Whether a statement stays with the question next to it ("I manage 8 buildings. Which plan fits?"):
 * when the question points back at it, or when it asks nothing of its own in the role.
 */
function keepsWith(statement: string, question: string, after: boolean, role: DemoRole, industry: DemoIndustryId) {
  if (role === "caller") {
    // "I'll come along and check in with him then. Do you hold money on my card?": what the caller
    // will do is the setting of the question after it.
    if (
      !after &&
      /^(ok |okay |alright |so )?((i|we) (will|am going to|are going to|would|plan to|might|want to|was going to|were going to|am thinking of|am planning to)|(thinking|planning) (of|about|to)|about to|going to)\b/.test(
        statement,
      )
    )
      return true;
    const own = callerIntents(statement, industry);
    // "Where are you? I can swing by around 5 tomorrow.": the time goes with the address (after closing?).
    if (after && callerIntents(question, industry).includes("location") && hourAsked(statement) !== null) return true;
    // "How much to the airport? I gotta grab my sister on the way.": a detail told after a price
    // question, asking nothing itself, is part of what is priced.
    if (
      after &&
      callerIntents(question, industry).includes("price") &&
      !/\?/.test(statement) &&
      !/^(can|could|do|does|is|are|will|would|what|when|where|how|which|who|and|also)\b/.test(statement)
    )
      return true;
    if (after) return !own.length || own.every((i) => callerIntents(question, industry).includes(i));
    // "My session is at 3 today. Is it a big deal if I just don't come?": a caller telling when their
    // own booking is asks nothing about the hours; it is the setting of the question after it.
    if (
      /\b(my|our) (\w+ ){0,2}(session|appointment|appt|booking|reservation|visit|class|lesson|flight|pickup|ride|tour|check.?in)\b/.test(
        statement,
      ) &&
      own.every((i) => i === "hours" || i === "booking" || i === "services")
    )
      return true;
    return POINTS_BACK.test(question) || !own.length;
  }
  // "4 restaurants, maybe 3000 calls a month total. Which plan?": the sizes the question is about.
  if (
    !after &&
    !/\?/.test(statement) &&
    /\b\d[\d,]* (\w+ )?(locations?|restaurants?|clinics?|offices?|hotels?|stores?|shops?|sites?|buildings?|properties|practices?|calls?|lines?|agents?|staff|employees)\b/.test(
      statement,
    ) &&
    !/^(what|how|which|can|could|do|does|is|are|will|would)\b/.test(statement)
  )
    return true;
  // "I run a tiny taco spot, 1 phone line. What's the bare minimum?": who is asking, told before the question.
  if (
    !after &&
    /^(ok |okay |so |hi |hey )?(i|we) (run|own|have|manage|operate|am|are)\b/.test(statement) &&
    !/\?/.test(statement)
  )
    return true;
  // "Say I pay the $247. What happens next?": a supposition belongs to the question after it.
  if (
    !after &&
    /^(ok |okay |so |alright )?(say|suppose|let us say|lets say|imagine|assuming|if|once|when) (i|we)\b/.test(statement)
  )
    return true;
  // "Are the add-ons monthly? Mostly thinking the CRM one and the multilingual one.": which ones it asks about.
  if (
    after &&
    /^(mostly|mainly|especially|specifically|in particular|particularly|i mean|i am thinking|thinking|namely)\b/.test(
      statement,
    )
  )
    return true;
  const f = readCompany(statement);
  // "Booked the paid session for Thursday but something came up. Do I lose the 250?": the statement
  // names what the question is about.
  if (
    !after &&
    f.products.length &&
    !/\?/.test(statement) &&
    !/^(what|how|which|can|could|do|does|is|are|will|would|why|when|where|who)\b/.test(statement) &&
    !readCompany(question).products.length
  )
    return true;
  // "We are a small clinic.", "I run a restaurant.": who is asking, not a question of its own.
  const empty = (!f.topic || f.topic === "objSmall" || f.topic === "industries") && !f.products.length && !f.aspect;
  return after ? empty : empty || POINTS_BACK.test(question);
}

/** Sample chips with prepared answers: the industry's sample business, as the page offers them. */
function preparedAnswer(prompt: string, industry: DemoIndustryId, profile: Profile): string | null {
  if (!profile.sample) return null;
  const asked = normalise(prompt).replace(/[^a-z0-9 ]/g, "");
  const n = demoIndustry(industry).sampleQuestions.findIndex((q) => normalise(q).replace(/[^a-z0-9 ]/g, "") === asked);
  return n === -1 ? null : (sampleAnswers[industry][n] ?? null);
}

export function answer(input: AssistantInput): string {
  const industry = demoIndustry(input.industry).id;
  const role: DemoRole = input.role ?? "voxa";
  const profile = profileFor(industry, input.business);
  const prompt = input.prompt.trim().slice(0, 2000);
  const previousReply = lastOf(input.history, "assistant");
  const before = earlierQuestions(input.history);
  const businessWords =
    [...profile.services, profile.payment ?? "", profile.prices ?? "", profile.policies ?? ""]
      .join(" ")
      .toLowerCase()
      .match(/[a-z]{5,}/g) ?? [];
  const text = inConcepts(understand(prompt, role === "caller" ? businessWords : []), role);

  const small = smallTalk(text);
  // "Are you a bot? And what does one cost?": the bot question is one part among others.
  if (small && (small !== "bot" || splitParts(withoutGreeting(text)).length === 1))
    return notAgain(compose([smallTalkReply(small, role, profile, previousReply)], role), previousReply, role);
  const question = withoutAcknowledgement(withoutGreeting(text));
  if (role === "caller") {
    const prepared = preparedAnswer(prompt, industry, profile);
    if (prepared) return prepared;
  }

  const parts = splitParts(question, MAX_PARTS, (statement, asked, after) =>
    keepsWith(statement, asked, after, role, industry),
  );
  // "…Mandarin or Vietnamese. Can it do both, and what does that add?": "can it do both" asks what the part before asked.
  const leaning =
    /^(and )?(can|could|will|does|would) (it|you|the agent|your agent) (do|handle|manage|support|speak|cover) (both|that|those|them|all (of )?(that|them|those|three))( of them)?\??$/;
  for (let i = parts.length - 1; i > 0; i--) if (role === "voxa" && leaning.test(parts[i]!.trim())) parts.splice(i, 1);
  const replies: Reply[] = [];
  parts.forEach((part, i) => {
    const context = [...parts.slice(0, i).reverse(), ...before];
    const steppedOut = replies.some((r) => r.kind?.startsWith("step-out"));
    replies.push(
      role === "caller"
        ? answerCallerPart(part, context, profile, previousReply, steppedOut)
        : isBotQuestion(part) && parts.length > 1
          ? smallTalkReply("bot", "voxa", profile, previousReply)
          : answerCompanyPart(
              part,
              context,
              industry,
              profile,
              prompt,
              // "Oof. And the smallest one?": an interjection before it does not end the follow-up.
              parts.slice(0, i).every((p) => p.trim().split(/\s+/).length <= 2) ? previousReply : null,
            ),
    );
  });
  // "Is there a pool and what time does it close?": "it" is the pool the receptionist doesn't know of,
  // not the business; its hours are part of what the team will confirm.
  if (role === "caller")
    for (let i = replies.length - 1; i > 0; i--)
      if (
        /\b((does|do|is|are) (it|they) (open|close)|what time (does|do|is|are) (it|they)|when (does|do|is|are) (it|they))\b/.test(
          parts[i]!,
        ) &&
        /^(fallback|service-not-listed|.*-unknown)$/.test(replies[i - 1]!.kind ?? "")
      )
        replies.splice(i, 1);
  // "This is honestly ridiculous. …the pizza came cold": a part the receptionist can't place, beside
  // one it answers, adds only noise.
  if (role === "caller" && replies.some((r) => r.kind !== "fallback"))
    for (let i = replies.length - 1; i >= 0; i--) if (replies[i]!.kind === "fallback") replies.splice(i, 1);
  // "This is ridiculous… what are you gonna do about it?": an upset caller hears an apology first.
  if (role === "caller" && UPSET.test(question) && replies[0] && !/^(I'm|I am) (really )?sorry/.test(replies[0].text))
    replies[0] = { ...replies[0], text: `I'm really sorry about that. ${replies[0].text}` };
  if (role === "caller") {
    const level = urgencyFor(profile, question);
    // Urgent first: the business's urgent instructions (or emergency services) before anything else.
    if (level) {
      const rest = replies.filter((r) => /^(advice|step-out|privacy|security|person)/.test(r.kind ?? ""));
      return compose([{ text: urgentFirst(profile, level, question), next: null, kind: "urgent" }, ...rest], role);
    }
  }
  return notAgain(compose(replies, role), previousReply, role);
}

export { fallback };

/** Whether the visitor asks for a person at the company (a call, a demo, a quote): the chat offers its hand-off. */
export function wantsPerson(prompt: string): boolean {
  return splitParts(withoutGreeting(understand(prompt))).some((part) => readCompany(part).topic === "person");
}

/**
 * What picks a model's grounding facts: the message, read with the visitor's previous one when it
 * is a short follow-up ("and monthly?"), as the offline assistant reads it.
 */
export function groundingQuestion(prompt: string, history: readonly Turn[] | undefined): string {
  const previous = lastOf(history, "user");
  return previous && prompt.trim().split(/\s+/).length <= 8 ? `${previous.slice(0, 300)} ${prompt}` : prompt;
}
