import { sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { Db } from "./db.server";

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
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as {
    count: number | string;
    last_request: number | string;
  }[];
  const row = rows[0];
  const count = Number(row?.count ?? 1);
  if (count <= limit.max) return { allowed: true };
  const windowStart = Number(row?.last_request ?? now);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)) };
}
