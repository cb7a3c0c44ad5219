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
const slots = Object.fromEntries(
  Object.entries(businessStories.testimonials).map(([slot, t]) => [slot, isNoneYet(t) ? undefined : t]),
) as Record<string, Testimonial | undefined>;

/**
 * A slot read by a page but deleted from business-stories.ts (instead of marked `noneYet`) throws
 * where it is read: every page is prerendered at build time, so the build fails and names it,
 * rather than dropping the quote in silence (issue 43 item 8).
 */
export function missingSlotMessage(slot: string) {
  return `app/content/business-stories.ts: testimonials.${slot} is read by a page but is not there. Mark an unused quote noneYet instead of deleting it.`;
}

export const testimonials = new Proxy(slots, {
  get(target, slot) {
    if (typeof slot !== "string" || Object.hasOwn(target, slot)) return Reflect.get(target, slot);
    // Symbols and what tooling probes (then, toJSON, $$typeof) are not slots.
    if (slot === "then" || slot === "toJSON" || slot.startsWith("$$") || slot.startsWith("@@")) return undefined;
    throw new Error(missingSlotMessage(slot));
  },
}) as { readonly [K in Slot]: Testimonial | undefined };
