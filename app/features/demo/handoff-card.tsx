import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { demoIndustry, demoPage, type DemoIndustryId } from "~/content/demo";
import { consentTexts, leadDialogs, submittingLabel } from "~/content/leads";
import { ErrorList, fieldAria } from "~/components/forms/field";
import { Honeypot } from "~/components/forms/honeypot";
import { Label } from "~/components/ui/label";
import { validateLead } from "~/features/leads/schemas";
import { postLead, toastSubmitProblem } from "~/features/leads/submit-lead";
import { splitName } from "~/features/leads/crm-payload";
import { toast } from "~/lib/toast";
import type { ChatMessage } from "./use-chat";
import { Input } from "~/components/ui/input";

const copy = demoPage.handoff;
const success = leadDialogs.strategy_call.success;
/** Name, email and phone, labelled as on the strategy-call form. */
const fields = leadDialogs.strategy_call.fields.filter(
  (f) => f.name === "name" || f.name === "email" || f.name === "phone",
);

/**
 * The chat's hand-off (issue 16, docs/decisions/056): asked for a person, a quote or a booking,
 * the assistant's "Leave my details" opens this card inside the conversation. It sends a
 * strategy-call lead through the lead pipeline (POST /api/leads/strategy_call: rate limit,
 * honeypot, the form's schema, CRM job, owner notified) with source "demo-chat" and the
 * visitor's questions, then the assistant thanks them in the chat.
 */
export function HandoffCard({
  industry,
  messages,
  onSent,
  onClose,
}: {
  industry: DemoIndustryId | undefined;
  messages: ChatMessage[];
  onSent: (reply: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const firstField = useRef<HTMLInputElement>(null);
  useEffect(() => firstField.current?.focus({ preventScroll: false }), []);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    const form = e.currentTarget;
    const data = new FormData(form);
    const values = Object.fromEntries(fields.map((f) => [f.name, String(data.get(f.name) ?? "").trim()]));
    const asked = messages
      .filter((m) => m.type === "user")
      .slice(-3)
      .map((m) => m.text.replace(/\s+/g, " ").slice(0, 300))
      .join(" / ");
    const lead = {
      ...values,
      company: "",
      challenges: `${copy.challengesPrefix(demoIndustry(industry).label)}${asked || "(no question yet)"}`,
    };
    const checked = validateLead("strategy_call", lead);
    if (!checked.ok) {
      setErrors(checked.fieldErrors);
      toast.error(checked.message);
      const first = fields.find((f) => checked.fieldErrors[f.name]);
      if (first) (form.elements.namedItem(first.name) as HTMLElement | null)?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    const result = await postLead("strategy_call", {
      ...lead,
      source: "demo-chat",
      website: String(data.get("website") ?? ""),
    });
    setPending(false);
    if (!result.ok) {
      if (result.reason === "invalid") setErrors(result.fieldErrors);
      toastSubmitProblem(result);
      return;
    }
    toast.success(success.title, { description: success.description });
    onSent(copy.thanks(splitName(values.name!).firstName, values.phone!));
  }

  return (
    <form
      onSubmit={onSubmit}
      // The form's own messages (the lead schema's), not the browser's bubbles.
      noValidate
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      aria-busy={pending || undefined}
      className="relative rounded-xl border bg-card p-3 text-card-foreground shadow-sm sm:ml-9"
      data-testid="chat-handoff"
    >
      <Honeypot idPrefix={id} />
      <p id={`${id}-title`} className="text-sm font-semibold">
        {copy.title}
      </p>
      <p id={`${id}-description`} className="mt-0.5 text-xs text-muted-foreground">
        {copy.description}
      </p>
      <fieldset disabled={pending} className="mt-3 grid gap-2">
        <legend className="sr-only">{copy.title}</legend>
        {fields.map((f, i) => {
          const fieldId = `${id}-${f.name}`;
          const error = errors[f.name];
          return (
            <div key={f.name}>
              <Label htmlFor={fieldId} tone="small">
                {f.label}
                {f.required ? <span aria-hidden="true"> *</span> : null}
              </Label>
              <Input
                ref={i === 0 ? firstField : undefined}
                id={fieldId}
                name={f.name}
                type={f.type}
                required={f.required}
                autoComplete={f.autoComplete}
                placeholder={f.placeholder}
                {...fieldAria(fieldId, { error })}
                height="compact"
                className="mt-1"
              />
              <ErrorList id={fieldId} errors={error} size="xs" className="mt-1" />
            </div>
          );
        })}
      </fieldset>
      <p className="mt-2 text-[11px] leading-snug text-muted-foreground">{consentTexts.default}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? submittingLabel : copy.send}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onClose} disabled={pending}>
          {copy.cancel}
        </Button>
      </div>
    </form>
  );
}
