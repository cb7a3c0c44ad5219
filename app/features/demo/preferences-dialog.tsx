import { preferencesCopy } from "~/content/demo-forms";
import { LoaderCircle } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { DEMO_TOAST_MS, demoToasts } from "~/content/demo";
import { loginPathFor } from "~/features/auth/redirect";
import type { ChatPreferencesInput } from "./prompts";
import type { ChatPreferencesView } from "./types";
import { IndustryOptions } from "./demo-fields";
import { Field } from "~/components/forms/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";

const copy = preferencesCopy;
const toastMs = { duration: DEMO_TOAST_MS };

/**
 * Saves the preferences (POST /api/demo/chat-preferences): the saved preferences, or "login" when
 * the visitor is not signed in (401). Throws when the server does not save them.
 */
async function postPreferences(values: Record<keyof ChatPreferencesView, string>) {
  const res = await fetch("/api/demo/chat-preferences", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(values),
  });
  if (res.status === 401) return "login" as const;
  const body = (await res.json().catch(() => null)) as { chatPreferences?: ChatPreferencesView } | null;
  if (!res.ok || !body?.chatPreferences) throw new Error(`preferences answered ${res.status}`);
  return body.chatPreferences;
}

/**
 * "Customize Your Chat Experience" (spec §2, §5 "Chat preferences", §8): name and industry
 * required, company, role and goals optional; signed-out visitors are sent to /login.
 */
export default function PreferencesDialog({
  open,
  onOpenChange,
  signedIn,
  initial,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signedIn: boolean | null;
  initial: ChatPreferencesView | null;
  onSaved: (prefs: ChatPreferencesInput) => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [values, setValues] = useState({
    name: initial?.name ?? "",
    company: initial?.company ?? "",
    industry: initial?.industry ?? "",
    role: initial?.role ?? "",
    goals: initial?.goals ?? "",
  });
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  function loginFirst() {
    toast.error(demoToasts.preferencesLogin.title, {
      description: demoToasts.preferencesLogin.description,
      ...toastMs,
    });
    onOpenChange(false);
    navigate(loginPathFor("/demo"));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (pending) return;
    if (!values.name.trim() || !values.industry) {
      toast.error(demoToasts.preferencesRequired, toastMs);
      return;
    }
    if (signedIn === false) return loginFirst();
    setPending(true);
    try {
      const saved = await postPreferences(values);
      if (saved === "login") return loginFirst();
      toast.success(demoToasts.preferencesSaved.title, toastMs);
      onSaved(saved);
      onOpenChange(false);
    } catch {
      toast.error(demoToasts.preferencesFailed.title, {
        description: demoToasts.preferencesFailed.description,
        ...toastMs,
      });
    } finally {
      setPending(false);
    }
  }

  const f = (name: string) => `${id}-${name}`;
  /** A one-line text field's input: id, name, value and the dialog's shared attributes. */
  const rowInput = (name: "name" | "company" | "role", autoComplete: string) => ({
    id: f(name),
    name,
    maxLength: 200,
    autoComplete,
    value: values[name],
    onChange: set(name),
    disabled: pending,
    height: "row" as const,
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-dialog="chat-preferences">
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
        </DialogHeader>
        {/* noValidate: the spec's own message, not the browser's bubble, reports missing fields. */}
        <form onSubmit={submit} noValidate className="space-y-4">
          <Field id={f("name")} label={copy.name} requirement="required">
            <Input {...rowInput("name", "name")} required aria-required="true" />
          </Field>
          <Field id={f("company")} label={copy.company}>
            <Input {...rowInput("company", "organization")} />
          </Field>
          <IndustryField id={f("industry")} value={values.industry} onChange={set("industry")} disabled={pending} />
          <Field id={f("role")} label={copy.role}>
            <Input {...rowInput("role", "organization-title")} />
          </Field>
          <GoalsField id={f("goals")} value={values.goals} onChange={set("goals")} disabled={pending} />
          <p className="text-xs text-muted-foreground">
            <span className="text-destructive">*</span> {copy.required}
          </p>
          <Button type="submit" className="w-full" disabled={pending} aria-busy={pending}>
            {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {pending ? copy.saving : copy.save}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

type ControlProps = {
  id: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  disabled: boolean;
};

/** The industry, required: a select whose first line is a prompt, not a choice. */
function IndustryField({ id, value, onChange, disabled }: ControlProps) {
  return (
    <Field id={id} label={copy.industry} requirement="required">
      <Select
        id={id}
        name="industry"
        required
        aria-required="true"
        value={value}
        onChange={onChange}
        disabled={disabled}
      >
        {/* A prompt, not an item: it cannot be chosen (spec §5: dropdown items have values). */}
        <option value="" disabled hidden>
          Select your industry
        </option>
        <IndustryOptions />
      </Select>
    </Field>
  );
}

/** What the visitor wants from the assistant (optional), a text area. */
function GoalsField({ id, value, onChange, disabled }: ControlProps) {
  return (
    <Field id={id} label={copy.goals}>
      <Textarea
        id={id}
        name="goals"
        rows={3}
        maxLength={2000}
        value={value}
        placeholder={copy.goalsPlaceholder}
        onChange={onChange}
        disabled={disabled}
      />
    </Field>
  );
}
