/**
 * The owner's explicit "we have none of these yet" for proof a new business may not have: a video
 * without a recording, a client-quote slot without an approved quote (docs/decisions/101). Case
 * stories need no marker: an empty list says the same. A page shows nothing where the proof would
 * be (the section and its heading go), or, where the spec requires the slot, the live demo and the
 * sample calls instead. `npm run launch:check` accepts it; an empty string ("") is a fact not filled
 * in yet and still fails there.
 */
export type NoneYet = "none yet";
// Annotated, so the literal type survives in an object literal (it never widens to string).
export const noneYet: NoneYet = "none yet";

export function isNoneYet(value: unknown): value is NoneYet {
  return value === noneYet;
}

/** The items that exist: a slot marked none yet (or left undefined) drops out. */
export function present<T>(items: readonly (T | NoneYet | undefined)[]): T[] {
  return items.filter((i): i is T => i !== undefined && !isNoneYet(i));
}
