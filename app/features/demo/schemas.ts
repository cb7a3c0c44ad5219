import { z } from "zod";
import { businessSizes, demoIndustryIds } from "~/content/demo";
import { splitKeyServices } from "./prompts";

/** Caps on what the demo accepts (ARCHITECTURE "Security defaults"). */
export const DEMO_LIMITS = {
  /** One chat message typed by the visitor. */
  messageChars: 2000,
  /** The system prompt the page sends (the customization panel's text area). */
  systemPromptChars: 6000,
  /** Earlier turns sent along with a message; older ones are dropped. */
  historyMessages: 20,
  /** More than this many history entries is not a real conversation: refused. */
  historyMax: 200,
  /** One earlier turn; longer ones are cut. */
  historyMessageChars: 4000,
  /** The model's reply. */
  outputTokens: 500,
  shortText: 200,
  longText: 2000,
  keyServices: 30,
} as const;

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
  customPrompt: optionalText(DEMO_LIMITS.systemPromptChars),
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

const chatMessageSchema = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string().transform((s) => s.slice(0, DEMO_LIMITS.historyMessageChars)),
});

/** Spec §7 chat-completion body: prompt, systemPrompt, messages (role user or assistant, content). */
export const chatRequestSchema = z.object({
  prompt: z
    .string()
    .trim()
    .min(1, "Type a message first.")
    .max(
      DEMO_LIMITS.messageChars,
      `Your message is too long: the limit is ${DEMO_LIMITS.messageChars.toLocaleString("en-US")} characters.`,
    ),
  systemPrompt: z
    .string()
    .max(
      DEMO_LIMITS.systemPromptChars,
      `The system prompt is too long: the limit is ${DEMO_LIMITS.systemPromptChars.toLocaleString("en-US")} characters.`,
    )
    .optional()
    .default(""),
  messages: z
    .array(chatMessageSchema)
    .max(DEMO_LIMITS.historyMax, "The conversation is too long. Clear the chat to start a new one.")
    .optional()
    .default([])
    // Only the most recent turns travel to the model.
    .transform((m) => m.slice(-DEMO_LIMITS.historyMessages)),
  industry: industrySchema.optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const voiceSessionRequestSchema = z.object({
  industry: industrySchema.optional(),
  systemPrompt: z
    .string()
    .max(
      DEMO_LIMITS.systemPromptChars,
      `The system prompt is too long: the limit is ${DEMO_LIMITS.systemPromptChars.toLocaleString("en-US")} characters.`,
    )
    .optional(),
});
