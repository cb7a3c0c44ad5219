import { z } from "zod";
import { HONEYPOT_FIELD, leadMessages } from "~/content/leads";
import { schedulingCopy } from "~/content/scheduling";
import { isTimeZone } from "~/features/scheduling/zone";
import { LIMITS } from "./limits";

/**
 * One zod schema per lead form, used by the browser (fast feedback, the spec's toasts) and by
 * the server (the truth). Messages mirror spec §5: a missing required field is always
 * "Please fill in all required fields".
 */

export { LIMITS };

const REQUIRED = leadMessages.required;

const text = (label: string) =>
  z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : `${label} must be text`),
  });

const required = (label: string, max: number) =>
  text(label).trim().min(1, REQUIRED).max(max, `${label} must be at most ${max} characters`);

/** Optional text is always stored, as "" when left empty, so `data` has the spec's keys. */
const optional = (label: string, max: number) =>
  text(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v ?? "");

const digitCount = (v: string) => v.replace(/\D/g, "").length;
const phoneShape = (v: string) =>
  /^[\d\s+().\-/]*(?:\s*(?:x|ext\.?)\s*\d+)?$/i.test(v) && digitCount(v) >= 7 && digitCount(v) <= 20;

const name = required("Name", LIMITS.name);
const email = required("Email", LIMITS.email).pipe(z.email(leadMessages.invalidEmail));
const phone = required("Phone", LIMITS.phone).refine(phoneShape, leadMessages.invalidPhone);
const optionalPhone = optional("Phone", LIMITS.phone).refine(
  (v) => v === "" || phoneShape(v),
  leadMessages.invalidPhone,
);
const company = optional("Company", LIMITS.company);

export const demoRequestSchema = z.object({
  name,
  email,
  phone,
  company,
  message: optional("Message", LIMITS.longText),
});

export const pilotProgramSchema = z.object({
  name,
  email,
  phone,
  company,
  useCase: required("Use case", LIMITS.longText),
});

/** A chosen call time (issue 17): an ISO instant from the picker, or nothing ("we'll reach out to schedule"). */
const slotStart = z
  .string()
  .trim()
  .max(40, schedulingCopy.refusals.outside)
  .nullish()
  .transform((v) => v || undefined)
  .refine((v) => v === undefined || (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v))), schedulingCopy.refusals.outside);
const timeZone = z
  .string()
  .trim()
  .max(64, schedulingCopy.badZone)
  .nullish()
  .transform((v) => v || undefined)
  .refine((v) => v === undefined || isTimeZone(v), schedulingCopy.badZone);

export const strategyCallSchema = z.object({
  name,
  email,
  phone,
  company,
  challenges: optional("Challenges", LIMITS.longText),
  slotStart,
  timeZone,
});

export const contactSchema = z.object({
  name,
  email,
  company,
  phone: optionalPhone,
  message: required("Message", LIMITS.longText),
});

export const questionSchema = z.object({
  email,
  question: required("Question", LIMITS.longText),
});

export const assessmentSchema = z.object({ email });

export const chatMessageSchema = z.object({ message: required("Message", LIMITS.chat) });

/** The forms a visitor can send through POST /api/leads/:formType (spec §3 form_type values). */
export const leadSchemas = {
  demo_request: demoRequestSchema,
  pilot_program: pilotProgramSchema,
  strategy_call: strategyCallSchema,
  contact: contactSchema,
  question: questionSchema,
  assessment: assessmentSchema,
  chat_message: chatMessageSchema,
} as const;

export type PublicFormType = keyof typeof leadSchemas;
export type LeadInput<T extends PublicFormType> = z.input<(typeof leadSchemas)[T]>;
export type LeadData<T extends PublicFormType> = z.output<(typeof leadSchemas)[T]>;

export const publicFormTypes = Object.keys(leadSchemas) as PublicFormType[];

export function isPublicFormType(value: unknown): value is PublicFormType {
  return typeof value === "string" && Object.hasOwn(leadSchemas, value);
}

/** Forms whose lead belongs to the signed-in visitor (spec §3: user_id only for these). */
export const formsNeedingLogin: ReadonlySet<PublicFormType> = new Set(["demo_request"]);

/** Where a lead came from; never a reason to refuse one, so bad values are dropped, not reported. */
export const leadContextSchema = z.object({
  page: z
    .string()
    .max(LIMITS.url)
    .refine((p) => p.startsWith("/") && !p.startsWith("//"))
    .optional()
    .catch(undefined),
  referrer: z.string().max(LIMITS.url).optional().catch(undefined),
  /** Where inside the page the lead was left: the demo chat's hand-off says so (issue 16). */
  source: z.enum(["demo-chat"]).optional().catch(undefined),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.unknown().optional(),
  /** The visit's first touch (a JSON string, decision 072); read by parseFirstTouch, which never refuses. */
  firstTouch: z.unknown().optional(),
});
export type LeadContext = z.infer<typeof leadContextSchema>;

export { HONEYPOT_FIELD };

export type LeadValidation<T extends PublicFormType> =
  { ok: true; data: LeadData<T> } | { ok: false; message: string; fieldErrors: Record<string, string> };

/** Validates a form's fields; the first problem (in field order) is the message to show. */
export function validateLead<T extends PublicFormType>(formType: T, input: unknown): LeadValidation<T> {
  const result = leadSchemas[formType].safeParse(input);
  if (result.success) return { ok: true, data: result.data as LeadData<T> };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "form";
    fieldErrors[key] ??= issue.message;
  }
  // Missing fields first: the spec's one message covers them all.
  const missing = result.error.issues.find((i) => i.message === REQUIRED);
  return { ok: false, message: (missing ?? result.error.issues[0])?.message ?? REQUIRED, fieldErrors };
}
