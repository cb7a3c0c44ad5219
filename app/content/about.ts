import { site } from "./site";
import { businessesServed, claims, proof } from "./claims";
import { present } from "./none-yet";
import { testimonials } from "./testimonials";
import { link, type Feature, type PageSeo, type Stat, type Testimonial } from "./types";

/** /about (spec §2 "About page"): section titles are the spec's, word for word. */
export const aboutSeo: PageSeo = {
  title: `About ${site.name}`,
  description:
    `Meet ${site.name}, the team behind AI voice agents, chatbots and workflow automation trusted by ${businessesServed} businesses, and our values.`,
};

export const aboutHero = {
  eyebrow: `About ${site.name}`,
  title: "About Our AI Business Management Solutions",
  subtitle:
    "We help growing businesses answer every customer, automate the busywork and grow revenue with AI voice agents, chatbots, CRM automation and workflow automation that we design, build and run for them.",
  ctas: [link("Meet the Team", "/team"), link("Why Choose Us", "/why-us", "outline")],
  highlights: [claims.trustedBy, claims.rating, claims.uptime],
  panel: {
    title: "What we build and run for you",
    items: ["AI voice agents", "Chatbots on every channel", "CRM automation", "Workflow automation", "Integrations with the tools you use"],
  },
};

export const whoWeAre = {
  title: "Who We Are",
  paragraphs: [
    `${site.name} is a team of AI engineers, conversation designers and operations specialists based in ${site.contact.city}. We started with a simple observation: most businesses don't lose customers because of their product, they lose them because nobody answered the phone, the follow-up came a day late, or the paperwork piled up.`,
    "So we build AI agents that do the work a growing team never has time for. They answer calls and chats instantly, book appointments, qualify leads, update the CRM and keep every workflow moving, while your people focus on the conversations that need a human.",
  ],
  stats: [
    { value: proof.businessesServed, suffix: "+", label: "businesses served" },
    { value: proof.satisfaction, suffix: "%", label: "client satisfaction" },
    { value: proof.rating, decimals: 1, suffix: "/5", label: `rating from ${proof.reviews}+ reviews` },
    { value: proof.uptime, decimals: 1, suffix: "%", label: "platform uptime" },
  ] satisfies Stat[],
};

export const ourVision = {
  title: "Our Vision",
  statement: "Every business, whatever its size, should be able to give every customer an instant, expert answer.",
  paragraphs: [
    "Enterprise companies have call centers, data teams and automation budgets. Clinics, restaurants, property managers and local service firms have a front desk and a to-do list. We are closing that gap.",
    "We see a future where AI handles the repetitive work of running a business reliably and transparently, and where people are freed to do what they are best at: caring for patients, serving guests and building relationships.",
  ],
};

export const coreValues: { title: string; intro: string; items: Feature[] } = {
  title: "Our Core Values",
  intro: "Four principles guide every agent we build and every client relationship we keep.",
  items: [
    {
      icon: "sparkles",
      title: "Innovation",
      description: "We put the latest advances in voice and language AI to practical use, and we only ship what measurably helps our clients.",
    },
    {
      icon: "users",
      title: "Collaboration",
      description: "We build with your team, not around it. Your staff shape the scripts, the escalation rules and the roadmap.",
    },
    {
      icon: "shield",
      title: "Integrity",
      description: "We are honest about what AI can and can't do, protect your customers' data as if it were our own, and price transparently.",
    },
    {
      icon: "target",
      title: "Impact",
      description: "We measure success in answered calls, booked appointments, hours saved and revenue gained, and we report on it every month.",
    },
  ],
};

export const whatWeDo: { title: string; intro: string; items: Feature[] } = {
  title: "What We Do",
  intro: "Six services that work on their own or together as one system.",
  items: [
    {
      icon: "workflow",
      title: "AI Workflow Automation",
      description: `Intake, reminders, follow-ups, data entry and reporting that run themselves. ${claims.automation}.`,
    },
    {
      icon: "trending",
      title: "Marketing Strategies",
      description: "AI-driven campaigns, lead nurturing and Instagram and SMS engagement that turn attention into booked business.",
    },
    {
      icon: "code",
      title: "Tool Integrations",
      description: "Your CRM, calendar, EHR, POS and payment tools connected, so data flows without copy-and-paste.",
    },
    {
      icon: "lock",
      title: "Data Security",
      description: "Encryption in transit and at rest, role-based access and audit trails, designed for regulated industries like healthcare and finance.",
    },
    {
      icon: "dollar",
      title: "Real-Time Dynamic Pricing",
      description: "Pricing that responds to demand, occupancy and seasonality, for properties, hospitality and service businesses.",
    },
    {
      icon: "headset",
      title: "AI Customer Support",
      description: `Voice agents and chatbots that answer instantly, in many languages, around the clock. ${claims.routineCalls}.`,
    },
  ],
};

export const partnerships = {
  title: "Our Partnerships",
  intro: "We build on the leading AI, voice, payments and cloud platforms, so your agents run on proven, enterprise-grade technology.",
};

export type SuccessStory = { sector: string; title: string; summary: string; results: string[] };

export const successStories: { title: string; intro: string; items: SuccessStory[] } = {
  title: "Our Success Stories",
  intro: "A few of the businesses that put AI agents to work, and what changed.",
  items: [
    {
      sector: "Multi-location medical practice",
      title: "Every patient call answered, fewer empty appointment slots",
      summary:
        "Three clinics shared one overloaded front desk. An AI voice agent now answers every call, books and confirms visits, and sends reminders with one-tap rescheduling.",
      results: [claims.noShows, claims.staffWorkload, claims.healthcareEfficiency],
    },
    {
      sector: "Property management firm",
      title: "After-hours leads turned into booked viewings",
      summary:
        "Prospective tenants called evenings and weekends and reached voicemail. The agent now qualifies every caller, books viewings and logs each lead to the CRM.",
      results: [claims.revenueGrowth, "Lead response time cut from hours to seconds", claims.support],
    },
    {
      sector: "Customer service center",
      title: "Lower costs without lowering service",
      summary:
        "A growing support team was hiring just to keep up. Voice agents now resolve routine calls end to end and hand complex cases to people with full context.",
      results: [claims.callCentreSavings, claims.callResolution, claims.routineCalls],
    },
  ],
};

export const clientTestimonials: { title: string; items: Testimonial[] } = {
  title: "Client Testimonials",
  items: present([testimonials.aboutLaw, testimonials.aboutVeterinary]),
};

export const aboutClosing = {
  title: "Let's Build Your AI Advantage",
  text: "Tell us about your business and we'll show you which calls, chats and workflows an AI agent could take off your team's plate first.",
  ctas: [link("Get Started Today", "/contact")],
};
