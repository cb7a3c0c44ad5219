import { businessStories } from "./business-stories";
import { claims } from "./claims";

/**
 * Short case stories for the home page's results section (and /why-us): the challenge, what we
 * built, and the outcome in the spec's §1 figures.
 *
 * OWNER: every story marked `sample: true` is written by us as an illustration of a typical
 * deployment, not a named client's account. Replace each with a real, approved client story
 * (and set `sample: false`) before relying on it in sales material. The rendered card carries
 * data-sample="true" so a pre-launch check can find any that are left.
 */
export type CaseStory = {
  /** True while this is our illustrative sample rather than a real client's story. */
  sample: boolean;
  /** The kind of business, e.g. "Restaurant group, three locations". */
  business: string;
  title: string;
  challenge: string;
  built: string;
  /** Results, each using a figure from the spec's claims (§1). */
  outcomes: string[];
};

const counted = ["One", "Two", "Three", "Four", "Five", "Six"];

/** "Three Businesses, Three Problems Solved" for three stories: the heading counts what is shown. */
export function caseStoriesTitle(count: number) {
  const n = counted[count - 1];
  if (!n) return "Problems Solved for Businesses Like Yours";
  return count === 1 ? "One Business, One Problem Solved" : `${n} Businesses, ${n} Problems Solved`;
}

/**
 * With no stories (the owner's empty list, docs/decisions/101) the section is not shown at all,
 * heading included: `CaseStories` renders nothing for an empty list.
 */
export const caseStories: {
  eyebrow: string;
  title: string;
  intro: string;
  labels: { challenge: string; built: string; outcome: string };
  items: CaseStory[];
} = {
  eyebrow: "Results",
  title: caseStoriesTitle(businessStories.caseStories.length),
  intro: `What changed when AI agents took over the calls and follow-ups that were slipping. ${claims.trustedBy}.`,
  labels: { challenge: "The challenge", built: "What we built", outcome: "The outcome" },
  items: businessStories.caseStories,
};
