/**
 * A time of day against the saved hours (issue 41, decision 125): "open Sunday night? like 7ish" at a
 * business whose saved hours say "Sunday brunch only 10am–3pm" is a no for that hour, not a "yes,
 * we're open on Sundays".
 */

/** The hour a caller asks about (0–24, fractions for minutes): "7ish", "at 8pm", "Sunday night"; null when none. */
export function hourAsked(text: string): number | null {
  // "How late are you open?", "what time do you close?" ask for the hours; they name no hour.
  if (/\b(how late|how early|until when|till when|what time|when do you (open|close))\b/.test(text)) return null;
  const m =
    /\b(\d{1,2})(?::(\d{2}))?\s?(am|pm|ish)\b/.exec(text) ??
    /\b(?:at|around|like|about|by|after) (\d{1,2})(?::(\d{2}))?\b(?!\s*(?:people|ppl|guests|persons|of us|adults|kids|children|minutes?|hours?|days?|weeks?|nights?|dollars|bucks|%))/.exec(
      text,
    );
  if (m) {
    let h = Number(m[1]);
    if (h > 24) return null;
    const morning = m[3] === "am" || /\b(morning|breakfast|brunch)\b/.test(text);
    if (morning) h = h === 12 ? 0 : h;
    else if (h >= 1 && h <= 11) h += 12;
    return h + Number(m[2] ?? 0) / 60;
  }
  if (/\b(tonight|night|evening|dinner)\b/.test(text)) return 19;
  return null;
}

/** When a saved hours item closes (0–24): "Sunday brunch only 10am–3pm" → 15; null when it names no range. */
export function closesAt(item: string): number | null {
  const m = /(\d{1,2})(?::(\d{2}))?\s?(am|pm)?\s?(?:–|—|-|to)\s?(\d{1,2}|noon|midnight)(?::(\d{2}))?\s?(am|pm)?/i.exec(
    item,
  );
  if (!m) return null;
  if (/noon/i.test(m[4]!)) return 12;
  if (/midnight/i.test(m[4]!)) return 24;
  let h = Number(m[4]);
  const ap = m[6]?.toLowerCase();
  if (ap === "pm" && h < 12) h += 12;
  if (ap === "am" && h === 12) h = 24;
  return h + Number(m[5] ?? 0) / 60;
}
