import { businessStories } from "./business-stories";

/**
 * Client quotes, one per place on the site: each key names the page (and slot) that shows it,
 * and no quote appears on two pages (issue 15; checked by testimonials.test.ts and the crawl in
 * tests/e2e/rough-edges.spec.ts). Every quote names the person's role, the kind of business
 * and a concrete result. Names are generic stand-ins in the style of the spec's testimonials;
 * the owner replaces them with real, approved quotes as they come in.
 */
export const testimonials = businessStories.testimonials;
