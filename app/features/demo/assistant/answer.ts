import MiniSearch from "minisearch";
import { demoIndustries, demoIndustry, type DemoIndustryId } from "~/content/demo";
import { firstMessages, sampleAnswers } from "~/content/prompts/demo-assistant";
import { site } from "~/content/site";
import { facts, faqFacts, steps, type Fact, type NextStep } from "./facts";
import { detectIntent, normalise, type Intent } from "./intents";
import { canDo, roles } from "./roles";
import { HANDOFF_HREF } from "../answer-links";

/**
 * The offline demo assistant (docs/decisions/054): intent rules decide the role, MiniSearch
 * retrieves the fact, templates compose a short answer and one next step written as a
 * markdown-style link, `[See pricing](/pricing)`. Deterministic: same input, same answer.
 */

const STOP = new Set(
  (
    "a an and are as at be but by can could do does for from has have how i if in into is it its me my of on or our so that the " +
    "their them then there these they this to us was we what when where which who why will with would you your about also any " +
    "get got just like more most need should than too very want tell please much many some much does cost costs price prices"
  ).split(" "),
);

function processTerm(term: string): string | null {
  const t = term.toLowerCase();
  if (t.length < 2 || STOP.has(t)) return null;
  return t.length > 4 && t.endsWith("s") && !t.endsWith("ss") ? t.slice(0, -1) : t;
}

type Doc = Fact & { n: number };
let index: { mini: MiniSearch<Doc>; docs: Doc[] } | null = null;

function getIndex() {
  if (index) return index;
  const docs: Doc[] = [...facts, ...faqFacts].map((f, n) => ({ ...f, n }));
  const mini = new MiniSearch<Doc>({
    idField: "n",
    fields: ["title", "keywords", "text"],
    processTerm,
    searchOptions: {
      boost: { title: 3, keywords: 2 },
      prefix: (t) => t.length > 4,
      fuzzy: (t) => (t.length > 6 ? 0.15 : false),
    },
  });
  mini.addAll(docs);
  index = { mini, docs };
  return index;
}

/** The facts and FAQ passages that answer a question, best first, limited to the topic and the demoed industry. */
export function retrieve(query: string, opts: { industry: DemoIndustryId; topic?: Fact["topic"]; limit?: number }) {
  const { mini, docs } = getIndex();
  return mini
    .search(query, {
      filter: (r) => {
        const d = docs[r.id as number]!;
        return (!d.industry || d.industry === opts.industry) && (!opts.topic || d.topic === opts.topic);
      },
    })
    .slice(0, opts.limit ?? 3)
    .map((r) => ({ fact: docs[r.id as number]!, score: r.score }));
}

const link = (step: NextStep) => `[${step.label}](${step.href})`;
const withStep = (text: string, step: NextStep) => `${text}\n\n${link(step)}`;
const factById = (id: string) => facts.find((f) => f.id === id)!;

const PRODUCT =
  /\b(implementation|voice agent|package|basic|professional|enterprise|advanced|premium|plans?|crm|multilingual|languages?|sms|ebook|playbook|book|strategy session|add-?ons?|setup fee)\b/;

/** The minimum MiniSearch score for an open question to count as answered by a passage. */
export const MIN_SCORE = 6;

const TOPIC_FACT: Partial<Record<Exclude<Intent, { role: "smalltalk" | "customer" | "offtopic" }>["name"], string>> = {
  integration: "integrations",
  language: "languages",
  compliance: "hipaa",
  setup: "setup-time",
  refund: "refunds",
  support: "support",
  booking: "strategy-call",
  company: "company",
  results: "results",
};

function voxaAnswer(name: string, prompt: string, industry: DemoIndustryId): string {
  if (name === "price") {
    // A specific price only when the visitor names an offer; otherwise the overview of all of them.
    const hit = PRODUCT.test(normalise(prompt))
      ? retrieve(prompt, { industry, topic: "price", limit: 1 })[0]
      : undefined;
    const fact = hit && hit.score >= 3 ? hit.fact : factById("price-overview");
    return withStep(fact.text, fact.next);
  }
  if (name === "booking") return handoff();
  const id = TOPIC_FACT[name as keyof typeof TOPIC_FACT];
  if (id) {
    const fact = factById(id);
    return withStep(fact.text, fact.next);
  }
  const hit = retrieve(prompt, { industry })[0];
  if (hit && hit.score >= MIN_SCORE)
    return hit.fact.id === "strategy-call" ? handoff() : withStep(hit.fact.text, hit.fact.next);
  return offTopic(industry);
}

/** A person, a quote or a booking is wanted: the chat takes their details, or they write to us. */
const handoff = () =>
  withStep(
    `Happy to connect you with our team. Leave your name, email and phone right here in the chat and we'll call you within one business day to set up a free 30-minute strategy call, or reach us at ${site.contact.email} or ${site.contact.phone}.`,
    handoffStep,
  );

function offTopic(industry: DemoIndustryId) {
  const label = demoIndustry(industry).label.toLowerCase();
  return withStep(
    `I can't help with that one here. In this demo I answer as a sample ${label} business, so I can ${canDo[industry]}, and I can tell you about ${site.name}'s plans, prices, integrations and setup.`,
    steps.pricing,
  );
}

/** The signed-in visitor's saved business, when its details are for the industry shown. */
export type DemoBusiness = { name?: string | null; services?: string[] | null };

export const handoffStep: NextStep = { label: "Leave my details", href: HANDOFF_HREF };

/** Answers in role speak as the saved business: its name in place of "the practice". */
function asBusiness(text: string, industry: DemoIndustryId, business: DemoBusiness | undefined) {
  const name = business?.name?.trim();
  if (!name) return text;
  return text.replace(new RegExp(`\\b${roles[industry].business}\\b`, "i"), name);
}

function servicesLine(business: DemoBusiness | undefined) {
  const services = (business?.services ?? [])
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 4);
  if (!services.length) return "";
  const list = services.length === 1 ? services[0] : `${services.slice(0, -1).join(", ")} and ${services.at(-1)}`;
  return ` We offer ${list}.`;
}

/** Customer questions about money: after a question about the company, "how much is it?" is about the company. */
const MONEY = new Set(["price", "fees", "fare"]);

/** One reply of the offline assistant to the visitor's message. */
/** A follow-up is at most this many words; the previous message is read up to this many characters. */
const FOLLOW_UP_WORDS = 6;
const PREVIOUS_CHARS = 300;

/**
 * The visitor's previous message when `prompt` is a short follow-up of it ("how much is it?",
 * "and in Spanish?"), else null. One rule for the offline answer and the model's grounding facts.
 */
export function followUpContext(prompt: string, history: readonly { role: string; content: string }[] | undefined) {
  const previous = [...(history ?? [])].reverse().find((m) => m.role === "user")?.content?.slice(0, PREVIOUS_CHARS);
  if (!previous || prompt.trim().split(/\s+/).filter(Boolean).length > FOLLOW_UP_WORDS) return null;
  return previous;
}

export function answer(input: {
  prompt: string;
  industry?: DemoIndustryId;
  business?: DemoBusiness;
  history?: { role: string; content: string }[];
}): string {
  const industry = demoIndustry(input.industry).id;
  const prompt = input.prompt.trim();
  const reply = answerOnce(prompt, industry, input.business);
  // A short follow-up ("how much is it?", "and in Spanish?") is read with the visitor's previous
  // message when on its own it found nothing, or when it asks about money right after a question about the company.
  const previous = followUpContext(prompt, input.history);
  if (!previous) return reply;
  const now = detectIntent(prompt, industry);
  const before = detectIntent(previous, industry);
  const aboutUs = before.role === "voxa" && now.role === "customer" && MONEY.has(now.name);
  if (!aboutUs && !isGeneric(reply, industry)) return reply;
  const again = answerOnce(`${previous} ${prompt}`, industry, input.business);
  return isGeneric(again, industry) && !aboutUs ? reply : again;
}

/** The steer-back, the how-can-I-help line and the price overview: answers that name nothing asked. */
function isGeneric(reply: string, industry: DemoIndustryId) {
  return (
    reply === offTopic(industry) ||
    reply.startsWith("How can I help?") ||
    reply.startsWith(factById("price-overview").text) ||
    reply.startsWith(roles[industry].fallback)
  );
}

function answerOnce(raw: string, industry: DemoIndustryId, business?: DemoBusiness): string {
  const prompt = raw.trim().slice(0, 2000);

  const asked = normalise(prompt).replace(/[^a-z0-9 ]/g, "");
  const samples = demoIndustry(industry).sampleQuestions;
  const n = samples.findIndex((q) => normalise(q).replace(/[^a-z0-9 ]/g, "") === asked);
  if (n !== -1) return asBusiness(sampleAnswers[industry][n]!, industry, business);

  const intent = detectIntent(prompt, industry);
  switch (intent.role) {
    case "smalltalk":
      switch (intent.name) {
        case "greeting":
          return business?.name?.trim()
            ? `Hello, thanks for contacting ${business.name.trim()}. I can ${canDo[industry]}.${servicesLine(business)} How can I help today?`
            : firstMessages[industry];
        case "thanks":
          return `You're welcome! Is there anything else I can help with? I can ${canDo[industry]}, or tell you how ${site.name} would set up an assistant like me for your business.`;
        case "goodbye":
          return withStep(
            `Thanks for trying the demo. When you'd like an assistant like this for your own business, we'd be glad to help.`,
            steps.call,
          );
        case "bot":
          return withStep(
            `Yes, I'm an AI assistant, the same kind of agent ${site.name} builds for its clients. In this demo I answer as a sample ${demoIndustry(industry).label.toLowerCase()} business, and anything sensitive goes to a real person on the team.`,
            steps.call,
          );
        case "abuse":
          return withStep(
            `I'm sorry this hasn't been helpful. I'm glad to keep going: I can ${canDo[industry]}, or answer questions about ${site.name}'s plans and prices, and you can always talk to a person instead.`,
            steps.call,
          );
        default:
          return `How can I help? I can ${canDo[industry]}, or tell you about ${site.name}'s plans and prices.`;
      }
    case "customer":
      return asBusiness(roles[industry][intent.name] ?? roles[industry].fallback, industry, business);
    case "offtopic":
      return offTopic(industry);
    case "voxa":
      return voxaAnswer(intent.name, prompt, industry);
  }
}

/** Every industry's prepared sample answers stay reachable from their chips. */
export const sampleQuestionCount = demoIndustries.reduce((n, i) => n + i.sampleQuestions.length, 0);
