import { and, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { demoUsage, voiceCalls } from "#db/schema";
import type { Db } from "#platform/db.server";
import type { Env } from "#platform/env.server";
import { addWithinLimit, adjustCount } from "#platform/rate-limit.server";

/**
 * The demo's daily budgets for the whole site (docs/decisions/045): model tokens
 * (AI_DAILY_TOKEN_BUDGET) and voice minutes (VOICE_DAILY_MINUTES_BUDGET) per UTC day, counted in
 * the database (`demo_usage`) so every instance spends from the same numbers.
 *
 * Spending is reserve-then-settle: a chat reply reserves its worst case (the prompt's estimated
 * tokens plus the output cap) in one conditional upsert that refuses to pass the budget, so
 * parallel requests on any number of instances cannot overshoot it; when the reply is done the
 * reservation is corrected to what the provider reported. Voice minutes are held per ticket
 * and charged by use (`holdVoiceCall` below).
 */

/** A voice call may last this long; a ticket holds at most this much (the agent must cap calls at it too). */
export const VOICE_CALL_MAX_MINUTES = 10;

/** Today's key: the UTC day, YYYY-MM-DD. */
export const usageDay = (now = new Date()) => now.toISOString().slice(0, 10);

/** Tokens in a text when the provider reports none: about four characters a token (rounded up). */
export const estimateTokens = (...texts: string[]) => texts.reduce((sum, t) => sum + Math.ceil(t.length / 4), 0);

type Counter = "aiTokens";

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

/** Marks `day`'s counter as used up: raised to `budget`, never lowered. */
async function closeDay(db: Db, counter: Counter, budget: number, day: string) {
  const column = demoUsage[counter];
  await db
    .update(demoUsage)
    .set({ [counter]: sql`greatest(${column}, ${budget})`, updatedAt: new Date() })
    .where(eq(demoUsage.day, day));
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

/**
 * One visitor's share of the day's model tokens (issue 40): a tenth of AI_DAILY_TOKEN_BUDGET per
 * address (its /64 for IPv6) or account, over 24 hours, but never less than a long conversation
 * (AI_VISITOR_MIN_SHARE), widened by RATE_LIMIT_MULTIPLIER. A visitor past it gets the offline
 * assistant, like everyone once the day's budget is spent; ten busy visitors cannot spend the
 * day for the rest.
 */
export const AI_VISITOR_SHARE = 0.1;
export const AI_VISITOR_MIN_SHARE = 50_000;

/**
 * Reserves `tokens` of today's model budget and of the visitor's share (`visitor`: its key, e.g.
 * "ip:<hash>"); null when either is spent.
 */
export async function reserveTokens(
  db: Db,
  env: Pick<Env, "AI_DAILY_TOKEN_BUDGET"> & { RATE_LIMIT_MULTIPLIER?: number },
  tokens: number,
  now = new Date(),
  visitor?: string,
): Promise<TokenReservation | null> {
  const day = usageDay(now);
  const reserved = Math.max(1, Math.ceil(tokens));
  const shareKey = visitor ? `ai-tokens:${visitor}` : null;
  const share = {
    max: Math.max(AI_VISITOR_MIN_SHARE, Math.floor(env.AI_DAILY_TOKEN_BUDGET * AI_VISITOR_SHARE)) * (env.RATE_LIMIT_MULTIPLIER ?? 1),
    windowSeconds: 24 * 3600,
  };
  if (shareKey && !(await addWithinLimit(db, shareKey, reserved, share, now.getTime()))) return null;
  if (!(await reserve(db, "aiTokens", reserved, env.AI_DAILY_TOKEN_BUDGET, day))) {
    if (shareKey) await adjustCount(db, shareKey, -reserved);
    // What is left cannot carry a reply: the day is spent for everyone, so the page, the next
    // visitor and a shorter question all get the same answer (the offline assistant) until midnight.
    if (reserved <= env.AI_DAILY_TOKEN_BUDGET) await closeDay(db, "aiTokens", env.AI_DAILY_TOKEN_BUDGET, day);
    return null;
  }
  let settled = false;
  return {
    day,
    reserved,
    async settle(used) {
      if (settled) return;
      settled = true;
      const actual = Number.isFinite(used) && used >= 0 ? Math.ceil(used) : reserved;
      await adjust(db, "aiTokens", actual - reserved, day);
      if (shareKey) await adjustCount(db, shareKey, actual - reserved);
    },
  };
}

/**
 * Voice minutes (issue 40). A ticket holds its call's longest length only while it may still be
 * redeemed (`expires_at`, the ticket's own validity): a ticket nobody uses gives its minutes back
 * by itself, whichever instance issued it and even if that instance is gone. A redeemed call holds
 * them until it ends and is then charged what it lasted (whole minutes, rounded up). Besides the
 * site's daily budget, one address (its keyed hash) has a daily share of minutes and of tickets,
 * so a handful of addresses cannot hold the whole day's pool.
 * The shares are scaled by RATE_LIMIT_MULTIPLIER like every per-address limit (load tests run from one address).
 */
export const VOICE_ADDRESS_DAILY_MINUTES = 30;
export const VOICE_ADDRESS_DAILY_TICKETS = 12;
/** Less than this left (for the site or the address) and no call is offered: a shorter one is no demo. */
export const VOICE_CALL_MIN_MINUTES = 2;
/** Rows of older days are removed as tickets are issued; the day's total stays in demo_usage. */
const VOICE_CALL_ROWS_KEPT_DAYS = 7;

export type VoiceRefusal =
  /** The site's minutes for today are used by calls (not by tickets that may still lapse). */
  | { reason: "spent" }
  /** The site's minutes are held by tickets not yet redeemed: some come back within `retryAfterSeconds`. */
  | { reason: "busy"; retryAfterSeconds: number }
  /** This address has used its share of today's minutes, or asked for its day's tickets. */
  | { reason: "address-day" }
  /** This address's share is held by its own tickets not yet redeemed. */
  | { reason: "address-waiting"; retryAfterSeconds: number };

export type VoiceHold = { minutes: number; expiresAt: Date; release(): Promise<void> };

type VoiceTotals = {
  siteUsed: number;
  siteHeld: number;
  siteNextLapse: number | null;
  addressUsed: number;
  addressHeld: number;
  addressTickets: number;
  addressNextLapse: number | null;
};

const secondsUntil = (epochSeconds: number | null, now: Date) =>
  Math.max(1, Math.ceil((epochSeconds ?? now.getTime() / 1000 + 60) - now.getTime() / 1000));

/** Today's minutes of the site and of one address: used (redeemed calls) and held (tickets still valid). */
async function voiceTotals(db: Pick<Db, "select">, day: string, caller: string, now: Date): Promise<VoiceTotals> {
  const c = voiceCalls;
  const at = now.toISOString();
  const redeemed = sql`${c.redeemedAt} is not null`;
  const holding = sql`${c.redeemedAt} is null and ${c.expiresAt} > ${at}::timestamptz`;
  const mine = sql`${c.caller} = ${caller}`;
  const [row] = await db
    .select({
      siteUsed: sql<number>`coalesce(sum(${c.minutes}) filter (where ${redeemed}), 0)::int`,
      siteHeld: sql<number>`coalesce(sum(${c.minutes}) filter (where ${holding}), 0)::int`,
      siteNextLapse: sql<number | null>`extract(epoch from min(${c.expiresAt}) filter (where ${holding}))::float8`,
      addressUsed: sql<number>`coalesce(sum(${c.minutes}) filter (where ${mine} and ${redeemed}), 0)::int`,
      addressHeld: sql<number>`coalesce(sum(${c.minutes}) filter (where ${mine} and ${holding}), 0)::int`,
      addressTickets: sql<number>`(count(*) filter (where ${mine}))::int`,
      addressNextLapse: sql<
        number | null
      >`extract(epoch from min(${c.expiresAt}) filter (where ${mine} and ${holding}))::float8`,
    })
    .from(c)
    .where(eq(c.day, day));
  const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    siteUsed: n(row?.siteUsed) ?? 0,
    siteHeld: n(row?.siteHeld) ?? 0,
    siteNextLapse: n(row?.siteNextLapse),
    addressUsed: n(row?.addressUsed) ?? 0,
    addressHeld: n(row?.addressHeld) ?? 0,
    addressTickets: n(row?.addressTickets) ?? 0,
    addressNextLapse: n(row?.addressNextLapse),
  };
}

/**
 * Holds a call's minutes for the ticket `id`, asked for by `caller` (the address's keyed hash),
 * until `ttlSeconds` from now unless the ticket is redeemed: up to VOICE_CALL_MAX_MINUTES, less
 * when less is left (never under VOICE_CALL_MIN_MINUTES). Today's demo_usage row is locked for
 * the check and the insert, so parallel requests on any number of instances are counted one
 * after the other and cannot pass a cap together.
 */
export async function holdVoiceCall(
  db: Db,
  env: Pick<Env, "VOICE_DAILY_MINUTES_BUDGET" | "RATE_LIMIT_MULTIPLIER">,
  call: { id: string; caller: string; ttlSeconds: number },
  now = new Date(),
): Promise<VoiceHold | VoiceRefusal> {
  const day = usageDay(now);
  const scale = env.RATE_LIMIT_MULTIPLIER;
  const addressMinutes = VOICE_ADDRESS_DAILY_MINUTES * scale;
  const addressTickets = VOICE_ADDRESS_DAILY_TICKETS * scale;
  const expiresAt = new Date(now.getTime() + call.ttlSeconds * 1000);
  const outcome = await db.transaction(async (tx): Promise<VoiceRefusal | { minutes: number }> => {
    await tx
      .insert(demoUsage)
      .values({ day })
      .onConflictDoUpdate({ target: demoUsage.day, set: { updatedAt: now } });
    const t = await voiceTotals(tx, day, call.caller, now);
    const siteLeft = env.VOICE_DAILY_MINUTES_BUDGET - t.siteUsed;
    if (siteLeft < VOICE_CALL_MIN_MINUTES) return { reason: "spent" };
    if (t.addressTickets >= addressTickets) return { reason: "address-day" };
    const addressLeft = addressMinutes - t.addressUsed;
    if (addressLeft < VOICE_CALL_MIN_MINUTES) return { reason: "address-day" };
    if (addressLeft - t.addressHeld < VOICE_CALL_MIN_MINUTES)
      return { reason: "address-waiting", retryAfterSeconds: secondsUntil(t.addressNextLapse, now) };
    if (siteLeft - t.siteHeld < VOICE_CALL_MIN_MINUTES)
      return { reason: "busy", retryAfterSeconds: secondsUntil(t.siteNextLapse, now) };
    const minutes = Math.min(VOICE_CALL_MAX_MINUTES, siteLeft - t.siteHeld, addressLeft - t.addressHeld);
    await tx.insert(voiceCalls).values({ id: call.id, day, caller: call.caller, minutes, expiresAt });
    return { minutes };
  });
  if ("reason" in outcome) return outcome;
  const oldest = usageDay(new Date(now.getTime() - VOICE_CALL_ROWS_KEPT_DAYS * 86_400_000));
  await db.delete(voiceCalls).where(lt(voiceCalls.day, oldest));
  return {
    minutes: outcome.minutes,
    expiresAt,
    // Nothing was minted: the hold goes, and the ticket does not count towards the address's day.
    release: async () => {
      await db.delete(voiceCalls).where(and(eq(voiceCalls.id, call.id), isNull(voiceCalls.redeemedAt)));
    },
  };
}

/**
 * The call's WebSocket opened with its ticket: from now on its minutes are held until it ends,
 * whatever the ticket's validity. Run in the redemption's transaction. False when the hold had
 * lapsed or was already redeemed.
 */
export async function redeemVoiceHold(db: Pick<Db, "update">, id: string, now = new Date()) {
  const rows = await db
    .update(voiceCalls)
    .set({ redeemedAt: now })
    .where(and(eq(voiceCalls.id, id), isNull(voiceCalls.redeemedAt), gt(voiceCalls.expiresAt, now)))
    .returning({ id: voiceCalls.id });
  return rows.length > 0;
}

/** What a call that was connected for `connectedMs` costs: whole minutes, rounded up, within its hold. */
export function chargedMinutes(connectedMs: number | null, heldMinutes: number) {
  if (connectedMs === null) return 0;
  return Math.min(heldMinutes, Math.max(1, Math.ceil(connectedMs / 60_000)));
}

/**
 * The call ended: its hold becomes what it used (`minutes`), and the day's total in demo_usage
 * grows by that much. Once per call; a call that never settles (its instance died) keeps its
 * whole hold for the day.
 */
export async function settleVoiceCall(db: Db, id: string, minutes: number, now = new Date()) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(voiceCalls)
      .set({ minutes, endedAt: now })
      .where(and(eq(voiceCalls.id, id), isNotNull(voiceCalls.redeemedAt), isNull(voiceCalls.endedAt)))
      .returning({ day: voiceCalls.day });
    if (row && minutes > 0)
      await tx
        .update(demoUsage)
        .set({ voiceMinutes: sql`${demoUsage.voiceMinutes} + ${minutes}`, updatedAt: now })
        .where(eq(demoUsage.day, row.day));
  });
}

/** Today's voice minutes: `used` by calls (charged, or held by calls still running) and `held` by tickets not yet redeemed. */
export async function voiceMinutesOn(db: Db, now = new Date()) {
  const t = await voiceTotals(db, usageDay(now), "", now);
  return { used: t.siteUsed, held: t.siteHeld };
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
