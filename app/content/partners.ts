import { businessStories } from "./business-stories";

/**
 * Technology providers we build on (owner's facts: business.ts): drawn as their brand mark and
 * name where simple-icons carries the mark (app/content/partner-marks.ts, generated), as a text
 * wordmark otherwise.
 */
export const partners = businessStories.partners;
