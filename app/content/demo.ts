import { site } from "./site";
import { voiceToasts } from "./voice-notices";
import type { PageSeo } from "./types";

/**
 * The interactive demo (/demo): industry prompts, sample questions, stat tiles and every
 * string the page, its dialogs and its toasts show (the business-manager prompt templates are
 * in ./prompts/demo-manager.ts, loaded only for visitors with chat preferences)
 * (spec §2 "Demo page", §3, §4, §8, §9). Pure data: the browser and the server both read it.
 */

/** Spec §3 industry enumeration, in the spec's order. */
export const demoIndustryIds = [
  "healthcare",
  "restaurants",
  "hospitality",
  "transportation",
  "finance",
  "real_estate",
] as const;
export type DemoIndustryId = (typeof demoIndustryIds)[number];

/** Spec §3 business-size enumeration. */
export const businessSizes = ["1-10", "11-50", "51-200", "201-1000", "1000+"] as const;
export type BusinessSize = (typeof businessSizes)[number];
export const businessSizeLabel = (size: string) => `${size} employees`;

/**
 * Whom the visitor talks to in the demo (docs/decisions/099): "voxa", our own assistant that
 * answers a buyer about the company; "caller", the AI receptionist of the visitor's saved business
 * (or of the industry's sample business), answering the visitor as one of its callers.
 */
export const demoRoles = ["voxa", "caller"] as const;
export type DemoRole = (typeof demoRoles)[number];
/** Visitors of /demo are buyers: they start by talking to us. */
export const DEFAULT_ROLE: DemoRole = "voxa";
export const isDemoRole = (value: unknown): value is DemoRole =>
  typeof value === "string" && (demoRoles as readonly string[]).includes(value);

export type DemoIndustry = {
  id: DemoIndustryId;
  label: string;
  /** The industry's sample business as the role switch names it: "Be a caller of a sample medical practice". */
  sampleBusiness: string;
  /** The assistant's default system prompt for this industry (also the custom-prompt prefill). */
  defaultPrompt: string;
  /** One-click chips in the chat; their prepared offline answers are in ./prompts/demo-assistant.ts. */
  sampleQuestions: string[];
};

const brand = site.name;

export const demoIndustries: DemoIndustry[] = [
  {
    id: "healthcare",
    sampleBusiness: "a sample medical practice",
    label: "Healthcare",
    defaultPrompt:
      "You are a friendly front-desk assistant for a medical practice. Help patients book, move or cancel appointments, answer questions about opening hours, insurance and preparation for visits, and send reminders. Never give medical advice or a diagnosis: for symptoms, suggest booking a visit, and for emergencies tell the caller to dial 911. Protect patient privacy and only confirm details the caller has already given.",
    sampleQuestions: [
      "Can I book a check-up for next Tuesday morning?",
      "Do you accept my insurance?",
      "What should I bring to my first appointment?",
    ],
  },
  {
    id: "restaurants",
    sampleBusiness: "a sample restaurant",
    label: "Restaurants",
    defaultPrompt:
      "You are the host of a busy restaurant. Take and change reservations, answer questions about the menu, allergens, opening hours and parking, and take takeout orders clearly, repeating them back before confirming. Be warm and quick; suggest the day's specials when it fits.",
    sampleQuestions: [
      "Do you have a table for four at 7 pm on Friday?",
      "Which dishes are gluten-free?",
      "Can I order takeout for pickup in 30 minutes?",
    ],
  },
  {
    id: "hospitality",
    sampleBusiness: "a sample hotel",
    label: "Hospitality",
    defaultPrompt:
      "You are the concierge of a hotel. Help guests book and change stays, answer questions about rooms, amenities, check-in and check-out times and local recommendations, and take service requests such as extra towels or late checkout. Be gracious and anticipate needs.",
    sampleQuestions: [
      "Is late checkout available on Sunday?",
      "Can you recommend a restaurant near the hotel?",
      "What time is breakfast served?",
    ],
  },
  {
    id: "transportation",
    sampleBusiness: "a sample transport company",
    label: "Transportation",
    defaultPrompt:
      "You are the dispatch and customer-service assistant of a transportation company. Help customers book rides or shipments, give status updates and estimated arrival times, handle changes and cancellations, and answer questions about fares and service areas. Be precise about times and locations.",
    sampleQuestions: [
      "Where is my shipment right now?",
      "Can I book an airport transfer for 6 am tomorrow?",
      "How much does a delivery across town cost?",
    ],
  },
  {
    id: "finance",
    sampleBusiness: "a sample financial firm",
    label: "Finance",
    defaultPrompt:
      "You are the client-service assistant of a financial services firm. Answer general questions about accounts, services, fees and application status, book appointments with advisors and take messages. Never give personalised investment, tax or legal advice, and never ask for full account numbers or passwords. Verify identity before discussing any account.",
    sampleQuestions: [
      "What's the status of my loan application?",
      "Can I book a meeting with a financial advisor?",
      "What fees do you charge for wire transfers?",
    ],
  },
  {
    id: "real_estate",
    sampleBusiness: "a sample property manager",
    label: "Real Estate",
    defaultPrompt:
      "You are the leasing and property-management assistant of a real estate company. Answer questions about available listings, schedule viewings, qualify prospective buyers and tenants, and take maintenance requests from residents, marking emergencies as urgent. Be helpful and precise about addresses and times.",
    sampleQuestions: [
      "Is the two-bedroom apartment still available?",
      "My kitchen sink is leaking. Can someone come today?",
      "What documents do I need to apply for a lease?",
    ],
  },
];

export const DEFAULT_INDUSTRY: DemoIndustryId = "healthcare";

export function isDemoIndustry(value: unknown): value is DemoIndustryId {
  return typeof value === "string" && (demoIndustryIds as readonly string[]).includes(value);
}

export function demoIndustry(id: string | null | undefined): DemoIndustry {
  return demoIndustries.find((i) => i.id === id) ?? demoIndustries[0]!;
}

export const demoSeo: PageSeo = {
  title: `Interactive ${brand} Demo`,
  description: `Talk to our AI assistant by text or voice, set up for your industry. Add your business details and hear how it answers customers.`,
};

export const demoPage = {
  eyebrow: "Live demo",
  title: `Interactive ${brand} Demo`,
  intro:
    "Chat or talk with an AI assistant set up for your industry. Ask it what your customers ask you, then customise its instructions with your own business details and hear the difference.",
  noScript:
    "The interactive demo needs JavaScript for the chat and the voice call. You can still book a personal demo or see our plans.",
  customizeShow: "Customize Demo",
  customizeHide: "Hide Customization",
  setPreferences: "Set Chat Preferences",
  getFullVersion: "Get Full Version",
  chat: {
    title: "Text chat",
    description: "Ask anything your customers would ask. Enter sends, Shift+Enter adds a line.",
    industryLabel: "Industry",
    inputLabel: "Your message",
    placeholder: "Type your question...",
    send: "Send",
    stop: "Stop",
    typing: "AI is typing",
    samplesLabel: "Try a sample question",
    empty: "Pick a sample question or type your own to start the conversation.",
    you: "You",
    ai: "AI assistant",
    /** The assistant answers from the site's own content (no model set up): said as what the visitor can do (docs/decisions/052). */
    offlineBadge: "Quick answers",
    offlineNote: "Ask about your industry, our plans and prices, or how setup works.",
    /** The day's model budget is spent (docs/decisions/045): said in the mode line and at the start of the reply. */
    offlineRestingNote:
      "Our live AI is resting for today, so you're talking to our offline assistant. It knows our plans, prices and features.",
    liveBadge: "Live AI",
    clear: "Clear chat",
  },
  /**
   * The role switch above the chat (docs/decisions/099): whom the visitor is talking to. The chat's
   * sample questions and its first line follow the role; the voice call uses the same role.
   */
  role: {
    legend: "Who are you talking to?",
    voxa: "Ask about " + brand,
    voxaHint: "Prices, plans, integrations, setup, compliance, or booking a call with us.",
    caller: (business: string) => `Be a caller of ${business}`,
    /** A saved business without a name. */
    yourBusiness: "your business",
    callerHint: "The AI receptionist answers you as one of the business's callers would hear it.",
    /** The chat's first line in each role (before any message). */
    voxaIntro: `You're talking to the ${brand} assistant. Ask about prices, plans, integrations, setup or compliance, or pick a question below.`,
    callerIntro: (business: string) =>
      `You're a caller of ${business}: its AI receptionist answers you. Ask what your customers ask, or pick a question below.`,
    /** Sample questions a buyer asks us (the caller's come from the industry). */
    voxaSamples: ["How much does it cost?", "Does it work with my CRM?", "How long does setup take?"],
  },
  /** The site-wide widget's text chat: what a live-demo button opens when no voice provider is set up (docs/decisions/052). */
  widgetChat: {
    greeting: `Hi, I'm the ${brand} assistant, the same kind of AI agent we build for our clients. Pick your industry and ask what your customers ask, or ask me about plans, pricing and setup.`,
    industriesLabel: "Your industry",
    suggestionsLabel: "Try asking",
    /** Whom the visitor talks to in the widget (docs/decisions/099): a picked industry makes them a caller. */
    voxaNote: `You're asking about ${brand}. Pick an industry to be a caller of its sample business.`,
    callerNote: (business: string) => `You're a caller of ${business}. Pick it again to ask about ${brand}.`,
    logLabel: "Conversation with the AI assistant",
    inputLabel: "Message the AI assistant",
    placeholder: "Ask a question...",
    voiceLabel: "Talk out loud instead",
  },
  /** The chat's hand-off (issue 16): the visitor leaves name, email and phone without leaving the chat. */
  handoff: {
    title: "Talk to our team",
    description:
      "Leave your details and we'll call you within one business day to set up your free 30-minute strategy call.",
    send: "Send my details",
    cancel: "Not now",
    /** What the chat's lead says about itself in the owner's console and the CRM. */
    challengesPrefix: (industry: string) => `Asked in the demo chat (${industry} demo): `,
    thanks: (firstName: string, phone: string) =>
      `Thanks, ${firstName}! Your details are with our team, and we'll call you at ${phone} within one business day to set up your free strategy call. Anything else I can answer in the meantime?`,
  },
  voicePanel: {
    title: "Voice call",
    description:
      "Talk to the same assistant out loud. It listens, answers in a natural voice and you can interrupt it any time.",
    browserSpeechNote:
      "Browser voice mode: your browser listens and speaks; answers come from the same assistant as the text chat.",
  },
  stats: {
    responseTime: "Response Time",
    satisfaction: "Customer Satisfaction",
    /** Under the spec's default (2 seconds) until the visitor's first reply has been timed. */
    responseTimeTypicalNote: "Typical figure until your first reply",
    responseTimeNote: "Measured on your last reply",
    satisfactionNote: "Across client deployments",
  },
} as const;

/** Spec §8 and §9: demo-page toasts last 3000 ms. */
export const DEMO_TOAST_MS = 3000;
/** Spec §9: going inactive fades the widget over 300 ms. */
export const WIDGET_FADE_MS = 300;

export const demoToasts = {
  settingsSaved: { title: "Settings saved", description: "Your business details have been saved successfully." },
  saveFailed: { title: "Save failed", description: "There was an error saving your business details." },
  noUser: { title: "No user logged in", description: "Sign in to save your business details." },
  uploaded: (n: number) => ({ title: "Files uploaded successfully", description: `${n} file(s) have been uploaded.` }),
  uploadFailed: { title: "Upload failed", description: "There was an error uploading your files." },
  preferencesRequired: "Please fill in all required fields",
  preferencesLogin: { title: "Please log in", description: "You need to be logged in to save your preferences" },
  preferencesSaved: { title: "Preferences Saved" },
  preferencesFailed: { title: "Error", description: "There was a problem saving your preferences. Please try again." },
  chatFailed: "Failed to get AI response. Please try again.",
  voiceConnected: voiceToasts.connected,
  voiceDisconnected: voiceToasts.disconnected,
  voiceError: voiceToasts.error,
  widgetMissing: { title: "Error", description: "Could not find AI assistant widget." },
} as const;

/** Spec §9: displayed before the first reply. */
export const DEFAULT_RESPONSE_TIME = "2 seconds";
export const CUSTOMER_SATISFACTION = "97%";
