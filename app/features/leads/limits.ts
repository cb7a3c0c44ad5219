/** Field length caps of the lead forms, shared by the zod schemas and the inputs' maxLength (no zod here). */
export const LIMITS = {
  name: 120,
  email: 254,
  phone: 40,
  company: 160,
  longText: 5000,
  chat: 2000,
  url: 2000,
} as const;
