import { Link } from "react-router";

export type LinkGroup = { title: string; links: { href: string; label: string }[] };

/** Columns of headed link lists: the human sitemap. */
export function LinkGroups({ groups }: { groups: LinkGroup[] }) {
  return (
    <div className="gap-x-10 sm:columns-2 lg:columns-3">
      {groups.map((g) => {
        const id = `group-${g.title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
        return (
          <section key={g.title} aria-labelledby={id} className="mb-12 break-inside-avoid">
            <h2 id={id} className="border-b pb-2 text-lg font-semibold">
              {g.title}
            </h2>
            <ul className="mt-4 space-y-2">
              {g.links.map((l) => (
                <li key={l.href}>
                  <Link to={l.href} className="text-muted-foreground underline-offset-4 hover:text-primary hover:underline">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
