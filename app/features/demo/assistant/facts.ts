import { catalog, type CatalogItem, type PriceId } from "~/content/catalog";
import { claims } from "~/content/claims";
import { coreAddOns } from "~/content/core-offer";
import { industryPages } from "~/content/industry-pages";
import { faqOf } from "~/content/landing-blocks";
import { landingPages } from "~/content/landing-pages";
import { pricingPlans } from "~/content/catalog/plans";
import { partners } from "~/content/partners";
import { site } from "~/content/site";
import type { DemoIndustryId } from "~/content/demo";
import type { CompanyIntent } from "./intents";
import { formatCents } from "~/lib/money";

/**
 * What the offline assistant knows about the company, as data (docs/decisions/054): each fact is one
 * or two sentences composed from app/content (prices from the catalog, never typed here), with
 * the page that says more and the words a visitor uses for it. FAQ passages from the solution
 * and industry pages are kept as a second, looser source.
 */

export type NextStep = { label: string; href: string };

export type Fact = {
  id: string;
  /** What the fact is about; intents pick facts by topic first, retrieval ranks within. */
  topic: CompanyIntent;
  title: string;
  /** Words a visitor would use (searched with the title and text). */
  keywords: string;
  text: string;
  next: NextStep;
  /** FAQ passages from an industry page only answer in that industry's demo. */
  industry?: DemoIndustryId;
};

export const steps = {
  pricing: { label: "See pricing", href: "/pricing" },
  checkout: { label: "Start checkout", href: "/checkout" },
  coreOffer: { label: "See the packages", href: "/core-offer" },
  call: { label: "Book a free strategy call", href: "/forms/strategy-call" },
  contact: { label: "Contact us", href: "/contact" },
  ebook: { label: "Get the playbook", href: "/ai-ebook" },
  crm: { label: "See CRM integration", href: "/solutions/crm-integration" },
  languages: { label: "See multilingual support", href: "/solutions/multilingual-support" },
  hipaa: { label: "See our HIPAA-compliant solutions", href: "/solutions/hipaa-compliant" },
  whyUs: { label: "See why clients choose us", href: "/why-us" },
} as const satisfies Record<string, NextStep>;

const $ = (id: PriceId) => formatCents(catalog[id].amount);
const monthly = (id: "plan-basic" | "plan-advanced" | "plan-premium") => formatCents(catalog[id].monthlyAfterFirstYear);
const note = (id: PriceId) => (catalog[id] as CatalogItem).priceNote ?? $(id);

const plansFacts: Fact[] = pricingPlans.map((plan) => ({
  id: plan.priceId,
  topic: "price",
  title: `${plan.name} plan price`,
  keywords: `${plan.name} plan pricing page setup fee monthly month properties portfolio ${plan.properties} ${plan.popular ? "most popular" : ""}`,
  text:
    `The ${plan.name} plan on our pricing page has a ${formatCents(plan.setupFee)} setup fee, which includes the first year of maintenance, then ${monthly(plan.priceId as "plan-basic")} a month after the first year. ` +
    `It covers ${plan.properties} properties and includes ${plan.features
      .slice(0, 3)
      .map((f) => f.replace(/^Everything in /, "everything in "))
      .join(", ")}.`,
  next: steps.pricing,
}));

const crmPartners = partners.filter((p) => p === "HubSpot" || p === "Salesforce");

export const facts: Fact[] = [
  {
    id: "main-offer",
    topic: "price",
    title: `${catalog["main-offer"].name} price`,
    keywords: "voice agent implementation one-time single agent cheapest starter 247 own ai voice agent small business",
    text: `Our ${catalog["main-offer"].name} is a one-time ${$("main-offer")}: we design, train and launch a custom AI voice agent for your business that answers every call 24/7. You can add CRM integration (${$("addon-crm")}), multilingual capability (${$("addon-multilingual")}) or SMS (${$("addon-sms")}) at checkout.`,
    next: steps.checkout,
  },
  {
    id: "basic-implementation",
    topic: "price",
    title: `${catalog["basic-implementation"].name} price`,
    keywords: "basic ai implementation package voice agent chatbot core workflows complete setup",
    text: `The ${catalog["basic-implementation"].name} is ${$("basic-implementation")}, added to the voice agent at checkout. ${catalog["basic-implementation"].description}`,
    next: steps.checkout,
  },
  {
    id: "addon-crm",
    topic: "price",
    title: "CRM Integration add-on price",
    keywords: "crm integration add-on addon cost hubspot salesforce",
    text: `CRM integration is a one-time ${$("addon-crm")} add-on, for the voice agent at checkout and for any core-offer package (${note("core-addon-crm")}). It connects your agent to ${crmPartners.join(", ")} or your CRM, so every call and chat is logged, summarised and followed up.`,
    next: steps.checkout,
  },
  {
    id: "addon-multilingual",
    topic: "price",
    title: "Multilingual add-on price",
    keywords: "multilingual capability add-on addon extra language languages cost translation",
    text: `Multilingual capability is a ${$("addon-multilingual")} add-on for the voice agent at checkout; on the core-offer packages it is ${note("core-addon-multilingual")}. It serves customers in their own language with native-quality voices and automatic language detection.`,
    next: steps.checkout,
  },
  {
    id: "addon-sms",
    topic: "price",
    title: "SMS add-on price",
    keywords: "sms integration text messages follow-up add-on addon reminders cost usage",
    text: `SMS integration is a ${$("addon-sms")} add-on for the voice agent; on the core-offer packages, SMS follow-up is ${note("core-addon-sms")}, with message usage billed at cost. It sends confirmations, reminders and follow-ups after every conversation.`,
    next: steps.checkout,
  },
  ...(["core-basic", "core-professional", "core-enterprise"] as const).map((id): Fact => ({
    id,
    topic: "price",
    title: `${catalog[id].name} package price`,
    keywords: `core offer package ${catalog[id].name} setup instagram customer engagement system one-time`,
    text: `Our ${catalog[id].name} customer-engagement package is a one-time ${$(id)} setup, with no long-term contract. ${catalog[id].description}`,
    next: steps.coreOffer,
  })),
  ...plansFacts,
  {
    id: "ebook",
    topic: "price",
    title: "Ebook price",
    keywords: "ebook book playbook ai business partner read guide",
    text: `${catalog.ebook.name.replace(/ \(ebook\)$/, "")} ebook is ${$("ebook")}, with five bonuses: templates, scripts and the client-acquisition system. It comes with a 30-day money-back guarantee.`,
    next: steps.ebook,
  },
  {
    id: "strategy-session",
    topic: "price",
    title: "Paid strategy session price",
    keywords: "paid strategy session deep dive automation architect 60-minute action plan",
    text: `The paid ${catalog["strategy-session"].name} is ${$("strategy-session")}: 60 minutes with an automation architect, followed by a written action plan. If you just want to talk it through first, the 30-minute strategy call is free.`,
    next: steps.checkout,
  },
  {
    id: "price-overview",
    topic: "price",
    title: `How much does ${site.name} cost`,
    keywords: "cost price pricing how much expensive cheap budget plans options overview",
    text: `It depends on what you need: a single AI voice agent is a one-time ${$("main-offer")}, customer-engagement packages run from ${$("core-basic")} to ${$("core-enterprise")} one-time, and our managed plans for multi-site operators start at a ${$("plan-basic")} setup fee. Add-ons such as CRM integration (${$("addon-crm")}) are priced separately.`,
    next: steps.pricing,
  },
  {
    id: "integrations",
    topic: "integration",
    title: "CRM and software integrations",
    keywords: `integrate integration integrations crm connect sync ${partners.join(" ")} calendar software tools api zapier`,
    text: `Yes. Our agents connect to ${crmPartners.join(", ")} or the CRM you already use: contacts and call notes sync automatically, and deals and tasks are created from calls. We also build on ${partners
      .filter((p) => !crmPartners.includes(p as never))
      .slice(0, 4)
      .join(", ")} and more; CRM integration is a one-time ${$("addon-crm")} add-on.`,
    next: steps.crm,
  },
  {
    id: "languages",
    topic: "language",
    title: "Languages the agent speaks",
    keywords: "language languages spanish french german chinese multilingual speak bilingual translate accent",
    text: `Yes. The agent detects the caller's language, Spanish included, and answers in it with a natural voice; it follows the caller if they switch mid-call, on voice, website chat and SMS. On our packages that's ${note("core-addon-multilingual")}; on the single voice agent, multilingual capability is a ${$("addon-multilingual")} add-on.`,
    next: steps.languages,
  },
  {
    id: "hipaa",
    topic: "compliance",
    title: "HIPAA compliance and data security",
    keywords:
      "hipaa compliant compliance phi privacy secure security encryption data gdpr protected health information",
    text: `We build healthcare deployments for HIPAA-compliant workflows: protected health information is encrypted in transit and at rest, access is role-based and logged, and the agent only collects what a task needs. Every plan is secure by design, with audit trails.`,
    next: steps.hipaa,
  },
  {
    id: "setup-time",
    topic: "setup",
    title: "How long setup takes",
    keywords: "setup how long launch go live time weeks days onboarding implementation process start timeline",
    text: `It's done for you: we map your calls and questions, build and train the agent, connect your phone line and tools, and test it before launch. Our Basic Setup launches in 14 days, and most businesses go live within a few weeks, depending on the workflows and integrations; you spend about two hours with us.`,
    next: steps.call,
  },
  {
    id: "refunds",
    topic: "refund",
    title: "Refunds and guarantee",
    keywords: "refund refunds money back guarantee cancel cancellation contract",
    text: `The ebook comes with a 30-day money-back guarantee: email us within 30 days for a full refund. Our core-offer packages are a one-time setup with no long-term contract; for any other order, write to ${site.contact.email} and we'll go through it with you.`,
    next: steps.contact,
  },
  {
    id: "support",
    topic: "support",
    title: "Support, uptime and hours",
    keywords: "support uptime available availability hours open 24/7 reliable sla guarantee downtime",
    text: `Our agents answer 24/7, including holidays, and our client support is available 24/7. Premium plans carry a ${claims.uptime} commitment with round-the-clock priority support.`,
    next: steps.pricing,
  },
  {
    id: "strategy-call",
    topic: "booking",
    title: "Book a free strategy call",
    keywords: "book strategy call demo meeting talk person human sales quote consultation schedule speak someone",
    text: `The best next step is a free 30-minute strategy call: we look at your call volume and workflows and tell you honestly which option pays back fastest. You can also reach us at ${site.contact.email} or ${site.contact.phone}.`,
    next: steps.call,
  },
  {
    id: "company",
    topic: "company",
    title: `What ${site.name} does`,
    keywords: "what do you do who are you company about voxa services offer products build",
    text: `${site.description} We build, train and launch the agents for you, and we're based in ${site.contact.city}.`,
    next: steps.whyUs,
  },
  {
    id: "results",
    topic: "results",
    title: "Results clients see",
    keywords: "results roi savings save money worth it benefits proof reviews clients case",
    text: `Clients see ${claims.costReduction}, ${claims.routineCalls.toLowerCase()} and ${claims.shorterWaits.toLowerCase()}. We're ${claims.trustedBy.toLowerCase()}, rated ${claims.rating}.`,
    next: steps.whyUs,
  },
];

/** Up to two sentences of a passage, so a retrieved FAQ answer stays short. */
function firstSentences(text: string, n = 2) {
  return (text.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [text]).slice(0, n).join("").trim();
}

/** FAQ passages from the solution and industry pages: the looser source behind the facts. */
export const faqFacts: Fact[] = [
  ...landingPages.flatMap((page) =>
    faqOf(page).map((f, i): Fact => ({
      id: `faq:${page.path}:${i}`,
      topic: "company",
      title: f.question,
      keywords: page.hero.title,
      text: firstSentences(f.answer),
      next: { label: `Read more on ${page.hero.title.split(":")[0]!.trim()}`, href: page.path },
    })),
  ),
  ...industryPages.flatMap((page) =>
    page.faq.map((f, i): Fact => ({
      id: `faq:${page.path}:${i}`,
      topic: "company",
      title: f.question,
      keywords: "",
      text: firstSentences(f.answer),
      next: { label: "See how it works for your industry", href: page.path },
      industry: page.slug as DemoIndustryId,
    })),
  ),
];

/** Every dollar amount the catalog and the pricing page can state: the only prices an answer may name. */
export const knownPrices: Set<string> = new Set(
  [
    ...(Object.values(catalog) as CatalogItem[]).flatMap((item) => [
      formatCents(item.amount),
      ...(item.monthlyAfterFirstYear ? [formatCents(item.monthlyAfterFirstYear)] : []),
      ...(item.priceNote?.match(/\$[\d,.]+/g) ?? []),
    ]),
    ...pricingPlans.flatMap((p) => p.savings.match(/\$[\d,.]+/g) ?? []),
    ...coreAddOns.items.flatMap((a) => a.price.match(/\$[\d,.]+/g) ?? []),
  ].map((p) => p.replace(/\.00$/, "")),
);
