import { industryPages } from "./industry-pages";
import { link, liveDemo, type Cta } from "./types";

/**
 * What a page shows where proof would be and there is none yet (docs/decisions/101): the live
 * demo, and the industry pages' sample calls. Used where the spec asks for the slot (the home
 * page's client quotes, /about's Client Testimonials, the core offer's hero video) and on
 * /courses while no walkthrough is recorded. Never "coming soon": only what a visitor can do now.
 */

export type SampleCallLink = { industry: string; href: string; caption: string };

/** The sample call each industry page shows beside its hero (its caption says what happens). */
export const industrySampleCalls: SampleCallLink[] = industryPages.map((p) => ({
  industry: p.name,
  href: p.path,
  caption: p.conversation.caption,
}));

export type LiveProofCopy = {
  eyebrow?: string;
  title: string;
  intro: string;
  demo: { title: string; text: string; promptsLabel: string; prompts: string[]; ctas: Cta[] };
  sampleCalls: { title: string; text: string; linkLabel: (industry: string) => string };
};

const demo = {
  title: "Talk to the agent now",
  text: "It answers in seconds, by voice or by text, right on this page. Ask it what your own customers ask.",
  promptsLabel: "For example",
  prompts: [
    "“Can I move my Thursday appointment to next week?”",
    "“Are you open on Saturday morning?”",
    "“What does it cost to set up an agent like you?”",
  ],
  ctas: [liveDemo("Try the Live Demo"), link("Open the Full Demo", "/demo", "outline")],
};

const sampleCalls = {
  title: "Sample calls by industry",
  text: "How the agent handles a typical call in your field, line by line.",
  linkLabel: (industry: string) => `${industry} sample call`,
};

/** Home page: the spec's client quotes, when the owner has none yet. */
export const homeLiveProof: LiveProofCopy = {
  eyebrow: "Hear it for yourself",
  title: "Don't Take Our Word for It",
  intro:
    "Judge the agent the way your customers will: talk to it, or read how it handles a real-world call in your industry.",
  demo,
  sampleCalls,
};

/** /about: the spec's Client Testimonials, when the owner has none yet. */
export const aboutLiveProof: LiveProofCopy = {
  eyebrow: "Hear it for yourself",
  title: "Put the Agent to the Test",
  intro: "Ask it the questions your own customers ask, or read how it handles a typical call in your industry.",
  demo,
  sampleCalls,
};

/** /courses while no walkthrough is recorded (and beside the recorded ones once there are some). */
export const coursesLiveProof: LiveProofCopy = {
  title: "See It Working Now",
  intro:
    "Two ways to judge the agent without booking anything: talk to it, or read how it handles a typical call in your industry.",
  demo,
  sampleCalls,
};

/** In a video's place while it has no recording: the live demo, in the same 16:9 frame. */
export const videoFallback = {
  action: liveDemo("Try It Live Now"),
  note: "Talk to the agent by voice or text, right here.",
  demoLink: { label: "Or open the full demo", href: "/demo" },
};
