import { formatCents } from "~/lib/money";
import { catalog, type PriceId } from "./index";
import { claims, proof } from "../claims";
import { link, openDialog, type FaqItem, type PageSeo } from "../types";

/** Spec §3 "Pricing plan" (static). Amounts are integer cents read from the catalog. */
export type PricingPlan = {
  name: string;
  subtitle: string;
  priceId: PriceId;
  setupFee: number;
  monthlyAfterFirstYear: number;
  /** How many locations the plan covers, e.g. "1-5" (a clinic, restaurant, hotel, office or managed property each). */
  properties: string;
  description: string;
  features: string[];
  /** Claimed yearly savings, e.g. "$80,000-$100,000". */
  savings: string;
  buttonText: string;
  popular?: boolean;
};

export const pricingSeo: PageSeo = {
  title: "Pricing Plans",
  description:
    "AI voice agent prices side by side: a $247 entry offer, one-time setup packages or managed plans, and exactly what recurs.",
};

export const pricingHero = {
  eyebrow: "Pricing",
  title: "AI Automation Plans That Pay for Themselves",
  subtitle:
    "One setup fee covers the build, the training and the first year of maintenance. After that, a flat monthly fee keeps your AI agents tuned, updated and supported. Plans are sized by the number of locations you run: clinics, restaurants, hotels, offices or managed properties.",
  ctas: [openDialog("Schedule a Free Strategy Call", "strategy-call"), link("Try the Live Demo", "/demo", "outline")],
  highlights: [claims.trustedBy, claims.costReduction, claims.uptime],
};

const plan = (id: "plan-basic" | "plan-advanced" | "plan-premium") => ({
  priceId: id,
  setupFee: catalog[id].amount,
  monthlyAfterFirstYear: catalog[id].monthlyAfterFirstYear,
});

export const pricingPlans: PricingPlan[] = [
  {
    name: "Basic",
    subtitle: "For owner-operators getting started",
    ...plan("plan-basic"),
    properties: "1-5",
    description:
      "Put an AI agent on your phones and inbox so every patient, guest, tenant or client gets an instant answer, and your team stops chasing routine requests.",
    features: [
      "24/7 AI voice agent on one main line",
      "Website and SMS chat assistant",
      "Appointment booking, requests and reservations",
      "Automated reminders and follow-ups",
      "Monthly performance report",
      "Email support",
    ],
    savings: "$80,000-$100,000",
    buttonText: "Choose Basic",
  },
  {
    name: "Advanced",
    subtitle: "For growing portfolios",
    ...plan("plan-advanced"),
    properties: "6-10",
    description:
      "Automate the full conversation-to-resolution loop across your portfolio, with CRM integration and workflows that route every request to the right person.",
    features: [
      "Everything in Basic",
      "AI voice agents on up to 10 lines",
      "CRM and practice, booking or property-software integration",
      "Smart routing to on-call staff and vendors",
      "Multilingual support",
      "Bi-weekly optimisation and priority support",
    ],
    savings: "$150,000-$200,000",
    buttonText: "Choose Advanced",
    popular: true,
  },
  {
    name: "Premium",
    subtitle: "For multi-site operators",
    ...plan("plan-premium"),
    properties: "10+",
    description:
      "A fully managed AI operations layer for groups and large portfolios: custom workflows, analytics across every location and a dedicated team that keeps improving it.",
    features: [
      "Everything in Advanced",
      "Unlimited lines and locations",
      "Custom workflows and integrations",
      "Analytics across every location",
      "Dedicated success manager",
      `24/7 priority support with a ${proof.uptime}% uptime commitment`,
    ],
    savings: "$250,000-$300,000",
    buttonText: "Choose Premium",
  },
];

/** Shown on every plan card. */
export const maintenanceNote = "First year of maintenance included";

export const pricingIncluded = {
  title: "Every Plan Includes",
  items: [
    { title: "Done-for-you setup", description: "We build, train and launch your agents; you approve every script." },
    {
      title: "First year of maintenance",
      description: "Updates, monitoring and tuning are included for twelve months.",
    },
    {
      title: "Secure by design",
      description: "Encryption in transit and at rest, role-based access and audit trails.",
    },
    {
      title: "Human handoff",
      description: "Anything sensitive or unusual goes straight to your team with full context.",
    },
  ],
};

export const pricingFaq: FaqItem[] = [
  {
    question: "What does the setup fee cover?",
    answer:
      "Everything needed to go live: discovery, building and training your AI agents on your properties, connecting your phone lines and software, testing, launch, and the first year of maintenance, monitoring and updates.",
  },
  {
    question: "What happens after the first year?",
    answer: `Your plan continues at a flat monthly fee: ${formatCents(catalog["plan-basic"].monthlyAfterFirstYear)} for Basic, ${formatCents(catalog["plan-advanced"].monthlyAfterFirstYear)} for Advanced and ${formatCents(catalog["plan-premium"].monthlyAfterFirstYear)} for Premium. It covers hosting, maintenance, updates and support, with no per-call charges on top.`,
  },
  {
    question: "How are locations counted, and can I change plans?",
    answer:
      "A location is a clinic, restaurant, hotel, office or managed property with its own front desk or phone line. Basic covers 1-5, Advanced 6-10 and Premium 10 or more. As you grow you can move up a plan and pay only the difference in setup fees.",
  },

];

export const pricingClosing = {
  title: "Not Sure Which Plan Fits?",
  text: "Book a free 30-minute strategy call. We'll look at your call volume and workflows and tell you honestly which plan pays back fastest.",
  ctas: [openDialog("Schedule a Free Strategy Call", "strategy-call"), link("Contact Sales", "/contact")],
};
