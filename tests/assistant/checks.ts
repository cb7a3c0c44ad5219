import { catalog, type CatalogItem } from "../../app/content/catalog";
import { demoIndustries, type DemoIndustryId } from "../../app/content/demo";
import { pricingPlans } from "../../app/content/catalog/plans";
import { formatCents } from "../../app/lib/money";
import type { Question } from "./questions";

/**
 * The checks every answer of the bench must pass besides its own facts (issue 16): no
 * instruction text, no other industry's material, no raw path, no price outside the catalog,
 * one next step written as a link, and short.
 */

export const INSTRUCTION_TEXT: RegExp[] = [
  /Never give/i,
  /\bYou are (a|an|the)\b/,
  /\bacts as\b/i,
  /Be warm and quick/i,
  /Be gracious/i,
  /Be precise/i,
  /Be helpful and precise/i,
  /anticipate needs/i,
  /system prompt/i,
  /\bmy instructions\b/i,
  /set up like this/i,
];

/** Words that belong to one demo industry's material only. */
export const INDUSTRY_TERMS: Record<DemoIndustryId, RegExp> = {
  healthcare: /\b(patients?|doctors?|clinic|check-?ups?|clinicians?|insurance|EHR)\b/i,
  restaurants: /\b(menu|takeout|gluten|kitchen|patio)\b/i,
  hospitality: /\b(hotel|concierge|room service|itinerary|late checkout|trattoria)\b/i,
  transportation: /\b(shipments?|dispatch|drivers?|airport|tracking number)\b/i,
  finance: /\b(loans?|advisors?|wire transfers?|banker)\b/i,
  real_estate: /\b(lease|tenants?|viewings?|two-bedroom|landlords?|property management)\b/i,
};

/** Every price the catalog and the pricing page state. */
export const CATALOG_PRICES = new Set([
  ...(Object.values(catalog) as CatalogItem[]).flatMap((i) => [
    formatCents(i.amount),
    ...(i.monthlyAfterFirstYear ? [formatCents(i.monthlyAfterFirstYear)] : []),
    ...(i.priceNote?.match(/\$\d{1,3}(?:,\d{3})*(?:\.\d+)?/g) ?? []),
  ]),
  ...pricingPlans.flatMap((p) => p.savings.match(/\$\d{1,3}(?:,\d{3})*(?:\.\d+)?/g) ?? []),
]);

const RAW_PATH = /(?<!\]\()(?<![\w/.:])\/[a-z][a-z0-9\-/]*/i;
const LINK = /\[([^\]]+)\]\(([^)]*)\)/g;

const test = (p: string | RegExp, text: string) => (typeof p === "string" ? text.includes(p) : p.test(text));

export function checkAnswer(question: Question, reply: string): string[] {
  const problems: string[] = [];
  for (const p of question.mustContain) if (!test(p, reply)) problems.push(`missing ${String(p)}`);
  for (const p of question.mustNot ?? []) if (test(p, reply)) problems.push(`contains ${String(p)}`);
  for (const p of INSTRUCTION_TEXT) if (p.test(reply)) problems.push(`instruction text ${String(p)}`);
  for (const industry of demoIndustries) {
    // Whole sentences of any industry's instructions, too.
    for (const sentence of industry.defaultPrompt.split(/(?<=[.!?])\s+/))
      if (sentence.length > 25 && reply.includes(sentence)) problems.push(`quotes the ${industry.id} instructions`);
    if (industry.id !== question.industry && INDUSTRY_TERMS[industry.id].test(reply))
      problems.push(`${industry.id} material: ${reply.match(INDUSTRY_TERMS[industry.id])![0]}`);
  }
  const raw = reply.match(RAW_PATH);
  if (raw) problems.push(`raw path ${raw[0]}`);
  for (const price of reply.match(/\$\d{1,3}(?:,\d{3})*(?:\.\d+)?/g) ?? [])
    if (!CATALOG_PRICES.has(price)) problems.push(`price not in the catalog: ${price}`);
  if (question.role === "customer" && /\$\d/.test(reply)) problems.push("names a price in role");
  const links = [...reply.matchAll(LINK)];
  if (links.length > 1) problems.push(`${links.length} links (one next step only)`);
  if (question.role === "voxa" && links.length !== 1) problems.push("no next-step link");
  for (const [, , href] of links)
    // An internal path; "#chat" marks the chat's hand-off button (the strategy-call form without JavaScript).
    if (!/^\/[a-z0-9\-/]*(#chat)?$/.test(href!)) problems.push(`link is not an internal path: ${href}`);
  const prose = reply.replace(LINK, "").replace(/\(sample details for this demo\)/gi, "");
  const sentences = prose.split(/(?<=[.!?])\s+/).filter((x) => /[a-z]/i.test(x));
  if (sentences.length > 4) problems.push(`${sentences.length} sentences (at most 4)`);
  return problems;
}
