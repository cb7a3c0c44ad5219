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

/** Where a lead or an order came from, as the owner reads it (CSV columns, the CRM, the filters). */
export type Attribution = {
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  utmTerm: string;
  utmContent: string;
  /** touchSource, or "Direct" for a recorded first touch with neither; "" when none was recorded. */
  source: string;
  landingPage: string;
  referrerHost: string;
  /** The partner code the visit came with (its first touch), else the one the server credited. */
  partner: string;
};

export const DIRECT = "Direct";

const UTM_FIELDS = [
  ["utmSource", "utm_source"],
  ["utmMedium", "utm_medium"],
  ["utmCampaign", "utm_campaign"],
  ["utmTerm", "utm_term"],
  ["utmContent", "utm_content"],
] as const;

/**
 * The first touch of a lead or an order, read the way the owner needs it (decision 112). When the
 * browser sent none (no JavaScript, or before first touch was recorded), the UTM parameters of the
 * form's own page stand in, and the partner is the code the server credited.
 */
export function attributionOf(
  touch: FirstTouch | null | undefined,
  opts: { pageUtm?: Record<string, string> | null; partner?: string | null } = {},
): Attribution {
  // A first touch with any UTM parameter is the campaign; the page's parameters are never mixed in.
  const fromTouch = Boolean(touch && UTM_FIELDS.some(([field]) => touch[field]));
  const utm = Object.fromEntries(
    UTM_FIELDS.map(([field, param]) => [field, (fromTouch ? touch![field] : opts.pageUtm?.[param]) ?? ""]),
  ) as Record<(typeof UTM_FIELDS)[number][0], string>;
  return {
    ...utm,
    source: touchSource(touch) || utm.utmSource || (touch ? DIRECT : ""),
    landingPage: touch?.landing ?? "",
    referrerHost: touch?.referrerHost ?? "",
    partner: touch?.ref ?? opts.partner ?? "",
  };
}
