import { businessesServed } from "./claims";
import { formatCents } from "~/lib/money";
import { catalog } from "./catalog";
import { site } from "./site";
import type { LeadFormCopy } from "./leads";
import type { Comparison } from "./offer-types";
import type { Feature, FaqItem, PageSeo, Stat, Testimonial } from "./types";

/*
 * The ebook offer (spec §2 "Ebook sales page", §4 "Ebook page", §9). Two pages sell it:
 * /ai-business-partner (sales page) and /ai-ebook (long-form sales letter). Everything they
 * share lives in the first half of this file; each page's own copy in the second half.
 */

export const ebookPriceId = "ebook" as const;
export const ebookTitle = "The AI Business Partner Playbook";
export const ebookPrice = formatCents(catalog[ebookPriceId].amount);

/** Listed values (cents) that make up the $532.00 value stack: the book plus five bonuses. */
export const ebookBook = {
  title: `${ebookTitle} (ebook)`,
  description: "The complete guide: the model, the 30-day rollout plan and the numbers to track.",
  value: 4_700,
};

export const ebookBonuses: { title: string; description: string; value: number }[] = [
  {
    title: "Bonus 1: AI Automation Blueprint Templates",
    description: "Plug-in workflow maps for lead capture, booking, reminders and review requests.",
    value: 9_700,
  },
  {
    title: "Bonus 2: The Done-For-You Script Library",
    description: "Voice-agent and chatbot scripts for the conversations your business has every day.",
    value: 9_700,
  },
  {
    title: "Bonus 3: The Client-Acquisition System",
    description: "The follow-up sequences that turn inquiries into booked, paying clients.",
    value: 9_700,
  },
  {
    title: "Bonus 4: 30-Day Implementation Checklist",
    description: "A day-by-day plan so the first automation is live within a month.",
    value: 9_700,
  },
  {
    title: "Bonus 5: ROI Tracking Dashboard",
    description: "A ready-made tracker for hours saved, leads recovered and revenue gained.",
    value: 9_700,
  },
];

/** What the drawn cover says. */
export const ebookCover = {
  kicker: "The",
  title: "AI Business Partner",
  subtitle: "Playbook",
  tagline: "Grow without hiring: the 30-day plan",
  badge: "+ 5 bonuses",
  publisher: site.name,
};

export const ebookListedValue = ebookBook.value + ebookBonuses.reduce((sum, b) => sum + b.value, 0);

export const ebookGuarantee = {
  title: "30-Day Money-Back Guarantee",
  text: "Read the playbook, use the templates, run the first automation. If you don't find it valuable, email us within 30 days and we'll refund every cent. No questions, no hoops.",
};

export const ebookOffer = {
  id: "offer",
  eyebrow: "Limited-time offer",
  title: "Get the Complete AI Business Partner Playbook",
  intro: "The book and all five bonuses, delivered digitally the moment your order is complete.",
  totalLabel: "Total value",
  todayLabel: "Your price today",
  buttonText: `Get Instant Access for ${ebookPrice}`,
  finePrint: "One-time payment. Secure checkout. No subscription.",
};

/** Spec §9 counters: 127 partners, 6.2 million revenue, 84 percent growth, 32 hours saved weekly. */
export const ebookStats: Stat[] = [
  { value: 127, label: "partner businesses in the program" },
  { value: 6.2, decimals: 1, prefix: "$", suffix: "M", label: "revenue generated for partners" },
  { value: 84, suffix: "%", label: "average growth in revenue" },
  { value: 32, label: "hours saved every week" },
];

export const ebookTestimonials: Testimonial[] = [
  {
    quote:
      "I read it on a Sunday and had missed-call text-back running by Wednesday. We booked 11 extra jobs the first month from calls we used to lose.",
    name: "Mike D.",
    role: "Owner",
    company: "HVAC services company",
    rating: 5,
  },
  {
    quote:
      "Putting our agency retainer next to the AI model was an eye-opener. We now spend 60% less, and every lead hears back in under a minute.",
    name: "Laura S.",
    role: "Managing Partner",
    company: "Accounting firm",
    rating: 5,
  },
  {
    quote:
      "The scripts alone were worth ten times the price. Our front desk leaves on time, and our Google reviews went from 4.3 to 4.8 stars in two months.",
    name: "Dr. Kevin P.",
    role: "Clinic Director",
    company: "Physical therapy practice",
    rating: 5,
  },
  {
    quote:
      "Practical, clear and no hype. The 30-day plan kept us on track, and by day 30 the booking assistant had filled 14 cleaning slots on its own.",
    name: "Angela R.",
    role: "Founder",
    company: "Home-cleaning company",
    rating: 5,
  },
];

/**
 * The /ai-ebook letter's pull quotes: readers other than the sales page's, so no quote appears
 * on two pages (issue 15).
 */
export const ebookLetterQuotes: Testimonial[] = [
  {
    quote:
      "The missed-call script in chapter four took me an hour to set up. Three weeks later we had won back 19 repair jobs that used to end in voicemail.",
    name: "Carlos M.",
    role: "Owner",
    company: "Auto repair shop",
  },
  {
    quote:
      "An agency quoted us $4,000 a month. Following the playbook we run the same follow-ups ourselves for under $300, and our review count doubled in 60 days.",
    name: "Jenna L.",
    role: "Founder",
    company: "Boutique fitness studio",
  },
  {
    quote:
      "The 30-day plan is the part I keep going back to. Our booking assistant went live in week two and filled 22 extra appointments that month.",
    name: "Tasha B.",
    role: "Co-owner",
    company: "Hair salon",
  },
];

export const ebookComparison: Comparison = {
  title: "Traditional Agency vs. AI Business Partner",
  intro: "Both promise growth. Only one works every hour of the day and gets better with every conversation.",
  caption: "How a traditional agency compares with an AI business partner",
  columns: ["Traditional agency", "AI business partner"],
  rows: [
    { label: "Lead response time", values: ["Hours or days", "Seconds, 24/7"] },
    { label: "Availability", values: ["Business hours", "Around the clock, holidays too"] },
    { label: "Time to first results", values: ["3-6 months of ramp-up", "Within 30 days"] },
    { label: "Cost structure", values: ["Monthly retainer, long contracts", "One-time setup, low running cost"] },
    { label: "Knows your business", values: ["Rotating account managers", "Trained on your own data"] },
    { label: "Growing demand", values: ["More work, higher fees", "Same cost at any volume"] },
    { label: "Reporting", values: ["Monthly slide deck", "Live view of every conversation"] },
  ],
};

/** FAQ answers are rendered on the page (readable without JavaScript); the dialog adds the detail. */
export type EbookFaqItem = FaqItem & { detail: string };

export const ebookFaq: EbookFaqItem[] = [
  {
    question: "How quickly will I see results?",
    answer:
      "Most businesses see their first results in 30 days. The full impact shows in 90-120 days, as your AI systems learn from every conversation and you hand over more of your workflow.",
    detail:
      "The playbook starts with the one process that leaks the most money, usually missed calls or slow lead follow-up, so the first win comes early. From there you add one automation at a time and track each one with the ROI dashboard.",
  },
  {
    question: "Is the AI Business Partner model right for my business?",
    answer:
      "The full AI Business Partner model is suitable for businesses with at least $250,000 annual revenue, where the hours saved and leads recovered add up fastest.",
    detail:
      "Below that, the playbook still pays for itself: start with the quick wins in chapters two and three (missed-call text-back, instant replies and automated reminders) and grow into the full model as revenue grows.",
  },
  {
    question: "Who is this offer for?",
    answer:
      "This offer is for businesses earning $5,000+ monthly that want to grow without adding headcount or paying agency retainers.",
    detail:
      "Owners of service businesses, clinics, agencies, restaurants and property firms get the most from it: anyone whose phone, inbox or direct messages bring in revenue and eat up time.",
  },
  {
    question: "What if it doesn't work for me?",
    answer:
      "You're covered by our 30-day money-back guarantee. If the playbook isn't valuable to you, email us within 30 days for a full refund.",
    detail: `Write to ${site.contact.email} from the address you bought with. You keep the templates either way; we'd rather earn your trust than keep a purchase you're unhappy with.`,
  },
  {
    question: "Do I need technical skills?",
    answer:
      "No. Every step is written for business owners, not engineers. The templates are copy-and-paste and each tool setup is explained step by step.",
    detail:
      "If you can set up an email account, you can follow the playbook. And if you'd rather have it done for you, the book explains exactly what to ask an implementation partner for.",
  },
];

export const ebookAskQuestion = {
  button: "Ask a Question",
  title: "Ask a Question",
  description:
    "Not sure the AI Business Partner model fits your business? Ask us anything and a specialist will reply by email.",
  emailLabel: "Your email",
  questionLabel: "Your question",
  questionPlaceholder: "e.g. Would this work for a two-location dental practice?",
  submit: "Send Question",
};

export const ebookAssessment = {
  id: "assessment",
  eyebrow: "Free, no obligation",
  title: "Get Your Free Business AI Assessment",
  intro:
    "Tell us where to send it and we'll review how your business handles calls, leads and follow-up, then show you the three automations that would pay back fastest.",
  points: [
    "Your biggest time drains, ranked",
    "The first three automations to build",
    "Estimated hours and revenue recovered",
  ],
  emailLabel: "Business email",
  submit: "Get My Free Assessment",
  pending: "Sending...",
  note: "Delivered to your inbox within 24 hours. No spam, unsubscribe any time.",
};

/** Spec §8 success toasts: claims only; no backend call stands behind them yet. */
export const ebookToasts = {
  question: {
    title: "Question Received",
    description: "We'll get back to you soon with answers about the AI Business Partner model.",
  },
  assessment: {
    title: "Success!",
    description: "You'll receive your free business AI assessment within 24 hours.",
  },
  message: { title: "Message Sent", description: "We'll respond to your question shortly!" },
  businessModels: {
    title: "AI Business Models",
    description: "More information about AI business models has been sent to your email.",
  },
  caseStudies: {
    title: "Case Studies Sent",
    description: "Real results from businesses like yours are on their way to your inbox.",
  },
} as const;

/** The ask-a-question form as a lead form (its dialog and its page /forms/question). */
export const ebookQuestionForm: LeadFormCopy = {
  title: ebookAskQuestion.title,
  description: ebookAskQuestion.description,
  fields: [
    {
      name: "email",
      label: ebookAskQuestion.emailLabel,
      type: "email",
      required: true,
      autoComplete: "email",
      placeholder: "you@company.com",
    },
    {
      name: "question",
      label: ebookAskQuestion.questionLabel,
      type: "textarea",
      required: true,
      placeholder: ebookAskQuestion.questionPlaceholder,
    },
  ],
  submit: ebookAskQuestion.submit,
  success: ebookToasts.question,
};

/** The free assessment as a lead form (its page /forms/assessment; the ebook pages show it inline). */
export const ebookAssessmentForm: LeadFormCopy = {
  title: ebookAssessment.title,
  description: ebookAssessment.intro,
  fields: [
    {
      name: "email",
      label: ebookAssessment.emailLabel,
      type: "email",
      required: true,
      autoComplete: "email",
      placeholder: "you@company.com",
    },
  ],
  submit: ebookAssessment.submit,
  success: ebookToasts.assessment,
};

export const ebookChat = {
  chip: "Chat with us",
  hide: "Hide chat",
  title: "AI Business Partner Team",
  status: "Usually replies within a few hours",
  greeting:
    "Hi there! Curious how an AI business partner would work in your business? Ask us anything, or pick a topic below.",
  shortcuts: [
    { label: "Show me AI business models", toast: "businessModels" },
    { label: "Send me case studies", toast: "caseStudies" },
  ] as const,
  inputLabel: "Your message",
  placeholder: "Type your question...",
  send: "Send",
  minimise: "Minimise chat",
};

export const ebookBanner = {
  text: "Discover how AI can transform your business",
  cta: "See the offer",
  dismiss: "Dismiss banner",
};

/** Spec §9 timings. */
export const ebookTimings = { chatDelayMs: 8_000, bannerDelayMs: 15_000, bannerHideScrollY: 100 };

/* ---------------------------------------------------------------- /ai-business-partner */

export const ebookSalesSeo: PageSeo = {
  title: "AI Business Partner Playbook",
  description: `The playbook for making AI your 24/7 business partner: scripts, templates and a 30-day plan, plus five bonuses, for ${ebookPrice}.`,
};

export const ebookSalesHero = {
  eyebrow: ebookTitle,
  title: "Grow Without Hiring: Make AI Your Most Productive Business Partner",
  subtitle:
    "The step-by-step playbook business owners use to answer every customer in seconds, follow up every lead automatically and win back 32 hours a week, without agency retainers or new hires.",
  primary: `Get the Playbook for ${ebookPrice}`,
  secondary: "Get a Free AI Assessment",
  highlights: ["30-day money-back guarantee", "Instant digital access", "Five bonuses included"],
};

export const ebookStatsSection = {
  title: "Results From the AI Business Partner Program",
  intro: `Partners are the businesses in our AI Business Partner Program: a small group within the ${businessesServed} businesses that use ${site.name}. The model in the playbook is the one they run every day; these are their combined results.`,
};

export const ebookChapters: { title: string; intro: string; items: Feature[] } = {
  title: "Inside the Playbook",
  intro: 'Six chapters that take you from "we should use AI" to an AI partner working your phones, inbox and pipeline.',
  items: [
    {
      icon: "brain",
      title: "The AI Business Partner Model",
      description:
        "Why the fastest-growing small businesses treat AI as a partner with a job description, not another app.",
    },
    {
      icon: "phone",
      title: "Never Miss a Lead Again",
      description:
        "Set up voice agents, instant chat replies and missed-call text-back so every inquiry gets an answer in seconds.",
    },
    {
      icon: "workflow",
      title: "Follow-Up on Autopilot",
      description: "The reminder, nurture and review sequences that turn one-time inquiries into repeat customers.",
    },
    {
      icon: "clock",
      title: "Win Back Your Week",
      description:
        "Find the admin that eats your time and hand it to AI: scheduling, intake, quotes and status updates.",
    },
    {
      icon: "calendar",
      title: "The 30-Day Rollout Plan",
      description: "What to automate in week one, two, three and four, in the order that pays back fastest.",
    },
    {
      icon: "chart",
      title: "Measure What Matters",
      description:
        "The handful of numbers that prove ROI: response time, recovered leads, hours saved and revenue per customer.",
    },
  ],
};

export const ebookTestimonialsSection = {
  title: "What Business Owners Are Saying",
  intro: "Owners who put the playbook to work in their own businesses.",
};

export const ebookFaqSection = {
  id: "faq",
  title: "Questions Before You Buy",
  intro: "Straight answers to what business owners ask us most. Open any question for the full answer.",
  more: "Still have a question?",
};
