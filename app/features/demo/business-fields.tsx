import type { ChangeEvent } from "react";
import { callerDetailFields, callerDetailsCopy, customizeCopy } from "~/content/demo-forms";
import { businessSizeLabel, businessSizes, demoIndustry, type DemoIndustryId } from "~/content/demo";
import { Field } from "~/components/forms/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { IndustryOptions } from "./demo-fields";
import { CUSTOM_PROMPT_MAX_CHARS } from "./prompts";
import { CALLER_DETAIL_LIMITS, type CallerDetailField } from "./schemas";
import type { DetailsFormState } from "./types";

const copy = customizeCopy;

type FieldProps = {
  /** The form's control ids start with this. */
  idPrefix: string;
  form: DetailsFormState;
  onFormChange: (update: (f: DetailsFormState) => DetailsFormState) => void;
  /** The server's (or the browser's check of the same schema) message per field. */
  errors: Partial<Record<keyof DetailsFormState, string>>;
};

const setter =
  (onFormChange: FieldProps["onFormChange"], field: keyof DetailsFormState) =>
  (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    onFormChange((f) => ({ ...f, [field]: e.target.value }));

/** Spec §3 business details: industry, name, size, audience, services, custom prompt. */
export function BusinessFields({
  idPrefix,
  form,
  onFormChange,
  errors,
  onIndustryChange,
}: FieldProps & { onIndustryChange: (industry: DemoIndustryId) => void }) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const set = (field: keyof DetailsFormState) => setter(onFormChange, field);
  return (
    <>
      <Field id={id("industry")} label={copy.industry}>
        <Select
          id={id("industry")}
          name="industry"
          value={form.industry}
          onChange={(e) => {
            const industry = e.target.value as DemoIndustryId;
            // Selecting an industry in the dropdown replaces the custom prompt with its default (spec §4).
            onFormChange((f) => ({ ...f, industry, customPrompt: demoIndustry(industry).defaultPrompt }));
            onIndustryChange(industry);
          }}
        >
          <IndustryOptions />
        </Select>
      </Field>
      <Field id={id("name")} label={copy.businessName} error={errors.businessName}>
        {(aria) => (
          <Input
            id={id("name")}
            name="businessName"
            maxLength={200}
            value={form.businessName}
            onChange={set("businessName")}
            {...aria}
          />
        )}
      </Field>
      <Field id={id("size")} label={copy.businessSize}>
        <Select id={id("size")} name="businessSize" value={form.businessSize} onChange={set("businessSize")}>
          {businessSizes.map((s) => (
            <option key={s} value={s}>
              {businessSizeLabel(s)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={id("audience")} label={copy.targetAudience} error={errors.targetAudience}>
        {(aria) => (
          <Input
            id={id("audience")}
            name="targetAudience"
            maxLength={2000}
            value={form.targetAudience}
            placeholder={copy.targetAudiencePlaceholder}
            onChange={set("targetAudience")}
            {...aria}
          />
        )}
      </Field>
      <Field
        id={id("services")}
        label={copy.keyServices}
        hint={copy.keyServicesHint}
        error={errors.keyServices}
        className="sm:col-span-2"
      >
        {(aria) => (
          <Input
            id={id("services")}
            name="keyServices"
            maxLength={2000}
            value={form.keyServices}
            placeholder={copy.keyServicesPlaceholder}
            onChange={set("keyServices")}
            {...aria}
          />
        )}
      </Field>
      <Field
        id={id("custom")}
        label={copy.customPrompt}
        hint={copy.customPromptHint}
        error={errors.customPrompt}
        className="sm:col-span-2"
      >
        {(aria) => (
          <Textarea
            id={id("custom")}
            name="customPrompt"
            rows={4}
            maxLength={CUSTOM_PROMPT_MAX_CHARS}
            value={form.customPrompt}
            onChange={set("customPrompt")}
            {...aria}
          />
        )}
      </Field>
    </>
  );
}

/** Long answers get a text area; short ones (hours, address, phone) an input. */
const MULTILINE: ReadonlySet<CallerDetailField> = new Set(["payment", "prices", "policies", "urgent"]);

/**
 * What callers hear (issue 41, docs/decisions/099): hours, address, phone, insurance and payment,
 * prices, policies and urgent instructions. All optional; what is left empty is never made up.
 */
export function CallerFields({ idPrefix, form, onFormChange, errors }: FieldProps) {
  const id = (name: string) => `${idPrefix}-caller-${name}`;
  const keys = Object.keys(callerDetailFields) as CallerDetailField[];
  return (
    <fieldset className="min-w-0 border-t pt-4 sm:col-span-2" aria-describedby={id("intro")}>
      <legend className="float-left w-full text-sm font-semibold">{callerDetailsCopy.title}</legend>
      <p id={id("intro")} className="clear-left pt-1 text-xs text-muted-foreground">
        {callerDetailsCopy.intro}
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {keys.map((key) => {
          const field = callerDetailFields[key];
          const props = {
            id: id(key),
            name: key,
            maxLength: CALLER_DETAIL_LIMITS[key],
            value: form[key],
            placeholder: field.placeholder,
            onChange: setter(onFormChange, key),
          };
          return (
            <Field
              key={key}
              id={id(key)}
              label={field.label}
              requirement="optional"
              error={errors[key]}
              className={MULTILINE.has(key) ? "sm:col-span-2" : undefined}
            >
              {(aria) =>
                MULTILINE.has(key) ? (
                  <Textarea rows={2} {...props} {...aria} />
                ) : (
                  <Input type={key === "phone" ? "tel" : "text"} autoComplete="off" {...props} {...aria} />
                )
              }
            </Field>
          );
        })}
      </div>
    </fieldset>
  );
}
