import type pg from "pg";

/**
 * Row counts (and, for tables only requests change, a digest of their content) of every
 * app table, so a batch of fuzzed requests can be checked against what it was answered:
 * rows may only appear, disappear or change for requests the server accepted.
 * `rate_limit` is left out on purpose: refused requests count against the limit.
 */
export const TABLES = [
  "user",
  "account",
  "session",
  "verification",
  "two_factor",
  "form_submissions",
  "affiliates",
  "referrals",
  "business_details",
  "chat_preferences",
  "business_files",
  "orders",
  "order_items",
  "bookings",
  "processed_webhook_events",
  "admin_actions",
] as const;
export type Table = (typeof TABLES)[number];

/**
 * Tables whose content (not only their count) must stay the same when nothing was accepted.
 * Others are also updated by background jobs (CRM sync status, fulfilment), or, for sessions,
 * by reads.
 */
const DIGESTED: ReadonlySet<Table> = new Set([
  "user",
  "account",
  "two_factor",
  "affiliates",
  "business_details",
  "chat_preferences",
  "business_files",
  "bookings",
  "admin_actions",
]);

export type Snapshot = Record<Table, { count: number; digest: string }>;

export async function snapshot(pool: pg.Pool): Promise<Snapshot> {
  const parts = TABLES.map((t) =>
    DIGESTED.has(t)
      ? `select '${t}' as t, count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as d from "${t}" x`
      : `select '${t}' as t, count(*)::int as n, '' as d from "${t}"`,
  );
  const { rows } = await pool.query<{ t: Table; n: number; d: string }>(parts.join(" union all "));
  return Object.fromEntries(rows.map((r) => [r.t, { count: r.n, digest: r.d }])) as Snapshot;
}

/**
 * What a batch's accepted requests may have done:
 * - `exact`: the table's row count moved by exactly this much;
 * - `atMost`: it moved by 0..n (either way), its content may change;
 * - `changed`: its content may change, its count may not;
 * every other table is untouched (same count, same content).
 */
export type Effects = {
  exact?: Partial<Record<Table, number>>;
  atMost?: Partial<Record<Table, number>>;
  changed?: Table[];
  /** Rows may go (never appear), accepted or not: e.g. a one-time code burnt by too many wrong guesses. */
  shrink?: Table[];
};

export function compareSnapshots(before: Snapshot, after: Snapshot, effects: Effects): string[] {
  const problems: string[] = [];
  for (const t of TABLES) {
    const delta = after[t].count - before[t].count;
    const exact = effects.exact?.[t];
    const atMost = effects.atMost?.[t];
    if (exact !== undefined) {
      if (delta !== exact)
        problems.push(
          `${t}: expected ${exact >= 0 ? "+" : ""}${exact} rows for the accepted requests, found ${delta >= 0 ? "+" : ""}${delta}`,
        );
    } else if (atMost !== undefined) {
      if (Math.abs(delta) > atMost)
        problems.push(
          `${t}: at most ${atMost} rows could change for the accepted requests, found ${delta >= 0 ? "+" : ""}${delta}`,
        );
    } else if (effects.shrink?.includes(t) && delta <= 0) {
      // rows removed (or left alone): allowed
    } else if (effects.changed?.includes(t)) {
      if (delta !== 0) problems.push(`${t}: rows may only be updated by these requests, count moved by ${delta}`);
    } else {
      if (delta !== 0)
        problems.push(`${t}: ${delta >= 0 ? "+" : ""}${delta} rows although no accepted request writes there`);
      else if (before[t].digest !== after[t].digest)
        problems.push(`${t}: content changed although no accepted request writes there`);
    }
  }
  return problems;
}

/** Waits until pg-boss has no job waiting or running (background work of accepted requests). */
export async function settle(pool: pg.Pool, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    let pending = 0;
    try {
      const { rows } = await pool.query<{ n: number }>(
        "select count(*)::int as n from pgboss.job where state in ('created','active') and start_after <= now()",
      );
      pending = rows[0]?.n ?? 0;
    } catch {
      return;
    }
    if (pending === 0 || Date.now() > end) return;
    await new Promise((r) => setTimeout(r, 150));
  }
}
