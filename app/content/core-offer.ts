import { formatCents } from "~/lib/money";
import { youtubeIdFrom } from "./video-address";
import { businessStories } from "./business-stories";
import { catalog, type CatalogItem, type PriceId } from "./catalog";
import { claims } from "./claims";
import type { OfferCard, VideoEmbed } from "./offer-types";
import { afterOneTime } from "./catalog/ways-to-buy";
import { link, liveDemo, type Feature, type PageSeo, type Step } from "./types";

export const coreOfferSeo: PageSeo = {
  title: "AI-Powered Customer Engagement System",
  description: `Turn every Instagram comment, call and message into a qualified lead, answered in seconds 24/7. One-time setup from ${formatCents(catalog["core-basic"].amount)}.`,
};

export const coreOfferHero = {
  eyebrow: "Done-for-you AI customer engagement",
  title: "AI-Powered Customer Engagement System",
  subtitle:
    "An AI assistant that replies to every Instagram comment and DM, answers your phone, qualifies the lead and books the next step, in your brand's voice, in seconds, around the clock. We build it, train it on your business and hand you the keys.",
  /** The walkthrough video: its address is the owner's fact `videos.coreOffer` (decisions 009, 067). */
  video: {
    youtubeId: youtubeIdFrom(businessStories.videos.coreOffer),
    title: "Watch: the AI-Powered Customer Engagement System in action",
    caption: "See a comment become a booked call in under a minute",
  } satisfies VideoEmbed,
  // Spec: all three reveal the voice assistant so the visitor can try it right away.
  ctas: [
    liveDemo("See How It Works (Live Demo)"),
    liveDemo("Find Your Solution", "Pay Now", "outline"),
    liveDemo("Let's Chat!", "Pay Now", "secondary"),
  ],
  highlights: [claims.support, claims.trustedBy, claims.rating],
};

export const instagramAutomation: { title: string; intro: string; items: Feature[] } = {
  title: "Instagram Comment Automation",
  intro:
    "Your posts already get comments from people who want to buy. Most never hear back in time. The system answers each one the moment it lands and moves the conversation to a sale.",
  items: [
    {
      icon: "message",
      title: "Automatic Responses",
      description:
        "Every comment gets a friendly public reply and a personal DM within seconds, written in your tone and trained on your prices, services and FAQs.",
    },
    {
      icon: "target",
      title: "Lead Generation",
      description:
        "The assistant asks the qualifying questions you choose, captures name, email and phone, and sends hot leads to your inbox or CRM with a summary.",
    },
    {
      icon: "clock",
      title: "24/7 Availability",
      description:
        "Nights, weekends and launch days: no comment waits until Monday. Leads are answered while they are still scrolling, not three days later.",
    },
  ],
};

export const coreOfferSteps: { title: string; intro: string; steps: Step[] } = {
  title: "Live in Three Steps",
  intro: "A done-for-you build: you spend about two hours with us, we do the rest.",
  steps: [
    {
      title: "Strategy and training",
      description:
        "We map your offers, questions and booking rules, then train the assistant on your website, price list and past conversations.",
    },
    {
      title: "Build and connect",
      description:
        "We connect Instagram, your phone line and your calendar, write the reply flows and test them against real comments before launch.",
    },
    {
      title: "Launch and optimise",
      description:
        "You go live with a dashboard of every conversation. We review results with you and tune replies so more comments turn into customers.",
    },
  ],
};

const corePlanFeatures = {
  "core-basic": [
    "Instagram comment and DM automation",
    "AI trained on your services, prices and FAQs",
    "Lead capture to your inbox or spreadsheet",
    "Reply flows written in your brand voice",
    "Launch in 14 days",
    "30 days of post-launch tuning",
  ],
  "core-professional": [
    "Everything in Basic Setup",
    "AI voice agent that answers your calls 24/7",
    "Website chat assistant",
    "Appointment booking straight into your calendar",
    "Monthly performance report",
    "60 days of optimisation",
  ],
  "core-enterprise": [
    "Everything in Professional",
    "Multiple locations, phone lines and accounts",
    "Custom integrations and automated workflows",
    "Dedicated success manager and priority support",
    "Quarterly strategy reviews",
    "90 days of optimisation",
  ],
} as const;

export const corePlans: { title: string; intro: string; items: OfferCard[] } = {
  title: "Pricing Plans",
  intro:
    `One-time setup, no long-term contract. Choose the scope that fits today; any add-ons you select below are added to the plan you pick. ${afterOneTime}`,
  items: (["core-basic", "core-professional", "core-enterprise"] as const).map((id) => {
    const item = catalog[id];
    return {
      title: item.name,
      description: item.description,
      features: [...corePlanFeatures[id]],
      price: formatCents(item.amount),
      priceDetail: "one-time setup",
      priceId: id,
      buttonText: `Choose ${item.name}`,
      highlight: id === "core-professional" ? "Best value" : undefined,
    };
  }),
};

const addOnFeatures = {
  "core-addon-multilingual": [
    "Native-quality replies and voice in each extra language",
    "Automatic language detection",
    "Translated FAQs and booking flows",
  ],
  "core-addon-crm": [
    "Every lead and conversation logged in your CRM",
    "Summaries, tags and owners assigned automatically",
    "Works with the CRMs most businesses already use",
  ],
  "core-addon-sms": [
    "Instant text follow-up after every conversation",
    "Reminders that cut no-shows",
    "Usage billed at cost, no markup",
  ],
} as const;

const addOnTitles = {
  "core-addon-multilingual": "Multilingual",
  "core-addon-crm": "CRM Integration",
  "core-addon-sms": "SMS Follow-Up",
} as const;

const addOnDescriptions = {
  "core-addon-multilingual": "Serve customers in their own language on every channel.",
  "core-addon-crm": "Connect the system to your CRM so no lead is ever retyped.",
  "core-addon-sms": "Keep leads warm with automatic text messages after every chat or call.",
} as const;

/** Spec §3 "Add-on card" on the core offer: selected on the page, bought together with a plan. */
export type CoreAddOnCard = OfferCard & {
  priceId: PriceId;
  /** What checkout adds for this add-on, in words (see docs/decisions/008-core-offer-add-ons.md). */
  charge: string;
};

const addOnCharges = {
  "core-addon-multilingual": (amount: string) =>
    `Adds ${amount} at checkout for one extra language. More languages, or languages priced higher, are quoted during onboarding.`,
  "core-addon-crm": (amount: string) => `Adds ${amount} at checkout.`,
  "core-addon-sms": (amount: string) => `Adds ${amount} at checkout; message usage is billed later at cost.`,
} as const;

export const coreAddOns: { title: string; intro: string; selectionHint: string; items: CoreAddOnCard[] } = {
  title: "Available Add-ons",
  intro:
    "Extend any plan. Select the add-ons you want here, then choose a plan above: they are added to that plan's checkout and built alongside your system.",
  selectionHint: "Choose a plan above to check out with",
  items: (["core-addon-multilingual", "core-addon-crm", "core-addon-sms"] as const).map((id) => {
    const item: CatalogItem = catalog[id];
    return {
      priceId: id,
      title: addOnTitles[id],
      description: addOnDescriptions[id],
      features: [...addOnFeatures[id]],
      price: item.priceNote ?? formatCents(item.amount),
      charge: addOnCharges[id](formatCents(item.amount)),
    };
  }),
};

export const coreOfferClosing = {
  title: "Every Comment Is a Customer Raising Their Hand",
  text: `Answer all of them in seconds, day and night. Businesses that reply first report ${claims.revenueGrowth.toLowerCase()}. See the system working on your own account first.`,
  ctas: [link("Get Started", "/sales"), link("Schedule Your Demo Now", "/sales")],
};
