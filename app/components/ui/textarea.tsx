import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { inputVariants } from "./input";

/** A text area with the inputs' look (./input); it grows with its `rows`. */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(inputVariants(), className)} {...props} />;
}
