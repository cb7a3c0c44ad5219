import { z } from "zod";
import { nextStepsCopy } from "~/content/onboarding";

const f = nextStepsCopy.form.fields;
const MAX = 2000;
const optional = () =>
  z
    .string()
    .trim()
    .max(MAX, nextStepsCopy.form.tooLong)
    .optional()
    .transform((v) => (v ? v : undefined));

/** The industries a build is for, with "other" for everything else. */
export const onboardingIndustries = [
  ["healthcare", "Healthcare"],
  ["restaurants", "Restaurants"],
  ["hospitality", "Hospitality"],
  ["transportation", "Transportation"],
  ["finance", "Finance"],
  ["real_estate", "Real estate and property management"],
  ["other", "Something else"],
] as const;

/**
 * The onboarding form after a paid build (issue 42): one schema for the browser and the server.
 * Only the name, the industry and the line to answer are required; the rest can wait for the call.
 */
export const onboardingSchema = z.object({
  businessName: z.string({ error: f.businessName.missing }).trim().min(1, f.businessName.missing).max(200, f.businessName.missing),
  industry: z.enum(onboardingIndustries.map(([id]) => id) as [string, ...string[]], { error: f.industry.missing }),
  website: z
    .string()
    .trim()
    .max(500, f.website.invalid)
    .optional()
    .transform((v) => (v ? (/^https?:\/\//i.test(v) ? v : `https://${v}`) : undefined))
    .pipe(z.url({ protocol: /^https?$/, error: f.website.invalid }).optional()),
  phone: z
    .string({ error: f.phone.missing })
    .trim()
    .regex(/^\+?[\d\s().-]{7,32}$/, f.phone.missing)
    .refine((p) => p.replace(/\D/g, "").length >= 7, f.phone.missing),
  hours: optional(),
  services: optional(),
  software: optional(),
  transfers: optional(),
  urgent: optional(),
  notes: optional(),
});

export type OnboardingAnswers = z.infer<typeof onboardingSchema>;
