import { businessStories } from "./business-stories";

/**
 * Technology providers we build on (owner's facts: business-stories.ts): each drawn as our own
 * monogram beside its name (app/content/partner-marks.ts, generated, decision 107), as a text
 * wordmark where no monogram is drawn yet.
 */
export const partners = businessStories.partners;
