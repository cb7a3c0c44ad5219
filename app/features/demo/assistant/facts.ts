import { catalog, type CatalogItem, type PriceId } from "~/content/catalog";
import { maintenanceNote, pricingFaq, pricingPlans } from "~/content/catalog/plans";
import { afterOneTime, runningCosts, waysToBuy } from "~/content/catalog/ways-to-buy";
import { business } from "~/content/business";
import { addOnCards, mainOfferCard, paidSession } from "~/content/checkout-page";
import { claims } from "~/content/claims";
import { officeHours } from "~/content/contact";
import { coreAddOns, corePlans } from "~/content/core-offer";
import type { DemoIndustryId } from "~/content/demo";
import { ebookBonuses, ebookFaq, ebookListedValue, ebookOffer } from "~/content/ebook";
import { industryPages } from "~/content/industry-pages";
import { faqOf } from "~/content/landing-blocks";
import { landingPages } from "~/content/landing-pages";
import { refundPolicyPage } from "~/content/legal/refund-policy";
import { securityFacts, securityPage } from "~/content/legal/security";
import { privacyPage } from "~/content/legal/privacy";
import { affiliateDefaults, termsPage } from "~/content/legal/terms";
import { roiPage } from "~/content/leads";
import { buildTimelines, nextStepsCopy } from "~/content/onboarding";
import { partners } from "~/content/partners";
import { practiceAnswers } from "~/content/practice-answers";
import { payoutCopy } from "~/content/affiliate";
import { site } from "~/content/site";
import { formatCents } from "~/lib/money";
import type { NextStep } from "./types";

/**
 * What the assistant knows about the company, as data (docs/decisions/054, 099): each fact is one to
 * three sentences composed from app/content — every amount from the catalog, every promise quoted
 * from the page that makes it — with the one page that says more. `keywords` are the words a buyer
 * uses for it (retrieval reads them with the title and text). A fact is never typed here when a
 * content file states it: when the content changes, the answer follows.
 */

export type Topic =
  | "price"
  | "integration"
  | "language"
  | "compliance"
  | "setup"
  | "refund"
  | "contract"
  | "support"
  | "booking"
  | "company"
  | "results"
  | "product"
  | "objection"
  | "offer"
  | "faq";

export type Fact = {
  id: string;
  topic: Topic;
  title: string;
  keywords: string;
  text: string;
  next: NextStep;
  /** FAQ passages from an industry page only answer in that industry's demo. */
  industry?: DemoIndustryId;
};

export type { NextStep };

/** One item of a privacy policy section, by its term ("Chat messages" under "demo"). */
const privacyItem = (section: string, term: string) =>
  (privacyPage.sections.find((s) => s.id === section)?.items ?? [])
    .map((i) => (typeof i === "string" ? { term: "", text: i } : i))
    .find((i) => i.term === term)?.text ?? "";

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
  security: { label: "Read how we protect data", href: "/security" },
  refunds: { label: "Read the refund policy", href: "/refund-policy" },
  terms: { label: "Read the terms", href: "/terms" },
  whyUs: { label: "See why clients choose us", href: "/why-us" },
  voiceAgents: { label: "See AI voice agents", href: "/voice-agents" },
  chatbots: { label: "See AI chatbots", href: "/solutions/ai-chatbots" },
  pilot: { label: "Apply for the pilot program", href: "/forms/pilot-program" },
  affiliate: { label: "See the affiliate program", href: "/affiliate-program" },
  roi: { label: "Calculate your savings", href: "/roi-calculator" },
  solutions: { label: "See all solutions", href: "/solutions" },
  demo: { label: "Try the demo as a caller", href: "/demo" },
  hear: { label: "Hear a sample call", href: "/demo#sample-calls" },
  sessionCheckout: { label: "Book a paid strategy session", href: "/checkout" },
} as const satisfies Record<string, NextStep>;

const $ = (id: PriceId) => formatCents(catalog[id].amount);
const note = (id: PriceId) => (catalog[id] as CatalogItem).priceNote ?? $(id);
/** A content line inside a sentence: "Natural voice" → "natural voice", but "HubSpot" and "AI agents" stay. */
export const lower = (s: string) =>
  /^[A-Z][a-z]*\b/.test(s) &&
  !/^([A-Z][a-z]+[A-Z]|Instagram|Google|Microsoft|English|Spanish|Stripe|Zapier|Twilio)/.test(s)
    ? s.charAt(0).toLowerCase() + s.slice(1)
    : s;
/** "a, b and c". */
export const listOf = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
/** A content FAQ's answer by its question (the page's own words). */
const faqAnswer = (path: string, question: RegExp) => {
  const page = landingPages.find((p) => p.path === path);
  return (page ? faqOf(page) : []).find((f) => question.test(f.question))?.answer ?? "";
};
const firstSentences = (text: string, n = 2) =>
  (text.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [text]).slice(0, n).join("").trim();

/** Named CRMs the site states; the rest of `partners` are the platforms we build on. */
export const crmNames = partners.filter((p) => p === "HubSpot" || p === "Salesforce");
export const platformNames = partners.filter((p) => !crmNames.includes(p as never));

const corePlan = (id: PriceId) => corePlans.items.find((p) => p.priceId === id)!;
const coreAddOn = (id: PriceId) => coreAddOns.items.find((a) => a.priceId === id)!;
const addOnCard = (id: PriceId) => addOnCards.find((a) => a.priceId === id)!;

/**
 * What recurs, as a clause: the pricing page's "Phone line: $15 a month" reads "$15 a month for the
 * phone line", "From month 13: …" reads "from month 13, …".
 */
export function recursText(items: readonly string[]): string {
  return listOf(
    items.map((item) => {
      const m = /^([^:$]{1,40}): (.+)$/.exec(item);
      if (!m) return lower(item);
      const [, label, value] = m;
      if (/^from\b/i.test(label!)) return `${lower(label!)}, ${value}`;
      if (/^talk time$/i.test(label!)) return `${value} of talk time`;
      return `${value} for ${/^(texts|lines)/i.test(label!) ? "" : "the "}${lower(label!)}`;
    }),
  );
}

/** The three ways to buy, side by side (the pricing page's one price story): what is paid once and what recurs. */
const schemes = `There are three ways to buy. ${waysToBuy.ways
  .map(
    (w) =>
      `${w.name}: ${w.once} ${w.onceDetail}; then ${recursText(w.recurs)}${/^No per-minute/.test(w.recursNote) ? "" : ", billed monthly at cost"}.`,
  )
  .join(" ")}`;

/** What the running costs after a one-time purchase are, in the pricing page's words. */
export const runningText = afterOneTime;
export { runningCosts };

const productFacts: Fact[] = [
  {
    id: "price-overview",
    topic: "price",
    title: `How much ${site.name} costs: one-time and recurring`,
    keywords: "cost price pricing how much expensive cheap budget plans options overview one-time recurring monthly",
    text: schemes,
    next: steps.pricing,
  },
  {
    id: "main-offer",
    topic: "price",
    title: `${catalog["main-offer"].name} price`,
    keywords:
      "voice agent implementation one-time single agent cheapest starter entry 247 own ai receptionist small business",
    text: `The ${catalog["main-offer"].name} is a one-time ${$("main-offer")}: ${lower(mainOfferCard.description.replace(/\.$/, ""))}: a custom agent trained on your services, prices and FAQs, answering 24/7, with ${lower(mainOfferCard.features.at(-1)!)}. Add CRM (${$("addon-crm")}), multilingual (${$("addon-multilingual")}) or SMS (${$("addon-sms")}) at checkout.`,
    next: steps.checkout,
  },
  {
    id: "main-offer-includes",
    topic: "price",
    title: `What the ${$("main-offer")} ${catalog["main-offer"].name} includes`,
    keywords: "what is included includes get what do i get features entry offer 247",
    text: `For the one-time ${$("main-offer")} you get: ${listOf(mainOfferCard.features.map(lower))}.`,
    next: steps.checkout,
  },
  {
    id: "main-offer-recurring",
    topic: "price",
    title: `Is the ${$("main-offer")} one-time or monthly`,
    keywords: "one-time monthly recurring subscription ongoing running costs after 247 hidden fees",
    text: `The ${$("main-offer")} is charged once at checkout, not monthly, and so are its add-ons. ${afterOneTime}`,
    next: steps.pricing,
  },
  {
    id: "basic-implementation",
    topic: "price",
    title: `${catalog["basic-implementation"].name} price`,
    keywords: "basic ai implementation package voice agent chatbot core workflows complete setup",
    text: `The ${catalog["basic-implementation"].name} is a one-time ${$("basic-implementation")}, added to the voice agent at checkout: ${listOf(addOnCard("basic-implementation").features.map(lower))}.`,
    next: steps.checkout,
  },
  {
    id: "addon-crm",
    topic: "price",
    title: "CRM Integration add-on price",
    keywords: "crm integration add-on addon cost hubspot salesforce",
    text: `CRM integration is a one-time ${$("addon-crm")} add-on, for the voice agent at checkout and for any package (${note("core-addon-crm")}): ${listOf(addOnCard("addon-crm").features.map(lower))}.`,
    next: steps.checkout,
  },
  {
    id: "addon-multilingual",
    topic: "price",
    title: "Multilingual add-on price",
    keywords: "multilingual capability add-on addon extra language languages cost translation",
    text: `Multilingual capability is a one-time ${$("addon-multilingual")} add-on for the voice agent at checkout; on the customer-engagement packages it is ${note("core-addon-multilingual")}. ${coreAddOn("core-addon-multilingual").charge}`,
    next: steps.checkout,
  },
  {
    id: "addon-sms",
    topic: "price",
    title: "SMS add-on price",
    keywords: "sms integration text messages follow-up add-on addon reminders cost usage",
    text: `SMS integration is a one-time ${$("addon-sms")} add-on for the voice agent (${listOf(addOnCard("addon-sms").features.map(lower))}); on the packages, SMS follow-up is ${note("core-addon-sms")}, with message usage billed at cost, no markup.`,
    next: steps.checkout,
  },
  {
    id: "add-ons",
    topic: "price",
    title: "Add-ons and their prices",
    keywords: "add-ons addons extras options upgrades what can i add",
    text: `Add-ons are one-time: with the voice agent, the ${catalog["basic-implementation"].name} ${$("basic-implementation")}, CRM integration ${$("addon-crm")}, multilingual ${$("addon-multilingual")} and SMS ${$("addon-sms")}; with a package, multilingual ${note("core-addon-multilingual")}, CRM ${note("core-addon-crm")} and SMS follow-up ${note("core-addon-sms")}.`,
    next: steps.checkout,
  },
  ...(["core-basic", "core-professional", "core-enterprise"] as const).map((id): Fact => ({
    id,
    topic: "price",
    title: `${catalog[id].name} package price`,
    keywords: `core offer package ${catalog[id].name} setup instagram customer engagement system one-time`,
    text: `${catalog[id].name} is a one-time ${$(id)} customer-engagement package (${corePlans.intro.split(".")[0]!.toLowerCase()}): ${listOf(corePlan(id).features.slice(0, 4).map(lower))}.`,
    next: steps.coreOffer,
  })),
  {
    id: "core-packages",
    topic: "price",
    title: "Customer-engagement packages compared",
    keywords: "core offer packages compare customer engagement instagram basic setup professional enterprise",
    text: `The customer-engagement packages are one-time setups with no long-term contract: Basic Setup ${$("core-basic")} (${lower(corePlan("core-basic").features[0]!)}), Professional ${$("core-professional")} (adds ${lower(corePlan("core-professional").features[1]!)} and ${lower(corePlan("core-professional").features[2]!)}) and Enterprise ${$("core-enterprise")} (adds ${lower(corePlan("core-enterprise").features[1]!)} and ${lower(corePlan("core-enterprise").features[3]!)}).`,
    next: steps.coreOffer,
  },
  ...pricingPlans.map((p): Fact => ({
    id: p.priceId,
    topic: "price",
    title: `${p.name} plan price`,
    keywords: `${p.name} plan pricing page setup fee monthly month locations properties portfolio ${p.properties} ${p.popular ? "most popular" : ""}`,
    text:
      `The ${p.name} plan has a ${formatCents(p.setupFee)} setup fee that includes the first year of maintenance, then ${formatCents(p.monthlyAfterFirstYear)} a month after the first year, for ${p.properties} locations${p.popular ? " (our most popular plan)" : ""}. ` +
      `It includes ${listOf(p.features.slice(0, 3).map((f) => lower(f)))}.`,
    next: steps.pricing,
  })),
  {
    id: "plans",
    topic: "price",
    title: "Managed plans compared",
    keywords: "plans pricing page basic advanced premium locations properties portfolio compare difference monthly",
    text: `Our managed plans are sized by the locations you run: ${pricingPlans.map((p) => `${p.name} ${formatCents(p.setupFee)} setup, then ${formatCents(p.monthlyAfterFirstYear)} a month (${p.properties} locations)`).join("; ")}. ${maintenanceNote} in every setup fee.`,
    next: steps.pricing,
  },
  {
    id: "plans-recurring",
    topic: "price",
    title: "What the plans cost after the first year",
    keywords: "after first year monthly fee recurring ongoing subscription per month renewal year two",
    text: `${pricingFaq.find((f) => /after the first year/i.test(f.question))!.answer}`,
    next: steps.pricing,
  },
  {
    id: "plans-upgrade",
    topic: "price",
    title: "Changing or upgrading a plan",
    keywords: "upgrade change plan move up grow switch plans downgrade",
    text: firstSentences(pricingFaq.find((f) => /change plans/i.test(f.question))!.answer, 3),
    next: steps.pricing,
  },
  {
    id: "setup-fee",
    topic: "price",
    title: "What the setup fee covers",
    keywords: "setup fee covers include what does the setup fee",
    text: `The managed plans' setup fee (${$("plan-basic")} to ${$("plan-premium")}) covers ${lower(pricingFaq.find((f) => /setup fee cover/i.test(f.question))!.answer.replace(/^Everything needed to go live: /, "everything needed to go live: "))}`,
    next: steps.pricing,
  },
  {
    id: "ebook",
    topic: "offer",
    title: "Ebook price",
    keywords: "ebook book playbook ai business partner read guide",
    text: `${catalog.ebook.name.replace(/ \(ebook\)$/, "")} ebook is ${$("ebook")}, a one-time payment (listed value ${formatCents(ebookListedValue)}: the book plus ${ebookBonuses.length} bonuses such as templates, scripts and the client-acquisition system), with a 30-day money-back guarantee. ${ebookOffer.intro}`,
    next: steps.ebook,
  },
  {
    id: "ebook-fit",
    topic: "offer",
    title: "Who the ebook is for and how fast it works",
    keywords: "ebook playbook who is it for results how quickly right for my business technical skills",
    text: `${ebookFaq.find((f) => /who is this offer for/i.test(f.question))!.answer} ${ebookFaq.find((f) => /right for my business/i.test(f.question))!.answer} ${firstSentences(ebookFaq.find((f) => /how quickly/i.test(f.question))!.answer, 1)}`,
    next: steps.ebook,
  },
  {
    id: "ebook-delivery",
    topic: "offer",
    title: "Getting the ebook after buying it",
    keywords: "download link expired access get the ebook receive email delivered",
    text: `${termsEbook().split(". ").slice(1, 2).join("")}. ${ebookHelp()}`,
    next: steps.contact,
  },
  {
    id: "strategy-session",
    topic: "offer",
    title: "Paid strategy session price",
    keywords: "paid strategy session deep dive automation architect 60-minute action plan 250",
    text: `The paid ${catalog["strategy-session"].name} is ${$("strategy-session")}: ${lower(paidSession.text.split(". ")[0]!)}. Cancel 24 hours or more before it for a full refund; the 30-minute strategy call is free.`,
    next: steps.sessionCheckout,
  },
];

// ---------------------------------------------------------------------------------------------
// After paying, go-live days, your time (app/content/onboarding.ts)

/** The builds with a kickoff call, in the order the pricing page shows them. */
export const TIMELINE_GROUPS: { label: string; ids: PriceId[] }[] = [
  { label: `the ${$("main-offer")} voice agent is live in`, ids: ["main-offer"] },
  { label: "the setup packages in", ids: ["core-basic", "core-professional", "core-enterprise"] },
  { label: "the managed plans in", ids: ["plan-basic", "plan-advanced", "plan-premium"] },
];

/** "the Professional package", "the Advanced plan", "the $247 voice agent". */
export const offerName = (id: PriceId) =>
  id === "main-offer"
    ? `the ${$("main-offer")} voice agent`
    : id.startsWith("plan-")
      ? `the ${catalog[id].name} plan`
      : id.startsWith("core-")
        ? `the ${catalog[id].name} package`
        : catalog[id].name;

/** "we need an hour of your time and a few answers": the success page's own words. */
const yourTime = `${nextStepsCopy.intro.replace(/^Three steps to a live agent\. /, "")}`;
/** "an hour with the specialist who builds your agent" */
const kickoffHour = /: (an hour[^.]+)\./.exec(nextStepsCopy.steps.kickoff.pending)?.[1] ?? "an hour";
const kickoffLine = `The kickoff call is ${kickoffHour}.`;
const formFields = nextStepsCopy.form.fields;
const formLine = `Before it, a short form ("${nextStepsCopy.form.title}") asks for ${listOf([formFields.services.label, formFields.hours.label].map(lower).concat(`the ${lower(formFields.software.label)}`))}: ${lower(nextStepsCopy.form.intro.split(". ")[0]!.replace("here", "there"))}.`;

/** When a build is ready to test and live, counted from the kickoff call. */
export function timelineText(id: PriceId, only?: "test" | "live"): string | null {
  const t = buildTimelines[id];
  if (!t) return null;
  const after = (text: string) => text.replace(/:.*$/, "");
  const test = `ready to test ${after(nextStepsCopy.steps.test.undated(t.testDays))}`;
  const live = `live on your line ${after(nextStepsCopy.steps.live.undated(t.liveDays))}`;
  const name = offerName(id);
  const who = name.charAt(0).toUpperCase() + name.slice(1);
  if (only === "test")
    return `${who} is ${test} (you call it yourself and tell us what to change), and live on your line after ${t.liveDays}.`;
  return `${who} is ${live}; you can test it yourself after ${t.testDays}.`;
}

/** What happens after paying for a build: the receipt, the kickoff call, the form, the days to test and go live. */
export function afterPaying(id: PriceId): string {
  return `After you pay, your receipt comes by email and you book your kickoff call: ${kickoffHour}. ${formLine} ${timelineText(id) ?? ""} ${yourTime}`
    .replace(/\s+/g, " ")
    .trim();
}

/** Prices before sales tax (the pricing page's note). */
const salesTaxText = `${waysToBuy.note.split(/(?<=\.)\s/)[0]!.replace(/^Prices in/, "Our prices are in")} Any sales tax that applies comes on top of the listed price.`;

const perText = formatCents(business.running.smsPerMessage, { decimals: "always" });
const managedWay = waysToBuy.ways.find((w) => w.id === "managed")!;

/** What recurs after a one-time purchase, and what the managed plans fold in. */
const runningCostsText = `${afterOneTime} With SMS follow-up, each text is ${perText}, also at cost. The managed plans work differently: ${recursText(managedWay.recurs)}; ${lower(managedWay.recursNote)}`;

/** How plans count locations (the pricing page's FAQ). */
const locationsText = firstSentences(pricingFaq.find((f) => /locations counted/i.test(f.question))?.answer ?? "", 2);

/** What the agent does with an emergency call (healthcare's "What practices ask us first"). */
export function emergencyCallsText(industry: DemoIndustryId): string {
  const answer = practiceAnswers.items.find((i) => /emergency/i.test(i.question))?.answer ?? "";
  return industry === "healthcare" ? answer : answer.replace(/your practice's/g, "your");
}

/** Practice, booking or scheduling software the content does not name: the honest process. */
const practiceSoftwareText =
  practiceAnswers.items.find((i) => /software/i.test(i.question))?.answer ?? nextStepsCopy.form.fields.software.hint;

/** How affiliates are paid (the partner's payout page). */
export const payoutText = `${payoutCopy.intro.replace(/ here\.$/, " on your affiliate page.")} You choose ${Object.values(payoutCopy.methods).map(lower).join(" or ")}.`;

/** The terms' ebook paragraph: how the ebook is delivered. */
function termsEbook() {
  const terms = landingPagesTerms();
  return terms.find((t) => /download link/i.test(t)) ?? "";
}
function landingPagesTerms(): string[] {
  return termsPage.sections.flatMap((s) => [
    ...(s.paragraphs ?? []),
    ...(s.items ?? []).map((i) => (typeof i === "string" ? i : i.text)),
  ]);
}
function ebookHelp() {
  return `If the link has expired or went missing, email ${site.contact.email} from the address you bought with and we'll send a new one.`;
}

/** The refund policy's own items for a section (implementation, strategy session). */
export const refundItems = (id: string) =>
  (refundPolicyPage.sections.find((s) => s.id === id)?.items ?? []).map((i) => (typeof i === "string" ? i : i.text));

/** What the agent does with a calendar, in one sentence (a buyer asking about booking or a calendar). */
export const bookingCapability =
  "Booking is the agent's everyday job: it books, moves and cancels appointments in your calendar 24/7 and confirms by text.";

export const integrationsText = {
  crm: `Yes: our agents connect to ${listOf(crmNames)} or the CRM you already use: contacts and call notes sync automatically, and deals and tasks are created from calls. CRM integration is a one-time ${$("addon-crm")} add-on.`,
  general: `${faqAnswer("/business-automation", /tools I already use/i)} By name, our site lists ${listOf(crmNames)} for CRM and ${listOf(platformNames)} as the platforms we build on.`,
};

const topicFacts: Fact[] = [
  {
    id: "integrations",
    topic: "integration",
    title: "CRM and software integrations",
    keywords: `integrate integration integrations crm connect sync ${partners.join(" ")} calendar software tools api`,
    text: integrationsText.general,
    next: steps.crm,
  },
  {
    id: "languages",
    topic: "language",
    title: "Languages the agent speaks",
    keywords: "language languages multilingual speak bilingual translate accent",
    text: `${firstSentences(industryPages.find((p) => p.slug === "hospitality")!.faq.find((f) => /languages/i.test(f.question))!.answer, 2)} The same languages work on voice, website chat and SMS; multilingual is a ${$("addon-multilingual")} add-on to the voice agent (${note("core-addon-multilingual")} on the packages).`,
    next: steps.languages,
  },
  {
    id: "hipaa",
    topic: "compliance",
    title: "HIPAA compliance and data security",
    keywords: "hipaa compliant compliance phi privacy secure security encryption data protected health information",
    text: `${firstSentences(industryPages.find((p) => p.slug === "healthcare")!.faq.find((f) => /HIPAA/.test(f.question))!.answer, 2)}${securityFacts.baaAvailable ? ` We sign a Business Associate Agreement (BAA) on request.` : ""}`,
    next: steps.hipaa,
  },
  {
    id: "baa",
    topic: "compliance",
    title: "Business Associate Agreement (BAA)",
    keywords: "baa business associate agreement sign hipaa contract",
    text: securityFacts.baaAvailable
      ? `Yes: a Business Associate Agreement (BAA) is available on request; email ${site.contact.email} before your project starts. HIPAA compliance is shared: your voice and AI providers must also sign a BAA for patient data.`
      : `Our site doesn't offer a Business Associate Agreement today; we'll go through your compliance needs on a free strategy call.`,
    next: steps.security,
  },
  {
    id: "demo-privacy",
    topic: "compliance",
    title: "Is this demo recorded",
    keywords: "demo recorded recording stored saved voice call chat what i say",
    // Where the words go (the model provider, the browser) and what is kept: the privacy policy's own.
    text: `${privacyItem("demo", "Chat messages")} ${privacyItem("retention", "Demo chat")
      .split(/(?<=\.)\s+/)
      .slice(1)
      .join(" ")}`.trim(),
    next: { label: "Read the privacy policy", href: privacyPage.path },
  },
  {
    id: "hipaa-shared",
    topic: "compliance",
    title: "Who is responsible for HIPAA",
    keywords: "hipaa responsible responsibility shared on you on us whose job our part your part",
    text: `${(securityPage.sections.find((s) => s.id === "hipaa")?.items ?? []).map((i) => (typeof i === "string" ? i : i.text)).find((t) => /shared/i.test(t)) ?? ""} Our part: ${lower((securityPage.sections.find((s) => s.id === "hipaa")?.paragraphs ?? [])[0] ?? "")}`,
    next: steps.hipaa,
  },
  {
    id: "data-if-you-leave",
    topic: "compliance",
    title: "Your data if you stop using us",
    keywords: "stop using leave cancel data records call logs keep export download copy",
    text: `${firstSentences(industryPages.find((p) => p.slug === "finance")!.faq.find((f) => /recorded/i.test(f.question))!.answer, 1)} Those records are in your own CRM, so they stay with you. For what we hold ourselves: ${privacyItem("rights", "Access and export")}`,
    next: { label: "Read the privacy policy", href: privacyPage.path },
  },
  {
    id: "demo-data",
    topic: "compliance",
    title: "Real patient or customer details in the demo",
    keywords: "real patient details demo test data personal information",
    text: `${(securityPage.sections.find((s) => s.id === "hipaa")?.items ?? []).map((i) => (typeof i === "string" ? i : i.text)).find((t) => /demo/i.test(t)) ?? ""} Use made-up names and numbers: the assistant answers the same way.`,
    next: steps.security,
  },
  {
    id: "security",
    topic: "compliance",
    title: "How data is protected",
    keywords: "secure security data safe encryption privacy protect access audit",
    text: `${faqAnswer("/ai-business-solutions", /data safe/i)} Card payments happen on Stripe's page, never on our servers.`,
    next: steps.security,
  },
  {
    id: "setup-time",
    topic: "setup",
    title: "How long setup takes",
    keywords: "setup how long launch go live time weeks days onboarding implementation timeline fast quick",
    text: `Go-live is counted from your kickoff call: ${listOf(
      TIMELINE_GROUPS.map(
        (g) =>
          `${g.label} ${listOf(g.ids.map((id) => `${buildTimelines[id]!.liveDays} days${g.ids.length > 1 ? ` (${catalog[id].name})` : ""}`))}`,
      ),
    )}. ${yourTime}`,
    next: steps.call,
  },
  {
    id: "after-paying",
    topic: "setup",
    title: "What happens after you pay",
    keywords: "after paying payment checkout purchase next steps kickoff call onboarding form what happens next",
    text: afterPaying("main-offer"),
    next: steps.call,
  },
  {
    id: "time-needed",
    topic: "setup",
    title: "How much of your time setup takes",
    keywords: "my time how much time commitment involved busy hours from me",
    text: `${yourTime} ${kickoffLine} ${formLine}`,
    next: steps.call,
  },
  {
    id: "sales-tax",
    topic: "price",
    title: "Sales tax",
    keywords: "sales tax taxes vat included before tax currency dollars",
    text: salesTaxText,
    next: steps.pricing,
  },
  {
    id: "running-costs",
    topic: "price",
    title: "What recurs after a one-time purchase",
    keywords: "running costs monthly phone line talk time per minute texts sms usage after launch recurring",
    text: runningCostsText,
    next: steps.pricing,
  },
  {
    id: "locations",
    topic: "price",
    title: "How plans count locations",
    keywords: "location locations counted count plan size clinics restaurants hotels offices properties",
    text: locationsText,
    next: steps.pricing,
  },
  {
    id: "emergency-calls",
    topic: "product",
    title: "What the agent does with an emergency call",
    keywords: "emergency emergencies urgent call 911 urgent line transfer staff",
    text: emergencyCallsText("healthcare"),
    next: steps.voiceAgents,
  },
  {
    id: "practice-software",
    topic: "integration",
    title: "Practice, booking and scheduling software",
    keywords: "practice software practice management scheduling booking system ehr emr dentrix",
    text: practiceSoftwareText,
    next: steps.call,
  },
  {
    id: "process",
    topic: "setup",
    title: "How it works, done for you",
    keywords: "how does it work process steps onboarding done for you what do i need to do technical",
    text: `${faqAnswer("/business-automation", /done for you/i)} You need no technical staff: we handle the technical work.`,
    next: steps.call,
  },
  {
    id: "refunds",
    topic: "refund",
    title: "Refunds and guarantee",
    keywords: "refund refunds money back guarantee cancel cancellation",
    text: `Implementation work is refunded by how far it has gone: a full refund before we start work (no kickoff call yet), the part not yet done after work has started, and a full refund if we can't deliver what the offer describes. The ebook has a 30-day money-back guarantee, and a paid strategy session cancelled 24 hours ahead is refunded in full.`,
    next: steps.refunds,
  },
  {
    id: "contract",
    topic: "contract",
    title: "Contracts and cancelling",
    keywords: "contract long-term commitment lock in cancel cancellation month to month",
    text: `There's no long-term contract: the ${$("main-offer")} voice agent and the packages are one-time setups, and a managed plan's monthly fee (after the first year) can be cancelled by email before the next charge; months already paid are not refunded.`,
    next: steps.terms,
  },
  {
    id: "price-changes",
    topic: "contract",
    title: "Price changes",
    keywords: "price increase raise prices change price lock",
    text: `We tell you at least 30 days before a change to your monthly fee takes effect; one-time prices are what you pay at checkout.`,
    next: steps.terms,
  },
  {
    id: "hear-it",
    topic: "product",
    title: "Hear the agent",
    keywords: "hear listen sound sounds voice sample call recording audio example",
    text: 'Press "Hear a sample call" on the home page, on any industry page or further down the demo page: the agent takes a real-sounding call (a booking, a transfer, a message taken) with the transcript following along. To talk to it yourself, start a voice call on the demo page, or choose "Be a caller" above and type.',
    next: steps.hear,
  },
  {
    id: "uptime",
    topic: "support",
    title: "Uptime",
    keywords: "uptime downtime reliable reliability outage sla availability",
    text: `The platform runs with ${claims.uptime}, and the Premium plan carries a ${claims.uptime} commitment with 24/7 priority support. Our site doesn't publish further SLA terms; we'll go through them on a free strategy call.`,
    next: steps.pricing,
  },
  {
    id: "support",
    topic: "support",
    title: "Support",
    keywords: "support help desk customer service after launch tuning maintenance who helps",
    text: `${officeHours.note} Every implementation includes tuning after launch (30 days on the voice agent), the plans include maintenance, and support grows from email support on Basic to 24/7 priority support on Premium.`,
    next: steps.contact,
  },
  {
    id: "transfer",
    topic: "product",
    title: "Transferring calls to your staff",
    keywords: "transfer human staff escalate hand off handoff forward person team take over live agent",
    text: `${faqAnswer("/voice-agents", /can't help/i)} Callers can ask for a person at any time, and you decide the rules: urgent calls go straight to your team.`,
    next: steps.voiceAgents,
  },
  {
    id: "agent-wrong",
    topic: "product",
    title: "When the agent doesn't know or gets it wrong",
    keywords: "wrong mistake mistakes error make things up hallucinate incorrect accuracy doesn't know",
    text: `${faqAnswer("/solutions/ai-chatbots", /make things up/i)} You approve the scripts before launch, we tune the agent after it (30 days on the voice agent), and every conversation is summarised so you can check it.`,
    next: steps.chatbots,
  },
  {
    id: "disclosure",
    topic: "product",
    title: "Does it sound robotic; will callers know it's AI",
    keywords: "robotic robot sound natural human voice callers know ai disclose",
    text: `${faqAnswer("/voice-agents", /know they are talking to AI/i)} Judge it the way your callers will: press "Hear a sample call", or start a voice call on the demo page and talk to it.`,
    next: steps.hear,
  },
  {
    id: "phone-number",
    topic: "product",
    title: "Keeping your phone number",
    keywords: "phone number existing number keep my number forward line port",
    text: faqAnswer("/voice-agents", /existing phone number/i),
    next: steps.voiceAgents,
  },
  {
    id: "recordings",
    topic: "product",
    title: "Call recordings and transcripts",
    keywords: "record recording recordings transcript transcripts summary logs",
    text: `${industryPages.find((p) => p.slug === "finance")!.faq.find((f) => /recorded/i.test(f.question))!.answer} For healthcare, recordings are encrypted and deleted according to your retention policy.`,
    next: steps.security,
  },
  {
    id: "capabilities",
    topic: "product",
    title: "What the agent can do",
    keywords:
      "what can it do features book appointments reminders answer questions faq calendar scheduling capabilities",
    text: `The agent answers every call 24/7, books appointments into your calendar, answers FAQs, prices and policies from what you approve, sends SMS confirmations and reminders, takes messages and transfers calls to your team with a summary.`,
    next: steps.voiceAgents,
  },
  {
    id: "channels",
    topic: "product",
    title: "Channels",
    keywords: "channels website chat sms text instagram social whatsapp facebook email",
    text: faqAnswer("/solutions/ai-chatbots", /channels/i),
    next: steps.chatbots,
  },
  {
    id: "change-later",
    topic: "product",
    title: "Changing the agent later",
    keywords: "change update edit later modify scripts add services",
    text: faqAnswer("/create-bot", /change the bot later/i),
    next: steps.call,
  },
  {
    id: "strategy-call",
    topic: "booking",
    title: "Book a free strategy call",
    keywords: "book strategy call demo meeting talk person human sales quote consultation schedule speak someone",
    text: `The best next step is a free 30-minute strategy call: we look at your calls and workflows and tell you honestly which option pays back fastest. You can also reach us at ${site.contact.email} or ${site.contact.phone}.`,
    next: steps.call,
  },
  {
    id: "pilot",
    topic: "offer",
    title: "Pilot program",
    keywords: "pilot program trial test one workflow prove results",
    text: `In a pilot we build an AI agent for one real workflow, run it with your real customers and measure it against success metrics agreed up front, with a dedicated pilot manager and weekly reports. It runs ${lower(faqAnswer("/solutions/pilot-programs", /how long/i))} Its price isn't listed on our site; it's scoped with you on that call.`,
    next: steps.pilot,
  },
  {
    id: "affiliate",
    topic: "offer",
    title: "Affiliate program",
    keywords: "affiliate referral refer partner commission earn program",
    text: `Anyone with an account can join our affiliate program for free and get a personal link; a business that follows it is credited to you for ${affiliateDefaults.referralDays} days, and you earn the commission rate shown on the Affiliate Program page (${affiliateDefaults.ratePercent}% unless that page says otherwise) of what your referrals pay, approved once the ${affiliateDefaults.refundWindowDays}-day refund window has passed.`,
    next: steps.affiliate,
  },
  {
    id: "roi",
    topic: "results",
    title: "ROI and savings",
    keywords: "roi return on investment savings save money worth it pay for itself calculator",
    text: `Clients report a ${claims.costReduction.toLowerCase()}. The ROI calculator estimates your savings: ${lower(roiPage.assumptions.replace(/^How we calculate: /, ""))}`,
    next: steps.roi,
  },
  {
    id: "results",
    topic: "results",
    title: "Results clients see",
    keywords: "results proof reviews clients case studies testimonials rating",
    text: `Clients see a ${claims.costReduction.toLowerCase()}, ${claims.routineCalls.toLowerCase()} and ${claims.shorterWaits.toLowerCase()}. We're ${claims.trustedBy.toLowerCase()}, rated ${claims.rating}.`,
    next: steps.whyUs,
  },
  {
    id: "company",
    topic: "company",
    title: `What ${site.name} does`,
    keywords: "what do you do who are you company about services offer products build",
    text: `${site.description} We build, train and launch the agents for you, and we're based in ${site.contact.city}.`,
    next: steps.solutions,
  },
  {
    id: "contact",
    topic: "company",
    title: `How to reach ${site.name}`,
    keywords: "contact email phone reach office hours address where located",
    text: `You can reach us at ${site.contact.email} or ${site.contact.phone}; our office in ${site.contact.city} is open ${officeHours.rows
      .map((r) => `${r.days} ${r.hours}`)
      .join(", ")
      .replace(/Closed/g, "closed")}. ${officeHours.note}`,
    next: steps.contact,
  },
  {
    id: "industries",
    topic: "company",
    title: "Industries we serve",
    keywords:
      "industries industry sectors healthcare restaurants hotels finance real estate transportation dental clinic my industry",
    text: `We build agents for healthcare (with agents for 24 specialties), restaurants, hospitality, transportation, finance and real estate, and for any business whose phone and inbox bring in revenue.`,
    next: steps.solutions,
  },
  {
    id: "demo",
    topic: "company",
    title: "This demo",
    keywords: "demo this demo preview try test",
    text: `This demo is a preview of the assistant: in "Ask about ${site.name}" you talk to us, and as a caller you hear the AI receptionist answer for a business (yours, once you save its details). The delivered product answers your real phone line, books into your calendar and logs every call.`,
    next: steps.demo,
  },
  {
    id: "payment-methods",
    topic: "price",
    title: "How to pay",
    keywords: "pay payment card credit card invoice stripe methods",
    text: `Payments are taken by Stripe on its own secure page; prices are in US dollars and we never see your card number.`,
    next: steps.checkout,
  },
];

export const facts: Fact[] = [...productFacts, ...topicFacts];

/** FAQ passages from the solution and industry pages: the looser source behind the facts. */
export const faqFacts: Fact[] = [
  ...landingPages.flatMap((page) =>
    faqOf(page).map((f, i): Fact => ({
      id: `faq:${page.path}:${i}`,
      topic: "faq",
      title: f.question,
      keywords: page.hero.title,
      text: firstSentences(f.answer),
      next: { label: `Read more on ${page.nav}`, href: page.path },
    })),
  ),
  ...industryPages.flatMap((page) =>
    page.faq.map((f, i): Fact => ({
      id: `faq:${page.path}:${i}`,
      topic: "faq",
      title: f.question,
      keywords: "",
      text: firstSentences(f.answer),
      next: { label: "See how it works for your industry", href: page.path },
      industry: page.slug as DemoIndustryId,
    })),
  ),
];

/**
 * What the solution, service and industry pages say the agents do (their feature cards): the
 * capabilities a buyer may be told "yes" about, each with the page that shows it.
 */
export const featureFacts: Fact[] = [
  ...landingPages.flatMap((page) =>
    page.blocks.flatMap((block) =>
      block.kind === "features"
        ? block.items.map((f, i): Fact => ({
            id: `feature:${page.path}:${block.id}:${i}`,
            topic: "product",
            title: f.title,
            keywords: page.nav,
            text: `${f.title}: ${lower(f.description)}`,
            next: { label: `See ${page.nav}`, href: page.path },
          }))
        : [],
    ),
  ),
  ...industryPages.flatMap((page) =>
    page.useCases.items.map((f, i): Fact => ({
      id: `feature:${page.path}:${i}`,
      topic: "product",
      title: f.title,
      keywords: page.name,
      text: `${f.title}: ${lower(f.description)}`,
      next: { label: `See ${page.name}`, href: page.path },
    })),
  ),
];

export const factById = (id: string): Fact => {
  const f = facts.find((x) => x.id === id);
  if (!f) throw new Error(`no fact ${id}`);
  return f;
};

/** Every dollar amount the catalog, the pricing page and the ebook offer state: the only prices an answer may name. */
export const knownPrices: Set<string> = new Set(
  [
    ...(Object.values(catalog) as CatalogItem[]).flatMap((item) => [
      formatCents(item.amount),
      ...(item.monthlyAfterFirstYear ? [formatCents(item.monthlyAfterFirstYear)] : []),
      ...(item.priceNote?.match(/\$[\d,.]+/g) ?? []),
    ]),
    ...pricingPlans.flatMap((p) => p.savings.match(/\$[\d,.]+/g) ?? []),
    ...coreAddOns.items.flatMap((a) => a.price.match(/\$[\d,.]+/g) ?? []),
    formatCents(ebookListedValue),
    // Amounts the ebook's answers state (who it is for), quoted as the page says them.
    ...ebookFaq.flatMap((f) => f.answer.match(/\$[\d,.]+/g) ?? []),
    ...Object.entries(business.running)
      .filter(([, v]) => typeof v === "number")
      .map(([, v]) => formatCents(v as number, { decimals: "always" })),
  ].map((p) => p.replace(/\.00$/, "")),
);
