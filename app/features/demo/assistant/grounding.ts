import { catalog, type CatalogItem } from "~/content/catalog";
import { demoIndustry, type DemoIndustryId } from "~/content/demo";
import { formatCents } from "~/lib/money";
import { retrieve } from "./answer";
import { facts, type Fact } from "./facts";
import { detectIntent } from "./intents";
import { canDo, roles, SAMPLE_NOTE } from "./roles";

/**
 * What grounds a language model's answer (issue 16): the same facts the offline assistant
 * answers from, so the model, the offline assistant and the voice agent quote the same prices.
 * The server puts these in its own system prompt (demo-prompt.server.ts); the browser sends none.
 */

const KIND: Record<CatalogItem["kind"], string> = {
  offer: "one-time",
  package: "one-time, added to the voice agent at checkout",
  addon: "one-time add-on to the voice agent at checkout",
  "core-plan": "one-time setup, no long-term contract",
  plan: "setup fee",
  ebook: "ebook, 30-day money-back guarantee",
  session: "paid 60-minute session; the 30-minute strategy call is free",
};

/** Every price a visitor can be quoted, one line each, straight from the catalog. */
export function priceSheet(): string[] {
  return (Object.values(catalog) as CatalogItem[])
    .filter((item) => !item.disabled)
    .map((item) => {
      const price = item.priceNote ?? formatCents(item.amount);
      const monthly = item.monthlyAfterFirstYear
        ? ` (includes the first year of maintenance), then ${formatCents(item.monthlyAfterFirstYear)} a month`
        : "";
      const kind = item.kind === "core-plan" && item.priceNote ? "add-on to a core-offer package" : KIND[item.kind];
      return `${item.name}: ${price}, ${kind}${monthly}.`;
    });
}

const byId = (id: string) => facts.find((f) => f.id === id);

/** Facts every voice call carries (a call cannot look anything up mid-sentence). */
const KEY_FACT_IDS = [
  "price-overview",
  "integrations",
  "languages",
  "hipaa",
  "setup-time",
  "refunds",
  "support",
  "strategy-call",
  "company",
] as const;

export const keyFacts = (): Fact[] => KEY_FACT_IDS.map((id) => byId(id)).filter((f): f is Fact => Boolean(f));

/** The facts that answer this question best: the one its intent names, then what retrieval ranks first. */
export function factsFor(question: string, industry: DemoIndustryId, limit = 3): Fact[] {
  const chosen: Fact[] = [];
  const intent = detectIntent(question, industry);
  if (intent.role === "voxa" && intent.name !== "search") {
    const first = retrieve(question, { industry, topic: intent.name, limit: 1 })[0]?.fact;
    if (first) chosen.push(first);
  }
  for (const { fact } of retrieve(question, { industry, limit: limit + 1 }))
    if (chosen.length < limit && !chosen.some((f) => f.id === fact.id)) chosen.push(fact);
  return chosen;
}

/** A fact as a line of the prompt: its text and the page that says more. */
export const factLine = (f: Fact) => `- ${f.text} (More: ${f.next.label}, ${f.next.href})`;

/**
 * The demoed business's sample profile, for answers in role: what it does and the sample details
 * the offline assistant uses (hours, address), so both say the same.
 */
export function sampleProfile(industry: DemoIndustryId): string[] {
  const role = roles[industry];
  const sample = (text: string | undefined) =>
    text ? text.replace(` ${SAMPLE_NOTE}`, ".").split(/(?<=[.!?])\s/)[0] : undefined;
  return [
    `Kind of business: ${demoIndustry(industry).label.toLowerCase()}; the assistant can ${canDo[industry]}.`,
    sample(role.hours) && `Sample opening hours: ${sample(role.hours)}`,
    sample(role.location) && `Sample address: ${sample(role.location)}`,
  ].filter((line): line is string => Boolean(line));
}
