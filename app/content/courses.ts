import { youtubeIdFrom } from "./video-address";
import { business } from "./business";
import { businessStories } from "./business-stories";
import type { HeroPanel } from "./landing-blocks";
import type { VideoEmbed } from "./offer-types";
import type { PageSeo } from "./types";

export type DemoVideo = VideoEmbed & {
  description: string;
  chapters: string[];
  related: { label: string; href: string };
};

export const coursesHero = {
  eyebrow: "Demo videos",
  title: "Watch Our Demo Videos",
  subtitle:
    "See AI voice agents, chatbots and automations at work in short, practical walkthroughs. Each video loads only when you press play, and the live demo is one press away.",
  panel: {
    kind: "list",
    label: "In these walkthroughs",
    items: [
      "Real calls answered and booked by AI",
      "Instagram and SMS conversations turned into leads",
      "CRM records that update themselves",
      "How our team builds and runs your automation",
    ],
  } satisfies HeroPanel,
};

/**
 * /courses while no walkthrough has a recording (the owner's `noneYet`, docs/decisions/101): the
 * spec's "Watch Our Demo Video" still leads here, and the page says plainly what there is to see
 * now: the live demo and the industry pages' sample calls. Never "coming soon".
 */
export const coursesHeroWithoutVideos = {
  eyebrow: "See it working",
  title: "See Our AI Agents at Work",
  subtitle:
    "No video to sit through: talk to the agent yourself, by voice or by text, or read the sample call for your industry, line by line.",
  panel: {
    kind: "list",
    label: "What you can try right now",
    items: [
      "Ask the agent to book or move an appointment",
      "Ask about prices, hours and setup",
      "Switch between voice and text in one press",
      "Read a sample call from your industry",
    ],
  } satisfies HeroPanel,
};

// Each recording's address is in the owner's facts (business-stories.ts `videos`); a video without
// one (`noneYet`) is not listed at all (decisions 067, 101).
export const demoVideos: DemoVideo[] = [
  {
    youtubeId: youtubeIdFrom(businessStories.videos.overview),
    caption: "Platform overview",
    title: `${business.brand.name} in Four Minutes: Platform Overview`,
    description: "A quick tour of voice agents, chatbots, CRM integration and workflow automation working together.",
    chapters: [
      "How a call becomes a booked appointment",
      "The CRM timeline after every conversation",
      "Weekly insights in your inbox",
    ],
    related: { label: "Explore solutions", href: "/solutions" },
  },
  {
    youtubeId: youtubeIdFrom(businessStories.videos.clinicFrontDesk),
    caption: "Voice agents · Healthcare",
    title: "An AI Voice Agent Runs a Clinic's Front Desk",
    description: "Watch an agent book appointments, answer a billing question and hand a clinical call to staff.",
    chapters: ["Identity check before any details", "Booking and rescheduling", "Warm handoff with a summary"],
    related: { label: "AI voice agents", href: "/voice-agents" },
  },
  {
    youtubeId: youtubeIdFrom(businessStories.videos.doneForYou),
    caption: "Done-for-you automation",
    title: "Done-For-You Automation, Start to Finish",
    description:
      "From the free consultation to a running system: how our team audits, builds and optimizes your automation.",
    chapters: ["The workflow audit", "Building lead management and nurturing", "The monthly optimization review"],
    related: { label: "Business automation", href: "/business-automation" },
  },
  {
    youtubeId: youtubeIdFrom(businessStories.videos.instagram),
    caption: "Instagram automation",
    title: "Instagram Comments to Booked Customers",
    description: "See comment replies, DM conversations and lead capture running on a real business account.",
    chapters: ["Keyword-triggered replies", "Qualifying in the DM", "Leads arriving in the CRM"],
    related: { label: "Instagram automation", href: "/solutions/instagram-automation" },
  },
  {
    youtubeId: youtubeIdFrom(businessStories.videos.crmPipeline),
    caption: "CRM integration",
    title: "From Phone Call to CRM Pipeline, Automatically",
    description: "Follow one call as it creates a contact, a summary, a pipeline update and a follow-up task.",
    chapters: ["Matching the caller", "Summary and transcript", "Tasks and stage changes"],
    related: { label: "CRM integration", href: "/solutions/crm-integration" },
  },
  {
    youtubeId: youtubeIdFrom(businessStories.videos.customBot),
    caption: "Custom bots",
    title: "Build a Custom Bot in the Demo",
    description: "Choose an industry, add your business details and test your bot by text and voice in minutes.",
    chapters: ["Choosing an industry prompt", "Adding business details", "Testing by voice"],
    related: { label: "Create your AI bot", href: "/create-bot" },
  },
];

/** The walkthroughs that have a recording: the only ones /courses lists. */
export const recordedVideos = demoVideos.filter((v) => v.youtubeId);

export const coursesSeo: PageSeo = recordedVideos.length
  ? {
      title: "Demo Videos",
      description: `Watch ${business.brand.name} demo videos: voice agents answering real calls, Instagram and CRM automation, and done-for-you automation.`,
    }
  : {
      title: "See Our AI Agents at Work",
      description: `Talk to the ${business.brand.name} agent by voice or text, or read a sample call for your industry: healthcare, finance, restaurants and more.`,
    };

export const coursesClosing = {
  title: "Rather See It With Your Own Questions?",
  text: "Try the interactive demo configured for your industry, or schedule a live walkthrough with our team.",
};
