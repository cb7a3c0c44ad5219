import type { PGlite } from "@electric-sql/pglite";
import { performance } from "node:perf_hooks";
import type { Logger } from "pino";

/**
 * PGlite runs PostgreSQL in single-user mode: there is no autovacuum, so no table is ever
 * vacuumed or analyzed on its own, and its activity counters (pg_stat_user_tables) stay at zero.
 * The planner then keeps planning for the tables as they were when the database was created:
 * empty. With a few thousand leads and jobs, pg-boss's "complete" read every job of its queue,
 * and the lead batch's statements grew with the tables (decision 093).
 *
 * This is the autovacuum's part for the embedded database: each table that has grown by a fifth
 * (and 8 pages) since the planner last measured it (its `relpages`) is vacuumed, then analyzed,
 * each step in its own turn of the event loop. The test is a look at pg_class, about a
 * millisecond; but a step holds the one thread for 10–100 ms on a table of 10,000 jobs, and a
 * request arriving then waits. So a pass waits for a quiet moment: it runs at most every 10 s,
 * when the event loop was busy less than a fifth of the last half second, or, on a site that is
 * never quiet, once 5 minutes have gone by without one.
 */
export const UPKEEP_CHECK_MS = 500;
export const UPKEEP_MIN_GAP_MS = 10_000;
export const UPKEEP_MAX_DEFER_MS = 5 * 60_000;
const QUIET_UTILIZATION = 0.2;

/** Whether a pass runs now: a quiet half second and none in the last 10 s, or a pass is overdue. */
export function upkeepDue(utilization: number, sinceLastPassMs: number) {
  if (sinceLastPassMs >= UPKEEP_MAX_DEFER_MS) return true;
  return utilization < QUIET_UTILIZATION && sinceLastPassMs >= UPKEEP_MIN_GAP_MS;
}

/** Tables of the app's schema and pg-boss's that have grown since the planner last measured them. */
const GROWN_TABLES = `
  select format('%I.%I', n.nspname, c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r' and n.nspname in ('public', 'pgboss')
    and pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * 1.2 + 8
  order by pg_relation_size(c.oid) desc`;

export type Upkeep = {
  /** One pass now (tests, and the timer when due): the tables it vacuumed and analyzed. */
  run(): Promise<string[]>;
  /** No more passes; resolves once a step under way has finished. */
  stop(): Promise<void>;
};

export function startPgliteUpkeep(
  db: PGlite,
  logger: Pick<Logger, "debug" | "warn">,
  checkMs = UPKEEP_CHECK_MS,
): Upkeep {
  let running: Promise<string[]> | null = null;
  let stopped = false;
  let lastPass = performance.now();
  const pass = async () => {
    const { rows } = await db.query<{ name: string }>(GROWN_TABLES);
    const done: string[] = [];
    for (const { name } of rows) {
      for (const step of ["vacuum", "analyze"]) {
        if (stopped) return done;
        // Requests that came during the last step go first.
        await new Promise((resolve) => setImmediate(resolve));
        const started = performance.now();
        await db.exec(`${step} ${name}`);
        logger.debug({ table: name, step, ms: Math.round(performance.now() - started) }, "embedded database upkeep");
      }
      done.push(name);
    }
    return done;
  };
  const run = () => {
    // A failed pass counts as one too: the next waits its turn instead of following at once.
    running ??= pass().finally(() => {
      running = null;
      lastPass = performance.now();
    });
    return running;
  };
  let lastLook = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, lastLook);
    lastLook = now;
    if (!upkeepDue(utilization, performance.now() - lastPass)) return;
    run().catch((err: unknown) => logger.warn({ err }, "embedded database upkeep failed; will try again"));
  }, checkMs);
  timer.unref();
  return {
    run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      // A step under way finishes before the database closes.
      await running?.catch(() => {});
    },
  };
}
