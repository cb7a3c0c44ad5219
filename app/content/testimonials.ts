import { businessStories } from "./business-stories";
import { isNoneYet } from "./none-yet";
import type { Testimonial } from "./types";

type Slot = keyof typeof businessStories.testimonials;

/**
 * Client quotes, one per place on the site: each key names the page (and slot) that shows it,
 * and no quote appears on two pages (issue 15; checked by testimonials.test.ts and the crawl in
 * tests/e2e/rough-edges.spec.ts). Every quote names the person's role, the kind of business
 * and a concrete result. Names are generic stand-ins in the style of the spec's testimonials;
 * the owner replaces them with real, approved quotes as they come in. A slot the owner marks
 * `noneYet` is undefined here: its page shows no quote there (docs/decisions/101).
 */
export const testimonials = Object.fromEntries(
  Object.entries(businessStories.testimonials).map(([slot, t]) => [slot, isNoneYet(t) ? undefined : t]),
) as { readonly [K in Slot]: Testimonial | undefined };
