import { LoaderCircle } from "lucide-react";
import { useEffect, useId, useRef, useState, type Dispatch, type FormEvent, type SetStateAction } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import {
  consentTexts,
  demoRequestAccount,
  formPages,
  leadDialogs,
  leadMessages,
  submittingLabel,
  type DialogFormKey,
  type LeadFieldCopy,
  type LeadFormCopy,
} from "~/content/leads";
import { formPagePath } from "~/content/leads-forms";
import { bookedCopy } from "~/content/scheduling";
import { loginPathFor } from "~/features/auth/redirect";
import { useSession } from "~/features/auth/session-store";
import { cn } from "~/lib/cn";
import { SlotPicker, type SlotList } from "~/features/scheduling/slot-picker";
import { Field } from "~/components/forms/field";
import { Honeypot } from "~/components/forms/honeypot";
import { LIMITS } from "./limits";
import { dropKeptDemoRequest, keepDemoRequest, keptDemoRequest } from "./kept-demo-request";
import { formsNeedingLogin, validateLead, type PublicFormType } from "./schemas";
import { postLead, toastSubmitProblem, type SubmitResult } from "./submit-lead";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";

const maxLength: Record<LeadFieldCopy["name"], number> = {
  name: LIMITS.name,
  email: LIMITS.email,
  phone: LIMITS.phone,
  company: LIMITS.company,
  message: LIMITS.longText,
  useCase: LIMITS.longText,
  challenges: LIMITS.longText,
  question: LIMITS.longText,
};

/** The fields a form can carry besides its copy's: a strategy call's chosen time and zone (issue 17). */
const PICKER_FIELDS = ["slotStart", "timeZone"] as const;

function valuesOf(form: HTMLFormElement, fields: LeadFieldCopy[]) {
  const data = new FormData(form);
  const values: Record<string, string> = {};
  for (const f of fields) values[f.name] = String(data.get(f.name) ?? "");
  for (const name of PICKER_FIELDS) if (data.has(name)) values[name] = String(data.get(name));
  return values;
}

export type LeadFormOutcome = "sent" | "login";

export type LeadFormProps = {
  formType: PublicFormType;
  copy: Pick<LeadFormCopy, "title" | "fields" | "submit" | "success">;
  /** Where the form posts without JavaScript: its page under /forms. */
  action: string;
  /** The page the visitor came from, recorded as the lead's page (the form's own page passes it). */
  originPage?: string;
  /** Values to start with once the page runs (e.g. the ROI calculator's figures in the message). */
  initial?: Partial<Record<LeadFieldCopy["name"], string>>;
  /** Values rendered by the server: what was typed before a refused plain post. */
  defaultValues?: Record<string, string>;
  /** The server's answer to a refused plain post. */
  serverError?: { message: string; fieldErrors?: Record<string, string> };
  /** The open call times the server rendered (a strategy call's page, for visitors without JavaScript). */
  slots?: SlotList;
  /** `next`: where to go now (a booked call's confirmation page), if anywhere. */
  onDone: (outcome: LeadFormOutcome, next?: string) => void;
};

/**
 * A lead form (spec §4 "Forms", §5, §8): browser required and email/tel types, the shared zod
 * schema before sending, "Submitting..." with every input disabled, then a success toast that
 * clears the form, or an error toast that keeps what was typed. The form that needs an account
 * (the demo request) says so before it is filled, offers the strategy call that needs none, and
 * sends a signed-out visitor to /login with what they typed kept in this browser, to be sent by
 * itself once they are signed in (kept-demo-request.ts, decision 102).
 * Without JavaScript it is a plain form post to its page under /forms (same schema on the server).
 */
export function LeadForm({
  formType,
  copy,
  action,
  originPage,
  initial,
  defaultValues,
  serverError,
  slots,
  onDone,
}: LeadFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>(serverError?.fieldErrors ?? {});
  const [showServerError, setShowServerError] = useState(Boolean(serverError));
  // Bumped when the server says the chosen time is gone: the picker loads the open times again.
  const [slotsVersion, setSlotsVersion] = useState(0);
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const needsAccount = formsNeedingLogin.has(formType);

  // Prefill once: a request kept before signing in, then what the page handed over (e.g. ROI figures).
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    prefill(form, formType, copy.fields, initial);
  }, [formType, copy.fields, initial]);

  const focusField = (name: string) => {
    const el = formRef.current?.elements.namedItem(name);
    if (el instanceof HTMLElement) el.focus();
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (pending) return;
    setShowServerError(false);
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
    const result = await postLead(formType, { ...values, website }, { page: originPage });
    setPending(false);
    const sent = { formType, copy, form, values, originPage };
    afterPost(result, { ...sent, location, onDone, navigate, setErrors, setSlotsVersion });
  };

  const wideForm = copy.fields.length <= 2;
  const alertId = `${id}-problem`;
  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      onSubmit={onSubmit}
      className="relative"
      data-form={formType}
      aria-busy={pending || undefined}
      aria-describedby={serverError && showServerError ? alertId : undefined}
    >
      <Honeypot idPrefix={id} />
      {originPage ? <input type="hidden" name="page" value={originPage} /> : null}
      {needsAccount && session.status === "signed-out" ? (
        <AccountNotice strategyCallHref={formPagePath("strategy-call", originPage ?? location.pathname)} />
      ) : null}
      {serverError && showServerError ? <ServerProblem id={alertId} message={serverError.message} /> : null}
      <fieldset disabled={pending} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">{copy.title}</legend>
        {copy.fields.map((f) => (
          <LeadField
            key={f.name}
            fieldId={`${id}-${f.name}`}
            field={f}
            error={errors[f.name]}
            wide={wideForm || f.type === "textarea" || f.name === "name" || f.name === "company"}
            defaultValue={defaultValues?.[f.name]}
          />
        ))}
        {formType === "strategy_call" ? <SlotPicker initial={slots} error={errors.slotStart} refreshKey={slotsVersion} /> : null}
        <p className="text-xs text-muted-foreground sm:col-span-2">{consentTexts.default}</p>
        <Button type="submit" size="lg" className="sm:col-span-2">
          {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {pending ? submittingLabel : copy.submit}
        </Button>
      </fieldset>
    </form>
  );
}

/** What the answer to a post needs: the form and what was sent, where the visitor is, and the form's state changers. */
type PostContext = {
  formType: PublicFormType;
  copy: LeadFormProps["copy"];
  form: HTMLFormElement;
  values: Record<string, string>;
  originPage?: string;
  location: { pathname: string; search: string };
  onDone: LeadFormProps["onDone"];
  navigate: (to: string) => void;
  setErrors: (errors: Record<string, string>) => void;
  setSlotsVersion: Dispatch<SetStateAction<number>>;
};

/**
 * The lead was sent: a success toast that clears the form. Or the visitor must sign in first (the
 * demo request is kept in this browser), or the server refused it (its field errors; a chosen time
 * that is gone reloads the open times): an error toast that keeps what was typed.
 */
function afterPost(result: SubmitResult, c: PostContext) {
  const { formType, copy, location } = c;
  if (result.ok) {
    toast.success(copy.success.title, { description: result.callPage ? bookedCopy.toast : copy.success.description });
    if (formType === "demo_request") dropKeptDemoRequest();
    c.form.reset();
    c.onDone("sent", result.callPage);
    return;
  }
  if (result.reason === "login") {
    if (formType === "demo_request") keepDemoRequest(c.values, c.originPage ?? `${location.pathname}${location.search}`);
    toastSubmitProblem(result);
    c.onDone("login");
    c.navigate(loginPathFor(`${location.pathname}${location.search}`));
    return;
  }
  if (result.reason === "invalid") {
    c.setErrors(result.fieldErrors);
    if (result.fieldErrors.slotStart) c.setSlotsVersion((v) => v + 1);
  }
  toastSubmitProblem(result);
}

/** Prefill once: a request kept before signing in, then what the page handed over; never over what is typed. */
function prefill(
  form: HTMLFormElement,
  formType: PublicFormType,
  fields: LeadFieldCopy[],
  initial: LeadFormProps["initial"],
) {
  const kept = formType === "demo_request" ? keptDemoRequest()?.values : undefined;
  const start: Record<string, string | undefined> = { ...kept, ...initial };
  for (const f of fields) {
    const el = form.elements.namedItem(f.name) as HTMLInputElement | HTMLTextAreaElement | null;
    const value = start[f.name];
    if (el && value && !el.value) el.value = value;
  }
}

/** One field of the form's copy: a text area or an input, with its label, requirement and error. */
function LeadField({
  fieldId,
  field: f,
  error,
  wide,
  defaultValue,
}: {
  fieldId: string;
  field: LeadFieldCopy;
  error: string | undefined;
  /** Across both columns. */
  wide: boolean;
  /** What the server rendered back after a refused plain post. */
  defaultValue: string | undefined;
}) {
  const common = {
    id: fieldId,
    name: f.name,
    required: f.required,
    autoComplete: f.autoComplete,
    placeholder: f.placeholder,
    maxLength: maxLength[f.name],
    defaultValue,
  };
  return (
    <Field
      id={fieldId}
      label={f.label}
      requirement={f.required ? "required" : "optional"}
      error={error}
      className={cn(wide && "sm:col-span-2")}
    >
      {(aria) =>
        f.type === "textarea" ? <Textarea rows={3} {...common} {...aria} /> : <Input type={f.type} {...common} {...aria} />
      }
    </Field>
  );
}

/** The server's answer to a refused plain post, above the fields (the form names it in aria-describedby). */
function ServerProblem({ id, message }: { id: string; message: string }) {
  return (
    <div
      id={id}
      role="alert"
      className="mb-5 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2.5 text-sm text-destructive"
    >
      <p className="font-semibold">
        {message === leadMessages.required ? formPages.problemHeading : leadMessages.error.title}
      </p>
      <p>{message}</p>
    </div>
  );
}

/**
 * Said before the demo request is filled (decision 102): it needs an account, what is typed is
 * kept through sign-up and the email confirmation and sent after; the free strategy call, with its
 * time picker, needs no account at all.
 */
function AccountNotice({ strategyCallHref }: { strategyCallHref: string }) {
  return (
    <div data-testid="account-notice" className="mb-5 space-y-1.5 rounded-md border border-primary/30 bg-primary/5 px-3 py-2.5 text-sm">
      <p>
        <span className="font-semibold">{demoRequestAccount.title}</span> {demoRequestAccount.kept}
      </p>
      <p className="text-muted-foreground">
        {demoRequestAccount.alternative}{" "}
        <Link to={strategyCallHref} className="font-semibold text-primary underline underline-offset-4">
          {demoRequestAccount.alternativeLink}
        </Link>
      </p>
    </div>
  );
}

/** Each dialog form's page under /forms (its no-JavaScript home). */
export const dialogFormSlug = {
  demo_request: "demo-request",
  pilot_program: "pilot-program",
  strategy_call: "strategy-call",
} as const satisfies Record<DialogFormKey, string>;

/** The demo request, pilot program and strategy call forms in their dialogs: done (sent or off to log in) closes the dialog. */
export function LeadDialogForm({
  formType,
  initial,
  onDone,
}: {
  formType: DialogFormKey;
  initial?: Partial<Record<LeadFieldCopy["name"], string>>;
  onDone: () => void;
}) {
  const navigate = useNavigate();
  return (
    <LeadForm
      formType={formType}
      copy={leadDialogs[formType]}
      action={formPagePath(dialogFormSlug[formType])}
      initial={initial}
      onDone={(_outcome, next) => {
        onDone();
        if (next) navigate(next);
      }}
    />
  );
}
