import { z } from "zod";
import type { FirstTouch } from "#db/schema/analytics";

export type { FirstTouch };

const part = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => v || undefined)
    .optional();

/** What the browser may send as a first touch; strict on shape and length. */
export const firstTouchSchema = z
  .object({
    landing: z.string().trim().startsWith("/").max(200),
    referrerHost: part(120),
    utmSource: part(100),
    utmMedium: part(100),
    utmCampaign: part(100),
    utmTerm: part(100),
    utmContent: part(100),
    ref: part(40),
  })
  .strict();

/**
 * The first touch a form or request carried: a JSON string or an object. Anything missing or
 * malformed gives null, never an error: a lead or an order is never refused for its analytics.
 */
export function parseFirstTouch(value: unknown): FirstTouch | null {
  let data = value;
  if (typeof value === "string") {
    if (!value || value.length > 2000) return null;
    try {
      data = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const parsed = firstTouchSchema.safeParse(data);
  if (!parsed.success) return null;
  return Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)) as FirstTouch;
}

/** The source a first touch is counted under: utm_source, else the referrer's host, else "" (direct). */
export function touchSource(touch: FirstTouch | null | undefined): string {
  return touch?.utmSource ?? touch?.referrerHost ?? "";
}
