import { CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { island } from "~/islands/island";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { consentTexts, contactMessages, submittingLabel } from "~/content/leads";
import { Honeypot } from "~/components/forms/honeypot";
import { postLead, toastSubmitProblem, type LeadPostData } from "./submit-lead";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";

/** What the /contact action answers a plain (no-JavaScript) post that could not be stored. */
export type ContactActionData = LeadPostData;

const fieldNames = ["name", "email", "company", "phone", "message"] as const;

const labelClass = "block text-sm font-medium";

/**
 * The /contact form. Plain HTML that posts to /contact, so it works before JavaScript loads;
 * the route's action (leads feature) validates and stores the message, and a refused post comes
 * back as `posted` (the route reads it while the server renders). With JavaScript the same zod
 * schema checks it first and it is sent to /api/leads/contact, with toasts.
 */
function ContactFormView({ posted: actionData }: { posted?: ContactActionData }) {
  const id = useId();
  const [params] = useSearchParams();
  const [pending, setPending] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const values = actionData?.values ?? {};
  const notice = dismissed
    ? null
    : actionData
      ? { tone: "error" as const, text: actionData.error }
      : params.get("sent") === "1"
        ? { tone: "success" as const, text: `${contactMessages.success.title} ${contactMessages.success.description}` }
        : null;

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (pending) return;
    setDismissed(true);
    const form = e.currentTarget;
    const data = new FormData(form);
    const input = Object.fromEntries(fieldNames.map((n) => [n, String(data.get(n) ?? "")]));
    // The schema (and zod) load on the first submit, not with the page.
    const { validateLead } = await import("./schemas");
    const checked = validateLead("contact", input);
    if (!checked.ok) {
      toast.error(checked.message);
      const first = fieldNames.find((n) => checked.fieldErrors[n]);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setPending(true);
    const result = await postLead("contact", { ...input, website: String(data.get("website") ?? "") });
    setPending(false);
    if (result.ok) {
      toast.success(contactMessages.success.title, { description: contactMessages.success.description });
      form.reset();
    } else {
      toastSubmitProblem(result);
    }
  };

  return (
    <form
      method="post"
      action="/contact"
      onSubmit={onSubmit}
      aria-busy={pending || undefined}
      className="relative"
      data-form="contact"
    >
      <Honeypot idPrefix={id} />
      {notice ? (
        <div
          role={notice.tone === "error" ? "alert" : "status"}
          className={
            notice.tone === "error"
              ? "mb-5 flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2.5 text-sm text-destructive"
              : "mb-5 flex items-start gap-2 rounded-md border border-emerald-600/40 bg-emerald-50 px-3 py-2.5 text-sm text-emerald-900 dark:border-emerald-400/40 dark:bg-emerald-950 dark:text-emerald-100"
          }
        >
          {notice.tone === "error" ? (
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          ) : (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          )}
          <span>{notice.text}</span>
        </div>
      ) : null}
      <fieldset disabled={pending} className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-name" className={labelClass}>
            Full name{" "}
            <span aria-hidden="true" className="text-destructive">
              *
            </span>
          </label>
          <Input
            id="contact-name"
            name="name"
            defaultValue={values.name}
            type="text"
            autoComplete="name"
            required
            maxLength={120}
            className="mt-1.5"
          />
        </div>
        <div>
          <label htmlFor="contact-email" className={labelClass}>
            Work email{" "}
            <span aria-hidden="true" className="text-destructive">
              *
            </span>
          </label>
          <Input
            id="contact-email"
            name="email"
            defaultValue={values.email}
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            className="mt-1.5"
          />
        </div>
        <div>
          <label htmlFor="contact-company" className={labelClass}>
            Company
          </label>
          <Input
            id="contact-company"
            name="company"
            defaultValue={values.company}
            type="text"
            autoComplete="organization"
            maxLength={160}
            className="mt-1.5"
          />
        </div>
        <div>
          <label htmlFor="contact-phone" className={labelClass}>
            Phone
          </label>
          <Input
            id="contact-phone"
            name="phone"
            defaultValue={values.phone}
            type="tel"
            autoComplete="tel"
            maxLength={40}
            className="mt-1.5"
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="contact-message" className={labelClass}>
            How can we help?{" "}
            <span aria-hidden="true" className="text-destructive">
              *
            </span>
          </label>
          <Textarea
            id="contact-message"
            name="message"
            defaultValue={values.message}
            rows={5}
            required
            minLength={10}
            maxLength={5000}
            placeholder="Tell us about your business and the calls or tasks you'd like to automate."
            className="mt-1.5"
          />
        </div>
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">
            <span aria-hidden="true" className="text-destructive">
              *
            </span>{" "}
            Required fields
          </p>
          <Button type="submit" size="lg">
            {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {pending ? submittingLabel : "Send Message"}
          </Button>
        </div>
        <p className="text-xs text-muted-foreground sm:col-span-2">{consentTexts.default}</p>
      </fieldset>
    </form>
  );
}

/** An island (decision 079): /contact hydrates this form, not the page. */
export const ContactForm = island("contact-form", ContactFormView);
