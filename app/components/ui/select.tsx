import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { inputVariants, type InputVariants } from "./input";

/** A native select with the inputs' look (./input); "row" height (40 px) unless told. */
export function Select({ className, height = "row", ...props }: ComponentProps<"select"> & InputVariants) {
  return <select className={cn(inputVariants({ height }), className)} {...props} />;
}
