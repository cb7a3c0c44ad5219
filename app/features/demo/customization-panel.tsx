import { customizeCopy } from "~/content/demo-forms";
import { LoaderCircle } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { DEMO_TOAST_MS, demoToasts, type DemoIndustryId } from "~/content/demo";
import { loginPathFor } from "~/features/auth/redirect";
import { Field } from "~/components/forms/field";
import { Textarea } from "~/components/ui/textarea";
import { BusinessFields, CallerFields } from "./business-fields";
import { BusinessFiles } from "./business-files";
import { CUSTOMIZATION_MAX_CHARS, splitKeyServices } from "./prompts";
import { businessDetailsSchema } from "./schemas";
import type { BusinessDetailsView, BusinessFileView, DetailsFormState } from "./types";

const copy = customizeCopy;
const toastMs = { duration: DEMO_TOAST_MS };

type FieldErrors = Partial<Record<keyof DetailsFormState, string>>;

/** The form as the endpoint takes it: key services as a list. */
const bodyOf = (form: DetailsFormState) => ({ ...form, keyServices: splitKeyServices(form.keyServices) });

/** The same schema the server checks (one zod schema per form): the first message per field. */
function checkInBrowser(form: DetailsFormState): FieldErrors {
  const result = businessDetailsSchema.safeParse(bodyOf(form));
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "") as keyof DetailsFormState;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Saving the business details (spec §5, §8): the toasts, the login redirect, field messages on a 400. */
function useSave(signedIn: boolean | null, onSaved: (details: BusinessDetailsView) => void) {
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  function noUser() {
    toast.error(demoToasts.noUser.title, { description: demoToasts.noUser.description, ...toastMs });
    navigate(loginPathFor("/demo"));
  }

  async function save(form: DetailsFormState) {
    if (saving) return;
    if (signedIn === false) return noUser();
    const problems = checkInBrowser(form);
    setErrors(problems);
    if (Object.keys(problems).length) {
      toast.error(demoToasts.saveFailed.title, { description: Object.values(problems)[0], ...toastMs });
      return;
    }
    setSaving(true);
    try {
      const res = await fetch("/api/demo/business-details", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(bodyOf(form)),
      });
      if (res.status === 401) return noUser();
      const body = (await res.json().catch(() => null)) as {
        businessDetails?: BusinessDetailsView;
        error?: string;
        fieldErrors?: FieldErrors;
      } | null;
      if (res.status === 400 && body?.fieldErrors) setErrors(body.fieldErrors);
      if (!res.ok || !body?.businessDetails) throw new Error(body?.error ?? `save answered ${res.status}`);
      onSaved(body.businessDetails);
      toast.success(demoToasts.settingsSaved.title, { description: demoToasts.settingsSaved.description, ...toastMs });
    } catch {
      toast.error(demoToasts.saveFailed.title, { description: demoToasts.saveFailed.description, ...toastMs });
    } finally {
      setSaving(false);
    }
  }

  return { saving, errors, save, noUser };
}

/**
 * The customization panel (spec §2 "Demo page", §4 "Demo page setup", §5): the system
 * prompt text area and the business details form — with what callers hear in role (issue 41) —
 * and private file uploads. Loaded the first time the visitor opens it. The text area is the
 * visitor's text: the page sends it (with the custom prompt) as customization, and the server
 * writes the real instructions around it (docs/decisions/045 "Amended").
 */
export default function CustomizationPanel({
  signedIn,
  limits,
  systemPrompt,
  onSystemPromptChange,
  form,
  onFormChange,
  onIndustryChange,
  files,
  onFilesChange,
  onSaved,
}: {
  /** null while the page does not know yet: the server decides. */
  signedIn: boolean | null;
  limits: { maxBytes: number; maxFiles: number };
  systemPrompt: string;
  onSystemPromptChange: (prompt: string) => void;
  form: DetailsFormState;
  onFormChange: (update: (f: DetailsFormState) => DetailsFormState) => void;
  onIndustryChange: (industry: DemoIndustryId) => void;
  files: BusinessFileView[];
  onFilesChange: (update: (f: BusinessFileView[]) => BusinessFileView[]) => void;
  onSaved: (details: BusinessDetailsView) => void;
}) {
  const id = useId();
  const { saving, errors, save, noUser } = useSave(signedIn, onSaved);
  const field = (name: string) => `${id}-${name}`;

  function submit(e: FormEvent) {
    e.preventDefault();
    void save(form);
  }

  return (
    <section
      aria-labelledby={field("title")}
      className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
    >
      <h2 id={field("title")} className="text-lg font-semibold">
        {copy.title}
      </h2>
      <p className="text-sm text-muted-foreground">{copy.intro}</p>

      <Field id={field("system")} label={copy.systemPromptLabel} hint={copy.systemPromptHint} className="mt-5">
        {(aria) => (
          <Textarea
            id={field("system")}
            name="systemPrompt"
            rows={6}
            maxLength={CUSTOMIZATION_MAX_CHARS}
            value={systemPrompt}
            onChange={(e) => onSystemPromptChange(e.target.value)}
            {...aria}
          />
        )}
      </Field>

      <form onSubmit={submit} noValidate className="mt-6 border-t pt-5" aria-labelledby={field("details")}>
        <h3 id={field("details")} className="text-base font-semibold">
          {copy.detailsTitle}
        </h3>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <BusinessFields
            idPrefix={id}
            form={form}
            onFormChange={onFormChange}
            errors={errors}
            onIndustryChange={onIndustryChange}
          />
          <CallerFields idPrefix={id} form={form} onFormChange={onFormChange} errors={errors} />
          <BusinessFiles
            id={field("files")}
            signedIn={signedIn}
            limits={limits}
            files={files}
            onFilesChange={onFilesChange}
            onNoUser={noUser}
          />
        </div>
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={saving} aria-busy={saving}>
            {saving ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {saving ? copy.saving : copy.save}
          </Button>
          {signedIn === false ? <p className="text-sm text-muted-foreground">{copy.signInToSave}</p> : null}
        </div>
      </form>
    </section>
  );
}
