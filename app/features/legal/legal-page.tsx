import { Link } from "react-router";
import { legalPages, type LegalItem, type LegalPage } from "~/content/legal";
import { formatUpdated } from "~/content/legal/shared";
import { site } from "~/content/site";

function Item({ item }: { item: LegalItem }) {
  if (typeof item === "string") return <li>{item}</li>;
  return (
    <li>
      <strong className="font-semibold text-foreground">{item.term}:</strong> {item.text}
    </li>
  );
}

/**
 * One legal or trust page (/privacy, /terms, …), rendered from its content file: title, the
 * "Last updated" date, a short table of contents, the sections, then who we are and how to reach us.
 */
export function LegalPageView({ page }: { page: LegalPage }) {
  return (
    <article className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">{site.legalName}</p>
        <h1 className="mt-2 text-h2 text-balance">{page.title}</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          Last updated: <time dateTime={page.updated}>{formatUpdated(page.updated)}</time>
        </p>
        <p className="mt-6 text-lg text-muted-foreground text-pretty">{page.intro}</p>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[14rem_minmax(0,48rem)] lg:gap-16">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold">On this page</h2>
          <ul className="mt-3 space-y-1 border-l text-sm">
            {page.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="-ml-px block border-l border-transparent py-1 pl-3 text-muted-foreground hover:border-foreground hover:text-foreground">
                  {s.heading}
                </a>
              </li>
            ))}
            <li>
              <a href="#contact" className="-ml-px block border-l border-transparent py-1 pl-3 text-muted-foreground hover:border-foreground hover:text-foreground">
                Contact us
              </a>
            </li>
          </ul>
        </nav>

        <div className="space-y-10 text-base leading-relaxed">
          {page.sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="scroll-mt-24">
              <h2 id={`${s.id}-heading`} className="text-xl font-semibold tracking-tight">
                {s.heading}
              </h2>
              {s.paragraphs?.map((p) => (
                <p key={p} className="mt-3 text-muted-foreground text-pretty">
                  {p}
                </p>
              ))}
              {s.items && (
                <ul className="mt-3 list-disc space-y-2 pl-5 text-muted-foreground marker:text-primary">
                  {s.items.map((item) => (
                    <Item key={typeof item === "string" ? item : item.term} item={item} />
                  ))}
                </ul>
              )}
              {s.after?.map((p) => (
                <p key={p} className="mt-3 text-muted-foreground text-pretty">
                  {p}
                </p>
              ))}
            </section>
          ))}

          <section id="contact" aria-labelledby="contact-heading" className="scroll-mt-24 rounded-xl border bg-muted/40 p-6">
            <h2 id="contact-heading" className="text-xl font-semibold tracking-tight">
              Contact us
            </h2>
            <address className="mt-3 space-y-1 not-italic text-muted-foreground">
              <p className="font-semibold text-foreground">{site.legalName}</p>
              <p>{site.contact.postal}</p>
              <p>
                Email:{" "}
                <a href={`mailto:${site.contact.email}`} className="text-foreground underline underline-offset-4">
                  {site.contact.email}
                </a>
              </p>
              <p>
                Phone:{" "}
                <a href={site.contact.phoneHref} className="text-foreground underline underline-offset-4">
                  {site.contact.phone}
                </a>
              </p>
            </address>
            <p className="mt-4 text-sm text-muted-foreground">
              Related:{" "}
              {legalPages
                .filter((p) => p.path !== page.path)
                .map((p, i) => (
                  <span key={p.path}>
                    {i > 0 && " · "}
                    <Link to={p.path} className="underline underline-offset-4 hover:text-foreground">
                      {p.label}
                    </Link>
                  </span>
                ))}
            </p>
          </section>
        </div>
      </div>
    </article>
  );
}
