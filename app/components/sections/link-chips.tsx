import { Link } from "react-router";
import { cn } from "~/lib/cn";

/** A wrapping row of pill-shaped links (related pages, specialty lists). */
export function LinkChips({ links, className, label }: { links: { label: string; href: string }[]; className?: string; label?: string }) {
  return (
    <ul aria-label={label} className={cn("flex flex-wrap justify-center gap-2", className)}>
      {links.map((l) => (
        <li key={l.href}>
          <Link
            to={l.href}
            className="inline-flex min-h-10 items-center rounded-full border bg-card px-4 py-2 text-sm font-medium transition-colors hover:border-primary hover:text-primary"
          >
            {l.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
