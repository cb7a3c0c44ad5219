/**
 * Everything a visitor can buy (spec §9), in integer cents. The server's checkout reads
 * amounts only from here (never from the browser); pages render prices from here too.
 * Each item's `id` is the spec's `priceId`.
 */
export type CatalogItem = {
  id: string;
  name: string;
  description: string;
  /** One-time amount in cents (for plans: the setup fee). */
  amount: number;
  kind: "offer" | "package" | "addon" | "core-plan" | "plan" | "ebook" | "session";
  /** Pricing-page plans: monthly price in cents after the first year. */
  monthlyAfterFirstYear?: number;
  /** Display text when the price is a range or has usage on top. */
  priceNote?: string;
  /** May be added to the main offer at /checkout. */
  upsell?: boolean;
  /** Temporarily not for sale: shown greyed out, refused by the checkout endpoint. */
  disabled?: boolean;
};

export const catalog = {
  "main-offer": {
    id: "main-offer",
    name: "AI Voice Agent Implementation",
    description: "One-time implementation of a custom AI voice agent for your business.",
    amount: 24_700,
    kind: "offer",
  },
  "basic-implementation": {
    id: "basic-implementation",
    name: "Basic AI Implementation Package",
    description: "A complete AI customer-service setup: voice agent, chatbot and core workflows, configured and launched for you.",
    amount: 300_000,
    kind: "package",
    upsell: true,
  },
  "addon-crm": {
    id: "addon-crm",
    name: "CRM Integration",
    description: "Connect your agent to your CRM so every call and chat is logged, summarised and followed up.",
    amount: 150_000,
    kind: "addon",
    upsell: true,
  },
  "addon-multilingual": {
    id: "addon-multilingual",
    name: "Multilingual Capability",
    description: "Serve customers in their own language with native-quality voices and translations.",
    amount: 200_000,
    kind: "addon",
    upsell: true,
  },
  "addon-sms": {
    id: "addon-sms",
    name: "SMS integration",
    description: "Automatic SMS confirmations, reminders and follow-ups after every conversation.",
    amount: 50_000,
    kind: "addon",
    upsell: true,
  },
  "core-basic": {
    id: "core-basic",
    name: "Basic Setup",
    description: "AI-powered customer engagement on one channel, set up and trained for your business.",
    amount: 300_000,
    kind: "core-plan",
  },
  "core-professional": {
    id: "core-professional",
    name: "Professional",
    description: "Voice, chat and Instagram automation with CRM hand-off and monthly optimisation.",
    amount: 700_000,
    kind: "core-plan",
  },
  "core-enterprise": {
    id: "core-enterprise",
    name: "Enterprise",
    description: "Every channel, custom integrations, multiple locations and a dedicated success manager.",
    amount: 1_000_000,
    kind: "core-plan",
  },
  "core-addon-multilingual": {
    id: "core-addon-multilingual",
    name: "Multilingual",
    description: "Each extra language for your agent.",
    amount: 100_000,
    priceNote: "$1,000-$2,000 per extra language",
    kind: "addon",
  },
  "core-addon-crm": {
    id: "core-addon-crm",
    name: "CRM",
    description: "CRM integration, one-time.",
    amount: 150_000,
    priceNote: "$1,500 one-time",
    kind: "addon",
  },
  "core-addon-sms": {
    id: "core-addon-sms",
    name: "SMS follow-up",
    description: "SMS follow-up after every conversation.",
    amount: 50_000,
    priceNote: "$500 plus usage",
    kind: "addon",
  },
  "plan-basic": {
    id: "plan-basic",
    name: "Basic",
    description: "For 1-5 properties.",
    amount: 1_000_000,
    monthlyAfterFirstYear: 200_000,
    kind: "plan",
  },
  "plan-advanced": {
    id: "plan-advanced",
    name: "Advanced",
    description: "For 6-10 properties.",
    amount: 1_500_000,
    monthlyAfterFirstYear: 250_000,
    kind: "plan",
  },
  "plan-premium": {
    id: "plan-premium",
    name: "Premium",
    description: "For 10+ properties.",
    amount: 2_500_000,
    monthlyAfterFirstYear: 300_000,
    kind: "plan",
  },
  ebook: {
    id: "ebook",
    name: "The AI Business Partner Playbook (ebook)",
    description: "The ebook plus five bonuses: templates, scripts and the client-acquisition system.",
    amount: 1_440,
    kind: "ebook",
  },
  "strategy-session": {
    id: "strategy-session",
    name: "AI Strategy Session",
    description: "A 60-minute paid strategy session with an automation architect, with a written action plan.",
    amount: 25_000,
    kind: "session",
  },
} as const satisfies Record<string, CatalogItem>;

export type PriceId = keyof typeof catalog;
export const priceIds = Object.keys(catalog) as PriceId[];
export const upsellIds = priceIds.filter((id) => (catalog[id] as CatalogItem).upsell);

/** Which add-ons each purchasable item accepts (spec: the sales page and the core offer). */
export const addOnsFor: Partial<Record<PriceId, PriceId[]>> = {
  "main-offer": ["basic-implementation", "addon-crm", "addon-multilingual", "addon-sms"],
  "core-basic": ["core-addon-multilingual", "core-addon-crm", "core-addon-sms"],
  "core-professional": ["core-addon-multilingual", "core-addon-crm", "core-addon-sms"],
  "core-enterprise": ["core-addon-multilingual", "core-addon-crm", "core-addon-sms"],
};

export function isPriceId(id: string): id is PriceId {
  return Object.hasOwn(catalog, id);
}
