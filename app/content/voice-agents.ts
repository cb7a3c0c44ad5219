import { claims, proof } from "./claims";
import type { LandingPage } from "./landing-blocks";
import { testimonials } from "./testimonials";
import { link, liveDemo } from "./types";

/** The voice-agent landing (spec §2 "Voice-agent landing"); hero title and section items are quoted from it. */
export const voiceAgentsPage: LandingPage = {
  path: "/voice-agents",
  nav: "AI Voice Agents",
  section: "Solutions",
  seo: {
    title: "AI-Powered Voice Agents",
    description:
      "AI voice agents that answer every call instantly, 24/7: scheduling, billing inquiries and test results, in your callers' language.",
  },
  hero: {
    eyebrow: "AI Voice Agents",
    title: "AI-Powered Voice Agents: Instant Support, 24/7",
    subtitle:
      "Every caller answered on the first ring, day or night. Our AI voice agents book appointments, answer billing inquiries, share test results securely and hand complex calls to your team with the full context.",
    ctas: [link("Schedule a Demo", "/checkout"), liveDemo("Try the Live Demo", "Pay Now", "outline")],
    highlights: [claims.shorterWaits, claims.routineCalls, claims.support],
    panel: {
      kind: "call",
      label: "Live call · AI voice agent",
      caller: { name: "Sam Okafor", number: "(617) 555-0112" },
      outcomes: ["Bill explained", "Checkup booked", "CRM updated"],
      lines: [
        { from: "agent", text: "Good evening, Riverside Medical Group. How can I help you?" },
        { from: "customer", text: "I got a bill I don't understand, and I also need to book my annual checkup." },
        {
          from: "agent",
          text: "I can help with both. Let's start with the bill: could you confirm your date of birth?",
        },
      ],
      footnote: "Answered at 8:42 pm, with no hold music and no voicemail.",
    },
  },
  blocks: [
    {
      kind: "stats",
      id: "stats",
      stats: [
        { value: 80, suffix: "%", label: "shorter waits (up to)" },
        { value: 90, suffix: "%", label: "of routine calls automated" },
        { value: proof.satisfaction, suffix: "%", label: "client satisfaction" },
        { value: proof.uptime, decimals: 1, suffix: "%", label: "platform uptime" },
      ],
    },
    {
      kind: "features",
      id: "features",
      title: "Key Features",
      intro: "A voice agent that sounds natural, knows your business and never puts a caller on hold.",
      items: [
        {
          icon: "clock",
          title: "24/7 Instant Call Answering",
          description:
            "Every call is answered on the first ring, nights, weekends and holidays included. No queues, no voicemail, no missed customers.",
        },
        {
          icon: "headset",
          title: "Comprehensive Support",
          description:
            "Scheduling, billing inquiries and test results handled end to end, with identity checks before any personal details are shared.",
        },
        {
          icon: "globe",
          title: "Multilingual Support",
          description:
            "The agent detects the caller's language and responds naturally in it, so every customer is served in the language they prefer.",
        },
      ],
      socialProof: [claims.trustedBy, claims.rating, claims.satisfaction],
      testimonial: testimonials.voiceAgents,
      learnMore: true,
    },
    {
      kind: "steps",
      id: "how-it-works",
      title: "How It Works",
      intro: "Three steps on every call, in seconds.",
      steps: [
        {
          title: "Initial Contact",
          description: "The agent answers instantly, greets the caller by your business name and asks how it can help.",
        },
        {
          title: "Request Processing",
          description:
            "It understands the request, checks your calendar, billing or records systems and resolves it on the call.",
        },
        {
          title: "Seamless Handoff to Human Agents",
          description:
            "When a caller needs a person, the call is transferred with a summary, so your team picks up without asking the caller to repeat anything.",
        },
      ],
    },
    {
      kind: "benefits",
      id: "benefits",
      title: "Benefits",
      items: [
        {
          title: claims.shorterWaits,
          description: "Callers are answered immediately instead of waiting in a queue or leaving a voicemail.",
        },
        {
          title: claims.routineCalls,
          description: "Appointments, billing questions and status updates are resolved without staff involvement.",
        },
        {
          title: "Improved satisfaction",
          description: `Fast, accurate, friendly answers every time; our clients report ${claims.satisfaction}.`,
        },
        {
          title: "Lower costs",
          description: `Cover every hour without extra shifts or answering services, for a ${claims.costReduction.toLowerCase()}.`,
        },
      ],
    },
    {
      kind: "links",
      id: "industries",
      title: "Voice Agents for Your Industry",
      intro: "Trained on the vocabulary, regulations and busy hours of your sector.",
      items: [
        {
          icon: "stethoscope",
          title: "AI Voice Agents for Healthcare",
          description: "Agents for 24 healthcare specialties.",
          href: "/voice-agents-marketplace",
        },
        {
          icon: "landmark",
          title: "Finance",
          description: "Account questions and appointments, securely.",
          href: "/industries/finance",
        },
        {
          icon: "utensils",
          title: "Restaurants",
          description: "Reservations and phone orders at the rush.",
          href: "/industries/restaurants",
        },
        {
          icon: "bed",
          title: "Hospitality",
          description: "Guest questions in their own language.",
          href: "/industries/hospitality",
        },
        {
          icon: "truck",
          title: "Transportation",
          description: "Bookings, dispatch and delivery status.",
          href: "/industries/transportation",
        },
        {
          icon: "building",
          title: "Property Management",
          description: "Tenant calls and maintenance, 24/7.",
          href: "/property-management",
        },
      ],
    },
    {
      kind: "faq",
      id: "faq",
      title: "Frequently Asked Questions",
      items: [
        {
          question: "Will callers know they are talking to AI?",
          answer:
            "The agent sounds natural, and we recommend it introduces itself as a virtual assistant. Callers can ask for a person at any time.",
        },
        {
          question: "Can it use my existing phone number?",
          answer:
            "Yes. Calls to your current number are forwarded to the agent during the hours you choose, or all the time.",
        },
        {
          question: "What happens if the agent can't help?",
          answer:
            "It transfers the call to your team with a summary, or books a call-back if nobody is available, so no caller is left stranded.",
        },
      ],
    },
    {
      kind: "cta",
      id: "cta",
      title: "Hear Your Future Front Desk",
      text: "Talk to an AI voice agent configured for your industry and see how it would answer your customers.",
      ctas: [link("Get a Free Demo", "/demo"), liveDemo("Try the Live Demo")],
    },
  ],
};
