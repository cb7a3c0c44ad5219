import { sql, type SQL } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { rowsOf, type Db } from "./db.server";

export type RateLimit = { max: number; windowSeconds: number };
/** A limit widened by the RATE_LIMIT_MULTIPLIER setting (1 in production). */
export function scaleLimit(limit: RateLimit, multiplier = 1): RateLimit {
  return { ...limit, max: limit.max * multiplier };
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A fixed-window counter in the database (better-auth's `rate_limit` table, under our own
 * "lead:" keys), so every app instance counts against the same number. One upsert: the
 * row's `last_request` holds the window's start; a window that has passed starts over at 1.
 */
export async function hitRateLimit(db: Db, key: string, limit: RateLimit, now = Date.now()): Promise<RateDecision> {
  const windowMs = limit.windowSeconds * 1000;
  const expired = now - windowMs;
  const result = await db.execute(sql`
    insert into rate_limit (id, key, count, last_request)
    values (${randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limit.last_request <= ${expired} then 1 else rate_limit.count + 1 end,
      last_request = case when rate_limit.last_request <= ${expired} then ${now} else rate_limit.last_request end
    returning count, last_request
  `);
  const rows = rowsOf<{ count: number | string; last_request: number | string }>(result);
  const row = rows[0];
  const count = Number(row?.count ?? 1);
  if (count <= limit.max) return { allowed: true };
  const windowStart = Number(row?.last_request ?? now);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)) };
}

/**
 * Many hits at once (the leads written together, decisions 090 and 095), each with its decision,
 * in order: one upsert per window length, adding each key's hits in one step. The j-th hit of a
 * key counts as (the count before) + j, exactly as if they had come one by one; the rows are
 * locked in key order, so two batches sharing keys cannot deadlock. The caller runs `statements`
 * in its transaction, in order, and reads the decisions from their results (`decide`, one result
 * per statement): on PostgreSQL it sends them with others on a pipelined connection.
 *
 * `first`: a query the caller needs run before the counts, in the same statement (so in the same
 * round trip), such as taking advisory locks (decision 094). It runs once, before any row is
 * counted, whatever it returns.
 */
export function rateLimitPlan(
  hits: { key: string; limit: RateLimit }[],
  now = Date.now(),
  opts: { first?: SQL | null } = {},
): { statements: SQL[]; decide(results: unknown[]): RateDecision[] } {
  let first = opts.first ?? null;
  const windows = new Map<number, number[]>();
  hits.forEach((hit, i) => {
    const list = windows.get(hit.limit.windowSeconds) ?? [];
    list.push(i);
    windows.set(hit.limit.windowSeconds, list);
  });
  const statements: SQL[] = [];
  const counted: { windowMs: number; indices: number[]; perKey: Map<string, number> }[] = [];
  for (const [windowSeconds, indices] of windows) {
    const windowMs = windowSeconds * 1000;
    const perKey = new Map<string, number>();
    for (const i of indices) perKey.set(hits[i]!.key, (perKey.get(hits[i]!.key) ?? 0) + 1);
    const rows = [...perKey.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, n]) => ({ id: randomUUID(), key, n }));
    // An uncorrelated sub-query in the filter is run once, before the first row is produced.
    const [prefix, guard] = first
      ? [sql`with first as materialized (${first}) `, sql` where (select count(*) from first) >= 0`]
      : [sql``, sql``];
    first = null;
    statements.push(sql`
      ${prefix}insert into rate_limit (id, key, count, last_request)
      select r.id, r.key, r.n, ${now}::bigint from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id text, key text, n int)${guard}
      on conflict (key) do update set
        count = case when rate_limit.last_request <= ${now - windowMs} then excluded.count else rate_limit.count + excluded.count end,
        last_request = case when rate_limit.last_request <= ${now - windowMs} then ${now}::bigint else rate_limit.last_request end
      returning key, count, last_request
    `);
    counted.push({ windowMs, indices, perKey });
  }
  if (first) statements.push(first);
  return {
    statements,
    decide(results) {
      const decisions: RateDecision[] = new Array(hits.length);
      counted.forEach(({ windowMs, indices, perKey }, w) => {
        const returned = rowsOf<{ key: string; count: number | string; last_request: number | string }>(results[w]);
        const after = new Map(returned.map((r) => [r.key, { count: Number(r.count), start: Number(r.last_request) }]));
        const seen = new Map<string, number>();
        for (const i of indices) {
          const { key, limit } = hits[i]!;
          const j = (seen.get(key) ?? 0) + 1;
          seen.set(key, j);
          const row = after.get(key)!;
          const count = row.count - perKey.get(key)! + j;
          decisions[i] =
            count <= limit.max
              ? { allowed: true }
              : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((row.start + windowMs - now) / 1000)) };
        }
      });
      return decisions;
    },
  };
}

/**
 * Adds `amount` to a fixed-window total unless that would pass `max` (one statement, so parallel
 * requests on any instance cannot overshoot it); true when added. For a share of something counted
 * in more than ones, such as one visitor's model tokens of the day (issue 40). `giveBack` corrects
 * it later (a reservation settled to what was used).
 */
export async function addWithinLimit(db: Db, key: string, amount: number, limit: RateLimit, now = Date.now()): Promise<boolean> {
  if (amount > limit.max) return false;
  // The count is a 32-bit column: a wider limit (a test run's multiplier) is no limit at all.
  const max = Math.min(limit.max, 2_147_483_647);
  const expired = now - limit.windowSeconds * 1000;
  const result = await db.execute(sql`
    insert into rate_limit (id, key, count, last_request)
    values (${randomUUID()}, ${key}, ${amount}, ${now})
    on conflict (key) do update set
      count = case when rate_limit.last_request <= ${expired} then excluded.count else rate_limit.count + excluded.count end,
      last_request = case when rate_limit.last_request <= ${expired} then ${now} else rate_limit.last_request end
    where rate_limit.last_request <= ${expired} or rate_limit.count::bigint + excluded.count <= ${max}::bigint
    returning count
  `);
  return rowsOf(result).length > 0;
}

/** Corrects a total made by addWithinLimit by `delta` (negative gives back), never below zero. */
export async function adjustCount(db: Db, key: string, delta: number) {
  if (!delta) return;
  await db.execute(sql`update rate_limit set count = greatest(0, count + ${delta}) where key = ${key}`);
}

