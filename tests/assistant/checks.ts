import { catalog, type CatalogItem } from "../../app/content/catalog";
import { pricingPlans } from "../../app/content/catalog/plans";
import { demoIndustries, type DemoIndustryId } from "../../app/content/demo";
import { business } from "../../app/content/business";
import { ebookFaq, ebookListedValue } from "../../app/content/ebook";
import { sampleProfiles } from "../../app/features/demo/assistant/roles";
import { formatCents } from "../../app/lib/money";
import type { Expect, HeldOutCase, SavedBusiness } from "./heldout/types";

/**
 * The checks of the assistant's bench (issue 41, docs/decisions/099): a case's own expectations
 * (`all`, `any`, `none`, `link`, `firstSentence`, case-insensitive regular expressions) and the
 * rules every answer keeps: no instruction text, links only to our own pages (at most two), no
 * raw path, no price outside the catalog (in role: none but the business's own, unless the answer
 * steps out of the role), no other industry's words in role, and for a saved business nothing of
 * the sample profile.
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
  /<\/?(facts|business_details|customization|sample_profile)>/i,
];

/** Words that belong to one demo industry's material only (checked in role). */
export const INDUSTRY_TERMS: Record<DemoIndustryId, RegExp> = {
  healthcare: /\b(patients?|doctors?|clinic|check-?ups?|clinicians?|insurance|EHR)\b/i,
  restaurants: /\b(menu|takeout|gluten|kitchen|patio)\b/i,
  hospitality: /\b(hotel|concierge|room service|itinerary|late checkout|trattoria)\b/i,
  transportation: /\b(shipments?|dispatch|drivers?|airport|tracking number)\b/i,
  finance: /\b(loans?|advisors?|wire transfers?|banker)\b/i,
  real_estate: /\b(lease|tenants?|viewings?|two-bedroom|landlords?|property management)\b/i,
};

const AMOUNT = /\$\d{1,3}(?:,\d{3})*(?:\.\d+)?|\$\d+(?:\.\d+)?/g;
const cents = (amount: string) => Math.round(Number(amount.replace(/[$,]/g, "")) * 100);

/** Every price the catalog, the pricing page and the ebook offer state, in cents. */
export const CATALOG_CENTS = new Set([
  ...(Object.values(catalog) as CatalogItem[]).flatMap((i) => [
    i.amount,
    ...(i.monthlyAfterFirstYear ? [i.monthlyAfterFirstYear] : []),
    ...(i.priceNote?.match(AMOUNT) ?? []).map(cents),
  ]),
  ...pricingPlans.flatMap((p) => (p.savings.match(AMOUNT) ?? []).map(cents)),
  ebookListedValue,
  // Who the ebook is for, in the ebook page's own amounts ($5,000+ a month, $250,000 a year).
  ...ebookFaq.flatMap((f) => (f.answer.match(AMOUNT) ?? []).map(cents)),
  // What recurs after a one-time purchase, as the pricing page states it (issue 42).
  ...Object.values(business.running).filter((v): v is number => typeof v === "number"),
]);
export const CATALOG_PRICES = new Set([...CATALOG_CENTS].map((c) => formatCents(c).replace(/\.00$/, "")));

const LINK = /\[([^\]]+)\]\(([^)]*)\)/g;
const RAW_PATH = /(?<!\]\()(?<![\w/.:])\/[a-z][a-z0-9\-/]*/i;
const STEP_OUT = /Stepping out of the role/i;

const re = (source: string) => new RegExp(source, "i");
const shownText = (reply: string) => reply.replace(LINK, "$1");

/** The answer's first sentence, as a visitor reads it. */
export const firstSentenceOf = (reply: string) =>
  shownText(reply)
    .trim()
    .split(/(?<!\b(?:Dr|Mr|Mrs|Ms|St|Ave|Rd|No|Inc|Ltd|Co|vs|etc|e\.g|i\.e|a\.m|p\.m)\.)(?<=[.!?])\s+|\n+/)[0] ?? "";

/** The visitor's own words about their business: amounts there may be quoted back. */
const businessText = (b: SavedBusiness | undefined) =>
  b
    ? [
        b.businessName,
        ...(b.keyServices ?? []),
        b.hours,
        b.address,
        b.phone,
        b.payment,
        b.prices,
        b.policies,
        b.urgent,
      ].join("\n")
    : "";

/** What the sample business says that a saved business must never be given. */
function sampleValues(industry: DemoIndustryId): string[] {
  const s = sampleProfiles[industry];
  return [s.address.split(",")[0]!, s.phone, s.hours.split(",")[0]!, "sample details for this demo"];
}

function expectProblems(expect: Expect, reply: string): string[] {
  const problems: string[] = [];
  const text = shownText(reply);
  for (const p of expect.all ?? []) if (!re(p).test(text)) problems.push(`missing /${p}/`);
  if (expect.any?.length && !expect.any.some((p) => re(p).test(text)))
    problems.push(`none of ${expect.any.map((p) => `/${p}/`).join(" ")}`);
  for (const p of expect.none ?? []) if (re(p).test(text)) problems.push(`contains /${p}/: "${text.match(re(p))![0]}"`);
  const first = firstSentenceOf(reply);
  for (const p of expect.firstSentence ?? []) if (!re(p).test(first)) problems.push(`first sentence lacks /${p}/`);
  if (expect.link) {
    const hrefs = [...reply.matchAll(LINK)].map((m) => m[2]!);
    if (!hrefs.some((h) => h.startsWith(expect.link!)))
      problems.push(`no link to ${expect.link} (links: ${hrefs.join(", ") || "none"})`);
  }
  return problems;
}

function globalProblems(c: HeldOutCase, reply: string): string[] {
  const problems: string[] = [];
  const text = shownText(reply);
  // The business's own saved words ("Never give your PIN to anyone") are not leaked instructions.
  const saved = Object.values(c.business ?? {}).flatMap((v) => (typeof v === "string" ? v.split(/(?<=[.!?])\s+/) : []));
  const unquoted = saved.reduce((r, s) => (s.length > 12 ? r.split(s).join(" ") : r), reply);
  for (const p of INSTRUCTION_TEXT) if (p.test(unquoted)) problems.push(`instruction text ${String(p)}`);
  for (const industry of demoIndustries)
    for (const sentence of industry.defaultPrompt.split(/(?<=[.!?])\s+/))
      if (sentence.length > 25 && reply.includes(sentence)) problems.push(`quotes the ${industry.id} instructions`);
  const raw = reply.replace(LINK, "").match(RAW_PATH);
  if (raw) problems.push(`raw path ${raw[0]}`);
  const links = [...reply.matchAll(LINK)];
  if (links.length > 2) problems.push(`${links.length} links (at most two next steps)`);
  for (const [, , href] of links)
    if (!/^\/[a-z0-9\-/]*(#[a-z-]+)?$/.test(href!)) problems.push(`link is not an internal path: ${href}`);
  const own = new Set((businessText(c.business).match(AMOUNT) ?? []).map(cents));
  const steppedOut = STEP_OUT.test(reply);
  for (const amount of reply.match(AMOUNT) ?? []) {
    const value = cents(amount);
    if (c.role === "caller" && !own.has(value) && !steppedOut) problems.push(`names a price in role: ${amount}`);
    else if (!CATALOG_CENTS.has(value) && !own.has(value)) problems.push(`price not in the catalog: ${amount}`);
  }
  if (c.role === "caller" && !steppedOut)
    for (const industry of demoIndustries)
      if (
        industry.id !== c.industry &&
        INDUSTRY_TERMS[industry.id].test(text) &&
        !INDUSTRY_TERMS[industry.id].test(businessText(c.business))
      )
        problems.push(`${industry.id} material in role: ${text.match(INDUSTRY_TERMS[industry.id])![0]}`);
  if (c.business)
    for (const value of sampleValues(c.industry))
      if (
        text.toLowerCase().includes(value.toLowerCase()) &&
        !businessText(c.business).toLowerCase().includes(value.toLowerCase())
      )
        problems.push(`sample profile detail for a saved business: "${value}"`);
  return problems;
}

/** Everything wrong with one answer of a case's turn; empty when it passes. */
export function checkTurn(c: HeldOutCase, turn: number, reply: string): string[] {
  return [...expectProblems(c.turns[turn]!.expect, reply), ...globalProblems(c, reply)];
}
