import { knownPrices } from "./facts";

/**
 * The price check on a model's reply (issue 16): every dollar amount a reply names must be one
 * the catalog or the pricing page states, or one the visitor gave in their own business details.
 * A reply that names any other price is not shown; the offline answer is (chat.server.ts).
 */

/** "$1,997", "$ 247.00", "$2.5k", "USD 500", "1,500 dollars": written as a dollar amount. */
const PRICE =
  /(?:\$|\bUSD\s?)\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s?(k|K|thousand)?\b|\b(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s?(k|K|thousand)?\s(?:dollars|usd|USD|bucks)\b/g;

/** An amount as whole cents, so "$247", "$247.00" and "247 dollars" compare equal. */
function cents(whole: string, fraction: string | undefined, thousands: string | undefined) {
  const value = Number(whole.replace(/,/g, "")) * 100 + Number((fraction ?? "").padEnd(2, "0") || 0);
  return thousands ? value * 1000 : value;
}

/** The dollar amounts a text names, as whole cents. */
export function pricesIn(text: string): number[] {
  const found: number[] = [];
  for (const m of text.matchAll(PRICE)) {
    if (m[1] !== undefined) found.push(cents(m[1], m[2], m[3]));
    else if (m[4] !== undefined) found.push(cents(m[4], m[5], m[6]));
  }
  return found;
}

const catalogCents = new Set([...knownPrices].flatMap((p) => pricesIn(p)));

/**
 * The amounts in `reply` that neither the catalog nor the visitor's own text (`visitorText`:
 * their saved details and customization) states. Empty when the reply may be shown.
 */
export function unknownPrices(reply: string, visitorText = ""): number[] {
  const allowed = new Set([...catalogCents, ...pricesIn(visitorText)]);
  return pricesIn(reply).filter((c) => !allowed.has(c));
}

/**
 * How much of a growing reply can be shown while it streams: everything up to the last two
 * words, which may still be the start of an amount ("$1," then "997", or "1,500" then
 * "dollars"). The held part is shown once the next words (or the end) settle it.
 */
export function settledLength(text: string): number {
  const boundaries = [...text.matchAll(/\s+/g)];
  if (boundaries.length < 2) return 0;
  const cut = boundaries.at(-2)!;
  return cut.index;
}
