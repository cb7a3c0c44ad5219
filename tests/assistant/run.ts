import { performance } from "node:perf_hooks";
import { answerOffline } from "../../app/features/demo/offline-assistant.server";
import type { DemoBusiness } from "../../app/features/demo/assistant/types";
import { checkTurn } from "./checks";
import type { HeldOutCase, SavedBusiness } from "./heldout/types";

/**
 * Runs one bench case against the offline assistant (docs/decisions/099): each turn is asked with
 * the earlier turns (the visitor's questions and the assistant's own answers) as history, in the
 * case's role, for its industry and saved business.
 */

export type TurnResult = { ask: string; answer: string; problems: string[]; ms: number };
export type CaseResult = { case: HeldOutCase; turns: TurnResult[]; passed: boolean };

/** The saved business as the demo holds it. */
export const asDemoBusiness = (b: SavedBusiness | undefined): DemoBusiness | undefined =>
  b && {
    businessName: b.businessName,
    keyServices: b.keyServices ?? [],
    hours: b.hours ?? null,
    address: b.address ?? null,
    phone: b.phone ?? null,
    payment: b.payment ?? null,
    prices: b.prices ?? null,
    policies: b.policies ?? null,
    urgent: b.urgent ?? null,
  };

export function runCase(c: HeldOutCase, target = answerOffline): CaseResult {
  const history: { role: string; content: string }[] = [];
  const turns: TurnResult[] = [];
  c.turns.forEach((turn, i) => {
    const t0 = performance.now();
    const answer = target({
      prompt: turn.ask,
      industry: c.industry,
      role: c.role,
      business: asDemoBusiness(c.business),
      history: [...history],
    });
    const ms = performance.now() - t0;
    turns.push({ ask: turn.ask, answer, problems: checkTurn(c, i, answer), ms });
    history.push({ role: "user", content: turn.ask }, { role: "assistant", content: answer });
  });
  return { case: c, turns, passed: turns.every((t) => t.problems.length === 0) };
}
