import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";

/** Page band with a consistent width, spacing and optional heading. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  children,
  className,
  muted,
  ...props
}: Omit<ComponentProps<"section">, "title"> & {
  eyebrow?: string;
  title?: ReactNode;
  intro?: ReactNode;
  muted?: boolean;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} className={cn("py-16 sm:py-20", muted && "bg-muted/50", className)} {...props}>
      <div className="vx-reveal mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {(title || eyebrow) && (
          <div className="mx-auto mb-12 max-w-3xl text-center">
            {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p>}
            {title && (
              <h2 id={headingId} className="mt-2 text-h2 text-balance">
                {title}
              </h2>
            )}
            {intro && <p className="mt-4 text-lead text-muted-foreground text-pretty">{intro}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
