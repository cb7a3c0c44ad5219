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

export const caseStories: {
  eyebrow: string;
  title: string;
  intro: string;
  labels: { challenge: string; built: string; outcome: string };
  items: CaseStory[];
} = {
  eyebrow: "Results",
  title: "Three Businesses, Three Problems Solved",
  intro: `What changed when AI agents took over the calls and follow-ups that were slipping. ${claims.trustedBy}.`,
  labels: { challenge: "The challenge", built: "What we built", outcome: "The outcome" },
  items: businessStories.caseStories,
};
