import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * A bordered surface on the card colour. `padding`: "panel" is the console's panel (16 px, 20 px
 * from the small breakpoint up), "none" leaves the padding to the caller. The text colour sits in
 * each padding's string so the class list keeps Tailwind's order (`p-4 text-card-foreground sm:p-5`).
 */
export const cardVariants = cva("rounded-lg border bg-card", {
  variants: {
    padding: {
      none: "text-card-foreground",
      panel: "p-4 text-card-foreground sm:p-5",
    },
  },
  defaultVariants: { padding: "panel" },
});

/** A card as a `<section>`: give it a heading (or an `aria-label`) when it stands for a region. */
export function Card({ className, padding, ...props }: ComponentProps<"section"> & VariantProps<typeof cardVariants>) {
  return <section className={cn(cardVariants({ padding }), className)} {...props} />;
}
