import { site } from "./site";
import { link, openDialog, type PageSeo } from "./types";

/**
 * Copy of the lead forms (demo request, pilot program, strategy call, contact, ebook forms),
 * the solution finder and the ROI calculator. Quoted strings come from spec §5 and §8.
 */

export type ToastCopy = { title: string; description?: string };

/** Spec §5 and §8, word for word. */
/** A form posted too often from one network (lead forms, managing a booked call): 429 with this. */
export function tooManySubmissions(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many submissions from your network. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again, or email us directly.`;
}

export const leadMessages = {
  required: "Please fill in all required fields",
  invalidEmail: "Please enter a valid email address",
  invalidPhone: "Please enter a valid phone number",
  loginRequired: { title: "Please log in", description: "You need to be logged in to submit a demo request." },
  error: { title: "Error", description: "There was a problem submitting your request. Please try again." },
  tooMany: { title: "Too many requests" },
} as const;

export { consentTexts, HONEYPOT_FIELD, honeypotLabel } from "./leads-forms";

export type LeadFieldName = "name" | "email" | "phone" | "company" | "message" | "useCase" | "challenges" | "question";
export type LeadFieldCopy = {
  name: LeadFieldName;
  label: string;
  type: "text" | "email" | "tel" | "textarea";
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
};

const nameField: LeadFieldCopy = {
  name: "name",
  label: "Full name",
  type: "text",
  required: true,
  autoComplete: "name",
};
const emailField: LeadFieldCopy = {
  name: "email",
  label: "Email",
  type: "email",
  required: true,
  autoComplete: "email",
  placeholder: "you@company.com",
};
const phoneField: LeadFieldCopy = {
  name: "phone",
  label: "Phone",
  type: "tel",
  required: true,
  autoComplete: "tel",
  placeholder: "+1 (555) 000-0000",
};
const companyField: LeadFieldCopy = { name: "company", label: "Company", type: "text", autoComplete: "organization" };

export type DialogFormKey = "demo_request" | "pilot_program" | "strategy_call";

/** A lead form's copy: used by its dialog and by its page under /forms. */
export type LeadFormCopy = {
  title: string;
  description: string;
  fields: LeadFieldCopy[];
  submit: string;
  success: ToastCopy;
};

export const leadDialogs: Record<DialogFormKey, LeadFormCopy> = {
  demo_request: {
    title: "Request a Demo",
    description: "See an AI agent handle your real calls and messages. We'll set up a live demo around your business.",
    fields: [
      nameField,
      emailField,
      phoneField,
      companyField,
      {
        name: "message",
        label: "Message",
        type: "textarea",
        placeholder: "What would you like the AI agent to handle?",
      },
    ],
    submit: "Request Demo",
    success: { title: "Demo Request Received!", description: "We'll contact you shortly to schedule your demo." },
  },
  pilot_program: {
    title: "Apply for the Pilot Program",
    description:
      "Try an AI agent on one workflow, measure the results, then decide. Tell us where you'd like to start.",
    fields: [
      nameField,
      emailField,
      phoneField,
      companyField,
      {
        name: "useCase",
        label: "Use case",
        type: "textarea",
        required: true,
        placeholder: "e.g. answer after-hours calls and book appointments",
      },
    ],
    submit: "Apply for the Pilot",
    success: {
      title: "Pilot Program Request Received!",
      description: "We'll review your use case and reach out within one business day.",
    },
  },
  strategy_call: {
    title: "Schedule a Free Strategy Call",
    description: "A free 30-minute consultation with an automation specialist. No cost, no obligation.",
    fields: [
      nameField,
      emailField,
      phoneField,
      companyField,
      {
        name: "challenges",
        label: "Biggest challenges",
        type: "textarea",
        placeholder: "Missed calls, slow follow-up, manual scheduling...",
      },
    ],
    submit: "Book My Free Call",
    success: {
      title: "Strategy Call Request Received!",
      description: "We'll reach out shortly to book your free 30-minute call.",
    },
  },
};

/**
 * The demo request needs an account (spec §5); said before the form is filled, with the strategy
 * call that needs none beside it (decision 102). /login says it is kept (auth.ts, loginPage).
 */
export const demoRequestAccount = {
  title: "A free account is needed to send this.",
  kept: "What you type is kept in this browser while you sign up and confirm your email, and sent for you once you're signed in.",
  alternative: "Rather not make an account? The free 30-minute strategy call needs none:",
  alternativeLink: "pick a time",
} as const;

export const submittingLabel = "Submitting...";

/**
 * Beside the strategy call's own page (/forms/strategy-call) from 1024 px, under the form on
 * phones: who the visitor will talk to and what they leave with (issue 42).
 */
export const strategyCallPanel = {
  title: "What happens on the call",
  facts: [
    { label: "Who", text: "An automation specialist from our team: the person who would plan your setup." },
    { label: "How long", text: "30 minutes, by phone, at the time you pick (or we call to find one)." },
  ],
  getsTitle: "What you leave with",
  gets: [
    "A map of your call flow: which calls the agent answers, books or hands to your staff",
    "A price for your case",
    "A go-live date you can plan around",
  ],
  noObligation: "No obligation: no card, no contract. If automation isn't a fit for you, we'll say so.",
} as const;

/** Around the forms on their own pages under /forms (no JavaScript needed). */
export const formPages = {
  eyebrow: `${site.name}`,
  backTo: "Back to the page you were on",
  backHome: "Back to the home page",
  sendAnother: "Send another request",
  problemHeading: "Please check the form",
} as const;

/** /contact (no toast in the spec; ours matches the page's promise of a reply within one business day). */
export const contactMessages = {
  success: { title: "Message Received!", description: "Thanks for reaching out. We'll reply within one business day." },
} as const;

// ---------------------------------------------------------------------------------------
// Solution finder (spec §3 answers, §4 steps and rules, §9 budget options)

export type Option = { value: string; label: string };

export const solutionFinder = {
  title: "Find Your AI Solution",
  description: "Four quick questions and we'll recommend where to start.",
  stepOf: (n: number, total: number) => `Step ${n} of ${total}`,
  industry: {
    legend: "What type of business do you run?",
    label: "Your business type",
    placeholder: "e.g. dental clinic, restaurant, property management",
  },
  painPoint: {
    legend: "What are your biggest challenges?",
    hint: "Select all that apply.",
    options: [
      { value: "missed-leads", label: "Missed calls and lost leads" },
      { value: "customer-service", label: "Customer service is overloaded" },
      { value: "engagement", label: "Low customer engagement" },
      { value: "manual-work", label: "Too much manual admin work" },
      { value: "high-costs", label: "High staffing costs" },
    ] satisfies Option[],
  },
  channel: {
    legend: "Where do customers reach you?",
    hint: "Select all that apply.",
    options: [
      { value: "phone", label: "Phone calls" },
      { value: "social", label: "Instagram and social media" },
      { value: "website", label: "Website chat" },
      { value: "sms", label: "Text messages (SMS)" },
      { value: "email", label: "Email" },
    ] satisfies Option[],
  },
  budget: {
    legend: "What's your budget?",
    hint: "Choose one to see your recommendation.",
    options: [
      { value: "under-1000", label: "Under $1,000" },
      { value: "1000-5000", label: "$1,000-$5,000" },
      { value: "5000-plus", label: "$5,000+" },
      { value: "not-sure", label: "Not sure yet" },
    ] satisfies Option[],
  },
  messages: {
    industry: "Please enter your business type",
    select: "Please select at least one option",
  },
  next: "Next",
  back: "Back",
  startOver: "Start over",
  resultHeading: "Our recommendation",
  scheduleDemo: "Schedule a Demo",
  /** The no-JavaScript page (/forms/solution-finder) asks everything at once. */
  pageSubmit: "See My Recommendation",
  learnMore: "Learn more",
  alsoConsider: "Also worth a look",
  scheduledToast: {
    title: "Let's build your solution",
    description: "Pick the package that fits your recommendation, or book a free strategy call from this page.",
  },
} as const;

// ---------------------------------------------------------------------------------------
// ROI calculator (spec §5 validation, §9 formula)

export const roiSeo: PageSeo = {
  title: "AI Call Center ROI Calculator",
  description:
    "Estimate what AI voice agents could save your call team each month and year from your agents, hourly cost and call volume.",
};

export const roiPage = {
  eyebrow: "ROI Calculator",
  title: "See What AI Voice Agents Could Save You",
  subtitle:
    "Enter three numbers about your call team. We'll estimate your monthly and yearly savings from automating up to 70% of agent hours.",
  formHeading: "Your call team",
  fields: {
    agents: { label: "Number of agents", hint: "Full-time people answering calls", placeholder: "e.g. 10" },
    hourly: { label: "Hourly cost per agent ($)", hint: "Wages plus overhead, in US dollars", placeholder: "e.g. 25" },
    calls: { label: "Monthly call volume", hint: "Inbound and outbound calls per month", placeholder: "e.g. 5000" },
  },
  calculate: "Calculate",
  placeholder: "Enter your numbers and press Calculate to see your monthly and yearly savings.",
  missing: { title: "Missing Information", description: "Please fill in all fields to calculate potential savings." },
  /** Shown at the field (an empty field is "Missing Information" above, not one of these). */
  problems: {
    notNumber: "Enter a number, for example 10.",
    notPositive: "Enter a number greater than 0.",
    tooLarge: (max: string) => `Enter a number no larger than ${max}.`,
  },
  resultHeading: "Your estimated savings",
  monthly: "Monthly savings",
  yearly: "Yearly savings",
  chartTitle: "Cumulative savings over 12 months",
  chartDescription: (yearly: string) => `Savings add up month by month to ${yearly} after a year.`,
  packageLine: "Basic AI Implementation Package ($3,000)",
  barsLegend: "Savings to date",
  month: "Month",
  payback: (days: number) =>
    `At this rate, the $3,000 Basic AI Implementation Package pays for itself in about ${days} ${days === 1 ? "day" : "days"}.`,
  assumptions:
    "How we calculate: agents × 160 working hours a month × hourly cost × 0.7, assuming AI handles 70% of agent hours. Call volume helps us size your demo; it doesn't change the estimate.",
  requestDemo: "Request a demo with these numbers",
  shareHint: "This page's address now holds your numbers, so you can bookmark or share it.",
  demoMessage: (v: { agents: string; hourly: string; calls: string; monthly: string; yearly: string }) =>
    `ROI calculator: ${v.agents} agents at ${v.hourly}/hour handling ${v.calls} calls a month. Estimated savings ${v.monthly} a month (${v.yearly} a year). I'd like a demo with these numbers.`,
  closing: {
    title: "Rather talk it through?",
    text: "Book a free 30-minute strategy call and we'll check these numbers against your real call data.",
    ctas: [openDialog("Schedule a Free Strategy Call", "strategy-call"), link("See Packages", "/checkout")],
  },
} as const;
