import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { useActionData } from "react-router";
import { CallToAction } from "~/components/sections/call-to-action";
import { contactAlternatives, contactDetails, contactFormCopy, contactHero, contactSeo, officeHours } from "~/content/contact";
import { site } from "~/content/site";
import { ContactForm, type ContactActionData } from "~/features/leads/contact-form";
import { contactAction } from "~/features/leads/contact.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/contact";

export const meta = () => seo({ ...contactSeo, path: "/contact" });

/** The form posted without JavaScript (leads feature); with JavaScript it posts to /api/leads/contact. */
export function action({ request, context }: Route.ActionArgs) {
  return contactAction(context, request);
}

/** An island page (decision 079): only the form hydrates. */
export const handle = { islands: true };

export default function Contact() {
  const { contact } = site;
  // A refused post without JavaScript: read while the server renders, handed to the form's island.
  const posted = useActionData() as ContactActionData | undefined;
  return (
    <>
      <section className="border-b bg-gradient-to-b from-secondary/70 to-background">
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-20 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">{contactHero.eyebrow}</p>
          <h1 className="mt-3 text-title text-balance">{contactHero.title}</h1>
          <p className="mt-6 text-lead text-muted-foreground text-pretty">{contactHero.subtitle}</p>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[2fr_3fr] lg:px-8">
        <div className="space-y-8">
          <section aria-labelledby="contact-details-heading" className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
            <h2 id="contact-details-heading" className="text-2xl font-bold">
              {contactDetails.title}
            </h2>
            <dl className="mt-6 space-y-5">
              <div className="flex gap-4">
                <dt className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
                  <Mail aria-hidden="true" className="size-5" />
                  <span className="sr-only">{contactDetails.emailLabel}</span>
                </dt>
                <dd className="self-center">
                  <a href={`mailto:${contact.email}`} className="font-medium text-primary underline-offset-4 hover:underline">
                    {contact.email}
                  </a>
                </dd>
              </div>
              <div className="flex gap-4">
                <dt className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
                  <Phone aria-hidden="true" className="size-5" />
                  <span className="sr-only">{contactDetails.phoneLabel}</span>
                </dt>
                <dd className="self-center">
                  <a href={contact.phoneHref} className="font-medium text-primary underline-offset-4 hover:underline">
                    {contact.phone}
                  </a>
                </dd>
              </div>
              <div className="flex gap-4">
                <dt className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
                  <MapPin aria-hidden="true" className="size-5" />
                  <span className="sr-only">{contactDetails.cityLabel}</span>
                </dt>
                <dd className="self-center font-medium">{contact.city}</dd>
              </div>
            </dl>
            <p className="mt-6 text-sm text-muted-foreground">{contactDetails.responseTime}</p>
          </section>
          <section aria-labelledby="office-hours-heading" className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
            <h2 id="office-hours-heading" className="flex items-center gap-2 text-2xl font-bold">
              <Clock aria-hidden="true" className="size-6 text-primary" />
              {officeHours.title}
            </h2>
            <dl className="mt-6 divide-y">
              {officeHours.rows.map((r) => (
                <div key={r.days} className="flex justify-between gap-4 py-3 text-sm">
                  <dt className="font-medium">{r.days}</dt>
                  <dd className="text-muted-foreground">{r.hours}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-sm text-muted-foreground">{officeHours.note}</p>
          </section>
        </div>
        <section aria-labelledby="contact-form-heading" className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
          <h2 id="contact-form-heading" className="text-2xl font-bold">
            {contactFormCopy.title}
          </h2>
          <p className="mt-2 mb-6 text-muted-foreground">{contactFormCopy.intro}</p>
          <ContactForm posted={posted} />
        </section>
      </div>
      <CallToAction title={contactAlternatives.title} text={contactAlternatives.text} ctas={contactAlternatives.ctas} />
    </>
  );
}
