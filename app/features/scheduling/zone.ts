/** A valid IANA zone name (what a browser reported may be anything). Light: the forms' schema uses it in the browser. */
export function isTimeZone(tz: unknown): tz is string {
  return canonicalTimeZone(tz) !== null;
}

/**
 * The zone's own spelling ("aMeRiCa/nEw_YoRk" → "America/New_York"), or null when it is none. Zones
 * are matched in any letter case, so everything that keys on a zone (the picker's formats, stored
 * bookings) keys on this spelling: a few hundred names, never one per way of writing them (issue 40).
 */
export function canonicalTimeZone(tz: unknown): string | null {
  if (typeof tz !== "string" || tz.length > 64 || !tz) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: tz }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
