import { catalog, type CatalogItem } from "~/content/catalog";
import { demoIndustry, type DemoIndustryId } from "~/content/demo";
import { formatCents } from "~/lib/money";
import { understand } from "./intents";
import { factById, type Fact } from "./facts";
import { sampleProfiles, SAMPLE_NOTE } from "./roles";
import { retrieve } from "./search";
import { answerCompany, readCompany } from "./voxa";

/**
 * What grounds a language model's answer (issue 16, 41): the same facts the offline assistant
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

/**
 * Every price a visitor can be quoted, one line each, straight from the catalog; then what recurs
 * after a one-time purchase and that prices are before sales tax (the pricing page's words).
 */
export function priceSheet(): string[] {
  return [...catalogLines(), factById("running-costs").text, factById("sales-tax").text];
}

function catalogLines(): string[] {
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

/** Facts every voice call carries (a call cannot look anything up mid-sentence). */
const KEY_FACT_IDS = [
  "price-overview",
  "main-offer",
  "main-offer-recurring",
  "integrations",
  "languages",
  "hipaa",
  "setup-time",
  "after-paying",
  "running-costs",
  "refunds",
  "contract",
  "support",
  "transfer",
  "agent-wrong",
  "strategy-call",
  "company",
] as const;

export const keyFacts = (): Fact[] => KEY_FACT_IDS.map((id) => factById(id));

/**
 * The facts that answer this question best: what the offline assistant would answer (its rules
 * pick the fact: a product, its price or what recurs, a topic), then what retrieval ranks first.
 */
export function factsFor(question: string, limit = 3): Fact[] {
  const chosen: Fact[] = [];
  const ruled = answerCompany(readCompany(understand(question)));
  if (ruled?.kind) {
    const id = ruled.kind;
    const known = (() => {
      try {
        return factById(id);
      } catch {
        return null;
      }
    })();
    chosen.push(
      known ?? {
        id,
        topic: "faq",
        title: id,
        keywords: "",
        text: ruled.text,
        next: ruled.next ?? { label: "See pricing", href: "/pricing" },
      },
    );
  }
  for (const { fact } of retrieve(question, { limit: limit + 1 }))
    if (chosen.length < limit && !chosen.some((f) => f.id === fact.id)) chosen.push(fact);
  return chosen;
}

/** A fact as a line of the prompt: its text and the page that says more. */
export const factLine = (f: Fact) => `- ${f.text} (More: ${f.next.label}, ${f.next.href})`;

/**
 * The industry's sample business, for answers in role when the visitor saved nothing: the same
 * sample details the offline receptionist gives, and nothing from another industry.
 */
export function sampleProfile(industry: DemoIndustryId): string[] {
  const p = sampleProfiles[industry];
  return [
    `Kind of business: ${demoIndustry(industry).sampleBusiness}; the receptionist can ${p.canDo}. Every detail below is a sample: say "${SAMPLE_NOTE}".`,
    `Sample opening hours: ${p.hours}.`,
    `Sample address: ${p.address}.`,
    `Sample phone: ${p.phone}.`,
    `Sample services: ${p.services.join(", ")}.`,
    `Sample payment: ${p.payment}.`,
    `Sample policy: ${p.policies}`,
    `Sample urgent instructions: ${p.urgent}`,
  ];
}
