import { LoaderCircle } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { consentTexts, leadDialogs, submittingLabel, type DialogFormKey, type LeadFieldCopy } from "~/content/leads";
import { loginPathFor } from "~/features/auth/redirect";
import { cn } from "~/lib/cn";
import { Honeypot } from "./honeypot";
import { LIMITS, validateLead } from "./schemas";
import { postLead, toastSubmitProblem } from "./submit-lead";

const inputClass =
  "block w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive sm:text-sm";

const maxLength: Record<LeadFieldCopy["name"], number> = {
  name: LIMITS.name,
  email: LIMITS.email,
  phone: LIMITS.phone,
  company: LIMITS.company,
  message: LIMITS.longText,
  useCase: LIMITS.longText,
  challenges: LIMITS.longText,
};

const draftKey = (formType: DialogFormKey) => `voxa:lead-draft:${formType}`;

function readDraft(formType: DialogFormKey): Record<string, string> | null {
  try {
    const raw = sessionStorage.getItem(draftKey(formType));
    return raw ? (JSON.parse(raw) as Record<string, string>) : null;
  } catch {
    return null;
  }
}

function writeDraft(formType: DialogFormKey, values: Record<string, string> | null) {
  try {
    if (values) sessionStorage.setItem(draftKey(formType), JSON.stringify(values));
    else sessionStorage.removeItem(draftKey(formType));
  } catch {
    // Private mode or storage full: the draft is a convenience only.
  }
}

function valuesOf(form: HTMLFormElement, fields: LeadFieldCopy[]) {
  const data = new FormData(form);
  const values: Record<string, string> = {};
  for (const f of fields) values[f.name] = String(data.get(f.name) ?? "");
  return values;
}

/**
 * The demo request, pilot program and strategy call forms (spec §4 "Forms", §5, §8): browser
 * required and email/tel types, the shared zod schema before sending, "Submitting..." with
 * every input disabled, then a success toast that closes and clears, or an error toast that
 * keeps what was typed. A demo request from a signed-out visitor goes to /login and its
 * fields wait in this tab's session storage until they come back.
 */
export function LeadDialogForm({
  formType,
  initial,
  onDone,
}: {
  formType: DialogFormKey;
  initial?: Partial<Record<LeadFieldCopy["name"], string>>;
  onDone: () => void;
}) {
  const copy = leadDialogs[formType];
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const navigate = useNavigate();
  const location = useLocation();

  // Prefill once: a draft saved before signing in, then what the page handed over (e.g. ROI figures).
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const start: Record<string, string | undefined> = { ...readDraft(formType), ...initial };
    for (const f of copy.fields) {
      const el = form.elements.namedItem(f.name) as HTMLInputElement | HTMLTextAreaElement | null;
      const value = start[f.name];
      if (el && value && !el.value) el.value = value;
    }
  }, [formType, copy.fields, initial]);

  const focusField = (name: string) => {
    const el = formRef.current?.elements.namedItem(name);
    if (el instanceof HTMLElement) el.focus();
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (pending) return;
    const form = e.currentTarget;
    const values = valuesOf(form, copy.fields);
    const checked = validateLead(formType, values);
    if (!checked.ok) {
      setErrors(checked.fieldErrors);
      toast.error(checked.message);
      const first = copy.fields.find((f) => checked.fieldErrors[f.name]);
      if (first) focusField(first.name);
      return;
    }
    setErrors({});
    setPending(true);
    const website = String(new FormData(form).get("website") ?? "");
    const result = await postLead(formType, { ...values, website });
    setPending(false);
    if (result.ok) {
      toast.success(copy.success.title, { description: copy.success.description });
      writeDraft(formType, null);
      form.reset();
      onDone();
      return;
    }
    if (result.reason === "login") {
      writeDraft(formType, values);
      toastSubmitProblem(result);
      onDone();
      navigate(loginPathFor(`${location.pathname}${location.search}`));
      return;
    }
    if (result.reason === "invalid") setErrors(result.fieldErrors);
    toastSubmitProblem(result);
  };

  return (
    <form ref={formRef} method="post" onSubmit={onSubmit} className="relative" aria-busy={pending || undefined}>
      <Honeypot idPrefix={id} />
      <fieldset disabled={pending} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">{copy.title}</legend>
        {copy.fields.map((f) => {
          const fieldId = `${id}-${f.name}`;
          const error = errors[f.name];
          const wide = f.type === "textarea" || f.name === "name" || f.name === "company";
          const common = {
            id: fieldId,
            name: f.name,
            required: f.required,
            autoComplete: f.autoComplete,
            placeholder: f.placeholder,
            maxLength: maxLength[f.name],
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? `${fieldId}-error` : undefined,
            className: inputClass,
          };
          return (
            <div key={f.name} className={cn("space-y-1.5", wide && "sm:col-span-2")}>
              <label htmlFor={fieldId} className="block text-sm font-medium">
                {f.label}
                {f.required ? (
                  <span aria-hidden="true" className="text-destructive">
                    {" "}
                    *
                  </span>
                ) : (
                  <span className="font-normal text-muted-foreground"> (optional)</span>
                )}
              </label>
              {f.type === "textarea" ? <textarea rows={3} {...common} /> : <input type={f.type} {...common} />}
              {error ? (
                <p id={`${fieldId}-error`} className="text-sm text-destructive">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <p className="text-xs text-muted-foreground sm:col-span-2">{consentTexts.default}</p>
        <Button type="submit" size="lg" className="sm:col-span-2">
          {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {pending ? submittingLabel : copy.submit}
        </Button>
      </fieldset>
    </form>
  );
}
