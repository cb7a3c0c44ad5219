import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * Every text field, text area and select on the site and in the console (issue 22: one look
 * instead of a copy per form): `Input` here, `Textarea` (./textarea) and `Select` (./select) on
 * the same variants. The focus outline is the buttons' own; an invalid field (`aria-invalid`)
 * gets the destructive border. `height`: "auto" grows with its text (inputs, text areas), "row"
 * is the 40 px of a row of buttons, "compact" the 36 px of a card's small form.
 */
export const inputVariants = cva(
  "block w-full rounded-md border border-input bg-background text-base text-foreground shadow-xs placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive sm:text-sm",
  {
    variants: {
      height: {
        auto: "px-3 py-2",
        row: "h-10 px-3",
        compact: "h-9 px-2.5",
      },
    },
    defaultVariants: { height: "auto" },
  },
);

export type InputVariants = VariantProps<typeof inputVariants>;

export function Input({ className, height, ...props }: ComponentProps<"input"> & InputVariants) {
  return <input className={cn(inputVariants({ height }), className)} {...props} />;
}
