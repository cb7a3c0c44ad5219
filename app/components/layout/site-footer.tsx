import { ChevronDown, Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { footerSections, legalLinks } from "~/content/navigation";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";
import { Logo } from "./logo";

function NetworkIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4" fill="currentColor">
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zM9.5 9.75h3.83v1.54h.05c.53-1 1.84-2.06 3.79-2.06 4.05 0 4.8 2.67 4.8 6.13V21h-4v-4.98c0-1.19-.02-2.72-1.66-2.72-1.66 0-1.92 1.3-1.92 2.63V21h-4z" />
    </svg>
  );
}

function FooterLinks({ links, className }: { links: { label: string; href: string }[]; className?: string }) {
  return (
    <ul className={cn("space-y-1", className)}>
      {links.map((l) => (
        <li key={l.href}>
          <Link to={l.href} className="block py-1 text-sm text-muted-foreground hover:text-foreground hover:underline">
            {l.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The spec's accordion sections (Solutions, Industries, Company; one open at a time) below 1024 px,
 * as <details name>: they work without JavaScript. From 1024 px the same lists stand open as
 * columns beside the contact details, instead of three closed boxes beside an empty area (decision
 * 103). Only one of the two is displayed at a width; the other is display:none, out of the
 * accessibility tree too.
 */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_2fr] lg:px-8">
        <div className="space-y-4">
          <Link to="/" className="inline-block rounded-md" aria-label={`${site.name} home`}>
            <Logo />
          </Link>
          <p className="max-w-sm text-sm text-muted-foreground">{site.description}</p>
          <ul className="space-y-2 text-sm">
            <li>
              <a href={`mailto:${site.contact.email}`} className="inline-flex items-center gap-2 hover:underline">
                <Mail aria-hidden="true" className="size-4" />
                {site.contact.email}
              </a>
            </li>
            <li>
              <a href={site.contact.phoneHref} className="inline-flex items-center gap-2 hover:underline">
                <Phone aria-hidden="true" className="size-4" />
                {site.contact.phone}
              </a>
            </li>
            <li className="inline-flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4" />
              {site.contact.city}
            </li>
            {site.social.professionalNetwork && (
              <li>
                <a
                  href={site.social.professionalNetwork.href}
                  className="inline-flex items-center gap-2 hover:underline"
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  <NetworkIcon />
                  {site.social.professionalNetwork.label}
                </a>
              </li>
            )}
          </ul>
        </div>
        <nav aria-label="Footer">
          {/* Phones and tablets: the spec's accordions, one open at a time (<details name>, no JavaScript). */}
          <div className="grid gap-3 sm:grid-cols-3 sm:items-start lg:hidden">
            {footerSections.map((section) => (
              <details key={section.title} name="footer-sections" className="group rounded-lg border bg-background">
                <summary className="flex cursor-pointer list-none items-center justify-between rounded-lg px-4 py-3 text-sm font-semibold [&::-webkit-details-marker]:hidden">
                  <h2>{section.title}</h2>
                  <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
                </summary>
                <FooterLinks links={section.links} className="px-4 pb-4" />
              </details>
            ))}
          </div>
          {/* From 1024 px there is room for every list at once: open columns, nothing to unfold (decision 103). */}
          <div className="hidden gap-8 lg:grid lg:grid-cols-3" data-footer-columns="">
            {footerSections.map((section) => (
              <div key={section.title}>
                <h2 className="text-sm font-semibold">{section.title}</h2>
                <FooterLinks links={section.links} className="mt-3" />
              </div>
            ))}
          </div>
        </nav>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <nav aria-label="Legal">
            <ul className="flex flex-wrap items-center gap-x-1 gap-y-1">
              {legalLinks.map((l, i) => (
                <li key={l.href} className="flex items-center gap-x-1">
                  {i > 0 && <span aria-hidden="true">·</span>}
                  <Link to={l.href} className="inline-flex min-h-6 items-center hover:text-foreground hover:underline">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p>
            © {year} {site.legalName} All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
