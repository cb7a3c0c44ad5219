import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A list table. On a phone the secondary columns (`wide`) are hidden and their facts shown
 * under the row's main cell (`MobileMeta`); anything still too wide scrolls inside the table,
 * in a focusable region named by `label` so a keyboard can scroll it too.
 */
export function Table({ children, label }: { children: ReactNode; label: string }) {
  return (
    <div className="-mx-4 overflow-x-auto sm:mx-0" role="region" aria-label={label} tabIndex={0}>
      <table className="w-full border-collapse text-left text-sm sm:min-w-[36rem]">{children}</table>
    </div>
  );
}

/** Columns shown from the small breakpoint up. */
export const wide = "hidden sm:table-cell";

/** The hidden columns' facts, under the main cell, on a phone only. */
export function MobileMeta({ children }: { children: ReactNode }) {
  return (
    <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground sm:hidden">
      {children}
    </span>
  );
}

export function Th({ className, ...props }: ComponentProps<"th">) {
  return (
    <th
      scope="col"
      className={cn(
        "border-b px-3 py-2 text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase first:pl-4 last:pr-4 sm:first:pl-3 sm:last:pr-3",
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: ComponentProps<"td">) {
  return (
    <td
      className={cn("border-b px-3 py-2.5 align-top first:pl-4 last:pr-4 sm:first:pl-3 sm:last:pr-3", className)}
      {...props}
    />
  );
}
