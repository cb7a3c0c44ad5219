/** Brand, tagline and contact details: the one place they are written down. */
export const site = {
  name: "Voxa AI",
  legalName: "Voxa AI, Inc.",
  tagline: "AI Voice Agents & Business Automation",
  description:
    "Voxa AI builds AI voice agents, chatbots, CRM and workflow automation that answer every call, capture every lead and cut operating costs for growing businesses.",
  contact: {
    email: "hello@voxa-ai.com",
    phone: "+1 (512) 555-0142",
    phoneHref: "tel:+15125550142",
    city: "Austin, Texas",
  },
  social: {
    professionalNetwork: {
      label: "Voxa AI on LinkedIn",
      href: "https://www.linkedin.com/company/voxa-ai",
    },
  },
} as const;

export type Site = typeof site;
