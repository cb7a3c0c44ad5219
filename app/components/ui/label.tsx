import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * Every field's label on the site and in the console. `tone`: "default" above a form's field,
 * "subtle" the console's small grey label over a filter or a compact field, "small" a compact
 * field in a card (the demo chat's hand-off).
 */
export const labelVariants = cva("block font-medium", {
  variants: {
    tone: {
      default: "text-sm",
      subtle: "text-xs text-muted-foreground",
      small: "text-xs",
    },
  },
  defaultVariants: { tone: "default" },
});

export function Label({ className, tone, ...props }: ComponentProps<"label"> & VariantProps<typeof labelVariants>) {
  return <label className={cn(labelVariants({ tone }), className)} {...props} />;
}
