import { site } from "./site";
import type { PriceId } from "./catalog";

/** Copy of the sales / upsell page (/checkout). Prices come from the catalog. */
export const checkoutSeo = {
  title: "Get Your AI Voice Agent",
  description:
    "Launch a custom AI voice agent for a one-time $247, then add CRM integration, multilingual support or SMS follow-up.",
};

export const checkoutHero = {
  eyebrow: "One-time implementation offer",
  title: "Your AI Voice Agent, Live in Days",
  subtitle:
    "We design, train and launch an AI voice agent for your business: it answers every call 24/7, books appointments and captures every lead. Add the packages that fit, then check out securely.",
};

/** The hero's greeting for a visitor the login page just sent here (issue 15). */
export const checkoutWelcome = {
  confirmed: {
    eyebrow: "Email confirmed",
    title: `Welcome to ${site.name}! Your account is ready.`,
    subtitle:
      "One step left: choose the packages that fit below and check out securely. Your AI voice agent can be answering calls within days.",
  },
  "signed-in": {
    eyebrow: "You're signed in",
    title: "Welcome! Let's get your AI voice agent live.",
    subtitle:
      "Choose the packages that fit below and check out securely. We design, train and launch your agent, and it answers every call 24/7.",
  },
};

/** Spec §3 offer card: title, description, features, price; shown under "What's Included:". */
export const mainOfferCard = {
  priceId: "main-offer" as PriceId,
  title: "AI Voice Agent Implementation",
  description: "Everything you need to put an AI receptionist on your phone line, done for you.",
  features: [
    "Custom AI voice agent trained on your services, prices and FAQs",
    "Natural-sounding voice that answers 24/7, including holidays",
    "Appointment booking and call routing to your team",
    "Call summaries emailed after every conversation",
    "Setup, testing and launch by our specialists",
    "30 days of tuning after launch",
  ],
};

/** Spec §3 add-on cards for the four packages. */
export const addOnCards: { priceId: PriceId; features: string[] }[] = [
  {
    priceId: "basic-implementation",
    features: ["Voice agent plus website chatbot", "Core workflows: reminders, follow-ups, intake", "Staff training session", "Priority launch"],
  },
  {
    priceId: "addon-crm",
    features: ["HubSpot, Salesforce or your CRM", "Contacts and call notes synced automatically", "Deal and task creation from calls"],
  },
  {
    priceId: "addon-multilingual",
    features: ["Native-quality voices", "Automatic language detection", "Translated scripts and FAQs"],
  },
  {
    priceId: "addon-sms",
    features: ["Confirmations and reminders by SMS", "Missed-call text-back", "Two-way replies logged to your inbox"],
  },
];

export const notReady = {
  title: "Not Ready to Purchase",
  text: "See the agent handle your own scenarios first. We'll walk you through a live demo tailored to your business.",
  cta: "Schedule a Free Demo",
};

export const alternatives = {
  title: "Other Ways to Get Started",
  cards: [
    {
      id: "strategy-call" as const,
      title: "Free 30-Minute Strategy Call",
      text: "Talk through your calls, workflows and goals with an automation specialist. No cost, no obligation.",
      cta: "Book Your Free Call",
    },
    {
      id: "roi" as const,
      title: "ROI Calculator Demo",
      text: "Enter your team size and hourly cost to see what an AI agent could save you every month.",
      cta: "Calculate Your Savings",
      href: "/roi-calculator",
    },
    {
      id: "pilot-program" as const,
      title: "Pilot Program",
      text: "Start with one workflow, measure the results, then roll out with confidence.",
      cta: "Apply for the Pilot",
    },
  ],
};

/** The paid strategy session, sold on the sales page below the free options. */
export const paidSession = {
  priceId: "strategy-session" as PriceId,
  title: "Prefer a Deep Dive? Book a Paid Strategy Session",
  text: "60 minutes with an automation architect who maps your calls, tools and workflows, then sends you a written action plan. Pick your time below: it is held for you while you pay.",
  cta: "Book a Strategy Session",
};

/** The paid session's time: picked before paying, held during checkout, shown after (issue 17, decision 064). */
export const sessionBookingCopy = {
  /** The server's answer when the session's checkout starts without a time (400). */
  pickTime: "Pick a time for your session.",
  legend: "Pick a time for your session",
  empty: "No open times in the next 14 days. Write to us and we'll find a time together.",
  failed: "Open times could not be loaded. Reload the page to try again.",
  booked: (when: string) => `Your strategy session is booked for ${when}.`,
  reschedule: "Reschedule",
  cancel: "Cancel the session",
  manageNote: "The same links are in your confirmation email.",
  /** The payment arrived after the held time lapsed and someone else took it. */
  pickAgainTitle: "Choose a time for your strategy session",
  pickAgain: "Your payment is confirmed. The time you picked was taken while the payment was on its way: please pick another.",
  pickFirst: "Your payment is confirmed. Pick a time for your session.",
  book: "Book this time",
  booking: "Booking...",
  alreadyBooked: "This order already has a booked session.",
  /** Who the session is with: asked before the time is held (decision 097). */
  contact: {
    legend: "Who we'll call",
    name: "Your name",
    email: "Email",
    emailHint: "Your confirmation, calendar invite and receipt go here.",
    phone: "Phone number we'll call",
    agenda: "What would you like to cover?",
    agendaHint: "Your calls, the tools you use, or a workflow you want automated.",
    nameMissing: "Enter your name.",
    emailInvalid: "Enter a valid email address.",
    phoneInvalid: "Enter a phone number we can call, with its area code.",
    agendaTooLong: "Keep what you'd like to cover under 1,000 characters.",
  },
  /** Past a cap on held times: the free call's form, which needs no held time. */
  reachOut: "Send your details without a time — we'll reach out to schedule",
  notPaid: "This order is not paid yet.",
  cancelled: "This session was cancelled.",
} as const;
