import type { AppServices } from "#platform/context";
import { isConnectionError } from "#platform/db.server";
import { countAndStoreLeads, type CountedLead, type CountedOutcome } from "./leads.server";

/** At most this many requests in one batch. */
const MAX_BATCH = 64;
/** Embedded database under a steady stream: how long a small batch waits for company (decision 093). */
const LINGER_MS = 8;
const LINGER_UNTIL = 8;
const BUSY_WITHIN_MS = 25;
/** After a lead was refused by its rate limit, batches are counted before their leads are inserted for this long (decision 095). */
const COUNT_FIRST_FOR_MS = 60_000;

type Waiting = { item: CountedLead; resolve: (o: CountedOutcome) => void; reject: (err: unknown) => void };

/**
 * Lead requests written together (decision 090). A request is written after one turn of the
 * event loop, with the requests that arrived alongside it; while the database is busy with
 * earlier batches, new requests wait and go together in the next one. Nothing waits on a timer,
 * so a quiet site adds no delay, and a busy one pays a few statements per batch instead of ten
 * per lead.
 *
 * A batch is one transaction (countAndStoreLeads): counted against the rate limits (each request
 * as if it came alone), and the allowed leads stored. Each request is answered once it has
 * committed. If the transaction fails, each request is tried again alone, so one lead's problem
 * stays its own; unless the database is unreachable, when they all fail at once (the visitor gets
 * the 503 page). One batch at a time: several at once on PostgreSQL made the batches smaller and
 * each lead dearer (measured: 944 req/s with one, 604–675 with two or four).
 */
export class LeadWriter {
  private waiting: Waiting[] = [];
  /** A batch is being written, or is about to be (one turn away). */
  private busy = false;
  /** When the last batch ended (performance.now()). */
  private lastWritten = -Infinity;
  /** When a lead was last refused by its rate limit (Date.now()). */
  private lastRefusal = -Infinity;
  readonly stats = { batches: 0, largest: 0 };

  constructor(
    private services: AppServices,
    /** How long a small batch waits under a steady stream on the embedded database (tests set a longer wait). */
    private lingerMs = LINGER_MS,
  ) {}

  submit(item: CountedLead): Promise<CountedOutcome> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /**
   * One turn of the event loop first: the requests that arrived with this one are read and join
   * its batch. The embedded database answers without ever yielding to I/O, so without this turn
   * every request there would be written alone.
   */
  private schedule() {
    if (this.busy || !this.waiting.length) return;
    this.busy = true;
    const start = () =>
      void this.write(this.waiting.splice(0, MAX_BATCH)).finally(() => {
        this.busy = false;
        this.lastWritten = performance.now();
        this.schedule();
      });
    if (this.lingers()) setTimeout(start, this.lingerMs);
    else setImmediate(start);
  }

  /**
   * On the embedded database a batch holds the one thread for its whole length, about the same
   * whatever its size, so under a steady stream each batch would carry one lead and the thread
   * would never rest. When a batch ended moments ago and this one is small, it waits a few
   * milliseconds for the requests on their way (decision 093). A quiet site never waits: its last
   * batch is long past. On PostgreSQL the batch's round trips already give others time to arrive.
   */
  private lingers() {
    return (
      this.services.database.kind === "pglite" &&
      this.waiting.length < LINGER_UNTIL &&
      performance.now() - this.lastWritten < BUSY_WITHIN_MS
    );
  }

  private async write(batch: Waiting[]) {
    this.stats.batches++;
    this.stats.largest = Math.max(this.stats.largest, batch.length);
    try {
      const now = Date.now();
      // On PostgreSQL the leads are inserted with the count, as if all were allowed, unless one
      // was refused lately: then that batch is written again counted first (decision 095).
      const outcomes = await countAndStoreLeads(
        this.services,
        batch.map((w) => w.item),
        now,
        { insertWithCount: now - this.lastRefusal > COUNT_FIRST_FOR_MS },
      );
      if (outcomes.some((o, i) => !o.allowed && batch[i]!.item.lead)) this.lastRefusal = now;
      batch.forEach((w, i) => w.resolve(outcomes[i]!));
    } catch (err) {
      // Alone, or the database unreachable (each again would only wait for it in turn): all fail.
      if (batch.length === 1 || isConnectionError(err) || this.services.database.isDown()) {
        for (const w of batch) w.reject(err);
        return;
      }
      // The transaction kept nothing, its counts included: each request again, on its own.
      for (const w of batch)
        await countAndStoreLeads(this.services, [w.item]).then(([outcome]) => w.resolve(outcome!), w.reject);
    }
  }
}

const writers = new WeakMap<AppServices, LeadWriter>();

/** This process's writer for these services (one per running site). */
export function leadWriterFor(services: AppServices) {
  let writer = writers.get(services);
  if (!writer) writers.set(services, (writer = new LeadWriter(services)));
  return writer;
}
