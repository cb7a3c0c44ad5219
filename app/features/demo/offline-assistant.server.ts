import { catalog, type CatalogItem } from "~/content/catalog";
import { claims } from "~/content/claims";
import { coreAddOns, corePlans } from "~/content/core-offer";
import { demoIndustries, demoIndustry, type DemoIndustryId } from "~/content/demo";
import { firstMessages, sampleAnswers } from "~/content/demo-assistant";
import { industryPages } from "~/content/industry-pages";
import { faqOf } from "~/content/landing";
import { landingPages } from "~/content/landing-pages";
import { pricingFaq, pricingIncluded, pricingPlans } from "~/content/pricing";
import { site } from "~/content/site";
import { formatCents } from "~/lib/money";

/**
 * The built-in assistant used when no language model is configured (docs/decisions/031):
 * it answers from the site's own content — the demo's industry answers, pricing and the
 * catalog, solution and industry pages and their FAQs — with plain keyword retrieval
 * (TF-IDF over short passages). Deterministic, instant and free; clearly labelled as
 * offline demo mode by the page.
 */

type Passage = { title: string; text: string; href?: string; industry?: DemoIndustryId; boost?: number };

const STOP = new Set(
  (
    "a an and are as at be but by can could do does for from has have how i if in into is it its me my of on or our so that the " +
    "their them then there these they this to us was we what when where which who why will with would you your yours about also any " +
    "get got just like more most need should than too very want tell please much many some"
  ).split(" "),
);

export function tokenize(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .match(/[a-z0-9$]+/g) ?? []
  )
    .map((w) => (w.length > 4 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w))
    .filter((w) => w.length > 1 && !STOP.has(w));
}

const price = (item: CatalogItem) =>
  item.priceNote ??
  (item.monthlyAfterFirstYear
    ? `${formatCents(item.amount)} setup, then ${formatCents(item.monthlyAfterFirstYear)} a month after the first year`
    : formatCents(item.amount));

function buildPassages(): Passage[] {
  const out: Passage[] = [];
  for (const industry of demoIndustries) {
    industry.sampleQuestions.forEach((question, n) =>
      out.push({ title: question, text: sampleAnswers[industry.id][n]!, industry: industry.id, boost: 1.5 }),
    );
    out.push({
      title: `How the ${industry.label.toLowerCase()} assistant works`,
      text: `In ${industry.label.toLowerCase()}, our assistant is set up like this: ${industry.defaultPrompt.replace(/^You are /, "it acts as ")}`,
      industry: industry.id,
    });
  }
  for (const item of Object.values(catalog) as CatalogItem[]) {
    out.push({
      title: `${item.name} price`,
      text: `${item.name} costs ${price(item)}. ${item.description}`,
      href: item.kind === "plan" ? "/pricing" : "/checkout",
    });
  }
  for (const plan of pricingPlans) {
    out.push({
      title: `${plan.name} plan pricing`,
      text: `The ${plan.name} plan (${plan.subtitle.toLowerCase()}) has a ${formatCents(plan.setupFee)} setup fee, then ${formatCents(plan.monthlyAfterFirstYear)} a month after the first year, for ${plan.properties} properties, with claimed savings of ${plan.savings} a year. ${plan.description} It includes: ${plan.features.join("; ")}.`,
      href: "/pricing",
    });
  }
  for (const item of pricingIncluded.items)
    out.push({
      title: item.title,
      text: `Every plan includes ${item.title.toLowerCase()}: ${item.description}`,
      href: "/pricing",
    });
  for (const f of pricingFaq) out.push({ title: f.question, text: f.answer, href: "/pricing", boost: 1.2 });
  for (const card of [...corePlans.items, ...coreAddOns.items]) {
    out.push({
      title: card.title,
      text: `${card.title} (${card.price}${card.priceDetail ? `, ${card.priceDetail}` : ""}): ${card.description} Includes ${card.features.join("; ")}.`,
      href: "/core-offer",
    });
  }
  for (const page of landingPages) {
    out.push({ title: page.hero.title, text: `${page.hero.title}. ${page.hero.subtitle}`, href: page.path });
    for (const block of page.blocks) {
      if (block.kind === "features" || block.kind === "problems") {
        for (const f of block.items)
          out.push({ title: f.title, text: `${f.title}: ${f.description}`, href: page.path });
      } else if (block.kind === "steps") {
        out.push({
          title: block.title,
          text: `${block.title}: ${block.steps.map((s, i) => `${i + 1}. ${s.title}: ${s.description}`).join(" ")}`,
          href: page.path,
        });
      }
    }
    for (const f of faqOf(page)) out.push({ title: f.question, text: f.answer, href: page.path, boost: 1.2 });
  }
  for (const page of industryPages) {
    const industry = page.slug as DemoIndustryId;
    out.push({ title: page.hero.title, text: `${page.hero.title}. ${page.hero.subtitle}`, href: page.path, industry });
    for (const f of page.useCases.items)
      out.push({ title: f.title, text: `${f.title}: ${f.description}`, href: page.path, industry });
    for (const f of page.faq) out.push({ title: f.question, text: f.answer, href: page.path, industry, boost: 1.2 });
  }
  out.push({
    title: `Results clients see with ${site.name}`,
    text: `Results clients see: ${Object.values(claims).join("; ")}.`,
    href: "/why-us",
  });
  out.push({
    title: `Contact ${site.name}`,
    text: `You can reach ${site.name} at ${site.contact.email} or ${site.contact.phone}; we are based in ${site.contact.city}. You can also book a free 30-minute strategy call from any page.`,
    href: "/contact",
  });
  return out;
}

type Index = { passages: Passage[]; terms: Map<string, number>[]; idf: Map<string, number> };
let index: Index | null = null;

function getIndex(): Index {
  if (index) return index;
  const passages = buildPassages();
  const terms = passages.map((p) => {
    const counts = new Map<string, number>();
    // Titles say what a passage is about: they count double.
    for (const t of [...tokenize(p.title), ...tokenize(p.title), ...tokenize(p.text)])
      counts.set(t, (counts.get(t) ?? 0) + 1);
    return counts;
  });
  const df = new Map<string, number>();
  for (const counts of terms) for (const t of counts.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = new Map([...df].map(([t, n]) => [t, Math.log(1 + passages.length / n)]));
  index = { passages, terms, idf };
  return index;
}

export function search(query: string, industry?: DemoIndustryId, limit = 2): { passage: Passage; score: number }[] {
  const { passages, terms, idf } = getIndex();
  const q = [...new Set(tokenize(query))];
  if (!q.length) return [];
  return passages
    .map((passage, i) => {
      const counts = terms[i]!;
      let score = 0;
      let matched = 0;
      for (const t of q) {
        const tf = counts.get(t);
        if (!tf) continue;
        matched++;
        score += (1 + Math.log(tf)) * (idf.get(t) ?? 0);
      }
      // Passages that cover more of the question beat ones that repeat one word.
      score *= matched / q.length;
      score *= passage.boost ?? 1;
      if (industry && passage.industry === industry) score *= 1.3;
      else if (passage.industry && industry && passage.industry !== industry) score *= 0.8;
      return { passage, score };
    })
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
const GREETING = /^(hi|hello|hey|good (morning|afternoon|evening)|howdy|hiya|yo)\b[\s!.,]*$/i;
const THANKS = /^(thanks|thank you|thx|cheers|great|perfect|ok|okay)\b[\s!.,]*$/i;

export const OFFLINE_MIN_SCORE = 1.2;

/** One reply of the offline assistant to the visitor's message. */
export function answerOffline(input: { prompt: string; industry?: DemoIndustryId }): string {
  const prompt = input.prompt.trim();
  const industry = demoIndustry(input.industry);
  if (GREETING.test(prompt)) return firstMessages[industry.id];
  if (THANKS.test(prompt))
    return `You're welcome! Is there anything else I can help with? You can also ask how ${site.name} would set up an assistant like me for your business.`;

  for (const i of demoIndustries) {
    const n = i.sampleQuestions.findIndex((q) => normalise(q) === normalise(prompt));
    if (n !== -1) return sampleAnswers[i.id][n]!;
  }

  const hits = search(prompt, industry.id).filter((h) => h.score >= OFFLINE_MIN_SCORE);
  if (!hits.length) {
    return `I'm answering in offline demo mode, so I can only draw on what's on this site. Try asking about our pricing, how a voice agent handles ${industry.label.toLowerCase()} calls, CRM integration or the results clients see, or pick one of the sample questions.`;
  }
  const [best, second] = hits;
  const parts = [best!.passage.text];
  // A second passage only when it is nearly as relevant and says something different.
  if (second && second.score >= best!.score * 0.75 && second.passage.text !== best!.passage.text)
    parts.push(second.passage.text);
  const href = best!.passage.href;
  if (href && !best!.passage.industry) parts.push(`You can read more at ${href}.`);
  return parts.join("\n\n");
}

/** Splits a reply into word-sized pieces (keeping spaces and newlines) for a token-by-token stream. */
export function tokensOf(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}
