import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** The site's checkbox: the browser's own control, 16 px, in the brand colour (keyboard and forms as native). */
export function Checkbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return <input type="checkbox" className={cn("size-4 accent-primary", className)} {...props} />;
}
