import type { ReactNode } from "react";
import { formPages } from "~/content/leads";
import { cn } from "~/lib/cn";

/**
 * The frame of every page under /forms: eyebrow, title and text, then the page's form. With an
 * `aside` (the strategy call's "what happens on the call"), the form and the aside stand side by
 * side from 1024 px, the aside under the form on narrower screens.
 */
export function FormPageFrame({
  title,
  description,
  aside,
  children,
}: {
  title: string;
  description: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="border-b bg-gradient-to-b from-secondary/70 to-background">
      <div
        className={cn("mx-auto px-4 py-16 sm:px-6 sm:py-20 lg:px-8", aside ? "max-w-2xl lg:max-w-6xl" : "max-w-2xl")}
      >
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{formPages.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">{description}</p>
        </div>
        {aside ? (
          <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-10 xl:grid-cols-[minmax(0,1fr)_24rem]">
            <div className="min-w-0">{children}</div>
            <div className="mt-10">{aside}</div>
          </div>
        ) : (
          children
        )}
      </div>
    </section>
  );
}
