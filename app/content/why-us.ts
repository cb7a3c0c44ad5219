import { site } from "./site";
import { claims, proof } from "./claims";
import type { IconName } from "./icons";
import { present } from "./none-yet";
import { testimonials } from "./testimonials";
import { link, openDialog, type PageSeo, type Stat } from "./types";

/** /why-us (spec §2 "Why Choose Us"): hero with Learn More, then the spec's five reasons. */
export const whyUsSeo: PageSeo = {
  title: `Why Choose ${site.name}`,
  description:
    `Why businesses choose ${site.name}: industry-leading AI, HIPAA-compliant solutions, proven healthcare results and dedicated support.`,
};

export const whyUsHero = {
  eyebrow: "Why Choose Us",
  title: "The AI Partner That Delivers Results, Not Just Software",
  subtitle:
    "Plenty of companies sell AI tools. We design, build and run AI voice agents and automations for you, and we stay accountable for the results long after launch.",
  ctas: [{ ...link("Learn More", "/about"), srDetail: `about ${site.name}` }],
  highlights: [claims.trustedBy, claims.rating, claims.satisfaction],
  panel: {
    title: "What every client gets",
    items: ["A strategy built around your business", "Agents designed, built and run by us", claims.support, claims.uptime, "Monthly results reviews"],
  },
};

export type Reason = { icon: IconName; title: string; description: string; points: string[] };

export const reasons: { title: string; intro: string; items: Reason[] } = {
  title: `Five Reasons Businesses Choose ${site.name}`,
  intro: "What you can expect from the first strategy call to your hundred-thousandth answered call.",
  items: [
    {
      icon: "bot",
      title: "Industry-Leading AI Technology",
      description:
        "Our agents combine state-of-the-art language models with natural, human-sounding voices and real-time integrations, so callers get real answers, not a phone tree.",
      points: [
        "Understands intent and context, not just keywords",
        "Natural voices in many languages",
        "Built on the leading AI, voice and cloud platforms",
      ],
    },
    {
      icon: "shield",
      title: "HIPAA-Compliant Solutions",
      description:
        "Healthcare is where we started. Every healthcare deployment is designed for HIPAA-compliant workflows and reviewed with your compliance team before launch.",
      points: [
        "Encryption in transit and at rest",
        "Role-based access and complete audit trails",
        "Minimum-necessary data collection and clinician-approved escalation rules",
      ],
    },
    {
      icon: "stethoscope",
      title: "Proven Results with Leading Healthcare Providers",
      description:
        "Clinics, specialty practices and health systems rely on our voice agents for scheduling, reminders, billing questions and follow-up calls.",
      points: [claims.healthcareEfficiency, claims.noShows, claims.staffWorkload],
    },
    {
      icon: "headset",
      title: "A Dedicated Support Team",
      description:
        "You get people, not a ticket queue: a named success manager, engineers who know your setup, and help whenever you need it.",
      points: ["A named success manager for every client", claims.support, "Monthly performance reviews with clear next steps"],
    },
    {
      icon: "zap",
      title: "Continuous Innovation",
      description:
        "AI moves fast, and so do we. New capabilities reach your agents as soon as they are proven, and every conversation makes them better.",
      points: [
        "Agents improve from every conversation they handle",
        "New channels and integrations added regularly",
        "Roadmap shaped by client feedback",
      ],
    },
  ],
};

export const whyUsStats: Stat[] = [
  { value: proof.businessesServed, suffix: "+", label: `businesses trust ${site.name}` },
  { value: proof.rating, decimals: 1, suffix: "/5", label: `rating from ${proof.reviews}+ reviews` },
  { value: 40, suffix: "%", label: "average cost reduction" },
  { value: proof.uptime, decimals: 1, suffix: "%", label: "platform uptime" },
];

export const whyUsTestimonials = {
  title: "Trusted by Businesses That Can't Afford a Missed Call",
  items: present([testimonials.whyUsHospital, testimonials.whyUsSeniorLiving]),
};

export const whyUsClosing = {
  title: "See the Difference for Yourself",
  text: "Book a free 30-minute strategy call and we'll show you exactly where AI agents would save your team time and grow your revenue.",
  ctas: [openDialog("Schedule a Free Strategy Call", "strategy-call"), link("Get Started", "/checkout")],
};
