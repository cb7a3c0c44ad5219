import { sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { rowsOf, type Db } from "#platform/db.server";
import { OWNER_KEY } from "./owner.server";

/**
 * What one client address (an IPv4 address, an IPv6 /64: hashIp) may add to the owner's
 * analytics in a UTC day (issue 40). A beacon is the browser's word: one address that sent 320
 * beacons, each under a new user agent, was 300 visitors and 6,000 views on the console. Past
 * either bound the beacon still gets its 204 (a browser never shows it) but nothing of it is
 * stored.
 *
 * - visitorsPerAddress: a household, an office or a phone carrier's shared address rarely brings
 *   more than a handful of people to this site in a day; 20 leaves room for that.
 * - eventsPerVisitor: a visitor who reads 40 of the site's 68 pages and clicks a few buttons
 *   stays under 50; it is what keeps one visitor from being thousands of views. So one address
 *   adds at most 20 visitors and 1,000 events a day, whatever it sends.
 *
 * Both are multiplied by RATE_LIMIT_MULTIPLIER (1 in production), as the beacon's rate limit is,
 * so the benchmark's single address still measures the write path.
 */
export const ANALYTICS_BOUNDS = { visitorsPerAddress: 20, eventsPerVisitor: 50 } as const;
export type AnalyticsBounds = { visitorsPerAddress: number; eventsPerVisitor: number };

const scaled = new Map<number, AnalyticsBounds>();
export function scaledBounds(multiplier = 1): AnalyticsBounds {
  let bounds = scaled.get(multiplier);
  if (!bounds)
    scaled.set(
      multiplier,
      (bounds = {
        visitorsPerAddress: ANALYTICS_BOUNDS.visitorsPerAddress * multiplier,
        eventsPerVisitor: ANALYTICS_BOUNDS.eventsPerVisitor * multiplier,
      }),
    );
  return bounds;
}

/**
 * The largest value of each vital that is a measurement and not a made-up number: LCP and TTFB
 * 60 s, INP 10 s (ms), CLS 5. Each is more than ten times Google's "poor" threshold (4 s, 1.8 s,
 * 500 ms, 0.25), so every page a visitor actually waited for fits, while one forged sample can no
 * longer put a page's p75 at ten minutes. A value outside 0..max is dropped (not clamped: a
 * clamped forgery would still be the worst sample of the day); a vitals event left with none is
 * not stored.
 */
export const VITAL_MAX = { lcp: 60_000, inp: 10_000, cls: 5, ttfb: 60_000 } as const;
export type VitalValues = { lcp: number | null; inp: number | null; cls: number | null; ttfb: number | null };

export function plausibleVitals(v: Partial<Record<keyof typeof VITAL_MAX, number | undefined>>): VitalValues | null {
  const keep = (key: keyof typeof VITAL_MAX) => {
    const value = v[key];
    return value !== undefined && Number.isFinite(value) && value >= 0 && value <= VITAL_MAX[key] ? value : null;
  };
  const out = { lcp: keep("lcp"), inp: keep("inp"), cls: keep("cls"), ttfb: keep("ttfb") };
  return Object.values(out).some((x) => x !== null) ? out : null;
}

/** A visitor that went over a bound: marked full, so later events of the day are refused at once. */
const FULL = Number.MAX_SAFE_INTEGER;
/** Visitors remembered per instance before the memory starts over (the database bound still holds). */
const TRACKED_MAX = 50_000;

/**
 * This instance's count for today, checked on every beacon without a database round trip: the
 * visitors it admitted per address, and the events it admitted per visitor. Another instance
 * does not see it; the database check when the events are written (admitBatch) does, so with
 * two instances an address can get at most its bound past both (each admits up to the bound in
 * memory, the shared count keeps the first ones and drops the rest).
 */
export class DayAllowance {
  private day = "";
  private addresses = new Map<string, number>();
  private visitors = new Map<string, number>();

  constructor(private readonly bounds: AnalyticsBounds) {}

  /** How many of `events` new events of `visitor` (from `address`) may be kept today: 0 refuses them all. */
  admit(day: string, address: string, visitor: string, events: number): number {
    if (day !== this.day || this.visitors.size >= TRACKED_MAX) {
      this.day = day;
      this.addresses.clear();
      this.visitors.clear();
    }
    let used = this.visitors.get(visitor);
    if (used === undefined) {
      const seen = this.addresses.get(address) ?? 0;
      if (seen >= this.bounds.visitorsPerAddress) return 0;
      this.addresses.set(address, seen + 1);
      used = 0;
    }
    const kept = Math.max(0, Math.min(events, this.bounds.eventsPerVisitor - used));
    this.visitors.set(visitor, used + kept);
    return kept;
  }

  /** The shared count refused this visitor: refused here too for the rest of the day. */
  markFull(day: string, visitor: string) {
    if (day === this.day) this.visitors.set(visitor, FULL);
  }
}

const allowances = new Map<Db, DayAllowance>();

/** The process's allowance for a database (one per database; tests open several). */
export function allowanceFor(db: Db, bounds: AnalyticsBounds): DayAllowance {
  let allowance = allowances.get(db);
  if (!allowance) allowances.set(db, (allowance = new DayAllowance(bounds)));
  return allowance;
}

/** The shared counters live in the rate_limit table under these prefixes, with the UTC day in the key. */
const VISITOR_KEY = "analytics-visitor";
const ADDRESS_KEY = "analytics-address";
/** A refused visitor's count: above any bound, so every later event of it is refused by every instance. */
const REFUSED = 1_000_000_000;

type Executor = Pick<Db, "execute">;
export type Admitted<T> = { rows: T[]; refused: { day: string; visitor: string }[]; dropped: number };

/** Runs a statement over keyed counts (each key once, in key order so two batches lock rows alike) and returns key → count after. */
async function addCounts(tx: Executor, counts: Map<string, number>, now: number) {
  const rows = [...counts.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, n]) => ({ id: randomUUID(), key, n }));
  const result = await tx.execute(sql`
    insert into rate_limit (id, key, count, last_request)
    select r.id, r.key, r.n, ${now}::bigint from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id text, key text, n int)
    on conflict (key) do update set count = least(rate_limit.count::bigint + excluded.count, ${REFUSED})::int, last_request = excluded.last_request
    returning key, count`);
  return new Map(rowsOf<{ key: string; count: number | string }>(result).map((r) => [r.key, Number(r.count)]));
}

/**
 * The database side of the bounds, run inside the transaction that writes `batch`: every
 * instance adds its events to one count per visitor and its new visitors to one count per
 * address (rows of rate_limit, locked until the commit, so a second instance writing the same
 * address waits and then sees the first one's counts). A visitor first counted past its
 * address's bound is refused and marked so; a visitor's events past its bound are dropped.
 * Rows without an address (not from a beacon) are kept as they are.
 */
export async function admitBatch<T extends { day: string; visitor: string; address?: string }>(
  tx: Executor,
  batch: readonly T[],
  bounds: AnalyticsBounds,
  now = Date.now(),
): Promise<Admitted<T>> {
  type Group = { day: string; visitor: string; address: string; n: number; key: string };
  const groups = new Map<string, Group>();
  for (const row of batch) {
    if (!row.address) continue;
    const key = `${VISITOR_KEY}:${row.day}:${row.visitor}`;
    const group = groups.get(key);
    if (group) group.n++;
    else groups.set(key, { day: row.day, visitor: row.visitor, address: row.address, n: 1, key });
  }
  if (!groups.size) return { rows: [...batch], refused: [], dropped: 0 };

  const visitorCounts = await addCounts(tx, new Map([...groups.values()].map((g) => [g.key, g.n])), now);
  // A count equal to what was just added is a visitor no instance had counted before today.
  const fresh = [...groups.values()].filter((g) => visitorCounts.get(g.key) === g.n);
  const perAddress = new Map<string, Group[]>();
  for (const g of fresh) {
    const key = `${ADDRESS_KEY}:${g.day}:${g.address}`;
    perAddress.set(key, [...(perAddress.get(key) ?? []), g]);
  }
  const refused: Group[] = [];
  if (perAddress.size) {
    const addressCounts = await addCounts(tx, new Map([...perAddress].map(([key, list]) => [key, list.length])), now);
    for (const [key, list] of perAddress) {
      const before = addressCounts.get(key)! - list.length;
      refused.push(...list.slice(Math.max(0, bounds.visitorsPerAddress - before)));
    }
  }
  if (refused.length)
    await tx.execute(
      sql`update rate_limit set count = ${REFUSED} where key in (${sql.join(
        refused.map((g) => sql`${g.key}`),
        sql`, `,
      )})`,
    );

  const refusedKeys = new Set(refused.map((g) => g.key));
  const room = new Map<string, number>();
  for (const g of groups.values()) {
    const before = visitorCounts.get(g.key)! - g.n;
    room.set(g.key, refusedKeys.has(g.key) ? 0 : Math.max(0, Math.min(g.n, bounds.eventsPerVisitor - before)));
  }
  const rows: T[] = [];
  for (const row of batch) {
    if (!row.address) {
      rows.push(row);
      continue;
    }
    const key = `${VISITOR_KEY}:${row.day}:${row.visitor}`;
    const left = room.get(key)!;
    if (left > 0) {
      rows.push(row);
      room.set(key, left - 1);
    }
  }
  const full = [...groups.values()].filter(
    (g) => refusedKeys.has(g.key) || visitorCounts.get(g.key)! >= bounds.eventsPerVisitor,
  );
  return { rows, refused: full.map((g) => ({ day: g.day, visitor: g.visitor })), dropped: batch.length - rows.length };
}

/**
 * Retention: the shared counts of the days before `today`, and the marks of the owner's visitors
 * (owner.server.ts; the hourly job runs it after the day's last roll-up).
 */
export async function deleteOldCounts(db: Executor, today: string) {
  await db.execute(sql`
    delete from rate_limit
    where (key like ${`${VISITOR_KEY}:%`} or key like ${`${ADDRESS_KEY}:%`} or key like ${`${OWNER_KEY}:%`})
      and split_part(key, ':', 2) < ${today}`);
}
