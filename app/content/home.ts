import { site } from "./site";
import { claims, proof } from "./claims";
import { link, liveDemo, type Feature, type PageSeo, type Stat } from "./types";

export const homeSeo: PageSeo = {
  title: "AI Voice Agents, Chatbots & Workflow Automation",
  description:
    "AI voice agents and chatbots that answer every call 24/7, book appointments, capture leads and automate up to 85% of manual tasks.",
};

export const homeHero = {
  eyebrow: claims.trustedBy,
  title: "AI Voice Agents That Answer Every Call and Grow Your Business",
  subtitle:
    `${site.name} builds and runs AI voice agents, chatbots, CRM and workflow automation for healthcare, finance, restaurants, hospitality, transportation and real estate. Your customers get an instant answer, day or night; your team gets its time back.`,
  ctas: [link("Schedule a Demo", "/checkout"), liveDemo("Try the Live Demo", "Pay Now", "outline")],
  highlights: [claims.support, claims.uptime, claims.rating],
};

export const homeStats: Stat[] = [
  { value: 85, suffix: "%", label: "of manual tasks can be automated" },
  { value: 40, suffix: "%", label: "average cost reduction" },
  { value: proof.satisfaction, suffix: "%", label: "client satisfaction" },
  { value: proof.uptime, decimals: 1, suffix: "%", label: "platform uptime" },
];

export const homeIndustries = {
  title: "Built for the Industries That Live on the Phone",
  intro:
    "Every industry has its own vocabulary, regulations and rush hours. Our agents arrive trained for yours and keep learning from every conversation.",
};

export const homeFeatures: { title: string; intro: string; items: Feature[] } = {
  title: "One Platform for Every Customer Conversation",
  intro:
    "Voice, chat, CRM and automation that work together, so no caller, lead or follow-up slips through the cracks.",
  items: [
    {
      icon: "phone",
      title: "AI Voice Agents",
      description: `Natural-sounding agents answer, qualify and route calls around the clock. ${claims.shorterWaits} and ${claims.routineCalls.toLowerCase()}.`,
    },
    {
      icon: "message",
      title: "Chatbots on Every Channel",
      description: "Website chat, SMS and Instagram conversations answered instantly and handed to your team with full context.",
    },
    {
      icon: "database",
      title: "CRM Integration",
      description: "Every call and chat lands in your CRM with a summary, next step and owner, with no copy-and-paste.",
    },
    {
      icon: "workflow",
      title: "Workflow Automation",
      description: `Reminders, follow-ups, intake and billing run themselves. ${claims.automation}.`,
    },
    {
      icon: "trending",
      title: "Revenue Growth",
      description: `Faster follow-up converts more leads: our clients see ${claims.revenueGrowth.toLowerCase()}.`,
    },
    {
      icon: "shield",
      title: "Secure and Reliable",
      description: `Encryption in transit and at rest, role-based access, audit trails and ${claims.uptime}.`,
    },
  ],
};

export const homeSocialProof = [claims.trustedBy, claims.rating, claims.satisfaction];

export const homeClosing = {
  title: "Ready to Never Miss Another Customer?",
  text: "Explore the solutions that fit your business, or see transparent pricing with the first year of maintenance included.",
  ctas: [link("Explore Solutions", "/solutions"), link("View Pricing", "/pricing")],
};
