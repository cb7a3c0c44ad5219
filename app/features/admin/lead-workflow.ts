import type { LeadStatus } from "#db/schema";

/**
 * The lead workflow: new → contacted → qualified → won / lost (lost from any open step; won and
 * lost can be reopened). The lead page offers exactly these moves and the server accepts only
 * these (plus staying put to save a note); their button words are copy (content/admin.ts).
 */
export const leadMoves: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ["contacted", "qualified", "lost"],
  contacted: ["qualified", "won", "lost"],
  qualified: ["won", "lost"],
  won: ["qualified"],
  lost: ["contacted"],
};

export function canMoveLead(from: LeadStatus, to: LeadStatus) {
  return from === to || leadMoves[from].includes(to);
}
