import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** A heading and paragraphs on one side, anything (stats, a sample call, a quote) on the other. */
export function SplitSection({
  id,
  eyebrow,
  title,
  paragraphs,
  children,
  aside,
  muted,
  reverse,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  paragraphs: string[];
  children?: ReactNode;
  aside?: ReactNode;
  muted?: boolean;
  reverse?: boolean;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={cn("py-16 sm:py-20", muted && "bg-muted/50")}>
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <div className={cn(reverse && "lg:order-2")}>
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p>}
          <h2 id={`${id}-heading`} className="mt-2 text-h2 text-balance">
            {title}
          </h2>
          {paragraphs.map((p) => (
            <p key={p} className="mt-4 text-lead text-muted-foreground text-pretty">
              {p}
            </p>
          ))}
          {children}
        </div>
        {aside && <div className={cn(reverse && "lg:order-1")}>{aside}</div>}
      </div>
    </section>
  );
}
