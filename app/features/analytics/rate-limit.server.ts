import { sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { rowsOf, type Db } from "#platform/db.server";
import type { RateDecision, RateLimit } from "#platform/rate-limit.server";

type Entry = { windowStart: number; known: number; pending: number };

/**
 * The beacon's per-address limit: the same fixed window in the shared `rate_limit` table as the
 * forms' `hitRateLimit`, but counted here first and added to the table in one upsert per address
 * every ~250 ms, so a page view costs no database write. Each sync brings back the count of all
 * instances; between syncs an instance may let through what arrived in the last 250 ms too many.
 * When the database is down, the local count still limits (and nothing is stored anyway).
 */
export class BatchedRateLimit {
  private entries = new Map<string, Entry>();
  private timer: NodeJS.Timeout | null = null;
  private syncing: Promise<void> = Promise.resolve();
  private lastFailureLog = 0;

  constructor(
    private readonly db: Db,
    private readonly limit: RateLimit,
    private readonly logger: Pick<Logger, "warn">,
    private readonly intervalMs = 250,
  ) {}

  hit(key: string, now = Date.now()): RateDecision {
    const windowMs = this.limit.windowSeconds * 1000;
    let entry = this.entries.get(key);
    if (!entry || now >= entry.windowStart + windowMs) {
      entry = { windowStart: now, known: 0, pending: entry && now < entry.windowStart + windowMs ? entry.pending : 0 };
      this.entries.set(key, entry);
    }
    if (entry.known + entry.pending >= this.limit.max)
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((entry.windowStart + windowMs - now) / 1000)) };
    entry.pending++;
    if (!this.timer) {
      this.timer = setTimeout(() => void this.sync(), this.intervalMs);
      this.timer.unref();
    }
    return { allowed: true };
  }

  /** Adds the counted hits to the shared table and reads back every instance's count. */
  sync(now = Date.now()): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.syncing = this.syncing.then(() => this.syncAll(now));
    return this.syncing;
  }

  private async syncAll(now: number) {
    const windowMs = this.limit.windowSeconds * 1000;
    for (const [key, entry] of this.entries) {
      if (!entry.pending) {
        if (now >= entry.windowStart + windowMs) this.entries.delete(key);
        continue;
      }
      const by = entry.pending;
      entry.pending = 0;
      try {
        const expired = now - windowMs;
        const result = await this.db.execute(sql`
          insert into rate_limit (id, key, count, last_request)
          values (${randomUUID()}, ${key}, ${by}, ${now})
          on conflict (key) do update set
            count = case when rate_limit.last_request <= ${expired} then ${by} else rate_limit.count + ${by} end,
            last_request = case when rate_limit.last_request <= ${expired} then ${now} else rate_limit.last_request end
          returning count, last_request
        `);
        const rows = rowsOf<{ count: number | string; last_request: number | string }>(result);
        const row = rows[0];
        if (row) {
          entry.windowStart = Number(row.last_request);
          entry.known = Number(row.count);
        }
      } catch (err) {
        // Kept locally: the address is still limited by this instance's own count.
        entry.known += by;
        if (Date.now() - this.lastFailureLog > 60_000) {
          this.lastFailureLog = Date.now();
          this.logger.warn({ err }, "beacon rate limit could not be shared; counting locally");
        }
      }
    }
  }
}

const limiters = new Map<Db, BatchedRateLimit>();

/** The process's beacon limiter for a database. */
export function beaconLimiter(db: Db, limit: RateLimit, logger: Pick<Logger, "warn">) {
  let limiter = limiters.get(db);
  if (!limiter) limiters.set(db, (limiter = new BatchedRateLimit(db, limit, logger)));
  return limiter;
}
