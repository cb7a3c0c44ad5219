import { CircleCheck } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { ebookAssessment, ebookAssessmentForm } from "~/content/ebook";
import { consentTexts, formPagePath } from "~/content/leads-forms";
import { Honeypot } from "~/components/forms/honeypot";
import { submitEbookLead } from "./ebook-actions";
import { ErrorList, fieldAria } from "~/components/forms/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { island } from "~/islands/island";

/** The free business AI assessment on the ebook pages: one required email field. */
function Assessment() {
  const { pathname } = useLocation();
  return (
    <section id={ebookAssessment.id} aria-labelledby="assessment-heading" className="scroll-mt-20 py-16 sm:py-20">
      <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
        <div className="grid gap-8 rounded-3xl border bg-card p-6 text-card-foreground shadow-lg sm:p-10 md:grid-cols-2 md:items-center">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">{ebookAssessment.eyebrow}</p>
            <h2 id="assessment-heading" className="mt-2 text-3xl font-bold tracking-tight text-balance">
              {ebookAssessment.title}
            </h2>
            <p className="mt-4 text-muted-foreground">{ebookAssessment.intro}</p>
            <ul className="mt-6 space-y-2 text-sm font-medium">
              {ebookAssessment.points.map((p) => (
                <li key={p} className="flex gap-2">
                  <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
                  {p}
                </li>
              ))}
            </ul>
          </div>
          {/* Without JavaScript the form posts to /forms/assessment, which stores it and confirms. */}
          <AssessmentFields action={formPagePath("assessment", pathname)} />
        </div>
      </div>
    </section>
  );
}

/**
 * The assessment form itself, inline on the ebook pages and on its own page /forms/assessment.
 * A plain POST form (the email never goes into a URL); with JavaScript the shared zod schema
 * checks it and it is sent to /api/leads/assessment with the spec's toasts.
 */
export function AssessmentFields({
  action,
  originPage,
  defaultValues,
  serverError,
  onSent,
}: {
  action: string;
  /** The page the visitor came from (the form's own page passes it); otherwise the server reads the Referer. */
  originPage?: string;
  defaultValues?: Record<string, string>;
  serverError?: { message: string; fieldErrors?: Record<string, string> };
  onSent?: () => void;
}) {
  const id = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState(serverError?.fieldErrors?.email ?? serverError?.message ?? "");
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (pending) return;
    const form = e.currentTarget;
    const data = new FormData(form);
    setPending(true);
    const result = await submitEbookLead(
      "assessment",
      { email: String(data.get("email") ?? ""), website: String(data.get("website") ?? "") },
      ebookAssessmentForm.success,
      { page: originPage },
    );
    setPending(false);
    if (result.ok) {
      setError("");
      form.reset();
      onSent?.();
    } else {
      setError(result.fieldErrors.email ?? "");
    }
  };
  const emailId = `${id}-email`;
  return (
    <form
      method="post"
      action={action}
      onSubmit={onSubmit}
      aria-busy={pending || undefined}
      className="relative rounded-2xl bg-muted/60 p-6"
    >
      <Honeypot idPrefix={id} />
      {originPage ? <input type="hidden" name="page" value={originPage} /> : null}
      <Label htmlFor={emailId}>{ebookAssessment.emailLabel}</Label>
      <Input
        id={emailId}
        name="email"
        type="email"
        required
        maxLength={254}
        autoComplete="email"
        placeholder="you@company.com"
        defaultValue={defaultValues?.email}
        {...fieldAria(emailId, { error })}
        className="mt-1.5"
      />
      <ErrorList id={emailId} errors={error} announce className="mt-1.5" />
      <Button type="submit" size="lg" className="mt-4 w-full" disabled={pending}>
        {pending ? ebookAssessment.pending : ebookAssessment.submit}
      </Button>
      <p className="mt-3 text-center text-xs text-muted-foreground">{ebookAssessment.note}</p>
      <p className="mt-2 text-center text-xs text-muted-foreground">{consentTexts.default}</p>
    </form>
  );
}

/** An island (decision 079): the assessment form on the ebook pages. */
export const AssessmentForm = island("assessment-form", Assessment);
