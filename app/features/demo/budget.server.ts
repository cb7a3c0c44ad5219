import { eq, sql } from "drizzle-orm";
import { demoUsage } from "#db/schema";
import type { Db } from "#platform/db.server";
import type { Env } from "#platform/env.server";

/**
 * The demo's daily budgets for the whole site (docs/decisions/045): model tokens
 * (AI_DAILY_TOKEN_BUDGET) and voice minutes (VOICE_DAILY_MINUTES_BUDGET) per UTC day, counted in
 * the database (`demo_usage`) so every instance spends from the same numbers.
 *
 * Spending is reserve-then-settle: a chat reply reserves its worst case (the prompt's estimated
 * tokens plus the output cap) in one conditional upsert that refuses to pass the budget, so
 * parallel requests on any number of instances cannot overshoot it; when the reply is done the
 * reservation is corrected to what the provider reported. A voice session reserves the longest
 * call it may last.
 */

/** A voice call may last this long; each minted session reserves it (the agent must cap calls at it too). */
export const VOICE_CALL_MAX_MINUTES = 10;

/** Today's key: the UTC day, YYYY-MM-DD. */
export const usageDay = (now = new Date()) => now.toISOString().slice(0, 10);

/** Tokens in a text when the provider reports none: about four characters a token (rounded up). */
export const estimateTokens = (...texts: string[]) => texts.reduce((sum, t) => sum + Math.ceil(t.length / 4), 0);

type Counter = "aiTokens" | "voiceMinutes";

/**
 * Adds `amount` to today's counter unless that would pass `budget`; true when reserved. One
 * statement: the insert makes the day's row, the conditional update refuses past the budget.
 */
async function reserve(db: Db, counter: Counter, amount: number, budget: number, day: string): Promise<boolean> {
  if (amount > budget) return false;
  const column = demoUsage[counter];
  const rows = await db
    .insert(demoUsage)
    .values({ day, [counter]: amount })
    .onConflictDoUpdate({
      target: demoUsage.day,
      set: { [counter]: sql`${column} + ${amount}`, updatedAt: new Date() },
      setWhere: sql`${column} + ${amount} <= ${budget}`,
    })
    .returning({ day: demoUsage.day });
  return rows.length > 0;
}

/** Corrects a reservation made on `day` by `delta` (negative gives back), never below zero. */
async function adjust(db: Db, counter: Counter, delta: number, day: string) {
  if (!delta) return;
  const column = demoUsage[counter];
  await db
    .update(demoUsage)
    .set({ [counter]: sql`greatest(0, ${column} + ${delta})`, updatedAt: new Date() })
    .where(eq(demoUsage.day, day));
}

export type TokenReservation = {
  day: string;
  reserved: number;
  /** Books what the call really used (or the estimate) in place of the reservation. Once. */
  settle(used: number): Promise<void>;
};

/** Reserves `tokens` of today's model budget; null when the budget is spent. */
export async function reserveTokens(
  db: Db,
  env: Pick<Env, "AI_DAILY_TOKEN_BUDGET">,
  tokens: number,
  now = new Date(),
): Promise<TokenReservation | null> {
  const day = usageDay(now);
  const reserved = Math.max(1, Math.ceil(tokens));
  if (!(await reserve(db, "aiTokens", reserved, env.AI_DAILY_TOKEN_BUDGET, day))) return null;
  let settled = false;
  return {
    day,
    reserved,
    async settle(used) {
      if (settled) return;
      settled = true;
      const actual = Number.isFinite(used) && used >= 0 ? Math.ceil(used) : reserved;
      await adjust(db, "aiTokens", actual - reserved, day);
    },
  };
}

/** Reserves one call's minutes of today's voice budget; null when the budget is spent. */
export async function reserveVoiceCall(
  db: Db,
  env: Pick<Env, "VOICE_DAILY_MINUTES_BUDGET">,
  now = new Date(),
): Promise<{ day: string; release(): Promise<void> } | null> {
  const day = usageDay(now);
  if (!(await reserve(db, "voiceMinutes", VOICE_CALL_MAX_MINUTES, env.VOICE_DAILY_MINUTES_BUDGET, day))) return null;
  return { day, release: () => adjust(db, "voiceMinutes", -VOICE_CALL_MAX_MINUTES, day) };
}

/** Today's counters (zero when nothing was spent yet). */
export async function usageOn(db: Db, now = new Date()) {
  const [row] = await db
    .select()
    .from(demoUsage)
    .where(eq(demoUsage.day, usageDay(now)))
    .limit(1);
  return { aiTokens: row?.aiTokens ?? 0, voiceMinutes: row?.voiceMinutes ?? 0 };
}

/** True when not even a small reply fits in what is left of today's model budget. */
export async function tokenBudgetSpent(db: Db, env: Pick<Env, "AI_DAILY_TOKEN_BUDGET">, minimum: number) {
  const { aiTokens } = await usageOn(db);
  return aiTokens + minimum > env.AI_DAILY_TOKEN_BUDGET;
}
