import { proof } from "./claims";
import { site } from "./site";
import { businessStories } from "./business-stories";
import type { IconName } from "./icons";
import { link, type PageSeo } from "./types";

/**
 * /team: leadership (the owner's facts in business.ts) and teams. Each person has an illustrated
 * portrait drawn as inline SVG from a few parameters (app/components/visuals/portrait.tsx).
 */
export const teamSeo: PageSeo = {
  title: "Our Team",
  description: `Meet the ${site.name} team: AI engineers, conversation designers, healthcare specialists and a 24/7 support crew behind your agents.`,
};

export const teamHero = {
  eyebrow: "Our Team",
  title: "The People Behind Your AI Agents",
  subtitle: `Every ${site.name} agent is designed, built and supported by people who understand both the technology and the businesses it serves. Meet the team you'll be working with.`,
  ctas: [link("Work With Us", "/contact"), link(`About ${site.name}`, "/about", "outline")],
  panel: {
    title: "Who you'll work with",
    items: [
      "A solutions consultant",
      "A conversation designer",
      "An AI engineer",
      "A customer success manager",
      "Our 24/7 support team",
    ],
  },
};

/** The parameters of an illustrated portrait: fixed skin and hair colours, brand-token backdrop and top. */
export type PortraitSpec = {
  /** 1 (lightest) to 6 (deepest). */
  skin: 1 | 2 | 3 | 4 | 5 | 6;
  hair: "short" | "long" | "bob" | "bun" | "curly" | "buzz";
  hairColor: "black" | "dark-brown" | "brown" | "auburn" | "blonde" | "grey";
  backdrop: "brand" | "signal" | "spark";
  top: "primary" | "spark" | "deep";
  glasses?: boolean;
  beard?: boolean;
};

export type Person = { name: string; role: string; bio: string; portrait: PortraitSpec };

export const leadership: { title: string; intro: string; people: Person[] } = {
  title: "Leadership",
  intro: "Operators and engineers who have spent their careers in customer service, healthcare and AI.",
  people: businessStories.team,
};

export type TeamGroup = { icon: IconName; name: string; description: string };

export const teams: { title: string; intro: string; groups: TeamGroup[] } = {
  title: "Our Teams",
  intro: "Six teams, one goal: AI agents that make your business easier to run.",
  groups: [
    {
      icon: "bot",
      name: "AI Engineering",
      description:
        `Builds the voice, language and integration platform every agent runs on, and keeps it running at ${proof.uptime}% uptime.`,
    },
    {
      icon: "message",
      name: "Conversation Design",
      description:
        "Scripts, tests and tunes every agent for your industry, your brand voice and your customers' real questions.",
    },
    {
      icon: "workflow",
      name: "Solutions Consulting",
      description:
        "Maps your calls and workflows, finds the highest-value automation and designs the rollout plan with you.",
    },
    {
      icon: "users",
      name: "Customer Success",
      description:
        "Your named partner after launch: monthly reviews, new ideas and a direct line when something needs to change.",
    },
    {
      icon: "shield",
      name: "Security & Compliance",
      description:
        "Protects your data and your customers' data, and supports your compliance reviews, including healthcare deployments.",
    },
    {
      icon: "headset",
      name: "24/7 Support",
      description: "Real people on call around the clock, because your AI agents never clock out and neither do we.",
    },
  ],
};

export const teamClosing = {
  title: "Let's Build Something Together",
  text: "Tell us what's slowing your team down, and the right people from our team will show you how AI can help.",
  ctas: [link("Contact Our Team", "/contact"), link("Why Choose Us", "/why-us")],
};
