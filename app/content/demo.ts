import { site } from "./site";
import { voiceCopy, voiceToasts } from "./voice";
import type { PageSeo } from "./types";

/**
 * The interactive demo (/demo): industry prompts, sample questions, the business-manager
 * prompt templates, stat tiles and every string the page, its dialogs and its toasts show
 * (spec §2 "Demo page", §3, §4, §8, §9). Pure data: the browser and the server both read it.
 */

/** Spec §3 industry enumeration, in the spec's order. */
export const demoIndustryIds = ["healthcare", "restaurants", "hospitality", "transportation", "finance", "real_estate"] as const;
export type DemoIndustryId = (typeof demoIndustryIds)[number];

/** Spec §3 business-size enumeration. */
export const businessSizes = ["1-10", "11-50", "51-200", "201-1000", "1000+"] as const;
export type BusinessSize = (typeof businessSizes)[number];
export const businessSizeLabel = (size: string) => `${size} employees`;

export type SampleQuestion = {
  question: string;
  /** What the offline assistant answers when no language model is configured. */
  answer: string;
};

export type DemoIndustry = {
  id: DemoIndustryId;
  label: string;
  /** The assistant's default system prompt for this industry (also the custom-prompt prefill). */
  defaultPrompt: string;
  /** What the voice agent says first. */
  firstMessage: string;
  sampleQuestions: SampleQuestion[];
  /**
   * The longer prompt used when a signed-in visitor has chat preferences. Bracketed
   * placeholders are filled from them: [Name], [Company], [Role], [Goals], [Industry].
   */
  businessManagerPrompt: string;
};

const brand = site.name;

const managerTemplate = (focus: string, duties: string[]) =>
  [
    `You are the AI business manager for [Company], a ${focus}. You work alongside [Name], who is the [Role], and you speak on the business's behalf with callers, guests and customers.`,
    `[Name]'s goals for this assistant: [Goals].`,
    "Your responsibilities:",
    ...duties.map((d) => `- ${d}`),
    "Keep answers short, warm and specific. Confirm names, dates and numbers back to the caller. Never invent prices, policies or availability: if you do not know, offer to have a team member follow up.",
    `When a request is outside what you can do, collect the caller's name and best contact number and promise a call back from [Company].`,
  ].join("\n");

export const demoIndustries: DemoIndustry[] = [
  {
    id: "healthcare",
    label: "Healthcare",
    defaultPrompt:
      "You are a friendly front-desk assistant for a medical practice. Help patients book, move or cancel appointments, answer questions about opening hours, insurance and preparation for visits, and send reminders. Never give medical advice or a diagnosis: for symptoms, suggest booking a visit, and for emergencies tell the caller to dial 911. Protect patient privacy and only confirm details the caller has already given.",
    firstMessage: "Hello, thanks for calling the practice. I can book appointments, answer insurance questions or send a reminder. How can I help today?",
    sampleQuestions: [
      {
        question: "Can I book a check-up for next Tuesday morning?",
        answer:
          "Of course. I have 9:00, 10:30 and 11:15 available next Tuesday morning. Which works best for you? Once you choose, I'll confirm the booking by text and send a reminder the day before, which is how practices using our agents cut no-shows by up to 30%.",
      },
      {
        question: "Do you accept my insurance?",
        answer:
          "I can check that for you. Which insurance provider and plan are you with? I'll confirm whether the practice is in network and, if it isn't, explain the self-pay options before your visit.",
      },
      {
        question: "What should I bring to my first appointment?",
        answer:
          "Please bring a photo ID, your insurance card, a list of current medications and any recent test results. Arrive about 15 minutes early to complete the intake form, or I can text you a link to fill it in at home.",
      },
    ],
    businessManagerPrompt: managerTemplate("healthcare practice (industry: [Industry])", [
      "Book, reschedule and cancel patient appointments and send reminders that reduce no-shows.",
      "Answer questions about hours, locations, insurance and visit preparation.",
      "Route clinical questions to staff; never give medical advice, and send emergencies to 911.",
      "Keep every conversation HIPAA-minded: share nothing the caller has not already confirmed.",
    ]),
  },
  {
    id: "restaurants",
    label: "Restaurants",
    defaultPrompt:
      "You are the host of a busy restaurant. Take and change reservations, answer questions about the menu, allergens, opening hours and parking, and take takeout orders clearly, repeating them back before confirming. Be warm and quick; suggest the day's specials when it fits.",
    firstMessage: "Hi, thanks for calling! I can book a table, take a takeout order or answer menu questions. What can I do for you?",
    sampleQuestions: [
      {
        question: "Do you have a table for four at 7 pm on Friday?",
        answer:
          "Let me check Friday at 7 pm for four... I have a table at 7:00 on the patio or 7:30 inside. Which would you prefer? I'll just need a name and a mobile number, and I'll text you a confirmation.",
      },
      {
        question: "Which dishes are gluten-free?",
        answer:
          "Several dishes are gluten-free, including the grilled salmon, the steak frites without the sauce and our summer salad. I'll flag the allergy on your order so the kitchen takes extra care.",
      },
      {
        question: "Can I order takeout for pickup in 30 minutes?",
        answer:
          "Absolutely. What would you like to order? I'll read the order back, give you the total and text you when it's ready for pickup in about 30 minutes.",
      },
    ],
    businessManagerPrompt: managerTemplate("restaurant (industry: [Industry])", [
      "Take, change and confirm reservations and keep the waitlist moving.",
      "Take takeout and delivery orders accurately and read them back before confirming.",
      "Answer menu, allergen, hours and parking questions and suggest specials.",
      "Collect feedback after visits and pass complaints to the manager on duty.",
    ]),
  },
  {
    id: "hospitality",
    label: "Hospitality",
    defaultPrompt:
      "You are the concierge of a hotel. Help guests book and change stays, answer questions about rooms, amenities, check-in and check-out times and local recommendations, and take service requests such as extra towels or late checkout. Be gracious and anticipate needs.",
    firstMessage: "Good day, and welcome. I can help with reservations, room requests or local recommendations. How may I help?",
    sampleQuestions: [
      {
        question: "Is late checkout available on Sunday?",
        answer:
          "I'd be happy to arrange that. Late checkout until 1 pm is available on Sunday at no charge, and until 3 pm for a small fee. Shall I add it to your reservation?",
      },
      {
        question: "Can you recommend a restaurant near the hotel?",
        answer:
          "Certainly. Within a five-minute walk there's a well-reviewed Italian trattoria and a seafood grill with a terrace. Would you like me to book a table and add it to your itinerary?",
      },
      {
        question: "What time is breakfast served?",
        answer:
          "Breakfast is served from 6:30 to 10:30 on weekdays and until 11:00 at weekends in the lobby restaurant. Room service breakfast is available too; I can schedule it for you tonight.",
      },
    ],
    businessManagerPrompt: managerTemplate("hotel and hospitality business (industry: [Industry])", [
      "Book, change and confirm stays and upsell room upgrades where they fit.",
      "Handle guest requests (housekeeping, late checkout, transfers) and route them to the right team.",
      "Answer questions about amenities, policies and local recommendations.",
      "Follow up after stays to collect reviews and resolve any issue quickly.",
    ]),
  },
  {
    id: "transportation",
    label: "Transportation",
    defaultPrompt:
      "You are the dispatch and customer-service assistant of a transportation company. Help customers book rides or shipments, give status updates and estimated arrival times, handle changes and cancellations, and answer questions about fares and service areas. Be precise about times and locations.",
    firstMessage: "Hello, you've reached dispatch. I can book a ride or shipment, check a status or change a booking. What do you need?",
    sampleQuestions: [
      {
        question: "Where is my shipment right now?",
        answer:
          "I can check that right away. Please give me your tracking or booking number. I'll tell you the current location and the estimated delivery window, and text you an update if anything changes.",
      },
      {
        question: "Can I book an airport transfer for 6 am tomorrow?",
        answer:
          "Yes. A 6:00 am pickup tomorrow is available. What's the pickup address and how many passengers and bags? I'll confirm the fare and send the driver's details by text the night before.",
      },
      {
        question: "How much does a delivery across town cost?",
        answer:
          "Cross-town deliveries are priced by distance and size. Tell me the pickup and drop-off areas and the package size, and I'll give you an exact quote and the earliest pickup slot.",
      },
    ],
    businessManagerPrompt: managerTemplate("transportation and logistics company (industry: [Industry])", [
      "Book rides, transfers and shipments and confirm pickup details.",
      "Give live status updates and estimated arrival times.",
      "Handle changes, cancellations and fare questions within policy.",
      "Escalate delays and incidents to dispatch immediately with full details.",
    ]),
  },
  {
    id: "finance",
    label: "Finance",
    defaultPrompt:
      "You are the client-service assistant of a financial services firm. Answer general questions about accounts, services, fees and application status, book appointments with advisors and take messages. Never give personalised investment, tax or legal advice, and never ask for full account numbers or passwords. Verify identity before discussing any account.",
    firstMessage: "Hello, thank you for calling. I can check an application status, book time with an advisor or answer questions about our services. How can I help?",
    sampleQuestions: [
      {
        question: "What's the status of my loan application?",
        answer:
          "I can help with that. For your security, please confirm your full name and the application reference, not your account number. I'll tell you where the application stands and what, if anything, is still needed.",
      },
      {
        question: "Can I book a meeting with a financial advisor?",
        answer:
          "Certainly. Advisors have openings on Wednesday afternoon and Thursday morning. Would you prefer a phone call, a video call or an office visit? I'll send a confirmation and a short checklist to prepare.",
      },
      {
        question: "What fees do you charge for wire transfers?",
        answer:
          "Domestic wire transfers and international wires have a flat fee each, and incoming wires are free on most accounts. I can text you the current fee schedule, or connect you with a banker to discuss your account.",
      },
    ],
    businessManagerPrompt: managerTemplate("financial services firm (industry: [Industry])", [
      "Answer general questions about services, fees and application status after verifying identity.",
      "Book appointments with advisors and prepare clients with a short checklist.",
      "Never give personalised investment, tax or legal advice; hand such questions to an advisor.",
      "Never ask for full account numbers, PINs or passwords.",
    ]),
  },
  {
    id: "real_estate",
    label: "Real Estate",
    defaultPrompt:
      "You are the leasing and property-management assistant of a real estate company. Answer questions about available listings, schedule viewings, qualify prospective buyers and tenants, and take maintenance requests from residents, marking emergencies as urgent. Be helpful and precise about addresses and times.",
    firstMessage: "Hi, thanks for calling. I can schedule a viewing, answer questions about a listing or log a maintenance request. How can I help?",
    sampleQuestions: [
      {
        question: "Is the two-bedroom apartment still available?",
        answer:
          "Yes, the two-bedroom is still available from the first of next month. Would you like to schedule a viewing? I have slots on Saturday morning and Monday evening, and I can text you the address and parking details.",
      },
      {
        question: "My kitchen sink is leaking. Can someone come today?",
        answer:
          "I'm sorry about the leak. I've logged an urgent maintenance request for your unit. Please turn off the valve under the sink if you can. A technician will call you within the hour to confirm a visit today.",
      },
      {
        question: "What documents do I need to apply for a lease?",
        answer:
          "You'll need a photo ID, proof of income such as your last two pay stubs, and references from previous landlords. I can email you the application link and answer any questions as you fill it in.",
      },
    ],
    businessManagerPrompt: managerTemplate("real estate and property management company (industry: [Industry])", [
      "Answer listing questions and schedule viewings for prospective buyers and tenants.",
      "Qualify leads (budget, move-in date, requirements) and pass them to agents.",
      "Log maintenance requests from residents and mark emergencies as urgent.",
      "Send reminders for viewings, rent and inspections.",
    ]),
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
  description: `Talk to a ${brand} AI assistant by text or voice, set up for your industry. Customise its prompt with your business details and hear how it answers your customers.`,
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
    offlineBadge: "Offline demo mode",
    offlineNote: "No language model is connected, so answers come from our own site content.",
    liveBadge: "Live AI",
    clear: "Clear chat",
  },
  voice: voiceCopy,
  stats: {
    responseTime: "Response Time",
    satisfaction: "Customer Satisfaction",
    responseTimeNote: "Measured on your last reply",
    satisfactionNote: "Across client deployments",
  },
  customize: {
    title: "Customize your assistant",
    intro: "Edit the assistant's instructions directly, or describe your business and let us write them. Signed-in visitors can save their details and files.",
    systemPromptLabel: "System prompt",
    systemPromptHint: "The instructions the assistant follows in the chat and the voice call.",
    detailsTitle: "Business details",
    industry: "Industry",
    businessName: "Business name",
    businessSize: "Business size",
    targetAudience: "Target audience",
    targetAudiencePlaceholder: "e.g. busy parents in Austin",
    keyServices: "Key services",
    keyServicesHint: "Separate services with commas.",
    keyServicesPlaceholder: "e.g. check-ups, vaccinations, telehealth",
    customPrompt: "Custom prompt",
    customPromptHint: "Prefilled with the industry's default prompt; make it yours.",
    files: "Business files",
    filesHint: "Menus, price lists, FAQs, brochures: up to 10 files of 10 MB each. Only you can open them.",
    filesSignedOut: "Sign in to attach files.",
    uploading: "Uploading",
    remove: "Remove",
    save: "Save business details",
    saving: "Saving...",
    signInToSave: "Sign in to save your details and files.",
  },
  preferences: {
    title: "Customize Your Chat Experience",
    description: "Tell us who you are and what you want from the assistant. We'll tailor its answers to your industry.",
    name: "Your name",
    company: "Company",
    industry: "Industry",
    role: "Role",
    goals: "Goals",
    goalsPlaceholder: "e.g. answer every call, book more appointments",
    required: "Required",
    save: "Save Preferences",
    saving: "Saving...",
  },
  fullVersion: {
    title: `Get the full ${brand} assistant`,
    description: "The demo shows the conversation. The full version answers your real phone line, books into your calendar and logs every call in your CRM.",
    offerTitle: "Launch your AI voice agent",
    offerText: "A custom AI voice agent implemented for your business: trained on your services, connected to your phone line, ready in days.",
    offerPrice: "One-time $247",
    offerButton: "Get Started for $247",
    demoTitle: "See it with your own data",
    demoText: "Book a personal walkthrough: we configure the assistant with your business details and show you a live call.",
    demoButton: "Book a Personal Demo",
    pricingLink: "Compare all plans",
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
