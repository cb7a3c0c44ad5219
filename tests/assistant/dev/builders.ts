import type { Expect, HeldOutCase, SavedBusiness } from "../heldout/types";

/** One turn: what is asked and what the answer must show. */
export type T = [ask: string, expect: Expect];

/**
 * The two ways a development case is written, numbered under one prefix ("d-h5-001"…): `v` asks
 * about Voxa AI on a demo set to an industry, `c` calls a saved business.
 */
export function caseBuilders(prefix: string) {
  let n = 0;
  const id = () => `${prefix}-${String(++n).padStart(3, "0")}`;
  const turnsOf = (turns: T[]) => turns.map(([ask, expect]) => ({ ask, expect }));
  return {
    v: (category: string, industry: HeldOutCase["industry"], ...turns: T[]): HeldOutCase => ({
      id: id(),
      category,
      role: "voxa",
      industry,
      turns: turnsOf(turns),
    }),
    c: (category: string, business: SavedBusiness, ...turns: T[]): HeldOutCase => ({
      id: id(),
      category,
      role: "caller",
      industry: business.industry,
      business,
      turns: turnsOf(turns),
    }),
  };
}
