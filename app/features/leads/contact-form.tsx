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
      <ContactNotice notice={notice} />
      <fieldset disabled={pending} className="grid gap-5 sm:grid-cols-2">
        <ContactInput
          name="name"
          label="Full name"
          required
          defaultValue={values.name}
          type="text"
          autoComplete="name"
          maxLength={120}
        />
        <ContactInput
          name="email"
          label="Work email"
          required
          defaultValue={values.email}
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        <ContactInput
          name="company"
          label="Company"
          defaultValue={values.company}
          type="text"
          autoComplete="organization"
          maxLength={160}
        />
        <ContactInput
          name="phone"
          label="Phone"
          defaultValue={values.phone}
          type="tel"
          autoComplete="tel"
          maxLength={40}
        />
        <MessageField defaultValue={values.message} />
        <SubmitRow pending={pending} />
        <p className="text-xs text-muted-foreground sm:col-span-2">{consentTexts.default}</p>
      </fieldset>
    </form>
  );
}

/** "How can we help?": the message, a text area. */
function MessageField({ defaultValue }: { defaultValue?: string }) {
  return (
    <div className="sm:col-span-2">
      <ContactLabel name="message" label="How can we help?" required />
      <Textarea
        id="contact-message"
        name="message"
        defaultValue={defaultValue}
        rows={5}
        required
        minLength={10}
        maxLength={5000}
        placeholder="Tell us about your business and the calls or tasks you'd like to automate."
        className="mt-1.5"
      />
    </div>
  );
}

/** The required-fields note and the send button ("Submitting…" while the message is sent). */
function SubmitRow({ pending }: { pending: boolean }) {
  return (
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
  );
}

type Notice = { tone: "error" | "success"; text: string };

/** The answer to a refused plain post (an error), or the confirmation after one that was stored (?sent=1). */
function ContactNotice({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
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
  );
}

/** The red asterisk of a required field (hidden from screen readers: the control says it is required). */
function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-destructive">
      *
    </span>
  );
}

/** A field's label (`contact-<name>` is its control's id), with the required mark when it is one. */
function ContactLabel({
  name,
  label,
  required,
}: {
  name: (typeof fieldNames)[number];
  label: string;
  required?: boolean;
}) {
  return (
    <label htmlFor={`contact-${name}`} className={labelClass}>
      {label}
      {required ? " " : null}
      {required ? <RequiredMark /> : null}
    </label>
  );
}

/** A one-line field: its label and its input (id `contact-<name>`), with what the server showed back. */
function ContactInput({
  name,
  label,
  required,
  defaultValue,
  type,
  autoComplete,
  maxLength,
}: {
  name: (typeof fieldNames)[number];
  label: string;
  required?: boolean;
  defaultValue?: string;
  type: "text" | "email" | "tel";
  autoComplete: string;
  maxLength: number;
}) {
  return (
    <div>
      <ContactLabel name={name} label={label} required={required} />
      <Input
        id={`contact-${name}`}
        name={name}
        defaultValue={defaultValue}
        type={type}
        autoComplete={autoComplete}
        required={required}
        maxLength={maxLength}
        className="mt-1.5"
      />
    </div>
  );
}

/** An island (decision 079): /contact hydrates this form, not the page. */
export const ContactForm = island("contact-form", ContactFormView);
