import type { ReactNode } from "react";
import { formPages } from "~/content/leads";

/** The frame of every page under /forms: eyebrow, title and text, then the page's form. */
export function FormPageFrame({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section className="border-b bg-gradient-to-b from-secondary/70 to-background">
      <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{formPages.eyebrow}</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
        <p className="mt-4 text-lg text-pretty text-muted-foreground">{description}</p>
        {children}
      </div>
    </section>
  );
}
