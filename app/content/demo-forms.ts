import { site } from "./site";

/** Copy of the demo page's panels and dialogs, loaded with them (not with the page). */

export const customizeCopy = {
  title: "Customize your assistant",
  intro:
    "Edit the system prompt yourself, or describe your business and we'll write it when you save. Signed-in visitors can save their details and files.",
  systemPromptLabel: "System prompt",
  /** Said plainly: the text is the visitor's, the rules around it are ours (docs/decisions/045). */
  systemPromptHint: `Up to 4,000 characters. We add your custom prompt below, and our own rules around both, so the assistant stays on your business and on ${site.name}.`,
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
  customPromptHint:
    "Prefilled with the industry's default prompt; make it yours, up to 1,000 characters. The assistant uses it with the system prompt above.",
  files: "Business files",
  filesHint: "Menus, price lists, FAQs, brochures: up to 10 files of 10 MB each. Only you can open them.",
  filesSignedOut: "Sign in to attach files.",
  uploading: "Uploading",
  remove: "Remove",
  save: "Save business details",
  saving: "Saving...",
  signInToSave: "Sign in to save your details and files.",
} as const;

/**
 * What callers hear in role (issue 41, docs/decisions/099): the business details the receptionist
 * answers from. Each is optional; what is left empty is never made up: the receptionist says the
 * team will confirm it and takes a message.
 */
export const callerDetailFields = {
  hours: {
    label: "Opening hours",
    placeholder: "e.g. Mon–Fri 8am–5pm, closed weekends",
  },
  address: {
    label: "Address",
    placeholder: "e.g. 42 Oak Avenue, Springfield; free parking behind the building",
  },
  phone: {
    label: "Phone number",
    placeholder: "e.g. (512) 555-0188",
    invalid: "Enter a phone number callers can dial, with its area code (digits, spaces, + ( ) - only).",
  },
  payment: {
    label: "Insurance and payment",
    placeholder: "e.g. Delta Dental, Cigna, MetLife; cash and all major cards",
  },
  prices: {
    label: "Prices",
    placeholder: "e.g. New-patient exam $120; cleaning $95",
  },
  policies: {
    label: "Policies",
    placeholder: "e.g. 24 hours' notice to cancel, or a $40 fee",
  },
  urgent: {
    label: "Urgent or emergency instructions",
    placeholder: "e.g. After hours, call Dr. Lee's emergency line at (512) 555-0199",
  },
} as const;

export const callerDetailsCopy = {
  title: "What callers hear",
  intro:
    "The receptionist answers callers from these details. Leave a field empty and it says the team will confirm, and takes a message: it never makes a detail up.",
} as const;

export const preferencesCopy = {
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
} as const;

export const fullVersionCopy = {
  title: `Get the full ${site.name} assistant`,
  description:
    "The demo shows the conversation. The full version answers your real phone line, books into your calendar and logs every call in your CRM.",
  offerTitle: "Launch your AI voice agent",
  offerText:
    "A custom AI voice agent implemented for your business: trained on your services, connected to your phone line, ready in days.",
  offerPrice: "One-time $247",
  offerButton: "Get Started for $247",
  demoTitle: "See it with your own data",
  demoText:
    "Book a personal walkthrough: we configure the assistant with your business details and show you a live call.",
  demoButton: "Book a Personal Demo",
  pricingLink: "Compare all plans",
} as const;
