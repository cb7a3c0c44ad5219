import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * The colours of a status: border, background and text, light and dark. Kept outside the `cva`
 * call so that a console notice (not a pill) can reuse a tone's colours.
 */
export const badgeTones = {
  neutral: "border-border bg-muted text-foreground",
  info: "border-indigo-300 bg-indigo-50 text-indigo-900 dark:border-indigo-400/40 dark:bg-indigo-950 dark:text-indigo-100",
  good: "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-400/40 dark:bg-emerald-950 dark:text-emerald-100",
  warn: "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-400/40 dark:bg-amber-950 dark:text-amber-100",
  bad: "border-red-300 bg-red-50 text-red-900 dark:border-red-400/40 dark:bg-red-950 dark:text-red-100",
} as const;

/** A small status pill (a lead's, an order's, a booking's status). `tone` picks its colours. */
export const badgeVariants = cva(
  "inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap",
  {
    variants: { tone: badgeTones },
    defaultVariants: { tone: "neutral" },
  },
);

export type Tone = keyof typeof badgeTones;

export function Badge({ tone, className, ...props }: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
