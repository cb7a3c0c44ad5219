import { claims } from "./claims";
import { link, liveDemo, type Feature, type PageSeo } from "./types";

/** /voice-agents-marketplace: "AI Voice Agents for Healthcare" (spec §2 "Healthcare marketplace"). */
export const marketplaceSeo: PageSeo = {
  title: "AI Voice Agents for Healthcare Specialties",
  description:
    "AI voice agents for 24 healthcare specialties, from primary care and cardiology to dental care, telemedicine and home health.",
};

export const marketplaceHero = {
  eyebrow: "Healthcare Marketplace",
  title: "AI Voice Agents for Healthcare",
  subtitle:
    "Pre-trained voice agents for 24 specialties. Each one knows the vocabulary, workflows and escalation rules of its field, answers patients 24/7 and books straight into your schedule.",
  highlights: [claims.healthcareEfficiency, claims.routineCalls, claims.support],
};

export const marketplaceSearch = {
  label: "Search healthcare specialties",
  placeholder: "Search healthcare specialties",
  submit: "Search",
  clear: "Clear search",
  /** Toast shown when a card is chosen (spec §2, word for word). */
  toast: "Redirecting to checkout",
  cardAction: "Learn More",
  empty: {
    title: "No specialties match your search",
    text: "Try a broader word such as \u201cscheduling\u201d or \u201cclinic\u201d, or tell us about your practice and we'll configure an agent for it.",
    contact: link("Tell Us About Your Practice", "/contact", "outline"),
  },
};

export const marketplaceIncluded: { title: string; intro: string; items: Feature[] } = {
  title: "Included with Every Healthcare Agent",
  intro: "Whatever your specialty, your agent arrives with the foundations a healthcare organization needs.",
  items: [
    {
      icon: "shield",
      title: "Built for HIPAA-Compliant Workflows",
      description: "Encryption in transit and at rest, role-based access, audit logs and minimum-necessary data collection.",
    },
    {
      icon: "calendar",
      title: "Scheduling and EHR Integration",
      description: "Books, confirms and updates appointments in the systems your front office already uses.",
    },
    {
      icon: "users",
      title: "Human Handoff You Control",
      description: "Urgent and clinical calls follow escalation rules your team writes, with a summary passed along every time.",
    },
  ],
};

export const marketplaceGuides = {
  title: "Specialty Guides",
  intro: "Read how an AI voice agent works in each specialty, with sample calls and the workflows it automates.",
};

export const marketplaceClosing = {
  title: "Ready to Put an AI Voice Agent to Work?",
  text: "Launch your healthcare voice agent today, or talk to our live demo assistant first and hear it for yourself.",
  ctas: [link("Get Started Now", "/checkout"), liveDemo("Try Live Demo")],
};
