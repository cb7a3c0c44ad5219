import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { analyticsEvents } from "#db/schema";
import type { Db } from "#platform/db.server";
import { admitBatch, allowanceFor, scaledBounds, type AnalyticsBounds, type DayAllowance } from "./bounds.server";
import { adminTokens, markOwnerVisitors } from "./owner.server";

export type EventRow = typeof analyticsEvents.$inferInsert;
/**
 * A beacon's event as it waits: with the keyed hash of its address, for the bounds, and the
 * session token its request carried, to leave an admin's own visits out (neither is stored).
 */
export type BufferedRow = EventRow & { address?: string; session?: string };

export type BufferOptions = {
  /** Flushed this long after the first event waits (ms). */
  intervalMs?: number;
  /** Flushed at once when this many wait; also the rows of one insert. */
  batchSize?: number;
  /** At most this many wait (while the database is down); newer events are dropped and counted. */
  capacity?: number;
  /** What one address may add in a day (bounds.server.ts), checked again when the rows are written. */
  bounds?: AnalyticsBounds;
  /** The memory told of visitors the shared count refused (the process's own by default). */
  allowance?: DayAllowance;
  /** ADMIN_EMAILS: a beacon event of their session is the owner's own visit, not written (owner.server.ts). */
  adminEmails?: readonly string[];
};

/**
 * Beacon events wait here and are written together, one multi-row insert per batch, so a page
 * view costs the request no database round trip. Analytics must never take the site down: the
 * buffer is bounded, and while the database cannot take the rows, the rows that do not fit are
 * dropped and counted (`dropped`), never retried without limit. Rows of a failed insert go back
 * to the front while there is room. A process that is killed (not stopped) loses what waits,
 * at most ~250 ms of events.
 */
export class EventBuffer {
  private rows: BufferedRow[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private lastFailureLog = 0;
  /** Events dropped because the buffer was full. */
  dropped = 0;
  /** Events written. */
  written = 0;
  /** Events not written because their address or visitor was past its day's bound (counted by all instances). */
  overBound = 0;
  /** Events not written because an admin's session sent them (the owner's own visits). */
  owner = 0;
  readonly intervalMs: number;
  readonly batchSize: number;
  readonly capacity: number;
  readonly bounds: AnalyticsBounds;
  readonly adminEmails: readonly string[];
  private readonly allowance: DayAllowance;

  constructor(
    private readonly db: Db,
    private readonly logger: Pick<Logger, "warn">,
    opts: BufferOptions = {},
  ) {
    this.intervalMs = opts.intervalMs ?? 250;
    this.batchSize = opts.batchSize ?? 500;
    this.capacity = opts.capacity ?? 20_000;
    this.bounds = opts.bounds ?? scaledBounds();
    this.allowance = opts.allowance ?? allowanceFor(db, this.bounds);
    this.adminEmails = opts.adminEmails ?? [];
  }

  get pending() {
    return this.rows.length;
  }

  push(rows: BufferedRow[]) {
    const room = this.capacity - this.rows.length;
    if (rows.length > room) {
      this.dropped += rows.length - Math.max(room, 0);
      rows = rows.slice(0, Math.max(room, 0));
    }
    if (!rows.length) return;
    this.rows.push(...rows);
    if (this.rows.length >= this.batchSize) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.intervalMs);
      this.timer.unref();
    }
  }

  /** Writes everything waiting; resolves once written (or given up on). Never rejects. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.flushing = this.flushing.then(() => this.writeAll());
    return this.flushing;
  }

  private async writeAll() {
    while (this.rows.length) {
      const batch = this.rows.splice(0, this.batchSize);
      try {
        const admitted = await writeBatch(this.db, batch, this.bounds, this.adminEmails);
        this.written += admitted.rows.length;
        this.overBound += admitted.dropped;
        this.owner += admitted.owner;
        for (const { day, visitor } of admitted.refused) this.allowance.markFull(day, visitor);
      } catch (err) {
        const room = this.capacity - this.rows.length;
        const kept = batch.slice(0, Math.max(room, 0));
        this.dropped += batch.length - kept.length;
        this.rows.unshift(...kept);
        if (Date.now() - this.lastFailureLog > 60_000) {
          this.lastFailureLog = Date.now();
          this.logger.warn({ err, waiting: this.rows.length, dropped: this.dropped }, "analytics events could not be written; kept while there is room");
        }
        // Tried again later, not in a tight loop.
        if (!this.timer && this.rows.length) {
          this.timer = setTimeout(() => void this.flush(), Math.max(this.intervalMs, 1000));
          this.timer.unref();
        }
        return;
      }
    }
  }
}

/**
 * A batch of the buffer. Rows sent under an admin's session are the owner's own visit: their
 * visitor of the day is marked (owner.server.ts) and they are not written. Beacon rows pass the
 * shared bounds in the same transaction that writes them (so counted and written, or neither);
 * other rows are written as one statement.
 */
async function writeBatch(db: Db, batch: BufferedRow[], bounds: AnalyticsBounds, adminEmails: readonly string[]) {
  let owner = 0;
  const tokens = adminEmails.length ? batch.flatMap((r) => (r.session ? [r.session] : [])) : [];
  if (tokens.length) {
    const admins = await adminTokens(db, tokens, adminEmails);
    if (admins.size) {
      const isOwner = (r: BufferedRow) => r.session !== undefined && admins.has(r.session);
      await markOwnerVisitors(db, batch.filter(isOwner).map((r) => ({ day: r.day, visitor: r.visitor })), db);
      const kept = batch.filter((r) => !isOwner(r));
      owner = batch.length - kept.length;
      batch = kept;
    }
  }
  if (!batch.length) return { rows: batch, refused: [], dropped: 0, owner };
  if (!batch.some((r) => r.address)) {
    await insertEvents(db, batch);
    return { rows: batch, refused: [], dropped: 0, owner };
  }
  const admitted = await db.transaction(async (tx) => {
    const admitted = await admitBatch(tx, batch, bounds);
    if (admitted.rows.length) await tx.execute(insertEventsStatement(admitted.rows));
    return admitted;
  });
  return { ...admitted, owner };
}

/**
 * One batch as one statement with one parameter: the rows travel as a JSON array and PostgreSQL
 * unpacks them (jsonb_to_recordset). A 500-row insert built column by column has 8,000
 * parameters, and building and sending them held the event loop for tens of milliseconds:
 * every beacon waiting meanwhile paid it (the p99 of decision 074).
 */
export async function insertEvents(db: Db, batch: readonly EventRow[]) {
  await db.execute(insertEventsStatement(batch));
}

/**
 * insertEvents' statement. `whenLead`: written only if that lead exists (the lead batch sends its
 * events right behind its commit, in the same round trip; a batch rolled back writes none,
 * decision 095).
 */
export function insertEventsStatement(batch: readonly EventRow[], opts: { whenLead?: string } = {}) {
  const rows = batch.map((r) => ({
    at: (r.at ?? new Date()).toISOString(),
    day: r.day,
    name: r.name,
    path: r.path,
    visitor: r.visitor,
    source: r.source ?? "",
    medium: r.medium ?? "",
    campaign: r.campaign ?? "",
    landing: r.landing ?? "",
    affiliate: r.affiliate ?? "",
    label: r.label ?? "",
    value_cents: r.valueCents ?? 0,
    lcp: r.lcp ?? null,
    inp: r.inp ?? null,
    cls: r.cls ?? null,
    ttfb: r.ttfb ?? null,
  }));
  const guard = opts.whenLead
    ? sql` where exists (select 1 from form_submissions where id = ${opts.whenLead}::uuid)`
    : sql``;
  return sql`
    insert into analytics_events
      (at, day, name, path, visitor, source, medium, campaign, landing, affiliate, label, value_cents, lcp, inp, cls, ttfb)
    select at, day, name, path, visitor, source, medium, campaign, landing, affiliate, label, value_cents, lcp, inp, cls, ttfb
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
      at timestamptz, day date, name text, path text, visitor text, source text, medium text, campaign text,
      landing text, affiliate text, label text, value_cents integer, lcp real, inp real, cls real, ttfb real)${guard}`;
}

const buffers = new Map<Db, EventBuffer>();

/** The process's buffer for a database (one per database; tests open several). */
export function bufferFor(db: Db, logger: Pick<Logger, "warn">, opts?: BufferOptions): EventBuffer {
  let buffer = buffers.get(db);
  if (!buffer) {
    buffer = new EventBuffer(db, logger, opts);
    buffers.set(db, buffer);
  }
  return buffer;
}

/** Writes every buffer's waiting events: on shutdown, before the database closes, and in tests. */
export async function flushAnalytics(db?: Db) {
  const targets = db ? [buffers.get(db)].filter((b): b is EventBuffer => Boolean(b)) : [...buffers.values()];
  await Promise.all(targets.map((b) => b.flush()));
}

/** Forgets a database's buffer once flushed (its database is closing). */
export async function closeAnalyticsBuffer(db: Db) {
  await flushAnalytics(db);
  buffers.delete(db);
}

/** Events dropped over all buffers (the database was down and the buffer full). */
export function droppedEvents() {
  let total = 0;
  for (const b of buffers.values()) total += b.dropped;
  return total;
}

/** Events not written because an admin's session sent them, over all buffers. */
export function ownerEventsLeftOut() {
  let total = 0;
  for (const b of buffers.values()) total += b.owner;
  return total;
}

/** Events the shared bounds refused when they were written, over all buffers. */
export function overBoundAtWrite() {
  let total = 0;
  for (const b of buffers.values()) total += b.overBound;
  return total;
}
