import { z } from "zod";
import { formatNumber } from "~/lib/format-number";
import { businessSizes, demoIndustryIds, demoRoles } from "~/content/demo";
import { callerDetailFields } from "~/content/demo-forms";
import { CUSTOM_PROMPT_MAX_CHARS, CUSTOMIZATION_MAX_CHARS, splitKeyServices } from "./prompts";

/** Caps on what the demo accepts (ARCHITECTURE "Security defaults", docs/decisions/045). */
export const DEMO_LIMITS = {
  /** One chat message typed by the visitor. */
  messageChars: 2000,
  /**
   * The visitor's customization text (the "System prompt" text area with the custom prompt):
   * data inside the server's prompt. Room for the longest business-manager prompt, filled.
   */
  customizationChars: CUSTOMIZATION_MAX_CHARS,
  /** The custom prompt saved with the business details. */
  customPromptChars: CUSTOM_PROMPT_MAX_CHARS,
  /** Earlier turns sent along with a message; older ones are dropped. */
  historyMessages: 12,
  /** More than this many history entries is not a real conversation: refused. */
  historyMax: 200,
  /** One earlier turn; longer ones are cut (the model's own replies are shorter). */
  historyMessageChars: 2000,
  /** All earlier turns together; the oldest are dropped until they fit. */
  historyTotalChars: 8000,
  /** The model's reply. */
  outputTokens: 500,
  shortText: 200,
  longText: 2000,
  keyServices: 30,
} as const;

/** What callers hear in role (docs/decisions/099), each capped; the labels and messages are the form's. */
export const CALLER_DETAIL_LIMITS = {
  hours: 300,
  address: 300,
  phone: 40,
  payment: 500,
  prices: 1000,
  policies: 1000,
  urgent: 500,
} as const;
export type CallerDetailField = keyof typeof CALLER_DETAIL_LIMITS;
export const callerDetailKeys = Object.keys(CALLER_DETAIL_LIMITS) as CallerDetailField[];

const tooLong = (field: CallerDetailField) =>
  `${callerDetailFields[field].label} is too long: the limit is ${formatNumber(CALLER_DETAIL_LIMITS[field])} characters.`;

/** An optional caller detail: trimmed, capped with the field's own message, "" or null = not given. */
const callerDetail = (field: CallerDetailField) =>
  z
    .union([z.string().trim().max(CALLER_DETAIL_LIMITS[field], tooLong(field)), z.null()])
    .optional()
    .transform((v) => (v ? v : null));

/** A phone number callers can dial: digits with the usual separators, 7 to 15 digits. */
const phoneDetail = callerDetail("phone").refine(
  (v) =>
    v === null ||
    (/^[+()\d\s.\-/]+(\s*(ext\.?|x)\s*\d{1,6})?$/i.test(v) &&
      (v.match(/\d/g)?.length ?? 0) >= 7 &&
      (v.match(/\d/g)?.length ?? 0) <= 21),
  { message: callerDetailFields.phone.invalid },
);

export const roleSchema = z.enum(demoRoles, { message: 'Choose "voxa" or "caller" as the role.' });

const trimmed = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const optionalText = (max: number) =>
  z
    .union([trimmed(max), z.null()])
    .optional()
    .transform((v) => (v ? v : null));

export const industrySchema = z.enum(demoIndustryIds, { message: "Choose one of the listed industries." });

/** Spec §3 business_details as the form sends it; key services as a comma-separated string or a list. */
export const businessDetailsSchema = z.object({
  industry: industrySchema,
  businessName: optionalText(DEMO_LIMITS.shortText),
  businessSize: z
    .union([z.enum(businessSizes, { message: "Choose one of the listed business sizes." }), z.literal(""), z.null()])
    .optional()
    .transform((v) => v || null),
  targetAudience: optionalText(DEMO_LIMITS.longText),
  keyServices: z
    .union([
      z.string().max(DEMO_LIMITS.longText),
      z.array(z.string().max(DEMO_LIMITS.shortText)).max(DEMO_LIMITS.keyServices),
    ])
    .optional()
    .transform((v) => (typeof v === "string" ? splitKeyServices(v) : (v ?? []).map((s) => s.trim()).filter(Boolean)))
    .pipe(
      z
        .array(z.string().max(DEMO_LIMITS.shortText))
        .max(DEMO_LIMITS.keyServices, `at most ${DEMO_LIMITS.keyServices} services`),
    ),
  hours: callerDetail("hours"),
  address: callerDetail("address"),
  phone: phoneDetail,
  payment: callerDetail("payment"),
  prices: callerDetail("prices"),
  policies: callerDetail("policies"),
  urgent: callerDetail("urgent"),
  customPrompt: z
    .union([
      z
        .string()
        .trim()
        .max(
          DEMO_LIMITS.customPromptChars,
          `The custom prompt is too long: the limit is ${formatNumber(DEMO_LIMITS.customPromptChars)} characters.`,
        ),
      z.null(),
    ])
    .optional()
    .transform((v) => (v ? v : null)),
});
export type BusinessDetailsForm = z.infer<typeof businessDetailsSchema>;

/** Spec §5 chat preferences: name and industry required; company, role, goals optional. */
export const chatPreferencesSchema = z.object({
  name: trimmed(DEMO_LIMITS.shortText).min(1, "Please fill in all required fields"),
  industry: industrySchema,
  company: optionalText(DEMO_LIMITS.shortText),
  role: optionalText(DEMO_LIMITS.shortText),
  goals: optionalText(DEMO_LIMITS.longText),
});
export type ChatPreferencesForm = z.infer<typeof chatPreferencesSchema>;

const unknownFields = (allowed: string) => ({
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === "unrecognized_keys"
      ? `Unknown field: ${(issue.keys ?? []).join(", ")}. Send ${allowed}.`
      : undefined,
});

/**
 * An earlier turn. Only the visitor's and the assistant's: no system role. Its text is history,
 * not instructions (the server's prompt says so) and is capped.
 */
const chatTurnSchema = z.strictObject(
  {
    role: z.enum(["user", "assistant"], { message: 'A turn\'s role must be "user" or "assistant".' }),
    content: z.string().transform((s) => s.slice(0, DEMO_LIMITS.historyMessageChars)),
  },
  unknownFields("role and content"),
);
export type ChatTurn = z.infer<typeof chatTurnSchema>;

/** The latest turns that fit the caps: at most `historyMessages`, and `historyTotalChars` together. */
export function capHistory(turns: ChatTurn[]): ChatTurn[] {
  const kept = turns.slice(-DEMO_LIMITS.historyMessages);
  let total = kept.reduce((sum, t) => sum + t.content.length, 0);
  while (kept.length && total > DEMO_LIMITS.historyTotalChars) total -= kept.shift()!.content.length;
  return kept;
}

/** The page's "System prompt" text area with the custom prompt (prompts.ts `customizationFor`). */
const customizationSchema = z
  .string()
  .trim()
  .max(
    DEMO_LIMITS.customizationChars,
    `Your system prompt is too long: the limit is ${formatNumber(DEMO_LIMITS.customizationChars)} characters.`,
  );

/**
 * Pages from before decision 045 sent the whole system prompt. The server writes the prompt
 * now; the field is accepted from those pages (so their chats keep working) and ignored.
 */
const legacySystemPrompt = z
  .unknown()
  .optional()
  .transform(() => undefined);

/**
 * The chat body: the visitor's message, earlier turns, the industry shown and the visitor's
 * customization text. Unknown fields are refused (400) so a client cannot believe it set anything else.
 */
export const chatRequestSchema = z.strictObject(
  {
    prompt: z
      .string()
      .trim()
      .min(1, "Type a message first.")
      .max(
        DEMO_LIMITS.messageChars,
        `Your message is too long: the limit is ${formatNumber(DEMO_LIMITS.messageChars)} characters.`,
      ),
    messages: z
      .array(chatTurnSchema)
      .max(DEMO_LIMITS.historyMax, "The conversation is too long. Clear the chat to start a new one.")
      .optional()
      .default([])
      // Only the most recent turns travel to the model.
      .transform(capHistory),
    industry: industrySchema.optional(),
    /** Whom the visitor talks to (docs/decisions/099); pages from before it send none: "voxa". */
    role: roleSchema.optional().default("voxa"),
    customization: customizationSchema.optional(),
    systemPrompt: legacySystemPrompt,
  },
  unknownFields("prompt, messages, industry, role and customization"),
);
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const voiceSessionRequestSchema = z.strictObject(
  {
    industry: industrySchema.optional(),
    role: roleSchema.optional().default("voxa"),
    customization: customizationSchema.optional(),
    systemPrompt: legacySystemPrompt,
  },
  unknownFields("industry, role and customization"),
);
