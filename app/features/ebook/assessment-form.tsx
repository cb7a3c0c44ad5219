import { CircleCheck } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { ebookAssessment, ebookToasts } from "~/content/ebook";
import { requestAssessment, submitErrorToast } from "./ebook-actions";
import { inputClass, labelClass } from "./field";

/** The free business AI assessment: one required email field. */
export function AssessmentForm() {
  const id = useId();
  const [pending, setPending] = useState(false);
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    setPending(true);
    try {
      await requestAssessment({ email: String(new FormData(form).get("email") ?? "") });
      toast.success(ebookToasts.assessment.title, { description: ebookToasts.assessment.description });
      form.reset();
    } catch {
      toast.error(submitErrorToast.title, { description: submitErrorToast.description });
    } finally {
      setPending(false);
    }
  };
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
          <form onSubmit={onSubmit} className="rounded-2xl bg-muted/60 p-6">
            <label htmlFor={`${id}-email`} className={labelClass}>
              {ebookAssessment.emailLabel}
            </label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              required
              autoComplete="email"
              placeholder="you@company.com"
              className={`mt-1.5 ${inputClass}`}
            />
            <Button type="submit" size="lg" className="mt-4 w-full" disabled={pending}>
              {pending ? "Sending..." : ebookAssessment.submit}
            </Button>
            <p className="mt-3 text-center text-xs text-muted-foreground">{ebookAssessment.note}</p>
          </form>
        </div>
      </div>
    </section>
  );
}
